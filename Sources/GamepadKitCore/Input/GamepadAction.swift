/// What an input means to the focus engine. The raw values are the names used in `GamepadKit.plist`.
public enum GamepadAction: String, CaseIterable, Hashable, Sendable, Codable {
    /// Move focus one element that way.
    case moveUp, moveDown, moveLeft, moveRight
    /// A: press, toggle, select, enter adjust or text entry.
    case activate
    /// B: leave a mode, end text entry, dismiss, pop.
    case back
    /// L1 / R1.
    case previousTab, nextTab
    /// L2 / R2.
    case pageUp, pageDown
    /// Explicitly nothing (unbinds a default).
    case none

    /// The move's direction, for the four move actions.
    public var direction: MoveDirection? {
        switch self {
        case .moveUp: .up
        case .moveDown: .down
        case .moveLeft: .left
        case .moveRight: .right
        default: nil
        }
    }

    /// The move action for `direction`.
    public static func move(_ direction: MoveDirection) -> GamepadAction {
        switch direction {
        case .up: .moveUp
        case .down: .moveDown
        case .left: .moveLeft
        case .right: .moveRight
        }
    }
}
