/// The elements of the unreached components of a navigation graph during one round of
/// ``ReachabilityRepair``, with one ``BeamGrid`` per direction over them (built when first
/// needed), so that an edge finds the best element it could lead to without looking at every
/// one.
struct UnreachedElements: Sendable {
    /// The elements, by rank (so a grid index orders them as their ranks do).
    private let ranks: [Int]
    /// The component of each element, by grid index.
    private let componentOfElement: [Int32]
    /// The screen region (``ScreenRegions``) of each element, by the same index.
    private let regionOfElement: [Int32]
    /// The order of each unreached component in the round (by its first element), by component;
    /// -1 for the others.
    private let order: [Int32]
    private let components: StronglyConnectedComponents
    private let layout: RankedLayout
    private let grids: [BeamGrid?]
    /// Most elements visited behind an unreached element per direction when looking for a first
    /// in-beam pick for its component.
    static let seedsPerDirection = 32

    init(_ unreached: [Int], components: StronglyConnectedComponents, layout: RankedLayout) {
        var order = [Int32](repeating: -1, count: components.count)
        for (position, c) in unreached.enumerated() { order[c] = Int32(position) }
        var ranks: [Int] = []
        var componentOfElement: [Int32] = []
        var regionOfElement: [Int32] = []
        for rank in 0..<layout.count {
            let c = components.component[rank]
            if order[Int(c)] >= 0 {
                ranks.append(rank)
                componentOfElement.append(c)
                regionOfElement.append(layout.regions[rank])
            }
        }
        self.ranks = ranks
        self.componentOfElement = componentOfElement
        self.regionOfElement = regionOfElement
        self.order = order
        self.components = components
        self.layout = layout
        self.grids = MoveDirection.allCases.map { direction in
            guard !ranks.isEmpty else { return nil }
            let horizontal = direction.isHorizontal
            let all = layout.oriented[direction.slot]
            // A handful of elements spread over the screen get one cell (no typical size): a
            // finer grid would mostly walk empty cells. Any cell layout gives the same answers.
            let few = ranks.count <= 32
            return BeamGrid(boxes: ranks.map { all[$0] }, horizontal: horizontal,
                            typicalAlong: few ? .infinity : horizontal ? layout.medianWidth : layout.medianHeight,
                            typicalAcross: few ? .infinity : horizontal ? layout.medianHeight : layout.medianWidth)
        }
    }

