/// What `ScreenResolver` found: the screen the user sees, its surroundings, and whether
/// GamepadKit handles it.
public struct ScreenResolution: Hashable, Sendable {
    /// The controller whose view is the visible screen.
    public var screen: ControllerNode
    /// The controllers from the window's root to the screen, both included, in order.
    public var path: [ControllerNode]
    /// The topmost presented controller, or nil when nothing is presented.
    public var topmostPresented: ControllerNode?
    /// The controller whose view traps focus (`ModalScope`): the topmost presented one, its
    /// results controller for an active search, or nil.
    public var modalScope: ControllerNode?
    /// B and the shoulder buttons' view of the screen.
    public var context: ScreenContext
    /// GamepadKit stays out of this screen (excluded by name or by the opt-out marker).
    public var isDisabled: Bool
    /// Why it is disabled, for the log: the class name or marker that excluded it.
    public var disabledReason: String?
    /// The navigation controller B goes back in (when `context.canPop`): see `backNavigation`.
    public var navigationID: String?
    /// The tab bar controller L1 / R1 switch: the nearest one around the screen inside the
    /// topmost presentation (nil when it has no tabs).
    public var tabBarID: String?
    /// What B's `dismiss` does on this screen; nil when nothing is presented.
    public var dismissal: Dismissal?
    /// What B does to go back (pop, or the app's `backAction`) when the screen's navigation bar
    /// shows a back button; nil otherwise.
    public var backNavigation: BackNavigation?
    /// The positions L1 / R1 move between in `tabBarID` (the More tab included).
    public var tabPositions: TabPositions?

    /// A resolution; `ScreenResolver.resolve(_:)` makes them.
    public init(screen: ControllerNode, path: [ControllerNode], topmostPresented: ControllerNode?,
                context: ScreenContext, isDisabled: Bool, disabledReason: String? = nil,
                navigationID: String? = nil, tabBarID: String? = nil, dismissal: Dismissal? = nil,
                backNavigation: BackNavigation? = nil, tabPositions: TabPositions? = nil) {
        self.screen = screen
        self.path = path
        self.topmostPresented = topmostPresented
        self.modalScope = topmostPresented.flatMap(ModalScope.controller(presentedOnTop:))
        self.context = context
        self.isDisabled = isDisabled
        self.disabledReason = disabledReason
        self.navigationID = navigationID
        self.tabBarID = tabBarID
        self.dismissal = dismissal
        self.backNavigation = backNavigation
        self.tabPositions = tabPositions
    }
}
