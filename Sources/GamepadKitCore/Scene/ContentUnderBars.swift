/// Content that lies under a navigation bar, toolbar or tab bar is out of view, as on iOS: the
/// bar is drawn over it and takes the touches there.
///
/// Older storyboards lay their views out under a translucent bar, and rows scroll on behind the
/// tab bar. Left as they are, such elements overlap the bar's items: moves between them and the
/// bar find no direction (an element is "up" only when it lies above), so the bar's items, or
/// the content, become unreachable. After a scan:
/// - an element of a scroll view's content (rows, items, fields in a form) that reaches under a
///   bar needs a scroll to be seen, and the part of its scroll view the bar covers is no place
///   to reveal it, nor any other content of that scroll view (a last row below the fold of a
///   table that runs on under a toolbar): the scroll brings it out from under the bar (as
///   UIKit's adjusted content insets do, for files that store none). A bar that is itself
///   content of a scroll view (a toolbar laid out in a form) scrolls with it and cuts no
///   viewport;
/// - any other element keeps only the part of its frame the bar leaves uncovered, the part a
///   finger can touch: a bar above cuts its top, a bar below its bottom. An element the bars
///   cover entirely is no candidate.
///
/// Bar items themselves, elements that merely touch a bar, and elements drawn over a bar (after
/// it in tree order, as a button laid over a toolbar in the same view) are left alone: a bar
/// covers only what lies under it in z-order. The bars UIKit adds around a controller's view
/// come after all of its content.
/// Only the first ``maximumBars`` bars count (a real screen has two or three), so a file with
/// thousands of bars costs no more than a few passes over the candidates.
enum ContentUnderBars {
    static let maximumBars = 16

    /// A bar: where it is drawn, and its place in tree order (the scanner's visiting order).
    struct Bar {
        var frame: Rect
        var order: Int
        /// The bar is content of a scroll view (a toolbar laid out in a form's content): it
        /// scrolls with that content, so it covers no fixed part of a scroll view's viewport.
        var isScrollContent = false
    }

    /// Uncovers `candidates` from under `bars`. `orders` holds each candidate's place in tree
    /// order (parallel to `candidates`); a bar covers only candidates before it. Without orders
    /// (or with a count that does not match) every bar covers every candidate.
    static func uncover(_ candidates: inout [FocusCandidate], orders: [Int]? = nil, bars: [Bar]) {
        guard !bars.isEmpty else { return }
        let bars = bars.prefix(maximumBars)
        let orders = orders?.count == candidates.count ? orders : nil
        // A bar covers an element under it, and a bar fixed over a scroll view (not content of
        // one) the part of it it lies over: no place to reveal that scroll view's content,
        // wherever the content is now.
        func covers(_ bar: Bar, _ index: Int) -> Bool {
            candidates[index].barID == nil && (orders.map { $0[index] < bar.order } ?? true)
                && (candidates[index].frame.intersection(bar.frame) != nil
                    || (!bar.isScrollContent && candidates[index].scrollContainerID != nil
                        && candidates[index].scrollViewport?.intersection(bar.frame) != nil))
        }
        guard candidates.indices.contains(where: { index in bars.contains { covers($0, index) } }) else { return }
        var kept: [FocusCandidate] = []
        kept.reserveCapacity(candidates.count)
        for index in candidates.indices {
            var candidate = candidates[index]
            // Each bar over it in turn (no list of them made per candidate: a table under a tab
            // bar has every row's viewport under it).
            var isShown = true
            for bar in bars where covers(bar, index) {
                guard uncover(&candidate, by: bar) else {
                    isShown = false
                    break
                }
            }
            if isShown { kept.append(candidate) }
        }
        candidates = kept
    }

    /// Moves `candidate` out from under `bar`; false when it covers it entirely.
    private static func uncover(_ candidate: inout FocusCandidate, by bar: Bar) -> Bool {
        let isUnder = candidate.frame.intersection(bar.frame) != nil
        if candidate.scrollContainerID != nil {
            if isUnder { candidate.needsScroll = true }
            // The scroll shows it only where a bar fixed over the scroll view does not cover it.
            if !bar.isScrollContent, let viewport = candidate.scrollViewport, let open = uncovered(viewport, by: bar.frame) {
                candidate.scrollViewport = open
            }
            return true
        }
        guard isUnder else { return true }
        guard let open = uncovered(candidate.frame, by: bar.frame) else { return false }
        candidate.frame = open
        return true
    }

    /// The part of `frame` a horizontal bar leaves uncovered: a bar above cuts its top, a bar
    /// below its bottom; nil when nothing is left.
    private static func uncovered(_ frame: Rect, by bar: Rect) -> Rect? {
        guard frame.intersection(bar) != nil else { return frame }
        let top = bar.midY <= frame.midY ? max(frame.minY, bar.maxY) : frame.minY
        let bottom = bar.midY <= frame.midY ? frame.maxY : min(frame.maxY, bar.minY)
        guard bottom > top else { return nil }
        return Rect(x: frame.minX, y: top, width: frame.width, height: bottom - top)
    }
}