    /// For each slot (`rank * 4 + direction slot`), the policy's best target among the elements
    /// of the unreached components other than the slot's own element's component. Then, for each
    /// unreached component that some slot found, the best of those slots by (tier, score), ties
    /// to the lower slot, in the order of the unreached components. When `needsExit` is given
    /// (by component: true for a component no edge leaves), each such component that did not
    /// get one of those edges also gets its own best slot, in the order of the slots: it needs
    /// a way out in any strongly connected graph, and this one leads into an unreached component.
    ///
    /// When `successors` (the current graph, four slots per element) is given and `needsExit` is
    /// not, most slots are never queried, with the same result: the slots that lead back to each
    /// unreached element from its current neighbours behind it are queried first, and give each
    /// unreached component an in-beam pick of some score; a slot can then only matter if some
    /// unreached element lies in the beam rules' reach of it within its component's score so
    /// far (a small rectangle around each element), and only those slots are queried. When a
    /// component has no in-beam pick after the first slots, every slot is queried.
    ///
    /// The queries of the last pass (every slot, or the slots that could still matter) run by
    /// axis, up and down beside left and right (``ConcurrentPair``), when `concurrently` says so
    /// (nil: from ``ConcurrentPair/minimumCount`` elements on); each axis keeps its own picks and
    /// the better of each component's two is kept, which is the pick one pass would have made.
    func bestEdges(from slots: [Int], needsExit: [Bool]? = nil, successors: [Int32]? = nil,
                   concurrently: Bool? = nil) -> [ReachabilityRepair.Candidate] {
        guard !ranks.isEmpty else { return [] }
        var picks = Picks(componentCount: order.count, tracksExits: needsExit != nil)
        // The picks are ordered by (tier, score, slot), so the order in which the slots are
        // visited does not change them.
        var pending: [Bool]?
        var reaches: [ReachIndex?] = [nil, nil, nil, nil]
        if needsExit == nil, let successors, successors.count == 4 * layout.count {
            // Only the slots still to query stay marked.
            var marked = [Bool](repeating: false, count: successors.count)
            for slotIndex in slots where slotIndex >= 0 && slotIndex < marked.count { marked[slotIndex] = true }
            // 1. From each unreached element's neighbours behind it, towards it.
            for slot in 0..<4 {
                guard let grid = grids[slot] else { continue }
                let boxes = layout.oriented[slot]
                let back = MoveDirection.allCases[slot].opposite.slot
                for rank in ranks {
                    let behind = successors[rank * 4 + back]
                    guard behind >= 0 else { continue }
                    let slotIndex = Int(behind) * 4 + slot
                    guard marked[slotIndex] else { continue }
                    marked[slotIndex] = false
                    consider(slotIndex, grid, boxes, needsExit: needsExit, &picks)
                }
            }
            // 1b. A component still without an in-beam pick: a few steps farther out, behind and
            //     beside those neighbours (otherwise every slot would have to be queried).
            for (index, rank) in ranks.enumerated() {
                let c = Int(componentOfElement[index])
                for slot in 0..<4 {
                    if let pick = picks.into[c], pick.tier == BeamRules.Tier.beam.rawValue { break }
                    guard let grid = grids[slot] else { continue }
                    let boxes = layout.oriented[slot]
                    let steps = slot < 2 ? [MoveDirection.allCases[slot].opposite.slot, 2, 3]
                                         : [MoveDirection.allCases[slot].opposite.slot, 0, 1]
                    var seen = [rank]
                    var next = 0
                    while next < seen.count && seen.count < Self.seedsPerDirection {
                        let element = seen[next]
                        next += 1
                        for step in steps {
                            let neighbour = Int(successors[element * 4 + step])
                            guard neighbour >= 0, !seen.contains(neighbour) else { continue }
                            seen.append(neighbour)
                            let slotIndex = neighbour * 4 + slot
                            guard marked[slotIndex] else { continue }
                            marked[slotIndex] = false
                            consider(slotIndex, grid, boxes, needsExit: needsExit, &picks)
                        }
                    }
                }
            }
            // 2. The slots that could still beat an unreached component's pick.
            for slot in 0..<4 {
                guard grids[slot] != nil else { continue }
                let boxes = layout.oriented[slot]
                var rectangles: [ReachIndex.Rectangle] = []
                rectangles.reserveCapacity(ranks.count)
                for (index, rank) in ranks.enumerated() {
                    guard let pick = picks.into[Int(componentOfElement[index])], pick.tier == BeamRules.Tier.beam.rawValue,
                          let rectangle = ReachIndex.Rectangle(reaching: boxes[rank], within: pick.candidate.score) else {
                        rectangles = []
                        break
                    }
                    rectangles.append(rectangle)
                }
                reaches[slot] = rectangles.isEmpty ? nil : ReachIndex(rectangles)
            }
            pending = marked
        }
        // The last pass, by axis: every slot (fill rounds), or the slots still pending that lie in
        // reach of an unreached element.
        let (vertical, horizontal) = ConcurrentPair.run(
            concurrently: concurrently ?? (layout.count >= ConcurrentPair.minimumCount),
            { [picks, pending, reaches] in
                query(slots, directions: 0..<2, pending: pending, reaches: reaches, needsExit: needsExit, picks) },
            { [pending, reaches] in
                query(slots, directions: 2..<4, pending: pending, reaches: reaches, needsExit: needsExit,
                      Picks(componentCount: order.count, tracksExits: needsExit != nil)) })
        picks = vertical
        picks.merge(horizontal)

        let into = picks.into, outOf = picks.outOf
        guard picks.found else { return [] }
        var ordered: [(Int32, ReachabilityRepair.Candidate)] = []
        var exited = Set<Int32>()
        for (c, pick) in into.enumerated() {
            if let pick {
                ordered.append((order[c], pick.candidate))
                exited.insert(components.component[pick.candidate.slotIndex / 4])
            }
        }
        ordered.sort { $0.0 < $1.0 }
        var result = ordered.map(\.1)
        var exits: [ReachabilityRepair.Candidate] = []
        for (c, pick) in outOf.enumerated() where !exited.contains(Int32(c)) {
            if let pick { exits.append(pick.candidate) }
        }
        exits.sort { $0.slotIndex < $1.slotIndex }
        result += exits
        return result
    }

    /// A possible edge into (or out of) a component, with the tier of the move.
    typealias Pick = (tier: Int, candidate: ReachabilityRepair.Candidate)

    /// The best pick so far into each component, and out of each component that needs a way out.
    private struct Picks: Sendable {
        var into: [Pick?]
        var outOf: [Pick?]
        var found = false

        init(componentCount: Int, tracksExits: Bool) {
            into = [Pick?](repeating: nil, count: componentCount)
            outOf = [Pick?](repeating: nil, count: tracksExits ? componentCount : 0)
        }

        /// Picks are ordered by tier, then score, then slot.
        @inline(__always)
        static func isBetter(_ a: Pick, than b: Pick) -> Bool {
            if a.tier != b.tier { return a.tier < b.tier }
            if a.candidate.score != b.candidate.score { return a.candidate.score < b.candidate.score }
            return a.candidate.slotIndex < b.candidate.slotIndex
        }

