import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an XML document: its name, attributes, child elements and the line it starts on.
/// Text content is not kept (Interface Builder files keep everything in attributes).
struct MarkupElement: Sendable {
    var name: String
    var attributes: [String: String]
    var line: Int
    var children: [MarkupElement] = []

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

    /// Parses `data` into its top element with Foundation's `XMLParser`. External entities are
    /// never resolved.
    ///
    /// - Throws: `SyntaxError` for malformed XML, or when elements nest deeper than
    ///   ``maximumNesting`` (with the line of the first element too deep).
    static func parse(_ data: Data) throws -> MarkupElement {
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        let builder = TreeBuilder()
        parser.delegate = builder
        let finished = parser.parse()
        if let failure = builder.failure { throw failure }
        if let open = builder.stack.last {
            throw SyntaxError(line: open.line, message: "the element <\(open.name)> is never closed")
        }
        guard finished, let root = builder.root else {
            throw SyntaxError(line: max(1, parser.lineNumber), message: builder.root == nil ? "the document has no elements" : "the document could not be read")
        }
        return root
    }

    /// Builds the element tree from the parser's callbacks without recursion, refusing nesting
    /// deeper than ``MarkupElement/maximumNesting``.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [MarkupElement] = []
        var root: MarkupElement?
        var failure: SyntaxError?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            guard failure == nil else { return }
            guard stack.count < MarkupElement.maximumNesting else {
                failure = SyntaxError(line: max(1, parser.lineNumber), message: "elements nest deeper than \(MarkupElement.maximumNesting) levels (<\(elementName)>)")
                // What was read so far is dropped: the stack is no deeper than the limit.
                stack.removeAll()
                parser.abortParsing()
                return
            }
            stack.append(MarkupElement(name: elementName, attributes: attributes, line: parser.lineNumber))
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
            let line = max(1, parser.lineNumber)
            if code == Self.prematureEnd, let open = stack.last, parser.lineNumber >= open.line {
                failure = SyntaxError(line: line, message: "malformed XML: the document ends before <\(open.name)> (opened on line \(open.line)) is closed")
            } else {
                failure = SyntaxError(line: line, message: "malformed XML at column \(parser.columnNumber): \(Self.describe(code))")
            }
            parser.abortParsing()
        }

        /// libxml2's code for a document that ends early or has content after its end.
        static let prematureEnd = 5

        /// Plain words for the errors libxml2 (behind `XMLParser`) reports most often.
        static func describe(_ code: Int) -> String {
            switch code {
            case 4: "the document is empty or is not XML"
            case 5: "extra content after the end of the document, or the document ends too early"
            case 9: "a character that XML does not allow"
            case 26: "an undeclared entity (&name;)"
            case 38: "'<' inside an attribute value (is a quote missing?)"
            case 39: "an attribute value without quotes"
            case 41: "an attribute without a value"
            case 42: "the same attribute appears twice"
            case 65: "a space is required between attributes"
            case 73: "'>' expected"
            case 76: "an end tag does not match the element it closes"
            case 77: "an element is not finished"
            default: "XML parser error \(code)"
            }
        }
    }
}
