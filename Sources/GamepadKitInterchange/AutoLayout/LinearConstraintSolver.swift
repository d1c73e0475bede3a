/// An incremental linear constraint solver: the Cassowary algorithm (Badros, Borning and Stuckey,
/// "The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001), which Auto Layout is
/// built on.
///
/// - **Constraints** are linear equalities and inequalities over ``LinearVariable``s, each
///   required or optional at a priority (``ConstraintStrength``). Required constraints must
///   hold; an optional one is satisfied as nearly as the required ones allow, and its error
///   (how far it is from holding) weighs lexicographically: the solver first makes the errors
///   of the highest optional priority as small as it can, then those of the next, and so on
///   (Cassowary's symbolic weights). Sixteen priorities are told apart this way; a system with
///   more shares the last level among the rest.
/// - **The method** is the simplex method over an augmented tableau kept in solved form: an
///   inequality gets a slack variable, an optional constraint one (inequality) or two
///   (equality) error variables whose weighted sum is the objective to minimise. A required
///   equality gets no marker (Cassowary's dummy variable): a dummy never enters the basis and
///   only serves removal, yet it spreads through every row that depends on the constraint, so
///   that a chain of n views would make rows of n symbols (quadratic time and memory). Removing
///   a required equality solves the remaining constraints again instead. A constraint whose row
///   has no symbol left is implied by the required equalities already added: accepted when its
///   constant is zero (within the tolerance), refused otherwise. A constraint whose row has no
///   unrestricted variable to solve
///   for is added through an artificial variable (phase one), unless it already holds (its
///   constant is zero): then it is solved at once for the slack or error symbol the fewest rows
///   hold. Pivots choose the lowest-numbered
///   eligible variable (Bland's rule), so a solve always gives the same answer (and, in exact
///   arithmetic, never cycles; see bounded work below).
/// - **Incremental edits**: ``addEditVariable(_:strength:)`` and ``suggestValue(_:_:)`` move a
///   variable's wanted value and re-solve with the dual simplex method from the current
///   solution, which is far cheaper than solving again.
/// - **Conflicts**: a required constraint that cannot hold together with those already added
///   is refused (``Conflict``) and the solver stays exactly as it was (an operation keeps the
///   values it changes, and a refused one puts them back). So is one whose addition leaves
///   an accepted required constraint broken by more than a tolerance relative to its terms
///   (``relativeTolerance``): floating-point pivots on coefficients of very different sizes
///   (1e7 beside 1) can do that, and the solver never reports a broken required constraint as
///   kept. So is one that leaves a variable without a finite value (pivots on coefficients
///   near the largest a double holds overflow). A required constraint the current solution already satisfies within that tolerance
///   is accepted. That check looks only at the accepted required constraints over variables
///   the operation moved, so an addition costs what it changes, not the size of the system.
/// - **Bounded work**: one operation pivots at most ``minimumPivots`` + ``pivotsPerSymbol`` ×
///   the number of symbols times. Bland's rule rules cycling out in exact arithmetic, not in
///   floating point (nor in the dual simplex); a system that reaches the limit stops where it
///   is, ``stoppedShort`` becomes true and later operations pivot no more, so a caller
///   reports the system as unsolved instead of spinning.
public struct LinearConstraintSolver: Sendable {
    /// A required constraint that contradicts the required constraints already added.
    public struct Conflict: Error, Equatable, Sendable {}

    /// A constraint added to the solver, to remove it later.
    public struct Handle: Hashable, Sendable {
        let id: Int
    }

    enum SymbolKind: UInt8, Sendable {
        /// `dummy`: a symbol no row uses (Cassowary's dummy markers are not kept; see the type's
        /// notes), which never enters the basis.
        case external, slack, error, dummy
    }

    /// What a constraint added to the tableau: the symbol that marks its row (-1 for a required
    /// equality, which has none), and its second error symbol (an optional equality) or its
    /// error symbol (an optional inequality).
    struct Tag: Sendable {
        var marker: Int
        var other: Int?
        var strength: ConstraintStrength
    }

