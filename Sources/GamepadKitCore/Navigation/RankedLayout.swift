/// The elements a map is built over, in reading order.
///
/// Candidates whose frame has a non-finite coordinate are left out (they get no neighbours and
/// no move leads to them). When several candidates share an id, only the first in reading order
/// takes part. Every other type in the navigation code refers to an element by its *rank*: its
/// position in this reading order, which is also the final tie-breaker of the policy. Because
/// ranks depend only on frames, ids and overrides, the input order of the candidates never
/// changes a map (which of two overlapping elements is drawn over the other is each
/// candidate's `drawOrder`, not its place in the input).
struct RankedLayout: Sendable {
    /// Ids by rank.
    let ids: [String]
    /// Boxes by rank.
    let boxes: [NavigationBox]
    /// For each rank, the candidate's position in the array the layout was made from.
    let inputIndex: [Int]
    /// The rank of each id.
    let rankOfID: [String: Int]
    /// Boxes by rank, turned for each direction (indexed by `MoveDirection.slot`).
    let oriented: [[OrientedBox]]
    /// By rank: true when the element's frame holds another element's frame
    /// (``ContainingElements``). Moves from such an element are measured from its centre.
    let containsOthers: [Bool]
    /// By rank: the region of the screen the element belongs to (``ScreenRegions``): 0 for the
    /// content, one number per bar for the items of that bar.
    let regions: [Int32]
    /// By rank: the candidate's `drawOrder` (0 when unknown): which of two overlapping elements
    /// is drawn over the other.
    let drawOrders: [Int]

    var count: Int { ids.count }

    /// `concurrently` decides whether the containing elements are found at the same time as the
    /// reading order (see ``ConcurrentPair``); nil leaves it to the number of elements. The
    /// layout is the same either way.
    init(_ candidates: [FocusCandidate], concurrently: Bool? = nil) {
        // The finite frames, each with its id and its position in `candidates`, read in one
        // pass in input order: later steps visit elements in reading order, and gathering from
        // these compact arrays is far kinder to the cache than from the large candidates.
        var finiteBoxes: [NavigationBox] = []
        var finiteIDs: [String] = []
        var finiteInputs: [Int] = []
        var finiteDrawOrders: [Int] = []
        finiteBoxes.reserveCapacity(candidates.count)
        finiteIDs.reserveCapacity(candidates.count)
        finiteInputs.reserveCapacity(candidates.count)
        finiteDrawOrders.reserveCapacity(candidates.count)
        for i in candidates.indices {
            if let box = NavigationBox(candidates[i].frame) {
                finiteBoxes.append(box)
                finiteIDs.append(candidates[i].id)
                finiteInputs.append(i)
                finiteDrawOrders.append(candidates[i].drawOrder)
            }
        }
        // Which elements contain others depends only on the set of frames, not on their order,
        // so it is found over the finite frames as they come, beside the reading order. Only
        // when the reading order drops elements (a repeated id) does it have to be found again
        // over the elements that are left.
        let (finiteContainsOthers, order) = ConcurrentPair.run(
            concurrently: concurrently ?? (finiteBoxes.count >= ConcurrentPair.minimumCount),
            { [finiteBoxes] in ContainingElements.flags(finiteBoxes) },
            { [finiteBoxes, finiteIDs, finiteInputs] in
                Self.readingOrder(finiteBoxes, finiteIDs, finiteInputs, candidates) })

        let boxes = order.positions.map { finiteBoxes[Int($0)] }
        self.ids = order.ids
        self.boxes = boxes
        let inputIndex = order.positions.map { finiteInputs[Int($0)] }
        self.inputIndex = inputIndex
        self.regions = ScreenRegions.regions(of: candidates, ranked: inputIndex)
        self.drawOrders = order.positions.map { finiteDrawOrders[Int($0)] }
        self.rankOfID = order.rankOfID
        self.oriented = MoveDirection.allCases.map { Self.orient(boxes, facing: $0) }
        self.containsOthers = order.droppedElements
            ? ContainingElements.flags(boxes)
            : order.positions.map { finiteContainsOthers[Int($0)] }
        self.medianWidth = Self.median(boxes) { $0.maxX - $0.minX }
        self.medianHeight = Self.median(boxes) { $0.maxY - $0.minY }
    }

    /// The elements in reading order: their positions among the finite frames, their ids and
    /// the rank of each id.
    private struct ReadingOrder: Sendable {
        var positions: [Int32]
        var ids: [String]
        var rankOfID: [String: Int]
        /// True when some finite frames take no part (their id came earlier in reading order).
        var droppedElements: Bool
    }

