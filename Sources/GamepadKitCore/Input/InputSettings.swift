/// Everything that decides how controller and keyboard input becomes actions: the button
/// bindings, which thumbsticks move focus, the stick deadzone, the trigger thresholds and the
/// repeat timing of held inputs. ``GamepadKitConfiguration`` builds one from `GamepadKit.plist`.
public struct InputSettings: Hashable, Sendable {
    /// The action of each button. A button that is missing, or bound to ``GamepadAction/none``, does
    /// nothing (an app binding on it still works).
    public var bindings: [GamepadButton: GamepadAction]
    /// The thumbsticks whose direction moves focus (standard: the left one). A stick an app
    /// binds stops moving focus while the binding lasts.
    public var movingThumbsticks: Set<Thumbstick>
    /// Deadzone and direction hysteresis of the moving sticks.
    public var thumbstick: ThumbstickSettings
    /// When held inputs repeat.
    public var repeatTiming: RepeatTiming
    /// When an analog trigger counts as pressed.
    public var triggers: TriggerThresholds
    /// The actions that repeat while their button or stick is held: the four moves, and page
    /// up / page down (like a keyboard's Page Down key, a held L2 / R2 keeps paging).
    /// Activate, back and the tab switches never repeat in the standard settings.
    public var repeatingActions: Set<GamepadAction>

    /// Creates input settings; every parameter defaults to the standard value.
    public init(
        bindings: [GamepadButton: GamepadAction] = InputSettings.standardBindings,
        movingThumbsticks: Set<Thumbstick> = [.left],
        thumbstick: ThumbstickSettings = .standard,
        repeatTiming: RepeatTiming = .standard,
        triggers: TriggerThresholds = .standard,
        repeatingActions: Set<GamepadAction> = InputSettings.standardRepeatingActions
    ) {
        self.bindings = bindings
        self.movingThumbsticks = movingThumbsticks
        self.thumbstick = thumbstick
        self.repeatTiming = repeatTiming
        self.triggers = triggers
        self.repeatingActions = repeatingActions
    }

    /// The standard settings.
    public static let standard = InputSettings()

    /// The standard bindings:
    ///
    /// | Buttons | GamepadAction |
    /// |---|---|
    /// | D-pad, arrow keys | the four moves |
    /// | A (Cross), Return, Space | activate |
    /// | B (Circle), Escape | back |
    /// | L1 / R1 (LB / RB) | previous tab / next tab |
    /// | L2 / R2 (LT / RT) | page up / page down |
    /// | Tab | move right |
    ///
    /// Tab moves right: "the next element in reading order" is not an action of its own, and in
    /// left-to-right layouts moving right is the closest match. X, Y, the stick clicks, the
    /// system buttons, the touchpad click and the paddles are free for the app.
    public static let standardBindings: [GamepadButton: GamepadAction] = [
        .dpadUp: .moveUp, .dpadDown: .moveDown, .dpadLeft: .moveLeft, .dpadRight: .moveRight,
        .keyUp: .moveUp, .keyDown: .moveDown, .keyLeft: .moveLeft, .keyRight: .moveRight,
        .a: .activate, .keyReturn: .activate, .keySpace: .activate,
        .b: .back, .keyEscape: .back,
        .leftShoulder: .previousTab, .rightShoulder: .nextTab,
        .leftTrigger: .pageUp, .rightTrigger: .pageDown,
        .keyTab: .moveRight,
    ]

    /// The actions that repeat while held in the standard settings.
    public static let standardRepeatingActions: Set<GamepadAction> = [.moveUp, .moveDown, .moveLeft, .moveRight, .pageUp, .pageDown]

    /// The action `button` performs, or nil when it is unbound (missing or ``GamepadAction/none``).
    public func action(for button: GamepadButton) -> GamepadAction? {
        guard let action = bindings[button], action != .none else { return nil }
        return action
    }
}
