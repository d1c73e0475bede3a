/// The tableau of ``LinearConstraintSolver``: its rows, the weights of its objective and the
/// objective itself.
extension LinearConstraintSolver {
    /// A tableau row: `basic = constant + Σ coefficient · symbol`.
    struct Row: Sendable {
        var constant: Double = 0
        var cells = Cells()

        mutating func insert(_ symbol: Int, _ coefficient: Double) {
            let sum = (cells[symbol] ?? 0) + coefficient
            if abs(sum) < LinearConstraintSolver.epsilon { cells.removeValue(forKey: symbol) } else { cells[symbol] = sum }
        }

        mutating func insert(_ row: Row, times factor: Double) {
            constant += row.constant * factor
            for (symbol, coefficient) in row.cells { insert(symbol, coefficient * factor) }
        }

        /// Adds `value` to the constant and returns the new constant.
        mutating func add(_ value: Double) -> Double {
            constant += value
            return constant
        }

        mutating func negate() {
            constant = -constant
            cells.scale(by: -1)
        }

        /// Turns `0 = constant + … + c · symbol + …` into `symbol = …`.
        mutating func solve(for symbol: Int) {
            guard let coefficient = cells.removeValue(forKey: symbol) else { return }
            let factor = -1 / coefficient
            constant *= factor
            cells.scale(by: factor)
        }

        /// Turns `lhs = …` into `rhs = …`.
        mutating func solve(for lhs: Int, replacing rhs: Int) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        mutating func substitute(_ symbol: Int, by row: Row) {
            guard let coefficient = cells.removeValue(forKey: symbol) else { return }
            insert(row, times: coefficient)
        }
    }

    /// A weight of the objective: one number per priority slot, compared from the highest
    /// priority down (a symbolic weight).
    /// Kept inline (no allocation): ``slotCount`` priorities at most; further priorities share
    /// the last slot.
    struct Weight: Sendable {
        static let slotCount = 16
        var values = SIMD16<Double>()

        init() {}

        init(slot: Int, value: Double) {
            values[min(max(0, slot), Self.slotCount - 1)] = value
        }

        func value(at slot: Int) -> Double { slot >= 0 && slot < Self.slotCount ? values[slot] : 0 }

        func adding(_ other: Weight, times factor: Double) -> Weight {
            var sum = self
            sum.values += other.values * factor
            return sum
        }

        func scaled(_ factor: Double) -> Weight {
            var scaled = self
            scaled.values *= factor
            return scaled
        }

        /// -1, 0 or 1: the sign of the first slot (in `order`) that is not near zero.
        func sign(order: [Int]) -> Int {
            for slot in order {
                let value = value(at: slot)
                if value < -LinearConstraintSolver.epsilon { return -1 }
                if value > LinearConstraintSolver.epsilon { return 1 }
            }
            return 0
        }

        var isZero: Bool {
            let magnitude = values.replacing(with: -values, where: values .< 0)
            return magnitude.max() < LinearConstraintSolver.epsilon
        }
    }

    /// The objective: `constant + Σ weight · symbol`, to minimise, with the symbols whose
    /// weight is negative (the candidates to enter the basis) kept at hand.
    struct WeightedRow: Sendable {
        var constant = Weight()
        var cells: [Int: Weight] = [:]
        /// The slots from the highest priority down.
        var order: [Int] = [0]
        /// The symbols whose weight is below zero.
        var negatives: Set<Int> = []
        /// While an operation is undoable: the constant and the first weight of each symbol it
        /// changed (see ``SymbolMap/beginUndoable()``).
        private var saved: (constant: Weight, cells: [(symbol: Int, weight: Weight?)])?
        private var savedSymbols = Set<Int>()

        init() {}

        /// Starts keeping what changes, for ``undo()``.
        mutating func beginUndoable() {
            saved = (constant, [])
            savedSymbols = []
        }

        /// Keeps the changes made since ``beginUndoable()``.
        mutating func commit() {
            saved = nil
            savedSymbols = []
        }

        /// Puts back the constant and every weight changed since ``beginUndoable()``.
        mutating func undo() {
            guard let saved else { return }
            constant = saved.constant
            for (symbol, weight) in saved.cells.reversed() {
                cells[symbol] = weight
                if let weight, weight.sign(order: order) < 0 { negatives.insert(symbol) } else { negatives.remove(symbol) }
            }
            commit()
        }

        private mutating func save(_ symbol: Int) {
            guard saved != nil, savedSymbols.insert(symbol).inserted else { return }
            saved?.cells.append((symbol, cells[symbol]))
        }

        /// Takes `symbol` out of the objective.
        mutating func remove(_ symbol: Int) {
            save(symbol)
            cells.removeValue(forKey: symbol)
            negatives.remove(symbol)
        }

        /// A one-slot objective equal to `row`.
        init(_ row: Row) {
            constant = Weight(slot: 0, value: row.constant)
            for (symbol, coefficient) in row.cells {
                cells[symbol] = Weight(slot: 0, value: coefficient)
                if coefficient < -LinearConstraintSolver.epsilon { negatives.insert(symbol) }
            }
        }

        /// Compares weights by `order` from now on.
        mutating func reorder(_ order: [Int]) {
            self.order = order
            negatives = Set(cells.filter { $0.value.sign(order: order) < 0 }.keys)
        }

        mutating func insert(_ symbol: Int, _ weight: Weight) {
            save(symbol)
            let sum = (cells[symbol] ?? Weight()).adding(weight, times: 1)
            if sum.isZero {
                cells.removeValue(forKey: symbol)
                negatives.remove(symbol)
            } else {
                cells[symbol] = sum
                if sum.sign(order: order) < 0 { negatives.insert(symbol) } else { negatives.remove(symbol) }
            }
        }

        mutating func insert(_ row: Row, times weight: Weight) {
            constant = constant.adding(weight, times: row.constant)
            for (symbol, coefficient) in row.cells { insert(symbol, weight.scaled(coefficient)) }
        }

        mutating func substitute(_ symbol: Int, by row: Row) {
            guard let weight = cells[symbol] else { return }
            remove(symbol)
            insert(row, times: weight)
        }
    }
}