    struct EditInfo: Sendable {
        var handle: Handle
        var constant: Double
    }

    static let epsilon = 1.0e-8

    /// How far an accepted required constraint may be from holding, relative to the size of its
    /// terms: `|residual| ≤ relativeTolerance × (1 + |constant| + Σ |coefficient × value|)`.
    public static let relativeTolerance = 1.0e-9

    /// The pivots one operation may take: this many…
    public static let minimumPivots = 64
    /// … plus this many per symbol of the tableau.
    public static let pivotsPerSymbol = 8

    /// True once the solver stopped short: an operation reached its pivot limit (see
    /// ``minimumPivots``), or removing a constraint left an accepted required one broken. The
    /// solution may then break constraints, and the solver pivots no more; a caller reports the
    /// system as unsolved.
    public private(set) var stoppedShort = false
    private var pivotsLeft = 0
    /// The required constraints accepted, and those of them each external symbol appears in.
    private var required: [Handle: LinearConstraint] = [:]
    /// Every constraint in the solver (edit constraints with their wanted value 0), to solve
    /// again without one.
    private var constraints: [Handle: LinearConstraint] = [:]
    private var requiredBySymbol = SymbolMap<[Handle]>()
    /// The external symbols whose value changed in the current operation.
    private var changed: [Int] = []

    private var kinds: [SymbolKind] = []
    private var rows = SymbolMap<Row>()
    /// The basic symbols of the rows each symbol appears in (the tableau's columns), so that a
    /// pivot touches only the rows it changes.
    private var columns = ColumnIndex()
    private var tags: [Handle: Tag] = [:]
    private var edits: [LinearVariable: EditInfo] = [:]
    private var objective = WeightedRow()
    private var artificial: WeightedRow?
    private var infeasible: [Int] = []
    private var nextHandle = 0
    /// The slot of each optional priority in a ``Weight``, and the slots from the highest
    /// priority down.
    private var slotByPriority: [Double: Int] = [:]
    private var slotOrder: [Int] = []

    /// An empty solver.
    public init() {}

    /// A new variable, 0 until constraints say otherwise.
    public mutating func makeVariable() -> LinearVariable {
        LinearVariable(id: makeSymbol(.external))
    }

    /// The number of constraints in the solver (edit constraints included).
    public var constraintCount: Int { tags.count }

    /// The variable's value in the current solution.
    public func value(of variable: LinearVariable) -> Double {
        rows[variable.id]?.constant ?? 0
    }

    /// Adds `constraint`.
    ///
    /// - Throws: ``Conflict`` when the constraint is required and cannot hold together with the
    ///   required constraints already added, or when adding it (even an optional one) would
    ///   leave a required constraint broken beyond ``relativeTolerance`` (floating point on
    ///   coefficients of very different sizes) or a variable without a finite value; the solver
    ///   is then unchanged.
    @discardableResult
    public mutating func add(_ constraint: LinearConstraint) throws(Conflict) -> Handle {
        try add(constraint, handle: nil)
    }

    /// ``add(_:)``, giving the constraint `handle` (when solving again) or else a new one.
    private mutating func add(_ constraint: LinearConstraint, handle: Handle?) throws(Conflict) -> Handle {
        do {
            return try insert(constraint, handle: handle, keepingSolution: false)
        } catch {
            // A required inequality the solution already satisfies is taken as it is: its slack
            // becomes basic at its current value, and nothing else moves.
            guard constraint.strength.isRequired, constraint.relation != .equal, holds(constraint) else { throw error }
            return try insert(constraint, handle: handle, keepingSolution: true)
        }
    }

    /// What an undoable operation must put back besides the tableau's maps.
    private struct Checkpoint {
        var symbolCount: Int
        var slotByPriority: [Double: Int]
        var slotOrder: [Int]
    }

    /// Starts an operation that ``undo(to:)`` can take back exactly (pivots in floating point are
    /// not undone exactly by pivoting back), at a cost proportional to what it changes.
    private mutating func beginUndoable() -> Checkpoint {
        rows.beginUndoable()
        columns.beginUndoable()
        objective.beginUndoable()
        return Checkpoint(symbolCount: kinds.count, slotByPriority: slotByPriority, slotOrder: slotOrder)
    }

