extension GamepadButton {
    /// The analog trigger behind the `leftTrigger` / `rightTrigger` buttons (L2 / R2, LT / RT),
    /// or nil for every other button. The inverse of ``Trigger/button``.
    public var trigger: Trigger? {
        switch self {
        case .leftTrigger: .left
        case .rightTrigger: .right
        default: nil
        }
    }

    /// True for the keys of a hardware keyboard (`keyUp` … `keyTab`), false for the buttons of
    /// a game controller.
    public var isKeyboardKey: Bool {
        switch self {
        case .keyUp, .keyDown, .keyLeft, .keyRight, .keyReturn, .keyEscape, .keySpace, .keyTab: true
        default: false
        }
    }
}

extension Trigger {
    /// The button a pulled trigger presses: `leftTrigger` for the left one, `rightTrigger` for
    /// the right one. The inverse of ``GamepadButton/trigger``.
    public var button: GamepadButton {
        switch self {
        case .left: .leftTrigger
        case .right: .rightTrigger
        }
    }
}
