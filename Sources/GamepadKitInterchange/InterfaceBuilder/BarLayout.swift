import GamepadKitCore

/// Where UIKit draws the system bars of a screen and their items, for files that store no frames
/// for them. Portrait iPhone and iPad metrics:
///
/// - **Status bar** (the top safe-area inset): 20 pt on screens up to 736 pt tall (Home-button
///   iPhones), else by screen height (44 on 812, 47 on 844 and 926, 48 on 896, 59 on 852 and 932,
///   62 on 874 and 956, 47 otherwise); iPads 20 pt, 24 pt from 1180 pt tall.
/// - **Home indicator** (the bottom safe-area inset): 34 pt on iPhones taller than 736 pt, 20 pt
///   on iPads from 1180 pt tall, else 0.
/// - **Navigation bar** under the status bar, 44 pt (96 pt with a large title; its items stay
///   in the top 44 pt). **Tab bar** at the bottom: 49 pt plus the home indicator. **Toolbar**
///   44 pt, above the tab bar or at the bottom (plus the home indicator).
/// - **Items** fill their bar's 44 pt (tab bar: 49 pt) row. Navigation-bar items start 8 pt from
///   each edge and sit 8 pt apart: the leading items (the back button first) from the left, the
///   trailing items from the right, the first trailing item rightmost. Toolbar items go left to
///   right, 8 pt from the edges and apart, flexible spaces sharing the free width. Tab bar items
///   split the bar's width equally. A custom view keeps its size and is centred in the row.
enum BarLayout {
    static let navigationBarHeight = 44.0
    /// A navigation bar in a sheet (a page sheet since iOS 13): taller, with no status bar over
    /// it. Interface Builder draws it so (`height="56"`).
    static let sheetNavigationBarHeight = 56.0
    static let largeTitleHeight = 52.0
    static let toolbarHeight = 44.0
    static let tabBarHeight = 49.0
    static let margin = 8.0
    static let spacing = 8.0

    /// The top safe-area inset of a screen of `size`: an iPad's status bar in either
    /// orientation; on an iPhone turned to landscape none, since iOS hides its status bar there
    /// (and Interface Builder's landscape canvas draws none: files store the top layout guide at
    /// 0); else the portrait iPhone's status bar or sensor housing.
    static func statusBarHeight(screen size: LayoutSize) -> Double {
        if min(size.width, size.height) >= 744 { return max(size.width, size.height) >= 1180 ? 24 : 20 }
        if size.width > size.height { return 0 }
        if size.height <= 736 { return 20 }
        let byHeight: [Double: Double] = [812: 44, 844: 47, 852: 59, 874: 62, 896: 48, 926: 47, 932: 59, 956: 62]
        return byHeight[size.height] ?? 47
    }

    /// The bottom safe-area inset of a portrait screen of `size`.
    static func homeIndicatorHeight(screen size: LayoutSize) -> Double {
        if min(size.width, size.height) >= 744 { return max(size.width, size.height) >= 1180 ? 20 : 0 }
        return size.height > 736 ? 34 : 0
    }

    /// The items of a navigation bar `width` wide, in a row `rowHeight` tall at the bar's top.
    ///
    /// A back button whose title does not fit before the trailing items (and the other leading
    /// items) shows "Back" instead, as UIKit shortens it, and only its chevron when even that does
    /// not fit (`fittingBack(_:room:)`).
    static func navigationItems(leading: [BarItem], trailing: [BarItem], width: Double, rowHeight: Double) -> [ViewNode] {
        var nodes: [ViewNode] = []
        var right = width - margin
        var trailingNodes: [ViewNode] = []
        for item in trailing {
            right -= item.width
            trailingNodes.append(node(item, x: right, rowHeight: rowHeight))
            right -= spacing
        }
        let trailingStart = trailing.isEmpty ? width - margin : right + spacing
        let othersWidth = leading.filter { $0.kind != .backButton }.reduce(0) { $0 + $1.width + spacing }
        var x = margin
        for item in leading {
            let placed = item.kind == .backButton ? fittingBack(item, room: trailingStart - spacing - othersWidth - x) : item
            nodes.append(node(placed, x: x, rowHeight: rowHeight))
            x += placed.width + spacing
        }
        return nodes + trailingNodes
    }

    /// The back button as UIKit draws it in `room` points: with its title when it fits, else
    /// titled "Back" when that fits, else its chevron alone (a 44 pt touch target, named "Back").
    static func fittingBack(_ back: BarItem, room: Double) -> BarItem {
        guard back.customView == nil, back.width > room else { return back }
        var shorter = back
        shorter.label = "Back"
        if shorter.width <= room { return shorter }
        shorter.showsImage = true  // the chevron: a 44 pt target, still named "Back"
        return shorter
    }

    /// The items of a toolbar `width` wide, left to right, flexible spaces sharing the free width.
    /// Spaces make no nodes.
    static func toolbarItems(_ items: [BarItem], width: Double, rowHeight: Double) -> [ViewNode] {
        var used = 2 * margin
        var flexibleCount = 0
        for (index, item) in items.enumerated() {
            if item.space == .flexible { flexibleCount += 1 } else { used += item.width }
            if index > 0, item.space == .none, items[index - 1].space == .none { used += spacing }
        }
        let share = flexibleCount > 0 ? max(0, width - used) / Double(flexibleCount) : 0
        var nodes: [ViewNode] = []
        var x = margin
        for (index, item) in items.enumerated() {
            if index > 0, item.space == .none, items[index - 1].space == .none { x += spacing }
            switch item.space {
            case .flexible: x += share
            case .fixed: x += item.width
            case .none:
                nodes.append(node(item, x: x, rowHeight: rowHeight))
                x += item.width
            }
        }
        return nodes
    }

    /// The items of a tab bar `width` wide: equal slices, left to right.
    static func tabItems(_ items: [BarItem], width: Double, rowHeight: Double) -> [ViewNode] {
        guard !items.isEmpty else { return [] }
        let slice = width / Double(items.count)
        return items.enumerated().map { index, item in
            var node = node(item, x: Double(index) * slice, rowHeight: rowHeight)
            if item.customView == nil { node.frame.size.width = slice }
            return node
        }
    }

    /// The node of `item` at `x` in a row `rowHeight` tall.
    private static func node(_ item: BarItem, x: Double, rowHeight: Double) -> ViewNode {
        if var custom = item.customView {
            custom.frame.origin = LayoutPoint(x: x, y: ((rowHeight - custom.frame.height) / 2).rounded(.down))
            guard item.holdsContentMadeInCode else { return custom }
            // The app fills the view in code (a bar of buttons it builds): the item stands for
            // that content, a stop where the view lies.
            return ViewNode(id: item.id, kind: item.kind, frame: custom.frame, isHidden: custom.isHidden,
                            alpha: custom.alpha, isEnabled: item.isEnabled, label: item.label)
        }
        return ViewNode(id: item.id, kind: item.kind, frame: Rect(x: x, y: 0, width: item.width, height: rowHeight),
                        isEnabled: item.isEnabled, label: item.label)
    }
}
