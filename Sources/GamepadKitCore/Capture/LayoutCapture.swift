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
///   containers keep their label (the title the app gave them, useful in a bug report) only with
///   `ControlTitles.kept`: a button can show content too (a contact's name, an amount), so the
///   SDK's capture drops them unless the app says its titles are its own chrome.
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
/// A value no layout JSON reader accepts is made acceptable rather than written: a frame,
/// offset or inset that is not finite becomes 0, a negative width or height 0, an alpha outside
/// 0…1 is clamped, an id used twice gets a ` #2` suffix, traits are written only for
/// accessibility elements, list facts only for lists and rows, row counts are clamped to 0…10,000,000
/// and a row path outside that range is left out, a wheel count only for pickers (1…20). The
/// JSON itself is written by `LayoutJSONWriter`, as the tools write layout JSON.
public enum LayoutCapture {
    /// The id of the screen itself in the layout JSON reader's scenes; a captured view with this
    /// id is renamed, as a duplicate is.
    public static let reservedID = "window"

    /// What a capture does with the titles of controls, bars and containers (the labels that are
    /// not dropped anyway as possible content).
    public enum ControlTitles: Hashable, Sendable {
        /// Written: the app says they are its own chrome (a "Sign In" button, a tab's name).
        case kept
        /// Left out, as the labels of text inputs and rows are; ids made from them become serials.
        case dropped
    }

    /// The layout JSON of the screen whose scanned tree is `root` (its children are the screen's
    /// top-level views, their frames in `root`'s coordinates) and whose size is `size`.
    ///
    /// - Parameters:
    ///   - root: The scanned tree's root, as the scanner took it (a window or the synthetic node
    ///     holding the windows); it is the screen and is not written itself.
    ///   - size: The screen's size in points.
    ///   - name: The layout's name (the screen's title or controller).
    ///   - controlTitles: Whether the titles of controls, bars and containers are written.
    public static func json(root: ViewNode, size: LayoutSize, name: String, controlTitles: ControlTitles = .kept) -> String {
        LayoutJSONWriter.document(name: name, size: LayoutSize(width: finite(size.width), height: finite(size.height)),
                                  views: acceptable(neutralized(root, controlTitles: controlTitles).root.children))
    }

    /// `views` (a screen's top-level views) with every value no layout JSON reader accepts made
    /// acceptable, as "A value no layout JSON reader accepts" above says.
    static func acceptable(_ views: [ViewNode]) -> [ViewNode] {
        var values = AcceptableValues()
        return views.map { values.acceptable($0) }
    }

    /// `node` and its subtree without the labels that may hold text the user typed or read.
    /// With `ControlTitles.dropped`, every label goes.
    public static func withoutTypedText(_ node: ViewNode, controlTitles: ControlTitles = .kept) -> ViewNode {
        var node = node
        if holdsText(node, controlTitles: controlTitles) { node.label = nil }
        node.children = node.children.map { withoutTypedText($0, controlTitles: controlTitles) }
        return node
    }

    /// True for the nodes whose label may be content (text the user typed or read) rather than
    /// the name the app gave a control: text inputs, labels, rows and accessibility elements.
    /// With `ControlTitles.dropped`, every node's label counts as possible content.
    static func holdsText(_ node: ViewNode, controlTitles: ControlTitles = .kept) -> Bool {
        if controlTitles == .dropped { return true }
        switch node.kind {
        case .textField, .textView, .searchBar, .label, .accessibilityElement: return true
        default: return node.kind.isListRow
        }
    }

    /// `root` as a capture writes it: the labels that may be content dropped
    /// (`withoutTypedText(_:)`) and the ids that may carry content replaced with neutral serials
    /// (see "No text the user typed or read" above), with `next` overrides following the renamed
    /// ids. `renamed` maps each replaced id to its serial; the root itself is never renamed.
    public static func neutralized(_ root: ViewNode, controlTitles: ControlTitles = .kept) -> (root: ViewNode, renamed: [String: String]) {
        var allIDs: Set<String> = []
        var droppedLabels: Set<String> = []
        var pending = [root]
        while let node = pending.popLast() {
            allIDs.insert(node.id)
            if holdsText(node, controlTitles: controlTitles), let label = node.label, label.count >= 2 { droppedLabels.insert(label) }
            pending += node.children
        }
        var renamer = Renamer(taken: allIDs, droppedLabels: droppedLabels)
        var children = root.children
        for index in children.indices { renamer.renameIDs(&children[index]) }
        var clean = root
        clean.children = children.map { renamer.followingRenames(withoutTypedText($0, controlTitles: controlTitles)) }
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

    /// Makes a tree acceptable to the layout JSON reader, node by node in tree order: the
    /// rules of "A value no layout JSON reader accepts" above.
    private struct AcceptableValues {
        var usedIDs: Set<String> = [LayoutCapture.reservedID]

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

        mutating func acceptable(_ node: ViewNode) -> ViewNode {
            var node = node
            node.id = uniqueID(node.id)
            let frame = node.frame
            node.frame = Rect(x: finite(frame.minX), y: finite(frame.minY),
                              width: max(0, finite(frame.width)), height: max(0, finite(frame.height)))
            node.alpha = min(1, max(0, finite(node.alpha)))
            node.contentOffset = LayoutPoint(x: finite(node.contentOffset.x), y: finite(node.contentOffset.y))
            let inset = node.contentInset
            node.contentInset = LayoutInsets(top: finite(inset.top), left: finite(inset.left),
                                             bottom: finite(inset.bottom), right: finite(inset.right))
            node.contentSize = node.contentSize.map { LayoutSize(width: max(0, finite($0.width)), height: max(0, finite($0.height))) }
            let rowNumbers = 0...LayoutJSONWriter.maximumRowNumber
            node.sectionRowCounts = node.kind.isList
                ? node.sectionRowCounts?.map { min(max(rowNumbers.lowerBound, $0), rowNumbers.upperBound) }
                : nil
            if let path = node.rowPath, !rowNumbers.contains(path.section) || !rowNumbers.contains(path.row) { node.rowPath = nil }
            if !(node.cornerRadius.isFinite && node.cornerRadius > 0) { node.cornerRadius = 0 }
            if node.kind != .accessibilityElement { node.accessibilityTraits = [] }
            if !node.kind.isListRow { node.rowSelection = nil }
            if let wheels = node.wheelCount, node.kind != .picker && node.kind != .datePicker || !(1...20).contains(wheels) {
                node.wheelCount = nil
            }
            node.children = node.children.map { acceptable($0) }
            return node
        }
    }

    private static func finite(_ value: Double) -> Double {
        value.isFinite ? value : 0
    }
}
