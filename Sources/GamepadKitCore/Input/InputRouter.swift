/// Turns controller and keyboard events into actions for the focus engine and into the inputs
/// an app has bound for itself.
///
/// The router is a value with no clock of its own: every event carries its time, and the
/// platform calls ``advance(to:)`` when ``nextDeadline`` comes, to get the repeats of held
/// inputs. Given the same events and times it always routes the same way.
///
/// Rules, in the order they apply:
/// - **Buttons** fire on the press, once: a second press event without a release in between
///   (platforms report value changes of a held button) does nothing. The release only stops
///   what the press started.
/// - **App button bindings win.** While an app has bound a button, its presses and releases go
///   to every token bound to it, in bind order, and its action does not fire.
/// - **Triggers.** `.trigger` values and `.button(.leftTrigger / .rightTrigger)` events feed one
///   pressed state per trigger: pressed at ``TriggerThresholds/press`` (0.5), released at
///   ``TriggerThresholds/release`` (0.3) or by a release event. Whichever kind of event a
///   platform sends, and if it sends both, one pull is one press. A trigger bound by the app
///   (``AppBinding/trigger(_:)``) reports every change of its `.trigger` value *and* keeps its
///   button action (page up / page down) unless that button is bound too.
/// - **Thumbsticks.** A moving stick (``InputSettings/movingThumbsticks``) points in a direction
///   as ``ThumbstickSettings`` describes; pointing somewhere is a press of that move, changing
///   direction releases the old one and presses the new one. A stick bound by the app reports
///   every change of its position and moves nothing.
/// - **Repeat.** Each controller repeats its most recently pressed held input whose action is in
///   ``InputSettings/repeatingActions``, with ``RepeatTiming``. Releasing it stops the repeat
///   (an older input still held does not resume). Repeats are scheduled from the press time, so
///   calling ``advance(to:)`` at each ``nextDeadline`` (or a little after) follows the timing
///   exactly.
/// - **Late calls do not flood.** When ``advance(to:)`` (or an event) finds a controller's
///   repeat late by more than one interval — the app's main thread stalled, say — that
///   controller repeats *once*, and its next repeat is scheduled from the time of the call,
///   one interval later, the gaps continuing to shrink as ``RepeatTiming`` says. A 60-second
///   stall with a direction held gives one move, not hundreds. However large or odd the
///   times, every call returns.
/// - **Text entry.** While ``isTextEntryActive`` is true, presses of the keyboard keys (see
///   ``GamepadButton/isKeyboardKey``) are ignored, since the text field owns them, except
///   `keyEscape`, which still routes (to back, by default). Releases always pass through, so a
///   key held when editing begins ends properly. Gamepad buttons are unaffected.
/// - **Controllers** are independent: each has its own held buttons, sticks and repeat.
/// - **Time.** Times should not go backwards. An event stamped a little earlier than one
///   already seen (up to ``clockJumpTolerance``), or not stamped with a finite number, is taken
///   as happening at the latest time seen. A time earlier by more than that means the clock
///   jumped (a restarted clock, or one wild time stamp such as 1e300 seen before): the router
///   takes the new time as the present, and what was scheduled keeps its distance from the
///   present, at most the longest gap of the repeat timing, so held inputs go on repeating on the new clock.
public struct InputRouter: Sendable {
    /// The bindings, deadzone, thresholds and timing in use. Changes apply to the next event;
    /// what is held keeps the action it started with until it is released.
    public var settings: InputSettings

    /// True while a text field or text view is being edited (standard: false).
    ///
    /// While it is true, presses of the keyboard keys — arrows, `keyReturn`, `keySpace`,
    /// `keyTab` — are ignored: the text field owns them. `keyEscape` still routes, so the
    /// keyboard can leave the field. Releases always pass through, so a key held when editing
    /// begins is released properly and the next press after editing is not swallowed. Turning
    /// it on stops the repeat of a held keyboard key at once. Gamepad buttons are unaffected.
    public var isTextEntryActive = false {
        didSet {
            guard isTextEntryActive, !oldValue else { return }
            for controller in controllers.keys {
                if case let .button(button)? = controllers[controller]?.repeater?.source, button.isKeyboardKey {
                    controllers[controller]?.repeater = nil
                }
            }
        }
    }

    private var controllers: [ControllerID: ControllerInputState] = [:]
    private var appBindings: [AppBinding: [BindingToken]] = [:]
    private var lastTokenID = 0
    private var latestTime = 0.0