    private mutating func commit() {
        rows.commit()
        columns.commit()
        objective.commit()
    }

    /// Puts the solver back as it was at `checkpoint`, keeping whether it stopped short.
    private mutating func undo(to checkpoint: Checkpoint) {
        rows.undo()
        columns.undo()
        objective.undo()
        artificial = nil
        infeasible.removeAll()
        if kinds.count > checkpoint.symbolCount { kinds.removeLast(kinds.count - checkpoint.symbolCount) }
        slotByPriority = checkpoint.slotByPriority
        if slotOrder != checkpoint.slotOrder {
            slotOrder = checkpoint.slotOrder
            objective.reorder(slotOrder)
        }
    }

    /// ``add(_:)`` once; `keepingSolution` solves the new row for its slack (an inequality the
    /// current solution satisfies). `handle` is the handle to give the constraint (when solving
    /// again), else a new one.
    private mutating func insert(_ constraint: LinearConstraint, handle given: Handle?,
                                 keepingSolution: Bool) throws(Conflict) -> Handle {
        startOperation()
        let checkpoint = beginUndoable()
        func refuse() -> Conflict {
            undo(to: checkpoint)
            return Conflict()
        }
        // The row's constant is the constraint's value at the current solution: within this,
        // the solution already satisfies it.
        let tolerance = max(Self.epsilon, tolerance(of: constraint))
        var tag = Tag(marker: -1, other: nil, strength: constraint.strength)
        var row = makeRow(for: constraint, tag: &tag)
        if keepingSolution {
            guard tag.marker >= 0, (row.cells[tag.marker] ?? 0) < 0 else { throw refuse() }
            row.solve(for: tag.marker)
            substitute(tag.marker, by: row)
            setRow(row, for: tag.marker)
        } else if row.cells.isEmpty {
            // A required equality the required equalities before it already imply (or contradict).
            guard abs(row.constant) <= tolerance else { throw refuse() }
        } else if let subject = chooseSubject(of: row, tag: tag) {
            row.solve(for: subject)
            substitute(subject, by: row)
            setRow(row, for: subject)
        } else {
            guard addWithArtificialVariable(row, tolerance: tolerance) else { throw refuse() }
        }
        optimize(artificialObjective: false)
        if (constraint.strength.isRequired && !holds(constraint)) || leftBrokenSolution() {
            throw refuse()
        }
        commit()
        let handle = given ?? Handle(id: nextHandle)
        nextHandle = max(nextHandle, handle.id + 1)
        tags[handle] = tag
        constraints[handle] = constraint
        if constraint.strength.isRequired {
            required[handle] = constraint
            // A term whose coefficient is zero (a position measured from the view that holds the
            // constraint, on both sides) does not make the constraint depend on its variable: the
            // root view's variables would otherwise list every constraint of the scene.
            for (variable, coefficient) in constraint.expression.terms where coefficient != 0 {
                requiredBySymbol[variable.id, default: []].append(handle)
            }
        }
        return handle
    }

    /// Whether every required constraint accepted holds within ``relativeTolerance`` (what a
    /// solution must satisfy; false only after ``stoppedShort``).
    public var satisfiesRequiredConstraints: Bool {
        required.values.allSatisfy { holds($0) }
    }

