import Foundation
import GamepadKitCore

/// Turns a running app's element tree (``RunningAppElement``, from any of the dump formats) into
/// the scene the engine scans, with one mapping for every format.
///
/// - **Kinds.** XCTest's element types become the engine's kinds: buttons (bar buttons in a
///   navigation bar or toolbar, the back button, tabs in a tab bar, actions in an alert or
///   sheet), switches and toggles, text and secure fields, search fields, text views, sliders,
///   steppers, segmented controls, pickers (with their wheels), date pickers, page indicators;
///   cells as rows of the nearest table or collection; navigation bars, tab bars and toolbars
///   as bars; tables, collection views and scroll views as lists and scroll containers (which
///   clip); alerts, sheets, dialogs, popovers and menus as modal scopes. The keyboard and the
///   status bar are no stops and are left out. A link is an accessibility element with the
///   link trait; an `Other` the dump calls accessible is an accessibility element with the
///   traits the dump names, judged by `AccessibilityRules` like the SDK's accessibility-tree
///   path (no actionable trait: no stop). Any other type is a plain view.
/// - **One stop per control.** What XCTest lists inside a control that is one stop for the
///   engine (a segmented control's segments, a stepper's arrows, a picker's wheels, a switch's
///   parts) is not kept as separate views.
/// - **State.** `enabled` false disables the element (and, as in UIKit, what it holds);
///   `visible` false hides it, except inside a scroll container where an element lying outside
///   the container's frame is content a scroll can bring into view (XCTest calls it invisible).
/// - **Names.** An element's id is its accessibility identifier, else its label, else its
///   type; ids are made unique by a ` 2`, ` 3`… suffix. Its label is its label (a field's
///   placeholder when it has none; a row's first text when it has none), else its identifier.
///   Values (what a user typed) are never read.
/// - **Frames.** Page sources give frames in screen coordinates; each is re-expressed in its
///   parent's (the `ViewNode` contract). An element without a frame takes the union of its
///   children's; a dump where no element has one, or a control without one, cannot be mapped.
/// - **What the formats do not say.** The accessibility tree's order is not the drawing order
///   and XCTest already leaves out what the accessibility system hides, so page sources and
///   `debugDescription` do not let the tree decide which control covers which: each control is
///   taken as touchable (`ViewNode.isHittable`), except one lying under the keyboard, which the
///   keyboard covers. A UIKit `recursiveDescription` is the view tree in drawing order, with
///   `userInteractionEnabled`, so there the scanner's own rule (`TouchReach`) decides.
enum RunningAppTree {
    /// How a dump's frames and drawing order are to be read.
    struct Reading {
        /// The format's name, for messages (`an Appium page source`).
        var format: String
        /// The tree is the accessibility tree (XCTest's), not the view tree: its order says
        /// nothing about what covers what.
        var isAccessibilityTree: Bool
    }

    /// The longest id written for an element (labels of React Native containers can run long).
    static let maximumIDLength = 80

    /// The longest label kept (a container's label can repeat the whole screen's text).
    static let maximumLabelLength = 200

    /// The smallest rectangle holding `a` and `b`.
    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    /// How far from the screen's origin a frame may lie and still count in a union: no screen,
    /// and no scroll view's content, measures a billion points.
    static let unionReach = 1e9

    /// The union of `frames` that stays finite and near: the frames lying within ``unionReach``
    /// of the origin, or, when none does, the nearest finite frame. A frame at 1e308, or widths
    /// that sum past the largest `Double`, cannot make a screen of infinite size or push the
    /// frames near the screen out of it (at 1e308 a 16 pt offset is lost to rounding). What is
    /// left out still becomes a view, placed where its frame says; lint reports it as lying
    /// outside the scene. Nil when no frame is finite.
    static func finiteUnion(_ frames: [Rect]) -> Rect? {
        func reach(_ frame: Rect) -> Double {
            max(abs(frame.minX), abs(frame.minY), abs(frame.maxX), abs(frame.maxY))
        }
        let finite = frames.filter { $0.isFinite && $0.maxX.isFinite && $0.maxY.isFinite }
        let near = finite.filter { reach($0) <= unionReach }
        guard let first = near.first else { return finite.min { reach($0) < reach($1) } }
        return near.dropFirst().reduce(first) { Self.union($0, $1) }
    }

