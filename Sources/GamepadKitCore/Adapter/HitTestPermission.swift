/// When GamepadKit may ask UIKit's `hitTest(_:with:)` whether a finger could touch a view.
///
/// A hit test at a point runs the `hitTest(_:with:)` and `point(inside:with:)` of every view it
/// visits: the window and the ancestors of the view, the views in front of them (drawn later,
/// asked first), and the views inside the one that is hit. An app's or a library's own
/// implementation of either method may do anything there: dropdown libraries close themselves
/// when a point lands on their backdrop, and an override that force-unwraps the event crashes on
/// the `nil` event a probe passes. So a view is hit tested only when every view such a probe can
/// visit runs UIKit's own implementation: no ancestor, no view inside it and no view after it in
/// tree order (in front of it) that the probe reaches overrides either method. UIKit's own
/// `hitTest` asks a view's subviews only for points inside the view, so a view is reached when
/// the probe lies inside all its ancestors (`Entry.reachArea`). Elsewhere the scanner's own
/// rule (`TouchReach`) decides, over the same tree.
///
/// Views behind the view (before it in tree order, not its ancestors) are visited only when
/// nothing in front takes the point, and the view itself takes it when it is shown: they are
/// not counted.
public enum HitTestPermission {
    /// One view of a window's tree, in tree order (pre-order: a view, then its subviews back to
    /// front).
    public struct Entry: Hashable, Sendable {
        /// Its depth: 0 for the window.
        public var depth: Int
        /// Its class replaces `hitTest(_:with:)` or `point(inside:with:)` (`ViewClassFacts`).
        public var overridesHitTest: Bool
        /// Where a probe must land for UIKit to ask this view at all: inside every ancestor
        /// (UIKit's own `hitTest` asks a view's subviews only for points inside the view), in
        /// window coordinates; nil for the window, which is always asked.
        public var reachArea: Rect?

        /// An entry with these values.
        public init(depth: Int, overridesHitTest: Bool, reachArea: Rect? = nil) {
            self.depth = depth
            self.overridesHitTest = overridesHitTest
            self.reachArea = reachArea
        }
    }

    /// The views of one window's tree that an override makes unsafe to probe, ready to answer
    /// per probe.
    public struct Blocks: Sendable {
        /// Per entry: an ancestor (or the view itself) overrides.
        private var overridesOnPath: [Bool]
        /// The overriding views, by tree order, with where a probe reaches them.
        private var overriding: [(index: Int, area: Rect?)]

        /// The blocks of `entries`, one window's views in tree order.
        public init(_ entries: [Entry]) {
            overridesOnPath = [Bool](repeating: false, count: entries.count)
            overriding = []
            var chain: [Bool] = []
            for (index, entry) in entries.enumerated() {
                let depth = max(0, entry.depth)
                if chain.count > depth { chain.removeLast(chain.count - depth) }
                let above = chain.last ?? false
                while chain.count < depth { chain.append(above) }
                chain.append(above || entry.overridesHitTest)
                overridesOnPath[index] = above || entry.overridesHitTest
                if entry.overridesHitTest { overriding.append((index, entry.reachArea)) }
            }
        }

        /// True when a probe at `point` for the view at `index` visits only UIKit's own
        /// implementations: no ancestor and not the view overrides, and no overriding view
        /// inside it or in front of it (later in tree order) is reached by the point.
        public func allowsProbe(of index: Int, at point: LayoutPoint) -> Bool {
            guard overridesOnPath.indices.contains(index), !overridesOnPath[index] else { return false }
            for blocker in overriding where blocker.index > index {
                guard let area = blocker.area else { return false }
                if area.minX <= point.x, point.x <= area.maxX, area.minY <= point.y, point.y <= area.maxY { return false }
            }
            return true
        }
    }

