/// Whether a screen transition is running, as UIKit tells it, and which presses wait for it.
///
/// UIKit ignores touches while a controller is being pushed, popped, presented or dismissed
/// (the window turns interaction off for the animation). A press that acts (A, B, the shoulder
/// buttons, the triggers) is dropped too: a double B would otherwise pop the screen beneath a
/// sheet that is still going away, a double A push two screens, and quick L2/R2 repeats start
/// an animated page turn in the middle of another. Moves still go: they only move the highlight.
///
/// The iOS layer fills it from the screen's controllers: `transitionCoordinator` of the screen
/// and of the topmost presented controller, `isBeingPresented`, `isBeingDismissed`,
/// `isMovingToParent`, `isMovingFromParent`, and a page view controller's turn in progress.
public struct ScreenTransition: Hashable, Sendable {
    /// A controller on the way to the screen has a `transitionCoordinator`: a push, pop,
    /// presentation, dismissal or tab switch is animating (an interactive swipe back included).
    public var hasTransitionCoordinator: Bool
    /// The screen, or the controller presenting it, is being presented (`isBeingPresented`).
    public var isBeingPresented: Bool
    /// The topmost presented controller is being dismissed (`isBeingDismissed`).
    public var isBeingDismissed: Bool
    /// The screen is being pushed onto a stack or added to a container (`isMovingToParent`).
    public var isMovingToParent: Bool
    /// The screen is being popped or removed (`isMovingFromParent`).
    public var isMovingFromParent: Bool
    /// A page view controller's animated `setViewControllers` has not completed yet.
    public var isTurningPage: Bool

    /// No transition, unless a part says otherwise.
    public init(hasTransitionCoordinator: Bool = false, isBeingPresented: Bool = false, isBeingDismissed: Bool = false,
                isMovingToParent: Bool = false, isMovingFromParent: Bool = false, isTurningPage: Bool = false) {
        self.hasTransitionCoordinator = hasTransitionCoordinator
        self.isBeingPresented = isBeingPresented
        self.isBeingDismissed = isBeingDismissed
        self.isMovingToParent = isMovingToParent
        self.isMovingFromParent = isMovingFromParent
        self.isTurningPage = isTurningPage
    }

    /// No transition is running.
    public static let none = ScreenTransition()

    /// True while any transition runs.
    public var isRunning: Bool {
        hasTransitionCoordinator || isBeingPresented || isBeingDismissed || isMovingToParent || isMovingFromParent
            || isTurningPage
    }

    /// True when `action` may go now: always while no transition runs; during one, only moves
    /// (and `none`). Activations, back, tabs and pages are dropped, not queued: a finger's tap
    /// during the animation is lost too, and a queued B would act on the screen that arrives.
    public func allows(_ action: GamepadAction) -> Bool {
        guard isRunning else { return true }
        switch action {
        case .moveUp, .moveDown, .moveLeft, .moveRight, .none:
            return true
        case .activate, .back, .previousTab, .nextTab, .pageUp, .pageDown:
            return false
        }
    }
}
