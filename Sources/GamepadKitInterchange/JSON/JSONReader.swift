/// A small JSON parser that reports where a syntax error is (line and column) and refuses
/// nesting deep enough to be hostile. Standard JSON plus the `NaN`, `Infinity` and `-Infinity`
/// literals some writers produce.
///
/// Strings are exact: bytes that are not UTF-8 and `\u` escapes of lone surrogates are refused
/// rather than replaced by U+FFFD, so two different strings in a file never read as the same
/// string (ids stay distinct). Numbers follow JSON's grammar: no leading zeros (`01`).
struct JSONReader {
    /// Arrays and objects nested deeper than this are refused, checked on opening each one
    /// before reading what is inside, so the parser's recursion (and the tree it builds, and
    /// freeing it) never goes deeper. A layout needs two levels per view (a node object and its
    /// `children` array), so a layout somewhat deeper than ``LayoutJSON/maximumDepth`` still
    /// parses and is refused by the layout reader with the path of the node too deep.
    static let maximumNesting = 512

    /// A syntax error with its place.
    struct SyntaxError: Error, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// Parses one JSON document.
    static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        // Skip a UTF-8 byte order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3; reader.lineStart = 3 }
        reader.skipWhitespace()
        guard reader.index < bytes.count else { throw reader.error("the document is empty") }
        let value = try reader.parseValue(depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.error("unexpected text after the end of the document") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(line: line, column: index - lineStart + 1, message: message)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws -> JSONValue {
        guard let byte = current else { throw error("the document ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "N"): try expectWord("NaN"); return .number(.nan)
        case UInt8(ascii: "I"): try expectWord("Infinity"); return .number(.infinity)
        case UInt8(ascii: "-") where bytes[index...].starts(with: Array("-Infinity".utf8)):
            try expectWord("-Infinity")
            return .number(-.infinity)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        default:
            throw error("unexpected character '\(Self.printable(byte))' where a value was expected")
        }
    }

    private mutating func expectWord(_ word: String) throws {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else { throw error("unexpected text; expected '\(word)'") }
        index += expected.count
    }

    private mutating func parseObject(depth: Int) throws -> JSONValue {
        guard depth <= Self.maximumNesting else { throw error("arrays and objects nest deeper than \(Self.maximumNesting) levels") }
        index += 1  // {
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyError = error("")
            let key = try parseString()
            guard members[key] == nil else {
                throw SyntaxError(line: keyError.line, column: keyError.column, message: "the key '\(ClippedText.clipped(key))' appears twice in one object")
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key '\(ClippedText.clipped(key))'") }
            index += 1
            skipWhitespace()
            members[key] = try parseValue(depth: depth)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws -> JSONValue {
        guard depth <= Self.maximumNesting else { throw error("arrays and objects nest deeper than \(Self.maximumNesting) levels") }
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func parseString() throws -> String {
        let opening = error("")
        index += 1  // opening quote
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else {
                throw SyntaxError(line: opening.line, column: opening.column, message: "a string is not closed")
            }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                try parseEscape(into: &utf8)
            case 0..<0x20:
                throw error("a string contains a raw control character (line breaks must be written \\n)")
            case 0..<0x80:
                utf8.append(byte)
                index += 1
            default:
                let length = try utf8SequenceLength()
                utf8.append(contentsOf: bytes[index..<(index + length)])
                index += length
            }
        }
    }

    /// The length of the well-formed UTF-8 sequence at `index` (which starts with a byte of 0x80
    /// or more), or an error: no overlong forms, no surrogates, nothing past U+10FFFF.
    private func utf8SequenceLength() throws -> Int {
        guard let length = UTF8Sequence.length(in: bytes, at: index) else {
            throw error("a string holds the byte 0x\(String(bytes[index], radix: 16, uppercase: true)), which is not UTF-8 there; JSON text is UTF-8")
        }
        return length
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws {
        guard let byte = current else { throw error("a string is not closed") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            let escapeStart = index - 2
            var scalar = try parseHexQuad()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by the escape of a low one; the pair is one character.
                guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                    throw loneSurrogate(scalar, at: escapeStart)
                }
                index += 2
                let low = try parseHexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw loneSurrogate(scalar, at: escapeStart) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw loneSurrogate(scalar, at: escapeStart)
            }
            guard let character = Unicode.Scalar(scalar) else { throw loneSurrogate(scalar, at: escapeStart) }
            utf8.append(contentsOf: Array(String(character).utf8))
        default:
            throw error("unknown escape '\\\(Self.printable(byte))' in a string")
        }
    }

    private func loneSurrogate(_ scalar: UInt32, at escapeStart: Int) -> SyntaxError {
        let hex = String(scalar, radix: 16)
        let code = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return SyntaxError(line: line, column: escapeStart - lineStart + 1,
                           message: "the escape \\u\(code) is half of a surrogate pair without its other half; it is not a character")
    }

    private mutating func parseHexQuad() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else { throw error("expected four hex digits after \\u") }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func parseNumber() throws -> Double {
        let start = index
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false }
        if current == UInt8(ascii: "-") { index += 1 }
        guard isDigit(current) else { throw error("a number needs digits") }
        if current == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
            throw error("a number starts with 0 followed by more digits; JSON numbers have no leading zeros")
        }
        while isDigit(current) { index += 1 }
        if current == UInt8(ascii: ".") {
            index += 1
            guard isDigit(current) else { throw error("a number needs digits after the decimal point") }
            while isDigit(current) { index += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard isDigit(current) else { throw error("a number needs digits in its exponent") }
            while isDigit(current) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw error("'\(ClippedText.clipped(text))' is not a number") }
        return value
    }

    private static func printable(_ byte: UInt8) -> String {
        (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }
}