    /// Creates a router with no controller and no app binding.
    public init(settings: InputSettings = .standard) {
        self.settings = settings
    }

    // MARK: Events

    /// Routes one event. Repeats that came due before the event are returned first.
    public mutating func handle(_ event: ControllerEvent) -> [RoutedInput] {
        let time = acceptedTime(event.time)
        var output = advance(to: time)
        var state = controllers[event.controller] ?? ControllerInputState()
        let controller = event.controller
        switch event.input {
        case let .button(button, isPressed, value):
            if let trigger = button.trigger {
                let level = isPressed ? unitValue(value) : 0
                output += applyTriggerLevel(level, of: trigger, in: &state, controller: controller, time: time)
            } else if isPressed {
                if isTextEntryActive, button.isKeyboardKey, button != .keyEscape { break }
                output += press(button, in: &state, controller: controller, time: time)
            } else {
                output += release(button, in: &state)
            }
        case let .trigger(trigger, value):
            let level = unitValue(value)
            if state.triggerValues[trigger, default: 0] != level {
                state.triggerValues[trigger] = level
                output += tokens(for: .trigger(trigger)).map { .appTrigger($0, value: level) }
            }
            output += applyTriggerLevel(level, of: trigger, in: &state, controller: controller, time: time)
        case let .thumbstick(stick, x, y):
            output += moveStick(stick, x: axisValue(x), y: axisValue(y), in: &state, controller: controller, time: time)
        case .touchpad, .touchpadLifted:
            break
        }
        controllers[controller] = state
        return output
    }

    /// Returns the repeats that are due at `time` or earlier, oldest first (a tie goes to the
    /// lower controller id), each as an action with `isRepeat: true`.
    ///
    /// A controller whose repeat is late by more than one interval repeats once, and its next
    /// repeat is scheduled one interval after `time` (see "Late calls do not flood" above).
    public mutating func advance(to time: Double) -> [RoutedInput] {
        let time = acceptedTime(time)
        var output: [RoutedInput] = []
        // Controllers whose next repeat could not move past `time` (the largest finite time has
        // no later one): they repeat once per call.
        var atStandstill: Set<ControllerID> = []
        // Every pass moves one controller's next repeat strictly later, and a late one past
        // `time`, or sets it aside at a standstill, so the loop ends.
        while let due = earliestRepeat(excluding: atStandstill), due.time <= time {
            let controller = due.controller
            guard var state = controllers[controller], var repeater = state.repeater else { break }
            output.append(.action(repeater.action, controller: controller, isRepeat: true))
            let isLate = time - repeater.nextFire > repeater.interval
            if isLate {
                repeater.nextFire = Self.later(time + repeater.interval, than: time)
            } else {
                repeater.nextFire = Self.later(repeater.nextFire + repeater.interval, than: repeater.nextFire)
            }
            repeater.interval = max(
                settings.repeatTiming.effectiveMinimumInterval,
                repeater.interval * settings.repeatTiming.effectiveAcceleration
            )
            state.repeater = repeater
            controllers[controller] = state
            if repeater.nextFire <= time, !repeater.nextFire.nextUp.isFinite { atStandstill.insert(controller) }
        }
        return output
    }

    /// `candidate`, or the next number after `time` when `candidate` is not later than it (an
    /// interval too small to change a very large time). Never infinity: after the largest finite
    /// time there is no later one, so it is that time itself (a repeat scheduled there is due at
    /// once, and ``advance(to:)`` fires it once per call rather than never).
    private static func later(_ candidate: Double, than time: Double) -> Double {
        if candidate > time, candidate.isFinite { return candidate }
        let next = time.nextUp
        return next.isFinite ? next : time
    }

    /// When the next repeat is due (call ``advance(to:)`` then), or nil when nothing is held
    /// that repeats.
    public var nextDeadline: Double? {
        earliestRepeat()?.time
    }

    /// Forgets everything `controller` holds, as when it is unplugged: its repeat stops, and
    /// the app hears the end of whatever it had bound there — a release for each bound button
    /// held, a thumbstick back at (0, 0), a trigger back at 0. Repeats due before `time` come first.
    public mutating func disconnect(_ controller: ControllerID, at time: Double) -> [RoutedInput] {
        var output = advance(to: time)
        guard let state = controllers.removeValue(forKey: controller) else { return output }
        for button in GamepadButton.allCases {
            if case let .app(tokens) = state.held[button] {
                output += tokens.map { .appButton($0, isPressed: false) }
            }
        }
        for stick in Thumbstick.allCases {
            if let position = state.sticks[stick], position.x != 0 || position.y != 0 {
                output += tokens(for: .thumbstick(stick)).map { .appThumbstick($0, x: 0, y: 0) }
            }
        }
        for trigger in Trigger.allCases where state.triggerValues[trigger, default: 0] != 0 {
            output += tokens(for: .trigger(trigger)).map { .appTrigger($0, value: 0) }
        }
        return output
    }

