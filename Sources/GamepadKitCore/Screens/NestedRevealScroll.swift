/// Revealing an element inside nested scroll views (a compositional shelf's card inside the
/// list, a carousel inside a pager, a fixed-height list inside a form), as a finger's drags
/// would: along each axis the nearest scroll view that can scroll along it moves first, by the
/// least that shows the element (`RevealScroll`); then each scroll view further out shows the
/// element where that move left it (the part the inner ones show), moving only when it does
/// not show it already. So a pager whose page already shows a carousel's card stays on its page,
/// and a list partly below the fold of a form is brought up with its row.
///
/// - A paging scroll view (`isPagingEnabled`, or a `UIPageViewController`'s own scroll view)
///   turns whole pages: when it does not show the element whole, it goes to the page that holds
///   the element's centre (a multiple of its bounds length along the axis), clamped to its content
///   (`pageOffset`). It is never left between pages.
/// - A scroll view with scrolling turned off (`isScrollEnabled == false`) never moves: a finger
///   could not move it either. It still hides what lies outside its bounds.
///
/// The scanner predicts the same offsets (`FocusCandidate.revealedFrame`), so the highlight
/// lands where the element does.
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
        /// `isScrollEnabled`: false, it never moves.
        public var isScrollEnabled: Bool
        /// Paging (`isPagingEnabled`) or a page view controller's scroll view: it turns whole pages.
        public var isPaging: Bool

        /// Creates a scroll view's facts.
        public init(horizontal: Axis, vertical: Axis, isScrollEnabled: Bool = true, isPaging: Bool = false) {
            self.horizontal = horizontal
            self.vertical = vertical
            self.isScrollEnabled = isScrollEnabled
            self.isPaging = isPaging
        }

        /// A scroll view's facts from what UIKit tells of it, with an element at `elementFrame`
        /// in its content coordinates (its bounds' coordinates: the content offset included).
        /// The one place both the reveal on iOS and the scanner's prediction of it
        /// (`FocusCandidate.revealedFrame`) turn a scroll view into an axis pair, so that the
        /// highlight lands where the scroll brings the element.
        ///
        /// - Parameters:
        ///   - contentOffset: `contentOffset`.
        ///   - boundsSize: The bounds' size (the scanner, which has no bounds, gives the frame's).
        ///   - adjustedContentInset: `adjustedContentInset` (`ViewNode.contentInset`).
        ///   - contentSize: `contentSize`.
        ///   - isPaging: It turns whole pages (`isPagingEnabled`, or a page view controller's own
        ///     scroll view).
        ///   - isScrollEnabled: `isScrollEnabled`.
        ///   - elementFrame: The element's frame in the scroll view's content coordinates.
        public init(contentOffset: LayoutPoint, boundsSize: LayoutSize, adjustedContentInset: LayoutInsets,
                    contentSize: LayoutSize, isPaging: Bool, isScrollEnabled: Bool, elementFrame: Rect) {
            self.init(
                horizontal: Axis(offset: contentOffset.x, length: boundsSize.width, insetBefore: adjustedContentInset.left,
                                 insetAfter: adjustedContentInset.right, contentLength: contentSize.width,
                                 start: elementFrame.minX, end: elementFrame.maxX),
                vertical: Axis(offset: contentOffset.y, length: boundsSize.height, insetBefore: adjustedContentInset.top,
                               insetAfter: adjustedContentInset.bottom, contentLength: contentSize.height,
                               start: elementFrame.minY, end: elementFrame.maxY),
                isScrollEnabled: isScrollEnabled, isPaging: isPaging)
        }
    }

    /// The new content offsets `(x, y)` of `chain` (the scroll views around the element, nearest
    /// first), in the same order; an offset equal to the current one means "leave it".
    public static func offsets(_ chain: [Scroller]) -> [(x: Double, y: Double)] {
        let xs = axisOffsets(chain.map { ($0.horizontal, $0.isScrollEnabled, $0.isPaging) })
        let ys = axisOffsets(chain.map { ($0.vertical, $0.isScrollEnabled, $0.isPaging) })
        return zip(xs, ys).map { (x: $0, y: $1) }
    }

    /// Where a paging scroll view goes to show the span `start...end` (content coordinates):
    /// nowhere when it shows the span whole between its insets; else the page (a multiple of
    /// `axis.length`) that holds the span's centre, clamped to the content and its insets as
    /// `RevealScroll` clamps.
    ///
    /// - Returns: `axis.offset` unchanged when an input is not a finite number or the bounds
    ///   have no length.
    public static func pageOffset(_ axis: Axis, start: Double, end: Double) -> Double {
        let values = [axis.offset, axis.length, axis.insetBefore, axis.insetAfter, axis.contentLength, start, end]
        guard values.allSatisfy(\.isFinite), axis.length > 0 else { return axis.offset }
        if start >= axis.offset + axis.insetBefore - 0.5, end <= axis.offset + axis.length - axis.insetAfter + 0.5 {
            return axis.offset
        }
        let page = ((start + end) / 2 / axis.length).rounded(.down) * axis.length
        let lowest = -axis.insetBefore
        let highest = max(lowest, axis.contentLength - axis.length + axis.insetAfter)
        return min(max(page, lowest), highest)
    }

    private static func axisOffsets(_ chain: [(axis: Axis, enabled: Bool, paging: Bool)]) -> [Double] {
        var offsets: [Double] = []
        offsets.reserveCapacity(chain.count)
        // The part of the element to show, in the content coordinates of the scroll view at hand,
        // where the moves of the scroll views inside it leave it.
        var low = chain.first?.axis.start ?? 0
        var high = chain.first?.axis.end ?? 0
        for index in chain.indices {
            let entry = chain[index]
            let axis = entry.axis
            if index > 0 {
                let inner = chain[index - 1].axis
                let innerOffset = offsets[index - 1]
                // What the inner one shows of the element (its insets hide the rest)…
                let shownLow = max(low, innerOffset + inner.insetBefore)
                let shownHigh = min(high, innerOffset + inner.length - inner.insetAfter)
                if shownLow < shownHigh {
                    low = shownLow
                    high = shownHigh
                }
                // …placed in this one: the inner bounds' origin here is fixed by where the element
                // is in both now.
                let innerOrigin = axis.start - inner.start + inner.offset
                low += innerOrigin - innerOffset
                high += innerOrigin - innerOffset
            }
            guard entry.enabled, axis.canScroll else {
                offsets.append(axis.offset)
                continue
            }
            if entry.paging {
                offsets.append(pageOffset(axis, start: low, end: high))
            } else {
                offsets.append(RevealScroll.offset(current: axis.offset, start: low, end: high, length: axis.length,
                                                   insetBefore: axis.insetBefore, insetAfter: axis.insetAfter,
                                                   contentLength: axis.contentLength))
            }
        }
        return offsets
    }
}
