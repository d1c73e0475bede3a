/// For every candidate, the neighbour each of the four directions leads to.
///
/// A map is built in four steps:
/// 1. **Spatial search** with the beam policy (`BeamRules` has it in full):
///    - a move only goes to an element that lies in the pressed direction: its near edge at or
///      past the source's edge on that side, or overlapping it by at most 8 pt and a quarter of
///      the smaller of the two extents along the axis (for down,
///      `target.minY >= source.maxY - allowance`);
///    - an element overlapping the source across the pressed axis ("in the beam") beats one
///      outside it; always for left and right, and for up and down unless the outside one is
///      within 45° and entirely closer (its far edge nearer than the in-beam one's near edge), as
///      in Android's `FocusFinder`;
///    - with nothing in the beam, an element within 45° of the direction beats one farther off;
///      an element more than 45° off is only a fallback;
///    - otherwise the lowest `13 · along² + across²` wins (`along`: edge-to-edge gap along the
///      axis; `across`: centre-to-centre distance across it), so nearness outweighs misalignment;
///    - ties go to reading order: smaller `minY`, then smaller `minX`, then the smaller id;
///    - the content and each bar are regions (`ScreenRegions`, from `FocusCandidate.barID`):
///      left and right stay in their region, off-axis fallbacks too, and no fallback goes more
///      than 100 pt to the side; a nearer off-axis element competes with a farther cone one;
///    - from an element whose frame holds another element's frame (an invisible full-screen
///      "dismiss" button behind a popup; see `ContainingElements`), the move is measured from
///      its centre, as if the element were a point there: nothing lies beyond its edges.
///
///    A uniform grid per direction keeps the build near O(n) for ordinary layouts, against
///    O(n²) for checking every pair; ``allPairsReference(candidates:options:)`` builds the same
///    map the slow way.
/// 2. **Overrides**: `FocusCandidate.focusOverrides[direction]` replaces the spatial target when
///    it names another candidate of the map; an override naming an unknown id (or the element
///    itself) is ignored and the spatial target stays.
/// 3. **Wrap-around** (``NavigationOptions/wrap``): a direction with no target goes to the
///    farthest element the other way that overlaps the element's beam (the far end of its row or
///    column), if any. This one is measured from the element's edges even for an element that
///    holds others, so it finds nothing from a full-screen backdrop.
/// 4. **Reachability repair**: an element the policy makes nobody's neighbour could never get
///    focus. The strongly connected components of the map are computed (Tarjan, O(V + E)); while
///    there is more than one, each component no edge enters gets one: first by filling empty
///    edges with their best target in such a component (dead ends also get a way out), and only
///    when no empty edge can, by re-pointing edges whose current target keeps another way in
///    (kept only if that lowers the number of components or of unentered ones); last, an element
///    that holds others and is no plain button (a full-screen page behind its close button, a
///    text field with a button inside it), or a plain button covering less than half the screen
///    (a card button with tags drawn over its top, `NavigationOptions.stopArea`), is entered
///    towards its centre from an element it holds. It stops at one
///    component or when a round changes nothing; each round is near-linear, also for stacked
///    or heavily overlapping frames (see `ReachabilityRepair`). A repaired move still goes in
///    the pressed direction; overrides are never changed. ``repairs`` lists what changed. For
///    boxes that do not overlap, one component is always reached in practice (checked on
///    thousands of seeded random layouts); ``isStronglyConnected`` reports the outcome.
///
/// Candidates whose frame has a NaN or infinite coordinate take no part (no neighbours, no move
/// leads to them). When several candidates share an id only the first in reading order takes
/// part (of several with the same frame too, the one whose overrides sort first). The map
/// depends only on the frames, ids and overrides, never on the input order.
public struct NavigationMap: Sendable {
    /// The candidates the map was built from, in the order given.
    public let candidates: [FocusCandidate]
    /// The options the map was built with.
    public let options: NavigationOptions
    /// The edges the reachability repair filled or re-pointed, in the order it made them.
    public let repairs: [NavigationRepair]
    /// True when every element of the map can reach every other by some sequence of moves
    /// (always true for 0 or 1 elements). False only when geometry leaves no legal way, for
    /// example for elements stacked on top of each other.
    public let isStronglyConnected: Bool

    private let layout: RankedLayout
    /// `successors[rank * 4 + direction.slot]`: the rank of the target, or -1.
    private let successors: [Int32]
    /// `rankOfInput[index]`: the rank of `candidates[index]`, or -1 when it takes no part (a
    /// repeated id, a frame that is not finite).
    private let rankOfInput: [Int32]
    /// Each move in `repairs` as `(source rank * 4 + direction slot) * count + target rank`.
    private let repairedMoves: Set<Int>

