/// A uniform grid over the boxes of one direction, answering "which element does a move from
/// here go to" without looking at every element.
///
/// **Layout.** Rows run along the pressed axis and hold each box by its back edge; columns run
/// across it and hold each box in every column its extent `low...high` touches. Cells are
/// stored row-major in one flat array (compressed rows), each cell's boxes in order of back edge.
/// Cell sizes follow the median element size, and the grid has at most about one cell per
/// element, so building it is O(n) plus the extra columns of wide boxes (and the sorting of
/// crowded cells).
///
/// **Query** (see `BeamRules` for the policy it computes). Targets may overlap the source by up
/// to its reach (`BeamRules.reach`), so every walk starts that far behind the source's front
/// edge; in that first row a binary search skips what lies farther back, and in every cell the
/// walk stops once the gap alone scores worse than the best so far (the cell is in order of back
/// edge), so boxes crowded into one cell do not make the query linear.
/// 1. *In the beam.* Walk the rows forward, looking only at the columns the source's own extent
///    touches (every box in its beam touches one of them). Stop at the first row whose distance
///    alone already scores worse than the best in-beam box. A horizontal move ends here when
///    something was found; so does a vertical one when the gap to the winner is no wider than
///    half the shortest box (no box could be entirely closer).
/// 2. *Outside the beam*, only when it can still matter: with an in-beam winner (vertical moves)
///    only cone boxes entirely closer than it; with none, the cone, and only when the cone is
///    empty the off-axis boxes. Walk the rows forward again; in each row start at the column of
///    the source's centre and widen left and right, stopping on each side as soon as the lower
///    bound `k·along² + across²` of the next column exceeds the best score so far, or, for the
///    cone, as soon as the column's gap across the beam exceeds the row's largest gap along the
///    axis. For the off-axis fallback, with nothing found yet there is no bound, so a window of
///    five columns around the centre is searched first; the full search then starts from what it
///    found.
///
/// Every bound is computed with the same arithmetic as the score from smaller distances, and
/// cell indices are corrected so that `start(i) <= value < start(i + 1)` holds exactly, so the
/// pruning never drops a box the all-pairs reference would pick: the two give the same map.
/// Equal scores never prune (`>` not `>=`), because the tie goes to the lower rank.
struct BeamGrid: Sendable {
    private let boxes: [OrientedBox]
    private let horizontal: Bool
    /// The region of each box (``ScreenRegions``), by index; nil when all are content.
    let regions: [Int32]?
    private let rows: GridAxis
    private let columns: GridAxis
    /// `cellStart[cell] ..< cellStart[cell + 1]` is the range of `entries` in that cell.
    private let cellStart: [Int32]
    /// The elements of each cell, cell by cell, each with a copy of its box: a query reads the
    /// boxes of a cell from one contiguous run of memory instead of looking each one up by rank.
    private let entries: [Entry]
    /// The largest back edge: a source whose front edge lies past it has nothing ahead.
    private let maxBack: Double
    /// The smallest extent along the axis: no box fits in a gap narrower than this, so an
    /// in-beam winner that close cannot lose to an entirely closer box.
    private let minAlong: Double
    /// The first and last column each box touches (its beam, when it is the source).
    private let firstColumn: [Int32]
    private let lastColumn: [Int32]

