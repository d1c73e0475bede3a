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
        let s = OrientedBox(sourceBox, facing: direction)

        var inBeam = Offer()
        var overall = Offer()
        // Vertical moves may still pick an outside element entirely closer than the in-beam
        // winner; those are kept for a second look once the winner is known.
        var outside: [(index: Int, box: NavigationBox, measure: BeamRules.Measure)] = []
        for i in candidates.indices {
            guard let box = NavigationBox(candidates[i].frame),
                  let m = BeamRules.measure(OrientedBox(box, facing: direction), from: s)
            else { continue }
            if let id, candidates[i].id == id { continue }
            if m.inBeam {
                inBeam.offer(i, box, m, candidates)
            } else if !direction.isHorizontal && !(inBeam.found && m.score > inBeam.score) {
                outside.append((i, box, m))
            }
            overall.offer(i, box, m, candidates)
        }
        guard inBeam.found else { return overall.found ? candidates[overall.index] : nil }
        if direction.isHorizontal { return candidates[inBeam.index] }
        var best = inBeam
        for entry in outside where entry.measure.far < inBeam.near {
            best.offer(entry.index, entry.box, entry.measure, candidates)
        }
        return candidates[best.index]
    }

    /// The best offer by (score, reading order), over raw candidates.
    private struct Offer {
        var index = -1
        var score = Double.infinity
        var near = Double.infinity
        var box = NavigationBox.zero

        var found: Bool { index >= 0 }

        mutating func offer(_ i: Int, _ candidateBox: NavigationBox, _ m: BeamRules.Measure, _ candidates: [FocusCandidate]) {
            if index >= 0 {
                if m.score > score { return }
                if m.score == score {
                    let order = candidateBox.readsBefore(box) ?? (candidates[i].id < candidates[index].id)
                    if !order { return }
                }
            }
            index = i
            score = m.score
            near = m.near
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
