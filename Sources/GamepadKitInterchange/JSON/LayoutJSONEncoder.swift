import GamepadKitCore

/// Writes a scene as layout JSON: keys in a fixed, readable order, one node per line group,
/// number arrays on one line, and only the optional keys that differ from their defaults.
enum LayoutJSONEncoder {
    static func document(_ scene: LayoutScene) -> String {
        var out = "{\n"
        out += "  \"name\": \(string(scene.name)),\n"
        out += "  \"size\": \(numbers([scene.bounds.width, scene.bounds.height])),\n"
        out += "  \"views\": "
        writeNodes(scene.root.children, indent: "  ", into: &out)
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
        var fields: [String] = [
            "\"id\": \(string(node.id))",
            "\"kind\": \(string(node.kind.rawValue))",
            "\"frame\": \(numbers([node.frame.minX, node.frame.minY, node.frame.width, node.frame.height]))",
        ]
        if let label = node.label { fields.append("\"label\": \(string(label))") }
        if node.isHidden { fields.append("\"hidden\": true") }
        if node.alpha != 1 { fields.append("\"alpha\": \(number(node.alpha))") }
        if !node.isEnabled { fields.append("\"enabled\": false") }
        if !node.isInteractive { fields.append("\"interactive\": false") }
        if node.clipsToBounds { fields.append("\"clips\": true") }
        if node.contentOffset != .zero { fields.append("\"contentOffset\": \(numbers([node.contentOffset.x, node.contentOffset.y]))") }
        if node.contentInset != .zero {
            let inset = node.contentInset
            fields.append("\"contentInset\": \(numbers([inset.top, inset.left, inset.bottom, inset.right]))")
        }
        if node.kind.scrollsContent {
            if node.isPaging { fields.append("\"paging\": true") }
            if !node.isScrollEnabled { fields.append("\"scrollEnabled\": false") }
            if let size = node.contentSize { fields.append("\"contentSize\": \(numbers([size.width, size.height]))") }
        }
        if let focusable = node.focusableOverride { fields.append("\"focusable\": \(focusable)") }
        if node.isModalScope { fields.append("\"modal\": true") }
        if let counts = node.sectionRowCounts { fields.append("\"sections\": [\(counts.map(String.init).joined(separator: ", "))]") }
        if let path = node.rowPath { fields.append("\"row\": [\(path.section), \(path.row)]") }
        if node.cornerRadius != 0 { fields.append("\"cornerRadius\": \(number(node.cornerRadius))") }
        if !node.accessibilityTraits.isEmpty {
            fields.append("\"traits\": [\(node.accessibilityTraits.names.map(string).joined(separator: ", "))]")
        }
        if let facts = node.rowSelection {
            if facts.accessory != .none { fields.append("\"accessory\": \(string(facts.accessory.rawValue))") }
            if facts.selectionStyleIsNone { fields.append("\"selectionStyle\": \"none\"") }
            if facts.delegateHandlesSelection { fields.append("\"selects\": true") }
            if facts.hasCustomAccessoryView { fields.append("\"accessoryView\": true") }
            if facts.allowsMultipleSelection { fields.append("\"multipleSelection\": true") }
            if facts.isEditing { fields.append("\"editing\": true") }
            if facts.allowsSelectionDuringEditing { fields.append("\"selectionDuringEditing\": true") }
            if facts.isSelected { fields.append("\"selected\": true") }
            if facts == RowSelectionFacts(listAllowsSelection: false) || facts == RowSelectionFacts() {
                // Selection facts with nothing to write still mark the row as described.
                fields.append("\"selectionStyle\": \"default\"")
            }
        }
        if node.kind.isList, node.listRowsCannotBeSelected { fields.append("\"allowsSelection\": false") }
        if let wheels = node.wheelCount { fields.append("\"wheels\": \(wheels)") }
        if let hittable = node.isHittable { fields.append("\"hittable\": \(hittable)") }
        if !node.focusOverrides.isEmpty {
            let entries = MoveDirection.allCases.compactMap { direction in
                node.focusOverrides[direction].map { "\(string(direction.rawValue)): \(string($0))" }
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

    private static func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    /// A JSON number; `null` for a value JSON cannot hold (the reader then names the node at fault).
    private static func number(_ value: Double) -> String {
        value.isFinite ? value.compact : "null"
    }

    private static func string(_ text: String) -> String {
        JSONString.quoted(text)
    }
}