    /// A grid over `boxes` (ranked, oriented for one direction), with cells about the size of a
    /// typical element: `typicalAlong` along the pressed axis, `typicalAcross` across it.
    ///
    /// `opposite`, when given, is the grid of the opposite direction over the same ranked
    /// elements. Turning a box around keeps its extent across the axis (`low...high`), so when
    /// the two grids' columns come out the same, each box's first and last column are taken
    /// from it instead of being computed again.
    init(boxes: [OrientedBox], horizontal: Bool, typicalAlong: Double, typicalAcross: Double,
         opposite: BeamGrid? = nil, regions: [Int32]? = nil) {
        self.boxes = boxes
        self.horizontal = horizontal
        self.regions = regions
        let n = boxes.count
        var minBack = Double.infinity, maxBack = -Double.infinity
        var minLow = Double.infinity, maxHigh = -Double.infinity
        var minAlong = Double.infinity
        for b in boxes {
            minAlong = min(minAlong, b.front - b.back)
            minBack = min(minBack, b.back)
            maxBack = max(maxBack, b.back)
            minLow = min(minLow, b.low)
            maxHigh = max(maxHigh, b.high)
        }
        self.maxBack = maxBack
        self.minAlong = minAlong
        guard n > 0 else {
            rows = GridAxis(lower: 0, upper: 0, cellCount: 1)
            columns = GridAxis(lower: 0, upper: 0, cellCount: 1)
            cellStart = [0, 0]
            entries = []
            firstColumn = []
            lastColumn = []
            return
        }
        // Aim for cells the size of a typical element, within a budget of about one cell per element.
        let budget = n + 16
        var rowCount = GridAxis.cellCount(span: maxBack - minBack,
                                          typicalSize: typicalAlong,
                                          limit: budget)
        var columnCount = GridAxis.cellCount(span: maxHigh - minLow,
                                             typicalSize: typicalAcross,
                                             limit: budget)
        while rowCount * columnCount > budget {
            if rowCount >= columnCount { rowCount = (rowCount + 1) / 2 } else { columnCount = (columnCount + 1) / 2 }
        }
        let rows = GridAxis(lower: minBack, upper: maxBack, cellCount: rowCount)
        let columns = GridAxis(lower: minLow, upper: maxHigh, cellCount: columnCount)
        self.rows = rows
        self.columns = columns

        // Counting pass, prefix sums, filling pass. The loops work on raw buffers of arrays
        // sized up front: every index is in range by construction (`cell` clamps to the grid),
        // and this saves the per-element bounds and uniqueness checks of array subscripts.
        let width = columns.count
        let cellCount = rows.count * width
        let firstColumn: [Int32], lastColumn: [Int32]
        if let opposite, opposite.columns == columns, opposite.boxes.count == n {
            firstColumn = opposite.firstColumn
            lastColumn = opposite.lastColumn
        } else {
            var first = [Int32](repeating: 0, count: n)
            var last = [Int32](repeating: 0, count: n)
            boxes.withUnsafeBufferPointer { boxes in
                first.withUnsafeMutableBufferPointer { first in
                    last.withUnsafeMutableBufferPointer { last in
                        for i in 0..<n {
                            first[i] = Int32(columns.cell(boxes[i].low))
                            last[i] = Int32(columns.cell(boxes[i].high))
                        }
                    }
                }
            }
            firstColumn = first
            lastColumn = last
        }
        var rowOf = [Int32](repeating: 0, count: n)
        // `start[cell + 1]` first counts the entries of `cell`; the prefix sums then turn
        // `start[cell]` into where the entries of `cell` begin.
        var start = [Int32](repeating: 0, count: cellCount + 1)
        boxes.withUnsafeBufferPointer { boxes in
            rowOf.withUnsafeMutableBufferPointer { rowOf in
                firstColumn.withUnsafeBufferPointer { firstColumn in
                    lastColumn.withUnsafeBufferPointer { lastColumn in
                        start.withUnsafeMutableBufferPointer { start in
                            for i in 0..<n {
                                let r = rows.cell(boxes[i].back)
                                rowOf[i] = Int32(r)
                                let base = r * width + 1
                                for c in Int(firstColumn[i])...Int(lastColumn[i]) { start[base + c] += 1 }
                            }
                            for cell in 0..<cellCount { start[cell + 1] += start[cell] }
                        }
                    }
                }
            }
        }
        let total = Int(start[cellCount])
        var fill = start
        var entries = [Entry](unsafeUninitializedCapacity: total) { entries, initializedCount in
            boxes.withUnsafeBufferPointer { boxes in
                rowOf.withUnsafeBufferPointer { rowOf in
                    firstColumn.withUnsafeBufferPointer { firstColumn in
                        lastColumn.withUnsafeBufferPointer { lastColumn in
                            fill.withUnsafeMutableBufferPointer { fill in
                                for i in 0..<n {
                                    let base = Int(rowOf[i]) * width
                                    let entry = Entry(box: boxes[i], rank: Int32(i))
                                    for c in Int(firstColumn[i])...Int(lastColumn[i]) {
                                        entries.initializeElement(at: Int(fill[base + c]), to: entry)
                                        fill[base + c] += 1
                                    }
                                }
                            }
                        }
                    }
                }
            }
            initializedCount = total
        }
        // Each cell in order of back edge, so that a query can skip what lies behind the source
        // and stop once the gap alone scores too much, even when many boxes share a cell.
        entries.withUnsafeMutableBufferPointer { entries in
            start.withUnsafeBufferPointer { start in
                for cell in 0..<cellCount {
                    let low = Int(start[cell]), high = Int(start[cell + 1])
                    if high - low > 1 { Self.sortByBack(entries, low, high) }
                }
            }
        }
        self.cellStart = start
        self.entries = entries
        self.firstColumn = firstColumn
        self.lastColumn = lastColumn
    }

