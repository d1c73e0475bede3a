/// The layout JSON of a scanned screen: what `GamepadKit.captureScreen()` returns, so that a
/// device's screen can be opened on a Mac with `gamepadkit map`, `render` and `lint`, attached
/// to a bug report or kept as a regression fixture.
///
/// The JSON is the tools' own layout format (`{"name", "size", "views"}`, see the layout JSON
/// reader), written from the very `ViewNode` tree the engine scanned, so reading it back gives
/// the same tree and the same map. Every field of a node is written where it differs from its
/// default, including those a hand-written layout rarely states (`contentInset`, `hittable`, a
/// row's selection facts), and numbers are written so that they read back to the same value.
///
/// **No typed text.** A capture carries no text the user typed or read: text fields, text views
/// and search fields (secure ones included) and accessibility elements that are search fields
/// keep no label, and neither do labels (`UILabel`'s accessibility label is its text). Buttons,
/// switches, rows, bars and other controls keep their label, which is what the app shows as
/// their name.
///
/// A value no layout JSON reader accepts is made acceptable rather than written: a frame or
/// offset that is not finite becomes 0, a negative width or height 0, an alpha outside 0…1 is
/// clamped, an id used twice gets a ` #2` suffix, traits are written only for accessibility
/// elements, list facts only for lists and rows.
public enum LayoutCapture {
    /// The id of the screen itself in the layout JSON reader's scenes; a captured view with this
    /// id is renamed, as a duplicate is.
    public static let reservedID = "window"

    /// The layout JSON of the screen whose scanned tree is `root` (its children are the screen's
    /// top-level views, their frames in `root`'s coordinates) and whose size is `size`.
    ///
    /// - Parameters:
    ///   - root: The scanned tree's root, as the scanner took it (a window or the synthetic node
    ///     holding the windows); it is the screen and is not written itself.
    ///   - size: The screen's size in points.
    ///   - name: The layout's name (the screen's title or controller).
    public static func json(root: ViewNode, size: LayoutSize, name: String) -> String {
        var writer = Writer()
        var out = "{\n"
        out += "  \"name\": \(quoted(name)),\n"
        out += "  \"size\": \(numbers([finite(size.width), finite(size.height)])),\n"
        out += "  \"views\": "
        writer.writeNodes(root.children.map(withoutTypedText), indent: "  ", into: &out)
        out += "\n}\n"
        return out
    }

    /// `node` and its subtree without the labels that may hold text the user typed or read.
    public static func withoutTypedText(_ node: ViewNode) -> ViewNode {
        var node = node
        if holdsText(node) { node.label = nil }
        node.children = node.children.map(withoutTypedText)
        return node
    }

