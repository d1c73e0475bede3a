/// The views of a running app as the adapter reads them: UIKit's `UIView`s on iOS, a counting
/// tree in the benchmarks. `AdapterTreeReader` walks them and makes every decision about what
/// is read (class facts once per class, accessibility elements only where a view may carry
/// them, at most one hit test per stop and only where `HitTestPermission` allows); the source
/// only answers.
public protocol AdapterViewSource: AnyObject {
    /// A view.
    associatedtype View: AnyObject
    /// What a view inherits from its ancestors that changes its role (the list, the bar it is
    /// in); the source's own.
    associatedtype Context

    /// The key of `view`'s class (its metatype's identity).
    func classKey(of view: View) -> ObjectIdentifier
    /// Reads the facts of `view`'s class; called once per class and reader.
    func readClassFacts(of view: View) -> ViewClassFacts
    /// The id `view` is known by before it is made unique: its identifier, else its stamp.
    func idBase(of view: View) -> String
    /// `base`, made unique in the scan (`"id"`, `"id#2"`…).
    func uniqueID(_ base: String) -> String
    /// The views under `view` that are walked, back to front, each with its frame in window
    /// coordinates (children whose frame is not finite are left out). Asked after `describe`.
    func subviews(of view: View, node: ViewNode) -> [(view: View, windowFrame: Rect)]
    /// Describes `view` in `node` (its kind, visibility, clipping, role facts, content offset),
    /// registers what the id stands for, and returns what its children inherit.
    /// `node` comes with its id and its frame in its parent's coordinates.
    func describe(_ view: View, facts: ViewClassFacts, node: inout ViewNode, windowFrame: Rect,
                  context: Context) -> AdapterViewDescription<Context>
    /// The accessibility elements `view` publishes, with frames in its coordinates, read only
    /// when `AdapterTreeReader` decided it may carry some.
    func accessibilityElements(of view: View, node: ViewNode, windowOrigin: LayoutPoint) -> [ViewNode]
    /// `element` (one of `accessibilityElements(of:…)`, read under `readID`) is kept under
    /// `id`, in `container`, whose node id is `containerID`.
    func keepAccessibilityElement(readID: String, as id: String, in container: View, containerID: String)
    /// Asks the platform's hit test at `point` (window coordinates) whether a touch there lands
    /// on `view` or inside it.
    func hitTest(_ view: View, at point: LayoutPoint) -> HitTestAnswer
}

/// What a hit test at one point answered.
public enum HitTestAnswer: Hashable, Sendable {
    /// The touch lands on the view or inside it.
    case hit
    /// It lands elsewhere.
    case miss
    /// No answer, the scanner's rule decides: the touch lands in a navigation bar, tab bar or
    /// toolbar over scrolled content (a scroll brings it out from under the bar), or the view
    /// is in no window.
    case noAnswer
}

/// What `AdapterViewSource.describe` found that shapes the walk below a view.
public struct AdapterViewDescription<Context> {
    /// What the children inherit.
    public var context: Context
    /// The view is in a bar (its accessibility elements are not read).
    public var isInBar: Bool
    /// Nodes the source made itself, added after the walked subviews (an alert's actions),
    /// and then nothing else under the view is read (no subviews, no accessibility elements).
    public var closingChildren: [ViewNode]?

    /// A description with these values.
    public init(context: Context, isInBar: Bool = false, closingChildren: [ViewNode]? = nil) {
        self.context = context
        self.isInBar = isInBar
        self.closingChildren = closingChildren
    }
}
