/// Which input wakes the focus highlight after a quiet start or after `sleep()`.
///
/// The engine shows nothing until the user touches the controller, so an app that is used by
/// touch never sees a stray highlight. Waking takes a deliberate input: any button going down
/// (keyboard keys included), a thumbstick pushed out of its deadzone, or a trigger pulled to its
/// press threshold. A release, a stick resting near its centre, a trigger barely touched and a
/// finger resting on the touchpad do not wake it. The wake only shows where focus is: the input
/// that woke it is not performed (see `FocusEngine`).
public enum FocusWakePolicy {
    /// True when `input` wakes the highlight.
    ///
    /// - Parameters:
    ///   - input: the controller input that arrived while the highlight was asleep.
    ///   - deadzone: the thumbstick deadzone radius (stick units, 0…1).
    ///   - triggerPress: the trigger value (0…1) that counts as a press.
    public static func wakes(_ input: ControllerEvent.Input, deadzone: Double, triggerPress: Double) -> Bool {
        switch input {
        case .button(_, let isPressed, _):
            return isPressed
        case .thumbstick(_, let x, let y):
            guard x.isFinite, y.isFinite else { return false }
            return (x * x + y * y).squareRoot() > deadzone
        case .trigger(_, let value):
            guard value.isFinite else { return false }
            return value >= triggerPress
        case .touchpad, .touchpadLifted:
            return false
        }
    }
}