        /// Keeps, for each component, the better of this pick and `other`'s: what one pass over
        /// the slots of both would have kept.
        mutating func merge(_ other: Picks) {
            found = found || other.found
            for c in other.into.indices {
                if let pick = other.into[c], into[c].map({ Self.isBetter(pick, than: $0) }) ?? true { into[c] = pick }
            }
            for c in other.outOf.indices {
                if let pick = other.outOf[c], outOf[c].map({ Self.isBetter(pick, than: $0) }) ?? true { outOf[c] = pick }
            }
        }
    }

    /// Queries `slotIndex` and offers what it finds to its target's component (and, when that
    /// needs a way out, to its own).
    @inline(__always)
    private func consider(_ slotIndex: Int, _ grid: BeamGrid, _ boxes: [OrientedBox], needsExit: [Bool]?,
                          _ picks: inout Picks) {
        let slot = slotIndex % 4
        let source = slotIndex / 4
        let own = components.component[source]
        let exclusion = ExcludingComponent(componentOfElement: componentOfElement, component: own,
                                           regionOfElement: regionOfElement, region: layout.regions[source],
                                           horizontal: MoveDirection.allCases[slot].isHorizontal)
        let sourceBox = layout.sourceBox(source, slot: slot)
        guard let index = grid.target(from: sourceBox, excluding: exclusion) else { return }
        let target = ranks[index]
        guard let measure = BeamRules.measure(boxes[target], from: sourceBox) else { return }
        let pick: Pick = (measure.tier.rawValue,
                          ReachabilityRepair.Candidate(score: measure.score, slotIndex: slotIndex, target: target,
                                                       tier: measure.tier.rawValue))
        picks.found = true
        let c = Int(componentOfElement[index])
        if picks.into[c].map({ Picks.isBetter(pick, than: $0) }) ?? true { picks.into[c] = pick }
        if let needsExit, needsExit[Int(own)], picks.outOf[Int(own)].map({ Picks.isBetter(pick, than: $0) }) ?? true {
            picks.outOf[Int(own)] = pick
        }
    }

    /// One pass per direction of `directions` over `slots` (only those still `pending`, and
    /// within the direction's `reaches` when it has one), so that each grid is bound once
    /// rather than copied out of `grids` for every slot. Returns `picks` with what it found.
    private func query(_ slots: [Int], directions: Range<Int>, pending: [Bool]?, reaches: [ReachIndex?],
                       needsExit: [Bool]?, _ picks: Picks) -> Picks {
        var picks = picks
        for slot in directions {
            guard let grid = grids[slot] else { continue }
            let boxes = layout.oriented[slot]
            let reach = reaches[slot]
            for slotIndex in slots where slotIndex % 4 == slot {
                if let pending {
                    guard pending[slotIndex] else { continue }
                    if let reach {
                        let s = layout.sourceBox(slotIndex / 4, slot: slot)
                        guard reach.contains(along: s.front, across: s.middle) else { continue }
                    }
                }
                consider(slotIndex, grid, boxes, needsExit: needsExit, &picks)
            }
        }
        return picks
    }
}

/// Leaves out the elements of one component (the source's own).
private struct ExcludingComponent: TargetExclusion {
    let componentOfElement: [Int32]
    let component: Int32
    let regionOfElement: [Int32]
    /// The source's region: a sideways repair into another region is never a far jump (more
    /// than 45° off and 100 pt to the side), so a lone control never goes sideways to a bar item
    /// far below (bars are entered up and down); a bar item level with it may still be joined.
    let region: Int32
    let horizontal: Bool
    @inline(__always)
    func excludes(_ index: Int, _ tier: BeamRules.Tier) -> Bool {
        componentOfElement[index] == component || (horizontal && tier == .farOffAxis && regionOfElement[index] != region)
    }
}

/// For one direction, the places a source could move to an unreached element from with a
/// score no worse than a bound: a rectangle per element over the source's front edge (along the
/// pressed axis) and its middle (across it).
private struct ReachIndex {
    struct Rectangle {
        var alongLow: Double, alongHigh: Double, acrossLow: Double, acrossHigh: Double

