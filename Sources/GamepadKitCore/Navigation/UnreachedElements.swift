/// The elements of the unreached components of a navigation graph during one round of
/// ``ReachabilityRepair``, with one ``BeamGrid`` per direction over them (built when first
/// needed), so that an edge finds the best element it could lead to without looking at every
/// one.
struct UnreachedElements {
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
    func bestEdges(from slots: [Int], needsExit: [Bool]? = nil) -> [ReachabilityRepair.Candidate] {
        guard !ranks.isEmpty else { return [] }
        typealias Pick = (tier: Int, candidate: ReachabilityRepair.Candidate)
        func isBetter(_ a: Pick, than b: Pick) -> Bool {
            if a.tier != b.tier { return a.tier < b.tier }
            if a.candidate.score != b.candidate.score { return a.candidate.score < b.candidate.score }
            return a.candidate.slotIndex < b.candidate.slotIndex
        }
        var into = [Pick?](repeating: nil, count: order.count)
        var outOf = [Pick?](repeating: nil, count: needsExit == nil ? 0 : order.count)
        var found = false
        // One pass per direction, so that each grid is bound once rather than copied out of
        // `grids` for every slot. The picks are ordered by (tier, score, slot), so the order in
        // which the slots are visited does not change them.
        for slot in 0..<4 {
            guard let grid = grids[slot] else { continue }
            let boxes = layout.oriented[slot]
            for slotIndex in slots where slotIndex % 4 == slot {
                let source = slotIndex / 4
                let own = components.component[source]
                let exclusion = ExcludingComponent(componentOfElement: componentOfElement, component: own,
                                                   regionOfElement: regionOfElement, region: layout.regions[source],
                                                   horizontal: MoveDirection.allCases[slot].isHorizontal)
                let sourceBox = layout.sourceBox(source, slot: slot)
                guard let index = grid.target(from: sourceBox, excluding: exclusion) else { continue }
                let target = ranks[index]
                guard let measure = BeamRules.measure(boxes[target], from: sourceBox) else { continue }
                let pick: Pick = (measure.tier.rawValue,
                                  ReachabilityRepair.Candidate(score: measure.score, slotIndex: slotIndex, target: target))
                found = true
                let c = Int(componentOfElement[index])
                if into[c].map({ isBetter(pick, than: $0) }) ?? true { into[c] = pick }
                if let needsExit, needsExit[Int(own)], outOf[Int(own)].map({ isBetter(pick, than: $0) }) ?? true {
                    outOf[Int(own)] = pick
                }
            }
        }
        guard found else { return [] }
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
