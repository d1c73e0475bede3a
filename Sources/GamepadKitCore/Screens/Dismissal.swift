/// What B does to the topmost presented controller (`FocusCommand.dismiss`), decided by
/// `ScreenResolver`.
public enum Dismissal: Hashable, Sendable {
    /// Perform the alert's cancel action (its handler runs and the alert goes away), as a tap
    /// outside an action sheet does.
    case alertAction(alertID: String, index: Int)
    /// Dismiss the controller as the user's swipe down would: its presentation controller's
    /// delegate is asked `presentationControllerShouldDismiss(_:)` on the press (see
    /// `afterAskingDelegate(allows:)`), then hears `presentationControllerWillDismiss(_:)`
    /// before and `presentationControllerDidDismiss(_:)` after.
    case controller(id: String)
    /// The controller may not be dismissed (`isModalInPresentation`, its presentation delegate
    /// said no, or an alert without a cancel action): nothing goes away, and the delegate hears
    /// `presentationControllerDidAttemptToDismiss(_:)`, as it does for a refused swipe.
    case refused(id: String)
    /// A presentation no gesture of the user can dismiss (full screen, over full screen,
    /// current context, custom): a login, paywall or onboarding the app lets go only through
    /// its own buttons. B does nothing and nobody is told.
    case keptByApp(id: String)

    /// The dismissal once the presentation delegate answered `presentationControllerShouldDismiss`
    /// on the press: a swipe dismissal it refuses becomes a refusal. `allows` is nil when there
    /// is no delegate or it does not implement the method (which allows). Other cases are
    /// unchanged.
    public func afterAskingDelegate(allows: Bool?) -> Dismissal {
        if case .controller(let id) = self, allows == false { return .refused(id: id) }
        return self
    }
}