    /// The rank of the element a move from `source` goes to, or nil when nothing lies ahead.
    func target(from source: Int) -> Int? {
        let s = boxes[source]
        guard !boxes.isEmpty, s.front - BeamRules.reach(s) <= maxBack else { return nil }
        let beam = Int(firstColumn[source])...Int(lastColumn[source])
        let exclusion = ExcludingRank(rank: source, regions: regions, region: regions?[source] ?? 0, horizontal: horizontal)
        return withCells { cells in target(from: s, beam: beam, excluding: exclusion, cells) }
    }

    /// The index (in this grid's boxes) of the element a move from `source`, a box that need not
    /// be one of the grid's, goes to among the boxes `exclusion` allows, or nil. The boxes left
    /// out are treated as if they were not there.
    func target<Exclusion: TargetExclusion>(from s: OrientedBox, excluding exclusion: Exclusion) -> Int? {
        guard !boxes.isEmpty, s.front - BeamRules.reach(s) <= maxBack else { return nil }
        let beam = columns.cell(s.low)...columns.cell(s.high)
        return withCells { cells in target(from: s, beam: beam, excluding: exclusion, cells) }
    }

    /// The cells seen through raw buffers for the length of `body`: the queries read them in
    /// their innermost loops, where the indices are in range by construction.
    @inline(__always)
    private func withCells<Result>(_ body: (Cells) -> Result) -> Result {
        cellStart.withUnsafeBufferPointer { cellStart in
            entries.withUnsafeBufferPointer { entries in
                body(Cells(start: cellStart, entries: entries))
            }
        }
    }

