/// When a held direction (or page) repeats.
///
/// The action fires once on press. The first repeat comes ``initialDelay`` later; the next one
/// ``interval`` after that, and every following gap is the previous one times ``acceleration``,
/// never shorter than ``minimumInterval``. With the standard values a hold from time 0 repeats at
/// 0.4, 0.52, 0.622, 0.7087…, the gaps shrinking by 15 % until they reach 0.05 s.
public struct RepeatTiming: Hashable, Sendable {
    /// Seconds from the press to the first repeat (> 0).
    public var initialDelay: Double
    /// Seconds between the first and the second repeat (> 0).
    public var interval: Double
    /// Each gap is the previous one times this factor (0 < acceleration ≤ 1; 1 = steady).
    public var acceleration: Double
    /// The shortest gap (0 < minimumInterval ≤ interval).
    public var minimumInterval: Double

    /// Creates a repeat timing.
    public init(initialDelay: Double = 0.4, interval: Double = 0.12, acceleration: Double = 0.85, minimumInterval: Double = 0.05) {
        self.initialDelay = initialDelay
        self.interval = interval
        self.acceleration = acceleration
        self.minimumInterval = minimumInterval
    }

    /// The standard timing: 0.4 s delay, 0.12 s interval, × 0.85 per repeat, down to 0.05 s.
    public static let standard = RepeatTiming()

    /// No gap is ever shorter than this, whatever the settings say, so a held input can never
    /// flood the app.
    public static let shortestAllowedInterval = 0.01

    /// ``initialDelay`` if it is a positive number, else the standard 0.4.
    public var effectiveInitialDelay: Double {
        initialDelay.isFinite && initialDelay > 0 ? max(initialDelay, Self.shortestAllowedInterval) : Self.standard.initialDelay
    }

    /// ``interval`` if it is a positive number, else the standard 0.12.
    public var effectiveInterval: Double {
        interval.isFinite && interval > 0 ? max(interval, Self.shortestAllowedInterval) : Self.standard.interval
    }

    /// ``acceleration`` if it is in 0 < a ≤ 1, else 1 (no acceleration).
    public var effectiveAcceleration: Double {
        acceleration > 0 && acceleration <= 1 ? acceleration : 1
    }

    /// ``minimumInterval`` if it is a positive number no longer than the interval, else the
    /// shorter of the standard 0.05 and the interval.
    public var effectiveMinimumInterval: Double {
        let interval = effectiveInterval
        if minimumInterval.isFinite, minimumInterval > 0, minimumInterval <= interval {
            return max(minimumInterval, Self.shortestAllowedInterval)
        }
        return min(Self.standard.minimumInterval, interval)
    }
}
