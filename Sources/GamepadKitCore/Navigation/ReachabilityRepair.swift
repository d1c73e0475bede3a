/// Makes every element reachable from every other, where geometry allows, by changing as few
/// edges of a navigation graph as it can and never adding a move that goes the wrong way.
///
/// The beam policy picks each element's best neighbour on its own, so an element can end up
/// being nobody's best neighbour (a small button between large ones): nothing leads to it. The
/// repair works on the graph's strongly connected components (``StronglyConnectedComponents``).
/// A component that no edge from outside enters is *unreached*; as long as there are two or more
/// components at least one is unreached, and the graph is strongly connected exactly when there
/// is one component. Each round:
///
/// 1. Compute the components and the unreached ones, in order of their first element.
/// 2. **Fill.** Every empty edge `(u, d)` (no target, not an override) looks for the policy's
///    best target in direction `d` among the elements of the unreached components other than
///    `u`'s own. Each unreached component takes the best of the edges that found one of its
///    elements, by (tier, score) of the move (in the beam, then within 45°, then off-axis; see
///    ``BeamRules``), ties to the lower rank of `u`, then direction order. A component no edge
///    leaves (a dead end, which needs a way out in any strongly connected graph) and that got
///    none of those edges also takes its own best such edge, so that dead ends around one
///    unreached component join it in one round instead of one per round.
/// 3. **Re-point**, only when no fill was possible, or when every fill found would be a far jump
///    (`BeamRules.Tier.farOffAxis`: more than 45° off and 100 pt to the side; such fills are made
///    only when no re-point that is no far jump helps, before holders are entered): the same
///    search runs from every edge `(u, d) → w` (not an override) whose target `w` has a second way in, and each unreached
///    component takes the best such edge, as long as `w` keeps another incoming edge. The batch
///    is kept if it strictly lowers (number of components, number of unreached components);
///    otherwise it is undone and the same edges are tried one at a time, in order, keeping the
///    first that does.
/// 4. **Holders**, only when neither fill nor re-point changed anything: an unreached component
///    with an element that holds another (a full-screen collection item behind its close button,
///    a text field with a button inside it: nothing lies beyond the inner element's edges towards
///    the holder) is entered from an element the holder holds, through an empty edge in a
///    direction in which the holder's centre lies past that element's front edge
///    (`holderEntries`), when the caller lets such a holder be entered. A finger reaches the
///    holder wherever the inner element does not cover it. The map lets every holder but a plain
///    button be entered, and a plain button covering less than half the screen (a card button
///    under its tags): a larger button holding others is a popup's dismiss backdrop, whose work B
///    does (`NavigationOptions.entersButtonHolder(_:)`). An unreached component without such a
///    holder is entered the same way through an element of it that another element overlaps
///    and reaches past (a tall row whose top a field laid over its list covers): from the
///    element over it, in a direction in which it reaches past that element's front edge and
///    its centre lies beyond, or at least `minimumPartPastEdge` of it does (a button the next
///    one overlaps at its left end), or any of it does when it is drawn over that element
///    (`FocusCandidate.drawOrder`: a delete badge on an avatar's corner shows whole). Where no
///    such direction is empty, a set edge in it is
///    re-pointed to a holder that is no plain button (whose controls are most often a dialog's,
///    laid over it: their moves stay) when its target keeps another way in (up from a button
///    over a card's foot, whose only way was back to the button over the card's top), and kept
///    only when that strictly lowers (components, unreached components), as in step 3.
/// 5. Stop at one component, or when a round changes nothing.
///
/// Every new target lies in the pressed direction from its source, by construction (a holder:
/// its centre does; an overlapped element: its centre, or a finger's target of it past the
/// edge). Fills and holder entries into empty edges never raise (components, unreached
/// components) and always remove an empty edge; kept re-points (holder entries
/// among them) strictly lower the pair; so the loop ends. A round
/// costs O(V + E) for the components, plus one
/// grid query (``UnreachedElements``, a ``BeamGrid`` over the elements of the unreached
/// components) per empty edge, or per re-pointable edge that could still beat an unreached
/// component's best pick so far (`UnreachedElements.bestEdges(from:needsExit:successors:concurrently:)`), and at most ``maxRepointTries`` more component
/// computations when a batch of re-points is undone: identical or heavily overlapping frames,
/// which leave many elements unreached, do not make the repair quadratic. Override edges are
/// never changed.
enum ReachabilityRepair {
    /// An edge the repair set.
    struct Change: Sendable {
        var source: Int
        var slot: Int
        /// The previous target, or -1 when the edge was empty.
        var previous: Int32
        var target: Int32
    }