    /// The scene of `root`, named `name`.
    static func scene(root: RunningAppElement, name: String, reading: Reading, file: String?) throws -> LayoutScene {
        let filled = try filledFrames(root, reading: reading, file: file)
        guard let screen = screenFrame(filled) else {
            throw InterchangeError(file: file, location: "", message: "\(reading.format) with no frames (x, y, width, height) cannot be mapped: save it with its frames")
        }
        var builder = Builder(reading: reading, keyboard: keyboardFrame(in: filled))
        let origin = screen.origin
        let views: [ViewNode]
        if isApplication(filled.type) {
            views = builder.nodes(filled.children, parentOrigin: origin, parentOffset: .zero, context: Context())
        } else {
            views = builder.nodes([filled], parentOrigin: origin, parentOffset: .zero, context: Context())
        }
        let bounds = Rect(origin: .zero, size: screen.size)
        return LayoutScene(name: name, bounds: bounds, root: ViewNode(id: LayoutScene.rootID, kind: .view, frame: bounds, children: views))
    }

    static func isApplication(_ type: String) -> Bool { type == "Application" }

    // MARK: - Frames

    /// `element` with every missing frame filled from its children's; throws when no element
    /// has a frame or a control has none.
    private static func filledFrames(_ element: RunningAppElement, reading: Reading, file: String?) throws -> RunningAppElement {
        var framed = 0
        var unframedControl: RunningAppElement?
        var missingParts: [String] = []
        func fill(_ element: RunningAppElement) -> RunningAppElement {
            var element = element
            for part in element.missingFrameParts where !missingParts.contains(part) { missingParts.append(part) }
            element.children = element.children.map(fill)
            if element.frame != nil {
                framed += 1
            } else {
                let frames = element.children.compactMap(\.frame)
                if !frames.isEmpty {
                    // A frame set by a child that overflows is left out (a non-finite frame
                    // places nothing): the children near the screen keep their places.
                    element.frame = finiteUnion(frames) ?? frames[0]
                } else if unframedControl == nil, isControlType(element.type) {
                    unframedControl = element
                }
            }
            return element
        }
        let filled = fill(element)
        guard framed > 0 else {
            let order = ["x", "y", "width", "height"]
            let detail = missingParts.isEmpty ? "" : "; its elements give no \(order.filter(missingParts.contains).joined(separator: ", "))"
            throw InterchangeError(file: file, location: "", message: "\(reading.format) with no frames (x, y, width, height) cannot be mapped\(detail): save it with its frames")
        }
        if let control = unframedControl {
            let named = control.name.map { " '\(ClippedText.clipped($0))'" } ?? ""
            throw InterchangeError(file: file, location: control.location, message: "the \(control.type)\(named) has no frame (x, y, width, height); a dump this partial cannot be mapped")
        }
        return filled
    }

    /// The screen: the application's frame when it has a finite size, else the union of every
    /// frame that keeps it finite (``finiteUnion(_:)``).
    private static func screenFrame(_ root: RunningAppElement) -> Rect? {
        if let frame = root.frame, frame.width > 0, frame.height > 0, frame.isFinite, frame.maxX.isFinite, frame.maxY.isFinite { return frame }
        var frames: [Rect] = []
        var pending = [root]
        while let element = pending.popLast() {
            if let frame = element.frame, frame.isFinite, frame.width > 0, frame.height > 0 {
                frames.append(frame)
            }
            pending += element.children
        }
        return finiteUnion(frames)
    }

    /// The keyboard's frame, when the dump shows one.
    private static func keyboardFrame(in root: RunningAppElement) -> Rect? {
        var pending = [root]
        while let element = pending.popLast() {
            if element.type == "Keyboard", element.isVisible != false, let frame = element.frame, frame.width > 0, frame.height > 0 {
                return frame
            }
            pending += element.children
        }
        return nil
    }

    // MARK: - Kinds

    /// The types that are controls (a stop of their own).
    static func isControlType(_ type: String) -> Bool {
        controlTypes.contains(type)
    }

    private static let buttonTypes: Set<String> = [
        "Button", "ToolbarButton", "MenuButton", "PopUpButton", "RadioButton", "CheckBox", "DisclosureTriangle",
        "MenuItem", "MenuBarItem", "Icon", "Key",
    ]

