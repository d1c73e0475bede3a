/// The tableau's columns: for each symbol (numbered densely from 0), the basic symbols of the
/// rows it appears in, so that a substitution visits only those rows.
///
/// An operation can be made undoable (``beginUndoable()``): the index then logs each change (a
/// basic symbol listed in a column or taken out of it, a whole column taken out) and ``undo()``
/// reverses them, newest first. A column is never copied to be kept: saving a column's set before
/// changing it would copy the whole set on its first change in every operation, and a column of
/// a symbol that many rows hold is large.
struct ColumnIndex: Sendable {
    private var storage: [Set<Int>] = []

    private enum Change: Sendable {
        case listed(symbol: Int, basic: Int)
        case unlisted(symbol: Int, basic: Int)
        case taken(symbol: Int, column: Set<Int>)
    }

    /// While an operation is undoable: its changes, in order.
    private var log: [Change]?

    /// The basic symbols of the rows `symbol` appears in (empty when none).
    subscript(symbol: Int) -> Set<Int> {
        symbol >= 0 && symbol < storage.count ? storage[symbol] : []
    }

    /// Lists `basic` in the column of `symbol`.
    mutating func list(_ basic: Int, in symbol: Int) {
        guard symbol >= 0 else { return }
        if symbol >= storage.count { storage += Array(repeating: [], count: symbol + 1 - storage.count) }
        if storage[symbol].insert(basic).inserted { log?.append(.listed(symbol: symbol, basic: basic)) }
    }

    /// Takes `basic` out of the column of `symbol`.
    mutating func unlist(_ basic: Int, from symbol: Int) {
        guard symbol >= 0, symbol < storage.count else { return }
        if storage[symbol].remove(basic) != nil { log?.append(.unlisted(symbol: symbol, basic: basic)) }
    }

    /// Takes the whole column of `symbol` out, and answers it.
    mutating func take(_ symbol: Int) -> Set<Int> {
        guard symbol >= 0, symbol < storage.count, !storage[symbol].isEmpty else { return [] }
        let column = storage[symbol]
        storage[symbol] = []
        log?.append(.taken(symbol: symbol, column: column))
        return column
    }

    /// Starts logging what changes, for ``undo()``.
    mutating func beginUndoable() {
        log = []
    }

    /// Keeps the changes made since ``beginUndoable()``.
    mutating func commit() {
        log = nil
    }

    /// Reverses every change made since ``beginUndoable()``, newest first.
    mutating func undo() {
        let changes = log ?? []
        log = nil
        for change in changes.reversed() {
            switch change {
            case .listed(let symbol, let basic): storage[symbol].remove(basic)
            case .unlisted(let symbol, let basic): storage[symbol].insert(basic)
            case .taken(let symbol, let column): storage[symbol] = column
            }
        }
    }
}