    /// Per entry of one window's tree in tree order, whether a probe at `points[index]` may be
    /// asked (nil points: no probe, false).
    public static func permitted(_ entries: [Entry], probes points: [LayoutPoint?]) -> [Bool] {
        let blocks = Blocks(entries)
        return entries.indices.map { index in
            guard points.indices.contains(index), let point = points[index] else { return false }
            return blocks.allowsProbe(of: index, at: point)
        }
    }

    /// True when a view of `kind` is asked about at all: what can be a stop by its role.
    public static func isAsked(_ kind: ViewKind) -> Bool {
        kind.isFocusableByDefault || kind == .custom
    }

    /// True when a touch can land neither on `node` nor inside it, so nothing there is probed:
    /// UIKit's `hitTest(_:with:)` skips a hidden view, one whose alpha is under 0.01 and one
    /// with user interaction off, with everything inside it. Probing one would only visit the
    /// views behind it (whose `hitTest` overrides the permission does not count), and the scanner
    /// drops such views anyway. A disabled control is not probed either (it is no stop), but its
    /// subviews may be.
    public static func closesTouches(_ node: ViewNode) -> Bool {
        node.isHidden || !(node.alpha > FocusScanner.minimumVisibleAlpha) || !node.isInteractive
    }

    /// The most hit tests one view is asked: the centre and four corners.
    public static let maxProbesPerView = 5

    /// The points a view is hit tested at, in order, until one lands on it: the centre of its
    /// visible part (its window frame cut by the window and every clipping ancestor), then four
    /// points inset from its corners (by 4 points, or a quarter of the side when smaller), for a
    /// control whose centre is covered by a sibling (a badge, an overlaid play button) but whose
    /// corners are free. Empty when less than a point of it is visible (content scrolled out of
    /// view is for the scanner's rule).
    public static func probePoints(visiblePart: Rect?) -> [LayoutPoint] {
        guard let centre = probePoint(visiblePart: visiblePart), let visible = visiblePart else { return [] }
        let insetX = min(4, visible.width / 4)
        let insetY = min(4, visible.height / 4)
        return [centre,
                LayoutPoint(x: visible.minX + insetX, y: visible.minY + insetY),
                LayoutPoint(x: visible.maxX - insetX, y: visible.minY + insetY),
                LayoutPoint(x: visible.minX + insetX, y: visible.maxY - insetY),
                LayoutPoint(x: visible.maxX - insetX, y: visible.maxY - insetY)]
    }

    /// The points a view is hit tested at, in order: `probePoints(visiblePart:)` for a view that
    /// can be a stop, only the centre for one outside the window's modal scope (`modalScope`:
    /// the tree-order entries of the last modal scope of the window, a presented controller's
    /// view or a menu, nil when there is none). Outside the scope nothing is a stop, so the
    /// corners, asked for a control whose centre is covered, are not worth four hit tests each
    /// (under a form sheet over a screen of 500 controls, 2,000 per scan).
    public static func probePoints(visiblePart: Rect?, entry: Int, modalScope: Range<Int>?) -> [LayoutPoint] {
        if let modalScope, !modalScope.contains(entry) {
            return probePoint(visiblePart: visiblePart).map { [$0] } ?? []
        }
        return probePoints(visiblePart: visiblePart)
    }

    /// The first point a view is hit tested at: the centre of its visible part; nil when less
    /// than a point of it is visible.
    public static func probePoint(visiblePart: Rect?) -> LayoutPoint? {
        guard let visible = visiblePart, visible.isFinite, visible.width >= 1, visible.height >= 1 else { return nil }
        return LayoutPoint(x: visible.midX, y: visible.midY)
    }

    /// What the probes of one view say about it (`ViewNode.isHittable`): true when one landed on
    /// it, false when one landed elsewhere outside a bar, nil when every probe got no answer
    /// (content under a bar that a scroll brings out, a view in no window) or none was asked.
    public static func combined(_ answers: [HitTestAnswer]) -> Bool? {
        if answers.contains(.hit) { return true }
        if answers.contains(.miss) { return false }
        return nil
    }
}
