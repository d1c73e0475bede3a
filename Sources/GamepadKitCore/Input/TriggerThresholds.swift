/// When an analog trigger counts as pressed (the buttons `leftTrigger` / `rightTrigger`).
///
/// A trigger is pressed once its value reaches ``press`` and released once it falls to
/// ``release`` or below; in between it keeps its state, so a pull that wavers around one
/// threshold gives one press, not several.
public struct TriggerThresholds: Hashable, Sendable {
    /// The value (0...1) at which a released trigger becomes pressed.
    public var press: Double
    /// The value (0...1, below ``press``) at or under which a pressed trigger is released.
    public var release: Double

    /// Creates trigger thresholds.
    public init(press: Double = 0.5, release: Double = 0.3) {
        self.press = press
        self.release = release
    }

    /// The standard thresholds: press at 0.5, release at 0.3.
    public static let standard = TriggerThresholds()

    /// The thresholds actually used: the standard ones unless `0 < release < press ≤ 1`.
    public var effective: TriggerThresholds {
        if release > 0, release < press, press <= 1 { return self }
        return .standard
    }
}
