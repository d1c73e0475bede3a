import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an XML document: its name, attributes, child elements and the line (and
/// column) of its start tag. Text content is not kept (Interface Builder files keep everything in
/// attributes).
struct MarkupElement: Sendable {
    var name: String
    var attributes: [String: String]
    var line: Int
    var children: [MarkupElement] = []
    /// The 1-based column (in bytes) of the start tag's `<` on ``line``; 1 when the tag spans
    /// several lines.
    var column: Int = 1

    /// The value of the attribute `name`.
    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child element named `name`, optionally with the attribute `key` equal to `key`.
    func child(_ name: String, key: String? = nil) -> MarkupElement? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The child elements named `name`.
    func children(_ name: String) -> [MarkupElement] {
        children.filter { $0.name == name }
    }

    /// A syntax error in the markup, with its line.
    struct SyntaxError: Error, Equatable {
        var line: Int
        var message: String
    }

    /// Elements nested deeper than this are refused while the document is read, so that no
    /// later walk of the tree (reading it, copying it, freeing it) can go arbitrarily deep.
    /// Interface Builder nests a view two elements below its parent (`<view><subviews><view>`),
    /// so this leaves room for the deepest view tree the reader accepts.
    static let maximumNesting = 256

    /// The largest document ``parse(_:)`` reads: 32 MB, three times the largest storyboards seen
    /// in real apps, and small enough that the element tree of a document this size stays within
    /// a few hundred megabytes.
    static let maximumSize = 32 * 1024 * 1024

    /// Parses `data` into its top element with Foundation's `XMLParser`, after
    /// ``MarkupPrecheck`` has checked its bytes. External entities are never resolved (and
    /// document type declarations, where entities are declared, are refused before parsing).
    ///
    /// - Throws: `SyntaxError` for a document larger than ``maximumSize``, bytes that are not the
    ///   UTF-8 XML Interface Builder writes, malformed XML, or elements nested deeper than
    ///   ``maximumNesting`` (with the line of the problem).
    static func parse(_ data: Data) throws -> MarkupElement {
        guard data.count <= maximumSize else {
            throw SyntaxError(line: 1, message: "the document is \(ByteCountText.text(data.count)); Interface Builder files larger than \(ByteCountText.text(maximumSize)) are not read")
        }
        let lineCount = try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws(SyntaxError) -> Int in
            try MarkupPrecheck.check(raw.bindMemory(to: UInt8.self))
        }
        // A stream makes the parser read the document in chunks: given the whole document at
        // once, libxml2 refuses one larger than 10 MB as a "huge input lookup".
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldResolveExternalEntities = false
        let builder = TreeBuilder(lineCount: lineCount, data: data)
        parser.delegate = builder
        let finished = parser.parse()
        if let failure = builder.failure { throw failure }
        if let open = builder.stack.last {
            throw SyntaxError(line: open.line, message: "the element <\(open.name)> is never closed")
        }
        guard finished, let root = builder.root else {
            throw SyntaxError(line: builder.clampedLine(parser.lineNumber), message: builder.root == nil ? "the document has no elements" : "the document could not be read")
        }
        return root
    }

    /// Builds the element tree from the parser's callbacks without recursion, refusing nesting
    /// deeper than ``MarkupElement/maximumNesting``.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [MarkupElement] = []
        var root: MarkupElement?
        var failure: SyntaxError?
        /// The document's number of lines: libxml2 sometimes reports a line past the end.
        let lineCount: Int
        /// The document, to find the column where each start tag begins.
        let data: Data
        /// The byte offset where each line starts (line 1 at index 0), filled as lines are reached.
        private var lineStarts: [Int] = [0]
        /// Every line feed of the document is in `lineStarts`.
        private var foundEveryLine = false

        init(lineCount: Int, data: Data) {
            self.lineCount = max(1, lineCount)
            self.data = data
        }

        /// The column of `<name` on `line`: libxml2 reports the position of the start tag's end,
        /// so the tag begins at the last `<` before that position (an attribute value cannot hold
        /// a raw `<`). 1 when that `<` does not open `name` (a tag over several lines, a column
        /// counted in characters that falls short of the bytes). Each call looks at no more than
        /// the tag's own bytes (at most 64 KB), so reading a document stays linear in its size.
        func startColumn(of name: String, line: Int, endColumn: Int) -> Int {
            // The bytes are read in place: a `Data` read byte by byte through its collection
            // methods costs more than the rest of reading a document's tags.
            data.withUnsafeBytes { bytes in
                while lineStarts.count < line {
                    // A document whose lines libxml2 counts differently (carriage returns alone) is
                    // searched for line feeds once, not once per element.
                    guard !foundEveryLine,
                          let newline = bytes[lineStarts[lineStarts.count - 1]...].firstIndex(of: UInt8(ascii: "\n")) else {
                        foundEveryLine = true
                        return 1
                    }
                    lineStarts.append(newline + 1)
                }
                let start = lineStarts[line - 1]
                let end = min(bytes.count, start + max(0, endColumn))
                let earliest = max(start, end - 64 * 1024)
                guard earliest < end, let open = bytes[earliest ..< end].lastIndex(of: UInt8(ascii: "<")) else { return 1 }
                var next = open + 1
                for byte in name.utf8 {
                    guard next < bytes.count, bytes[next] == byte else { return 1 }
                    next += 1
                }
                return open - start + 1
            }
        }

        func clampedLine(_ line: Int) -> Int {
            min(max(1, line), lineCount)
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            guard failure == nil else { return }
            guard stack.count < MarkupElement.maximumNesting else {
                failure = SyntaxError(line: clampedLine(parser.lineNumber), message: "elements nest deeper than \(MarkupElement.maximumNesting) levels (<\(elementName)>)")
                // What was read so far is dropped: the stack is no deeper than the limit.
                stack.removeAll()
                parser.abortParsing()
                return
            }
            let line = clampedLine(parser.lineNumber)
            let column = startColumn(of: qualifiedName ?? elementName, line: line, endColumn: parser.columnNumber)
            stack.append(MarkupElement(name: elementName, attributes: attributes, line: line, column: column))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard failure == nil, let finished = stack.popLast() else { return }
            if stack.isEmpty {
                root = finished
            } else {
                stack[stack.count - 1].children.append(finished)
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard failure == nil else { return }
            let code = (parseError as NSError).code
            let line = clampedLine(parser.lineNumber)
            if code == Self.prematureEnd, let open = stack.last, parser.lineNumber >= open.line {
                failure = SyntaxError(line: line, message: "malformed XML: the document ends before <\(open.name)> (opened on line \(open.line)) is closed")
            } else {
                failure = SyntaxError(line: line, message: "malformed XML at column \(parser.columnNumber): \(Self.describe(code))")
            }
            parser.abortParsing()
        }

        /// libxml2's code for a document that ends early or has content after its end.
        static let prematureEnd = 5

        /// Plain words for the errors libxml2 (behind `XMLParser`) reports.
        static func describe(_ code: Int) -> String {
            XMLParserErrorText.words(for: code)
        }
    }
}