    /// Whether `constraint` holds at the current solution within ``relativeTolerance``.
    /// A term whose coefficient is zero counts for nothing, whatever its variable's value.
    public func holds(_ constraint: LinearConstraint) -> Bool {
        let value = constraint.expression.terms.reduce(constraint.expression.constant) { $1.value == 0 ? $0 : $0 + $1.value * self.value(of: $1.key) }
        let tolerance = tolerance(of: constraint)
        switch constraint.relation {
        case .equal: return abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }

    /// ``relativeTolerance`` × (1 + the sum of the magnitudes of `constraint`'s terms at the
    /// current solution); infinite when a term is not finite.
    private func tolerance(of constraint: LinearConstraint) -> Double {
        let magnitude = constraint.expression.terms.reduce(abs(constraint.expression.constant)) { $1.value == 0 ? $0 : $0 + abs($1.value * self.value(of: $1.key)) }
        return magnitude.isNaN ? .infinity : Self.relativeTolerance * (1 + magnitude)
    }

    /// Whether this operation left the solution broken: a variable it moved has no finite value
    /// (pivots on coefficients near the largest a double holds overflow), or an accepted
    /// required constraint over a variable it moved no longer holds.
    private func leftBrokenSolution() -> Bool {
        var checked = Set<Handle>()
        for symbol in changed {
            if !(rows[symbol]?.constant ?? 0).isFinite { return true }
            for handle in requiredBySymbol[symbol] ?? [] where checked.insert(handle).inserted {
                if let constraint = required[handle], !holds(constraint) { return true }
            }
        }
        return false
    }

    /// Starts an operation: a new pivot budget (none once the limit was reached), no change yet.
    private mutating func startOperation() {
        changed.removeAll(keepingCapacity: true)
        pivotsLeft = stoppedShort ? 0 : Self.minimumPivots + Self.pivotsPerSymbol * kinds.count
    }

    /// Takes one pivot from the budget; false (and the limit reached) when none is left.
    private mutating func takePivot() -> Bool {
        guard pivotsLeft > 0 else {
            stoppedShort = true
            return false
        }
        pivotsLeft -= 1
        return true
    }

    /// Removes the constraint `handle` added; nothing happens for a handle already removed.
    public mutating func remove(_ handle: Handle) {
        guard let tag = tags[handle] else { return }
        guard tag.marker >= 0 else {
            // A required equality has no marker in the tableau: the rest is solved again.
            solveAgain(without: handle)
            return
        }
        tags.removeValue(forKey: handle)
        constraints.removeValue(forKey: handle)
        startOperation()
        if let constraint = required.removeValue(forKey: handle) {
            for (variable, coefficient) in constraint.expression.terms where coefficient != 0 {
                requiredBySymbol[variable.id]?.removeAll { $0 == handle }
            }
        }
        removeErrorWeight(of: tag.marker, strength: tag.strength)
        if let other = tag.other { removeErrorWeight(of: other, strength: tag.strength) }
        if takeRow(tag.marker) == nil, let leaving = leavingRowForMarker(tag.marker), var row = takeRow(leaving) {
            row.solve(for: leaving, replacing: tag.marker)
            substitute(tag.marker, by: row)
        }
        optimize(artificialObjective: false)
        if leftBrokenSolution() { stoppedShort = true }
    }

    /// Replaces the solver by one holding the same variables and every constraint but `handle`
    /// (added again in the order they were first added, with the same handles; edit constraints
    /// at their wanted values). A required constraint the new solver refuses leaves it stopped
    /// short.
    private mutating func solveAgain(without handle: Handle) {
        var fresh = LinearConstraintSolver()
        // The variables keep their numbers; symbols of the old tableau after the last variable go.
        let lastVariable = kinds.lastIndex(of: .external) ?? -1
        fresh.kinds = kinds.prefix(lastVariable + 1).map { $0 == .external ? .external : .dummy }
        fresh.stoppedShort = stoppedShort
        fresh.nextHandle = nextHandle
        var wanted: [Handle: Double] = [:]
        for edit in edits.values { wanted[edit.handle] = edit.constant }
        for (kept, constraint) in constraints.sorted(by: { $0.key.id < $1.key.id }) where kept != handle {
            var constraint = constraint
            if let value = wanted[kept] { constraint.expression.constant -= value }
            do {
                _ = try fresh.add(constraint, handle: kept)
            } catch {
                if constraint.strength.isRequired { fresh.stoppedShort = true }
            }
            // The constraint is kept with its wanted value 0, as ``suggestValue(_:_:)`` expects.
            if wanted[kept] != nil, fresh.constraints[kept] != nil { fresh.constraints[kept]?.expression.constant += wanted[kept] ?? 0 }
        }
        fresh.edits = edits.filter { fresh.tags[$0.value.handle] != nil }
        self = fresh
    }

    /// Makes `variable` editable at `strength` (an optional strength; a required one is taken
    /// as priority 999): ``suggestValue(_:_:)`` then says where it should be. Its wanted value
    /// starts at 0. Adding a variable twice changes nothing.
    public mutating func addEditVariable(_ variable: LinearVariable, strength: ConstraintStrength) {
        guard edits[variable] == nil else { return }
        let optional = strength.isRequired ? ConstraintStrength(999) : strength
        // An optional constraint never conflicts.
        guard let handle = try? add(LinearConstraint(LinearExpression(variable), .equal, LinearExpression(), strength: optional)) else { return }
        edits[variable] = EditInfo(handle: handle, constant: 0)
    }

    /// Stops editing `variable`: its edit constraint is removed.
    public mutating func removeEditVariable(_ variable: LinearVariable) {
        guard let edit = edits.removeValue(forKey: variable) else { return }
        remove(edit.handle)
    }

    /// Says that the edit variable `variable` should be `value`, and re-solves from the current
    /// solution (dual simplex). A variable that is not an edit variable is made one at
    /// priority 999 first. A suggestion that would leave a required constraint broken beyond
    /// ``relativeTolerance``, or a variable without a finite value, is ignored.
    public mutating func suggestValue(_ variable: LinearVariable, _ value: Double) {
        if edits[variable] == nil { addEditVariable(variable, strength: ConstraintStrength(999)) }
        // The value it already has: the solution stands as it is.
        guard let edit = edits[variable], edit.constant != value else { return }
        let checkpoint = beginUndoable()
        applySuggestion(variable, value)
        guard leftBrokenSolution() else {
            commit()
            return
        }
        undo(to: checkpoint)
        edits[variable] = edit
    }

    private mutating func applySuggestion(_ variable: LinearVariable, _ value: Double) {
        guard var edit = edits[variable], let tag = tags[edit.handle] else { return }
        startOperation()
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        defer { dualOptimize() }
        if rows[tag.marker] != nil {
            if rows[tag.marker, default: Row()].add(-delta) < 0 { infeasible.append(tag.marker) }
            return
        }
        if let other = tag.other, rows[other] != nil {
            if rows[other, default: Row()].add(delta) < 0 { infeasible.append(other) }
            return
        }
        for symbol in columns[tag.marker] {
            guard var row = rows.removeValue(forKey: symbol) else { continue }
            if let coefficient = row.cells[tag.marker], row.add(delta * coefficient) < 0, kinds[symbol] != .external { infeasible.append(symbol) }
            if kinds[symbol] == .external { changed.append(symbol) }
            rows[symbol] = row
        }
    }

    // MARK: - Building rows

    private mutating func makeSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    private mutating func slot(for strength: ConstraintStrength) -> Int {
        if let slot = slotByPriority[strength.priority] { return slot }
        // Beyond the slots a weight holds, the lowest priorities share the last slot.
        let slot = min(slotByPriority.count, Weight.slotCount - 1)
        slotByPriority[strength.priority] = slot
        var seen = Set<Int>()
        slotOrder = slotByPriority.sorted { $0.key > $1.key }.map(\.value).filter { seen.insert($0).inserted }
        objective.reorder(slotOrder)
        return slot
    }

    /// The tableau row of `constraint`, in terms of the current non-basic symbols, with its
    /// slack or error symbols (recorded in `tag`); error symbols join the objective.
    private mutating func makeRow(for constraint: LinearConstraint, tag: inout Tag) -> Row {
        var row = Row(constant: constraint.expression.constant)
        for (variable, coefficient) in constraint.expression.terms.sorted(by: { $0.key.id < $1.key.id }) where abs(coefficient) >= Self.epsilon {
            if let basic = rows[variable.id] {
                row.insert(basic, times: coefficient)
            } else {
                row.insert(variable.id, coefficient)
            }
        }
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            tag.marker = slack
            row.insert(slack, sign)
            if !strength.isRequired {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -sign)
                objective.insert(error, Weight(slot: slot(for: strength), value: 1))
            }
        case .equal:
            // A required equality gets no marker (see the type's notes on dummy variables).
            if !strength.isRequired {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                let weight = Weight(slot: slot(for: strength), value: 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
            }
        }
        if row.constant < 0 { row.negate() }
        return row
    }

