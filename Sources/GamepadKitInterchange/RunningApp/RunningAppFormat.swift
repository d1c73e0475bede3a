import Foundation
import GamepadKitCore

/// Recognises a running app's dump by its content, whatever the file is called, and reads it:
/// an Appium/WebDriverAgent page source (XML or JSON), an XCUITest `debugDescription`, or a
/// UIKit `recursiveDescription`.
public enum RunningAppFormat {
    /// How much of a file's start is looked at to recognise its format.
    public static let headLength = 4_096

    /// True when `head`, a file's first ``headLength`` bytes, may start a dump this module reads:
    /// a cheap test before a whole file is read (``recognises(_:)`` decides).
    public static func mayStartDump(_ head: Data) -> Bool {
        let text = String(decoding: head.prefix(headLength), as: UTF8.self)
        return PageSourceXML.recognises(text) || looksLikeJSON(text) || text.contains("Element subtree:")
            || text.contains(" →") || RecursiveDescriptionText.recognises(text)
    }

    /// True when `data` holds a running app's dump this module reads.
    public static func recognises(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(headLength), as: UTF8.self)
        if PageSourceXML.recognises(head) { return true }
        if looksLikeJSON(head) {
            guard let document = try? JSONReader.parse(Array(data)) else { return false }
            return PageSourceJSON.recognises(document)
        }
        return recognisesText(String(decoding: data, as: UTF8.self))
    }

    /// True when `text` is a `debugDescription` or a `recursiveDescription`.
    static func recognisesText(_ text: String) -> Bool {
        PageSourceXML.recognises(String(text.prefix(headLength))) || DebugDescriptionText.recognises(text) || RecursiveDescriptionText.recognises(text)
    }

    /// The scene of the dump in `data`, named `name`; nil when `data` is no dump this module reads.
    ///
    /// - Throws: `InterchangeError` naming the file and what is wrong or missing (no frames, a
    ///   control without a frame, malformed XML or JSON).
    public static func scene(from data: Data, file: String?, name: String) throws -> LayoutScene? {
        let head = String(decoding: data.prefix(headLength), as: UTF8.self)
        if PageSourceXML.recognises(head) {
            return try PageSourceXML.scene(from: data, file: file, name: name)
        }
        if let document = try jsonDocument(data, file: file) {
            return try scene(fromJSON: document, file: file, name: name)
        }
        let text = String(decoding: data, as: UTF8.self)
        guard recognisesText(text) else { return nil }
        return try scene(fromText: text, file: file, name: name)
    }

    /// The parsed JSON of `data` when it starts like a JSON object; nil when it does not.
    static func jsonDocument(_ data: Data, file: String?) throws -> JSONValue? {
        guard looksLikeJSON(String(decoding: data.prefix(headLength), as: UTF8.self)) else { return nil }
        do {
            return try JSONReader.parse(Array(data))
        } catch let error as JSONReader.SyntaxError {
            throw InterchangeError(file: file, location: "line \(error.line), column \(error.column)", message: "malformed JSON: \(error.message)")
        }
    }

    /// The scene of a parsed WebDriverAgent JSON page source; nil when `document` is none.
    static func scene(fromJSON document: JSONValue, file: String?, name: String) throws -> LayoutScene? {
        guard PageSourceJSON.recognises(document) else { return nil }
        return try PageSourceJSON.scene(from: document, file: file, name: name)
    }

    /// The scene of a dump given as text (a file, or a driver reply's `value`).
    static func scene(fromText text: String, file: String?, name: String) throws -> LayoutScene {
        if PageSourceXML.recognises(String(text.prefix(headLength))) {
            return try PageSourceXML.scene(from: Data(text.utf8), file: file, name: name)
        }
        if DebugDescriptionText.recognises(text) {
            return try DebugDescriptionText.scene(from: text, file: file, name: name)
        }
        if RecursiveDescriptionText.recognises(text) {
            return try RecursiveDescriptionText.scene(from: text, file: file, name: name)
        }
        throw InterchangeError(file: file, location: "", message: "the text is no page source, debugDescription or recursiveDescription")
    }

    private static func looksLikeJSON(_ head: String) -> Bool {
        let start = head.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" })
        return start.hasPrefix("{")
    }

    // MARK: - Shared pieces of the text formats

    /// `{{x, y}, {width, height}}` (XCTest, `NSStringFromCGRect`) as a rectangle.
    static func rect(fromPointPair text: String) -> Rect? {
        let numbers = text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// The comma-separated fields of one `debugDescription` line, keeping `{{…}}` frames and
    /// `'…'` quoted values (which may hold commas) whole.
    static func fields(of line: String, separator: Character = ",") -> [String] {
        var fields: [String] = []
        var current = ""
        var braces = 0
        var inQuote = false
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if inQuote {
                current.append(character)
                // A quote ends a value only where a field ends.
                if character == "'", index + 1 == characters.count || characters[index + 1] == separator { inQuote = false }
            } else if character == "'", current.hasSuffix(": ") || current.hasSuffix("= ") {
                inQuote = true
                current.append(character)
            } else if character == "{" || character == "<" || character == "(" {
                braces += 1
                current.append(character)
            } else if character == "}" || character == ">" || character == ")" {
                braces = max(0, braces - 1)
                current.append(character)
            } else if character == separator, braces == 0 {
                fields.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
            index += 1
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { fields.append(last) }
        return fields
    }
}