    /// `target(from:)` once the source is known to have something ahead; `beam` is the range of
    /// columns the source's extent touches.
    private func target<Exclusion: TargetExclusion>(
        from s: OrientedBox, beam: ClosedRange<Int>, excluding exclusion: Exclusion, _ cells: Cells
    ) -> Int? {
        // Targets may overlap the source by up to its reach, so the search starts that far back.
        let start = s.front - BeamRules.reach(s)
        let firstRow = rows.cell(start)
        let width = columns.count

        // 1. The beam: only the columns the source's own extent touches.
        var inBeam = BeamRules.Best()
        let beamFirst = beam.lowerBound, beamLast = beam.upperBound
        for r in firstRow..<rows.count {
            let along = max(0, rows.start(r) - s.front)
            if inBeam.excludes(bound: BeamRules.weightedScore(along: along, across: 0)) { break }
            let base = r * width
            for cell in (base + beamFirst)...(base + beamLast) {
                var e = r == firstRow ? cells.first(in: cell, atOrPast: start) : Int(cells.start[cell])
                let end = Int(cells.start[cell + 1])
                while e < end {
                    let entry = cells.entries[e]
                    e += 1
                    // Later entries of the cell lie no nearer.
                    if inBeam.excludes(bound: BeamRules.weightedScore(along: max(0, entry.box.back - s.front), across: 0)) {
                        break
                    }
                    let t = Int(entry.rank)
                    // The cheap tests first: in the beam, not the source; then the rules.
                    guard BeamRules.overlapsAcross(entry.box, s), let m = BeamRules.measure(entry.box, from: s),
                          !exclusion.excludes(t, m.tier) else { continue }
                    inBeam.offer(t, m)
                }
            }
        }
        // A cone box entirely closer than the in-beam winner has `far >= 3/4` of its own length,
        // so none exists when the winner is nearer than half the shortest box.
        if inBeam.found && (horizontal || inBeam.near <= 0.5 * minAlong) { return inBeam.index }

        // 2. Outside the beam. With an in-beam winner (vertical moves) only cone boxes entirely
        //    closer than it can still win. With none, the best cone box wins, and only when there
        //    is none either the best off-axis box.
        var best = inBeam
        if inBeam.found {
            offerOutsideBeam(from: s, excluding: exclusion, tier: .cone, columns: 0...(width - 1), firstRow: firstRow,
                             limited: true, cells: cells, to: &best)
            guard best.index != inBeam.index else { return best.index }
            // A closer box on the other side of the beam that would also beat the in-beam winner:
            // the source sits between the two, and the column's own neighbour wins (rule 3).
            let winnerOnLowSide = BeamRules.liesOnLowSide(boxes[best.index], of: s)
            var otherSide = inBeam
            offerOutsideBeam(from: s, excluding: ExcludingSide(inner: exclusion, boxes: boxes, source: s, keepsLowSide: !winnerOnLowSide),
                             tier: .cone, columns: 0...(width - 1), firstRow: firstRow, limited: true, cells: cells, to: &otherSide)
            return otherSide.index != inBeam.index ? inBeam.index : best.index
        }
        offerOutsideBeam(from: s, excluding: exclusion, tier: .cone, columns: 0...(width - 1), firstRow: firstRow,
                         limited: false, cells: cells, to: &best)
        if best.found {
            // Off-axis boxes entirely closer than the cone winner compete with it.
            offerOutsideBeam(from: s, excluding: exclusion, tier: .offAxis, columns: 0...(width - 1), firstRow: firstRow,
                             limited: true, cells: cells, to: &best)
            return best.index
        }
        // With nothing found yet there is no bound to prune by, so a narrow window of columns is
        // searched first to find one; the full search then only visits columns that could still
        // beat it.
        let center = columns.cell(s.middle)
        offerOutsideBeam(from: s, excluding: exclusion, tier: .offAxis, columns: max(0, center - 2)...min(width - 1, center + 2),
                         firstRow: firstRow, limited: false, cells: cells, to: &best)
        offerOutsideBeam(from: s, excluding: exclusion, tier: .offAxis, columns: 0...(width - 1), firstRow: firstRow,
                         limited: false, cells: cells, to: &best)
        return best.found ? best.index : nil
    }