    private static let controlTypes: Set<String> = buttonTypes.union([
        "Switch", "Toggle", "Slider", "Stepper", "SegmentedControl", "Picker", "PickerWheel", "DatePicker",
        "PageIndicator", "ColorWell", "TextField", "SecureTextField", "ComboBox", "TextView", "SearchField",
        "Link", "Cell", "Tab",
    ])

    /// Types whose parts XCTest lists but which are one stop for the engine.
    private static let singleStopKinds: Set<ViewKind> = [
        .switch, .slider, .stepper, .segmented, .picker, .datePicker, .pageControl, .colorWell,
        .textField, .textView, .searchBar,
    ]

    /// Where an element sits: which bar, list or modal scope holds it.
    struct Context {
        enum Bar { case navigation, tool, tab }
        var bar: Bar?
        var inAlert = false
        /// The nearest list's kind and its index among the lists met so far.
        var list: (kind: ViewKind, index: Int)?
        /// The nearest scroll container's visible frame, screen coordinates.
        var scrollFrame: Rect?
    }

    private static func kind(of element: RunningAppElement, context: Context) -> ViewKind? {
        let type = element.type
        if buttonTypes.contains(type) {
            if type == "Key" { return nil }
            if context.inAlert { return .alertAction }
            switch context.bar {
            case .tab: return .tabBarItem
            case .navigation:
                if element.identifier == "BackButton" || element.label == "Back" { return .backButton }
                return .barButton
            case .tool: return .barButton
            case nil: return .button
            }
        }
        switch type {
        case "Tab": return .tabBarItem
        case "Switch", "Toggle": return .switch
        case "Slider": return .slider
        case "Stepper": return .stepper
        case "SegmentedControl", "RadioGroup": return .segmented
        case "Picker", "PickerWheel": return .picker
        case "DatePicker": return .datePicker
        case "PageIndicator": return .pageControl
        case "ColorWell": return .colorWell
        case "TextField", "SecureTextField", "ComboBox": return .textField
        case "TextView": return .textView
        case "SearchField": return .searchBar
        case "Link": return .accessibilityElement
        case "Cell", "TableRow", "OutlineRow": return context.list?.kind == .collection ? .collectionItem : .tableRow
        case "Table", "Outline": return .table
        case "CollectionView", "Grid": return .collection
        case "ScrollView": return .scroll
        case "NavigationBar": return .navigationBar
        case "TabBar", "TabGroup": return .tabBar
        case "Toolbar", "TouchBar": return .toolbar
        case "Menu", "MenuBar": return .menu
        case "StaticText": return .label
        case "Image": return .image
        case "Keyboard", "StatusBar": return nil
        case "Other":
            return element.isAccessible == true ? .accessibilityElement : .view
        default: return .view
        }
    }

    // MARK: - Building

    struct Builder {
        let reading: Reading
        let keyboard: Rect?
        private var usedIDs: Set<String> = [LayoutScene.rootID]
        /// The number each base name's next ` N` suffix is looked for from.
        private var nextNumber: [String: Int] = [:]
        private var listCount = 0
        private var rowCounts: [Int: Int] = [:]

        init(reading: Reading, keyboard: Rect?) {
            self.reading = reading
            self.keyboard = keyboard
        }

        mutating func nodes(_ elements: [RunningAppElement], parentOrigin: LayoutPoint, parentOffset: LayoutPoint, context: Context) -> [ViewNode] {
            var result: [ViewNode] = []
            for element in elements {
                if let node = node(element, parentOrigin: parentOrigin, parentOffset: parentOffset, context: context) {
                    result.append(node)
                }
            }
            return result
        }

