/// Which element a screen starts with when nothing else decides: the first in reading order.
public enum ReadingOrder {
    /// The first of `candidates` in reading order: the screen's content on screen first, then
    /// bar items, then content that needs a scroll; in each group top to bottom, then left to
    /// right, then tree order. So a screen starts in its content, not on a navigation bar's
    /// Cancel button, and not on a row scrolled out of view.
    public static func first(among candidates: [FocusCandidate]) -> FocusCandidate? {
        var best: FocusCandidate?
        for candidate in candidates {
            guard let current = best else {
                best = candidate
                continue
            }
            if (group(candidate), candidate.frame.minY, candidate.frame.minX) < (group(current), current.frame.minY, current.frame.minX) {
                best = candidate
            }
        }
        return best
    }

    private static func group(_ candidate: FocusCandidate) -> Int {
        if candidate.needsScroll { return 2 }
        return candidate.isInBar ? 1 : 0
    }
}
