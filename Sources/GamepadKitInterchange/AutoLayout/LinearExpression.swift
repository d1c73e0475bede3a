/// A variable of a ``LinearConstraintSolver``, made by ``LinearConstraintSolver/makeVariable()``.
public struct LinearVariable: Hashable, Sendable {
    /// The variable's number in its solver.
    public let id: Int
}

/// A linear expression `c + a₁x₁ + a₂x₂ + …` over solver variables.
public struct LinearExpression: Sendable, Equatable {
    /// The coefficient of each variable; variables with a zero coefficient may be left out.
    public var terms: [LinearVariable: Double]
    /// The constant term.
    public var constant: Double

    /// The expression `constant + Σ coefficient · variable`.
    public init(_ terms: [LinearVariable: Double] = [:], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 · variable`.
    public init(_ variable: LinearVariable) {
        self.init([variable: 1])
    }

    /// The constant expression `value`.
    public init(constant value: Double) {
        self.init([:], constant: value)
    }

    /// `lhs + rhs`.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        sum.add(rhs, times: 1)
        return sum
    }

    /// `lhs - rhs`.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var difference = lhs
        difference.add(rhs, times: -1)
        return difference
    }

    /// `expression + constant`.
    public static func + (expression: LinearExpression, constant: Double) -> LinearExpression {
        var sum = expression
        sum.constant += constant
        return sum
    }

    /// `factor · expression`.
    public static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
        LinearExpression(expression.terms.mapValues { $0 * factor }, constant: expression.constant * factor)
    }

    /// Adds `factor · other` to this expression.
    public mutating func add(_ other: LinearExpression, times factor: Double) {
        constant += other.constant * factor
        for (variable, coefficient) in other.terms {
            terms[variable, default: 0] += coefficient * factor
        }
    }
}

/// A linear constraint `expression (=, ≤ or ≥) 0` with a strength.
public struct LinearConstraint: Sendable, Equatable {
    /// How the expression compares with zero.
    public enum Relation: String, Sendable, Equatable {
        /// `expression = 0`.
        case equal
        /// `expression ≤ 0`.
        case lessThanOrEqual
        /// `expression ≥ 0`.
        case greaterThanOrEqual
    }

    /// The expression compared with zero.
    public var expression: LinearExpression
    /// How it compares.
    public var relation: Relation
    /// How much the constraint matters.
    public var strength: ConstraintStrength

    /// The constraint `lhs relation rhs` at `strength`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, strength: ConstraintStrength = .required) {
        self.expression = lhs - rhs
        self.relation = relation
        self.strength = strength
    }
}
