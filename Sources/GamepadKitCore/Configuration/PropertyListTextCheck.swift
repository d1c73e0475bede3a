/// Checks a text property list (XML or OpenStep) before Foundation reads it, so that Foundation
/// only ever sees files it can parse.
///
/// On Linux, every property list `PropertyListSerialization` fails to parse costs the process
/// about half a kilobyte it never gets back (the error it builds is not freed), so an app or a
/// tool that is handed malformed files again and again would grow without end. A file is therefore
/// refused here, with the line and what is wrong in words, unless it is well-formed; what passes is
/// a strict subset of what Foundation reads:
///
/// - the text is UTF-8 (after an optional byte order mark), UTF-16 or UTF-32 with a byte order
///   mark, or names US-ASCII or ISO-8859-1 in its XML declaration;
/// - XML (``XMLPropertyListCheck``): a prolog of comments, processing instructions and a DOCTYPE
///   without an internal subset, one root element (`<plist>` or a value), balanced property list
///   elements, and nothing but comments after the root;
/// - OpenStep text (``OpenStepPropertyListCheck``), as `PropertyListSerialization` also reads it.
///
/// Like Foundation, XML is tried first and OpenStep second; when neither reads the file, the
/// reason given is the one of the format the file looks like (XML when it starts with `<`).
/// Every check is one pass over the bytes.
enum PropertyListTextCheck {
    typealias Refusal = BinaryPropertyListCheck.Refusal

    /// The refusal of a file whose arrays and dictionaries nest deeper than the limit.
    static let tooDeep = Refusal(message: "the property list nests more than \(ConfigurationLimits.maximumDepth) arrays and dictionaries deep")

    /// Throws a ``BinaryPropertyListCheck/Refusal`` ("the data is not a property list (XML: …)")
    /// unless `bytes` is a text property list Foundation reads.
    static func check(_ bytes: [UInt8]) throws(Refusal) {
        guard !bytes.isEmpty else { throw Refusal(message: "the file is empty") }
        let text: [UInt8]
        let hadByteOrderMark: Bool
        do {
            (text, hadByteOrderMark) = try utf8Text(of: bytes)
        } catch {
            throw Refusal(message: "the data is not a property list (\(error.message))")
        }
        let xmlRefusal: Refusal
        do {
            try XMLPropertyListCheck.check(text)
            return
        } catch {
            xmlRefusal = error
        }
        let looksLikeXML = text.first(where: { !XMLPropertyListCheck.isSpace($0) }) == UInt8(ascii: "<")
        do throws(Refusal) {
            // Foundation hands OpenStep text its byte order mark as a character, which it refuses.
            guard !hadByteOrderMark else {
                throw Refusal(message: "a UTF-8 byte order mark before text that is not XML")
            }
            try OpenStepPropertyListCheck.check(text)
        } catch {
            // Too deep is said as for a binary file.
            for refusal in [xmlRefusal, error] where refusal.message == tooDeep.message { throw refusal }
            let reason = looksLikeXML ? "XML: \(xmlRefusal.message)" : "OpenStep text: \(error.message)"
            throw Refusal(message: "the data is not a property list (\(PropertyListParseFailure.clippedWords(reason)))")
        }
    }

