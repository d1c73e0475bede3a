/// A strict, one-pass check of an XML property list's UTF-8 text, so that only files Foundation
/// parses reach `PropertyListSerialization` (see ``PropertyListTextCheck``).
///
/// Accepted is what Xcode and `plutil` write, and what people write by hand in the same shape:
/// - before the root: white space, comments, processing instructions (the XML declaration) and
///   one DOCTYPE without an internal subset (so no entity is ever declared);
/// - one root element, `<plist>` holding one value or a value element itself;
/// - the elements `dict` (a `key` then a value, repeated), `array`, `string`, `key`, `data`
///   (base64), `date` (`2024-05-01T12:00:00Z`), `real`, `integer`, `true` and `false`, with
///   attributes in quotes, `<tag/>` where Foundation takes an empty element;
/// - in text, the entities `&amp;` `&lt;` `&gt;` `&apos;` `&quot;`, character references
///   (`&#65;` `&#x41;`) and CDATA sections;
/// - after the root, only white space, comments and processing instructions.
///
/// Anything else is refused with the line and what is wrong. Arrays and dictionaries nest at most
/// ``ConfigurationLimits/maximumDepth`` deep, as in binary files; the check keeps its own stack,
/// so no input can make it recurse.
struct XMLPropertyListCheck {
    typealias Refusal = BinaryPropertyListCheck.Refusal

    private enum Element: String {
        case plist, dict, array, key, string, data, date, real, integer, `true`, `false`

        var isContainer: Bool { self == .dict || self == .array }
    }