    /// Sorts the finite frames into reading order and keeps the first element of each id.
    private static func readingOrder(
        _ finiteBoxes: [NavigationBox], _ finiteIDs: [String], _ finiteInputs: [Int], _ candidates: [FocusCandidate]
    ) -> ReadingOrder {
        // Sort small keys (the corner and a position in the arrays above) by the corner alone,
        // then settle the rare runs that share a corner.
        var keys: [SortKey] = []
        keys.reserveCapacity(finiteBoxes.count)
        for (position, box) in finiteBoxes.enumerated() {
            keys.append(SortKey(minY: box.minY, minX: box.minX, position: Int32(position)))
        }
        Self.sortByCorner(&keys)
        var runStart = 0
        while runStart < keys.count {
            var runEnd = runStart + 1
            while runEnd < keys.count && keys[runEnd].minY == keys[runStart].minY
                    && keys[runEnd].minX == keys[runStart].minX {
                runEnd += 1
            }
            if runEnd - runStart > 1 {
                keys[runStart..<runEnd].sort {
                    Self.tieBreak(Int($0.position), Int($1.position), finiteBoxes, finiteIDs, finiteInputs, candidates)
                }
            }
            runStart = runEnd
        }

        // One element per id: the first in reading order. The common case (unique ids) costs
        // one hash per element; a duplicate sends the build through the slower keep-first path.
        var ids: [String] = []
        var rankOfID: [String: Int] = [:]
        ids.reserveCapacity(keys.count)
        rankOfID.reserveCapacity(keys.count)
        var hasDuplicates = false
        for (rank, key) in keys.enumerated() {
            let id = finiteIDs[Int(key.position)]
            ids.append(id)
            if rankOfID.updateValue(rank, forKey: id) != nil { hasDuplicates = true }
        }
        if hasDuplicates {
            var unique: [SortKey] = []
            ids = []
            rankOfID = [:]
            for key in keys {
                let id = finiteIDs[Int(key.position)]
                guard rankOfID[id] == nil else { continue }
                rankOfID[id] = ids.count
                ids.append(id)
                unique.append(key)
            }
            keys = unique
        }
        return ReadingOrder(positions: keys.map(\.position), ids: ids, rankOfID: rankOfID,
                            droppedElements: keys.count < finiteBoxes.count)
    }

    /// The box a move in the direction of `slot` starts from: the element's own box, or, for an
    /// element that contains others, the point at its centre (nothing lies beyond a container's
    /// edges, since the others are inside it).
    @inline(__always)
    func sourceBox(_ rank: Int, slot: Int, containsOthers: [Bool]? = nil) -> OrientedBox {
        let box = oriented[slot][rank]
        guard (containsOthers ?? self.containsOthers)[rank] else { return box }
        return Self.centre(of: box)
    }

    /// The point at the centre of `box`, as a box without extent.
    @inline(__always)
    static func centre(of box: OrientedBox) -> OrientedBox {
        let along = min(max(0.5 * box.back + 0.5 * box.front, box.back), box.front)
        let across = min(max(box.middle, box.low), box.high)
        return OrientedBox(back: along, front: along, low: across, high: across)
    }

    /// The median width and height of the elements (over a sample), which size the grid cells.
    let medianWidth: Double
    let medianHeight: Double

    /// An element's top-left corner and its position among the finite frames.
    private struct SortKey {
        var minY: Double
        var minX: Double
        var position: Int32
    }

    /// True when `a`'s corner comes before `b`'s in reading order (smaller `minY`, then `minX`).
    @inline(__always)
    private static func cornerPrecedes(_ a: SortKey, _ b: SortKey) -> Bool {
        a.minY != b.minY ? a.minY < b.minY : a.minX < b.minX
    }