        private mutating func node(_ element: RunningAppElement, parentOrigin: LayoutPoint, parentOffset: LayoutPoint, context: Context) -> ViewNode? {
            guard let kind = RunningAppTree.kind(of: element, context: context) else { return nil }
            let screen = element.frame ?? Rect(origin: parentOrigin, size: LayoutSize(width: 0, height: 0))
            let frame = Rect(x: screen.minX - parentOrigin.x + parentOffset.x, y: screen.minY - parentOrigin.y + parentOffset.y,
                             width: max(0, screen.width), height: max(0, screen.height))
            var node = ViewNode(id: uniqueID(for: element), kind: kind, frame: frame)
            // A row without a label of its own is called what it shows: its first text.
            let name = kind.isListRow ? (element.label ?? RunningAppTree.firstText(in: element) ?? element.name) : element.name
            node.label = name.map { $0.count > maximumLabelLength ? String($0.prefix(maximumLabelLength)) + "…" : $0 }
            node.isEnabled = element.isEnabled
            node.alpha = element.alpha
            node.isInteractive = element.isInteractive
            node.clipsToBounds = element.clipsToBounds || kind.scrollsContent
            node.contentOffset = element.contentOffset
            if kind.scrollsContent { node.contentSize = element.contentSize }
            if element.isVisible == false {
                // Content a scroll can bring into view is not hidden, whatever XCTest says of it.
                let scrolledOut = context.scrollFrame.map { screen.intersection($0) == nil } ?? false
                node.isHidden = !scrolledOut
            }
            if kind == .accessibilityElement {
                node.accessibilityTraits = element.traits
                if element.type == "Link" { node.accessibilityTraits.insert(.link) }
                if !element.isEnabled { node.accessibilityTraits.insert(.notEnabled) }
            }
            if ["Alert", "Sheet", "Dialog", "Popover"].contains(element.type) || kind == .menu {
                node.isModalScope = true
            }

            var inner = context
            switch kind {
            case .navigationBar: inner.bar = .navigation
            case .toolbar: inner.bar = .tool
            case .tabBar: inner.bar = .tab
            case .table, .collection:
                inner.list = (kind, listCount)
                listCount += 1
                inner.bar = nil
            default: break
            }
            if node.isModalScope && kind != .menu { inner.inAlert = true; inner.bar = nil }
            if kind.scrollsContent { inner.scrollFrame = screen }
            if kind.isListRow, let list = context.list {
                let row = rowCounts[list.index, default: 0]
                rowCounts[list.index] = row + 1
                node.rowPath = RowPath(section: 0, row: row)
                inner.list = nil
            }
            if kind == .picker || kind == .datePicker {
                let wheels = RunningAppTree.count(of: "PickerWheel", in: element)
                if (1...20).contains(wheels) { node.wheelCount = wheels } else if element.type == "PickerWheel" { node.wheelCount = 1 }
            }
            if reading.isAccessibilityTree, RunningAppTree.isStopKind(kind) {
                node.isHittable = !isUnderKeyboard(screen)
            }
            if !RunningAppTree.singleStopKinds.contains(kind) {
                node.children = nodes(element.children, parentOrigin: screen.origin, parentOffset: element.contentOffset, context: inner)
            }
            return node
        }

        private func isUnderKeyboard(_ frame: Rect) -> Bool {
            guard let keyboard else { return false }
            return keyboard.contains(LayoutPoint(x: frame.midX, y: frame.midY))
        }

        private mutating func uniqueID(for element: RunningAppElement) -> String {
            var base = element.identifier.flatMap { $0.isEmpty ? nil : $0 } ?? element.label.flatMap { $0.isEmpty ? nil : $0 }
                ?? element.type.prefix(1).lowercased() + element.type.dropFirst()
            base = base.trimmingCharacters(in: .whitespacesAndNewlines)
            if base.isEmpty { base = element.type }
            if base.count > maximumIDLength { base = String(base.prefix(maximumIDLength)) + "…" }
            var id = base
            // Each base name's search resumes where its last one ended (every number below was
            // taken then, and ids taken stay taken): 20,000 elements of one name take linear
            // time, not quadratic, and get the same ids.
            var number = nextNumber[base] ?? 2
            while usedIDs.contains(id) {
                id = "\(base) \(number)"
                number += 1
            }
            if id != base { nextNumber[base] = number }
            usedIDs.insert(id)
            return id
        }
    }

    /// True for the kinds that can be a stop (so the touch question matters).
    static func isStopKind(_ kind: ViewKind) -> Bool {
        kind.isFocusableByDefault || kind == .accessibilityElement
    }

    /// The label of the first static text under `element` (depth first, in order; one XCTest
    /// calls invisible counts too: a row scrolled out of view marks its texts so).
    static func firstText(in element: RunningAppElement) -> String? {
        for child in element.children {
            if child.type == "StaticText", let label = child.label, !label.isEmpty { return label }
            if let text = firstText(in: child) { return text }
        }
        return nil
    }

    /// How many elements of `type` lie under `element`.
    static func count(of type: String, in element: RunningAppElement) -> Int {
        var count = 0
        var pending = element.children
        while let child = pending.popLast() {
            if child.type == type { count += 1 }
            pending += child.children
        }
        return count
    }
}
