/// Which tab a tab bar's item view stands for. The item views are private; their order on
/// screen is the tabs' order: left to right, or right to left in a right-to-left layout.
public enum TabBarLayout {
    /// The tab index of item view `item`, given the left edges of all item views in subview
    /// order (equal edges keep that order); nil when `item` is not one of them or an edge is
    /// not a finite number. There is no fallback to the first tab: an item that cannot be
    /// placed selects nothing.
    public static func tabIndex(ofItem item: Int, itemMinX: [Double], rightToLeft: Bool) -> Int? {
        guard itemMinX.indices.contains(item), itemMinX.allSatisfy(\.isFinite) else { return nil }
        let order = itemMinX.indices.sorted { a, b in
            itemMinX[a] == itemMinX[b] ? a < b : itemMinX[a] < itemMinX[b]
        }
        guard let position = order.firstIndex(of: item) else { return nil }
        return rightToLeft ? order.count - 1 - position : position
    }
}

extension TabBarLayout {
    /// What a control inside a tab bar stands for.
    public enum ControlRole: Hashable, Sendable {
        /// The item view of the tab at this index of `tabBar.items`.
        case tab(Int)
        /// A control the app added to the bar (a centre "+" button): a plain button, not a tab.
        case appControl
    }

    /// Matches the controls of a tab bar to its `itemCount` items (`tabBar.items.count`).
    ///
    /// UIKit lays its item views out side by side, all of one size, on one line; an app's own
    /// control (the big centre "+") is sized and placed its own way. So the item views are the
    /// largest group of `itemCount` controls sharing a size and a top edge (to half a point),
    /// and they map to the tabs in their order on screen (`tabIndex(ofItem:itemMinX:rightToLeft:)`).
    /// When no such group exists, the first `itemCount` controls in subview order (UIKit adds
    /// its item views before anything the app adds later) are the items. Every other control
    /// is the app's. With no more controls than items, every control is an item, as before.
    ///
    /// - Parameters:
    ///   - frames: the frames of the tab bar's controls, in subview order.
    ///   - itemCount: the number of items the bar shows (the More item included).
    ///   - rightToLeft: the layout direction is right to left.
    public static func roles(ofControls frames: [Rect], itemCount: Int, rightToLeft: Bool) -> [ControlRole] {
        guard itemCount > 0 else { return frames.map { _ in .appControl } }
        var itemIndices: [Int]
        if frames.count <= itemCount {
            itemIndices = Array(frames.indices)
        } else {
            itemIndices = Array(frames.indices.prefix(itemCount))
            var groups: [[Int]] = []
            for index in frames.indices where frames[index].isFinite {
                if let group = groups.firstIndex(where: { sameSlot(frames[$0[0]], frames[index]) }) {
                    groups[group].append(index)
                } else {
                    groups.append([index])
                }
            }
            if let group = groups.first(where: { $0.count == itemCount }) {
                itemIndices = group
            }
        }
        let edges = itemIndices.map { frames[$0].minX }
        var roles = [ControlRole](repeating: .appControl, count: frames.count)
        for (position, control) in itemIndices.enumerated() {
            if let tab = tabIndex(ofItem: position, itemMinX: edges, rightToLeft: rightToLeft) {
                roles[control] = .tab(tab)
            }
        }
        return roles
    }

    /// Two item views of one bar: the same size and top edge, to half a point.
    private static func sameSlot(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5 && abs(a.minY - b.minY) <= 0.5
    }
}