    /// The file's text as UTF-8 (without a byte order mark), and whether it had a UTF-8 byte
    /// order mark. The encoding is found as Foundation finds it: a byte order mark first, then a
    /// zero in the first two bytes (UTF-16 without a mark, refused here), then the XML
    /// declaration's `encoding="…"`.
    private static func utf8Text(of bytes: [UInt8]) throws(Refusal) -> ([UInt8], Bool) {
        if bytes.count > 4, bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            return (try transcode(bytes.dropFirst(4), unitSize: 4, bigEndian: true), false)
        }
        if bytes.count > 4, bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return (try transcode(bytes.dropFirst(4), unitSize: 4, bigEndian: false), false)
        }
        if bytes.count > 3, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            let text = Array(bytes.dropFirst(3))
            try validateUTF8(text)
            return (text, true)
        }
        if bytes.count > 2 {
            if bytes.starts(with: [0xFF, 0xFE]) { return (try transcode(bytes.dropFirst(2), unitSize: 2, bigEndian: false), false) }
            if bytes.starts(with: [0xFE, 0xFF]) { return (try transcode(bytes.dropFirst(2), unitSize: 2, bigEndian: true), false) }
            if bytes[0] == 0 || bytes[1] == 0 {
                throw Refusal(message: "the file starts with a zero byte, as UTF-16 or UTF-32 text without a byte order mark does; save it as UTF-8")
            }
        }
        switch try declaredEncoding(bytes)?.lowercased() {
        case nil, "utf-8":
            try validateUTF8(bytes)
            return (bytes, false)
        case "us-ascii":
            if let index = bytes.firstIndex(where: { $0 >= 0x80 }) {
                throw Refusal(message: "the XML declaration names US-ASCII, but line \(lineNumber(bytes, before: index)) has the byte 0x\(String(bytes[index], radix: 16, uppercase: true))")
            }
            return (bytes, false)
        case "iso-8859-1":
            // Each byte is the code point of its character.
            var text: [UInt8] = []
            text.reserveCapacity(bytes.count + bytes.count / 4)
            for byte in bytes {
                if byte < 0x80 { text.append(byte) } else { text += [0xC0 | byte >> 6, 0x80 | byte & 0x3F] }
            }
            return (text, false)
        case let name?:
            throw Refusal(message: "the XML declaration names the encoding \"\(PropertyListParseFailure.clippedWords(name))\"; accepted: UTF-8, US-ASCII, ISO-8859-1, or UTF-16 with a byte order mark")
        }
    }

    /// The name in the XML declaration's `encoding="…"`, found as Foundation finds it (the first
    /// `encoding=` followed by a quote before the declaration's `?` or `>`); nil without one.
    private static func declaredEncoding(_ bytes: [UInt8]) throws(Refusal) -> String? {
        guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
        let pattern = Array("ncoding=".utf8)
        var index = 5
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: ">") { return nil }
            index += 1
            guard index + 8 < bytes.count else {
                throw Refusal(message: "the file ends inside its XML declaration")
            }
            if byte == UInt8(ascii: "e"), bytes[index ..< index + 8].elementsEqual(pattern) {
                index += 8
                break
            }
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
        let quote = bytes[index]
        let nameStart = index + 1
        guard let nameEnd = bytes[nameStart...].firstIndex(of: quote) else { return nil }
        return String(decoding: bytes[nameStart ..< nameEnd].prefix(80), as: UTF8.self)
    }

    /// Refuses bytes that are not UTF-8, naming the line of the first bad sequence.
    static func validateUTF8(_ bytes: [UInt8]) throws(Refusal) {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        var previousWasReturn = false
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                if scalar == "\n" { if !previousWasReturn { line += 1 } } else if scalar == "\r" { line += 1 }
                previousWasReturn = scalar == "\r"
            case .emptyInput:
                return
            case .error:
                throw Refusal(message: "line \(line) has bytes that are not UTF-8")
            }
        }
    }

    /// UTF-16 or UTF-32 code units, read in the given byte order, as UTF-8 bytes.
    private static func transcode(_ bytes: ArraySlice<UInt8>, unitSize: Int, bigEndian: Bool) throws(Refusal) -> [UInt8] {
        let name = unitSize == 2 ? "UTF-16" : "UTF-32"
        guard bytes.count % unitSize == 0 else {
            throw Refusal(message: "the file has a \(name) byte order mark, but its length is not a whole number of \(name) units")
        }
        var units: [UInt32] = []
        units.reserveCapacity(bytes.count / unitSize)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            var unit: UInt32 = 0
            for offset in 0 ..< unitSize {
                let byte = UInt32(bytes[index + (bigEndian ? offset : unitSize - 1 - offset)])
                unit = unit << 8 | byte
            }
            units.append(unit)
            index += unitSize
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(units.count)
        if unitSize == 2 {
            var iterator = units.lazy.map { UInt16(truncatingIfNeeded: $0) }.makeIterator()
            var decoder = UTF16()
            decoding: while true {
                switch decoder.decode(&iterator) {
                case let .scalarValue(scalar): scalars.append(scalar)
                case .emptyInput: break decoding
                case .error: throw Refusal(message: "the file has a UTF-16 byte order mark, but its text is not UTF-16")
                }
            }
        } else {
            for unit in units {
                guard let scalar = Unicode.Scalar(unit) else {
                    throw Refusal(message: "the file has a UTF-32 byte order mark, but its text is not UTF-32")
                }
                scalars.append(scalar)
            }
        }
        var text: [UInt8] = []
        text.reserveCapacity(scalars.count)
        for scalar in scalars { text += scalar.utf8 }
        return text
    }

    /// The 1-based line of `bytes[index]` (a carriage return, a line feed or both end a line).
    static func lineNumber(_ bytes: [UInt8], before index: Int) -> Int {
        var line = 1
        var position = 0
        while position < min(index, bytes.count) {
            if bytes[position] == 0x0A {
                line += 1
            } else if bytes[position] == 0x0D {
                line += 1
                if position + 1 < index, position + 1 < bytes.count, bytes[position + 1] == 0x0A { position += 1 }
            }
            position += 1
        }
        return line
    }
}
