/// The positions L1 / R1 move between in a tab bar controller, and what each one selects.
///
/// With more tabs than the tab bar shows (more than five on a phone), UIKit shows the first
/// tabs and a last item, More, that opens a list of the rest. The positions are then the items
/// the user sees: the shown tabs, then More. While a tab from the More list is on screen (or
/// the list itself), the More position is the selected one.
public struct TabPositions: Hashable, Sendable {
    /// The number of tabs (`viewControllers.count`).
    public var tabCount: Int
    /// The number of items the tab bar shows, More included (at most `tabCount`).
    public var itemCount: Int

    /// What a position selects.
    public enum Target: Hashable, Sendable {
        /// The tab at this index of `viewControllers`.
        case tab(Int)
        /// The More list (`moreNavigationController`).
        case more
    }

    /// Positions for `tabCount` tabs shown as `itemCount` items (nil or out of range: one item
    /// per tab).
    public init(tabCount: Int, itemCount: Int?) {
        self.tabCount = max(0, tabCount)
        let items = itemCount ?? self.tabCount
        self.itemCount = (1...max(1, self.tabCount)).contains(items) ? items : self.tabCount
    }

    /// The positions of a tab bar controller node (its `children` are the tabs, and may end with
    /// the More list, which is not a tab).
    init(tabBar: ControllerNode) {
        let tabs = tabBar.children.count - (tabBar.endsWithMoreList ? 1 : 0)
        self.init(tabCount: tabs, itemCount: tabBar.tabBarItemCount)
    }

    /// True when the last item is More.
    public var hasMore: Bool { itemCount < tabCount }

    /// The number of positions.
    public var count: Int { hasMore ? itemCount : tabCount }

    /// What position `position` selects; nil out of range.
    public func target(at position: Int) -> Target? {
        guard position >= 0, position < count else { return nil }
        if hasMore, position == itemCount - 1 { return .more }
        return .tab(position)
    }

    /// The position of the selected tab index (`selectedIndex`; nil, negative or past the tabs
    /// stands for the More list itself, as UIKit reports it with `NSNotFound`).
    public func position(ofSelectedIndex index: Int?) -> Int {
        guard count > 0 else { return 0 }
        guard let index, index >= 0, index < tabCount else { return hasMore ? count - 1 : 0 }
        if hasMore, index >= itemCount - 1 { return count - 1 }
        return index
    }
}
