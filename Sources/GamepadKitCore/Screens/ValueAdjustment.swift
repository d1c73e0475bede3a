/// The new values of adjustable controls after `FocusCommand.adjust(steps:)`: sliders, steppers
/// and segmented controls. Pure arithmetic, safe with any number a control may report.
public enum ValueAdjustment {
    /// The number of steps a slider's full range is divided into.
    public static let sliderStepsPerRange = 20.0

    /// A slider's value after `steps` steps of a twentieth of its range each, clamped to the range.
    /// Returns `value` unchanged when the range is empty or not made of finite numbers.
    public static func slider(value: Double, minimum: Double, maximum: Double, steps: Int) -> Double {
        guard value.isFinite, minimum.isFinite, maximum.isFinite, maximum > minimum else { return value }
        let next = value + Double(steps) * (maximum - minimum) / sliderStepsPerRange
        return min(max(next, minimum), maximum)
    }

    /// A stepper's value after `steps` presses of `stepValue`, as `UIStepper` does it: clamped to
    /// minimum…maximum, or, when `wraps`, going past one end continues from the other.
    /// Returns `value` unchanged for a non-positive step or an invalid range.
    public static func stepper(value: Double, minimum: Double, maximum: Double, stepValue: Double, wraps: Bool, steps: Int) -> Double {
        guard value.isFinite, minimum.isFinite, maximum.isFinite, stepValue.isFinite,
              stepValue > 0, maximum >= minimum, steps != 0 else { return value }
        var current = min(max(value, minimum), maximum)
        for _ in 0..<min(abs(steps), 10_000) {
            let next = current + (steps > 0 ? stepValue : -stepValue)
            if next > maximum {
                current = wraps ? minimum : maximum
            } else if next < minimum {
                current = wraps ? maximum : minimum
            } else {
                current = next
            }
        }
        return current
    }

    /// A segmented control's selected index after `steps` segments, skipping disabled segments
    /// and stopping at the ends (no wrap). With no selection (`selected` < 0 or out of range),
    /// a step forward selects the first enabled segment and a step back the last. Returns nil
    /// when no segment can be selected.
    public static func segment(selected: Int, count: Int, enabled: (Int) -> Bool = { _ in true }, steps: Int) -> Int? {
        guard count > 0 else { return nil }
        let enabledIndices = (0..<count).filter(enabled)
        guard let first = enabledIndices.first, let last = enabledIndices.last else { return nil }
        guard (0..<count).contains(selected) else { return steps >= 0 ? first : last }
        var current = selected
        var remaining = abs(steps)
        while remaining > 0 {
            let candidates = steps > 0 ? enabledIndices.filter { $0 > current } : enabledIndices.filter { $0 < current }.reversed()
            guard let next = candidates.first else { break }
            current = next
            remaining -= 1
        }
        return current
    }

    /// The segment after `selected`, wrapping from the last enabled segment to the first, as a
    /// 1.1 `simulateTap()` cycled through them. Disabled segments are skipped; with no valid
    /// selection the first enabled segment. Nil when no segment can be selected.
    public static func cycledSegment(selected: Int, count: Int, enabled: (Int) -> Bool = { _ in true }) -> Int? {
        guard count > 0 else { return nil }
        let enabledIndices = (0..<count).filter(enabled)
        guard let first = enabledIndices.first else { return nil }
        guard (0..<count).contains(selected) else { return first }
        return enabledIndices.first { $0 > selected } ?? first
    }
}
