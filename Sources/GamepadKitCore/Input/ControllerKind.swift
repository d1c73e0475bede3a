/// The family of a connected controller, which decides button names and the extra elements.
public enum ControllerKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// A DualSense, a DualShock 4, an Xbox pad, another extended gamepad (MFi), or a hardware keyboard.
    case dualSense, dualShock, xbox, generic, keyboard
}
