/// Identifies one connected controller (or the keyboard) for as long as it stays connected.
public struct ControllerID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The number the adapter gave the controller.
    public var rawValue: Int
    /// An id with `rawValue`.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public var description: String { "controller \(rawValue)" }
}

/// One change of one input element, stamped with the time it happened (seconds on an injected clock).
public struct ControllerEvent: Hashable, Sendable {
    /// What changed.
    public enum Input: Hashable, Sendable {
        /// A button went down or up. `value` is its analog pressure (1 for digital buttons).
        case button(GamepadButton, isPressed: Bool, value: Double = 1)
        /// A thumbstick's position, each axis in -1...1, y positive upwards (as GameController reports it).
        case thumbstick(Thumbstick, x: Double, y: Double)
        /// A trigger's analog value in 0...1.
        case trigger(Trigger, value: Double)
        /// A finger on the PlayStation touchpad, each axis in -1...1; nil when lifted.
        case touchpad(x: Double, y: Double)
        /// Every finger left the touchpad.
        case touchpadLifted
    }

    /// The controller the change came from.
    public var controller: ControllerID
    /// When it happened, in seconds on the injected clock.
    public var time: Double
    /// What changed.
    public var input: Input

    /// Creates an event.
    public init(controller: ControllerID, time: Double, input: Input) {
        self.controller = controller
        self.time = time
        self.input = input
    }
}
