/// What surrounds the visible screen, as far as B and the shoulder buttons care.
public struct ScreenContext: Hashable, Sendable {
    /// A stable name of the screen the user sees (its controller's identity), for per-screen
    /// focus memory. Nil when unknown.
    public var screenID: String?
    /// A controller is presented over the screen and can be dismissed.
    public var canDismiss: Bool
    /// The screen sits in a navigation stack deeper than its root.
    public var canPop: Bool
    /// The number of tabs of the enclosing tab bar controller (0 without one), and the selected one.
    public var tabCount: Int
    /// The selected tab's index.
    public var selectedTab: Int
    /// The screen is a page of a page view controller: L2/R2 turn its pages
    /// (`FocusCommand.turnPage`) unless the focus is inside a scroll view of the page.
    public var turnsPages: Bool
    /// The id of the page view controller's own scroll view, which L2/R2 never scroll.
    public var pageScrollViewID: String?
    /// The screen is laid out right to left (a right-to-left language): focus starts at the top
    /// right, the leading corner.
    public var isRightToLeft = false

    /// Whether the screen reads right to left, from the views that can say so, nearest to the
    /// user first: the modal scope's view (a presented sheet or alert), the visible screen's view
    /// (an app may force one screen's direction with `semanticContentAttribute`), else the key
    /// window. Nil: that view is not there or not loaded.
    public static func readsRightToLeft(modalScope: Bool?, screen: Bool?, keyWindow: Bool?) -> Bool {
        modalScope ?? screen ?? keyWindow ?? false
    }

    /// Creates a context; the defaults describe a plain screen with no bars.
    public init(screenID: String? = nil, canDismiss: Bool = false, canPop: Bool = false, tabCount: Int = 0, selectedTab: Int = 0,
                turnsPages: Bool = false, pageScrollViewID: String? = nil) {
        self.turnsPages = turnsPages
        self.pageScrollViewID = pageScrollViewID
        self.screenID = screenID
        self.canDismiss = canDismiss
        self.canPop = canPop
        self.tabCount = tabCount
        self.selectedTab = selectedTab
    }
}
