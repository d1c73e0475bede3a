import GamepadKitCore

/// One screen read from a layout file: its name, the screen's bounds and its view tree.
///
/// `root` is the screen itself: a node with the id `window` whose frame is `bounds` and whose
/// children are the screen's top-level views. Scan it with `FocusScanner().scan(root, bounds: bounds)`.
public struct LayoutScene: Hashable, Sendable {
    /// The scene's name: the layout's `name`, a storyboard scene's identifier or class, or the file name.
    public var name: String
    /// The screen in window coordinates.
    public var bounds: Rect
    /// The screen's view tree.
    public var root: ViewNode
    /// Where each element is written in the file, by element id (for a storyboard or xib: the
    /// line and column of the element's start tag); empty for layout JSON.
    public var sourceLocations: [String: LayoutSourceLocation] = [:]
    /// Where the scene itself is written (a storyboard scene's view controller, a xib's view);
    /// nil for layout JSON.
    public var sceneLocation: LayoutSourceLocation?

    /// Where the element `id` is written: its own location, else the scene's.
    public func sourceLocation(of id: String) -> LayoutSourceLocation? {
        sourceLocations[id] ?? sceneLocation
    }
    /// Static table cells an Interface Builder file stored with one shared, stale frame; the
    /// importer stacked them by row height instead (see ``StaleCellFrames``).
    public var staleCellFrames: [StaleCellFrames] = []
    /// What the scene's constraints say is wrong with its layout: ambiguous, conflicting or
    /// misplaced views (see ``ConstraintLayoutIssue``); empty for layout JSON.
    public var constraintIssues: [ConstraintLayoutIssue] = []
    /// What surrounds the screen for B and the shoulder buttons: a storyboard scene pushed onto
    /// a navigation stack can pop, one presented modally can be dismissed, a tab's scene knows
    /// its tab bar's tab count and its own tab.
    public var context = ScreenContext()

    /// Creates a scene.
    public init(name: String, bounds: Rect, root: ViewNode) {
        self.name = name
        self.bounds = bounds
        self.root = root
    }

    /// The id of the synthetic node at the top of every imported scene.
    public static let rootID = "window"

    /// A scene whose root is a synthetic `window` node of `size` holding `views`.
    public init(name: String, size: LayoutSize, views: [ViewNode]) {
        let bounds = Rect(origin: .zero, size: size)
        self.init(name: name, bounds: bounds, root: ViewNode(id: Self.rootID, kind: .view, frame: bounds, children: views))
    }
}
