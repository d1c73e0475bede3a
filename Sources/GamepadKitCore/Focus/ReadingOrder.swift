/// Which element a screen starts with when nothing else decides: the first in reading order.
public enum ReadingOrder {
    /// The first of `candidates` in reading order: the screen's content on screen first, then
    /// bar items, then content that needs a scroll; in each group top to bottom, then left to
    /// right, then tree order. So a screen starts in its content, not on a navigation bar's
    /// Cancel button, and not on a row scrolled out of view. An element whose frame holds another
    /// candidate's frame (an invisible full-screen "dismiss" button behind a popup, see
    /// `ContainingElements`) comes after all the others: the screen starts on the popup's
    /// buttons, not on the backdrop whose frame happens to start at the top-left corner.
    /// `rightToLeft`: the screen is laid out right to left, so a row reads from its right end
    /// (the top leading corner comes first).
    public static func first(among candidates: [FocusCandidate], rightToLeft: Bool = false) -> FocusCandidate? {
        if let first = firstUnlessContainer(candidates, rightToLeft) { return candidates[first] }
        let containsOthers = containingFlags(candidates)
        var best: Int?
        for index in candidates.indices {
            guard let current = best else {
                best = index
                continue
            }
            if key(candidates[index], containsOthers[index], rightToLeft) < key(candidates[current], containsOthers[current], rightToLeft) {
                best = index
            }
        }
        return best.map { candidates[$0] }
    }

    /// The answer of `first(among:rightToLeft:)` in two passes over the candidates, when the first
    /// by group, top edge and left edge holds no other candidate (the usual case): then no
    /// container has to be found among all of them. Nil when it is a container, or when an edge
    /// is NaN (the order is then not total, and the full rule decides).
    private static func firstUnlessContainer(_ candidates: [FocusCandidate], _ rightToLeft: Bool) -> Int? {
        var best: (index: Int, key: (Int, Double, Double))?
        for index in candidates.indices {
            let candidate = candidates[index]
            let key = (group(candidate), candidate.frame.minY, rightToLeft ? -candidate.frame.maxX : candidate.frame.minX)
            guard !key.1.isNaN, !key.2.isNaN else { return nil }
            if let current = best, !(key < current.key) { continue }
            best = (index, key)
        }
        guard let best else { return nil }
        // Non-finite frames hold nothing and are held by nothing (`containingFlags`).
        guard let outer = NavigationBox(candidates[best.index].frame) else { return best.index }
        for index in candidates.indices where index != best.index {
            if let inner = NavigationBox(candidates[index].frame), ContainingElements.contains(outer, inner) { return nil }
        }
        return best.index
    }

    /// The order of an element: containers last, then group, top edge, left edge.
    private static func key(_ candidate: FocusCandidate, _ containsOthers: Bool, _ rightToLeft: Bool) -> (Int, Int, Double, Double) {
        (containsOthers ? 1 : 0, group(candidate), candidate.frame.minY, rightToLeft ? -candidate.frame.maxX : candidate.frame.minX)
    }

    /// For each candidate, whether its frame holds another candidate's (non-finite frames hold
    /// nothing and are held by nothing).
    private static func containingFlags(_ candidates: [FocusCandidate]) -> [Bool] {
        var boxes: [NavigationBox] = []
        var positions: [Int] = []
        for (index, candidate) in candidates.enumerated() {
            if let box = NavigationBox(candidate.frame) {
                boxes.append(box)
                positions.append(index)
            }
        }
        var result = [Bool](repeating: false, count: candidates.count)
        for (flag, position) in zip(ContainingElements.flags(boxes), positions) where flag {
            result[position] = true
        }
        return result
    }

    private static func group(_ candidate: FocusCandidate) -> Int {
        if candidate.needsScroll { return 2 }
        return candidate.isInBar ? 1 : 0
    }
}
