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
