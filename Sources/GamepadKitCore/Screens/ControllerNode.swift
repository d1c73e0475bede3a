/// The engine's picture of one view controller and what it contains: enough to decide which
/// screen the user sees, what B and the shoulder buttons can do there, and whether GamepadKit
/// stays out of it. On iOS the adapter builds it from `UIViewController`; tests build it by hand.
public struct ControllerNode: Hashable, Sendable, Identifiable {
    /// What kind of container a controller is, which decides which child is on screen.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A controller that shows its own view (its children, if any, are part of that view).
        case plain
        /// A navigation controller: `children` is the stack, the last one is on top.
        case navigation
        /// A tab bar controller: `children` are the tabs, `selectedIndex` the one on screen.
        case tabBar
        /// A page view controller: `children` are the pages on screen, `selectedIndex` the current one.
        case page
        /// A split view controller: `children` are its columns. Expanded, the columns are all on
        /// screen, so the screen is the split itself; collapsed (`isCollapsed`), only the column
        /// at `selectedIndex` is.
        case split
        /// An alert or action sheet.
        case alert
    }

    /// A stable identity of the controller object (the same controller keeps the same id).
    public var id: String
    /// The class name as the runtime prints it: `"Module.Class"` for Swift classes, `"Class"` for
    /// Objective-C ones.
    public var className: String
    /// Which container rule applies.
    public var kind: Kind
    /// The child controllers, in order (for a navigation controller, the stack from root to top).
    public var children: [ControllerNode]
    /// For a tab bar or page controller: the index of the child on screen.
    public var selectedIndex: Int?
    /// The controller adopts the opt-out marker protocol.
    public var isOptedOut: Bool
    /// The user may dismiss the controller as a swipe down would: false when it is
    /// `isModalInPresentation`, or when it is presented and its presentation controller's
    /// delegate answers no to `presentationControllerShouldDismiss(_:)`.
    public var allowsDismissal: Bool
    /// For an alert: the style of each of its actions, in order (empty for other controllers).
    public var alertActionStyles: [AlertActionStyle]
    /// How the controller is presented, when it is (after adaptation). `.automatic` otherwise.
    public var presentationStyle: PresentationStyle
    /// For a navigation controller: what its bar shows (nil: a shown bar that leaves the back
    /// button alone).
    public var navigationBar: NavigationBarState?
    /// For a split view controller: it shows one column only (a phone, a narrow window).
    public var isCollapsed: Bool
    /// For a tab bar controller: how many item views its tab bar shows, the More item included
    /// (nil: one per tab). Fewer than the tabs means the last item is More.
    public var tabBarItemCount: Int?
    /// For a tab bar controller: its last child is the More list (`moreNavigationController`,
    /// on screen with any tab chosen from it), not a tab.
    public var endsWithMoreList: Bool
    /// The frame of the controller's view in window coordinates, when it is loaded and in a
    /// window (nil otherwise). Decides which child fills a custom container.
    public var viewFrame: Rect?
    /// The controller's view is in a window, not hidden and not transparent.
    public var isViewShown: Bool
    /// The controller is a search controller (`UISearchController`): presented while its search
    /// is active, without covering the list it filters (see `ModalScope`).
    public var isSearchController: Bool
    /// For a search controller: the id of its results controller, one of `children` (nil: it
    /// shows its results in the list under it).
    public var searchResultsID: String?
    /// For a tab bar controller: its tab bar is hidden (`tabBar.isHidden`, or moved off screen
    /// by `hidesBottomBarWhenPushed`): L1/R1 do nothing, as no finger could reach a tab.
    public var isTabBarHidden: Bool
    /// For a page view controller: the id of its scroll view in the view tree, whose paging
    /// L2/R2 do by turning the page rather than by scrolling it.
    public var pageScrollViewID: String?
    /// Stored as an array so that the value type may contain one of its own kind.
    private var presentedStorage: [ControllerNode]

    /// The controller this one presents, if any.
    public var presented: ControllerNode? {
        get { presentedStorage.first }
        set { presentedStorage = newValue.map { [$0] } ?? [] }
    }

    /// A controller; every part but its id and class name is optional.
    public init(
        id: String,
        className: String,
        kind: Kind = .plain,
        children: [ControllerNode] = [],
        selectedIndex: Int? = nil,
        presented: ControllerNode? = nil,
        isOptedOut: Bool = false,
        allowsDismissal: Bool = true,
        alertActionStyles: [AlertActionStyle] = [],
        presentationStyle: PresentationStyle = .automatic,
        navigationBar: NavigationBarState? = nil,
        isCollapsed: Bool = false,
        tabBarItemCount: Int? = nil,
        endsWithMoreList: Bool = false,
        viewFrame: Rect? = nil,
        isViewShown: Bool = true,
        isSearchController: Bool = false,
        searchResultsID: String? = nil,
        isTabBarHidden: Bool = false,
        pageScrollViewID: String? = nil
    ) {
        self.id = id
        self.className = className
        self.kind = kind
        self.children = children
        self.selectedIndex = selectedIndex
        self.isOptedOut = isOptedOut
        self.allowsDismissal = allowsDismissal
        self.alertActionStyles = alertActionStyles
        self.presentationStyle = presentationStyle
        self.navigationBar = navigationBar
        self.isCollapsed = isCollapsed
        self.tabBarItemCount = tabBarItemCount
        self.endsWithMoreList = endsWithMoreList
        self.viewFrame = viewFrame
        self.isViewShown = isViewShown
        self.isSearchController = isSearchController
        self.searchResultsID = searchResultsID
        self.isTabBarHidden = isTabBarHidden
        self.pageScrollViewID = pageScrollViewID
        self.presentedStorage = presented.map { [$0] } ?? []
    }

    /// The child a container shows, by its container rule: a navigation controller its top, a
    /// tab bar or page controller its selected child, a collapsed split view its shown column,
    /// and a plain controller the child whose view fills it (`ContainerChild`, the coordinator
    /// shape of a custom root around a tab bar controller). Nil for controllers whose screen is
    /// their own view (an expanded split, an alert, a plain controller whose children share its
    /// view) and for containers with nothing to show.
    public var childOnScreen: ControllerNode? {
        switch kind {
        case .navigation:
            return children.last
        case .tabBar, .page:
            guard !children.isEmpty else { return nil }
            let index = selectedIndex ?? 0
            return children.indices.contains(index) ? children[index] : children[0]
        case .split:
            guard isCollapsed, !children.isEmpty else { return nil }
            let index = selectedIndex ?? 0
            return children.indices.contains(index) ? children[index] : children[0]
        case .plain:
            return ContainerChild.fillingChild(of: self).map { children[$0] }
        case .alert:
            return nil
        }
    }
}

/// The style of an alert action, as `UIAlertAction.Style`.
public enum AlertActionStyle: String, Hashable, Sendable, CaseIterable {
    /// `UIAlertAction.Style`'s cases of the same name.
    case `default`, cancel, destructive
}
