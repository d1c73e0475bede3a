/// When the controller keyboard becomes a field's `inputView`, and when it leaves.
///
/// It comes only where the app left the field's `inputView` nil: a field the app gave a date or
/// country picker, or a PIN pad of its own, keeps it, and the controller drives the focus
/// engine's text-entry mode there as before — also when the app sets it while editing begins
/// (`decisionOnceEditing(inputViewIsControllerKeyboard:)`). It comes for a controller's press only (a hardware
/// keyboard's key or a touch keeps the system keyboard), when the configuration asks for it, and
/// not on a field already editing.
///
/// It leaves when editing ends, when `GamepadKit.disable()` is called, and when a finger touches
/// the screen while typing; that last swap waits for the next main run loop turn, outside
/// UIKit's delivery of the touch (`swapOnTouch`).
public enum ControllerKeyboardInstallation {
    /// Why the controller keyboard is not installed on a field, or that it is.
    public enum Decision: Hashable, Sendable {
        /// The controller keyboard becomes the field's `inputView`.
        case install
        /// `textEntry.keyboard` is `system`.
        case systemKeyboardConfigured
        /// The press came from a hardware keyboard.
        case hardwareKeyboardPress
        /// The app set an `inputView` of its own (a picker, a PIN pad): it stays.
        case appInputView
        /// The field is already first responder: its keyboard is up.
        case alreadyEditing
    }

    /// The decision for a field a press is about to make first responder.
    public static func decision(configured: TextEntryOptions.Keyboard, pressFromHardwareKeyboard: Bool,
                                fieldHasInputView: Bool, fieldIsFirstResponder: Bool) -> Decision {
        if configured != .controller { return .systemKeyboardConfigured }
        if pressFromHardwareKeyboard { return .hardwareKeyboardPress }
        if fieldHasInputView { return .appInputView }
        if fieldIsFirstResponder { return .alreadyEditing }
        return .install
    }

    /// Once editing began (the field's did-begin notification, which follows its delegate's
    /// `…ShouldBeginEditing` and `…DidBeginEditing`), and on each press while typing: the
    /// controller keyboard drives the field only while it is still the field's `inputView`. A
    /// delegate that set its own there (a picker in `textFieldShouldBeginEditing`) keeps it on
    /// screen, and the controller stands down to the focus engine's text-entry mode instead of
    /// typing into a keyboard nobody sees.
    public static func decisionOnceEditing(inputViewIsControllerKeyboard: Bool) -> Decision {
        inputViewIsControllerKeyboard ? .install : .appInputView
    }

    /// Whether the field that began editing during one of the controller keyboard's own edits
    /// (the return key, a text view's "\n", a delete in a one-time-code box) gets the controller
    /// keyboard right after that edit: it began during the edit (the delegate made it first
    /// responder, in `textFieldShouldReturn` or its like), the controller keyboard is not on a
    /// field already (the return key's own follow-up did not run: the delegate answered false),
    /// and it is still first responder. A field that began otherwise (a hardware key, a timer, a
    /// touch) is never taken over.
    public static func adoptsNextField(beganDuringKeyboardEdit: Bool, controllerKeyboardIsOn: Bool, isFirstResponder: Bool) -> Bool {
        beganDuringKeyboardEdit && !controllerKeyboardIsOn && isFirstResponder
    }

    /// What touched the screen while the controller keyboard was up.
    public enum TouchKind: Hashable, Sendable {
        /// A finger, or a pencil, on the screen.
        case direct
        /// A trackpad's or a mouse's pointer click (`UITouch.TouchType.indirectPointer`).
        case pointer
    }

    /// True when touches of `kinds` (one touch-began event) hand the field back to the system
    /// keyboard: a finger or a pencil on the screen does, a pointer's click does not (the
    /// person clicking a trackpad is not about to type on the glass, and an iPad with a trackpad
    /// usually has a hardware keyboard, which shows no on-screen keyboard anyway).
    public static func touchHandsBack(_ kinds: [TouchKind]) -> Bool {
        kinds.contains(.direct)
    }

    /// When a touch while typing hands the field back to the system keyboard.
    public enum SwapTiming: Hashable, Sendable {
        /// At once (never inside UIKit's touch delivery).
        case now
        /// On the next main run loop turn, after the touch was delivered.
        case nextRunLoopTurn
    }

    /// A touch seen by a gesture recognizer or a view's `touchesBegan` is inside UIKit's touch
    /// delivery: reloading the first responder's input views there swaps views under the touch
    /// being delivered, so the swap waits for the next turn.
    public static func swapOnTouch(insideTouchDelivery: Bool) -> SwapTiming {
        insideTouchDelivery ? .nextRunLoopTurn : .now
    }
}