    /// A possible new edge: `slotIndex` (`source * 4 + direction slot`) to `target`, with the
    /// score of that move.
    struct Candidate {
        var score: Double
        var slotIndex: Int
        var target: Int
        /// The move's `BeamRules.Tier` (its raw value).
        var tier: Int = BeamRules.Tier.beam.rawValue
    }

    /// The least part of an overlapped element, past the front edge of the element over it, that
    /// enters it from that element when its centre lies behind that edge: the lint's smallest
    /// target, what a finger taps.
    static let minimumPartPastEdge = 24.0

    /// The least part of an element drawn over another, past that element's front edge, that
    /// enters it from that element: more than a rounding of their frames.
    static let minimumDrawnOverPart = 2.0

    /// True when the element of rank `upper` is drawn over the one of rank `lower` (both with a
    /// known `drawOrder`).
    static func isDrawnOver(_ upper: Int, _ lower: Int, _ layout: RankedLayout) -> Bool {
        layout.drawOrders[lower] > 0 && layout.drawOrders[upper] > layout.drawOrders[lower]
    }

    /// Most re-points tried one at a time per round after a batch was undone (each try costs a
    /// component computation). A safety limit for pathological graphs.
    static let maxRepointTries = 24

    /// Repairs `successors` (four slots per element, -1 for none) in place. `locked` marks the
    /// slots that hold explicit overrides. Returns the changes and whether the final graph is
    /// strongly connected. `concurrently` decides whether the edge queries run by axis on two
    /// cores (`UnreachedElements.bestEdges`); nil leaves it to the size of the layout.
    static func repair(
        _ successors: inout [Int32],
        locked: [Bool],
        layout: RankedLayout,
        enterableHolders: [Bool]? = nil,
        repointedIntoHolders: [Bool]? = nil,
        concurrently: Bool? = nil
    ) -> (changes: [Change], connected: Bool) {
        let n = layout.count
        var changes: [Change] = []
        // A generous bound; the potential argument above already guarantees termination.
        var roundsLeft = 4 * n + 8
        // The components of the current graph when a kept re-point already computed them.
        var known: StronglyConnectedComponents?
        while roundsLeft > 0 {
            roundsLeft -= 1
            let components = known ?? StronglyConnectedComponents(successors: successors, nodeCount: n)
            known = nil
            if components.count <= 1 { return (changes, true) }
            let unreached = unreachedComponents(components, entering: components.enteringEdgeCounts(successors: successors))
            let targets = UnreachedElements(unreached, components: components, layout: layout)

            // 2. Fill empty edges.
            var emptySlots: [Int] = []
            for slotIndex in successors.indices where successors[slotIndex] < 0 && !locked[slotIndex] {
                emptySlots.append(slotIndex)
            }
            let deadEnds = components.leavingEdgeCounts(successors: successors).map { $0 == 0 }
            let fills = targets.bestEdges(from: emptySlots, needsExit: deadEnds, concurrently: concurrently)
            // A fill that jumps far to the side comes after any re-point (step 3).
            let nearFills = fills.filter { $0.tier != BeamRules.Tier.farOffAxis.rawValue }
            func apply(_ fills: [Candidate]) {
                for fill in fills {
                    changes.append(Change(source: fill.slotIndex / 4, slot: fill.slotIndex % 4,
                                          previous: -1, target: Int32(fill.target)))
                    successors[fill.slotIndex] = Int32(fill.target)
                }
            }
            if !nearFills.isEmpty {
                apply(nearFills)
                continue
            }

            // 3. Re-point edges whose target keeps another way in.
            var incoming = [Int](repeating: 0, count: n)
            for target in successors where target >= 0 { incoming[Int(target)] += 1 }
            var repointable: [Int] = []
            for slotIndex in successors.indices where !locked[slotIndex] {
                let target = successors[slotIndex]
                if target >= 0 && incoming[Int(target)] >= 2 { repointable.append(slotIndex) }
            }
            // While a far fill is left, only re-points that are no far jump themselves go first.
            let candidates = targets.bestEdges(from: repointable, successors: successors, concurrently: concurrently)
                .filter { fills.isEmpty || $0.tier != BeamRules.Tier.farOffAxis.rawValue }
            let before = (components.count, unreached.count)
            var batch: [Change] = []
            for candidate in candidates {
                let previous = successors[candidate.slotIndex]
                guard incoming[Int(previous)] >= 2 else { continue }
                incoming[Int(previous)] -= 1
                batch.append(Change(source: candidate.slotIndex / 4, slot: candidate.slotIndex % 4,
                                    previous: previous, target: Int32(candidate.target)))
                successors[candidate.slotIndex] = Int32(candidate.target)
            }
            if !batch.isEmpty {
                let after = StronglyConnectedComponents(successors: successors, nodeCount: n)
                if (after.count, after.unenteredCount(successors: successors)) < before {
                    changes += batch
                    known = after
                    continue
                }
                for change in batch { successors[change.source * 4 + change.slot] = change.previous }
            }
            var improved = false
            for candidate in candidates.prefix(maxRepointTries) {
                let previous = successors[candidate.slotIndex]
                successors[candidate.slotIndex] = Int32(candidate.target)
                let after = StronglyConnectedComponents(successors: successors, nodeCount: n)
                if (after.count, after.unenteredCount(successors: successors)) < before {
                    changes.append(Change(source: candidate.slotIndex / 4, slot: candidate.slotIndex % 4,
                                          previous: previous, target: Int32(candidate.target)))
                    known = after
                    improved = true
                    break
                }
                successors[candidate.slotIndex] = previous
            }
            if !improved, !fills.isEmpty {
                apply(fills)
                continue
            }
            if !improved {
                // 4. Enter holders towards their centre.
                let entries = enterableHolders.map { holderEntries(unreached, enterable: $0, repointedInto: repointedIntoHolders, components: components,
                                                                   successors: successors, locked: locked, layout: layout) } ?? []
                let entered = entries.map { entry in
                    Change(source: entry.slotIndex / 4, slot: entry.slotIndex % 4,
                           previous: successors[entry.slotIndex], target: Int32(entry.target))
                }
                // Entries through empty edges first; those that re-point an edge stay only when
                // they bring the graph closer to one component than those alone do.
                let fills = entered.filter { $0.previous < 0 }, repoints = entered.filter { $0.previous >= 0 }
                for change in fills { successors[change.source * 4 + change.slot] = change.target }
                var kept = fills
                if !repoints.isEmpty {
                    let base = fills.isEmpty ? components : StronglyConnectedComponents(successors: successors, nodeCount: n)
                    let baseUnreached = fills.isEmpty ? unreached.count : base.unenteredCount(successors: successors)
                    for change in repoints { successors[change.source * 4 + change.slot] = change.target }
                    let after = StronglyConnectedComponents(successors: successors, nodeCount: n)
                    if (after.count, after.unenteredCount(successors: successors)) < (base.count, baseUnreached) {
                        kept += repoints
                    } else {
                        for change in repoints { successors[change.source * 4 + change.slot] = change.previous }
                    }
                }
                if kept.isEmpty { return (changes, false) }
                changes += kept
            }
        }
        let components = known ?? StronglyConnectedComponents(successors: successors, nodeCount: n)
        return (changes, components.count <= 1)
    }

