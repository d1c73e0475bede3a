// The reader of the page script's JSON: one pass over the UTF-8 bytes, straight into the raw
// listing (`RawWebListing`), with no tree of values in between. The syntax it takes, and what a
// value reads as, is what Foundation's `JSONDecoder` took with the listing's lenient fields (the
// decoder this reader replaced):
//
// - The text is UTF-8 (`JSONDecoder` also took UTF-16 and UTF-32, told by the NUL bytes of their
//   first characters; a page's answer never holds those). Whitespace is space, tab, line feed and
//   carriage return; one UTF-8 byte order mark may open the text. Arrays and objects may end
//   with a comma (`[1,]`); they nest at most `maximumNesting` deep.
// - A number is a run of `0-9 . + - e E` starting with a digit or `-`. One that is not a JSON
//   number (`01`, `1.`, `--1`) still parses and reads as no number, as does one out of a
//   Double's range (`1e400`, or `1e-400`, which would round to zero). A zero written with an
//   exponent (`0e5`) reads as zero (`JSONDecoder` read some of those as no number).
// - A string may hold control characters and unknown escapes and parses; read as text it is then
//   no string, and so is one with a `\u` escape of half a surrogate pair. An object with such a
//   key is no object at all; its values are not read.
// - When a key appears twice in an object, the first one counts.

/// The byte-level reader. `bytes` must stay valid while it reads.
struct WebListingReader {
    /// Arrays and objects nested deeper than this make the text malformed (checked on opening
    /// each, so the reader's recursion never goes deeper).
    static let maximumNesting = 512

    /// The text is not one JSON value.
    struct Malformed: Error {}

    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    var depth = 0
    /// Bytes of the last key or string with escapes, decoded (reused, so it is allocated once).
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    // MARK: Whitespace and punctuation

