import Foundation
import GamepadKitCore

/// The layout JSON: a screen and its view tree in a small, hand-writable format.
///
/// ```json
/// {"name": "Settings", "size": [390, 844], "views": [
///   {"id": "save", "kind": "button", "frame": [203, 788, 171, 44], "label": "Save"},
///   {"id": "list", "kind": "table", "frame": [0, 400, 390, 300], "sections": [12], "children": [
///     {"id": "cell0", "kind": "tableRow", "frame": [0, 0, 390, 44], "row": [0, 0]}
///   ]}
/// ]}
/// ```
///
/// Each node has `id` (unique), `kind` (a `ViewKind` raw value), `frame` (`[x, y, width, height]`
/// in the parent's coordinates) and optionally `children`, `hidden`, `alpha` (0…1), `enabled`,
/// `interactive`, `clips`, `contentOffset` (`[x, y]`), `label`, `focusable` (the app's override),
/// `modal` (a modal scope), `sections` (rows per section, tables and collections only), `row`
/// (`[section, row]`), `cornerRadius`, `next` (`{"up": id, …}`, explicit neighbours) and
/// `traits` (an `accessibilityElement`'s accessibility traits by name, such as
/// `["button", "selected"]`; see `ElementTraits.allNames`).
///
/// Rows and items say what UIKit would tell about their selection (`RowSelectionFacts`), with
/// UIKit's own names: `accessory` (`none`, `disclosureIndicator`, `detailDisclosureButton`,
/// `checkmark`, `detailButton`), `selectionStyle` (`none`, `default`, `blue`, `gray`), `selects`
/// (true: the app hears the selection, as a delegate implementing `didSelect…` or a segue
/// from the cell does) and `accessoryView` (true: the cell has an accessory view of its own). A
/// table or collection takes `allowsSelection` (false: its rows cannot be selected). Rows and
/// items hold lists as children (shelves). `wheels` is the number of wheels of a `picker` or of
/// a `datePicker` in the wheels style; `hittable` is UIKit's hit-test answer where a file
/// records it; a `button` may say `noAction` (true: a tap on it does nothing,
/// `ViewNode.takesNoAction`). A capture of a running screen also writes `contentInset` and the
/// rest of a row's selection facts (see `LayoutJSONDecoder.readCaptureFields`). A scroll view, table or collection
/// may say how it scrolls: `paging`, `scrollEnabled` and `contentSize` (see
/// `LayoutJSONDecoder.readScrollFields`). Unknown values are errors naming the node.
/// Keys the format does not know are ignored.
public enum LayoutJSON {
    /// Views nested deeper than this are refused.
    public static let maximumDepth = 100

    /// The largest row count or row index accepted in `sections` and `row`.
    public static let maximumRowNumber = LayoutJSONWriter.maximumRowNumber

    /// Reads a layout JSON into a scene whose root is a synthetic `window` node of the layout's size.
    ///
    /// - Parameters:
    ///   - data: The JSON text.
    ///   - file: The file name for error messages; its base name names the scene when the
    ///     layout has no `name`.
    /// - Throws: `InterchangeError` with the node path (`views[0].children[2]`) and the problem,
    ///   or the line and column of a JSON syntax error.
    public static func decode(_ data: Data, file: String? = nil) throws -> LayoutScene {
        let document: JSONValue
        do {
            document = try JSONReader.parse(Array(data))
        } catch let error as JSONReader.SyntaxError {
            throw InterchangeError(file: file, location: "line \(error.line), column \(error.column)", message: "malformed JSON: \(error.message)")
        }
        var reader = LayoutJSONDecoder(file: file)
        return try reader.scene(from: document)
    }

    /// Writes `scene` as layout JSON: `size` from the bounds' size, `views` from the root's
    /// children (the root itself is the screen and is not written). Only the optional keys whose
    /// values differ from the defaults are written (`LayoutJSONWriter`, the writer the SDK's
    /// capture uses too).
    public static func encode(_ scene: LayoutScene) -> Data {
        Data(LayoutJSONWriter.document(name: scene.name, size: scene.bounds.size, views: scene.root.children).utf8)
    }

    /// The accepted `kind` strings, in declaration order.
    public static var acceptedKinds: [String] { ViewKind.allCases.map(\.rawValue) }
}

/// Reads the parsed JSON into view nodes, checking every field and naming the node at fault.
struct LayoutJSONDecoder {
    let file: String?
    /// Every id seen so far, with the path of the node that has it.
    private var pathsByID: [String: String] = [LayoutScene.rootID: "the screen"]

