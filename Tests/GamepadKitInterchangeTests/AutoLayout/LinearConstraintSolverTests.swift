import Testing
@testable import GamepadKitInterchange

private func v(_ variable: LinearVariable) -> LinearExpression { LinearExpression(variable) }
private func c(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

@Suite("Linear constraint solver (Cassowary)")
struct LinearConstraintSolverTests {
    @Test("two required equalities give the exact solution: x + y = 10, x − y = 2 is x = 6, y = 4")
    func exactSmallSystem() throws {
        var solver = LinearConstraintSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(LinearConstraint(v(x) + v(y), .equal, c(10)))
        try solver.add(LinearConstraint(v(x) - v(y), .equal, c(2)))
        #expect(abs(solver.value(of: x) - 6) < 1e-9)
        #expect(abs(solver.value(of: y) - 4) < 1e-9)
    }

    @Test("a chain of views: left edges and widths add up to the container's right edge")
    func chain() throws {
        var solver = LinearConstraintSolver()
        let a = solver.makeVariable(), aw = solver.makeVariable(), b = solver.makeVariable(), bw = solver.makeVariable()
        try solver.add(LinearConstraint(v(a), .equal, c(20)))
        try solver.add(LinearConstraint(v(b), .equal, v(a) + v(aw) + 8))
        try solver.add(LinearConstraint(v(aw), .equal, v(bw)))
        try solver.add(LinearConstraint(v(b) + v(bw), .equal, c(320 - 20)))
        #expect(solver.value(of: aw) == 136)
        #expect(solver.value(of: b) == 164)
    }

    @Test("a higher priority wins over any number of lower ones: one 750 beats three 250s")
    func prioritiesAreLexicographic() throws {
        var solver = LinearConstraintSolver()
        let width = solver.makeVariable()
        try solver.add(LinearConstraint(v(width), .equal, c(100), strength: .high))
        for wanted in [10.0, 20, 30] {
            try solver.add(LinearConstraint(v(width), .equal, c(wanted), strength: .low))
        }
        #expect(solver.value(of: width) == 100)
    }

    @Test("an optional constraint gives way to a required one, and is as near as it can be")
    func optionalAgainstRequired() throws {
        var solver = LinearConstraintSolver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(v(x), .lessThanOrEqual, c(50)))
        try solver.add(LinearConstraint(v(x), .equal, c(80), strength: ConstraintStrength(500)))
        #expect(solver.value(of: x) == 50)
    }

    @Test("inequalities: x ≥ 10, x ≤ 20 with a wish for 0 gives 10, a wish for 30 gives 20")
    func inequalities() throws {
        var solver = LinearConstraintSolver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(v(x), .greaterThanOrEqual, c(10)))
        try solver.add(LinearConstraint(v(x), .lessThanOrEqual, c(20)))
        let wish = try solver.add(LinearConstraint(v(x), .equal, c(0), strength: .low))
        #expect(solver.value(of: x) == 10)
        solver.remove(wish)
        try solver.add(LinearConstraint(v(x), .equal, c(30), strength: .low))
        #expect(solver.value(of: x) == 20)
    }

    @Test("a required constraint that contradicts the others is refused and the solver keeps its solution")
    func conflict() throws {
        var solver = LinearConstraintSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(LinearConstraint(v(x), .equal, c(10)))
        try solver.add(LinearConstraint(v(y), .greaterThanOrEqual, v(x) + 5))
        #expect(throws: LinearConstraintSolver.Conflict.self) {
            try solver.add(LinearConstraint(v(y), .lessThanOrEqual, c(12)))
        }
        #expect(throws: LinearConstraintSolver.Conflict.self) {
            try solver.add(LinearConstraint(v(x), .equal, c(11)))
        }
        try solver.add(LinearConstraint(v(y), .equal, c(40), strength: .low))
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 40)
    }

    @Test("a redundant required constraint that agrees is accepted")
    func redundant() throws {
        var solver = LinearConstraintSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(LinearConstraint(v(x), .equal, c(10)))
        try solver.add(LinearConstraint(v(y), .equal, v(x) + 5))
        try solver.add(LinearConstraint(v(y), .equal, c(15)))
        #expect(solver.value(of: y) == 15)
    }

    @Test("incremental edits: dragging a view's left edge moves its right edge with it, and stops at the container")
    func edits() throws {
        var solver = LinearConstraintSolver()
        let left = solver.makeVariable(), right = solver.makeVariable()
        try solver.add(LinearConstraint(v(right), .equal, v(left) + 100))
        try solver.add(LinearConstraint(v(left), .greaterThanOrEqual, c(0)))
        try solver.add(LinearConstraint(v(right), .lessThanOrEqual, c(320)))
        solver.addEditVariable(left, strength: .high)
        for (wanted, expected) in [(50.0, 50.0), (120, 120), (400, 220), (-30, 0), (10, 10)] {
            solver.suggestValue(left, wanted)
            #expect(solver.value(of: left) == expected)
            #expect(solver.value(of: right) == expected + 100)
        }
        solver.removeEditVariable(left)
        #expect(solver.constraintCount == 3)
    }

    @Test("removing constraints gives the earlier solution back")
    func removal() throws {
        var solver = LinearConstraintSolver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(v(x), .equal, c(5), strength: .low))
        let strong = try solver.add(LinearConstraint(v(x), .equal, c(9), strength: .high))
        let required = try solver.add(LinearConstraint(v(x), .greaterThanOrEqual, c(12)))
        #expect(solver.value(of: x) == 12)
        solver.remove(required)
        #expect(solver.value(of: x) == 9)
        solver.remove(strong)
        #expect(solver.value(of: x) == 5)
    }

    @Test("content hugging against compression resistance: a label wider than its room is squeezed, not the required edges broken")
    func huggingAndCompression() throws {
        var solver = LinearConstraintSolver()
        let x = solver.makeVariable(), width = solver.makeVariable()
        try solver.add(LinearConstraint(v(x), .equal, c(16)))
        try solver.add(LinearConstraint(v(x) + v(width), .lessThanOrEqual, c(304)))
        try solver.add(LinearConstraint(v(width), .greaterThanOrEqual, c(400), strength: .high))
        try solver.add(LinearConstraint(v(width), .lessThanOrEqual, c(400), strength: ConstraintStrength(251)))
        #expect(solver.value(of: width) == 288)
    }

    @Test("a chain of 300 views, each 2 pt after the last and wishing to be at 0, solves exactly")
    func largeChain() throws {
        var solver = LinearConstraintSolver()
        var previous = solver.makeVariable()
        try solver.add(LinearConstraint(v(previous), .equal, c(0)))
        var all = [previous]
        for _ in 0..<300 {
            let next = solver.makeVariable()
            try solver.add(LinearConstraint(v(next), .equal, v(previous) + 2))
            try solver.add(LinearConstraint(v(next), .equal, c(0), strength: .low))
            all.append(next)
            previous = next
        }
        #expect(solver.value(of: all[300]) == 600)
    }

    @Test("keys of equal width, each at least 44 pt, across a 1,000 pt row: every key 89.6 pt, the last one's right edge at 984")
    func equalWidthsWithMinimums() throws {
        // Each key's minimum comes before its equal-width tie (as a storyboard lists them): the
        // tie's row then holds only the two minimums' slacks, which must become equal.
        var solver = LinearConstraintSolver()
        var keys: [(x: LinearVariable, width: LinearVariable)] = []
        for index in 0..<10 {
            let key = (x: solver.makeVariable(), width: solver.makeVariable())
            try solver.add(LinearConstraint(v(key.width), .greaterThanOrEqual, c(44)))
            if let first = keys.first, let previous = keys.last {
                try solver.add(LinearConstraint(v(key.width), .equal, v(first.width)))
                try solver.add(LinearConstraint(v(key.x), .equal, v(previous.x) + v(previous.width) + 8))
            } else {
                try solver.add(LinearConstraint(v(key.x), .equal, c(16)))
            }
            if index == 9 { try solver.add(LinearConstraint(v(key.x) + v(key.width), .equal, c(984))) }
            keys.append(key)
        }
        for key in keys { #expect(abs(solver.value(of: key.width) - 89.6) < 1e-9) }
        #expect(abs(solver.value(of: keys[9].x) - 894.4) < 1e-9)
        #expect(solver.satisfiesRequiredConstraints)
        // A tie a minimum forbids is refused, and the keys stay as they were.
        #expect(throws: LinearConstraintSolver.Conflict.self) {
            try solver.add(LinearConstraint(v(keys[3].width), .equal, c(40)))
        }
        #expect(abs(solver.value(of: keys[3].width) - 89.6) < 1e-9)
    }
}
