import Foundation
import GamepadKitCore

/// Reads an Appium/WebDriverAgent page source (`driver.page_source`, `GET /source`): XML whose
/// root is `<AppiumAUT>` holding an `<XCUIElementTypeApplication>`, or the application element
/// itself. Each element is named after its type and carries `type`, `name`, `label`, `value`,
/// `enabled`, `visible`, `accessible`, `x`, `y`, `width`, `height` and `index` (newer drivers add
/// `traits`, a comma-separated list of accessibility traits, and `placeholderValue`, which names a
/// field without a label). Frames are in screen coordinates.
///
/// Appium 1.x sources (UIAutomation, 2014–2017) have the same shape with UIAutomation's element
/// names (`<UIAApplication>`, `<UIAWindow>`, `<UIAButton>`…, ``UIAutomationTypes``), no `type`
/// attribute and no `accessible`.
///
/// `name` is XCTest's identifier when the element has one and its label otherwise, so the
/// identifier is taken from `name` only when it differs from `label`. `value` (what a user
/// typed, a secure field's dots) is never read.
enum PageSourceXML {
    static let format = "an Appium page source"

    /// True when `text` starts like a page source: an `<AppiumAUT>`, `<XCUIElementType…>` or
    /// UIAutomation `<UIAApplication>` / `<UIATarget>` root.
    static func recognises(_ head: String) -> Bool {
        head.contains("<AppiumAUT") || head.contains("<XCUIElementTypeApplication") || startsWithElementType(head)
            || head.contains("<UIAApplication") || head.contains("<UIATarget")
    }

    private static func startsWithElementType(_ head: String) -> Bool {
        var rest = Substring(head)
        if rest.hasPrefix("\u{FEFF}") { rest = rest.dropFirst() }
        rest = rest.drop(while: { $0.isWhitespace })
        if rest.hasPrefix("<?xml"), let end = rest.range(of: "?>") { rest = rest[end.upperBound...].drop(while: { $0.isWhitespace }) }
        return rest.hasPrefix("<XCUIElementType")
    }

    static func scene(from data: Data, file: String?, name: String) throws -> LayoutScene {
        let top: MarkupElement
        do {
            top = try MarkupElement.parse(data)
        } catch let error as MarkupElement.SyntaxError {
            throw InterchangeError(file: file, location: "line \(error.line)", message: "malformed page source: \(error.message)")
        }
        var root = top
        if top.name == "AppiumAUT" {
            guard let first = top.children.first else {
                throw InterchangeError(file: file, location: "line \(top.line)", message: "the page source's <AppiumAUT> holds no element")
            }
            root = top.children.count == 1 ? first : MarkupElement(name: "XCUIElementTypeApplication", attributes: [:], line: top.line, children: top.children)
        }
        return try RunningAppTree.scene(root: read(root), name: name,
                                        reading: .init(format: format, isAccessibilityTree: true), file: file)
    }

    private static func read(_ markup: MarkupElement) -> RunningAppElement {
        var element = RunningAppElement(type: RunningAppElement.type(named: markup["type"] ?? markup.name), location: "line \(markup.line)")
        let label = markup["label"].flatMap { $0.isEmpty ? nil : $0 }
        element.label = label ?? markup["placeholderValue"].flatMap { $0.isEmpty ? nil : $0 }
        if let name = markup["name"], !name.isEmpty, name != label { element.identifier = name }
        (element.frame, element.missingFrameParts) = RunningAppElement.frame(
            ["x": number(markup["x"]), "y": number(markup["y"]), "width": number(markup["width"]), "height": number(markup["height"])])
        element.isEnabled = flag(markup["enabled"]) ?? true
        element.isVisible = flag(markup["visible"])
        element.isAccessible = flag(markup["accessible"])
        element.traits = RunningAppTraits.named(markup["traits"])
        element.children = markup.children.map(read)
        return element
    }

    static func number(_ text: String?) -> Double? {
        guard let text, let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
        return value
    }

    static func flag(_ text: String?) -> Bool? {
        switch text?.lowercased() {
        case "true", "1", "yes": true
        case "false", "0", "no": false
        default: nil
        }
    }
}