    init(file: String?) {
        self.file = file
    }

    private func failure(_ location: String, _ message: String) -> InterchangeError {
        InterchangeError(file: file, location: location, message: message)
    }

    mutating func scene(from document: JSONValue) throws -> LayoutScene {
        guard case .object(let top) = document else {
            throw failure("", "the layout must be an object with \"size\" and \"views\"; found \(document.typeName)")
        }
        guard let sizeValue = top["size"] else { throw failure("size", "missing; expected \"size\": [width, height]") }
        let size = try numbers(sizeValue, count: 2, field: "size", shape: "[width, height]", location: "size")
        guard size[0] > 0, size[1] > 0 else { throw failure("size", "the screen needs a positive width and height; found \(size[0].compact)×\(size[1].compact)") }

        var name = Self.defaultName(file: file)
        if let nameValue = top["name"] {
            guard case .string(let text) = nameValue else { throw failure("name", "must be a string; found \(nameValue.typeName)") }
            name = text
        }

        guard let viewsValue = top["views"] else { throw failure("views", "missing; expected \"views\": [node, …]") }
        guard case .array(let items) = viewsValue else { throw failure("views", "must be an array of nodes; found \(viewsValue.typeName)") }
        var views: [ViewNode] = []
        for (index, item) in items.enumerated() {
            views.append(try node(item, path: "views[\(index)]", depth: 1))
        }
        return LayoutScene(name: name, size: LayoutSize(width: size[0], height: size[1]), views: views)
    }

    static func defaultName(file: String?) -> String {
        guard let file else { return "layout" }
        let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        return base.isEmpty ? "layout" : base
    }

