extension Int {
    /// `value` rounded toward zero and clamped to `range`; NaN gives `range.lowerBound`.
    ///
    /// `Int(_:)` traps on a Double that is NaN, infinite or beyond `Int`'s range, and frames,
    /// content sizes and file values reach the engine with all of those (an "infinite" carousel's
    /// `CGFloat.greatestFiniteMagnitude`, a division by zero, a hostile file). Every conversion of
    /// a Double that came from outside goes through here.
    public init(saturating value: Double, in range: ClosedRange<Int> = Int.min...Int.max) {
        guard !value.isNaN else {
            self = range.lowerBound
            return
        }
        if value <= Double(range.lowerBound) {
            self = range.lowerBound
        } else if value >= Double(range.upperBound) {
            // Double(Int.max) rounds up to 2^63, which is beyond Int: compare before converting.
            self = range.upperBound
        } else {
            self = Int(value)
        }
    }
}
