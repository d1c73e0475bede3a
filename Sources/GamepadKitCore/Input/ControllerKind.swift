/// The family of a connected controller, which decides button names and the extra elements.
public enum ControllerKind: String, CaseIterable, Hashable, Sendable, Codable {
    case dualSense, dualShock, xbox, generic, keyboard
}