    /// For each unreached component (of `unreached`, in that order) with an element that holds
    /// others (`RankedLayout.containsOthers`: a full-screen collection item behind a close
    /// button) and may be entered (`enterable`, by rank), an empty edge into that holder: from an
    /// element of another component that the holder holds, in a direction in which the holder's
    /// centre lies past that element's front edge (an empty edge, else, for a holder
    /// `repointedInto` allows by rank, one whose target keeps another way in), the one of least `BeamRules.weightedScore` (along: from the front edge to the
    /// centre; across: between the centres), ties to the lower slot. Each slot is used once.
    /// An unreached component with no holder is entered through its first element (by rank,
    /// enterable) that an element of another component overlaps: from such an element, in a
    /// direction in which the first reaches past its front edge. The elements are found in a
    /// grid of every element's frame.
    static func holderEntries(_ unreached: [Int], enterable: [Bool], repointedInto: [Bool]? = nil, components: StronglyConnectedComponents, successors: [Int32],
                              locked: [Bool], layout: RankedLayout) -> [Candidate] {
        var isUnreached = [Bool](repeating: false, count: components.count)
        for c in unreached { isUnreached[c] = true }
        // The first such holder of each unreached component, by rank.
        var holderOf = [Int](repeating: -1, count: components.count)
        for rank in 0..<layout.count where layout.containsOthers[rank] && enterable.indices.contains(rank) && enterable[rank] {
            let c = Int(components.component[rank])
            if isUnreached[c], holderOf[c] < 0 { holderOf[c] = rank }
        }
        // A component with no such holder: its first element that an element of another
        // component overlaps, when it reaches past that element (a tall row partly under a field
        // laid over the foot of its list): a finger reaches it beside the element over it.
        var overlaps = [Bool](repeating: false, count: components.count)
        guard !unreached.isEmpty else { return [] }
        let grid = FrameGridIndex(layout.boxes.enumerated().map { (key: $0.offset, frame: $0.element.rect) })
        func overlap(_ a: Int, _ b: Int) -> Bool { layout.boxes[a].rect.intersects(layout.boxes[b].rect) }
        for rank in 0..<layout.count where enterable.indices.contains(rank) && enterable[rank] {
            let c = Int(components.component[rank])
            guard isUnreached[c], holderOf[c] < 0 else { continue }
            if grid.candidates(meeting: layout.boxes[rank].rect).contains(where: { components.component[$0] != components.component[rank] && overlap(rank, $0) }) {
                holderOf[c] = rank
                overlaps[c] = true
            }
        }
        guard holderOf.contains(where: { $0 >= 0 }) else { return [] }
        var used: Set<Int> = []
        var entries: [Candidate] = []
        var incoming = [Int](repeating: 0, count: layout.count)
        for target in successors where target >= 0 { incoming[Int(target)] += 1 }
        for c in unreached where holderOf[c] >= 0 {
            let holder = holderOf[c]
            var best: Candidate?
            var bestRepoints = false
            for inner in grid.candidates(meeting: layout.boxes[holder].rect)
            where components.component[inner] != components.component[holder]
                && (overlaps[c] ? overlap(holder, inner) : ContainingElements.contains(layout.boxes[holder], layout.boxes[inner])) {
                for slot in 0..<4 {
                    let slotIndex = inner * 4 + slot
                    guard !locked[slotIndex], !used.contains(slotIndex) else { continue }
                    // An edge already set is re-pointed only when its target keeps another way in,
                    // and only when no empty edge enters the holder.
                    let previous = Int(successors[slotIndex])
                    let repoints = previous >= 0
                    if repoints && (incoming[previous] < 2 || repointedInto.map({ $0.indices.contains(holder) && $0[holder] }) != true) { continue }
                    let boxes = layout.oriented[slot]
                    var centre = 0.5 * boxes[holder].back + 0.5 * boxes[holder].front
                    // An overlapped element is measured by its part past the element over it
                    // when that part is a finger's target (a button 48 pt of which shows beside
                    // the one laid over its left end), or whatever its size when it is the one
                    // drawn over the other (a delete badge on an avatar's corner, all of which
                    // shows): its centre may lie behind that edge.
                    if overlaps[c], centre <= boxes[inner].front,
                       boxes[holder].front - boxes[inner].front >= minimumPartPastEdge
                        || isDrawnOver(holder, inner, layout) && boxes[holder].front - boxes[inner].front >= minimumDrawnOverPart {
                        centre = 0.5 * max(boxes[holder].back, boxes[inner].front) + 0.5 * boxes[holder].front
                    }
                    guard centre > boxes[inner].front, !overlaps[c] || boxes[holder].front > boxes[inner].front else { continue }
                    let score = BeamRules.weightedScore(along: centre - boxes[inner].front,
                                                        across: abs(boxes[holder].middle - boxes[inner].middle))
                    if let current = best {
                        // An empty edge beats a re-point; else the lower score, then the lower slot.
                        let better = repoints != bestRepoints ? !repoints : (score, slotIndex) < (current.score, current.slotIndex)
                        guard better else { continue }
                    }
                    best = Candidate(score: score, slotIndex: slotIndex, target: holder)
                    bestRepoints = repoints
                }
            }
            if let best {
                used.insert(best.slotIndex)
                if bestRepoints { incoming[Int(successors[best.slotIndex])] -= 1 }
                entries.append(best)
            }
        }
        return entries
    }

    /// The components no outside edge enters, ordered by their first (lowest-rank) element.
    private static func unreachedComponents(_ components: StronglyConnectedComponents, entering: [Int]) -> [Int] {
        var firstMember = [Int](repeating: Int.max, count: components.count)
        for (node, c) in components.component.enumerated() {
            firstMember[Int(c)] = min(firstMember[Int(c)], node)
        }
        return (0..<components.count)
            .filter { entering[$0] == 0 }
            .sorted { firstMember[$0] < firstMember[$1] }
    }
}
