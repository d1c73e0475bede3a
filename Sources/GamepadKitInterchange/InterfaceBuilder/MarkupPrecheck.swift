/// The checks an Interface Builder file passes before the XML parser sees a byte of it.
///
/// Interface Builder writes UTF-8 XML with an XML declaration, elements, attributes and comments,
/// and nothing else. Foundation's `XMLParser` (libxml2 on Linux) can take a process down on some
/// inputs outside that shape — other encodings, bytes that are not UTF-8, processing
/// instructions without data — so those are refused here, each with its line:
///
/// - **Encoding.** UTF-16, UTF-32 / UCS-4 and EBCDIC byte patterns at the start, an XML
///   declaration naming any encoding but UTF-8, and any byte sequence that is not UTF-8.
/// - **Characters.** Control characters other than tab, line feed and carriage return.
/// - **Markup.** Processing instructions (`<?target …?>`) other than the XML declaration at the
///   very start, and document type declarations (`<!DOCTYPE …>`, which is also where entities
///   would be declared). `'<'` inside a tag or an attribute value.
/// - **Truncation.** A document that ends inside a tag, a comment, a CDATA section or a
///   processing instruction is refused naming what was left open and where it began.
///
/// The scan follows XML's own tokenisation (comments, CDATA sections and quoted attribute values
/// are skipped as wholes), so markup hidden in them is neither missed nor mistaken. It is one
/// pass over the bytes with no allocation per byte.
enum MarkupPrecheck {
    /// The number of lines of `bytes` and nothing else when they pass; a `SyntaxError` naming the
    /// line of the first problem when they do not.
    static func check(_ bytes: UnsafeBufferPointer<UInt8>) throws(MarkupElement.SyntaxError) -> Int {
        try checkEncodingSignature(bytes)
        var scanner = FocusScanner(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
        try scanner.scanDocument()
        return scanner.line
    }

    /// Refuses the byte patterns other encodings start with (the XML specification's appendix F
    /// lists them).
    private static func checkEncodingSignature(_ bytes: UnsafeBufferPointer<UInt8>) throws(MarkupElement.SyntaxError) {
        let found: String? = if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00])
            || bytes.starts(with: [0x00, 0x00, 0x00, 0x3C]) || bytes.starts(with: [0x3C, 0x00, 0x00, 0x00])
            || bytes.starts(with: [0x00, 0x00, 0x3C, 0x00]) || bytes.starts(with: [0x00, 0x3C, 0x00, 0x00]) {
            "UTF-32 (UCS-4)"
        } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
            || bytes.starts(with: [0x00, 0x3C]) || bytes.starts(with: [0x3C, 0x00]) {
            "UTF-16"
        } else if bytes.starts(with: [0x4C, 0x6F, 0xA7, 0x94]) {
            "EBCDIC"
        } else {
            nil
        }
        if let found {
            throw MarkupElement.SyntaxError(line: 1, message: "the file is encoded in \(found); Interface Builder files are UTF-8")
        }
    }

    /// One pass over the document: UTF-8, characters, line count and markup.
    private struct FocusScanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var line = 1

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        private func error(_ message: String, line: Int? = nil) -> MarkupElement.SyntaxError {
            MarkupElement.SyntaxError(line: line ?? self.line, message: message)
        }

        private func startsHere(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard bytes.count - index >= count else { return false }
            let pattern = UnsafeBufferPointer(start: text.utf8Start, count: count)
            for offset in 0..<count where bytes[index + offset] != pattern[offset] {
                return false
            }
            return true
        }

        mutating func scanDocument() throws(MarkupElement.SyntaxError) {
            let documentStart = index
            while index < bytes.count {
                let byte = bytes[index]
                // Printable ASCII and spaces, the bulk of a file, in a tight loop.
                if byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "<") {
                    index += 1
                    continue
                }
                guard byte == UInt8(ascii: "<") else {
                    try advanceCharacter()
                    continue
                }
                let startLine = line
                if startsHere("<!--") {
                    index += 4
                    try skip(until: "-->", opened: "a comment (<!--)", on: startLine)
                } else if startsHere("<![CDATA[") {
                    index += 9
                    try skip(until: "]]>", opened: "a CDATA section", on: startLine)
                } else if startsHere("<?") {
                    try processingInstruction(isFirst: index == documentStart)
                } else if startsHere("<!") {
                    let what = startsHere("<!DOCTYPE") ? "a document type declaration (<!DOCTYPE …>)" : "a markup declaration (<!…>)"
                    throw error("\(what): Interface Builder files have none, and DTDs and entities are not read")
                } else {
                    try tag()
                }
            }
        }

        /// Moves past one character, checking that it is UTF-8 and allowed in XML, and counting lines.
        private mutating func advanceCharacter() throws(MarkupElement.SyntaxError) {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == UInt8(ascii: "\n") {
                    line += 1
                } else if byte < 0x20, byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") {
                    throw error("the control character 0x\(String(byte, radix: 16, uppercase: true)) is not allowed in XML")
                }
                index += 1
                return
            }
            // Multi-byte UTF-8: well-formed sequences only (`UTF8Sequence`).
            guard let length = UTF8Sequence.length(in: bytes, at: index) else { throw notUTF8(byte) }
            // U+FFFE and U+FFFF are not characters XML allows.
            if length == 3, byte == 0xEF, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
                throw error("the character U+FFF\(bytes[index + 2] == 0xBE ? "E" : "F") is not allowed in XML")
            }
            index += length
        }

        private func notUTF8(_ byte: UInt8) -> MarkupElement.SyntaxError {
            error("the byte 0x\(String(byte, radix: 16, uppercase: true)) is not UTF-8; Interface Builder files are UTF-8")
        }

        /// Skips to just past `terminator`, or throws naming what was opened on `line` and never closed.
        private mutating func skip(until terminator: StaticString, opened what: String, on startLine: Int) throws(MarkupElement.SyntaxError) {
            while index < bytes.count {
                if startsHere(terminator) {
                    index += terminator.utf8CodeUnitCount
                    return
                }
                try advanceCharacter()
            }
            throw error("the document ends inside \(what) opened on line \(startLine)", line: startLine)
        }

        /// A start tag, an end tag or an empty-element tag, up to its `>`; quoted values are skipped whole.
        private mutating func tag() throws(MarkupElement.SyntaxError) {
            let startLine = line
            let nameStart = index + 1
            index += 1
            var nameEnd: Int?
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: ">"):
                    index += 1
                    return
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    if nameEnd == nil { nameEnd = index }
                    let valueLine = line
                    index += 1
                    while true {
                        guard index < bytes.count else {
                            throw error("the document ends inside an attribute value of \(tagName(nameStart, nameEnd)) (opened on line \(valueLine))", line: valueLine)
                        }
                        if bytes[index] == byte { index += 1; break }
                        if bytes[index] == UInt8(ascii: "<") {
                            throw error("'<' inside an attribute value of \(tagName(nameStart, nameEnd)) (is a quote missing?)")
                        }
                        try advanceCharacter()
                    }
                case UInt8(ascii: "<"):
                    throw error("'<' inside the tag \(tagName(nameStart, nameEnd ?? index)) opened on line \(startLine) (is a '>' missing?)")
                default:
                    if nameEnd == nil, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                        || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "/") && index > nameStart {
                        nameEnd = index
                    }
                    try advanceCharacter()
                }
            }
            throw error("the document ends inside the tag \(tagName(nameStart, nameEnd ?? index)) opened on line \(startLine)", line: startLine)
        }

        /// `<name>` for messages, at most 40 characters of the name.
        private func tagName(_ start: Int, _ end: Int?) -> String {
            let end = min(end ?? index, bytes.count, start + 40)
            guard end > start else { return "<>" }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            return "<\(name)\(end - start == 40 ? "…" : "")>"
        }

        /// The XML declaration (only at the very start, and only UTF-8), or a refused processing instruction.
        private mutating func processingInstruction(isFirst: Bool) throws(MarkupElement.SyntaxError) {
            let startLine = line
            let contentStart = index + 2
            var targetEnd = contentStart
            while targetEnd < bytes.count, !Self.isSpaceOrEnd(bytes[targetEnd]) {
                if bytes[targetEnd] == UInt8(ascii: "?"), targetEnd + 1 < bytes.count, bytes[targetEnd + 1] == UInt8(ascii: ">") { break }
                targetEnd += 1
            }
            let target = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<min(targetEnd, contentStart + 40)]), as: UTF8.self)
            index = contentStart
            try skip(until: "?>", opened: "a processing instruction (<?\(target)…)", on: startLine)
            let contentEnd = index - 2
            guard target.lowercased() == "xml" else {
                throw error("a processing instruction (<?\(target)…?>): Interface Builder files have none", line: startLine)
            }
            guard isFirst else {
                throw error("the XML declaration (<?xml …?>) is only allowed at the very start of the document", line: startLine)
            }
            try checkDeclaredEncoding(UnsafeBufferPointer(rebasing: bytes[targetEnd..<max(targetEnd, contentEnd)]), line: startLine)
        }

        private static func isSpaceOrEnd(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }

        /// The declaration's `encoding="…"`, when there is one, must name UTF-8.
        private func checkDeclaredEncoding(_ declaration: UnsafeBufferPointer<UInt8>, line: Int) throws(MarkupElement.SyntaxError) {
            let text = String(decoding: declaration, as: UTF8.self)
            guard let keyRange = text.range(of: "encoding") else { return }
            var rest = text[keyRange.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            guard rest.first == "=" else {
                throw error("the XML declaration's encoding cannot be read; Interface Builder writes encoding=\"UTF-8\"", line: line)
            }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            guard let quote = rest.first, quote == "\"" || quote == "'", let close = rest.dropFirst().firstIndex(of: quote) else {
                throw error("the XML declaration's encoding cannot be read; Interface Builder writes encoding=\"UTF-8\"", line: line)
            }
            let name = rest[rest.index(after: rest.startIndex)..<close]
            guard ["utf-8", "utf8"].contains(name.lowercased()) else {
                let shown = name.count > 40 ? name.prefix(40) + "…" : name
                throw error("the XML declaration names the encoding \"\(shown)\"; Interface Builder files are UTF-8", line: line)
            }
        }
    }
}