    /// The next byte that is not whitespace (without taking it); throws at the end of the text.
    @inline(__always)
    mutating func peekToken() throws -> UInt8 {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return byte
            }
        }
        throw Malformed()
    }

    /// Only whitespace is left.
    func isAtEnd() -> Bool {
        var at = index
        while at < bytes.count {
            switch bytes[at] {
            case 0x20, 0x0A, 0x0D, 0x09: at += 1
            default: return false
            }
        }
        return true
    }

    /// Takes `[` or `{` (at `index`), counting its depth.
    @inline(__always)
    mutating func open() throws {
        guard depth < Self.maximumNesting else { throw Malformed() }
        depth += 1
        index += 1
    }

    /// After `[` or `{`: true and the closing byte taken when the container is empty.
    @inline(__always)
    mutating func closesAtOnce(_ closing: UInt8) throws -> Bool {
        guard try peekToken() == closing else { return false }
        index += 1
        depth -= 1
        return true
    }

    /// After a value in a container: true when there is another (a comma taken), false when the
    /// container closed (`closing` taken, after a comma or not).
    @inline(__always)
    mutating func continues(_ closing: UInt8) throws -> Bool {
        let byte = try peekToken()
        if byte == closing {
            index += 1
            depth -= 1
            return false
        }
        guard byte == UInt8(ascii: ",") else { throw Malformed() }
        index += 1
        if try peekToken() == closing {
            index += 1
            depth -= 1
            return false
        }
        return true
    }

    /// Takes the `:` after a key.
    @inline(__always)
    mutating func colon() throws {
        guard try peekToken() == UInt8(ascii: ":") else { throw Malformed() }
        index += 1
    }

    // MARK: Values of any kind

    /// Takes one value, checking its syntax only.
    mutating func skipValue() throws {
        switch try peekToken() {
        case UInt8(ascii: "\""):
            _ = try scanString()
        case UInt8(ascii: "{"):
            try open()
            if try closesAtOnce(UInt8(ascii: "}")) { return }
            repeat {
                guard try peekToken() == UInt8(ascii: "\"") else { throw Malformed() }
                _ = try scanString()
                try colon()
                try skipValue()
            } while try continues(UInt8(ascii: "}"))
        case UInt8(ascii: "["):
            try open()
            if try closesAtOnce(UInt8(ascii: "]")) { return }
            repeat { try skipValue() } while try continues(UInt8(ascii: "]"))
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            _ = scanNumber()
        default:
            throw Malformed()
        }
    }

    /// Takes `word` (ASCII), or throws.
    @inline(__always)
    mutating func literal(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { throw Malformed() }
        let start = word.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { throw Malformed() }
        index += count
    }

    /// A number, or nil for any other value (taken all the same).
    @inline(__always)
    mutating func number() throws -> Double? {
        switch try peekToken() {
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return scanNumber()
        default: try skipValue(); return nil
        }
    }

    /// `true` or `false`, or nil for any other value (taken all the same).
    @inline(__always)
    mutating func flag() throws -> Bool? {
        switch try peekToken() {
        case UInt8(ascii: "t"): try literal("true"); return true
        case UInt8(ascii: "f"): try literal("false"); return false
        default: try skipValue(); return nil
        }
    }

    /// A string, or nil for any other value or a string that is no text (taken all the same).
    mutating func text() throws -> String? {
        guard try peekToken() == UInt8(ascii: "\"") else { try skipValue(); return nil }
        let scanned = try scanString()
        if scanned.isPlain { return String(decoding: UnsafeBufferPointer(rebasing: bytes[scanned.range]), as: UTF8.self) }
        guard decode(scanned.range) else { return nil }
        return String(decoding: scratch, as: UTF8.self)
    }

    /// An array of numbers only, or nil for any other value (taken all the same).
    mutating func numbers() throws -> [Double]? {
        guard try peekToken() == UInt8(ascii: "[") else { try skipValue(); return nil }
        try open()
        var values: [Double]? = []
        if try closesAtOnce(UInt8(ascii: "]")) { return values }
        values?.reserveCapacity(4)
        repeat {
            let value = try number()
            if let value { values?.append(value) } else { values = nil }
        } while try continues(UInt8(ascii: "]"))
        return values
    }

    /// Reads an array whose items are each read by `item` when an object (nil for any other
    /// value, taken all the same); nil for any other value than an array.
    @inline(__always)
    mutating func list<Item>(_ item: (inout WebListingReader) throws -> Item?) throws -> [Item?]? {
        guard try peekToken() == UInt8(ascii: "[") else { try skipValue(); return nil }
        try open()
        var items: [Item?] = []
        if try closesAtOnce(UInt8(ascii: "]")) { return items }
        repeat {
            if try peekToken() == UInt8(ascii: "{") {
                items.append(try item(&self))
            } else {
                try skipValue()
                items.append(nil)
            }
        } while try continues(UInt8(ascii: "]"))
        return items
    }

    // MARK: Objects

    /// Reads the object at `index` (which must be `{`): `member` is called for each key the
    /// listing knows, the first time it appears, with the reader at its value, and must take the
    /// value; other values are skipped. False when a key is no text (the object is then no object,
    /// its members read so far to be discarded).
    @inline(__always)
    mutating func object(_ member: (WebListingKey, inout WebListingReader) throws -> Void) throws -> Bool {
        try open()
        if try closesAtOnce(UInt8(ascii: "}")) { return true }
        var seen: UInt64 = 0
        var readable = true
        repeat {
            guard try peekToken() == UInt8(ascii: "\"") else { throw Malformed() }
            let read = try key()
            try colon()
            if readable, case .known(let key, let bit) = read {
                if seen & bit == 0 {
                    seen |= bit
                    try member(key, &self)
                    continue
                }
            }
            if case .unreadable = read { readable = false }
            try skipValue()
        } while try continues(UInt8(ascii: "}"))
        return readable
    }

    /// What a key read as.
    enum Key {
        /// A key the listing reads, with its bit in the set of keys an object has shown.
        case known(WebListingKey, bit: UInt64)
        /// Any other key.
        case unknown
        /// A key that is no text.
        case unreadable
    }

    /// Takes a key (at `index`, a string).
    @inline(__always)
    mutating func key() throws -> Key {
        let scanned = try scanString()
        let found: (key: WebListingKey, bit: UInt64)?
        if scanned.isPlain {
            found = WebListingKey.find(UnsafeBufferPointer(rebasing: bytes[scanned.range]))
        } else {
            guard decode(scanned.range) else { return .unreadable }
            found = scratch.withUnsafeBufferPointer { WebListingKey.find($0) }
        }
        return found.map { .known($0.key, bit: $0.bit) } ?? .unknown
    }
}
