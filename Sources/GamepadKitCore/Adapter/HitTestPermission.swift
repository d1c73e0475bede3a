/// When GamepadKit may ask UIKit's `hitTest(_:with:)` whether a finger could touch a view.
///
/// A hit test at a point runs the `hitTest(_:with:)` and `point(inside:with:)` of every view it
/// visits: the window and the ancestors of the view, the views in front of them (drawn later,
/// asked first), and the views inside the one that is hit. An app's or a library's own
/// implementation of either method may do anything there: dropdown libraries close themselves
/// when a point lands on their backdrop, and an override that force-unwraps the event crashes on
/// the `nil` event a probe passes. So a view is hit tested only when every view such a probe can
/// visit runs UIKit's own implementation: no ancestor, no view inside it and no view after it in
/// tree order (in front of it) overrides either method. Elsewhere the scanner's own rule
/// (`TouchReach`) decides, over the same tree.
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

        /// An entry with these values.
        public init(depth: Int, overridesHitTest: Bool) {
            self.depth = depth
            self.overridesHitTest = overridesHitTest
        }
    }

    /// Per entry of one window's tree in tree order, whether a hit test for it may be asked.
    public static func permitted(_ entries: [Entry]) -> [Bool] {
        guard !entries.isEmpty else { return [] }
        // An override at this index or later (the view, its inside, everything in front).
        var overrideFromHere = [Bool](repeating: false, count: entries.count + 1)
        for index in entries.indices.reversed() {
            overrideFromHere[index] = overrideFromHere[index + 1] || entries[index].overridesHitTest
        }
        var result = [Bool](repeating: false, count: entries.count)
        // The override flags of the current chain of ancestors, by depth.
        var ancestorOverrides: [Bool] = []
        for (index, entry) in entries.enumerated() {
            let depth = max(0, entry.depth)
            if ancestorOverrides.count > depth { ancestorOverrides.removeLast(ancestorOverrides.count - depth) }
            let anAncestorOverrides = ancestorOverrides.last ?? false
            result[index] = !anAncestorOverrides && !overrideFromHere[index]
            while ancestorOverrides.count < depth { ancestorOverrides.append(anAncestorOverrides) }
            ancestorOverrides.append(anAncestorOverrides || entry.overridesHitTest)
        }
        return result
    }

    /// True when a view of `kind` is asked about at all: what can be a stop by its role.
    public static func isAsked(_ kind: ViewKind) -> Bool {
        kind.isFocusableByDefault || kind == .custom
    }

    /// The one point a view is hit tested at: the centre of its visible part (its window frame
    /// cut by the window and every clipping ancestor); nil when less than a point of it is
    /// visible (content scrolled out of view is for the scanner's rule).
    public static func probePoint(visiblePart: Rect?) -> LayoutPoint? {
        guard let visible = visiblePart, visible.isFinite, visible.width >= 1, visible.height >= 1 else { return nil }
        return LayoutPoint(x: visible.midX, y: visible.midY)
    }
}
