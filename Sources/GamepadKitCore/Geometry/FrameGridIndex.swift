/// Rectangles bucketed in a uniform grid, to find the few that may meet a point or a rectangle
/// without looking at all of them.
///
/// Each rectangle is stored under a key of the caller's (an index into the caller's own array)
/// in every cell its extent touches. A query answers **candidates**: every key whose rectangle
/// meets the query (closed extents: touching edges count), and possibly a few more that share a
/// cell with it, in ascending order, each once. The caller runs its own exact test on them, so a
/// search over the candidates in key order finds what a search over all the keys would.
///
/// A rectangle is stored by its extent, from the smaller to the larger of its edges on each
/// axis, so negative sizes are no trouble. A rectangle with a coordinate that is not a finite
/// number or lies beyond ±`coordinateLimit`, or that would touch more than `maximumCellsPerFrame`
/// cells (a background behind everything), is kept apart and is a candidate of every query; a
/// query with such a coordinate answers every key. (Within the limit, a cell is found by rounding
/// down the coordinate divided by the cell size, which never decreases when the coordinate grows,
/// so a point on a rectangle always lands in one of its cells.)
///
/// Cost: storing a rectangle of ordinary size is a constant number of cell insertions; a query
/// costs the cells it touches plus the candidates it answers (sorted). An index made from its
/// frames (`init(_:)`) keeps the cells over their extent in one block of arrays (a cell is found
/// by arithmetic); the cells of rectangles stored later, and every cell of an index made empty,
/// are kept in a dictionary.
public struct FrameGridIndex: Sendable {
    /// Coordinates beyond this (in points, either sign) are not bucketed.
    public static let coordinateLimit = 1e9
    /// Rectangles touching more cells than this are a candidate of every query.
    public static let maximumCellsPerFrame = 64

    private struct Cell: Hashable {
        var column: Int
        var row: Int
    }

    /// The cells' width.
    public let cellWidth: Double
    /// The cells' height.
    public let cellHeight: Double
    /// Cells outside `dense`, and the cells of rectangles stored after the index was made.
    private var cells: [Cell: [Int]] = [:]
    /// The cells over the extent of the frames the index was made from, row by row.
    private var dense = DenseCells()
    /// How many cells hold a key.
    private var occupiedCellCount = 0
    /// Keys of rectangles that are candidates of every query.
    private var everywhere: [Int] = []
    /// Every key stored, in the order stored.
    private var keys: [Int] = []

    /// The number of rectangles stored.
    public var count: Int { keys.count }

    /// An empty index whose cells are `cellWidth` × `cellHeight` (each at least 1 point).
    public init(cellWidth: Double, cellHeight: Double) {
        self.cellWidth = Self.clampedCellSide(cellWidth)
        self.cellHeight = Self.clampedCellSide(cellHeight)
    }

    /// An index of `frames` (key and rectangle), with cells as wide as the median width and as
    /// high as the median height of the frames.
    public init(_ frames: [(key: Int, frame: Rect)]) {
        func median(_ values: [Double]) -> Double {
            let sorted = values.filter { $0.isFinite }.sorted()
            return sorted.isEmpty ? 1 : sorted[sorted.count / 2]
        }
        self.init(cellWidth: median(frames.map { abs($0.frame.width) }), cellHeight: median(frames.map { abs($0.frame.height) }))
        var bucketed: [(key: Int, columns: ClosedRange<Int>, rows: ClosedRange<Int>)] = []
        bucketed.reserveCapacity(frames.count)
        for (key, frame) in frames {
            keys.append(key)
            if let span = bucketedSpan(of: frame) {
                bucketed.append((key, span.columns, span.rows))
            } else {
                everywhere.append(key)
            }
        }
        // A block of at most a few thousand cells more than 16 per frame: a sparse column of
        // controls down a long list (50 switches over 500 rows) still finds its cells by arithmetic.
        dense = DenseCells(bucketed, limit: 16 * frames.count + 4_096)
        occupiedCellCount = dense.occupiedCount
        guard dense.columnCount == 0 else { return }
        for frame in bucketed { insertInCells(frame.key, columns: frame.columns, rows: frame.rows) }
    }

