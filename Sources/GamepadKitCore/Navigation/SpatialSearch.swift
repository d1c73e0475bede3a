/// Single spatial queries, for a source that is not a candidate itself (a list row that scrolled
/// away, an element that vanished).
///
/// The query applies the same beam policy as ``NavigationMap`` (see its documentation): only
/// elements in the pressed direction (a few points of overlap allowed), in-beam ones first, then
/// those within 45° of the direction, far off-axis ones only as a fallback; within a tier the
/// lowest `13 · along² + across²`, ties to reading order (smaller `minY`, then `minX`, then id).
/// As in the map, a source whose frame holds a candidate's frame is measured from its centre. It
/// looks at every candidate two or three times: O(n), with no index to build.
public enum SpatialSearch {
    /// The best candidate in `direction` from `source`, or nil. Candidates with a non-finite
    /// frame and the one whose id is `id` are skipped; a non-finite `source` finds nothing.
    /// `barID` is the bar the source belongs to (nil: the content): as in the map, sideways
    /// moves and off-axis fallbacks stay in that region, and no fallback goes farther than
    /// 100 pt to the side (see `ScreenRegions`).
    public static func target(
        from source: Rect,
        inBar barID: String? = nil,
        direction: MoveDirection,
        among candidates: [FocusCandidate],
        excluding id: String? = nil
    ) -> FocusCandidate? {
        guard let sourceBox = NavigationBox(source) else { return nil }
        let fromCentre = candidates.contains { candidate in
            candidate.id != id && NavigationBox(candidate.frame).map { ContainingElements.contains(sourceBox, $0) } == true
        }
        let index: Int? = switch direction {
        case .up: bestIndex(from: sourceBox, fromCentre, barID, among: candidates, excluding: id, facing: FacingUp.self)
        case .down: bestIndex(from: sourceBox, fromCentre, barID, among: candidates, excluding: id, facing: FacingDown.self)
        case .left: bestIndex(from: sourceBox, fromCentre, barID, among: candidates, excluding: id, facing: FacingLeft.self)
        case .right: bestIndex(from: sourceBox, fromCentre, barID, among: candidates, excluding: id, facing: FacingRight.self)
        }
        return index.map { candidates[$0] }
    }

    /// The index of the best candidate facing `F`, with no allocation; from the centre of
    /// `sourceBox` when `fromCentre`. One pass finds the best
    /// candidate of each tier (in the beam, in the cone, off-axis) and the nearest far edge in
    /// the cone. For a vertical move a cone candidate entirely closer than the in-beam winner
    /// still competes with it; a second pass looks for those only when the best cone candidate
    /// is not one of them (when it is, it is also the best of them) and some cone candidate is.
    private static func bestIndex<F: Facing>(
        from sourceBox: NavigationBox, _ fromCentre: Bool, _ barID: String?, among candidates: [FocusCandidate], excluding id: String?,
        facing _: F.Type
    ) -> Int? {
        let horizontal = F.direction.isHorizontal
        func admits(_ i: Int, _ tier: BeamRules.Tier) -> Bool {
            ScreenRegions.admits(from: 0, to: candidates[i].barID == barID ? 0 : 1, horizontal: horizontal, tier: tier)
        }
        let s = fromCentre ? RankedLayout.centre(of: F.orient(sourceBox)) : F.orient(sourceBox)
        // Targets may overlap the source by up to its reach.
        let start = s.front - BeamRules.reach(s)
        var inBeam = Offer()
        var inCone = Offer()
        var offAxis = Offer()
        var nearestConeFar = Double.infinity
        for i in candidates.indices {
            guard F.mayLieAhead(candidates[i].frame, of: start),
                  let box = NavigationBox(candidates[i].frame),
                  let m = BeamRules.measure(F.orient(box), from: s), admits(i, m.tier)
            else { continue }
            switch m.tier {
            case .beam:
                inBeam.offer(i, box, m, candidates, excluding: id)
            case .cone:
                // The excluded candidate may lower this too; that only costs a second pass.
                nearestConeFar = min(nearestConeFar, m.far)
                inCone.offer(i, box, m, candidates, excluding: id)
            case .offAxis:
                offAxis.offer(i, box, m, candidates, excluding: id)
            case .farOffAxis:
                break
            }
        }
        guard inBeam.found else {
            guard inCone.found else { return offAxis.found ? offAxis.index : nil }
            // Off-axis candidates entirely closer than the cone winner compete with it.
            let near = inCone.measure.near
            var best = inCone
            for i in candidates.indices {
                guard F.mayLieAhead(candidates[i].frame, of: start),
                      let box = NavigationBox(candidates[i].frame),
                      let m = BeamRules.measure(F.orient(box), from: s),
                      m.tier == .offAxis, m.far < near, admits(i, m.tier)
                else { continue }
                best.offer(i, box, m, candidates, excluding: id)
            }
            return best.index
        }
        let near = inBeam.measure.near
        if F.direction.isHorizontal || !(nearestConeFar < near) { return inBeam.index }
        var best = inBeam
        var beatsOnSide = [false, false]
        let margin = BeamRules.beamMargin(s)
        for i in candidates.indices {
            guard F.mayLieAhead(candidates[i].frame, of: start),
                  let box = NavigationBox(candidates[i].frame),
                  let m = BeamRules.measure(F.orient(box), from: s),
                  m.tier == .cone, m.far < near, admits(i, m.tier),
                  BeamRules.gapAcross(F.orient(box), s) <= margin
            else { continue }
            best.offer(i, box, m, candidates, excluding: id)
            var alone = inBeam
            alone.offer(i, box, m, candidates, excluding: id)
            if alone.index == i { beatsOnSide[BeamRules.liesOnLowSide(F.orient(box), of: s) ? 0 : 1] = true }
        }
        // Closer candidates on both sides of the beam (a compass keypad's W and E below its N):
        // the column's own neighbour wins, as in the map.
        return beatsOnSide[0] && beatsOnSide[1] ? inBeam.index : best.index
    }

    /// The best offer by (score, reading order), over raw candidates.
    private struct Offer {
        var index = -1
        var measure = BeamRules.Measure(score: .infinity, near: .infinity, far: .infinity, tier: .offAxis)
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
