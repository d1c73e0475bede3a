import Foundation
import GamepadKitCore

/// Reads the JSON form of a WebDriverAgent page source (`GET /source?format=json`, Appium's
/// `mobile: source` with `format: json`): nested objects with `type` (`Button` or
/// `XCUIElementTypeButton`), `name`, `label`, `rawIdentifier`, `rect` (`{x, y, width, height}`,
/// screen coordinates) or `frame` (`"{{x, y}, {w, h}}"`), `isEnabled`, `isVisible` or
/// `visible`, `isAccessible` or `accessible` (strings `"1"`/`"0"` or booleans), optional
/// `traits`, and `children`. The driver's reply around it (`{"value": …, "sessionId": …}`) is
/// accepted; a reply whose `value` is a page source as text (XML or a `debugDescription`) is
/// read as that format. `value` of an element (what a user typed) is never read.
///
/// Appium 1.x's JSON source (UIAutomation, 2014–2017) is read too: `type` is a UIAutomation class
/// (`UIAApplication`, `UIAButton`, ``UIAutomationTypes``), and `rect` (or `frame`) is
/// `{"origin": {"x", "y"}, "size": {"width", "height"}}`.
enum PageSourceJSON {
    static let format = "a WebDriverAgent JSON page source"

    /// True when `document` is an element tree (an object with `type` and `children` or a
    /// frame) or a driver reply holding one.
    static func recognises(_ document: JSONValue) -> Bool {
        guard case .object(let fields) = document else { return false }
        if fields["views"] != nil { return false }
        if case .string(let type)? = fields["type"], fields["rect"] != nil || fields["frame"] != nil || fields["children"] != nil {
            return !type.isEmpty
        }
        if let value = fields["value"] {
            if case .string(let text) = value { return RunningAppFormat.recognisesText(text) }
            return recognises(value)
        }
        return false
    }

    static func scene(from document: JSONValue, file: String?, name: String) throws -> LayoutScene {
        guard case .object(let fields) = document else {
            throw InterchangeError(file: file, location: "", message: "the page source must be an object; found \(document.typeName)")
        }
        if fields["type"] == nil, let value = fields["value"] {
            if case .string(let text) = value {
                return try RunningAppFormat.scene(fromText: text, file: file, name: name)
            }
            return try scene(from: value, file: file, name: name)
        }
        var depth = 0
        let root = try element(document, path: "root", depth: &depth, file: file)
        return try RunningAppTree.scene(root: root, name: name, reading: .init(format: format, isAccessibilityTree: true), file: file)
    }

    private static func element(_ value: JSONValue, path: String, depth: inout Int, file: String?) throws -> RunningAppElement {
        guard depth < MarkupElement.maximumNesting else {
            throw InterchangeError(file: file, location: path, message: "elements nest deeper than \(MarkupElement.maximumNesting) levels")
        }
        guard case .object(let fields) = value else {
            throw InterchangeError(file: file, location: path, message: "an element must be an object; found \(value.typeName)")
        }
        guard case .string(let type)? = fields["type"], !type.isEmpty else {
            throw InterchangeError(file: file, location: path, message: "an element needs a \"type\" string (such as \"Button\")")
        }
        // Deep paths keep their end: where the element is, not every level above it.
        let location = path.count > 120 ? "…" + path.suffix(119) : path
        var element = RunningAppElement(type: RunningAppElement.type(named: type), location: location)
        let label = string(fields["label"])
        element.label = label ?? string(fields["placeholderValue"])
        if let raw = string(fields["rawIdentifier"]) {
            element.identifier = raw
        } else if let name = string(fields["name"]), name != label {
            element.identifier = name
        }
        if let frame = string(fields["frame"]).flatMap(RunningAppFormat.rect(fromPointPair:)) {
            element.frame = frame
        } else if case .object(let rect)? = fields["rect"] ?? fields["frame"] {
            (element.frame, element.missingFrameParts) = RunningAppElement.frame(frameParts(rect))
        }
        element.isEnabled = flag(fields["isEnabled"] ?? fields["enabled"]) ?? true
        element.isVisible = flag(fields["isVisible"] ?? fields["visible"])
        element.isAccessible = flag(fields["isAccessible"] ?? fields["accessible"])
        element.traits = RunningAppTraits.named(string(fields["traits"]))
        if case .array(let items)? = fields["children"] {
            depth += 1
            defer { depth -= 1 }
            for (index, item) in items.enumerated() {
                element.children.append(try self.element(item, path: "\(path).children[\(index)]", depth: &depth, file: file))
            }
        }
        return element
    }

    /// The `x`, `y`, `width` and `height` of a frame object: flat (`{x, y, width, height}`) or
    /// nested as UIAutomation wrote it (`{origin: {x, y}, size: {width, height}}`).
    private static func frameParts(_ rect: [String: JSONValue]) -> [String: Double?] {
        var parts = rect.mapValues(number)
        if case .object(let origin)? = rect["origin"] {
            parts["x"] = origin["x"].flatMap(number)
            parts["y"] = origin["y"].flatMap(number)
        }
        if case .object(let size)? = rect["size"] {
            parts["width"] = size["width"].flatMap(number)
            parts["height"] = size["height"].flatMap(number)
        }
        return parts
    }

    private static func string(_ value: JSONValue?) -> String? {
        guard case .string(let text)? = value, !text.isEmpty else { return nil }
        return text
    }

    private static func flag(_ value: JSONValue?) -> Bool? {
        switch value {
        case .bool(let flag)?: flag
        case .number(let number)?: number != 0
        case .string(let text)?: PageSourceXML.flag(text)
        default: nil
        }
    }

    private static func number(_ value: JSONValue) -> Double? {
        if case .number(let number) = value, number.isFinite { return number }
        return nil
    }
}
