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
/// 2. **Fill.** For each unreached component `C`, look at the empty edges (no target) of
///    elements outside `C`: an empty edge `(u, d)` can take the policy's best target *among the
///    elements of `C`* that lie in direction `d` from `u`. The candidate with the lowest score wins (ties: lower rank of `u`,
///    then direction order). One fill per unreached component per round.
/// 3. **Re-point**, only when no fill was possible anywhere. For an unreached component `C`,
///    an edge `(u, d) → w` (outside `C`, not an explicit override) whose target `w` has another
///    way in (a second incoming edge) may instead go to the best element of `C` in direction
///    `d`. Candidates are tried by score; one is kept only if it strictly lowers
///    (number of components, number of unreached components), otherwise it is undone.
/// 4. Stop at one component, or when a round changes nothing.
///
/// Every new target lies in the pressed direction from its source, by construction. Fills never
/// raise (components, unreached components) and always remove an empty edge; kept re-points
/// strictly lower the pair; so the loop ends. Each round costs O(V + E) for the components plus
/// the candidate search, which only looks at the members of unreached components (usually one
/// or two elements each). Override edges are never changed.
enum ReachabilityRepair {
    /// An edge the repair set.
    struct Change: Sendable {
        var source: Int
        var slot: Int
        /// The previous target, or -1 when the edge was empty.
        var previous: Int32
        var target: Int32
    }

    /// Most re-point candidates tried per unreached component per round (each try costs a
    /// component computation). A safety limit for pathological graphs.
    static let maxRepointTries = 24

