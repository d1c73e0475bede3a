/// A strict, one-pass check of an OpenStep (old-style, text) property list, so that only files
/// Foundation parses reach `PropertyListSerialization` (see ``PropertyListTextCheck``).
///
/// The grammar is the one `PropertyListSerialization` reads: `{ key = value; … }` dictionaries
/// (and, at the top, the same without braces, as in `.strings` files; `key;` stands for
/// `key = key;`), `( a, b, )` arrays, `<0fab 12>` data, quoted strings with backslash escapes and
/// unquoted strings of letters, digits and `_$/:.-`, with `//` and `/* */` comments. A file of
/// nothing but white space and comments is an empty dictionary. Stricter than Foundation: nothing
/// may follow the top-level value or `.strings` content, a `/*` comment must end, an octal escape
/// must stay below `\200`, and arrays and dictionaries nest at most
/// ``ConfigurationLimits/maximumDepth`` deep.
struct OpenStepPropertyListCheck {
    typealias Refusal = BinaryPropertyListCheck.Refusal

    private enum Kind { case string, other }

    private let characters: [Unicode.Scalar]
    private var index = 0

    private init(_ characters: [Unicode.Scalar]) {
        self.characters = characters
    }

    /// Throws a refusal (the reason and its line) unless `text`, UTF-8, is an OpenStep property
    /// list Foundation reads.
    static func check(_ text: [UInt8]) throws(Refusal) {
        var checker = OpenStepPropertyListCheck(Array(String(decoding: text, as: UTF8.self).unicodeScalars))
        try checker.checkDocument()
    }

    private var atEnd: Bool { index >= characters.count }

    private var current: Unicode.Scalar { characters[index] }

    /// The 1-based line of the current position, counted only for a refusal.
    private var line: Int { line(at: index) }

    private func line(at end: Int) -> Int {
        var line = 1
        var position = 0
        while position < min(end, characters.count) {
            let character = characters[position]
            if character == "\r" {
                line += 1
                if position + 1 < end, characters[position + 1] == "\n" { position += 1 }
            } else if character == "\n" {
                line += 1
            }
            position += 1
        }
        return line
    }

    private func refusal(_ reason: String) -> Refusal {
        Refusal(message: "\(reason) on line \(line)")
    }

    private static func isUnquoted(_ character: Unicode.Scalar) -> Bool {
        switch character {
        case "a" ... "z", "A" ... "Z", "0" ... "9", "_", "$", "/", ":", ".", "-": true
        default: false
        }
    }

    private static func shown(_ character: Unicode.Scalar) -> String {
        (0x21 ... 0x7E).contains(character.value) ? "'\(Character(character))'" : "the character U+\(String(character.value, radix: 16, uppercase: true))"
    }

    /// Moves to the next character that is not white space or in a comment; false at the end.
    private mutating func skipSpace() throws(Refusal) -> Bool {
        while !atEnd {
            let character = current
            switch character.value {
            case 0x09 ... 0x0D, 0x20, 0x2028, 0x2029:
                index += 1
            case 0x2F where index + 1 < characters.count && characters[index + 1] == "/":
                while !atEnd, !["\n", "\r", "\u{2028}", "\u{2029}"].contains(current) { index += 1 }
            case 0x2F where index + 1 < characters.count && characters[index + 1] == "*":
                let start = index
                index += 2
                while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") { index += 1 }
                guard index + 1 < characters.count else {
                    index = start
                    throw refusal("the comment /* is never closed")
                }
                index += 2
            default:
                return true
            }
        }
        return false
    }

    private mutating func checkDocument() throws(Refusal) {
        guard try skipSpace() else { return }
        let start = index
        let kind = try value(required: true, depth: 0)
        guard try skipSpace() else { return }
        guard kind == .string else { throw refusal("there is more (\(Self.shown(current))) after the end of the property list") }
        // A string followed by more: the file is read again as `.strings` content.
        index = start
        try dictionaryContent(depth: 0)
        if try skipSpace() {
            throw refusal("unexpected \(Self.shown(current)) where a key was expected")
        }
    }

