/// The spatial navigation policy: which elements a move may go to, and which of them wins.
///
/// Everything here works on ``OrientedBox``es, boxes turned so that the pressed direction points
/// along their "forward" axis, which lets one set of rules serve all four directions.
///
/// The rules, for a source `s` and a direction:
/// 1. **In the direction.** A target qualifies only when its back edge (the edge facing `s`) is at
///    or past `s`'s front edge: for down, `target.minY >= source.maxY`. Sharing an edge counts.
///    Elements behind or beside the source never qualify.
/// 2. **The beam.** A target whose extent across the pressed axis overlaps the source's is "in the
///    beam". For left and right an in-beam target always beats one outside the beam. For up and
///    down it does too, unless the outside one is entirely closer: its far edge along the axis is
///    nearer than the in-beam one's near edge (`far(o) < near(b)`). Such an outside target then
///    competes with the best in-beam one on score. This follows Android's `FocusFinder`.
/// 3. **The score.** Among the remaining contenders the lowest
///    `weightedScore = k * along² + across²` wins, where `along` is the gap between the source's
///    front edge and the target's back edge, `across` the distance between the centres across the
///    axis, and `k` is ``alongWeight`` (13).
/// 4. **Ties** go to the element that comes first in reading order: smaller `minY`, then smaller
///    `minX`, then the smaller id. Inside a map that order is the element's index (its rank).
///
/// Written as a selection: let `B` be the in-beam targets and `b*` the best of them by
/// (score, rank). If `B` is empty the best target of all by (score, rank) wins. If the direction
/// is horizontal `b*` wins. If it is vertical the winner is the best by (score, rank) among `b*`
/// and the outside targets `o` with `far(o) < near(b*)`.
enum BeamRules {
    /// `k` of the score: one point of distance along the pressed axis costs as much as √13 ≈ 3.6
    /// points of misalignment across it. Android's `FocusFinder` uses the same weight; it keeps a
    /// near, slightly offset element ahead of a far, perfectly aligned one, while still preferring
    /// the aligned one among elements at the same distance.
    static let alongWeight: Double = 13

    /// The score both the fast search and the all-pairs reference use, and the lower bounds of the
    /// fast search too: monotone in both arguments, so a bound computed from smaller distances is
    /// never above the true score.
    @inline(__always)
    static func weightedScore(along: Double, across: Double) -> Double {
        alongWeight * along * along + across * across
    }

    /// True when the two boxes overlap across the pressed axis. Boxes that only touch do not;
    /// a box without extent across the axis (a line) is in the beam of any box it touches.
    @inline(__always)
    static func overlapsAcross(_ a: OrientedBox, _ b: OrientedBox) -> Bool {
        if a.low < b.high && b.low < a.high { return true }
        if a.low == a.high || b.low == b.high {
            return a.low <= b.high && b.low <= a.high
        }
        return false
    }

    /// How `target` looks from `source`, or nil when it does not lie in the direction.
    @inline(__always)
    static func measure(_ target: OrientedBox, from source: OrientedBox) -> Measure? {
        guard target.back >= source.front else { return nil }
        let near = target.back - source.front
        let across = abs(target.middle - source.middle)
        return Measure(
            score: weightedScore(along: near, across: across),
            near: near,
            far: target.front - source.front,
            inBeam: overlapsAcross(target, source)
        )
    }

    /// One target seen from one source.
    struct Measure {
        var score: Double
        /// Gap between the source's front edge and the target's back edge (≥ 0).
        var near: Double
        /// Distance from the source's front edge to the target's front (far) edge.
        var far: Double
        var inBeam: Bool
    }

    /// The best of a stream of offers by (score, rank): lower score wins, then lower rank.
    struct Best {
        private(set) var index: Int = -1
        private(set) var score: Double = .infinity
        private(set) var near: Double = .infinity

        var found: Bool { index >= 0 }

        @inline(__always)
        mutating func offer(_ candidate: Int, _ measure: Measure) {
            if index < 0 || measure.score < score || (measure.score == score && candidate < index) {
                index = candidate
                score = measure.score
                near = measure.near
            }
        }

        /// True when nothing scoring at least `bound` can still win.
        @inline(__always)
        func excludes(bound: Double) -> Bool {
            index >= 0 && bound > score
        }
    }

    /// The target the policy picks from `source` among `candidates` (indices into `boxes`, which
    /// are ranked in reading order), or nil. This is the plain, all-candidates form of the
    /// selection, used by the all-pairs reference and by the reachability repair.
    static func select(
        from source: Int,
        among candidates: some Sequence<Int>,
        boxes: [OrientedBox],
        horizontal: Bool
    ) -> Int? {
        let s = boxes[source]
        var bestInBeam = Best()
        var bestOverall = Best()
        for t in candidates where t != source {
            guard let m = measure(boxes[t], from: s) else { continue }
            if m.inBeam { bestInBeam.offer(t, m) }
            bestOverall.offer(t, m)
        }
        guard bestInBeam.found else { return bestOverall.found ? bestOverall.index : nil }
        if horizontal { return bestInBeam.index }
        var best = bestInBeam
        for t in candidates where t != source {
            guard let m = measure(boxes[t], from: s), !m.inBeam, m.far < bestInBeam.near else { continue }
            best.offer(t, m)
        }
        return best.index
    }

    /// The wrap-around target: among the boxes that lie the *opposite* way from `source` and
    /// overlap its beam, the one whose far edge is farthest away; ties go to the smaller distance
    /// across, then to the lower rank. `boxes` are oriented for the opposite direction.
    static func farthestInBeam(
        from source: Int,
        among candidates: some Sequence<Int>,
        boxes: [OrientedBox]
    ) -> Int? {
        let s = boxes[source]
        var best = Farthest()
        for t in candidates where t != source {
            best.offer(t, boxes[t], from: s)
        }
        return best.found ? best.index : nil
    }

    /// The farthest of a stream of offers, for wrap-around.
    struct Farthest {
        private(set) var index: Int = -1
        private var far: Double = -.infinity
        private var across: Double = .infinity

        var found: Bool { index >= 0 }

        @inline(__always)
        mutating func offer(_ candidate: Int, _ box: OrientedBox, from source: OrientedBox) {
            guard box.back >= source.front, BeamRules.overlapsAcross(box, source) else { return }
            let f = box.front - source.front
            let a = abs(box.middle - source.middle)
            if index < 0 || f > far || (f == far && (a < across || (a == across && candidate < index))) {
                index = candidate
                far = f
                across = a
            }
        }
    }
}
