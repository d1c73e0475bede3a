/// The spatial navigation policy: which elements a move may go to, and which of them wins.
///
/// Everything here works on ``OrientedBox``es, boxes turned so that the pressed direction points
/// along their "forward" axis, which lets one set of rules serve all four directions.
///
/// The rules, for a source `s` and a direction:
/// 1. **In the direction.** A target qualifies when its back edge (the edge facing `s`) is at or
///    past `s`'s front edge, or overlaps it by no more than the *overlap allowance*: the smaller of
///    ``overlapAllowance`` (8 pt) and a quarter (``overlapFraction``) of the smaller of the two
///    extents along the axis. For down: `target.minY >= source.maxY - allowance`. Real frames are
///    often a little larger than their art, so two stacked buttons overlapping by a point are
///    still each other's neighbours, while a row neighbour that merely sits a few points higher
///    (overlapping most of the source's height) is not "up". Sharing an edge counts.
/// 2. **Three tiers.** A qualifying target is
///    - *in the beam* when its extent across the axis overlaps the source's;
///    - *in the cone* when it is outside the beam but within 45° of the pressed direction: its gap
///      across the axis (edge to edge) is no larger than its gap along it;
///    - *off-axis* otherwise. An off-axis target is only a fallback: it is chosen only when no
///      target lies in the beam or the cone.
/// 3. **The beam first, the nearest not skipped.** For left and right the best in-beam target
///    wins whenever there is one. For up and down it does too, unless a cone target that misses
///    the beam by no more than ``beamMargin(_:)`` (a few points: frames a little off the column)
///    is entirely closer: its far edge along the axis is nearer than the in-beam one's near edge
///    (`far(o) < near(b)`); such a target then competes with the best in-beam one on score, as in
///    Android's `FocusFinder`. The next column over (a PIN pad's 0 beside the 9 above the Delete
///    key) does not: the column's own neighbour wins. Nor does a pair of such targets flanking the
///    beam, one on each side, that would both beat the in-beam one (a compass keypad's W and E
///    below its N): the source sits between them, so neither side is "down", and the column's
///    own neighbour (S) wins. With nothing in the beam, the best cone
///    target wins, except that an off-axis target entirely closer than it competes with it on
///    score (so the next row's control beside the source is not skipped for one two rows down
///    that happens to lie within 45°); with nothing in the cone, the best off-axis one.
///    Off-axis targets and the regions a move may cross are limited by ``ScreenRegions``: more
///    than ``ScreenRegions/offAxisReach`` to the side a target is not one (`farOffAxis`), and
///    sideways moves stay in their region (content, or one bar).
/// 4. **The score.** Within a tier the lowest `weightedScore = k * along² + across²` wins, where
///    `along` is the gap between the source's front edge and the target's back edge (0 when they
///    overlap), `across` the distance between the centres across the axis, and `k` is
///    ``alongWeight`` (13).
/// 5. **Ties** go to the element that comes first in reading order: smaller `minY`, then smaller
///    `minX`, then the smaller id. Inside a map that order is the element's index (its rank).
///
/// 6. **Containers.** When the source's frame holds another element's frame, the source is its
///    centre point (a box without extent, see `RankedLayout.sourceBox`): a target must then lie
///    wholly beyond that point (the allowance is 0), and the beam is the line through it.
///
/// Written as a selection over the targets the regions admit: let `B` be the in-beam targets,
/// `b*` the best of them by (score, rank), `C` the cone targets, `c*` the best of them, and `F`
/// the off-axis ones. If `B` is not empty: a horizontal move goes to `b*`, a vertical one to the
/// best by (score, rank) among `b*` and the `o` in `C` with `far(o) < near(b*)` and
/// `gapAcross(o) <= beamMargin(s)`. Otherwise, if `C` is not empty, the best among `c*` and the
/// `o` in `F` with `far(o) < near(c*)`; else the best of `F`.
enum BeamRules {
    /// `k` of the score: one point of distance along the pressed axis costs as much as √13 ≈ 3.6
    /// points of misalignment across it. Android's `FocusFinder` uses the same weight; it keeps a
    /// near, slightly offset element ahead of a far, perfectly aligned one, while still preferring
    /// the aligned one among elements at the same distance.
    static let alongWeight: Double = 13