    /// One value; nil when there is none here and none is required.
    @discardableResult
    private mutating func value(required: Bool, depth: Int) throws(Refusal) -> Kind? {
        guard try skipSpace() else {
            if required { throw refusal("the file ends where a value was expected") }
            return nil
        }
        switch current {
        case "{":
            try enter(depth)
            let openIndex = index
            index += 1
            try dictionaryContent(depth: depth + 1)
            guard try skipSpace(), current == "}" else {
                throw refusal("expected '}' to end the dictionary opened on line \(line(at: openIndex))")
            }
            index += 1
            return .other
        case "(":
            try enter(depth)
            let openIndex = index
            index += 1
            var element = try value(required: false, depth: depth + 1)
            while element != nil {
                guard try skipSpace() else { throw refusal("the file ends inside the array opened on line \(line(at: openIndex))") }
                guard current == "," else { break }
                index += 1
                element = try value(required: false, depth: depth + 1)
            }
            guard try skipSpace(), current == ")" else {
                throw refusal("expected ',' or ')' in the array opened on line \(line(at: openIndex))")
            }
            index += 1
            return .other
        case "<":
            try data()
            return .other
        case "\"", "'":
            try quotedString()
            return .string
        case let character where Self.isUnquoted(character):
            while !atEnd, Self.isUnquoted(current) { index += 1 }
            return .string
        default:
            if required { throw refusal("unexpected \(Self.shown(current)) where a value was expected") }
            return nil
        }
    }

    private func enter(_ depth: Int) throws(Refusal) {
        guard depth < ConfigurationLimits.maximumDepth else {
            throw PropertyListTextCheck.tooDeep
        }
    }

    /// `key = value;` or `key;`, repeated, up to the first thing that is not a key.
    private mutating func dictionaryContent(depth: Int) throws(Refusal) {
        while try skipSpace() {
            switch current {
            case "\"", "'":
                try quotedString()
            case let character where Self.isUnquoted(character):
                while !atEnd, Self.isUnquoted(current) { index += 1 }
            default:
                return
            }
            guard try skipSpace() else { throw refusal("the file ends after a key, where ';' or '=' was expected") }
            if current == "=" {
                index += 1
                try value(required: true, depth: depth)
            } else if current != ";" {
                throw refusal("expected ';' or '=' after the key, found \(Self.shown(current))")
            }
            guard try skipSpace(), current == ";" else {
                throw refusal(atEnd ? "the file ends where ';' was expected" : "expected ';' after the value, found \(Self.shown(current))")
            }
            index += 1
        }
    }

    /// `"…"` or `'…'` with backslash escapes.
    private mutating func quotedString() throws(Refusal) {
        let quote = current
        let start = index
        index += 1
        while !atEnd, current != quote {
            if current == "\\" {
                index += 1
                guard !atEnd else {
                    index = start
                    throw refusal("unterminated quoted string starting")
                }
                if ("0" ... "7").contains(current) {
                    var value = current.value - 0x30
                    index += 1
                    for _ in 0 ..< 2 where !atEnd && ("0" ... "7").contains(current) {
                        value = value * 8 + current.value - 0x30
                        index += 1
                    }
                    guard value < 0o200 else { throw refusal("an octal escape above \\177 (write the character itself, or \\U and four hexadecimal digits)") }
                    continue
                }
            }
            index += 1
        }
        guard !atEnd else {
            index = start
            throw refusal("unterminated quoted string starting")
        }
        index += 1
    }

    /// `<` pairs of hexadecimal digits and white space `>`.
    private mutating func data() throws(Refusal) {
        let openIndex = index
        index += 1
        while !atEnd, current != ">" {
            switch current {
            case " ", "\n", "\t", "\r", "\u{2028}", "\u{2029}":
                index += 1
            case let character where character.properties.isASCIIHexDigit:
                index += 1
                guard !atEnd, current.properties.isASCIIHexDigit else {
                    throw refusal("data has an odd number of hexadecimal digits")
                }
                index += 1
            default:
                throw refusal("data holds \(Self.shown(current)), which is not a hexadecimal digit")
            }
        }
        guard !atEnd else { throw refusal("the data opened on line \(line(at: openIndex)) never ends with '>'") }
        index += 1
    }
}
