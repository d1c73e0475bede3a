/// The cells of a tableau row: symbols and their coefficients in two small arrays. Rows of
/// layout constraints hold a handful of symbols, where a linear search beats hashing.
struct Cells: Sequence, Sendable {
    private(set) var keys: [Int] = []
    private var values: [Double] = []

    var isEmpty: Bool { keys.isEmpty }

    subscript(symbol: Int) -> Double? {
        get { keys.firstIndex(of: symbol).map { values[$0] } }
        set {
            if let index = keys.firstIndex(of: symbol) {
                if let newValue {
                    values[index] = newValue
                } else {
                    keys.swapAt(index, keys.count - 1)
                    values.swapAt(index, values.count - 1)
                    keys.removeLast()
                    values.removeLast()
                }
            } else if let newValue {
                keys.append(symbol)
                values.append(newValue)
            }
        }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Int) -> Double? {
        guard let value = self[symbol] else { return nil }
        self[symbol] = nil
        return value
    }

    /// Multiplies every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        for index in values.indices { values[index] *= factor }
    }

    struct Iterator: IteratorProtocol {
        let keys: [Int]
        let values: [Double]
        var index = 0

        mutating func next() -> (key: Int, value: Double)? {
            guard index < keys.count else { return nil }
            defer { index += 1 }
            return (keys[index], values[index])
        }
    }

    func makeIterator() -> Iterator { Iterator(keys: keys, values: values) }
}

/// Values by symbol number, stored in an array: symbols are numbered densely from 0.
///
/// An operation can be made undoable (``beginUndoable()``): the map then keeps the value each
/// symbol had before the operation first changed it, so that ``undo()`` puts back exactly what
/// was there, at a cost proportional to what the operation touched (a copy of the whole map
/// would cost as much as the map for every operation).
struct SymbolMap<Value: Sendable>: Sendable {
    private var storage: [Value?] = []
    /// While an operation is undoable: the first value of each symbol it changed, in order.
    private var saved: [(symbol: Int, value: Value?)]?
    private var savedSymbols = Set<Int>()

    private mutating func grow(to symbol: Int) {
        if symbol >= storage.count { storage += Array(repeating: nil, count: symbol + 1 - storage.count) }
    }

    /// Starts keeping what changes, for ``undo()``.
    mutating func beginUndoable() {
        saved = []
        savedSymbols = []
    }

    /// Keeps the changes made since ``beginUndoable()``.
    mutating func commit() {
        saved = nil
        savedSymbols = []
    }

    /// Puts back every value changed since ``beginUndoable()``.
    mutating func undo() {
        for entry in (saved ?? []).reversed() where entry.symbol < storage.count {
            storage[entry.symbol] = entry.value
        }
        commit()
    }

    private mutating func save(_ symbol: Int) {
        guard saved != nil, savedSymbols.insert(symbol).inserted else { return }
        saved?.append((symbol, symbol < storage.count ? storage[symbol] : nil))
    }

    subscript(symbol: Int) -> Value? {
        get { symbol >= 0 && symbol < storage.count ? storage[symbol] : nil }
        _modify {
            grow(to: max(0, symbol))
            save(max(0, symbol))
            yield &storage[max(0, symbol)]
        }
    }

    subscript(symbol: Int, default value: @autoclosure () -> Value) -> Value {
        get { self[symbol] ?? value() }
        _modify {
            grow(to: max(0, symbol))
            save(max(0, symbol))
            if storage[max(0, symbol)] == nil { storage[max(0, symbol)] = value() }
            var taken = storage[max(0, symbol)] ?? value()
            storage[max(0, symbol)] = nil
            defer { storage[max(0, symbol)] = taken }
            yield &taken
        }
    }

    mutating func removeValue(forKey symbol: Int) -> Value? {
        guard symbol >= 0, symbol < storage.count else { return nil }
        save(symbol)
        defer { storage[symbol] = nil }
        return storage[symbol]
    }
}