    /// Sorts `keys` by corner (`cornerPrecedes`); keys with the same corner end up next to each
    /// other in no particular order, which the tie-break then settles.
    ///
    /// A plain merge sort over the keys' memory: runs of up to 16 keys are put in order by
    /// insertion, then runs are merged pairwise, back and forth between the keys and one scratch
    /// buffer. It does what the standard library's sort would, at well under half its cost here,
    /// because the comparison is two floating-point tests and nothing else.
    private static func sortByCorner(_ keys: inout [SortKey]) {
        let n = keys.count
        guard n > 1 else { return }
        let runLength = 16
        keys.withUnsafeMutableBufferPointer { keys in
            guard let base = keys.baseAddress else { return }
            // Insertion sort of each run.
            var runStart = 0
            while runStart < n {
                let runEnd = min(runStart + runLength, n)
                var i = runStart + 1
                while i < runEnd {
                    let key = base[i]
                    var j = i
                    while j > runStart && cornerPrecedes(key, base[j - 1]) {
                        base[j] = base[j - 1]
                        j -= 1
                    }
                    base[j] = key
                    i += 1
                }
                runStart = runEnd
            }
            guard n > runLength else { return }
            // Pairwise merges, alternating between `keys` and `scratch`.
            let scratch = UnsafeMutablePointer<SortKey>.allocate(capacity: n)
            defer { scratch.deallocate() }
            var source = base, target = scratch
            var width = runLength
            while width < n {
                var low = 0
                while low < n {
                    let middle = min(low + width, n), high = min(low + 2 * width, n)
                    var a = low, b = middle, out = low
                    while a < middle && b < high {
                        if cornerPrecedes(source[b], source[a]) {
                            (target + out).initialize(to: source[b])
                            b += 1
                        } else {
                            (target + out).initialize(to: source[a])
                            a += 1
                        }
                        out += 1
                    }
                    while a < middle { (target + out).initialize(to: source[a]); a += 1; out += 1 }
                    while b < high { (target + out).initialize(to: source[b]); b += 1; out += 1 }
                    low = high
                }
                swap(&source, &target)
                width *= 2
            }
            if source != base { base.update(from: source, count: n) }
        }
    }

    /// Order of two elements (positions among the finite frames) with the same top-left corner:
    /// by id, then by the other corner, then by their overrides (so that of two candidates with
    /// the same id and frame the same one takes part whatever the input order), then by input
    /// position (only candidates equal in all of these get that far, and either gives the same map).
    private static func tieBreak(
        _ a: Int, _ b: Int, _ boxes: [NavigationBox], _ ids: [String], _ inputs: [Int],
        _ candidates: [FocusCandidate]
    ) -> Bool {
        let idA = ids[a], idB = ids[b]
        if idA != idB { return idA < idB }
        if boxes[a].maxY != boxes[b].maxY { return boxes[a].maxY < boxes[b].maxY }
        if boxes[a].maxX != boxes[b].maxX { return boxes[a].maxX < boxes[b].maxX }
        let overridesA = overrideKey(candidates[inputs[a]].focusOverrides)
        let overridesB = overrideKey(candidates[inputs[b]].focusOverrides)
        if overridesA != overridesB { return overridesA.lexicographicallyPrecedes(overridesB) }
        return inputs[a] < inputs[b]
    }

    /// A candidate's overrides in a fixed order: the target id of each direction (up, down,
    /// left, right), "" for none, each preceded by whether there is one.
    private static func overrideKey(_ overrides: [MoveDirection: String]) -> [String] {
        MoveDirection.allCases.map { direction in overrides[direction].map { "1" + $0 } ?? "0" }
    }

    private static func orient(_ boxes: [NavigationBox], facing direction: MoveDirection) -> [OrientedBox] {
        var result: [OrientedBox] = []
        result.reserveCapacity(boxes.count)
        switch direction {
        case .down: for b in boxes { result.append(OrientedBox(back: b.minY, front: b.maxY, low: b.minX, high: b.maxX)) }
        case .up: for b in boxes { result.append(OrientedBox(back: -b.maxY, front: -b.minY, low: b.minX, high: b.maxX)) }
        case .right: for b in boxes { result.append(OrientedBox(back: b.minX, front: b.maxX, low: b.minY, high: b.maxY)) }
        case .left: for b in boxes { result.append(OrientedBox(back: -b.maxX, front: -b.minX, low: b.minY, high: b.maxY)) }
        }
        return result
    }

    /// The median of `extent` over an evenly spaced sample of at most about 128 boxes.
    static func median(_ boxes: [NavigationBox], _ extent: (NavigationBox) -> Double) -> Double {
        let stride = max(1, boxes.count / 128)
        var sample: [Double] = []
        sample.reserveCapacity(boxes.count / stride + 1)
        var i = 0
        while i < boxes.count {
            sample.append(extent(boxes[i]))
            i += stride
        }
        sample.sort()
        return sample.isEmpty ? 0 : sample[sample.count / 2]
    }
}