    /// The most two elements may overlap along the pressed axis, in points, and still be
    /// neighbours in that direction ("a few points").
    static let overlapAllowance: Double = 8

    /// The most two elements may overlap along the pressed axis, as a fraction of the smaller of
    /// their two extents along it.
    static let overlapFraction: Double = 0.25

    /// The score both the fast search and the all-pairs reference use, and the lower bounds of the
    /// fast search too: monotone in both arguments, so a bound computed from smaller distances is
    /// never above the true score.
    @inline(__always)
    static func weightedScore(along: Double, across: Double) -> Double {
        alongWeight * along * along + across * across
    }

    /// The overlap allowed between `a` and `b` along the axis (see rule 1).
    @inline(__always)
    static func allowance(_ a: OrientedBox, _ b: OrientedBox) -> Double {
        min(overlapAllowance, overlapFraction * min(a.front - a.back, b.front - b.back))
    }

    /// The largest overlap any target may have with `source`: the allowance for a target at least
    /// as long as the source. Searches start this far behind the source's front edge.
    @inline(__always)
    static func reach(_ source: OrientedBox) -> Double {
        min(overlapAllowance, overlapFraction * (source.front - source.back))
    }

    /// True when `target`'s back edge is at or past `source`'s front edge, or behind it by no more
    /// than the overlap allowance: `target` lies in the direction (rule 1).
    @inline(__always)
    static func liesAhead(_ target: OrientedBox, of source: OrientedBox) -> Bool {
        if target.back >= source.front { return true }
        return source.front - target.back <= allowance(source, target)
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

    /// The gap between the two boxes across the pressed axis, edge to edge (0 when they overlap
    /// or touch).
    @inline(__always)
    static func gapAcross(_ a: OrientedBox, _ b: OrientedBox) -> Double {
        max(0, a.low - b.high, b.low - a.high)
    }

    /// How `target` looks from `source`, or nil when it does not lie in the direction.
    @inline(__always)
    static func measure(_ target: OrientedBox, from source: OrientedBox) -> Measure? {
        guard liesAhead(target, of: source) else { return nil }
        let near = max(0, target.back - source.front)
        let across = abs(target.middle - source.middle)
        let tier: Tier
        if overlapsAcross(target, source) {
            tier = .beam
        } else {
            let gap = gapAcross(target, source)
            // From the centre of an element that holds others (a backdrop), everything lies
            // inside the source: no move from it jumps across the screen.
            let inside = source.low == source.high
            tier = gap <= near ? .cone : (gap <= ScreenRegions.offAxisReach || inside) ? .offAxis : .farOffAxis
        }
        return Measure(
            score: weightedScore(along: near, across: across),
            near: near,
            far: target.front - source.front,
            tier: tier
        )
    }

    /// Where a target lies relative to the source's beam (rule 2).
    enum Tier: Int, Sendable {
        /// Overlapping the source across the axis.
        case beam
        /// Outside the beam, within 45° of the pressed direction.
        case cone
        /// More than 45° off the pressed direction, at most ``ScreenRegions/offAxisReach`` to the
        /// side: a fallback, inside the source's region only.
        case offAxis
        /// More than 45° off and farther to the side than that: a jump across the screen, which
        /// only the reachability repair may make.
        case farOffAxis
    }

    /// One target seen from one source.
    struct Measure {
        var score: Double
        /// Gap between the source's front edge and the target's back edge (≥ 0; 0 when they overlap).
        var near: Double
        /// Distance from the source's front edge to the target's front (far) edge (> 0, except
        /// for a target without extent along the axis sharing the source's edge).
        var far: Double
        var tier: Tier

        var inBeam: Bool { tier == .beam }
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

        /// True when `candidate`, measured `measure`, would win over the current best.
        @inline(__always)
        func isBeaten(by candidate: Int, _ measure: Measure) -> Bool {
            index < 0 || measure.score < score || (measure.score == score && candidate < index)
        }

        /// True when nothing scoring at least `bound` can still win.
        @inline(__always)
        func excludes(bound: Double) -> Bool {
            index >= 0 && bound > score
        }
    }

    /// The target the policy picks from `source` among `candidates` (indices into `boxes`, which
    /// are ranked in reading order), or nil. This is the plain, all-candidates form of the
    /// selection, used by the all-pairs reference. The move is measured from `sourceBox` when
    /// given (the centre of an element that contains others), else from `boxes[source]`.
    static func select(
        from source: Int,
        sourceBox: OrientedBox? = nil,
        among candidates: some Sequence<Int>,
        boxes: [OrientedBox],
        regions: [Int32]? = nil,
        horizontal: Bool
    ) -> Int? {
        let s = sourceBox ?? boxes[source]
        var bestInBeam = Best()
        var bestInCone = Best()
        var bestOffAxis = Best()
        let own = regions?[source] ?? 0
        func admitted(_ t: Int) -> Measure? {
            guard let m = measure(boxes[t], from: s),
                  ScreenRegions.admits(from: own, to: regions?[t] ?? 0, horizontal: horizontal, tier: m.tier) else { return nil }
            return m
        }
        for t in candidates where t != source {
            guard let m = admitted(t) else { continue }
            switch m.tier {
            case .beam: bestInBeam.offer(t, m)
            case .cone: bestInCone.offer(t, m)
            case .offAxis: bestOffAxis.offer(t, m)
            case .farOffAxis: break
            }
        }
        guard bestInBeam.found else {
            guard bestInCone.found else { return bestOffAxis.found ? bestOffAxis.index : nil }
            // Rule 3: an off-axis target entirely closer than the best cone target competes with it.
            var best = bestInCone
            for t in candidates where t != source {
                guard let m = admitted(t), m.tier == .offAxis, m.far < bestInCone.near else { continue }
                best.offer(t, m)
            }
            return best.index
        }
        if horizontal { return bestInBeam.index }
        var best = bestInBeam
        var beatsOnSide = [false, false]
        let margin = beamMargin(s)
        for t in candidates where t != source {
            guard let m = admitted(t), m.tier == .cone, m.far < bestInBeam.near,
                  gapAcross(boxes[t], s) <= margin else { continue }
            best.offer(t, m)
            if bestInBeam.isBeaten(by: t, m) { beatsOnSide[liesOnLowSide(boxes[t], of: s) ? 0 : 1] = true }
        }
        // Closer targets on both sides of the beam: the column's own neighbour wins.
        return beatsOnSide[0] && beatsOnSide[1] ? bestInBeam.index : best.index
    }

    /// True when `target` lies beside `source` on its low side across the axis (left of it for
    /// up and down), false on its high side.
    @inline(__always)
    static func liesOnLowSide(_ target: OrientedBox, of source: OrientedBox) -> Bool {
        target.middle < source.middle
    }

    /// How far beside the source's beam a cone target may lie and still compete with the
    /// in-beam winner of a vertical move when it is entirely closer (rule 3): the overlap
    /// allowance across the axis, `min(8, a quarter of the source's extent across it)`. A frame a
    /// few points off the column is still the column's; the next column over is not.
    @inline(__always)
    static func beamMargin(_ source: OrientedBox) -> Double {
        min(overlapAllowance, overlapFraction * (source.high - source.low))
    }

    /// The wrap-around target: among the boxes that lie the *opposite* way from `source` (with
    /// the same overlap allowance as a move) and overlap its beam, the one whose far edge is farthest away; ties go to the smaller distance
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
            guard BeamRules.liesAhead(box, of: source), BeamRules.overlapsAcross(box, source) else { return }
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
