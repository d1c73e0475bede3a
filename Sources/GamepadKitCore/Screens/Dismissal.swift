/// What B does to the topmost presented controller (`FocusCommand.dismiss`), decided by
/// `ScreenResolver`.
public enum Dismissal: Hashable, Sendable {
    /// Perform the alert's cancel action (its handler runs and the alert goes away), as a tap
    /// outside an action sheet does.
    case alertAction(alertID: String, index: Int)
    /// Dismiss the controller as the user's swipe down would: its presentation controller's
    /// delegate hears `presentationControllerWillDismiss(_:)` before and
    /// `presentationControllerDidDismiss(_:)` after.
    case controller(id: String)
    /// The controller may not be dismissed (`isModalInPresentation`, its presentation delegate
    /// said no, or an alert without a cancel action): nothing goes away, and the delegate hears
    /// `presentationControllerDidAttemptToDismiss(_:)`, as it does for a refused swipe.
    case refused(id: String)
}
