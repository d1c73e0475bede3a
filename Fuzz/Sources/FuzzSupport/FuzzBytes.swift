/// Reads a fuzz input as a stream of small choices, for harnesses that build a structured input
/// (a constraint system, a storyboard, a page source) out of the bytes. Past the end every read
/// gives 0.
public struct FuzzBytes {
    private let bytes: [UInt8]
    private var index = 0

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// True once every byte was read.
    public var isAtEnd: Bool { index >= bytes.count }

    /// The next byte.
    public mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A number in `0..<count` (0 when `count` is 0).
    public mutating func choice(_ count: Int) -> Int {
        count > 0 ? Int(byte()) % count : 0
    }

    /// One of `values` (which must not be empty).
    public mutating func pick<T>(_ values: [T]) -> T {
        values[choice(values.count)]
    }

    /// A number a hostile file could hold: small whole numbers mostly, else one of the extremes
    /// (1e7, 1e19, 1e300, the tiniest, negative ones, infinity and NaN where `finite` is false).
    public mutating func number(finite: Bool = true) -> Double {
        let kind = byte()
        let small = Double(Int(byte()) - 128)
        switch kind % 16 {
        case 0: return small * 1e7
        case 1: return small * 1e19
        case 2: return small * 1e300
        case 3: return small * 1e-300
        case 4: return small / 7
        case 5: return finite ? small * 1e12 : .infinity
        case 6: return finite ? -small : .nan
        default: return small
        }
    }
}
