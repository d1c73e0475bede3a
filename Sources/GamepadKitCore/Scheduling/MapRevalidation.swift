/// Whether the last map still holds, checked without a scan: before a move on a map older than
/// `RebuildPolicy.Timing.moveRescanInterval`, the platform reads again a few cheap facts of the
/// views the last scan made stops of (or could have, had they been shown and enabled), and of
/// every view above them, and rescans only when one differs from what that scan saw.
///
/// - **What is watched** (`watches(in:)`): every view a stop can be made of — a control, a row,
///   a custom `Focusable`, a view the app made focusable — whether the last scan kept it or left
///   it out (hidden, transparent, disabled, untouchable: a button a timer enables later), and
///   every view above one (a container unhidden or hidden without a layout pass). A view whose
///   stop has no view of its own (an accessibility element, a tab bar item, an alert action) is
///   watched through the view that holds it. Labels, images and other views with no stop inside
///   are not watched.
/// - **What is compared** (`Facts`): whether the view is still in a window, `isHidden`,
///   whether its alpha shows it (above `FocusScanner.minimumVisibleAlpha`), `isEnabled` and
///   `isUserInteractionEnabled`: the facts the scanner admits a stop by. A view that is gone
///   (released, or its cell no longer shows the row) always asks for a rescan.
/// - Frames are not compared: what moves without a layout pass or a scroll (a transform
///   animated by the app) is found by the next scan an event asks for.
public enum MapRevalidation {
    /// What the platform reads again of one watched view.
    public struct Facts: Hashable, Sendable {
        /// The view is in a window.
        public var isInWindow: Bool
        /// `isHidden`.
        public var isHidden: Bool
        /// Its alpha is above `FocusScanner.minimumVisibleAlpha` (a fade between two visible
        /// values changes nothing the scanner decides).
        public var isVisible: Bool
        /// A control's `isEnabled` (true for other views).
        public var isEnabled: Bool
        /// `isUserInteractionEnabled`.
        public var isInteractive: Bool

        /// The facts of a view read now; `alpha` is its alpha.
        public init(isInWindow: Bool = true, isHidden: Bool, alpha: Double, isEnabled: Bool, isInteractive: Bool) {
            self.isInWindow = isInWindow
            self.isHidden = isHidden
            self.isVisible = alpha > FocusScanner.minimumVisibleAlpha
            self.isEnabled = isEnabled
            self.isInteractive = isInteractive
        }

        /// The facts the scan saw of `node` (every node of a scan is in a window).
        public init(_ node: borrowing ViewNode) {
            self.init(isInWindow: true, isHidden: node.isHidden, alpha: node.alpha,
                      isEnabled: node.isEnabled, isInteractive: node.isInteractive)
        }
    }

    /// One watched view: its id in the last scan and what that scan saw.
    public struct Watch: Hashable, Sendable {
        /// The view's id in the scan (`ViewNode.id`).
        public var id: String
        /// What the scan saw of it.
        public var seen: Facts

        /// A watch of the view `id`, seen with `seen`.
        public init(id: String, seen: Facts) {
            self.id = id
            self.seen = seen
        }
    }

    /// True when a stop can be made of a node of this kind, or of `node` by the app's word.
    static func mayBeStop(_ node: borrowing ViewNode) -> Bool {
        node.kind.isFocusableByDefault || node.kind == .accessibilityElement || node.focusableOverride == true
    }

    /// True for a kind whose stop has no view of its own to read (it is watched through the
    /// view that holds it).
    static func hasNoViewOfItsOwn(_ kind: ViewKind) -> Bool {
        kind == .accessibilityElement || kind == .tabBarItem || kind == .alertAction
    }

    /// The views of the scanned tree `root` to read again before a move: every view a stop can
    /// be made of and every view above one, in tree order (the root included when it holds
    /// one).
    public static func watches(in root: ViewNode) -> [Watch] {
        var watches: [Watch] = []
        _ = collect(root, into: &watches)
        return watches
    }

    /// Appends `node`'s watches (itself first, then its subtree's) and says whether it holds a
    /// possible stop.
    private static func collect(_ node: borrowing ViewNode, into watches: inout [Watch]) -> Bool {
        let slot = watches.count
        watches.append(Watch(id: node.id, seen: Facts(node)))
        var holds = mayBeStop(node)
        for index in node.children.indices where collect(node.children[index], into: &watches) {
            holds = true
        }
        if !holds || hasNoViewOfItsOwn(node.kind) {
            // Nothing a stop can be made of here: drop the node and its (empty) subtree.
            if !holds { watches.removeSubrange(slot...) } else { watches.remove(at: slot) }
        }
        return holds
    }

    /// True when the view seen with `seen` and read now with `now` (nil: the view is gone)
    /// may make the scan's answer differ: it left its window, is gone, or one of the facts
    /// the scanner admits a stop by changed.
    public static func differs(seen: Facts, now: Facts?) -> Bool {
        guard let now else { return true }
        return now != seen
    }
}
