import Testing
@testable import GamepadKitInterchange

/// A constraint over four variables `v0…v3`: `Σ coefficient · v + constant (relation) 0`.
private struct Written {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: LinearConstraint.Relation
    var priority: Double

    init(_ terms: (Int, Double)..., constant: Double, _ relation: LinearConstraint.Relation, _ priority: Double) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.priority = priority
    }

    func constraint(_ variables: [LinearVariable]) -> LinearConstraint {
        var expression = LinearExpression(constant: constant)
        for (index, coefficient) in terms { expression.add(LinearExpression(variables[index]), times: coefficient) }
        return LinearConstraint(expression, relation, LinearExpression(), strength: ConstraintStrength(priority))
    }
}

/// Adds `written` in order to a solver of four variables, checking after each addition that
/// every required constraint it accepted holds (unless it stopped short); returns the solver,
/// its variables and which additions it accepted.
private func replay(_ written: [Written]) -> (LinearConstraintSolver, [LinearVariable], [Bool]) {
    var solver = LinearConstraintSolver()
    let variables = (0..<4).map { _ in solver.makeVariable() }
    var accepted: [Bool] = []
    for item in written {
        accepted.append((try? solver.add(item.constraint(variables))) != nil)
        if !solver.stoppedShort { #expect(solver.satisfiesRequiredConstraints) }
    }
    return (solver, variables, accepted)
}

/// Inputs found by random constraint systems (four variables, coefficients up to 1e8 beside
/// small ones): the solver looped on the first, broke an accepted required constraint by
/// 8·10⁷ on the second, and refused a required constraint already satisfied on the third.
@Suite("Linear constraint solver on hostile systems")
struct LinearConstraintSolverHostileTests {
    @Test("seven constraints mixing 7·10⁷ with 1 stop the solver short (its pivot limit) instead of looping forever")
    func loopingSystemStopsShort() {
        let (solver, _, accepted) = replay([
            Written((2, 1), constant: 17, .equal, 999),
            Written((0, 3), (2, 2), constant: -89, .lessThanOrEqual, 1000),
            Written((0, 1), (3, -69_999_998), constant: -100_000_000, .greaterThanOrEqual, 250),
            Written((0, 3), (1, 1), constant: -58_000_000, .equal, 750),
            Written((2, 69_999_998), (3, 3), constant: -66_000_000, .equal, 250),
            Written((0, -20_000_000), (1, -2), (3, -3), constant: 54_000_000, .greaterThanOrEqual, 1000),
            Written((1, 2), (2, -53_333_330.333333336), constant: -26_000_000, .equal, 1000),
        ])
        #expect(accepted == [true, true, true, true, true, true, false])
        #expect(solver.stoppedShort)
    }

    @Test("with coefficients near 1e7 every required constraint accepted holds after every addition; those that would break one are refused")
    func requiredConstraintsHoldWithLargeCoefficients() throws {
        let (solver, variables, accepted) = replay([
            Written((1, 2), (3, -2), constant: 94, .greaterThanOrEqual, 250),
            Written((1, -20_000_000), (2, -3), constant: 50, .greaterThanOrEqual, 0.5),
            Written((0, 1), (3, -20_000_000), constant: 4, .equal, 1000),
            Written((1, -30_000_000), constant: -69_000_000, .lessThanOrEqual, 0.5),
            Written((0, 2), (2, 1), constant: 17, .lessThanOrEqual, 999),
            Written((0, 3), constant: -26_000_000, .equal, 1000),
            Written((1, 1), constant: -22, .lessThanOrEqual, 0.5),
            Written((1, -40_000_000), constant: 39_000_000, .lessThanOrEqual, 1000),
            Written((1, -46_666_668.666666664), (3, -2), constant: 20, .equal, 1000),
            Written((0, -3), (2, -2), constant: 77_000_000, .lessThanOrEqual, 999),
        ])
        #expect(!solver.stoppedShort)
        #expect(accepted[2])
        // v0 = 2·10⁷ · v3 − 4: what the solver gave before broke it by 8.1·10⁷.
        let residual = solver.value(of: variables[0]) - 20_000_000 * solver.value(of: variables[3]) + 4
        #expect(abs(residual) <= LinearConstraintSolver.relativeTolerance * (1 + abs(solver.value(of: variables[0])) * 2 + 4))
        #expect(solver.satisfiesRequiredConstraints)
    }

    @Test("a required inequality the current solution already satisfies is accepted, and nothing moves")
    func satisfiedInequalityIsAccepted() throws {
        let (solver, variables, accepted) = replay([
            Written((1, 2), (3, 3_333_333.333333334), constant: -41_000_000, .lessThanOrEqual, 1000),
            Written((1, 1), (2, -3), constant: 29, .lessThanOrEqual, 250),
            Written((0, -3), (2, 26_666_666.666666668), (3, -3), constant: -43, .greaterThanOrEqual, 1000),
        ])
        #expect(accepted == [true, true, true])
        let values = variables.map { solver.value(of: $0) }
        var next = solver
        let satisfied = Written((0, 36_666_666.666666664), (3, -20_000_000), constant: -81, .greaterThanOrEqual, 1000).constraint(variables)
        #expect(solver.holds(satisfied))
        try next.add(satisfied)
        #expect(variables.map { next.value(of: $0) } == values)
        #expect(next.satisfiesRequiredConstraints)
    }

    @Test("a required constraint that contradicts the others leaves the solver exactly as it was")
    func refusalRestores() throws {
        var solver = LinearConstraintSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(LinearConstraint(LinearExpression(x) + LinearExpression(y), .equal, LinearExpression(constant: 10)))
        try solver.add(LinearConstraint(LinearExpression(x), .equal, LinearExpression(constant: 1e7), strength: .low))
        let before = (solver.value(of: x), solver.value(of: y), solver.constraintCount)
        #expect(throws: LinearConstraintSolver.Conflict.self) {
            try solver.add(LinearConstraint(LinearExpression(x) + LinearExpression(y), .equal, LinearExpression(constant: 11)))
        }
        #expect((solver.value(of: x), solver.value(of: y), solver.constraintCount) == before)
    }

    @Test("a chain of 3,000 views, each 8 pt after the previous one, is solved exactly, and a contradiction at its end leaves it exactly as it was")
    func longChain() throws {
        var solver = LinearConstraintSolver()
        var lefts: [LinearVariable] = [], widths: [LinearVariable] = []
        for _ in 0..<3_000 {
            lefts.append(solver.makeVariable())
            widths.append(solver.makeVariable())
        }
        try solver.add(LinearConstraint(LinearExpression(lefts[0]), .equal, LinearExpression(constant: 8)))
        for index in lefts.indices {
            try solver.add(LinearConstraint(LinearExpression(widths[index]), .equal, LinearExpression(constant: 20)))
            if index > 0 {
                try solver.add(LinearConstraint(LinearExpression(lefts[index]), .equal, LinearExpression(lefts[index - 1]) + LinearExpression(widths[index - 1]) + 8))
            }
        }
        #expect(solver.value(of: lefts[2_999]) == 8 + 28 * 2_999)
        // Far beyond the size a copy of the solver was once taken at: the refusal is undone exactly.
        let before = (solver.value(of: lefts[2_999]), solver.value(of: widths[2_999]), solver.constraintCount)
        #expect(throws: LinearConstraintSolver.Conflict.self) {
            try solver.add(LinearConstraint(LinearExpression(lefts[2_999]), .equal, LinearExpression(constant: 10)))
        }
        #expect((solver.value(of: lefts[2_999]), solver.value(of: widths[2_999]), solver.constraintCount) == before)
        #expect(solver.satisfiesRequiredConstraints)
        #expect(!solver.stoppedShort)
    }

    @Test("a required equality the others already imply is accepted; one they contradict is refused; removing a required equality frees what it held")
    func impliedEqualitiesAndRemoval() throws {
        var solver = LinearConstraintSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(LinearConstraint(LinearExpression(x), .equal, LinearExpression(constant: 4)))
        let sum = try solver.add(LinearConstraint(LinearExpression(x) + LinearExpression(y), .equal, LinearExpression(constant: 10)))
        try solver.add(LinearConstraint(LinearExpression(y), .equal, LinearExpression(constant: 6)))
        #expect(throws: LinearConstraintSolver.Conflict.self) {
            try solver.add(LinearConstraint(LinearExpression(y), .equal, LinearExpression(constant: 7)))
        }
        try solver.add(LinearConstraint(LinearExpression(y), .equal, LinearExpression(constant: 30), strength: .low))
        #expect(solver.value(of: y) == 6)
        #expect(solver.constraintCount == 4)
        solver.remove(sum)
        #expect(solver.constraintCount == 3)
        #expect(solver.value(of: x) == 4)
        #expect(solver.value(of: y) == 6)
        #expect(solver.satisfiesRequiredConstraints)
    }

    @Test("an edit variable keeps its wanted value when a required equality is removed")
    func editSurvivesRemoval() throws {
        var solver = LinearConstraintSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let tie = try solver.add(LinearConstraint(LinearExpression(y), .equal, LinearExpression(x) + 5))
        try solver.add(LinearConstraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression()))
        solver.addEditVariable(y, strength: .high)
        solver.suggestValue(y, 40)
        #expect(solver.value(of: x) == 35)
        solver.remove(tie)
        #expect(solver.value(of: y) == 40)
        solver.suggestValue(y, 12)
        #expect(solver.value(of: y) == 12)
        #expect(!solver.stoppedShort)
    }

    @Test("an optional constraint whose coefficient (5.6·10²⁰) times a value near 10³⁰⁰ would overflow is refused; the solution stays finite and every required constraint holds")
    func overflowingConstraintIsRefused() {
        let (solver, variables, accepted) = replay([
            Written((3, 100), constant: -101e300, .greaterThanOrEqual, 0.01),
            // v3's two terms cancel: its value, whatever it is, counts for nothing here.
            Written((1, 127), (3, 127), (3, -127), constant: 19e-300, .equal, 1000),
            Written((0, -78e7), (3, 56e19), (3, 41e7), constant: 74, .lessThanOrEqual, 750),
        ])
        #expect(accepted == [true, true, false])
        #expect(!solver.stoppedShort)
        #expect(variables.allSatisfy { solver.value(of: $0).isFinite })
        #expect(abs(solver.value(of: variables[3]) - 1.01e300) <= 1e288)
        #expect(solver.satisfiesRequiredConstraints)
    }
}
