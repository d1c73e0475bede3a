import Foundation
import GamepadKitCore

/// Reads XCUITest's `XCUIApplication().debugDescription` (also what Appium's `mobile: source`
/// returns with `format: description`): after `Element subtree:`, one element per line,
/// indented two spaces per level under the `→` of the first one:
///
/// ```text
/// Element subtree:
///  →Application, 0x600000c0e0a0, pid: 4242, label: 'Settings'
///     Window (Main), 0x600000c0e1c0, {{0.0, 0.0}, {390.0, 844.0}}
///       Button, 0x600000c0e2a0, {{16.0, 60.0}, {80.0, 44.0}}, identifier: 'done', label: 'Done'
/// ```
///
/// Each line is the type (`Window (Main)` is a window), the element's address, the frame
/// `{{x, y}, {width, height}}` in screen coordinates, then `identifier: '…'`, `label: '…'`,
/// `traits: N` (UIKit's bit mask), `placeholderValue: '…'` (names a field without a label),
/// `value: …` (never read), and flags: `Disabled`,
/// `Selected`. The `Path to element:` and `Query chain:` sections that follow are ignored.
/// Several subtrees in one text (one per window) are read as windows of one application.
enum DebugDescriptionText {
    static let format = "an XCUITest debugDescription"

    static func recognises(_ text: String) -> Bool {
        text.contains("Element subtree:") || text.contains("\n →") || text.hasPrefix(" →")
    }

    static func scene(from text: String, file: String?, name: String) throws -> LayoutScene {
        var roots: [RunningAppElement] = []
        var stack: [(indent: Int, element: RunningAppElement)] = []
        var inSubtree = !text.contains("Element subtree:")
        func closeTo(_ indent: Int) {
            while let last = stack.last, last.indent >= indent {
                stack.removeLast()
                if stack.isEmpty { roots.append(last.element) } else { stack[stack.count - 1].element.children.append(last.element) }
            }
        }
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.hasPrefix("Element subtree:") { inSubtree = true; continue }
            let indent = line.prefix(while: { $0 == " " }).count
            var body = line.dropFirst(indent)
            guard inSubtree, !body.isEmpty else { continue }
            if indent == 0 {
                // `Path to element:`, `Query chain:`: the subtree is over.
                closeTo(0)
                inSubtree = false
                continue
            }
            if body.hasPrefix("→") { body = body.dropFirst() } else if body.hasPrefix("↳") || body.hasPrefix("↪") { continue }
            guard stack.count < MarkupElement.maximumNesting else {
                throw InterchangeError(file: file, location: "line \(lineNumber)", message: "elements nest deeper than \(MarkupElement.maximumNesting) levels")
            }
            closeTo(indent)
            stack.append((indent, element(String(body), line: lineNumber)))
        }
        closeTo(0)
        guard !roots.isEmpty else {
            throw InterchangeError(file: file, location: "", message: "\(format) with no elements: expected an \"Element subtree:\" with one element per line")
        }
        var root: RunningAppElement
        if roots.count == 1, let only = roots.first {
            root = only
        } else {
            root = RunningAppElement(type: "Application", location: "line 1")
            root.children = roots
        }
        return try RunningAppTree.scene(root: root, name: name, reading: .init(format: format, isAccessibilityTree: true), file: file)
    }

    /// One line's element.
    static func element(_ body: String, line: Int) -> RunningAppElement {
        let fields = RunningAppFormat.fields(of: body)
        var type = fields.first ?? "Other"
        if let paren = type.range(of: " (") { type = String(type[..<paren.lowerBound]) }
        var element = RunningAppElement(type: RunningAppElement.type(named: type.trimmingCharacters(in: .whitespaces)), location: "line \(line)")
        var placeholder: String?
        for field in fields.dropFirst() {
            if field.hasPrefix("{{"), let frame = RunningAppFormat.rect(fromPointPair: field) {
                element.frame = frame
            } else if let value = quoted(field, key: "identifier") {
                element.identifier = value.isEmpty ? nil : value
            } else if let value = quoted(field, key: "label") {
                element.label = value.isEmpty ? nil : value
            } else if let value = quoted(field, key: "placeholderValue"), !value.isEmpty {
                placeholder = value
            } else if field.hasPrefix("traits: "), let mask = UInt64(field.dropFirst("traits: ".count)) {
                element.traits = RunningAppTraits.fromMask(mask)
            } else if field == "Disabled" {
                element.isEnabled = false
            } else if field == "Selected" {
                element.traits.insert(.selected)
            }
        }
        if element.label == nil { element.label = placeholder }
        // XCTest lists an accessibility element as `Other` only when it has no type of its
        // own; one with traits is an element, a bare container has none.
        if element.type == "Other", !element.traits.isEmpty { element.isAccessible = true }
        if !element.isEnabled { element.traits.insert(.notEnabled) }
        return element
    }

    private static func quoted(_ field: String, key: String) -> String? {
        let prefix = key + ": '"
        guard field.hasPrefix(prefix), field.hasSuffix("'"), field.count >= prefix.count + 1 else { return nil }
        return String(field.dropFirst(prefix.count).dropLast())
    }
}
