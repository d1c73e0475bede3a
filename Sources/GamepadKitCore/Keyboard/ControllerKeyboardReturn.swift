/// What follows the controller keyboard's Return in a text field, after the delegate's
/// `textFieldShouldReturn(_:)` agreed and `.editingDidEndOnExit` was sent, as UIKit's own
/// Return does.
public enum ControllerKeyboardReturn {
    /// What the session does next.
    public enum FollowUp: Hashable, Sendable {
        /// Resign the field: `.editingDidEndOnExit` has targets ("Did End On Exit" in
        /// Interface Builder), which UIKit's Return answers by dismissing the keyboard.
        case resignField
        /// Keep typing in the field the app moved on to (`becomeFirstResponder` of the next
        /// field inside `textFieldShouldReturn`).
        case adoptNextField
        /// Nothing: the field stays first responder with no end-on-exit target, or the app
        /// resigned it itself.
        case nothing
    }

    /// The follow-up after Return was sent.
    ///
    /// - Parameters:
    ///   - endOnExitHasTargets: the field's `allControlEvents` contains `.editingDidEndOnExit`.
    ///   - fieldIsFirstResponder: the field is still first responder after the actions ran.
    ///   - anotherFieldIsFirstResponder: another text input is now first responder.
    public static func followUp(endOnExitHasTargets: Bool, fieldIsFirstResponder: Bool,
                                anotherFieldIsFirstResponder: Bool) -> FollowUp {
        if anotherFieldIsFirstResponder { return .adoptNextField }
        return endOnExitHasTargets && fieldIsFirstResponder ? .resignField : .nothing
    }
}