    /// Builds the map with the fast spatial search.
    public init(candidates: [FocusCandidate], options: NavigationOptions = NavigationOptions()) {
        self.init(candidates: candidates, options: options, search: .grid)
    }

    /// Builds the same map as ``init(candidates:options:)`` by checking every pair of candidates
    /// (O(n²)), with the same policy, overrides, wrap-around and repair. It exists to check the
    /// fast map against and to measure it by; apps should not use it.
    public static func allPairsReference(
        candidates: [FocusCandidate],
        options: NavigationOptions = NavigationOptions()
    ) -> NavigationMap {
        NavigationMap(candidates: candidates, options: options, search: .allPairs)
    }

    /// How the spatial step finds targets.
    enum Search {
        case grid
        case allPairs
    }

    /// `concurrently` decides whether independent pieces of the build run at the same time on
    /// two cores (``ConcurrentPair``); nil leaves it to the size of the layout. The map is the
    /// same either way.
    init(candidates: [FocusCandidate], options: NavigationOptions, search: Search, concurrently: Bool? = nil) {
        let layout = RankedLayout(candidates, concurrently: concurrently)
        let n = layout.count
        var successors = Self.spatialSuccessors(layout, search: search, concurrently: concurrently)
        var locked = [Bool](repeating: false, count: 4 * n)

        // Overrides, read in input order (one sequential pass over the candidates); each
        // element's slots are written only from its own overrides, so the order changes nothing.
        var rankOfInput = [Int32](repeating: -1, count: candidates.count)
        for rank in 0..<n { rankOfInput[layout.inputIndex[rank]] = Int32(rank) }
        for input in candidates.indices where !candidates[input].focusOverrides.isEmpty {
            let rank = Int(rankOfInput[input])
            guard rank >= 0 else { continue }
            for (direction, targetID) in candidates[input].focusOverrides {
                guard let target = layout.rankOfID[targetID], target != rank else { continue }
                successors[rank * 4 + direction.slot] = Int32(target)
                locked[rank * 4 + direction.slot] = true
            }
        }

        if options.wrap {
            Self.wrapAround(&successors, layout: layout, search: search)
        }

        let (changes, connected) = ReachabilityRepair.repair(&successors, locked: locked, layout: layout,
                                                             enterableHolders: layout.inputIndex.map {
                                                                 candidates[$0].kind != .button || options.entersButtonHolder(candidates[$0].frame)
                                                             },
                                                             repointedIntoHolders: layout.inputIndex.map { candidates[$0].kind != .button },
                                                             concurrently: concurrently)

        self.candidates = candidates
        self.options = options
        self.layout = layout
        self.successors = successors
        self.rankOfInput = rankOfInput
        self.isStronglyConnected = connected
        self.repairs = changes.map { change in
            NavigationRepair(
                from: layout.ids[change.source],
                direction: MoveDirection.allCases[change.slot],
                previous: change.previous >= 0 ? layout.ids[Int(change.previous)] : nil,
                target: layout.ids[Int(change.target)]
            )
        }
        self.repairedMoves = Set(changes.map { (($0.source * 4 + $0.slot) * layout.count) + Int($0.target) })
    }

    /// True when ``repairs`` holds a move from `id` in `direction` to `targetID`: the repair made
    /// it, as the only way to an element. One set lookup.
    public func isRepair(from id: String, _ direction: MoveDirection, to targetID: String) -> Bool {
        guard !repairedMoves.isEmpty, let source = layout.rankOfID[id], let target = layout.rankOfID[targetID] else { return false }
        return repairedMoves.contains((source * 4 + direction.slot) * layout.count + target)
    }

    /// The id focus goes to when `direction` is pressed on `id`; nil when nothing lies that way
    /// or `id` is not part of the map.
    public func neighbor(of id: String, _ direction: MoveDirection) -> String? {
        guard let rank = layout.rankOfID[id] else { return nil }
        let target = successors[rank * 4 + direction.slot]
        return target >= 0 ? layout.ids[Int(target)] : nil
    }

    /// True when every candidate takes part in the map (no repeated id, every frame finite):
    /// then each candidate's index names it as well as its id does
    /// (``neighborIndex(ofCandidateAt:_:)``).
    public var holdsEveryCandidate: Bool { layout.count == candidates.count }

    /// ``neighbor(of:_:)`` by position: the index in ``candidates`` of the element focus goes to
    /// when `direction` is pressed on `candidates[index]`, with no id looked up. Nil when nothing
    /// lies that way, or when that candidate takes no part in the map (out of range, a repeated
    /// id, a frame that is not finite: ask by id then).
    public func neighborIndex(ofCandidateAt index: Int, _ direction: MoveDirection) -> Int? {
        guard index >= 0, index < rankOfInput.count else { return nil }
        let rank = Int(rankOfInput[index])
        guard rank >= 0 else { return nil }
        let target = successors[rank * 4 + direction.slot]
        return target >= 0 ? layout.inputIndex[Int(target)] : nil
    }

