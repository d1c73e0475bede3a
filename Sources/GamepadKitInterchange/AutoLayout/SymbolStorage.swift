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
struct SymbolMap<Value: Sendable>: Sendable {
    private var storage: [Value?] = []

    private mutating func grow(to symbol: Int) {
        if symbol >= storage.count { storage += Array(repeating: nil, count: symbol + 1 - storage.count) }
    }

    subscript(symbol: Int) -> Value? {
        get { symbol >= 0 && symbol < storage.count ? storage[symbol] : nil }
        _modify {
            grow(to: max(0, symbol))
            yield &storage[max(0, symbol)]
        }
    }

    subscript(symbol: Int, default value: @autoclosure () -> Value) -> Value {
        get { self[symbol] ?? value() }
        _modify {
            grow(to: max(0, symbol))
            if storage[max(0, symbol)] == nil { storage[max(0, symbol)] = value() }
            var taken = storage[max(0, symbol)] ?? value()
            storage[max(0, symbol)] = nil
            defer { storage[max(0, symbol)] = taken }
            yield &taken
        }
    }

    mutating func removeValue(forKey symbol: Int) -> Value? {
        guard symbol >= 0, symbol < storage.count else { return nil }
        defer { storage[symbol] = nil }
        return storage[symbol]
    }
}
