/// Writes a view tree as layout JSON, the tools' input format (`{"name", "size", "views"}`):
/// keys in a fixed, readable order, one node per line, number arrays on one line, and only the
/// optional keys whose values differ from their defaults.
///
/// The one writer of the format: the SDK's screen capture (`LayoutCapture`) and the tools'
/// `LayoutJSON.encode` both write through it, so a key the format gains is written in one place.
///
/// It writes the tree as it is. Reading the text back gives the same tree when the tree holds
/// only what the format accepts (unique ids, finite numbers, sizes of 0 or more, an alpha in
/// 0…1, each key on the kinds it belongs to); otherwise the reader refuses it naming the node, as
/// it would a hand-written file: a number that is not finite is written as `null`. A capture
/// makes its tree acceptable first (`LayoutCapture.acceptable(_:)`).
///
/// A row's selection facts are always written with the row's `selectionStyle`, so that a reader
/// gives the row facts even when every other fact has its default.
public enum LayoutJSONWriter {
    /// The largest row count or row index the format accepts in `sections` and `row`.
    public static let maximumRowNumber = 10_000_000

    /// The layout JSON of a screen named `name`, of size `size`, whose top-level views are `views`
    /// (frames in the screen's coordinates).
    public static func document(name: String, size: LayoutSize, views: [ViewNode]) -> String {
        var out = "{\n"
        out += "  \"name\": \(JSONText.quoted(name)),\n"
        out += "  \"size\": \(numbers([size.width, size.height])),\n"
        out += "  \"views\": "
        writeNodes(views, indent: "  ", into: &out)
        out += "\n}\n"
        return out
    }

    private static func writeNodes(_ nodes: [ViewNode], indent: String, into out: inout String) {
        guard !nodes.isEmpty else { out += "[]"; return }
        out += "[\n"
        for (index, node) in nodes.enumerated() {
            out += indent + "  "
            writeNode(node, indent: indent + "  ", into: &out)
            out += index == nodes.count - 1 ? "\n" : ",\n"
        }
        out += indent + "]"
    }

    private static func writeNode(_ node: ViewNode, indent: String, into out: inout String) {
        let frame = node.frame
        var fields: [String] = [
            "\"id\": \(quoted(node.id))",
            "\"kind\": \(quoted(node.kind.rawValue))",
            "\"frame\": \(numbers([frame.minX, frame.minY, frame.width, frame.height]))",
        ]
        if let label = node.label { fields.append("\"label\": \(quoted(label))") }
        if node.isHidden { fields.append("\"hidden\": true") }
        if node.alpha != 1 { fields.append("\"alpha\": \(JSONText.number(node.alpha))") }
        if !node.isEnabled { fields.append("\"enabled\": false") }
        if !node.isInteractive { fields.append("\"interactive\": false") }
        if node.clipsToBounds { fields.append("\"clips\": true") }
        if node.contentOffset != .zero { fields.append("\"contentOffset\": \(numbers([node.contentOffset.x, node.contentOffset.y]))") }
        let inset = node.contentInset
        if inset != .zero { fields.append("\"contentInset\": \(numbers([inset.top, inset.left, inset.bottom, inset.right]))") }
        if node.kind.scrollsContent {
            if node.isPaging { fields.append("\"paging\": true") }
            if !node.isScrollEnabled { fields.append("\"scrollEnabled\": false") }
            if let size = node.contentSize { fields.append("\"contentSize\": \(numbers([size.width, size.height]))") }
        }
        if let focusable = node.focusableOverride { fields.append("\"focusable\": \(focusable)") }
        if node.isModalScope { fields.append("\"modal\": true") }
        if node.joinsModalScope { fields.append("\"joinsModal\": true") }
        if let counts = node.sectionRowCounts { fields.append("\"sections\": [\(counts.map(String.init).joined(separator: ", "))]") }
        if let path = node.rowPath { fields.append("\"row\": [\(path.section), \(path.row)]") }
        if node.cornerRadius != 0 { fields.append("\"cornerRadius\": \(JSONText.number(node.cornerRadius))") }
        if !node.accessibilityTraits.isEmpty {
            fields.append("\"traits\": [\(node.accessibilityTraits.names.map(quoted).joined(separator: ", "))]")
        }
        if let facts = node.rowSelection { fields += rowFields(facts) }
        if node.kind.isList, node.listRowsCannotBeSelected { fields.append("\"allowsSelection\": false") }
        if let wheels = node.wheelCount { fields.append("\"wheels\": \(wheels)") }
        if let hittable = node.isHittable { fields.append("\"hittable\": \(hittable)") }
        if node.takesNoAction { fields.append("\"noAction\": true") }
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

    /// A row's selection facts with the layout JSON's names; a row with facts always says so
    /// (its `selectionStyle`), so that a reader keeps facts on it. Whether its list allows
    /// selection is the list's `allowsSelection`.
    private static func rowFields(_ facts: RowSelectionFacts) -> [String] {
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

    private static func numbers(_ values: [Double]) -> String {
        "[" + values.map(JSONText.number).joined(separator: ", ") + "]"
    }

    private static func quoted(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
