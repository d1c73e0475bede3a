/// Revealing an element inside nested scroll views (a compositional shelf's card inside the
/// list, a carousel inside a pager), as a finger's drag would: along each axis only the
/// nearest scroll view that can scroll along it moves, by the least that shows the element
/// (`RevealScroll`), and the scroll views around it stay put along that axis. So no outer
/// scroll view is moved by a distance measured before the inner one's animated move, and a
/// pager is never left between pages.
///
/// A paging scroll view (`isPagingEnabled`, or a `UIPageViewController`'s own scroll view,
/// which the page controller alone drives) is never moved: when it is the nearest along an
/// axis, nothing scrolls along that axis.
public enum NestedRevealScroll {
    /// One axis of one scroll view, with the element's edges in its content coordinates.
    public struct Axis: Hashable, Sendable {
        /// The content offset along the axis.
        public var offset: Double
        /// The bounds length along the axis.
        public var length: Double
        /// The adjusted content inset at the start of the axis.
        public var insetBefore: Double
        /// The adjusted content inset at the end of the axis.
        public var insetAfter: Double
        /// The content size along the axis.
        public var contentLength: Double
        /// The element's leading edge, in the scroll view's content coordinates.
        public var start: Double
        /// The element's trailing edge, in the scroll view's content coordinates.
        public var end: Double

        /// Creates an axis.
        public init(offset: Double, length: Double, insetBefore: Double = 0, insetAfter: Double = 0,
                    contentLength: Double, start: Double, end: Double) {
            self.offset = offset
            self.length = length
            self.insetBefore = insetBefore
            self.insetAfter = insetAfter
            self.contentLength = contentLength
            self.start = start
            self.end = end
        }

        /// True when the content (with its insets) is longer than the bounds.
        public var canScroll: Bool {
            contentLength + insetBefore + insetAfter > length + 0.5
        }
    }

    /// One scroll view around the element.
    public struct Scroller: Hashable, Sendable {
        /// The horizontal axis.
        public var horizontal: Axis
        /// The vertical axis.
        public var vertical: Axis
        /// `isScrollEnabled`.
        public var isScrollEnabled: Bool
        /// Paging (`isPagingEnabled`) or a page view controller's scroll view: never moved.
        public var isPaging: Bool

        /// Creates a scroll view's facts.
        public init(horizontal: Axis, vertical: Axis, isScrollEnabled: Bool = true, isPaging: Bool = false) {
            self.horizontal = horizontal
            self.vertical = vertical
            self.isScrollEnabled = isScrollEnabled
            self.isPaging = isPaging
        }
    }

    /// The new content offsets `(x, y)` of `chain` (the scroll views around the element, nearest
    /// first), in the same order; an offset equal to the current one means "leave it".
    public static func offsets(_ chain: [Scroller]) -> [(x: Double, y: Double)] {
        let xs = axisOffsets(chain.map { ($0.horizontal, $0.isScrollEnabled, $0.isPaging) })
        let ys = axisOffsets(chain.map { ($0.vertical, $0.isScrollEnabled, $0.isPaging) })
        return zip(xs, ys).map { (x: $0, y: $1) }
    }

    private static func axisOffsets(_ chain: [(axis: Axis, enabled: Bool, paging: Bool)]) -> [Double] {
        var stopped = false
        return chain.map { entry in
            let axis = entry.axis
            guard !stopped, entry.enabled, axis.canScroll else { return axis.offset }
            stopped = true
            guard !entry.paging else { return axis.offset }
            return RevealScroll.offset(current: axis.offset, start: axis.start, end: axis.end, length: axis.length,
                                       insetBefore: axis.insetBefore, insetAfter: axis.insetAfter,
                                       contentLength: axis.contentLength)
        }
    }
}
