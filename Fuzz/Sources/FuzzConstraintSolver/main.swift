import FuzzSupport
import GamepadKitInterchange

// Harness: LinearConstraintSolver on any sequence of operations over six variables (adding a
// constraint of any strength, removing one, editing a variable, suggesting a value), with
// coefficients and constants from small whole numbers to 1e19 (FuzzBytes.number).
//
// Invariants:
// - no operation crashes, traps or spins (the solver's pivot limit; libFuzzer's -timeout);
// - after every operation, unless the solver says it stopped short, every required constraint it
//   accepted (and has not had removed) holds within its tolerance, as the harness checks it from
//   its own list of what was accepted, not from the solver's.
FuzzDriver.run { start, count in
    var input = FuzzBytes(FuzzDriver.bytes(start, count))
    var solver = LinearConstraintSolver()
    let variables = (0..<6).map { _ in solver.makeVariable() }
    var accepted: [(LinearConstraintSolver.Handle, LinearConstraint)] = []
    var operations = 0
    while !input.isAtEnd, operations < 64 {
        operations += 1
        switch input.choice(8) {
        case 0:
            if !accepted.isEmpty { solver.remove(accepted.remove(at: input.choice(accepted.count)).0) }
        case 1:
            solver.addEditVariable(input.pick(variables), strength: ConstraintStrength(input.pick([0.5, 250, 750, 999, 1000])))
        case 2:
            solver.suggestValue(input.pick(variables), input.number())
        default:
            var expression = LinearExpression(constant: input.number())
            for _ in 0...input.choice(3) {
                expression.add(LinearExpression(input.pick(variables)), times: input.number())
            }
            let relation = input.pick([LinearConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
            let strength = ConstraintStrength(input.pick([1000, 1000, 999, 750, 250, 0.5, 0.01]))
            let constraint = LinearConstraint(expression, relation, LinearExpression(), strength: strength)
            if let handle = try? solver.add(constraint), strength.isRequired { accepted.append((handle, constraint)) }
        }
        guard !solver.stoppedShort else { return 0 }
        for (_, constraint) in accepted {
            FuzzDriver.check(solver.holds(constraint), "every accepted required constraint holds (after \(operations) operations)")
        }
    }
    return 0
}