    mutating func node(_ value: JSONValue, path: String, depth: Int) throws -> ViewNode {
        guard depth <= LayoutJSON.maximumDepth else {
            throw failure(path, "views nest deeper than \(LayoutJSON.maximumDepth) levels")
        }
        guard case .object(let fields) = value else { throw failure(path, "a node must be an object; found \(value.typeName)") }

        guard let idValue = fields["id"] else { throw failure(path, "missing id") }
        guard case .string(let id) = idValue else { throw failure(path, "id must be a non-empty string; found \(idValue.typeName)") }
        guard !id.isEmpty else { throw failure(path, "id is empty (\"\"); it must be a non-empty string that names the node") }
        if let earlier = pathsByID[id] {
            throw failure(path, id == LayoutScene.rootID ? "the id '\(ClippedText.clipped(id))' is reserved for the screen" : "duplicate id '\(ClippedText.clipped(id))' (also used by \(earlier))")
        }
        pathsByID[id] = path

        guard let kindValue = fields["kind"] else { throw failure(path, "missing kind; accepted kinds: \(LayoutJSON.acceptedKinds.joined(separator: ", "))") }
        guard case .string(let kindName) = kindValue else { throw failure(path, "kind must be a string; found \(kindValue.typeName)") }
        guard let kind = ViewKind(rawValue: kindName) else {
            throw failure(path, "unknown kind '\(ClippedText.clipped(kindName))'; accepted kinds: \(LayoutJSON.acceptedKinds.joined(separator: ", "))")
        }

        guard let frameValue = fields["frame"] else { throw failure(path, "missing frame; expected \"frame\": [x, y, width, height]") }
        let f = try numbers(frameValue, count: 4, field: "frame", shape: "[x, y, width, height]", location: path)
        guard f[2] >= 0 else { throw failure(path, "frame has a negative width (\(f[2].compact))") }
        guard f[3] >= 0 else { throw failure(path, "frame has a negative height (\(f[3].compact))") }

        var node = ViewNode(id: id, kind: kind, frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]))
        node.isHidden = try bool(fields, "hidden", path) ?? false
        node.isEnabled = try bool(fields, "enabled", path) ?? true
        node.isInteractive = try bool(fields, "interactive", path) ?? true
        node.clipsToBounds = try bool(fields, "clips", path) ?? false
        node.focusableOverride = try bool(fields, "focusable", path)
        node.isModalScope = try bool(fields, "modal", path) ?? false
        node.joinsModalScope = try bool(fields, "joinsModal", path) ?? false
        if let alpha = try number(fields, "alpha", path) {
            guard (0...1).contains(alpha) else { throw failure(path, "alpha must be between 0 and 1; found \(alpha.compact)") }
            node.alpha = alpha
        }
        if let radius = try number(fields, "cornerRadius", path) {
            guard radius >= 0 else { throw failure(path, "cornerRadius must not be negative; found \(radius.compact)") }
            node.cornerRadius = radius
        }
        if let offsetValue = fields["contentOffset"] {
            let offset = try numbers(offsetValue, count: 2, field: "contentOffset", shape: "[x, y]", location: path)
            node.contentOffset = LayoutPoint(x: offset[0], y: offset[1])
        }
        if let labelValue = fields["label"] {
            guard case .string(let label) = labelValue else { throw failure(path, "label must be a string; found \(labelValue.typeName)") }
            node.label = label
        }
        if let sectionsValue = fields["sections"] {
            guard kind.isList else { throw failure(path, "sections belong on a table or collection, not on a \(kind.rawValue)") }
            guard case .array(let counts) = sectionsValue else { throw failure(path, "sections must be an array of row counts; found \(sectionsValue.typeName)") }
            var sectionRowCounts: [Int] = []
            for (index, count) in counts.enumerated() {
                sectionRowCounts.append(try rowNumber(count, what: "sections[\(index)]", path: path))
            }
            node.sectionRowCounts = sectionRowCounts
        }
        if let rowValue = fields["row"] {
            guard case .array(let parts) = rowValue, parts.count == 2 else {
                throw failure(path, "row must be [section, row]")
            }
            node.rowPath = RowPath(section: try rowNumber(parts[0], what: "row's section", path: path),
                                   row: try rowNumber(parts[1], what: "row's row", path: path))
        }
        if let traitsValue = fields["traits"] {
            node.accessibilityTraits = try traits(traitsValue, kind: kind, path: path)
        }
        if let nextValue = fields["next"] {
            node.focusOverrides = try overrides(nextValue, path: path)
        }
        if let childrenValue = fields["children"] {
            guard case .array(let items) = childrenValue else { throw failure(path, "children must be an array of nodes; found \(childrenValue.typeName)") }
            for (index, item) in items.enumerated() {
                node.children.append(try self.node(item, path: "\(path).children[\(index)]", depth: depth + 1))
            }
        }
        try readTouchFields(fields, into: &node, path: path)
        try readCaptureFields(fields, into: &node, path: path)
        try readScrollFields(fields, into: &node, path: path)
        return node
    }

    /// The fields of "a press is a touch": a row's selection facts, a list's `allowsSelection`,
    /// a picker's `wheels`, a recorded `hittable`, a button's `noAction`.
    private func readTouchFields(_ fields: [String: JSONValue], into node: inout ViewNode, path: String) throws {
        let kind = node.kind
        var facts = RowSelectionFacts()
        var hasFacts = false
        for key in ["accessory", "selectionStyle", "selects", "accessoryView"] where fields[key] != nil {
            guard kind.isListRow else { throw failure(path, "\(key) belongs on a tableRow or collectionItem, not on a \(kind.rawValue)") }
            hasFacts = true
        }
        if let value = fields["accessory"] {
            let accepted = RowAccessory.allCases.map(\.rawValue).joined(separator: ", ")
            guard case .string(let name) = value, let accessory = RowAccessory(rawValue: name) else {
                let found = if case .string(let name) = value { "'\(ClippedText.clipped(name))'" } else { value.typeName }
                throw failure(path, "accessory is not an accessory type (\(found)); accepted: \(accepted)")
            }
            facts.accessory = accessory
        }
        if let value = fields["selectionStyle"] {
            let styles = ["none", "default", "blue", "gray"]
            guard case .string(let name) = value, styles.contains(name) else {
                let found = if case .string(let name) = value { "'\(ClippedText.clipped(name))'" } else { value.typeName }
                throw failure(path, "selectionStyle is not a selection style (\(found)); accepted: \(styles.joined(separator: ", "))")
            }
            facts.selectionStyleIsNone = name == "none"
        }
        facts.delegateHandlesSelection = try bool(fields, "selects", path) ?? false
        facts.hasCustomAccessoryView = try bool(fields, "accessoryView", path) ?? false
        if hasFacts { node.rowSelection = facts }
        if let allows = try bool(fields, "allowsSelection", path) {
            guard kind.isList else { throw failure(path, "allowsSelection belongs on a table or collection, not on a \(kind.rawValue)") }
            if !allows { node.children = node.children.map(Self.withSelectionOff) }
        }
        if fields["wheels"] != nil {
            guard kind == .picker || kind == .datePicker else { throw failure(path, "wheels belongs on a picker or datePicker, not on a \(kind.rawValue)") }
            guard case .number(let number) = fields["wheels"], let wheels = Int(exactly: number), (1...20).contains(wheels) else {
                throw failure(path, "wheels must be a whole number from 1 to 20")
            }
            node.wheelCount = wheels
        }
        node.isHittable = try bool(fields, "hittable", path)
        if let inert = try bool(fields, "noAction", path) {
            guard kind == .button else { throw failure(path, "noAction belongs on a button, not on a \(kind.rawValue)") }
            node.takesNoAction = inert
        }
    }

    /// `node` with the rows of its list (down to a nested list) marked not selectable.
    private static func withSelectionOff(_ node: ViewNode) -> ViewNode {
        var node = node
        if node.kind.isList { return node }
        if node.kind.isListRow {
            var facts = node.rowSelection ?? RowSelectionFacts()
            facts.listAllowsSelection = false
            node.rowSelection = facts
        }
        node.children = node.children.map(withSelectionOff)
        return node
    }

    private func numbers(_ value: JSONValue, count: Int, field: String, shape: String, location: String) throws -> [Double] {
        guard case .array(let items) = value else {
            throw failure(location, "\(field) must be \(shape); found \(value.typeName)")
        }
        guard items.count == count else {
            throw failure(location, "\(field) must hold \(count) numbers \(shape); found \(items.count)")
        }
        var result: [Double] = []
        for (index, item) in items.enumerated() {
            guard case .number(let number) = item else {
                throw failure(location, "\(field) must hold \(count) numbers \(shape); item \(index) is \(item.typeName)")
            }
            guard number.isFinite else {
                throw failure(location, "\(field) has a value that is not a finite number (\(number))")
            }
            result.append(number)
        }
        return result
    }

    private func bool(_ fields: [String: JSONValue], _ key: String, _ path: String) throws -> Bool? {
        guard let value = fields[key] else { return nil }
        guard case .bool(let flag) = value else { throw failure(path, "\(key) must be true or false; found \(value.typeName)") }
        return flag
    }

    private func number(_ fields: [String: JSONValue], _ key: String, _ path: String) throws -> Double? {
        guard let value = fields[key] else { return nil }
        guard case .number(let number) = value else { throw failure(path, "\(key) must be a number; found \(value.typeName)") }
        guard number.isFinite else { throw failure(path, "\(key) is not a finite number (\(number))") }
        return number
    }

    private func rowNumber(_ value: JSONValue, what: String, path: String) throws -> Int {
        guard case .number(let number) = value, number >= 0, number <= Double(LayoutJSON.maximumRowNumber),
              let whole = Int(exactly: number) else {
            throw failure(path, "\(what) must be a whole number from 0 to \(LayoutJSON.maximumRowNumber)")
        }
        return whole
    }

    private func traits(_ value: JSONValue, kind: ViewKind, path: String) throws -> ElementTraits {
        guard kind == .accessibilityElement else {
            throw failure(path, "traits belong on an accessibilityElement, not on a \(kind.rawValue)")
        }
        guard case .array(let items) = value else {
            throw failure(path, "traits must be an array of trait names such as [\"button\"]; found \(value.typeName)")
        }
        var result: ElementTraits = []
        for (index, item) in items.enumerated() {
            guard case .string(let name) = item, let trait = ElementTraits(name: name) else {
                let found = if case .string(let name) = item { "'\(name)'" } else { item.typeName }
                throw failure(path, "traits[\(index)] is not a trait (\(found)); accepted traits: \(ElementTraits.allNames.joined(separator: ", "))")
            }
            result.insert(trait)
        }
        return result
    }

    private func overrides(_ value: JSONValue, path: String) throws -> [MoveDirection: String] {
        guard case .object(let entries) = value else { throw failure(path, "next must be an object such as {\"down\": \"save\"}; found \(value.typeName)") }
        var result: [MoveDirection: String] = [:]
        for (key, target) in entries {
            guard let direction = MoveDirection(rawValue: key) else {
                throw failure(path, "next has an unknown direction '\(ClippedText.clipped(key))'; accepted: up, down, left, right")
            }
            guard case .string(let id) = target, !id.isEmpty else { throw failure(path, "next.\(key) must be an id string") }
            result[direction] = id
        }
        return result
    }
}

extension Double {
    /// `12` rather than `12.0`, for messages and written JSON.
    var compact: String {
        isFinite ? JSONText.number(self) : String(self)
    }
}
