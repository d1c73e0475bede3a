/// What A (or B, on the cancel action) does to an action of an alert or action sheet.
///
/// A tap on an action dismisses the alert and runs the action's handler once it is gone (so
/// the handler may present another controller). The handler is not public API on
/// `UIAlertAction`; GamepadKit records it when the app creates the action (`HandlerRecord`).
/// A disabled action does nothing, whatever its style. Without a record (an action made before
/// GamepadKit was enabled), the action's view is activated the way VoiceOver would, and the
/// alert is dismissed if that did nothing: the handler of a cancel action is usually empty,
/// but a default or destructive one's is lost, and that is logged.
public enum AlertActionActivation {
    /// What GamepadKit knows of an action's handler.
    public enum HandlerRecord: Hashable, Sendable {
        /// Recorded when the action was created; `hasHandler` is false for a nil handler.
        case recorded(hasHandler: Bool)
        /// Not recorded.
        case unknown
    }

    /// One step of performing an action.
    public enum Step: Hashable, Sendable {
        /// Dismiss the alert, then run the recorded handler with the action.
        case dismissThenRunHandler
        /// Dismiss the alert.
        case dismiss
        /// Activate the action's view through accessibility; when it reports failure, dismiss
        /// the alert.
        case activateViewElseDismiss
        /// When the view's activation failed, log that the action's handler could not be run
        /// (it was not recorded).
        case reportLostHandler
    }

    /// The steps for an action of `style`.
    public static func steps(style: AlertActionStyle, isEnabled: Bool, handler: HandlerRecord) -> [Step] {
        guard isEnabled else { return [] }
        switch handler {
        case .recorded(hasHandler: true):
            return [.dismissThenRunHandler]
        case .recorded(hasHandler: false):
            return [.dismiss]
        case .unknown:
            return style == .cancel ? [.activateViewElseDismiss] : [.activateViewElseDismiss, .reportLostHandler]
        }
    }
}
