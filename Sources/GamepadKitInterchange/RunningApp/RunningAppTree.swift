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
///   path (no actionable trait: no stop). Any other type is a plain view. UIAutomation's
///   `UIA…` classes (Appium 1.x sources) are read as the XCTest types they stand for, and a
///   `UIATarget` root as the application it holds.
/// - **One stop per control.** What XCTest lists inside a control that is one stop for the
///   engine (a segmented control's segments, a stepper's arrows, a picker's wheels, a switch's
///   parts, a SwiftUI toggle's inner switch) is not kept as separate views. Two exceptions, both
///   tapped on their own by a finger: a button inside a text field, search field or text view (a
///   password's eye, Safari's reload button) is a stop of its own, and the field keeps the part
///   of its frame beside it (``uncovered(_:by:)``), so the two do not overlap; a
///   compact date picker's date and time buttons are the stops, not the picker.
/// - **State.** `enabled` false disables the element (and, as in UIKit, what it holds). In the
///   XCTest formats `visible` is each element's own: a container partly covered (a list under
///   iOS 26's glass bars, a web page under Safari's toolbar) is called invisible while what it
///   holds is shown, so an element hides (with what it holds) only when it says it is invisible
///   and holds nothing that says it is visible. Inside a scroll container an element
///   lying wholly or partly outside the container's frame is content a scroll can bring into view
///   (XCTest calls it invisible), never hidden. In a UIKit dump `hidden = YES` hides the subtree.
/// - **Bars.** A navigation bar, toolbar or tab bar whose element is taller than half the screen
///   (a SwiftUI toolbar's element can span the whole window) is placed where its items are, so
///   it covers no content.
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
        var root = root
        // UIAutomation's sources start at the device (`UIATarget`), which holds the application.
        if root.type == "Target", let application = root.children.first(where: { isApplication($0.type) }) {
            root = application
        }
        let filled = try filledFrames(root, reading: reading, file: file)
        guard let screen = screenFrame(filled) else {
            throw InterchangeError(file: file, location: "", message: "\(reading.format) with no frames (x, y, width, height) cannot be mapped: save it with its frames")
        }
        var builder = Builder(reading: reading, keyboard: keyboardFrame(in: filled), screenSize: screen.size)
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
            element.holdsVisibleElement = element.children.contains { $0.isVisible == true || $0.holdsVisibleElement }
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

    static let buttonTypes: Set<String> = [
        "Button", "ToolbarButton", "MenuButton", "PopUpButton", "RadioButton", "CheckBox", "DisclosureTriangle",
        "MenuItem", "MenuBarItem", "Icon", "Key",
    ]

    private static let controlTypes: Set<String> = buttonTypes.union([
        "Switch", "Toggle", "Slider", "Stepper", "SegmentedControl", "Picker", "PickerWheel", "DatePicker",
        "PageIndicator", "ColorWell", "TextField", "SecureTextField", "ComboBox", "TextView", "SearchField",
        "Link", "Cell", "Tab",
    ])

    /// Types whose parts XCTest lists but which are one stop for the engine.
    static let singleStopKinds: Set<ViewKind> = [
        .switch, .slider, .stepper, .segmented, .picker, .datePicker, .pageControl, .colorWell,
        .textField, .textView, .searchBar,
    ]

    /// The kinds a person types into.
    static let textInputKinds: Set<ViewKind> = [.textField, .textView, .searchBar]

    /// The buttons inside a text input's `element` that a finger taps on their own: smaller than
    /// half of the field (a password's eye, a reload or clear button), with a frame. The
    /// outermost such button of each branch.
    static func buttons(inside element: RunningAppElement) -> [RunningAppElement] {
        guard let field = element.frame else { return [] }
        let fieldArea = field.width * field.height
        var found: [RunningAppElement] = []
        var pending = Array(element.children.reversed())
        while let child = pending.popLast() {
            if buttonTypes.contains(child.type), child.type != "Key", let frame = child.frame,
               frame.width * frame.height < fieldArea / 2 {
                found.append(child)
            } else {
                pending += child.children.reversed()
            }
        }
        return found
    }

    /// The part of a text field's `field` that its button at `button` leaves on the other side: a
    /// button at the field's trailing end cuts the field's end, one at its leading end its start.
    /// The field is left whole when the cut would take half of it or more, or the button lies
    /// outside it.
    static func uncovered(_ field: Rect, by button: Rect) -> Rect {
        guard field.intersection(button) != nil else { return field }
        let minX = button.midX > field.midX ? field.minX : max(field.minX, button.maxX)
        let maxX = button.midX > field.midX ? min(field.maxX, button.minX) : field.maxX
        guard maxX - minX > field.width / 2 else { return field }
        return Rect(x: minX, y: field.minY, width: maxX - minX, height: field.height)
    }

    /// True when an element of `type` lies under `element`.
    static func contains(_ type: String, in element: RunningAppElement) -> Bool {
        var pending = element.children
        while let child = pending.popLast() {
            if child.type == type { return true }
            pending += child.children
        }
        return false
    }

    /// Where an element sits: which bar, list or modal scope holds it.
    struct Context {
        enum Bar { case navigation, tool, tab }
        var bar: Bar?
        var inAlert = false
        /// The nearest list's kind and its index among the lists met so far.
        var list: (kind: ViewKind, index: Int)?
        /// The nearest scroll container's visible frame, screen coordinates.
        var scrollFrame: Rect?
        /// The parent's frame in screen coordinates, unless the parent is a scroll container
        /// (whose content lies outside it).
        var parentFrame: Rect?
    }

    static func kind(of element: RunningAppElement, context: Context) -> ViewKind? {
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
        case "DatePicker":
            // A compact date picker shows its date and its time as buttons, each tapped on its
            // own: they are the stops. One with wheels is one stop.
            return contains("Button", in: element) && !contains("PickerWheel", in: element) ? .view : .datePicker
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
