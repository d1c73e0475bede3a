/// Turns controller events into ``ControllerKeyboardPress``es while the controller keyboard is
/// up, with the same engine and timing as navigation in the app.
///
/// - **Moves** go through an ``InputRouter`` that has the app's move bindings (D-pad), moving
///   thumbsticks, deadzone, trigger thresholds and ``RepeatTiming``: a held direction repeats
///   exactly as it does between the app's controls.
/// - **X** (delete) and **L1 / R1** (caret) repeat while held, with the same ``RepeatTiming``.
/// - **A** types on release; held for the timing's initial delay it becomes ``ControllerKeyboardPress/holdA``
///   (the accents of a letter), and its release then does nothing more.
/// - **B**, **Y**, **L2**, the **stick clicks** (shift), **R2** and **Menu** fire once on the
///   press. Triggers count as pressed at the thresholds the app uses.
///
/// Like the router, it has no clock: every event carries its time, and the platform calls
/// ``advance(to:)`` when ``nextDeadline`` comes.
public struct ControllerKeyboardInput: Sendable {
    /// The buttons whose press is a keyboard press (the moves come from the router).
    static let buttonPresses: [GamepadButton: ControllerKeyboardPress] = [
        .a: .a, .b: .b, .x: .x, .y: .y, .leftShoulder: .l1, .rightShoulder: .r1,
        .leftTrigger: .l2, .leftThumbstickButton: .l2, .rightThumbstickButton: .l2,
        .rightTrigger: .r2, .menu: .menu,
    ]
    /// The presses that repeat while their button is held.
    static let repeatingPresses: Set<ControllerKeyboardPress> = [.x, .l1, .r1]

    private var router: InputRouter
    private var tokens: [BindingToken: GamepadButton] = [:]
    private let timing: RepeatTiming
    /// The held button that repeats, its next time and gap.
    private var repeating: (button: GamepadButton, press: ControllerKeyboardPress, next: Double, interval: Double)?
    /// When A went down, while it is held and has not become a hold yet.
    private var aPressedAt: Double?
    private var latestTime = 0.0

    /// Input with the app's `settings` (its move bindings, sticks, thresholds and timing).
    public init(settings: InputSettings) {
        timing = settings.repeatTiming
        var moves: [GamepadButton: GamepadAction] = [:]
        for (button, action) in settings.bindings where action.direction != nil && !button.isKeyboardKey {
            moves[button] = action
        }
        var keyboardSettings = settings
        keyboardSettings.bindings = moves
        keyboardSettings.repeatingActions = [.moveUp, .moveDown, .moveLeft, .moveRight]
        router = InputRouter(settings: keyboardSettings)
        for button in Self.buttonPresses.keys.sorted(by: { $0.rawValue < $1.rawValue }) where moves[button] == nil {
            tokens[router.bind(.button(button))] = button
        }
    }

    /// The presses `event` makes; presses that came due before it come first.
    public mutating func handle(_ event: ControllerEvent) -> [ControllerKeyboardPress] {
        let time = event.time.isFinite ? max(event.time, latestTime) : latestTime
        var output = advance(to: time)
        for routed in router.handle(event) {
            switch routed {
            case .action(let action, _, _):
                if let direction = action.direction { output.append(Self.press(for: direction)) }
            case .appButton(let token, let isPressed):
                guard let button = tokens[token], let press = Self.buttonPresses[button] else { continue }
                output += isPressed ? buttonDown(button, press, at: time) : buttonUp(button, press)
            case .appTrigger, .appThumbstick:
                break
            }
        }
        return output
    }

    /// The repeats and holds due at `time` or earlier.
    public mutating func advance(to time: Double) -> [ControllerKeyboardPress] {
        let time = time.isFinite ? max(time, latestTime) : latestTime
        latestTime = time
        var output: [(Double, ControllerKeyboardPress)] = []
        for routed in router.advance(to: time) {
            if case .action(let action, _, _) = routed, let direction = action.direction {
                output.append((time, Self.press(for: direction)))
            }
        }
        if let pressed = aPressedAt, pressed + timing.effectiveInitialDelay <= time {
            aPressedAt = nil
            output.append((pressed + timing.effectiveInitialDelay, .holdA))
        }
        // A late call repeats once (as the router does), never a flood.
        if var held = repeating, held.next <= time {
            output.append((held.next, held.press))
            let isLate = time - held.next > held.interval
            held.next = (isLate ? time : held.next) + held.interval
            held.interval = max(timing.effectiveMinimumInterval, held.interval * timing.effectiveAcceleration)
            repeating = held
        }
        return output.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// When the next repeat or hold is due, or nil.
    public var nextDeadline: Double? {
        [router.nextDeadline, aPressedAt.map { $0 + timing.effectiveInitialDelay }, repeating?.next].compactMap { $0 }.min()
    }

    private mutating func buttonDown(_ button: GamepadButton, _ press: ControllerKeyboardPress, at time: Double) -> [ControllerKeyboardPress] {
        if press == .a {
            aPressedAt = time
            return []
        }
        if Self.repeatingPresses.contains(press) {
            repeating = (button, press, time + timing.effectiveInitialDelay, timing.effectiveInterval)
        }
        return [press]
    }

    private mutating func buttonUp(_ button: GamepadButton, _ press: ControllerKeyboardPress) -> [ControllerKeyboardPress] {
        if repeating?.button == button { repeating = nil }
        if press == .a, aPressedAt != nil {
            aPressedAt = nil
            return [.a]
        }
        return []
    }

    private static func press(for direction: MoveDirection) -> ControllerKeyboardPress {
        switch direction {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        }
    }
}
