/// How the 1.1 setup calls of `GameControllerBinder` map onto the engine's input settings, so
/// that a screen using both that API and `GamepadKit.enable()` reacts to each press once.
///
/// The 1.1 calls never install handlers of their own here; they only adjust the bindings the
/// one `InputRouter` uses:
/// - `setupDefaultDirectionalInputHandlers(useDpad:useLeftThumbstick:useRightThumbstick:)`
///   chooses which thumbsticks move focus; `useDpad: false` unbinds the D-pad's moves
///   (the standard `true` leaves the D-pad as the configuration has it).
/// - `setupTapActionInputHandler(for:)` binds that button to `activate` (A already is).
/// - `bindButtonToAction…` takes the button for the app: the router then sends its presses to
///   the app's closure instead of its action. Between a tap setup and an app binding of the same
///   button, the later call wins, as it did in 1.1 where each call replaced the button's handler.
/// - `bindTriggerToAction` also frees the trigger's button from paging (1.1 had no paging), so
///   a pull is reported to the app only.
///
/// In *binder-only* mode (the app uses the 1.1 API and never called `GamepadKit.enable()`),
/// the engine does only what the 1.1 calls asked for: moves after the directional setup (D-pad,
/// the chosen sticks and the arrow keys), `activate` on the tap button (and Return) after the
/// tap setup, nothing else.
public struct BinderSetup: Hashable, Sendable {
    /// The 1.1 directional setup, once it was called.
    public struct Directional: Hashable, Sendable {
        /// The D-pad moves focus (false unbinds its moves).
        public var useDpad: Bool
        /// The left stick moves focus.
        public var useLeftThumbstick: Bool
        /// The right stick moves focus.
        public var useRightThumbstick: Bool

        /// The choice of the 1.1 call, with its 1.1 defaults: the D-pad only (both sticks off).
        public init(useDpad: Bool = true, useLeftThumbstick: Bool = false, useRightThumbstick: Bool = false) {
            self.useDpad = useDpad
            self.useLeftThumbstick = useLeftThumbstick
            self.useRightThumbstick = useRightThumbstick
        }
    }

    /// Set by `setupDefaultDirectionalInputHandlers`; nil until then.
    public private(set) var directional: Directional?
    /// The buttons `setupTapActionInputHandler(for:)` made tap the focused element.
    public private(set) var tapButtons: Set<GamepadButton> = []
    /// The buttons the app bound to closures (their presses go to the app).
    public private(set) var appButtons: Set<GamepadButton> = []
    /// The triggers the app bound to closures.
    public private(set) var appTriggers: Set<Trigger> = []

    /// No setup call yet.
    public init() {}

    /// `setupDefaultDirectionalInputHandlers(useDpad:useLeftThumbstick:useRightThumbstick:)`.
    public mutating func setUpDirectionalInput(_ directional: Directional) {
        self.directional = directional
    }

    /// `setupTapActionInputHandler(for:)`. Returns true when it takes the button back from an
    /// app binding (the caller ends that binding).
    @discardableResult
    public mutating func setUpTap(on button: GamepadButton) -> Bool {
        tapButtons.insert(button)
        return appButtons.remove(button) != nil
    }

    /// An app binding of `button` (any `bind…ToAction` on a button). Returns true when it takes
    /// the button from the tap setup.
    @discardableResult
    public mutating func bindApp(_ button: GamepadButton) -> Bool {
        appButtons.insert(button)
        return tapButtons.remove(button) != nil
    }

    /// An app binding of `trigger` (`bindTriggerToAction`).
    public mutating func bindApp(_ trigger: Trigger) {
        appTriggers.insert(trigger)
    }

    static let dpadButtons: [GamepadButton] = [.dpadUp, .dpadDown, .dpadLeft, .dpadRight]
    static let arrowKeys: [GamepadButton] = [.keyUp, .keyDown, .keyLeft, .keyRight]

    /// The button bindings after the 1.1 setup, from the configuration's `base` bindings
    /// (`GamepadKit.enable()`), or from nothing in binder-only mode.
    public func bindings(from base: [GamepadButton: GamepadAction], binderOnly: Bool) -> [GamepadButton: GamepadAction] {
        var result: [GamepadButton: GamepadAction] = binderOnly ? [:] : base
        if binderOnly, let directional {
            // The moves of the standard layout: the D-pad and the arrow keys.
            for (button, direction) in zip(Self.dpadButtons + Self.arrowKeys, [MoveDirection.up, .down, .left, .right] + [.up, .down, .left, .right]) {
                result[button] = .move(direction)
            }
            if !directional.useDpad {
                for button in Self.dpadButtons { result[button] = GamepadAction.none }
            }
        } else if let directional, !directional.useDpad {
            for button in Self.dpadButtons where result[button]?.direction != nil {
                result[button] = GamepadAction.none
            }
        }
        for button in tapButtons {
            result[button] = .activate
        }
        if binderOnly, !tapButtons.isEmpty {
            result[.keyReturn] = .activate
        }
        for trigger in appTriggers {
            result[trigger.button] = GamepadAction.none
        }
        return result
    }

    /// The thumbsticks that move focus after the 1.1 setup: the configuration's `base` until the
    /// directional setup is called, then the sticks it chose (none in binder-only mode before it).
    public func movingThumbsticks(from base: Set<Thumbstick>, binderOnly: Bool) -> Set<Thumbstick> {
        guard let directional else { return binderOnly ? [] : base }
        var sticks: Set<Thumbstick> = []
        if directional.useLeftThumbstick { sticks.insert(.left) }
        if directional.useRightThumbstick { sticks.insert(.right) }
        return sticks
    }
}