    /// Repairs `successors` (four slots per element, -1 for none) in place. `locked` marks the
    /// slots that hold explicit overrides. Returns the changes and whether the final graph is
    /// strongly connected.
    static func repair(
        _ successors: inout [Int32],
        locked: [Bool],
        layout: RankedLayout
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
            let entered = components.entered(successors: successors)
            let unreached = unreachedComponents(components, entered: entered)

            var members = [[Int]](repeating: [], count: components.count)
            for node in 0..<n { members[Int(components.component[node])].append(node) }

            // 2. Fill empty edges.
            var emptySlots: [Int] = []
            for slotIndex in successors.indices where successors[slotIndex] < 0 && !locked[slotIndex] {
                emptySlots.append(slotIndex)
            }
            var filled = false
            for c in unreached {
                guard let fill = bestEdges(into: members[c], componentID: Int32(c), slots: emptySlots, limit: 1,
                                           components: components, layout: layout).first
                else { continue }
                changes.append(Change(source: fill.slotIndex / 4, slot: fill.slotIndex % 4,
                                      previous: -1, target: Int32(fill.target)))
                successors[fill.slotIndex] = Int32(fill.target)
                emptySlots.removeAll { $0 == fill.slotIndex }
                filled = true
            }
            if filled { continue }

            // 3. Re-point an edge whose target keeps another way in.
            var incoming = [Int](repeating: 0, count: n)
            for target in successors where target >= 0 { incoming[Int(target)] += 1 }
            let before = (components.count, unreached.count)
            var improved = false
            search: for c in unreached {
                var slots: [Int] = []
                for slotIndex in successors.indices where !locked[slotIndex] {
                    let target = successors[slotIndex]
                    guard target >= 0,
                          components.component[slotIndex / 4] != Int32(c),
                          components.component[Int(target)] != Int32(c),
                          incoming[Int(target)] >= 2
                    else { continue }
                    slots.append(slotIndex)
                }
                let ranked = bestEdges(into: members[c], componentID: Int32(c), slots: slots, limit: maxRepointTries,
                                       components: components, layout: layout)
                for candidate in ranked {
                    let previous = successors[candidate.slotIndex]
                    successors[candidate.slotIndex] = Int32(candidate.target)
                    let after = StronglyConnectedComponents(successors: successors, nodeCount: n)
                    let afterPair = (after.count, after.unenteredCount(successors: successors))
                    if afterPair < before {
                        changes.append(Change(source: candidate.slotIndex / 4, slot: candidate.slotIndex % 4,
                                              previous: previous, target: Int32(candidate.target)))
                        improved = true
                        known = after
                        break search
                    }
                    successors[candidate.slotIndex] = previous
                }
            }
            if !improved { return (changes, false) }
        }
        let components = known ?? StronglyConnectedComponents(successors: successors, nodeCount: n)
        return (changes, components.count <= 1)
    }

    /// The components no outside edge enters, ordered by their first (lowest-rank) element.
    private static func unreachedComponents(_ components: StronglyConnectedComponents, entered: [Bool]) -> [Int] {
        var firstMember = [Int](repeating: Int.max, count: components.count)
        for (node, c) in components.component.enumerated() {
            firstMember[Int(c)] = min(firstMember[Int(c)], node)
        }
        return (0..<components.count)
            .filter { !entered[$0] }
            .sorted { firstMember[$0] < firstMember[$1] }
    }

    /// Where the members of a component lie, for one orientation: enough to tell cheaply that
    /// none lies ahead of a source, and a lower bound on the score of any that does.
    private struct MemberExtent {
        var minBack = Double.infinity
        var maxBack = -Double.infinity
        var minMiddle = Double.infinity
        var maxMiddle = -Double.infinity

        init(_ members: [Int], boxes: [OrientedBox]) {
            for m in members {
                let box = boxes[m]
                minBack = min(minBack, box.back)
                maxBack = max(maxBack, box.back)
                minMiddle = min(minMiddle, box.middle)
                maxMiddle = max(maxMiddle, box.middle)
            }
        }

        /// True when some member's back edge is at or past `source`'s front edge, less the
        /// overlap a target may have (the first condition of ``BeamRules/measure(_:from:)``);
        /// when false, nothing can be selected.
        func hasMember(ahead source: OrientedBox) -> Bool {
            maxBack >= source.front - BeamRules.reach(source)
        }

        /// No member that lies ahead of `source` scores below this: its gap along the axis is at
        /// least `minBack - front` (and never negative), its distance across at least the
        /// distance from `source`'s centre to the members' range of centres. The same rounded
        /// arithmetic as the score, applied to smaller or equal operands, keeps it a true bound.
        func lowerBound(from source: OrientedBox) -> Double {
            let along = max(0, minBack - source.front)
            let across = max(0, minMiddle - source.middle, source.middle - maxMiddle)
            return BeamRules.weightedScore(along: along, across: across)
        }
    }

    private struct Candidate {
        var score: Double
        var slotIndex: Int
        var target: Int
    }

    /// For each slot whose source lies outside the component, the policy's best target among
    /// `members` in that slot's direction; the best `limit` of these by score, then slot (source
    /// rank, then direction), best first.
    private static func bestEdges(
        into members: [Int],
        componentID: Int32,
        slots: [Int],
        limit: Int,
        components: StronglyConnectedComponents,
        layout: RankedLayout
    ) -> [Candidate] {
        var kept: [Candidate] = []
        func isBetter(_ a: Candidate, _ b: Candidate) -> Bool {
            a.score != b.score ? a.score < b.score : a.slotIndex < b.slotIndex
        }
        let extents = (0..<4).map { MemberExtent(members, boxes: layout.oriented[$0]) }
        for slotIndex in slots {
            let source = slotIndex / 4, slot = slotIndex % 4
            guard components.component[source] != componentID else { continue }
            let boxes = layout.oriented[slot]
            // Skip the full selection when no member lies ahead, or when even the lower bound of
            // any member's score cannot beat the worst edge kept (a later slot never wins a tie).
            let extent = extents[slot]
            guard extent.hasMember(ahead: boxes[source]) else { continue }
            if kept.count == limit, let last = kept.last, extent.lowerBound(from: boxes[source]) > last.score {
                continue
            }
            guard let target = BeamRules.select(from: source, among: members, boxes: boxes, horizontal: slot >= 2),
                  let measure = BeamRules.measure(boxes[target], from: boxes[source])
            else { continue }
            let candidate = Candidate(score: measure.score, slotIndex: slotIndex, target: target)
            if kept.count == limit, let last = kept.last, !isBetter(candidate, last) { continue }
            // Insertion into a short sorted list.
            let position = kept.firstIndex { isBetter(candidate, $0) } ?? kept.count
            kept.insert(candidate, at: position)
            if kept.count > limit { kept.removeLast() }
        }
        return kept
    }
}