    /// The symbol to solve a new row for: its lowest-numbered external variable, else its
    /// slack or error marker when that has a negative coefficient (so that it stays ≥ 0).
    private func chooseSubject(of row: Row, tag: Tag) -> Int? {
        var external: Int?
        for symbol in row.cells.keys where kinds[symbol] == .external && symbol < (external ?? .max) {
            external = symbol
        }
        if let external { return external }
        for candidate in [tag.marker, tag.other].compactMap({ $0 }) where candidate >= 0 && (kinds[candidate] == .slack || kinds[candidate] == .error) {
            if (row.cells[candidate] ?? 0) < 0 { return candidate }
        }
        return nil
    }

    /// Phase one: adds `row` through an artificial variable and minimises it; true when it can
    /// reach zero (the constraint can hold).
    private mutating func addWithArtificialVariable(_ row: Row, tolerance: Double) -> Bool {
        // A row whose constant is zero already holds at the current
        // solution: its artificial variable would start at its minimum, so phase one has
        // nothing to do. The row is solved at once for the slack or error symbol that the fewest
        // rows hold (then the lower-numbered): `w₁ = w₀` after `w₀ ≥ 44` and `w₁ ≥ 44` makes the
        // slacks equal by rewriting the one row of the newer slack, not every row of the older
        // one, so that a chain of equal sizes costs what it adds.
        let restricted = row.cells.keys.filter { kinds[$0] == .slack || kinds[$0] == .error }
        if abs(row.constant) < Self.epsilon,
           let entering = restricted.min(by: { (columns[$0].count, $0) < (columns[$1].count, $1) }) {
            var basic = row
            basic.solve(for: entering)
            substitute(entering, by: basic)
            setRow(basic, for: entering)
            return true
        }
        let art = makeSymbol(.slack)
        setRow(row, for: art)
        artificial = WeightedRow(row)
        optimize(artificialObjective: true)
        let success = abs(artificial?.constant.value(at: 0) ?? 0) <= tolerance
        artificial = nil
        guard success else {
            // The artificial variable stayed basic: every pivot was among the rows already there,
            // so without its row they say what they said before; only their optimum may be lost.
            _ = takeRow(art)
            _ = columns.take(art)
            objective.remove(art)
            infeasible.removeAll()
            optimize(artificialObjective: false)
            return false
        }
        if var basic = takeRow(art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.cells.keys.filter({ kinds[$0] == .slack || kinds[$0] == .error }).min() else { return false }
            basic.solve(for: art, replacing: entering)
            substitute(entering, by: basic)
            setRow(basic, for: entering)
        }
        for symbol in columns.take(art) { rows[symbol]?.cells.removeValue(forKey: art) }
        objective.remove(art)
        return success
    }

