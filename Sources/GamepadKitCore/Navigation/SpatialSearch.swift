/// Single spatial queries, for a source that is not a candidate itself (a list row that scrolled
/// away, an element that vanished).
///
/// The query applies the same beam policy as ``NavigationMap`` (see its documentation): only
/// elements in the pressed direction, in-beam ones first, then the lowest
/// `13 · along² + across²`, ties to reading order (smaller `minY`, then `minX`, then id). It
/// looks at every candidate once or twice: O(n), with no index to build.
public enum SpatialSearch {
    /// The best candidate in `direction` from `source`, or nil. Candidates with a non-finite
    /// frame and the one whose id is `id` are skipped; a non-finite `source` finds nothing.
    public static func target(
        from source: Rect,
        direction: Direction,
        among candidates: [FocusCandidate],
        excluding id: String? = nil
    ) -> FocusCandidate? {
        guard let sourceBox = NavigationBox(source) else { return nil }
        let index: Int? = switch direction {
        case .up: bestIndex(from: sourceBox, among: candidates, excluding: id, facing: FacingUp.self)
        case .down: bestIndex(from: sourceBox, among: candidates, excluding: id, facing: FacingDown.self)
        case .left: bestIndex(from: sourceBox, among: candidates, excluding: id, facing: FacingLeft.self)
        case .right: bestIndex(from: sourceBox, among: candidates, excluding: id, facing: FacingRight.self)
        }
        return index.map { candidates[$0] }
    }

    /// The index of the best candidate facing `F`, with no allocation. One pass finds the best
    /// in-beam candidate, the best outside the beam, and the nearest far edge outside it. For a
    /// vertical move an outside candidate entirely closer than the in-beam winner still competes
    /// with it; a second pass looks for those only when the best outside candidate is not one of
    /// them (when it is, it is also the best of them) and some outside candidate is.
    private static func bestIndex<F: Facing>(
        from sourceBox: NavigationBox, among candidates: [FocusCandidate], excluding id: String?, facing _: F.Type
    ) -> Int? {
        let s = F.orient(sourceBox)
        var inBeam = Offer()
        var outside = Offer()
        var nearestOutsideFar = Double.infinity
        for i in candidates.indices {
            guard F.mayLieAhead(candidates[i].frame, of: s.front),
                  let box = NavigationBox(candidates[i].frame),
                  let m = BeamRules.measure(F.orient(box), from: s)
            else { continue }
            if m.inBeam {
                inBeam.offer(i, box, m, candidates, excluding: id)
            } else {
                // The excluded candidate may lower this too; that only costs a second pass.
                nearestOutsideFar = min(nearestOutsideFar, m.far)
                outside.offer(i, box, m, candidates, excluding: id)
            }
        }
        guard inBeam.found else { return outside.found ? outside.index : nil }
        let near = inBeam.measure.near
        if F.direction.isHorizontal || !(nearestOutsideFar < near) { return inBeam.index }
        var best = inBeam
        if outside.found && outside.measure.far < near {
            best.offer(outside.index, outside.box, outside.measure, candidates, excluding: id)
            return best.index
        }
        for i in candidates.indices {
            guard F.mayLieAhead(candidates[i].frame, of: s.front),
                  let box = NavigationBox(candidates[i].frame),
                  let m = BeamRules.measure(F.orient(box), from: s),
                  !m.inBeam, m.far < near
            else { continue }
            best.offer(i, box, m, candidates, excluding: id)
        }
        return best.index
    }

    /// The best offer by (score, reading order), over raw candidates.
    private struct Offer {
        var index = -1
        var measure = BeamRules.Measure(score: .infinity, near: .infinity, far: .infinity, inBeam: false)
        var box = NavigationBox.zero

        var found: Bool { index >= 0 }

        /// Takes candidate `i` if it beats the current best and is not the excluded one; the id
        /// is compared only for a candidate that would win.
        @inline(__always)
        mutating func offer(
            _ i: Int, _ candidateBox: NavigationBox, _ m: BeamRules.Measure, _ candidates: [FocusCandidate],
            excluding id: String?
        ) {
            if index >= 0 {
                if m.score > measure.score { return }
                if m.score == measure.score {
                    let order = candidateBox.readsBefore(box) ?? (candidates[i].id < candidates[index].id)
                    if !order { return }
                }
            }
            if let id, candidates[i].id == id { return }
            index = i
            measure = m
            box = candidateBox
        }
    }
}

extension NavigationBox {
    static let zero = NavigationBox(minX: 0, minY: 0, maxX: 0, maxY: 0)

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }
}