    /// Offers the boxes of `tier` (cone or off-axis) ahead of `source`, in `columns`, row by row
    /// from `firstRow`, widening from the source's centre column and pruning rows and columns
    /// whose lower bound exceeds the best score so far. For the cone, a column is also left out
    /// once its gap across the beam exceeds the largest gap along the axis in that row. When
    /// `limited`, only boxes entirely closer than the in-beam winner already in `best` are offered.
    private func offerOutsideBeam<Exclusion: TargetExclusion>(
        from s: OrientedBox, excluding exclusion: Exclusion, tier: BeamRules.Tier, columns range: ClosedRange<Int>, firstRow: Int, limited: Bool,
        cells: Cells, to best: inout BeamRules.Best
    ) {
        let start = s.front - BeamRules.reach(s)
        let width = columns.count
        let limit = best.near
        let cone = tier == .cone
        // From a point (the centre of an element that holds others) no target is a jump.
        let reach = s.low == s.high ? Double.infinity : exclusion.offAxisReach
        // Beside an in-beam winner only cone boxes within the beam margin compete (`offer`
        // checks it per box), so the walk needs only the columns that near the beam.
        let margin = limited && cone ? BeamRules.beamMargin(s) : Double.infinity
        let center = min(max(columns.cell(s.middle), range.lowerBound), range.upperBound)
        for r in firstRow..<rows.count {
            let along = max(0, rows.start(r) - s.front)
            if best.excludes(bound: BeamRules.weightedScore(along: along, across: 0)) { break }
            // Every box from this row on has `far >= near >= along`.
            if limited && along >= limit { break }
            // No box of this row is farther ahead than this (the last row ends at the last back edge).
            let farthestNear = max(0, (r + 1 < rows.count ? rows.start(r + 1) : maxBack) - s.front)
            let base = r * width
            offer(cell: base + center, excluding: exclusion, s, start: start, tier: tier, limited: limited, limit: limit,
                  cells: cells, to: &best)
            var c = center + 1
            while c <= range.upperBound {
                // A box first met in column `c` begins at or after the column's start.
                let columnStart = columns.start(c)
                let across = max(0, columnStart - s.middle)
                if best.excludes(bound: BeamRules.weightedScore(along: along, across: across)) { break }
                if cone && columnStart - s.high > farthestNear { break }
                if !cone && columnStart - s.high > reach { break }
                if columnStart - s.high > margin { break }
                offer(cell: base + c, excluding: exclusion, s, start: start, tier: tier, limited: limited, limit: limit,
                      cells: cells, to: &best)
                c += 1
            }
            c = center - 1
            while c >= range.lowerBound {
                let columnEnd = columns.start(c + 1)
                let across = max(0, s.middle - columnEnd)
                if best.excludes(bound: BeamRules.weightedScore(along: along, across: across)) { break }
                if cone && s.low - columnEnd > farthestNear { break }
                if !cone && s.low - columnEnd > reach { break }
                if s.low - columnEnd > margin { break }
                offer(cell: base + c, excluding: exclusion, s, start: start, tier: tier, limited: limited, limit: limit,
                      cells: cells, to: &best)
                c -= 1
            }
        }
    }

    /// Offers the boxes of one cell that lie ahead of the source in `tier` (and, when `limited`,
    /// entirely closer than `limit`).
    @inline(__always)
    private func offer<Exclusion: TargetExclusion>(
        cell: Int, excluding exclusion: Exclusion, _ s: OrientedBox, start: Double, tier: BeamRules.Tier, limited: Bool, limit: Double,
        cells: Cells, to best: inout BeamRules.Best
    ) {
        var e = cells.first(in: cell, atOrPast: start)
        let end = Int(cells.start[cell + 1])
        while e < end {
            let entry = cells.entries[e]
            e += 1
            let t = Int(entry.rank)
            let box = entry.box
            // Later entries of the cell lie no nearer: stop when the gap alone scores too much,
            // or, when `limited`, reaches the in-beam winner (`far >= near`).
            let near = max(0, box.back - s.front)
            if best.excludes(bound: BeamRules.weightedScore(along: near, across: 0)) { break }
            if limited && near >= limit { break }
            // The cheap tests first: outside the beam, entirely closer when `limited` (`far` as
            // `measure` computes it), not the source; then the rules.
            guard !BeamRules.overlapsAcross(box, s) else { continue }
            if limited && !(box.front - s.front < limit) { continue }
            // Beside an in-beam winner only cone boxes within the beam margin compete (rule 3).
            if limited && tier == .cone && BeamRules.gapAcross(box, s) > BeamRules.beamMargin(s) { continue }
            guard let m = BeamRules.measure(box, from: s), m.tier == tier || (tier == .offAxis && m.tier == .farOffAxis),
                  !exclusion.excludes(t, m.tier) else { continue }
            best.offer(t, m)
        }
    }

