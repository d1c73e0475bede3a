import Foundation
import GamepadKitCore

/// Reads UIKit's `recursiveDescription` (`po view.value(forKey: "recursiveDescription")!` in the
/// debugger): one view per line, its depth told by the `|` marks before it (`   | ` per level on
/// current systems, `| `, `|| ` on older ones):
///
/// ```text
/// <UIWindow: 0x7f8; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600>>
///    | <UIButton: 0x7f9; frame = (16 60; 80 44); opaque = NO; layer = <CALayer: 0x601>>
///    |    | <UIButtonLabel: 0x7fa; frame = (10 12; 60 20); text = 'Done'; userInteractionEnabled = NO; …>
/// ```
///
/// The view's class says what it is (UIKit's classes by name; an app's own subclass by the end
/// of its name: `…Button`, `…Cell`, `…TextField`); `frame = (x y; width height)` is in the
/// superview's coordinates; `hidden = YES`, `alpha = …`, `userInteractionEnabled = NO`,
/// `clipsToBounds = YES` and a scroll view's `contentOffset: {x, y}` and `contentSize: {w, h}` are read as UIKit means
/// them. A button or cell is named by the text of the first label inside it; text inputs are
/// never named by their text (what a user typed).
enum RecursiveDescriptionText {
    static let format = "a UIKit recursiveDescription"

    static func recognises(_ text: String) -> Bool {
        let head = text.prefix(RunningAppFormat.headLength).drop(while: { $0.isWhitespace || $0 == "|" })
        return head.hasPrefix("<") && head.contains("; frame = (")
    }

    /// One line's view, its frame still in its superview's coordinates.
    private struct Line {
        var depth: Int
        var element: RunningAppElement
        var text: String?
    }