    /// Stores `frame` under `key`.
    public mutating func insert(_ frame: Rect, key: Int) {
        keys.append(key)
        guard let span = bucketedSpan(of: frame) else {
            everywhere.append(key)
            return
        }
        insertInCells(key, columns: span.columns, rows: span.rows)
    }

    /// The cells of a rectangle that is bucketed: nil for one kept apart (a coordinate not
    /// finite or beyond the limit, or more than `maximumCellsPerFrame` cells).
    private func bucketedSpan(of frame: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        guard let span = span(of: frame),
              (span.columns.upperBound - span.columns.lowerBound + 1) * (span.rows.upperBound - span.rows.lowerBound + 1)
                <= Self.maximumCellsPerFrame else { return nil }
        return span
    }

    /// Stores `key` in the dictionary's cells (the block of an index made from frames is not
    /// changed after it was made).
    private mutating func insertInCells(_ key: Int, columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        for column in columns {
            for row in rows {
                let cell = Cell(column: column, row: row)
                if cells[cell] == nil, !dense.isOccupied(column: column, row: row) { occupiedCellCount += 1 }
                cells[cell, default: []].append(key)
            }
        }
    }

    /// The keys of the rectangles that may meet `query` (every one that does, touching edges
    /// included), in ascending order, each once.
    public func candidates(meeting query: Rect) -> [Int] {
        guard let span = span(of: query) else { return Self.ascendingUnique(keys) }
        let width = span.columns.upperBound - span.columns.lowerBound + 1
        let height = span.rows.upperBound - span.rows.lowerBound + 1
        // A query wider than what is stored: looking at everything is cheaper than every cell.
        guard width <= keys.count, height <= keys.count, width * height <= max(occupiedCellCount, 1) * 4 else {
            return Self.ascendingUnique(keys)
        }
        // Most queries meet one cell of the block, and nothing else: one copy, seldom a sort.
        if everywhere.isEmpty, cells.isEmpty, span.columns.count == 1, span.rows.count == 1 {
            var found: [Int] = []
            dense.appendKeys(column: span.columns.lowerBound, row: span.rows.lowerBound, to: &found)
            return Self.ascendingUnique(found)
        }
        var found = everywhere
        for column in span.columns {
            for row in span.rows {
                dense.appendKeys(column: column, row: row, to: &found)
                if !cells.isEmpty, let keys = cells[Cell(column: column, row: row)] {
                    found.append(contentsOf: keys)
                }
            }
        }
        return Self.ascendingUnique(found)
    }

    /// The keys of the rectangles that may hold `point` (every one whose closed extent does).
    public func candidates(containing point: LayoutPoint) -> [Int] {
        candidates(meeting: Rect(origin: point, size: LayoutSize(width: 0, height: 0)))
    }

    /// The columns and rows `rect`'s extent touches; nil when a coordinate is not a finite number
    /// within the limit.
    private func span(of rect: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        let xs = (rect.minX, rect.maxX), ys = (rect.minY, rect.maxY)
        func isWithinLimit(_ value: Double) -> Bool { abs(value) <= Self.coordinateLimit }  // false for NaN
        guard isWithinLimit(xs.0), isWithinLimit(xs.1), isWithinLimit(ys.0), isWithinLimit(ys.1) else { return nil }
        let columns = cell(min(xs.0, xs.1), side: cellWidth)...cell(max(xs.0, xs.1), side: cellWidth)
        let rows = cell(min(ys.0, ys.1), side: cellHeight)...cell(max(ys.0, ys.1), side: cellHeight)
        return (columns, rows)
    }

    /// The cell holding `coordinate` (finite, within the limit) on an axis of cells `side` long.
    private func cell(_ coordinate: Double, side: Double) -> Int {
        Int((coordinate / side).rounded(.down))
    }

    private static func clampedCellSide(_ side: Double) -> Double {
        guard side.isFinite else { return coordinateLimit }
        return min(max(side, 1), coordinateLimit)
    }