    /// An open `<plist>`, `<dict>` or `<array>`.
    private struct Frame {
        var element: Element
        var line: Int
        /// In a dictionary: the line of the key still waiting for its value.
        var pendingKeyLine: Int?
        /// In `<plist>`: whether its value was read.
        var hasValue = false
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var stack: [Frame] = []
    private var containerDepth = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Throws a refusal (the reason and its line, without the "not a property list" prefix)
    /// unless `text` is a well-formed XML property list Foundation reads.
    static func check(_ text: [UInt8]) throws(Refusal) {
        var checker = XMLPropertyListCheck(text)
        try checker.checkDocument()
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "0") ... UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"), 0x80...:
            true
        default:
            false
        }
    }

    // MARK: Reading

    private func refusal(_ reason: String, line: Int? = nil) -> Refusal {
        Refusal(message: "\(reason) on line \(line ?? self.line)")
    }

    private var atEnd: Bool { index >= bytes.count }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        return text.withUTF8Buffer { pattern in
            for offset in 0 ..< count where bytes[index + offset] != pattern[offset] { return false }
            return true
        }
    }

    /// Moves past one byte, counting lines (a carriage return and line feed count once).
    private mutating func advance() {
        let byte = bytes[index]
        if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) { line += 1 }
        index += 1
    }

    private mutating func advance(by count: Int) {
        for _ in 0 ..< count where !atEnd { advance() }
    }

    private mutating func skipSpace() -> Bool {
        let start = index
        while !atEnd, Self.isSpace(bytes[index]) { advance() }
        return index > start
    }

    /// How a byte is shown in a message: the character itself when it is printable ASCII.
    private static func shown(_ byte: UInt8) -> String {
        (0x21 ... 0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "the byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func name(_ start: Int, _ end: Int) -> String {
        PropertyListParseFailure.clippedWords(String(decoding: bytes[start ..< end], as: UTF8.self))
    }

    // MARK: Document

    private mutating func checkDocument() throws(Refusal) {
        var sawDoctype = false
        // The prolog.
        while true {
            _ = skipSpace()
            guard !atEnd else { throw Refusal(message: "the file has no root element") }
            if starts(with: "<?") {
                try skipProcessingInstruction()
            } else if starts(with: "<!--") {
                try skipComment()
            } else if starts(with: "<!DOCTYPE") {
                guard !sawDoctype else { throw refusal("a second DOCTYPE") }
                sawDoctype = true
                try skipDoctype()
            } else if starts(with: "<!") {
                throw refusal("'<!' starts neither a comment nor a DOCTYPE")
            } else if bytes[index] == UInt8(ascii: "<") {
                break
            } else {
                throw refusal("unexpected \(Self.shown(bytes[index])) before the root element (an XML property list starts with '<')")
            }
        }
        try checkElements()
        // After the root: only white space, comments and processing instructions.
        while true {
            _ = skipSpace()
            if atEnd { return }
            if starts(with: "<?") {
                try skipProcessingInstruction()
            } else if starts(with: "<!--") {
                try skipComment()
            } else {
                throw refusal("there is more after the end of the root element")
            }
        }
    }

    private mutating func skipProcessingInstruction() throws(Refusal) {
        let startLine = line
        advance(by: 2)
        guard !atEnd, Self.isNameByte(bytes[index]) else { throw refusal("a processing instruction without a name ('<?' not followed by one)") }
        while !atEnd {
            if starts(with: "?>") {
                advance(by: 2)
                return
            }
            advance()
        }
        throw refusal("the file ends inside the processing instruction begun", line: startLine)
    }

    /// A comment that holds no `--`; before and after the root, of at least one character
    /// (Foundation cannot read `<!---->` there).
    private mutating func skipComment(mayBeEmpty: Bool = false) throws(Refusal) {
        let startLine = line
        advance(by: 4)
        guard !atEnd, mayBeEmpty || !starts(with: "--") else { throw refusal("an empty comment or '--' right after '<!--'") }
        while !atEnd {
            if starts(with: "--") {
                guard starts(with: "-->") else { throw refusal("'--' inside a comment") }
                advance(by: 3)
                return
            }
            advance()
        }
        throw refusal("the comment begun on line \(startLine) is never closed: the file ends")
    }

    /// `<!DOCTYPE plist PUBLIC "…" "…">`: no internal subset, so no entity declarations.
    private mutating func skipDoctype() throws(Refusal) {
        let startLine = line
        advance(by: 9)
        guard skipSpace() else { throw refusal("a DOCTYPE without a name") }
        while !atEnd {
            switch bytes[index] {
            case UInt8(ascii: ">"):
                advance()
                return
            case UInt8(ascii: "["):
                throw refusal("a DOCTYPE with an internal subset (declarations in [ ]), which property lists do not have")
            default:
                advance()
            }
        }
        throw refusal("the file ends inside the DOCTYPE begun", line: startLine)
    }

    // MARK: Elements

    /// Reads the root element and everything in it.
    private mutating func checkElements() throws(Refusal) {
        repeat {
            // Between elements: white space, comments and processing instructions.
            _ = skipSpace()
            if !stack.isEmpty {
                guard let frame = stack.last, !atEnd else {
                    let open = stack[stack.count - 1]
                    throw refusal("<\(open.element.rawValue)> (opened on line \(open.line)) is never closed: the file ends")
                }
                if starts(with: "<?") {
                    try skipProcessingInstruction()
                    continue
                }
                if starts(with: "<!--") {
                    try skipComment(mayBeEmpty: true)
                    continue
                }
                if starts(with: "</") {
                    try closeContainer(frame)
                    continue
                }
                guard bytes[index] == UInt8(ascii: "<") else {
                    throw refusal("unexpected \(Self.shown(bytes[index])) inside <\(frame.element.rawValue)>, where only elements may be")
                }
                if starts(with: "<!") { throw refusal("'<!' inside <\(frame.element.rawValue)> starts no comment") }
            }
            try readElement()
        } while !stack.isEmpty
    }

    /// Reads `</name>` for the innermost open element.
    private mutating func closeContainer(_ frame: Frame) throws(Refusal) {
        let closeLine = line
        let closing = try readCloseTag()
        guard closing == frame.element.rawValue else {
            throw Refusal(message: "the closing tag </\(closing)> on line \(closeLine) does not match <\(frame.element.rawValue)> (opened on line \(frame.line))")
        }
        if let keyLine = frame.pendingKeyLine {
            throw refusal("the <key> has no value (</dict> follows it)", line: keyLine)
        }
        if frame.element == .plist && !frame.hasValue {
            throw refusal("the <plist> element is empty", line: frame.line)
        }
        stack.removeLast()
        if frame.element.isContainer { containerDepth -= 1 }
        valueFinished()
    }

    /// Marks a value of the innermost container as read.
    private mutating func valueFinished() {
        guard !stack.isEmpty else { return }
        switch stack[stack.count - 1].element {
        case .dict: stack[stack.count - 1].pendingKeyLine = nil
        case .plist: stack[stack.count - 1].hasValue = true
        default: break
        }
    }

    /// Reads one start tag and, for anything but an array or dictionary with content, the whole
    /// element.
    private mutating func readElement() throws(Refusal) {
        let tagLine = line
        let (tagName, isEmpty) = try readStartTag()
        guard let element = Element(rawValue: tagName) else {
            throw refusal("encountered unknown tag \(tagName)", line: tagLine)
        }
        // Where this element stands.
        if let frame = stack.last {
            switch frame.element {
            case .dict where frame.pendingKeyLine == nil:
                guard element == .key else {
                    throw refusal("<\(tagName)> inside <dict> where a <key> was expected", line: tagLine)
                }
            case .plist where frame.hasValue:
                throw refusal("a second value, <\(tagName)>, in <plist> (it holds one)", line: tagLine)
            default:
                guard element != .key && element != .plist else {
                    throw refusal("<\(tagName)> where a value was expected", line: tagLine)
                }
            }
        } else if element == .key {
            throw refusal("the root element is <key>, which is no value", line: tagLine)
        }
        switch element {
        case .plist, .dict, .array:
            if isEmpty {
                guard element != .plist else { throw refusal("the <plist> element is empty", line: tagLine) }
                valueFinished()
                return
            }
            if element.isContainer {
                guard containerDepth < ConfigurationLimits.maximumDepth else {
                    throw PropertyListTextCheck.tooDeep
                }
                containerDepth += 1
            }
            stack.append(Frame(element: element, line: tagLine))
            return
        case .key:
            if !isEmpty { try readText(of: element, line: tagLine) }
            stack[stack.count - 1].pendingKeyLine = tagLine
            return
        case .string:
            if !isEmpty { try readText(of: element, line: tagLine) }
        case .true, .false:
            if !isEmpty { try expectClose(element, line: tagLine, what: "<\(tagName)> holds nothing") }
        case .data:
            guard !isEmpty else { throw refusal("<data/> is empty; write <data></data>", line: tagLine) }
            try readData(line: tagLine)
        case .date:
            guard !isEmpty else { throw refusal("<date/> is empty", line: tagLine) }
            try readDate(line: tagLine)
        case .real:
            guard !isEmpty else { throw refusal("<real/> is empty", line: tagLine) }
            try readReal(line: tagLine)
        case .integer:
            guard !isEmpty else { throw refusal("<integer/> is empty", line: tagLine) }
            try readInteger(line: tagLine)
        }
        valueFinished()
    }

    /// `<name attribute="value" …>` or `<name …/>`; returns the name and whether it is empty.
    private mutating func readStartTag() throws(Refusal) -> (String, Bool) {
        let tagLine = line
        advance()
        let nameStart = index
        while !atEnd, Self.isNameByte(bytes[index]) { advance() }
        guard index > nameStart else {
            if atEnd { throw refusal("the file ends after '<'") }
            throw refusal("'<' followed by \(Self.shown(bytes[index])) starts no tag")
        }
        let tagName = name(nameStart, index)
        while true {
            let hadSpace = skipSpace()
            guard !atEnd else { throw refusal("the file ends inside the tag <\(tagName)> begun", line: tagLine) }
            switch bytes[index] {
            case UInt8(ascii: ">"):
                advance()
                return (tagName, false)
            case UInt8(ascii: "/"):
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
                    throw refusal("a malformed tag <\(tagName)>: '/' not followed by '>'")
                }
                advance(by: 2)
                return (tagName, true)
            default:
                guard hadSpace else { throw refusal("a malformed tag <\(tagName)>: \(Self.shown(bytes[index])) after its name") }
                try readAttribute(of: tagName)
            }
        }
    }

    /// `name="value"` or `name='value'`; the value holds no `<` or `>` and only known entities.
    private mutating func readAttribute(of tagName: String) throws(Refusal) {
        let nameStart = index
        while !atEnd, Self.isNameByte(bytes[index]) { advance() }
        guard index > nameStart else { throw refusal("a malformed tag <\(tagName)>: \(Self.shown(bytes[index])) where an attribute name should be") }
        let attribute = name(nameStart, index)
        _ = skipSpace()
        guard !atEnd, bytes[index] == UInt8(ascii: "=") else { throw refusal("the attribute \(attribute) of <\(tagName)> has no '=' and value") }
        advance()
        _ = skipSpace()
        guard !atEnd, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw refusal("the value of the attribute \(attribute) of <\(tagName)> is not in quotes")
        }
        let quote = bytes[index]
        advance()
        while !atEnd, bytes[index] != quote {
            switch bytes[index] {
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                throw refusal("\(Self.shown(bytes[index])) inside the value of the attribute \(attribute) of <\(tagName)>")
            case UInt8(ascii: "&"):
                try readEntity()
            default:
                advance()
            }
        }
        guard !atEnd else { throw refusal("the value of the attribute \(attribute) of <\(tagName)> is never closed: the file ends") }
        advance()
    }

    /// `</name>` (white space allowed before the `>`); returns the name.
    private mutating func readCloseTag() throws(Refusal) -> String {
        advance(by: 2)
        let nameStart = index
        while !atEnd, Self.isNameByte(bytes[index]) { advance() }
        let closing = name(nameStart, index)
        _ = skipSpace()
        guard !atEnd else { throw refusal("the file ends inside the closing tag </\(closing)>") }
        guard bytes[index] == UInt8(ascii: ">") else {
            throw refusal("a malformed closing tag </\(closing)>: \(Self.shown(bytes[index])) before its '>'")
        }
        advance()
        return closing
    }

    /// Expects `</element>` right here.
    private mutating func expectClose(_ element: Element, line tagLine: Int, what: String) throws(Refusal) {
        guard !atEnd else {
            throw refusal("<\(element.rawValue)> (opened on line \(tagLine)) is never closed: the file ends")
        }
        guard starts(with: "</") else { throw refusal(what, line: tagLine) }
        let closeLine = line
        let closing = try readCloseTag()
        guard closing == element.rawValue else {
            throw Refusal(message: "the closing tag </\(closing)> on line \(closeLine) does not match <\(element.rawValue)> (opened on line \(tagLine))")
        }
    }

    // MARK: Text

    /// The text of a `<string>` or `<key>`: characters, entities and CDATA sections, then the close tag.
    private mutating func readText(of element: Element, line tagLine: Int) throws(Refusal) {
        while !atEnd {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                if starts(with: "<![CDATA[") {
                    try skipCDATA()
                } else if starts(with: "<!") {
                    throw refusal("'<!' inside <\(element.rawValue)> (a comment or anything but CDATA cannot be in text)")
                } else {
                    try expectClose(element, line: tagLine, what: "<\(element.rawValue)> holds an element; it may hold only text")
                    return
                }
            case UInt8(ascii: "&"):
                try readEntity()
            default:
                advance()
            }
        }
        throw refusal("<\(element.rawValue)> (opened on line \(tagLine)) is never closed: the file ends")
    }

    private mutating func skipCDATA() throws(Refusal) {
        let startLine = line
        advance(by: 9)
        while !atEnd {
            if starts(with: "]]>") {
                advance(by: 3)
                return
            }
            advance()
        }
        throw refusal("the CDATA section begun on line \(startLine) is never closed: the file ends")
    }

    /// `&amp;` `&lt;` `&gt;` `&apos;` `&quot;` or a character reference to a character other than U+0000.
    private mutating func readEntity() throws(Refusal) {
        for known: StaticString in ["&amp;", "&lt;", "&gt;", "&apos;", "&quot;"] where starts(with: known) {
            advance(by: known.utf8CodeUnitCount)
            return
        }
        let start = index
        if starts(with: "&#") {
            advance(by: 2)
            let isHex = !atEnd && bytes[index] == UInt8(ascii: "x")
            if isHex { advance() }
            var value: UInt32 = 0
            var digits = 0
            while !atEnd, digits <= 8, let digit = Self.digitValue(bytes[index], hex: isHex) {
                value = value &* (isHex ? 16 : 10) &+ digit
                digits += 1
                advance()
            }
            if digits >= 1, digits <= 8, !atEnd, bytes[index] == UInt8(ascii: ";") {
                advance()
                guard value != 0, let _ = Unicode.Scalar(value) else {
                    throw refusal("the character reference \(name(start, index)) names no character")
                }
                return
            }
        }
        var end = start + 1
        while end < bytes.count, end - start < 12, Self.isNameByte(bytes[end]) || bytes[end] == UInt8(ascii: "#") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: ";") { end += 1 }
        throw refusal("an unknown entity \(name(start, end)) (known: &amp; &lt; &gt; &apos; &quot; and character references such as &#65; or &#x41;)")
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0") ... UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a") ... UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A") ... UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: Values

    /// Base64 and white space, then `</data>`.
    private mutating func readData(line tagLine: Int) throws(Refusal) {
        while !atEnd, bytes[index] != UInt8(ascii: "<") {
            let byte = bytes[index]
            let isBase64 = Self.isNameByte(byte) && byte < 0x80 && byte != UInt8(ascii: "_") && byte != UInt8(ascii: ":")
                && byte != UInt8(ascii: ".") && byte != UInt8(ascii: "-")
            guard isBase64 || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=") || Self.isSpace(byte) else {
                throw refusal("<data> holds \(Self.shown(byte)), which is not base64")
            }
            advance()
        }
        try expectClose(.data, line: tagLine, what: "<data> holds something other than base64")
    }

    /// `[-]YYYY-MM-DDThh:mm:ssZ`, then `</date>`.
    private mutating func readDate(line tagLine: Int) throws(Refusal) {
        let wrong = "<date> is not a date written as 2024-05-01T12:00:00Z"
        if !atEnd, bytes[index] == UInt8(ascii: "-") { advance() }
        var yearDigits = 0
        while !atEnd, Self.digitValue(bytes[index], hex: false) != nil, yearDigits < 7 { advance(); yearDigits += 1 }
        guard (1 ... 6).contains(yearDigits) else { throw refusal(wrong, line: tagLine) }
        for separator in Array("-0-0T0:0:0Z".utf8) {
            guard !atEnd else { throw refusal(wrong, line: tagLine) }
            if separator == UInt8(ascii: "0") {
                // Two digits.
                for _ in 0 ..< 2 {
                    guard !atEnd, Self.digitValue(bytes[index], hex: false) != nil else { throw refusal(wrong, line: tagLine) }
                    advance()
                }
            } else {
                guard bytes[index] == separator else { throw refusal(wrong, line: tagLine) }
                advance()
            }
        }
        try expectClose(.date, line: tagLine, what: wrong)
    }

    /// A decimal number (`-1.5e3`, `.5`, `2.`), or nan / inf / infinity with an optional sign,
    /// then `</real>`.
    private mutating func readReal(line tagLine: Int) throws(Refusal) {
        let start = index
        while !atEnd, bytes[index] != UInt8(ascii: "<"), index - start <= 64 { advance() }
        let text = String(decoding: bytes[start ..< index], as: UTF8.self)
        guard Self.isReal(text) else {
            throw refusal("<real> holds \"\(PropertyListParseFailure.clippedWords(text))\", which is not a number", line: tagLine)
        }
        try expectClose(.real, line: tagLine, what: "<real> holds something other than a number")
    }

    static func isReal(_ text: String) -> Bool {
        let lowered = text.lowercased()
        if ["nan", "inf", "+inf", "-inf", "infinity", "+infinity", "-infinity"].contains(lowered) { return true }
        var characters = Array(text.utf8)[...]
        if let sign = characters.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { characters = characters.dropFirst() }
        func digits() -> Int {
            let count = characters.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            characters = characters.dropFirst(count)
            return count
        }
        var mantissaDigits = digits()
        if characters.first == UInt8(ascii: ".") {
            characters = characters.dropFirst()
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return false }
        if let exponent = characters.first, exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
            characters = characters.dropFirst()
            if let sign = characters.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { characters = characters.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return characters.isEmpty
    }

    /// White space, an optional sign, then decimal digits or `0x` and hexadecimal digits, within
    /// 64 bits (down to -2^63), then `</integer>`.
    private mutating func readInteger(line tagLine: Int) throws(Refusal) {
        let wrong = "<integer> is not a whole number"
        _ = skipSpace()
        var isNegative = false
        if !atEnd, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            isNegative = bytes[index] == UInt8(ascii: "-")
            advance()
        }
        var isHex = false
        if starts(with: "0x") || starts(with: "0X") {
            isHex = true
            advance(by: 2)
        }
        var value: UInt64 = 0
        var digits = 0
        while !atEnd, let digit = Self.digitValue(bytes[index], hex: isHex) {
            let (shifted, overflowShift) = value.multipliedReportingOverflow(by: isHex ? 16 : 10)
            let (sum, overflowSum) = shifted.addingReportingOverflow(UInt64(digit))
            guard !overflowShift, !overflowSum, !isNegative || sum <= UInt64(Int64.max) + 1 else {
                throw refusal("<integer> is larger than 64 bits hold", line: tagLine)
            }
            value = sum
            digits += 1
            advance()
        }
        guard digits > 0 else { throw refusal(wrong, line: tagLine) }
        try expectClose(.integer, line: tagLine, what: wrong)
    }
}
