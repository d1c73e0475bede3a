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
/// **No text the user typed or read.** What a capture keeps is the app's own chrome; what may be
/// content is left out or replaced (`neutralized(_:)`):
/// - **Labels** are dropped from text fields, text views and search fields (secure ones
///   included), labels (`UILabel`'s accessibility label is its text), table and collection
///   rows (a cell's accessibility label is composed from the texts it shows: a message
///   preview, a name, a balance) and every accessibility element (SwiftUI's and other drawn
///   controls, whose labels come from the content they show as often as from the app).
///   UIKit buttons, switches, segmented controls, sliders, steppers, pickers, bars and
///   containers keep their label: the title the app gave them, useful in a bug report.
/// - **Ids** that may carry content are replaced with neutral serials (`row-1`,
///   `element-2`, `text-3`, `view-4` in tree order): those of accessibility elements (their id
///   is their label when they have no identifier; a SwiftUI control's derived id is
///   `swiftui.<screen>.<label>`), every id starting with `swiftui.`, and any id made from a
///   dropped label: the label itself or a whole `/`-separated segment of the id (a running
///   app's dump names elements by their labels; `LabelDerivedID`). Other ids are kept, even
///   when they contain a dropped label's characters (a badge "12" and `UIButton#12`): an
///   `accessibilityIdentifier` the app set, or a view's `ClassName#serial`. A `next` override names the renamed target.
/// The map is unchanged: labels take no part in it, and ids are renamed consistently, so the
/// tools' map of the capture is the engine's map with those ids renamed.
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
        writer.writeNodes(neutralized(root).root.children, indent: "  ", into: &out)
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

    /// True for the nodes whose label may be content (text the user typed or read) rather than
    /// the name the app gave a control: text inputs, labels, rows and accessibility elements.
    static func holdsText(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .textField, .textView, .searchBar, .label, .accessibilityElement: true
        default: node.kind.isListRow
        }
    }

    /// `root` as a capture writes it: the labels that may be content dropped
    /// (`withoutTypedText(_:)`) and the ids that may carry content replaced with neutral serials
    /// (see "No text the user typed or read" above), with `next` overrides following the renamed
    /// ids. `renamed` maps each replaced id to its serial; the root itself is never renamed.
    public static func neutralized(_ root: ViewNode) -> (root: ViewNode, renamed: [String: String]) {
        var allIDs: Set<String> = []
        var droppedLabels: Set<String> = []
        var pending = [root]
        while let node = pending.popLast() {
            allIDs.insert(node.id)
            if holdsText(node), let label = node.label, label.count >= 2 { droppedLabels.insert(label) }
            pending += node.children
        }
        var renamer = Renamer(taken: allIDs, droppedLabels: droppedLabels)
        var children = root.children
        for index in children.indices { renamer.renameIDs(&children[index]) }
        var clean = root
        clean.children = children.map { renamer.followingRenames(withoutTypedText($0)) }
        return (clean, renamer.renamed)
    }

    /// Gives neutral serials to the ids that may carry content, in tree order.
    private struct Renamer {
        var taken: Set<String>
        let droppedLabels: Set<String>
        var renamed: [String: String] = [:]
        var counters: [String: Int] = [:]

        func carriesContent(_ node: ViewNode) -> Bool {
            guard !isSerial(node.id, of: node) else { return false }
            if node.kind == .accessibilityElement || node.id.hasPrefix("swiftui.") { return true }
            let ownLabel = LayoutCapture.holdsText(node) ? node.label : nil
            return LabelDerivedID.namesLabel(node.id, ownLabel: ownLabel, droppedLabels: droppedLabels)
        }

        /// `id` is already a neutral serial for `node` (a capture of a capture keeps its ids).
        func isSerial(_ id: String, of node: ViewNode) -> Bool {
            let prefix = Self.prefix(of: node) + "-"
            guard id.hasPrefix(prefix) else { return false }
            let number = id.dropFirst(prefix.count)
            return !number.isEmpty && number.allSatisfy { ("0"..."9").contains($0) }
        }

        static func prefix(of node: ViewNode) -> String {
            switch node.kind {
            case .accessibilityElement: "element"
            case .textField, .textView, .searchBar, .label: "text"
            default: node.kind.isListRow ? "row" : "view"
            }
        }

        func carriesContent(_ id: String) -> Bool {
            id.hasPrefix("swiftui.") || LabelDerivedID.namesLabel(id, droppedLabels: droppedLabels)
        }

        mutating func renameIDs(_ node: inout ViewNode) {
            if carriesContent(node) {
                if let known = renamed[node.id] {
                    node.id = known
                } else {
                    let serial = nextSerial(for: node)
                    renamed[node.id] = serial
                    node.id = serial
                }
            }
            for index in node.children.indices { renameIDs(&node.children[index]) }
        }

        private mutating func nextSerial(for node: ViewNode) -> String {
            let prefix = Self.prefix(of: node)
            var number = counters[prefix, default: 0]
            var candidate: String
            repeat {
                number += 1
                candidate = "\(prefix)-\(number)"
            } while taken.contains(candidate)
            counters[prefix] = number
            taken.insert(candidate)
            return candidate
        }

        /// `node` with its `next` overrides naming renamed targets by their serials; an override
        /// naming an id that is not in the tree and carries content is left out.
        func followingRenames(_ node: ViewNode) -> ViewNode {
            var node = node
            if !node.focusOverrides.isEmpty {
                var overrides: [MoveDirection: String] = [:]
                for (direction, target) in node.focusOverrides {
                    if let serial = renamed[target] {
                        overrides[direction] = serial
                    } else if !carriesContent(target) {
                        overrides[direction] = target
                    }
                }
                node.focusOverrides = overrides
            }
            node.children = node.children.map(followingRenames)
            return node
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
            if node.kind.scrollsContent {
                if node.isPaging { fields.append("\"paging\": true") }
                if !node.isScrollEnabled { fields.append("\"scrollEnabled\": false") }
                if let size = node.contentSize {
                    fields.append("\"contentSize\": \(numbers([max(0, finite(size.width)), max(0, finite(size.height))]))")
                }
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
            if node.kind.isList, node.listRowsCannotBeSelected { fields.append("\"allowsSelection\": false") }
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
