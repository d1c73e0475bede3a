/// Every pressable input the engine knows: an extended gamepad's buttons, the PlayStation
/// touchpad, the Xbox paddles and share button, and the keys of a hardware keyboard that drive
/// navigation. The raw values are the names used in `GamepadKit.plist`.
public enum GamepadButton: String, CaseIterable, Hashable, Sendable, Codable {
    /// The face buttons: A (Cross), B (Circle), X (Square), Y (Triangle).
    case a, b, x, y
    /// The D-pad.
    case dpadUp, dpadDown, dpadLeft, dpadRight
    /// The shoulders (L1/R1, LB/RB) and the triggers pressed as buttons (L2/R2, LT/RT).
    case leftShoulder, rightShoulder, leftTrigger, rightTrigger
    /// The stick clicks (L3/R3).
    case leftThumbstickButton, rightThumbstickButton
    /// The system buttons: `GCExtendedGamepad`'s `buttonMenu`, `buttonOptions` and `buttonHome`.
    case menu, options, home
    /// The PlayStation touchpad click.
    case touchpadButton
    /// The Xbox Elite paddles and the share button.
    case paddle1, paddle2, paddle3, paddle4, share
    /// The keys of a hardware keyboard that drive navigation.
    case keyUp, keyDown, keyLeft, keyRight, keyReturn, keyEscape, keySpace, keyTab
}

/// The two thumbsticks.
public enum Thumbstick: String, CaseIterable, Hashable, Sendable, Codable {
    /// The left or the right one.
    case left, right
}

/// The two analog triggers (their value, not their press).
public enum Trigger: String, CaseIterable, Hashable, Sendable, Codable {
    /// The left or the right one.
    case left, right
}
