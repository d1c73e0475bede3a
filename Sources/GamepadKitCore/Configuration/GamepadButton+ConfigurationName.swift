extension GamepadButton {
    /// The friendly names `GamepadKit.plist` accepts besides the raw values (matched without
    /// regard to case): PlayStation face buttons, PlayStation and Xbox shoulder, trigger and
    /// stick-click names, plain directions for the D-pad, and plain key names.
    public static let configurationAliases: [String: GamepadButton] = [
        "cross": .a, "circle": .b, "square": .x, "triangle": .y,
        "l1": .leftShoulder, "r1": .rightShoulder, "l2": .leftTrigger, "r2": .rightTrigger,
        "l3": .leftThumbstickButton, "r3": .rightThumbstickButton,
        "lb": .leftShoulder, "rb": .rightShoulder, "lt": .leftTrigger, "rt": .rightTrigger,
        "ls": .leftThumbstickButton, "rs": .rightThumbstickButton,
        "up": .dpadUp, "down": .dpadDown, "left": .dpadLeft, "right": .dpadRight,
        "touchpad": .touchpadButton,
        "return": .keyReturn, "enter": .keyReturn, "escape": .keyEscape, "space": .keySpace, "tab": .keyTab,
    ]

    /// The button a `GamepadKit.plist` name stands for: a raw value (`"leftShoulder"`) or an
    /// alias from ``configurationAliases`` (`"L1"`, `"LB"`, `"cross"`, `"up"`), in any case.
    public init?(configurationName name: String) {
        if let button = GamepadButton(rawValue: name) {
            self = button
            return
        }
        let lowercased = name.lowercased()
        if let button = GamepadButton.allCases.first(where: { $0.rawValue.lowercased() == lowercased }) {
            self = button
        } else if let button = GamepadButton.configurationAliases[lowercased] {
            self = button
        } else {
            return nil
        }
    }
}

extension GamepadAction {
    /// The action a `GamepadKit.plist` name stands for: a raw value (`"pageDown"`), in any case.
    public init?(configurationName name: String) {
        if let action = GamepadAction(rawValue: name) {
            self = action
            return
        }
        let lowercased = name.lowercased()
        guard let action = GamepadAction.allCases.first(where: { $0.rawValue.lowercased() == lowercased }) else { return nil }
        self = action
    }
}