    /// True for the nodes whose label may be text contents rather than a control's name.
    static func holdsText(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .textField, .textView, .searchBar, .label: true
        case .accessibilityElement: node.accessibilityTraits.contains(.searchField) || node.accessibilityTraits.contains(.staticText)
        default: false
        }
    }

    private struct Writer {
        var usedIDs: Set<String> = [LayoutCapture.reservedID]

        mutating func writeNodes(_ nodes: [ViewNode], indent: String, into out: inout String) {
            guard !nodes.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, node) in nodes.enumerated() {
                out += indent + "  "
                writeNode(node, indent: indent + "  ", into: &out)
                out += index == nodes.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        }

        private mutating func uniqueID(_ id: String) -> String {
            var candidate = id.isEmpty ? "view" : id
            var number = 2
            while usedIDs.contains(candidate) {
                candidate = "\(id) #\(number)"
                number += 1
            }
            usedIDs.insert(candidate)
            return candidate
        }

        private mutating func writeNode(_ node: ViewNode, indent: String, into out: inout String) {
            let frame = node.frame
            var fields: [String] = [
                "\"id\": \(quoted(uniqueID(node.id)))",
                "\"kind\": \(quoted(node.kind.rawValue))",
                "\"frame\": \(numbers([finite(frame.minX), finite(frame.minY), max(0, finite(frame.width)), max(0, finite(frame.height))]))",
            ]
            if let label = node.label { fields.append("\"label\": \(quoted(label))") }
            if node.isHidden { fields.append("\"hidden\": true") }
            let alpha = min(1, max(0, finite(node.alpha)))
            if alpha != 1 { fields.append("\"alpha\": \(number(alpha))") }
            if !node.isEnabled { fields.append("\"enabled\": false") }
            if !node.isInteractive { fields.append("\"interactive\": false") }
            if node.clipsToBounds { fields.append("\"clips\": true") }
            if node.contentOffset != .zero {
                fields.append("\"contentOffset\": \(numbers([finite(node.contentOffset.x), finite(node.contentOffset.y)]))")
            }
            let inset = node.contentInset
            if inset != .zero {
                fields.append("\"contentInset\": \(numbers([finite(inset.top), finite(inset.left), finite(inset.bottom), finite(inset.right)]))")
            }
            if let focusable = node.focusableOverride { fields.append("\"focusable\": \(focusable)") }
            if node.isModalScope { fields.append("\"modal\": true") }
            if node.kind.isList, let counts = node.sectionRowCounts {
                fields.append("\"sections\": [\(counts.map { String(min(max(0, $0), 10_000_000)) }.joined(separator: ", "))]")
            }
            if let path = node.rowPath, path.section >= 0, path.row >= 0 { fields.append("\"row\": [\(path.section), \(path.row)]") }
            if node.cornerRadius != 0, node.cornerRadius.isFinite, node.cornerRadius > 0 { fields.append("\"cornerRadius\": \(number(node.cornerRadius))") }
            if node.kind == .accessibilityElement, !node.accessibilityTraits.isEmpty {
                fields.append("\"traits\": [\(node.accessibilityTraits.names.map(quoted).joined(separator: ", "))]")
            }
            if node.kind.isListRow, let facts = node.rowSelection { fields += rowFields(facts) }
            if node.kind.isList, LayoutCapture.rowsCannotBeSelected(node) { fields.append("\"allowsSelection\": false") }
            if node.kind == .picker || node.kind == .datePicker, let wheels = node.wheelCount, (1...20).contains(wheels) {
                fields.append("\"wheels\": \(wheels)")
            }
            if let hittable = node.isHittable { fields.append("\"hittable\": \(hittable)") }
            if !node.focusOverrides.isEmpty {
                let entries = MoveDirection.allCases.compactMap { direction in
                    node.focusOverrides[direction].map { "\(quoted(direction.rawValue)): \(quoted($0))" }
                }
                fields.append("\"next\": {\(entries.joined(separator: ", "))}")
            }
            out += "{" + fields.joined(separator: ", ")
            if !node.children.isEmpty {
                out += ", \"children\": "
                writeNodes(node.children, indent: indent, into: &out)
            }
            out += "}"
        }

        /// A row's selection facts with the layout JSON's names; a row with facts always says
        /// so (its `selectionStyle`), so that a reader keeps facts on it.
        private func rowFields(_ facts: RowSelectionFacts) -> [String] {
            var fields: [String] = []
            if facts.accessory != .none { fields.append("\"accessory\": \(quoted(facts.accessory.rawValue))") }
            fields.append("\"selectionStyle\": \(facts.selectionStyleIsNone ? "\"none\"" : "\"default\"")")
            if facts.delegateHandlesSelection { fields.append("\"selects\": true") }
            if facts.hasCustomAccessoryView { fields.append("\"accessoryView\": true") }
            if facts.allowsMultipleSelection { fields.append("\"multipleSelection\": true") }
            if facts.isEditing { fields.append("\"editing\": true") }
            if facts.allowsSelectionDuringEditing { fields.append("\"selectionDuringEditing\": true") }
            if facts.isSelected { fields.append("\"selected\": true") }
            return fields
        }
    }

    /// True when the list has rows and every row under it (down to a nested list) says the list
    /// allows no selection; the reader then marks every row so.
    static func rowsCannotBeSelected(_ list: ViewNode) -> Bool {
        var rows: [ViewNode] = []
        var pending = list.children
        while let node = pending.popLast() {
            if node.kind.isList { continue }
            if node.kind.isListRow { rows.append(node) }
            pending += node.children
        }
        return !rows.isEmpty && rows.allSatisfy { $0.rowSelection?.listAllowsSelection == false }
    }

    private static func finite(_ value: Double) -> Double {
        value.isFinite ? value : 0
    }

    private static func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    /// A number that reads back to the same `Double`: whole numbers without a fraction, others
    /// in Swift's shortest round-tripping form.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