    static func scene(from text: String, file: String?, name: String) throws -> LayoutScene {
        var roots: [(RunningAppElement, [String?])] = []
        var stack: [Line] = []
        func close(toDepth depth: Int) {
            while let last = stack.last, last.depth >= depth {
                stack.removeLast()
                var element = last.element
                if element.label == nil { element.label = last.text }
                if stack.isEmpty {
                    roots.append((element, []))
                } else {
                    stack[stack.count - 1].element.children.append(element)
                }
            }
        }
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let prefix = rawLine.prefix(while: { $0 == " " || $0 == "|" || $0 == "\t" })
            let body = rawLine.dropFirst(prefix.count)
            guard body.hasPrefix("<"), let line = parse(String(body), depth: prefix.filter { $0 == "|" }.count, lineNumber: lineNumber) else { continue }
            guard line.depth < MarkupElement.maximumNesting else {
                throw InterchangeError(file: file, location: "line \(lineNumber)", message: "views nest deeper than \(MarkupElement.maximumNesting) levels")
            }
            close(toDepth: line.depth)
            stack.append(line)
        }
        close(toDepth: 0)
        guard !roots.isEmpty else {
            throw InterchangeError(file: file, location: "", message: "\(format) with no views: expected lines such as <UIView: 0x…; frame = (x y; width height); …>")
        }
        var root: RunningAppElement
        if roots.count == 1, let only = roots.first?.0 {
            root = only
        } else {
            root = RunningAppElement(type: "Application", location: "line 1")
            root.children = roots.map(\.0)
        }
        return try RunningAppTree.scene(root: named(screenFrames(root, origin: .zero)), name: name,
                                        reading: .init(format: format, isAccessibilityTree: false), file: file)
    }

    /// `element` with its frames turned from superview coordinates into screen coordinates.
    private static func screenFrames(_ element: RunningAppElement, origin: LayoutPoint) -> RunningAppElement {
        var element = element
        let frame = element.frame.map { Rect(x: $0.minX + origin.x, y: $0.minY + origin.y, width: $0.width, height: $0.height) }
        element.frame = frame
        let base = frame?.origin ?? origin
        let childOrigin = LayoutPoint(x: base.x - element.contentOffset.x, y: base.y - element.contentOffset.y)
        element.children = element.children.map { screenFrames($0, origin: childOrigin) }
        return element
    }

    /// Buttons, cells and bar items named by the first label inside them; text inputs unnamed.
    private static func named(_ element: RunningAppElement) -> RunningAppElement {
        var element = element
        let textInputs: Set<String> = ["TextField", "SecureTextField", "TextView", "SearchField"]
        if textInputs.contains(element.type) {
            element.label = nil
            element.children = []
            return element
        }
        element.children = element.children.map(named)
        if element.label == nil, element.type == "Button" || element.type == "Cell" {
            element.label = firstText(in: element.children)
        }
        return element
    }

    private static func firstText(in elements: [RunningAppElement]) -> String? {
        for element in elements {
            if element.type == "StaticText", let label = element.label, element.isVisible != false { return label }
            if let text = firstText(in: element.children) { return text }
        }
        return nil
    }

    private static func parse(_ body: String, depth: Int, lineNumber: Int) -> Line? {
        // `<Class: 0x…; key = value; …>`: the outer brackets off, then the fields.
        var inner = Substring(body)
        guard inner.hasPrefix("<") else { return nil }
        inner = inner.dropFirst()
        if let end = inner.lastIndex(of: ">") { inner = inner[..<end] }
        let fields = RunningAppFormat.fields(of: String(inner), separator: ";")
        guard let head = fields.first, let colon = head.firstIndex(of: ":") else { return nil }
        let className = String(head[..<colon]).trimmingCharacters(in: .whitespaces)
        var element = RunningAppElement(type: type(ofClass: className), location: "line \(lineNumber)")
        var line = Line(depth: depth, element: element, text: nil)
        for field in fields.dropFirst() {
            guard let (key, value) = keyValue(field) else { continue }
            switch key {
            case "frame": element.frame = frame(value)
            case "hidden": if value == "YES" { element.isVisible = false }
            case "alpha": element.alpha = Double(value).map { min(1, max(0, $0)) } ?? 1
            case "userInteractionEnabled": element.isInteractive = value != "NO"
            case "clipsToBounds": element.clipsToBounds = value == "YES"
            case "enabled": element.isEnabled = value != "NO"
            case "contentOffset":
                if let offset = point(value) { element.contentOffset = offset }
            case "contentSize":
                if let size = point(value), size.x >= 0, size.y >= 0 { element.contentSize = LayoutSize(width: size.x, height: size.y) }
            case "text":
                if value.hasPrefix("'"), value.hasSuffix("'"), value.count >= 2 {
                    let text = String(value.dropFirst().dropLast())
                    line.text = text.isEmpty ? nil : text
                }
            case "Title", "title":
                let text = value.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
                if !text.isEmpty, text != "(null)" { line.text = text }
            default: break
            }
        }
        if className.contains("BackButton") { element.identifier = "BackButton" }
        if element.type == "StaticText" { element.label = line.text }
        line.element = element
        return line
    }

    private static func keyValue(_ field: String) -> (String, String)? {
        if let equals = field.range(of: " = ") {
            return (String(field[..<equals.lowerBound]).trimmingCharacters(in: .whitespaces), String(field[equals.upperBound...]).trimmingCharacters(in: .whitespaces))
        }
        if let colon = field.range(of: ": ") {
            return (String(field[..<colon.lowerBound]).trimmingCharacters(in: .whitespaces), String(field[colon.upperBound...]).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// `(x y; width height)`.
    private static func frame(_ text: String) -> Rect? {
        let numbers = text.split(whereSeparator: { "(); ".contains($0) }).compactMap { Double($0) }
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// `{x, y}`.
    private static func point(_ text: String) -> LayoutPoint? {
        let numbers = text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
        guard numbers.count == 2, numbers.allSatisfy(\.isFinite) else { return nil }
        return LayoutPoint(x: numbers[0], y: numbers[1])
    }

    /// The XCTest element type a UIKit class stands for.
    static func type(ofClass name: String) -> String {
        if let exact = classTypes[name] { return exact }
        if name.contains("StatusBar") { return "StatusBar" }
        if name.hasPrefix("UIKeyboard") || name.hasPrefix("UIInputSet") || name.hasPrefix("_UIRemoteKeyboard") || name == "UIRemoteKeyboardWindow" {
            return "Keyboard"
        }
        if name.contains("AlertControllerActionView") || name.hasSuffix("InterfaceActionCustomViewRepresentationView") { return "Button" }
        if name.hasSuffix("AlertControllerView") { return "Alert" }
        if name.hasPrefix("_UIButtonBarButton") || name.hasPrefix("_UIModernBarButton") || name == "UITabBarButton" { return "Button" }
        // An app's own subclass, by the end of its name.
        let suffixes: [(String, String)] = [
            ("SearchTextField", "SearchField"), ("SearchBar", "SearchField"), ("TextField", "TextField"), ("TextView", "TextView"),
            ("Button", "Button"), ("Switch", "Switch"), ("Slider", "Slider"), ("Stepper", "Stepper"),
            ("SegmentedControl", "SegmentedControl"), ("TableViewCell", "Cell"), ("CollectionViewCell", "Cell"), ("Cell", "Cell"),
            ("TableView", "Table"), ("CollectionView", "CollectionView"), ("ScrollView", "ScrollView"),
            ("NavigationBar", "NavigationBar"), ("TabBar", "TabBar"), ("Toolbar", "Toolbar"),
            ("Label", "StaticText"), ("ImageView", "Image"),
        ]
        for (suffix, type) in suffixes where name.hasSuffix(suffix) { return type }
        return "Other"
    }

    private static let classTypes: [String: String] = [
        "UIButton": "Button", "UISwitch": "Switch", "UISlider": "Slider", "UIStepper": "Stepper",
        "UISegmentedControl": "SegmentedControl", "UIPickerView": "Picker", "UIDatePicker": "DatePicker",
        "UIPageControl": "PageIndicator", "UIColorWell": "ColorWell", "UITextField": "TextField",
        "UISearchTextField": "SearchField", "UISearchBar": "SearchField", "UITextView": "TextView",
        "UITableViewCell": "Cell", "UICollectionViewCell": "Cell", "UICollectionViewListCell": "Cell",
        "UITableView": "Table", "UICollectionView": "CollectionView", "UIScrollView": "ScrollView",
        "UINavigationBar": "NavigationBar", "UITabBar": "TabBar", "UIToolbar": "Toolbar",
        "UILabel": "StaticText", "UIButtonLabel": "StaticText", "UIImageView": "Image", "UIWindow": "Window",
    ]
}