    /// Disconnects every controller the router knows, in controller id order, each as
    /// ``disconnect(_:at:)`` does: repeats due before `time` come first, then what the app hears
    /// of each controller's bound inputs ending. Use it when the platform loses all its
    /// controllers at once (the app moves to the background, the keyboard goes away).
    public mutating func disconnectAll(at time: Double) -> [RoutedInput] {
        var output = advance(to: time)
        for controller in controllers.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            output += disconnect(controller, at: time)
        }
        return output
    }

    // MARK: App bindings

    /// Binds `binding` for the app and returns its token. Several tokens may be bound to one
    /// input; they all receive it, in bind order.
    ///
    /// Binding a button does not touch a press already under way: it ends as it began, and the
    /// next press goes to the app. Binding a moving thumbstick stops its current direction
    /// (and its repeat) at once.
    public mutating func bind(_ binding: AppBinding) -> BindingToken {
        lastTokenID += 1
        let token = BindingToken(id: lastTokenID, binding: binding)
        appBindings[binding, default: []].append(token)
        if case let .thumbstick(stick) = binding {
            for controller in controllers.keys {
                controllers[controller]?.stopDirection(of: stick)
            }
        }
        return token
    }

    /// Ends the binding of `token`. A bound button held at that moment gets no release for
    /// this token; once the last token of a button is gone, its next press performs its action
    /// again. Unbinding a token twice, or one from another router, does nothing.
    public mutating func unbind(_ token: BindingToken) {
        guard var tokens = appBindings[token.binding], tokens.contains(token) else { return }
        tokens.removeAll { $0 == token }
        appBindings[token.binding] = tokens.isEmpty ? nil : tokens
        guard case let .button(button) = token.binding else { return }
        for controller in controllers.keys {
            if case var .app(heldTokens) = controllers[controller]?.held[button] {
                heldTokens.removeAll { $0 == token }
                controllers[controller]?.held[button] = .app(heldTokens)
            }
        }
    }

    // MARK: Routing

    private func tokens(for binding: AppBinding) -> [BindingToken] {
        appBindings[binding] ?? []
    }

    private mutating func press(_ button: GamepadButton, in state: inout ControllerInputState, controller: ControllerID, time: Double) -> [RoutedInput] {
        guard state.held[button] == nil else { return [] }
        let appTokens = tokens(for: .button(button))
        if !appTokens.isEmpty {
            state.held[button] = .app(appTokens)
            return appTokens.map { .appButton($0, isPressed: true) }
        }
        guard let action = settings.action(for: button) else {
            state.held[button] = .unbound
            return []
        }
        state.held[button] = .action(action)
        startRepeatIfNeeded(action, source: .button(button), in: &state, time: time)
        return [.action(action, controller: controller, isRepeat: false)]
    }

    private func release(_ button: GamepadButton, in state: inout ControllerInputState) -> [RoutedInput] {
        guard let held = state.held.removeValue(forKey: button) else { return [] }
        switch held {
        case let .app(tokens):
            return tokens.map { .appButton($0, isPressed: false) }
        case .action:
            state.stopRepeat(from: .button(button))
            return []
        case .unbound:
            return []
        }
    }

    private mutating func applyTriggerLevel(_ level: Double, of trigger: Trigger, in state: inout ControllerInputState, controller: ControllerID, time: Double) -> [RoutedInput] {
        let thresholds = settings.triggers.effective
        let button = trigger.button
        let isHeld = state.held[button] != nil
        if !isHeld, level >= thresholds.press {
            return press(button, in: &state, controller: controller, time: time)
        }
        if isHeld, level <= thresholds.release {
            return release(button, in: &state)
        }
        return []
    }

    private mutating func moveStick(_ stick: Thumbstick, x: Double, y: Double, in state: inout ControllerInputState, controller: ControllerID, time: Double) -> [RoutedInput] {
        var output: [RoutedInput] = []
        var position = state.sticks[stick] ?? StickPosition()
        let appTokens = tokens(for: .thumbstick(stick))
        if position.x != x || position.y != y {
            output += appTokens.map { .appThumbstick($0, x: x, y: y) }
        }
        position.x = x
        position.y = y
        let movesFocus = appTokens.isEmpty && settings.movingThumbsticks.contains(stick)
        let direction = movesFocus
            ? ThumbstickDirection.resolve(x: x, y: y, current: position.direction, settings: settings.thumbstick)
            : nil
        let previous = position.direction
        position.direction = direction
        state.sticks[stick] = position
        guard direction != previous else { return output }
        if previous != nil {
            state.stopRepeat(from: .thumbstick(stick))
        }
        if let direction {
            let action = GamepadAction.move(direction)
            output.append(.action(action, controller: controller, isRepeat: false))
            startRepeatIfNeeded(action, source: .thumbstick(stick), in: &state, time: time)
        }
        return output
    }

    private func startRepeatIfNeeded(_ action: GamepadAction, source: HeldInput, in state: inout ControllerInputState, time: Double) {
        guard settings.repeatingActions.contains(action) else { return }
        let timing = settings.repeatTiming
        state.repeater = Repeater(
            source: source,
            action: action,
            nextFire: Self.later(time + timing.effectiveInitialDelay, than: time),
            interval: timing.effectiveInterval
        )
    }

    private func earliestRepeat(excluding excluded: Set<ControllerID> = []) -> (controller: ControllerID, time: Double)? {
        var earliest: (controller: ControllerID, time: Double)?
        for (controller, state) in controllers where !excluded.contains(controller) {
            guard let repeater = state.repeater else { continue }
            if let current = earliest,
               current.time < repeater.nextFire || (current.time == repeater.nextFire && current.controller.rawValue < controller.rawValue) {
                continue
            }
            earliest = (controller, repeater.nextFire)
        }
        return earliest
    }

    /// How far, in seconds, a time may lie before the latest time seen and still be taken as
    /// that latest time (events of different sources arriving slightly out of order). Further
    /// back, the clock is taken to have jumped.
    public static let clockJumpTolerance = 1.0

    private mutating func acceptedTime(_ time: Double) -> Double {
        guard time.isFinite else { return latestTime }
        if time > latestTime {
            latestTime = time
        } else if time < latestTime - Self.clockJumpTolerance {
            rebaseClock(to: time)
        }
        return latestTime
    }

    /// Moves the present back to `time`: every pending repeat keeps its distance from the
    /// present, capped at the longest gap the timing can have (the initial delay, or the
    /// interval when longer), so a repeat scheduled from a wild time stamp comes due again.
    private mutating func rebaseClock(to time: Double) {
        let longestGap = max(settings.repeatTiming.effectiveInitialDelay, settings.repeatTiming.effectiveInterval)
        for controller in controllers.keys {
            guard var repeater = controllers[controller]?.repeater else { continue }
            let remaining = min(max(0, repeater.nextFire - latestTime), longestGap)
            repeater.nextFire = Self.later(time + remaining, than: time)
            controllers[controller]?.repeater = repeater
        }
        latestTime = time
    }

    private func unitValue(_ value: Double) -> Double {
        value.isNaN ? 0 : value.clamped(to: 0...1)
    }

    private func axisValue(_ value: Double) -> Double {
        value.isNaN ? 0 : value.clamped(to: -1...1)
    }
}

