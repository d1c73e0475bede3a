/// Every pressable input the engine knows: an extended gamepad's buttons, the PlayStation
/// touchpad, the Xbox paddles and share button, and the keys of a hardware keyboard that drive
/// navigation. The raw values are the names used in `GamepadKit.plist`.
public enum GamepadButton: String, CaseIterable, Hashable, Sendable, Codable {
    // Face buttons (A = Cross, B = Circle, X = Square, Y = Triangle)
    case a, b, x, y
    // D-pad
    case dpadUp, dpadDown, dpadLeft, dpadRight
    // Shoulders (L1/R1, LB/RB) and triggers pressed as buttons (L2/R2, LT/RT)
    case leftShoulder, rightShoulder, leftTrigger, rightTrigger
    // Stick clicks (L3/R3)
    case leftThumbstickButton, rightThumbstickButton
    // System buttons
    case menu, options, home
    // PlayStation touchpad click
    case touchpadButton
    // Xbox Elite paddles and share button
    case paddle1, paddle2, paddle3, paddle4, share
    // Hardware keyboard
    case keyUp, keyDown, keyLeft, keyRight, keyReturn, keyEscape, keySpace, keyTab
}

/// The two thumbsticks.
public enum Thumbstick: String, CaseIterable, Hashable, Sendable, Codable {
    case left, right
}

/// The two analog triggers (their value, not their press).
public enum Trigger: String, CaseIterable, Hashable, Sendable, Codable {
    case left, right
}
