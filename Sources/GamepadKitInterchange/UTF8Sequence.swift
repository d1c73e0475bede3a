/// Well-formed UTF-8, as Unicode's table 3-7 defines it: no overlong forms, no surrogates,
/// nothing past U+10FFFF. Shared by the readers that check bytes before they trust them.
enum UTF8Sequence {
    /// The length (2…4) of the well-formed multi-byte sequence that starts at `index` of `bytes`
    /// (whose byte there is 0x80 or more), or nil when the bytes there are not UTF-8.
    static func length<Bytes: RandomAccessCollection>(in bytes: Bytes, at index: Int) -> Int?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        guard bytes.indices.contains(index) else { return nil }
        let byte = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch byte {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard bytes.endIndex - index >= length, secondRange.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
            return nil
        }
        return length
    }
}
