/// How much a linear constraint matters to ``LinearConstraintSolver``: required, or an optional
/// priority below required, as Auto Layout's `UILayoutPriority` (1…1000).
///
/// Strengths are compared lexicographically, as Cassowary's symbolic weights are: no number of
/// violated constraints of a lower priority outweighs one of a higher priority.
public struct ConstraintStrength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, above 0 and up to 1000; 1000 is required.
    public let priority: Double

    /// A strength of `priority`, clamped to 0.001…1000 (a non-finite value is required).
    public init(_ priority: Double) {
        self.priority = priority.isFinite ? min(1000, max(0.001, priority)) : 1000
    }

    /// A constraint that must hold (Auto Layout's 1000).
    public static let required = ConstraintStrength(1000)
    /// Auto Layout's default compression resistance (750).
    public static let high = ConstraintStrength(750)
    /// Auto Layout's default content hugging (250).
    public static let low = ConstraintStrength(250)
    /// A strength below every priority a file can write (0.5): what holds a view where nothing
    /// else decides (a stored frame, a zero size).
    public static let stay = ConstraintStrength(0.5)

    /// True for the required strength.
    public var isRequired: Bool { priority >= 1000 }

    /// Orders strengths by priority.
    public static func < (lhs: ConstraintStrength, rhs: ConstraintStrength) -> Bool { lhs.priority < rhs.priority }

    /// `required` or the priority's number.
    public var description: String { isRequired ? "required" : priority.description }
}