    /// All the moves from `id`, by direction (directions that lead nowhere are absent).
    public func neighbors(of id: String) -> [MoveDirection: String] {
        var result: [MoveDirection: String] = [:]
        for direction in MoveDirection.allCases {
            if let target = neighbor(of: id, direction) { result[direction] = target }
        }
        return result
    }

    /// The ids that take part in the map, in reading order (top to bottom, then left to right).
    public var orderedIDs: [String] { layout.ids }

    // MARK: Steps

    /// Step 1: the beam policy's target for every element and direction, flat by slot.
    ///
    /// The two axes are independent (see ``ConcurrentPair``): from ``ConcurrentPair/minimumCount``
    /// elements on they run at the same time, each on its own core, unless `concurrently` says
    /// otherwise. Either way the result is the same.
    static func spatialSuccessors(_ layout: RankedLayout, search: Search, concurrently: Bool? = nil) -> [Int32] {
        let n = layout.count
        // The reference finds the elements that contain others by comparing every pair too.
        let containsOthersByAllPairs = search == .allPairs ? ContainingElements.flagsComparingAllPairs(layout.boxes) : nil
        let (vertical, horizontal) = ConcurrentPair.run(
            concurrently: concurrently ?? (n >= ConcurrentPair.minimumCount),
            { spatialTargets(layout, .up, .down, search: search, containsOthersByAllPairs: containsOthersByAllPairs) },
            { spatialTargets(layout, .left, .right, search: search, containsOthersByAllPairs: containsOthersByAllPairs) })
        var successors = [Int32](repeating: -1, count: 4 * n)
        successors.withUnsafeMutableBufferPointer { successors in
            for rank in 0..<n {
                successors[rank * 4] = vertical.first[rank]
                successors[rank * 4 + 1] = vertical.second[rank]
                successors[rank * 4 + 2] = horizontal.first[rank]
                successors[rank * 4 + 3] = horizontal.second[rank]
            }
        }
        return successors
    }

    /// The targets of the two directions of one axis, by rank (-1 for none). `first` comes before
    /// `second` (up before down, left before right), so the second grid reuses the columns of
    /// the first.
    private static func spatialTargets(
        _ layout: RankedLayout, _ firstDirection: MoveDirection, _ secondDirection: MoveDirection,
        search: Search, containsOthersByAllPairs: [Bool]?
    ) -> (first: [Int32], second: [Int32]) {
        let n = layout.count
        var previousGrid: BeamGrid?
        var targets: [[Int32]] = []
        for direction in [firstDirection, secondDirection] {
            let slot = direction.slot
            var result = [Int32](repeating: -1, count: n)
            switch search {
            case .grid:
                let grid = BeamGrid(layout, facing: direction, opposite: previousGrid)
                previousGrid = grid
                for rank in 0..<n {
                    let target = layout.containsOthers[rank]
                        ? grid.target(from: layout.sourceBox(rank, slot: slot),
                                      excluding: ExcludingRank(rank: rank, regions: grid.regions, region: layout.regions[rank],
                                                               horizontal: direction.isHorizontal))
                        : grid.target(from: rank)
                    if let target { result[rank] = Int32(target) }
                }
            case .allPairs:
                let boxes = layout.oriented[slot]
                for rank in 0..<n {
                    let sourceBox = layout.sourceBox(rank, slot: slot, containsOthers: containsOthersByAllPairs)
                    if let target = BeamRules.select(from: rank, sourceBox: sourceBox, among: 0..<n, boxes: boxes,
                                                     regions: layout.regions, horizontal: direction.isHorizontal) {
                        result[rank] = Int32(target)
                    }
                }
            }
            targets.append(result)
        }
        return (targets[0], targets[1])
    }

    /// Step 3: fills the directions that lead nowhere with the far end of the row or column.
    static func wrapAround(_ successors: inout [Int32], layout: RankedLayout, search: Search) {
        let n = layout.count
        for direction in MoveDirection.allCases {
            let slot = direction.slot
            let opposite = layout.oriented[direction.opposite.slot]
            let grid: BeamGrid? = search == .grid ? BeamGrid(layout, facing: direction.opposite) : nil
            for rank in 0..<n where successors[rank * 4 + slot] < 0 {
                let target: Int?
                if let grid {
                    target = grid.farthestInBeam(from: rank)
                } else {
                    target = BeamRules.farthestInBeam(from: rank, among: 0..<n, boxes: opposite)
                }
                if let target { successors[rank * 4 + slot] = Int32(target) }
            }
        }
    }
}