    /// The wrap-around target from `source`, when this grid is oriented for the direction
    /// *opposite* to the pressed one: the farthest element ahead in the beam (see
    /// `BeamRules.farthestInBeam(from:among:boxes:)`).
    func farthestInBeam(from source: Int) -> Int? {
        let s = boxes[source]
        guard !boxes.isEmpty, s.front - BeamRules.reach(s) <= maxBack else { return nil }
        var best = BeamRules.Farthest()
        let beamFirst = Int(firstColumn[source]), beamLast = Int(lastColumn[source])
        for r in rows.cell(s.front - BeamRules.reach(s))..<rows.count {
            let base = r * columns.count
            for e in Int(cellStart[base + beamFirst])..<Int(cellStart[base + beamLast + 1]) {
                let entry = entries[e]
                let t = Int(entry.rank)
                if t != source { best.offer(t, entry.box, from: s) }
            }
        }
        return best.found ? best.index : nil
    }
}

extension BeamGrid {
    /// Sorts `entries[low..<high]` by back edge (insertion sort: cells hold few entries).
    fileprivate static func sortByBack(_ entries: UnsafeMutableBufferPointer<Entry>, _ low: Int, _ high: Int) {
        if high - low > 32 {
            entries[low..<high].sort { $0.box.back < $1.box.back }
            return
        }
        var i = low + 1
        while i < high {
            let entry = entries[i]
            var j = i
            while j > low && entry.box.back < entries[j - 1].box.back {
                entries[j] = entries[j - 1]
                j -= 1
            }
            entries[j] = entry
            i += 1
        }
    }
}

/// Which of a ``BeamGrid``'s boxes a query leaves out (by index in the grid's boxes), given the
/// tier in which the box lies from the source.
protocol TargetExclusion {
    func excludes(_ index: Int, _ tier: BeamRules.Tier) -> Bool
    /// The widest gap across the axis an off-axis box the query may pick can have: columns
    /// farther to the side are not searched.
    var offAxisReach: Double { get }
}

extension TargetExclusion {
    var offAxisReach: Double { .infinity }
}

/// What `inner` leaves out, and the boxes on one side of `source`'s beam (the low side when
/// `keepsLowSide` is false, the high side otherwise).
struct ExcludingSide<Inner: TargetExclusion>: TargetExclusion {
    let inner: Inner
    let boxes: [OrientedBox]
    let source: OrientedBox
    let keepsLowSide: Bool

    @inline(__always)
    func excludes(_ index: Int, _ tier: BeamRules.Tier) -> Bool {
        inner.excludes(index, tier) || BeamRules.liesOnLowSide(boxes[index], of: source) != keepsLowSide
    }

    var offAxisReach: Double { inner.offAxisReach }
}

/// Leaves out the source itself (when it is one of the grid's), and what the policy does not
/// admit from its region (``ScreenRegions``).
struct ExcludingRank: TargetExclusion {
    let rank: Int
    /// The regions by index, and the source's; nil when the grid has none (all content).
    var regions: [Int32]? = nil
    var region: Int32 = 0
    let horizontal: Bool

    @inline(__always)
    func excludes(_ index: Int, _ tier: BeamRules.Tier) -> Bool {
        index == rank || !ScreenRegions.admits(from: region, to: regions?[index] ?? 0, horizontal: horizontal, tier: tier)
    }

    var offAxisReach: Double { ScreenRegions.offAxisReach }
}

extension BeamGrid {
    /// The grid's cells through raw buffers, valid only inside `withCells`.
    private struct Cells {
        /// `start[cell] ..< start[cell + 1]` is the range of `entries` in that cell, in order of
        /// back edge.
        let start: UnsafeBufferPointer<Int32>
        let entries: UnsafeBufferPointer<Entry>