    private static func ascendingUnique(_ keys: [Int]) -> [Int] {
        // Most queries meet one cell, whose keys are stored in ascending order: no sort, no copy.
        guard keys.count > 1, !isStrictlyAscending(keys) else { return keys }
        let sorted = keys.sorted()
        var unique: [Int] = []
        unique.reserveCapacity(sorted.count)
        for key in sorted where unique.last != key { unique.append(key) }
        return unique
    }

    private static func isStrictlyAscending(_ keys: [Int]) -> Bool {
        var index = keys.startIndex + 1
        while index < keys.endIndex {
            guard keys[index - 1] < keys[index] else { return false }
            index += 1
        }
        return true
    }

    /// The cells over the extent of the frames an index was made from, kept in two arrays (the
    /// keys of every cell one after another, and where each cell's keys start), cells row by
    /// row: a cell is found by arithmetic, and making the block allocates two arrays, not one
    /// per cell. Empty when the block would have more than `limit` cells (or with no frames).
    private struct DenseCells: Sendable {
        var firstColumn = 0, firstRow = 0, columnCount = 0, rowCount = 0
        /// Where the keys of each cell start in `keys`, and, last, the end of the last cell's.
        var starts: [Int] = []
        var keys: [Int] = []
        /// How many cells hold a key.
        var occupiedCount = 0

        init() {}

        init(_ frames: [(key: Int, columns: ClosedRange<Int>, rows: ClosedRange<Int>)], limit: Int) {
            guard let first = frames.first else { return }
            var columns = first.columns, rows = first.rows
            for frame in frames.dropFirst() {
                columns = min(columns.lowerBound, frame.columns.lowerBound)...max(columns.upperBound, frame.columns.upperBound)
                rows = min(rows.lowerBound, frame.rows.lowerBound)...max(rows.upperBound, frame.rows.upperBound)
            }
            // Spans come from coordinates within ±`coordinateLimit` over cells of at least a
            // point, so these counts cannot overflow.
            let columnCount = columns.upperBound - columns.lowerBound + 1, rowCount = rows.upperBound - rows.lowerBound + 1
            guard columnCount <= limit, rowCount <= limit, columnCount * rowCount <= limit else { return }
            (firstColumn, firstRow, self.columnCount, self.rowCount) = (columns.lowerBound, rows.lowerBound, columnCount, rowCount)
            // Count each cell's keys, then place them, each cell's in the order of `frames`.
            var ends = [Int](repeating: 0, count: columnCount * rowCount + 1)
            for frame in frames {
                for row in frame.rows {
                    for column in frame.columns { ends[slot(column: column, row: row) + 1] += 1 }
                }
            }
            for index in 1..<ends.count {
                if ends[index] > 0 { occupiedCount += 1 }
                ends[index] += ends[index - 1]
            }
            starts = ends
            keys = [Int](repeating: 0, count: ends[ends.count - 1])
            var next = ends
            for frame in frames {
                for row in frame.rows {
                    for column in frame.columns {
                        let cell = slot(column: column, row: row)
                        keys[next[cell]] = frame.key
                        next[cell] += 1
                    }
                }
            }
        }

        /// Appends the keys stored in the cell to `found` (none when the block does not hold it).
        @inline(__always)
        func appendKeys(column: Int, row: Int, to found: inout [Int]) {
            guard let cell = heldSlot(column: column, row: row) else { return }
            let start = starts[cell], end = starts[cell + 1]
            if start < end { found.append(contentsOf: keys[start..<end]) }
        }

        /// Whether the cell holds a key (false when the block does not hold the cell).
        func isOccupied(column: Int, row: Int) -> Bool {
            guard let cell = heldSlot(column: column, row: row) else { return false }
            return starts[cell] < starts[cell + 1]
        }

        /// The index of the cell when the block holds it, else nil.
        @inline(__always)
        private func heldSlot(column: Int, row: Int) -> Int? {
            let x = column &- firstColumn, y = row &- firstRow
            guard x >= 0, x < columnCount, y >= 0, y < rowCount else { return nil }
            return slot(column: column, row: row)
        }

        /// The index of a cell the block holds.
        @inline(__always)
        private func slot(column: Int, row: Int) -> Int {
            (row - firstRow) * columnCount + (column - firstColumn)
        }
    }
}
