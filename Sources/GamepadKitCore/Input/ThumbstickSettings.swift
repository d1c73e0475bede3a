/// How a thumbstick's position becomes a direction.
///
/// A stick starts pointing in a direction when it leaves the ``deadzone`` (a circle around the
/// centre); the direction is the axis that dominates. While it points somewhere, it keeps that
/// direction until the stick is more than `45° + hysteresisDegrees` away from the direction's
/// axis (with the default 15°, a held right stays right up to 60° towards down, so a diagonal
/// near 45° does not flicker), and it lets go once the stick comes back inside ``releaseRadius``.
public struct ThumbstickSettings: Hashable, Sendable {
    /// The radius (0 < deadzone < 1, in stick units) a stick must leave before it points anywhere.
    public var deadzone: Double
    /// Extra degrees (0 ≤ hysteresis < 45) the stick must turn past the 45° diagonal before a
    /// held direction switches to a neighbouring one.
    public var hysteresisDegrees: Double

    /// Creates thumbstick settings.
    public init(deadzone: Double = 0.35, hysteresisDegrees: Double = 15) {
        self.deadzone = deadzone
        self.hysteresisDegrees = hysteresisDegrees
    }

    /// The standard settings: deadzone 0.35, hysteresis 15°.
    public static let standard = ThumbstickSettings()

    /// The valid range of ``deadzone``.
    public static let deadzoneRange: ClosedRange<Double> = 0.05...0.95
    /// The valid range of ``hysteresisDegrees``.
    public static let hysteresisRange: ClosedRange<Double> = 0...44

    /// The deadzone actually used: a value outside ``deadzoneRange`` is clamped into it, and a
    /// value that is not a number falls back to the standard 0.35.
    public var effectiveDeadzone: Double {
        deadzone.isNaN ? Self.standard.deadzone : deadzone.clamped(to: Self.deadzoneRange)
    }

    /// The hysteresis actually used, clamped into ``hysteresisRange`` (not a number: 15).
    public var effectiveHysteresisDegrees: Double {
        hysteresisDegrees.isNaN ? Self.standard.hysteresisDegrees : hysteresisDegrees.clamped(to: Self.hysteresisRange)
    }

    /// A held direction is released when the stick comes back inside this radius: 0.1 inside
    /// the deadzone, but never less than half the deadzone (0.25 with the standard deadzone).
    public var releaseRadius: Double {
        let deadzone = effectiveDeadzone
        return max(deadzone - 0.1, deadzone / 2)
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