    private mutating func removeErrorWeight(of symbol: Int, strength: ConstraintStrength) {
        guard kinds[symbol] == .error else { return }
        let weight = Weight(slot: slot(for: strength), value: -1)
        if let row = rows[symbol] {
            objective.insert(row, times: weight)
        } else {
            objective.insert(symbol, weight)
        }
    }

    /// The row to pivot `marker` into when removing its constraint: the most restrictive row
    /// where it has a negative coefficient, else a positive one, else a row of an external
    /// variable.
    private func leavingRowForMarker(_ marker: Int) -> Int? {
        var first: (ratio: Double, symbol: Int)?, second: (ratio: Double, symbol: Int)?, third: Int?
        for symbol in columns[marker] {
            guard let row = rows[symbol], let coefficient = row.cells[marker] else { continue }
            if kinds[symbol] == .external {
                if symbol < (third ?? .max) { third = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first.map({ ratio < $0.ratio || (ratio == $0.ratio && symbol < $0.symbol) }) ?? true { first = (ratio, symbol) }
            } else {
                let ratio = row.constant / coefficient
                if second.map({ ratio < $0.ratio || (ratio == $0.ratio && symbol < $0.symbol) }) ?? true { second = (ratio, symbol) }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }

    // MARK: - Pivoting

    /// Stores `row` as the row of `basic`, listing it in its symbols' columns.
    private mutating func setRow(_ row: Row, for basic: Int) {
        rows[basic] = row
        if kinds[basic] == .external { changed.append(basic) }
        for symbol in row.cells.keys { columns.list(basic, in: symbol) }
    }

    /// Takes the row of `basic` out of the tableau and its symbols' columns.
    private mutating func takeRow(_ basic: Int) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        if kinds[basic] == .external { changed.append(basic) }
        for symbol in row.cells.keys { columns.unlist(basic, from: symbol) }
        return row
    }

    /// The pivot: `entering` becomes basic in the row `leaving` had.
    private mutating func pivot(leaving: Int, entering: Int) {
        guard var row = takeRow(leaving) else { return }
        row.solve(for: leaving, replacing: entering)
        substitute(entering, by: row)
        setRow(row, for: entering)
    }

    /// Replaces `symbol` by `row` everywhere; rows of restricted symbols that become negative
    /// are remembered for the dual simplex.
    private mutating func substitute(_ symbol: Int, by row: Row) {
        for basic in columns.take(symbol) {
            guard var target = rows.removeValue(forKey: basic) else { continue }
            defer { rows[basic] = target }
            guard let coefficient = target.cells.removeValue(forKey: symbol) else { continue }
            target.constant += coefficient * row.constant
            if kinds[basic] == .external, coefficient * row.constant != 0 { changed.append(basic) }
            for (other, value) in row.cells {
                let old = target.cells[other]
                let sum = (old ?? 0) + value * coefficient
                if abs(sum) < Self.epsilon {
                    target.cells.removeValue(forKey: other)
                    if old != nil { columns.unlist(basic, from: other) }
                } else {
                    target.cells[other] = sum
                    if old == nil { columns.list(basic, in: other) }
                }
            }
            if kinds[basic] != .external, target.constant < 0 { infeasible.append(basic) }
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    /// Primal simplex: pivots until no non-dummy symbol of the objective has a negative weight.
    private mutating func optimize(artificialObjective: Bool) {
        while true {
            let negatives = artificialObjective ? (artificial?.negatives ?? []) : objective.negatives
            var entering: Int?
            for symbol in negatives where kinds[symbol] != .dummy && symbol < (entering ?? .max) {
                entering = symbol
            }
            guard let entering else { return }
            var leaving: (ratio: Double, symbol: Int)?
            for symbol in columns[entering] where kinds[symbol] != .external {
                guard let row = rows[symbol], let coefficient = row.cells[entering], coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if leaving.map({ ratio < $0.ratio - Self.epsilon || (abs(ratio - $0.ratio) <= Self.epsilon && symbol < $0.symbol) }) ?? true {
                    leaving = (ratio, symbol)
                }
            }
            // Unbounded: an error can fall without end, which a sum of non-negative errors cannot.
            guard let leaving, takePivot() else { return }
            pivot(leaving: leaving.symbol, entering: entering)
        }
    }

    /// Dual simplex: restores feasibility (no restricted basic symbol below zero) after an
    /// edit, keeping the objective optimal.
    private mutating func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var best: (ratio: Weight, symbol: Int)?
            for (symbol, coefficient) in row.cells where coefficient > 0 && kinds[symbol] != .dummy {
                let ratio = (objective.cells[symbol] ?? Weight()).scaled(1 / coefficient)
                if let current = best {
                    let difference = ratio.adding(current.ratio, times: -1).sign(order: slotOrder)
                    if difference < 0 || (difference == 0 && symbol < current.symbol) { best = (ratio, symbol) }
                } else {
                    best = (ratio, symbol)
                }
            }
            guard let entering = best?.symbol else { continue }
            guard takePivot() else {
                infeasible.removeAll()
                return
            }
            pivot(leaving: leaving, entering: entering)
        }
    }
}