// MARK: - Per-controller state

/// Where one held input came from, for the repeat.
enum HeldInput: Hashable, Sendable {
    case button(GamepadButton)
    case thumbstick(Thumbstick)
}

/// What a held button's press was routed to, so its release ends exactly that.
enum HeldRoute: Hashable, Sendable {
    case action(GamepadAction)
    case app([BindingToken])
    case unbound
}

/// The repeat of one held input.
struct Repeater: Hashable, Sendable {
    var source: HeldInput
    var action: GamepadAction
    var nextFire: Double
    var interval: Double
}

/// A thumbstick's last position and the direction it points in (nil: none).
struct StickPosition: Hashable, Sendable {
    var x = 0.0
    var y = 0.0
    var direction: MoveDirection?
}

/// Everything one controller holds.
struct ControllerInputState: Hashable, Sendable {
    var held: [GamepadButton: HeldRoute] = [:]
    var triggerValues: [Trigger: Double] = [:]
    var sticks: [Thumbstick: StickPosition] = [:]
    var repeater: Repeater?

    mutating func stopRepeat(from source: HeldInput) {
        if repeater?.source == source { repeater = nil }
    }

    mutating func stopDirection(of stick: Thumbstick) {
        sticks[stick]?.direction = nil
        stopRepeat(from: .thumbstick(stick))
    }
}
