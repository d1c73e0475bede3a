import GamepadKitCore

/// One element of a running app's tree as a page source or a debugger dump tells it, before it
/// becomes a `ViewNode`: the element's type in XCTest's words (`Button`, `Cell`, `Other`…), its
/// names, its frame in screen coordinates and what the dump says about its state.
///
/// Each reader (Appium/WebDriverAgent XML and JSON, XCUITest `debugDescription`, UIKit
/// `recursiveDescription`) fills these; ``RunningAppTree`` turns them into one scene, so every
/// format is judged by the same mapping.
struct RunningAppElement: Sendable {
    /// The element type without its `XCUIElementType` prefix (`Button`, `Switch`, `Other`), or
    /// for a UIKit dump the type the view's class stands for.
    var type: String
    /// The accessibility identifier, if the dump gives one.
    var identifier: String?
    /// The accessibility label (for a UIKit dump, the text of the view or of its title label).
    var label: String?
    /// The frame in screen coordinates; nil when the dump gives none.
    var frame: Rect?
    /// The parts of a frame the dump leaves out when it gives some (`x` and `y` without
    /// `width`…), for the message when no element can be placed.
    var missingFrameParts: [String] = []
    /// The dump says the element is enabled (`enabled`, `isEnabled`, no `Disabled` flag).
    var isEnabled = true
    /// The dump's visibility: false for `visible="false"`, `hidden = YES`; nil when it says nothing.
    var isVisible: Bool?
    /// The dump's `accessible` (an accessibility element rather than a container); nil when it
    /// says nothing.
    var isAccessible: Bool?
    /// True when an element under this one says it is visible (set when the tree is mapped).
    var holdsVisibleElement = false
    /// The accessibility traits the dump names, if it names any.
    var traits: ElementTraits = []
    /// UIKit dumps only: `alpha`.
    var alpha = 1.0
    /// UIKit dumps only: `userInteractionEnabled`.
    var isInteractive = true
    /// UIKit dumps only: `clipsToBounds`.
    var clipsToBounds = false
    /// UIKit dumps only: a scroll view's `contentOffset`, by which its children are shifted on screen.
    var contentOffset = LayoutPoint.zero
    /// UIKit dumps only: a scroll view's `contentSize`, which bounds where a page turn can go.
    var contentSize: LayoutSize?
    /// Where the element is written in the dump (a line number, a node path), for messages.
    var location: String
    var children: [RunningAppElement] = []

    init(type: String, location: String) {
        self.type = type
        self.location = location
    }

    /// The label, else the identifier: what a person would call the element.
    var name: String? {
        if let label, !label.isEmpty { return label }
        if let identifier, !identifier.isEmpty { return identifier }
        return nil
    }

    /// The frame of `parts` (`x`, `y`, `width`, `height` by name), or nil with the names
    /// of the parts left out when some are given.
    static func frame(_ parts: [String: Double?]) -> (Rect?, missing: [String]) {
        let names = ["x", "y", "width", "height"]
        let values = names.map { parts[$0] ?? nil }
        let missing = zip(names, values).filter { $0.1 == nil }.map(\.0)
        guard missing.isEmpty else { return (nil, missing.count == names.count ? [] : missing) }
        let numbers = values.compactMap { $0 }
        return (Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), [])
    }

    /// The element type named `name` with XCTest's prefix (`XCUIElementTypeButton`) or without,
    /// or as UIAutomation's class (`UIAButton`, ``UIAutomationTypes``).
    static func type(named name: String) -> String {
        let prefix = "XCUIElementType"
        if name.hasPrefix(prefix) { return String(name.dropFirst(prefix.count)) }
        return UIAutomationTypes.xcTestType(of: name) ?? name
    }
}
