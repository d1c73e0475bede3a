/// What the navigation bar of a navigation controller shows at the left of its top item, as far
/// as going back is concerned. On iOS the adapter reads it from the navigation controller and
/// its top controller's `navigationItem`.
///
/// UIKit shows the back button when the stack holds more than one controller, the bar is shown,
/// the top item does not hide it (`hidesBackButton`), and the top item has no left bar button
/// items, or has some with `leftItemsSupplementBackButton`. A `backAction` (iOS 16) set on the
/// top item replaces what the back button does.
public struct NavigationBarState: Hashable, Sendable {
    /// `isNavigationBarHidden`.
    public var isBarHidden: Bool
    /// The top item's `hidesBackButton`.
    public var hidesBackButton: Bool
    /// The top item has left bar button items (`leftBarButtonItems` not empty).
    public var hasLeftItems: Bool
    /// The top item's `leftItemsSupplementBackButton`.
    public var leftItemsSupplementBackButton: Bool
    /// The top item has a `backAction`.
    public var hasBackAction: Bool

    /// A bar; by default a shown bar whose top item leaves the back button alone.
    public init(isBarHidden: Bool = false, hidesBackButton: Bool = false, hasLeftItems: Bool = false,
                leftItemsSupplementBackButton: Bool = false, hasBackAction: Bool = false) {
        self.isBarHidden = isBarHidden
        self.hidesBackButton = hidesBackButton
        self.hasLeftItems = hasLeftItems
        self.leftItemsSupplementBackButton = leftItemsSupplementBackButton
        self.hasBackAction = hasBackAction
    }

    /// True when the bar shows a back button for a stack of `stackCount` controllers.
    public func showsBackButton(stackCount: Int) -> Bool {
        guard stackCount > 1, !isBarHidden, !hidesBackButton else { return false }
        return !hasLeftItems || leftItemsSupplementBackButton
    }
}