        /// The source positions from which `target` lies ahead (``BeamRules/liesAhead(_:of:)``:
        /// a front edge at most the overlap allowance past its back edge) with a score of at
        /// most `score` (`weightedScore` of the gap and of the distance between middles), padded
        /// against rounding. Nil when a coordinate or the score is not finite.
        init?(reaching target: OrientedBox, within score: Double) {
            guard score.isFinite, score >= 0, target.back.isFinite, target.middle.isFinite else { return nil }
            let along = (score / BeamRules.alongWeight).squareRoot()
            let across = score.squareRoot()
            let pad = 1e-9 * (abs(target.back) + abs(target.middle) + across + 1)
            alongLow = target.back - along - pad
            alongHigh = target.back + BeamRules.overlapAllowance + pad
            acrossLow = target.middle - across - pad
            acrossHigh = target.middle + across + pad
            guard alongLow.isFinite, alongHigh.isFinite, acrossLow.isFinite, acrossHigh.isFinite else { return nil }
        }

        func contains(along: Double, across: Double) -> Bool {
            along >= alongLow && along <= alongHigh && across >= acrossLow && across <= acrossHigh
        }
    }

    private let rectangles: [Rectangle]
    private let alongLow: Double, acrossLow: Double, alongHigh: Double, acrossHigh: Double
    private let alongCell: Double, acrossCell: Double
    private let alongCount: Int, acrossCount: Int
    /// `cellStart[cell] ..< cellStart[cell + 1]` is the range of `members` in that cell.
    private let cellStart: [Int32]
    private let members: [Int32]

    init(_ rectangles: [Rectangle]) {
        self.rectangles = rectangles
        var alongLow = Double.infinity, acrossLow = Double.infinity
        var alongHigh = -Double.infinity, acrossHigh = -Double.infinity
        for r in rectangles {
            alongLow = min(alongLow, r.alongLow); alongHigh = max(alongHigh, r.alongHigh)
            acrossLow = min(acrossLow, r.acrossLow); acrossHigh = max(acrossHigh, r.acrossHigh)
        }
        self.alongLow = alongLow; self.alongHigh = alongHigh
        self.acrossLow = acrossLow; self.acrossHigh = acrossHigh
        // About sixteen cells per rectangle: the queries (one per re-pointable edge, tens of
        // thousands) far outnumber the rectangles, so finer cells that hold fewer rectangles
        // each pay for the larger build.
        let side = max(1, 4 * Int(Double(rectangles.count).squareRoot()))
        let alongSpan = alongHigh - alongLow, acrossSpan = acrossHigh - acrossLow
        let alongCount = alongSpan > 0 && alongSpan.isFinite ? side : 1
        let acrossCount = acrossSpan > 0 && acrossSpan.isFinite ? side : 1
        self.alongCount = alongCount; self.acrossCount = acrossCount
        alongCell = alongCount > 1 ? alongSpan / Double(alongCount) : 1
        acrossCell = acrossCount > 1 ? acrossSpan / Double(acrossCount) : 1
        var start = [Int32](repeating: 0, count: alongCount * acrossCount + 1)
        var cellsOf: [(ClosedRange<Int>, ClosedRange<Int>)] = []
        cellsOf.reserveCapacity(rectangles.count)
        for r in rectangles {
            let rows = Self.cell(r.alongLow, alongLow, alongCell, alongCount)...Self.cell(r.alongHigh, alongLow, alongCell, alongCount)
            let columns = Self.cell(r.acrossLow, acrossLow, acrossCell, acrossCount)...Self.cell(r.acrossHigh, acrossLow, acrossCell, acrossCount)
            cellsOf.append((rows, columns))
            for row in rows { for column in columns { start[row * acrossCount + column + 1] += 1 } }
        }
        for cell in 0..<(alongCount * acrossCount) { start[cell + 1] += start[cell] }
        var fill = start
        var members = [Int32](repeating: 0, count: Int(start[alongCount * acrossCount]))
        for (index, (rows, columns)) in cellsOf.enumerated() {
            for row in rows {
                for column in columns {
                    let cell = row * acrossCount + column
                    members[Int(fill[cell])] = Int32(index)
                    fill[cell] += 1
                }
            }
        }
        cellStart = start
        self.members = members
    }

    /// The cell of `value` on an axis starting at `low`, clamped to the grid (a rectangle's
    /// edges may round into a neighbouring cell; the membership test below is exact).
    private static func cell(_ value: Double, _ low: Double, _ size: Double, _ count: Int) -> Int {
        let position = (value - low) / size
        guard position > 0 else { return 0 }
        guard position < Double(count - 1) else { return count - 1 }
        return Int(position)
    }

    /// True when some rectangle holds the point.
    func contains(along: Double, across: Double) -> Bool {
        guard along >= alongLow, along <= alongHigh, across >= acrossLow, across <= acrossHigh else { return false }
        let cell = Self.cell(along, alongLow, alongCell, alongCount) * acrossCount + Self.cell(across, acrossLow, acrossCell, acrossCount)
        for m in Int(cellStart[cell])..<Int(cellStart[cell + 1]) where rectangles[Int(members[m])].contains(along: along, across: across) {
            return true
        }
        return false
    }
}