        /// The first entry of `cell` whose back edge is at or past `value` (binary search).
        @inline(__always)
        func first(in cell: Int, atOrPast value: Double) -> Int {
            var low = Int(start[cell]), high = Int(start[cell + 1])
            // Every cell but those of the walk's first row starts at or past `value`: no search.
            if low == high || entries[low].box.back >= value { return low }
            while low < high {
                let middle = (low + high) / 2
                if entries[middle].box.back < value { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// An element in a cell: its rank and its box.
    struct Entry: Sendable {
        var box: OrientedBox
        var rank: Int32
    }
}

/// One axis of a ``BeamGrid``: `count` equal cells starting at `origin`.
struct GridAxis: Sendable, Equatable {
    let origin: Double
    let cellSize: Double
    let count: Int

    /// `cellCount` cells covering `lower...upper`; a single cell when the span is empty or not
    /// finite (everything then shares one cell: slower, never wrong).
    init(lower: Double, upper: Double, cellCount: Int) {
        let span = upper - lower
        origin = lower
        if span > 0, span.isFinite, cellCount > 1 {
            count = cellCount
            cellSize = span / Double(cellCount)
        } else {
            count = 1
            cellSize = 1
        }
    }

    /// How many cells of about `typicalSize` cover `span`, between 1 and `limit`.
    static func cellCount(span: Double, typicalSize: Double, limit: Int) -> Int {
        guard span > 0, span.isFinite else { return 1 }
        let size = typicalSize > 0 && typicalSize.isFinite ? typicalSize : span
        let raw = span / size
        guard raw.isFinite, raw < Double(limit) else { return max(1, limit) }
        return max(1, Int(raw.rounded(.up)))
    }

    /// Where cell `i` begins.
    @inline(__always)
    func start(_ i: Int) -> Double { origin + Double(i) * cellSize }

    /// The cell holding `value`: `start(i) <= value < start(i + 1)`, clamped to the first and
    /// last cell. The correction steps make this hold for the rounded arithmetic too, which the
    /// grid's lower bounds rely on.
    @inline(__always)
    func cell(_ value: Double) -> Int {
        let x = (value - origin) / cellSize
        let i: Int
        if !(x > 0) {
            i = 0
        } else if x >= Double(count - 1) {
            i = count - 1
        } else {
            i = Int(x)
        }
        // The estimate is almost always right; checking it costs two comparisons, while the
        // correction loops, kept out of line, run only when rounding put it in a neighbouring cell.
        if (i > 0 && start(i) > value) || (i < count - 1 && start(i + 1) <= value) {
            return corrected(i, for: value)
        }
        return i
    }

    /// `estimate` moved cell by cell until `start(i) <= value < start(i + 1)` holds (or the
    /// first or last cell is reached).
    @inline(never)
    private func corrected(_ estimate: Int, for value: Double) -> Int {
        var i = estimate
        while i > 0 && start(i) > value { i -= 1 }
        while i < count - 1 && start(i + 1) <= value { i += 1 }
        return i
    }
}

extension BeamGrid {
    /// The grid of `layout`'s boxes turned for `direction`, with cells sized by the median
    /// element.
    /// `opposite`: the grid of `layout` for the opposite direction, if one was already built
    /// (see ``init(boxes:horizontal:typicalAlong:typicalAcross:opposite:)``).
    init(_ layout: RankedLayout, facing direction: MoveDirection, opposite: BeamGrid? = nil) {
        let horizontal = direction.isHorizontal
        self.init(boxes: layout.oriented[direction.slot], horizontal: horizontal,
                  typicalAlong: horizontal ? layout.medianWidth : layout.medianHeight,
                  typicalAcross: horizontal ? layout.medianHeight : layout.medianWidth,
                  opposite: opposite?.horizontal == horizontal ? opposite : nil,
                  regions: layout.regions.contains { $0 != 0 } ? layout.regions : nil)
    }
}
