import GamepadKitCore

/// The visible, titled labels among a parent's subviews, bucketed by a uniform grid so that the
/// labels near a control are found without looking at every sibling (``ReadableNames``).
///
/// Cells are about the size of a typical label; a label is entered in every cell it covers, up to
/// ``maximumCellsPerLabel``; a larger label (or one whose frame is not finite) is kept in a short
/// list every query looks at. Queries visit the labels in sibling order, each once.
struct LabelIndex {
    struct Label {
        var frame: Rect
        var text: String
    }

    /// The most cells one label is entered in; larger labels are checked by every query.
    static let maximumCellsPerLabel = 64

    private(set) var labels: [Label] = []
    private var everywhere: [Int] = []
    private var cells: [Int: [Int]] = [:]
    private var originX = 0.0, originY = 0.0, cellWidth = 1.0, cellHeight = 1.0
    private var columns = 1, rows = 1

    init(_ views: [ViewNode]) {
        for view in views where view.kind == .label && !view.isHidden {
            guard let text = view.label, !text.isEmpty else { continue }
            labels.append(Label(frame: view.frame, text: text))
        }
        let finite = labels.indices.filter { Self.isFinite(labels[$0].frame) }
        guard !finite.isEmpty else {
            everywhere = Array(labels.indices)
            return
        }
        let frames = finite.map { labels[$0].frame }
        originX = frames.map(\.minX).min() ?? 0
        originY = frames.map(\.minY).min() ?? 0
        let spanX = (frames.map(\.maxX).max() ?? 0) - originX
        let spanY = (frames.map(\.maxY).max() ?? 0) - originY
        let widths = frames.map(\.width).sorted(), heights = frames.map(\.height).sorted()
        // About as many cells as labels on each axis' share, each about a median label in size.
        let budget = max(1, 4 * frames.count)
        columns = Self.count(span: spanX, typical: widths[widths.count / 2], limit: budget)
        rows = Self.count(span: spanY, typical: heights[heights.count / 2], limit: max(1, budget / columns))
        cellWidth = spanX > 0 ? spanX / Double(columns) : 1
        cellHeight = spanY > 0 ? spanY / Double(rows) : 1
        var finiteSet = Set(finite)
        for index in labels.indices {
            guard finiteSet.remove(index) != nil else {
                everywhere.append(index)
                continue
            }
            let (c0, c1, r0, r1) = cellRange(labels[index].frame)
            guard (c1 - c0 + 1) * (r1 - r0 + 1) <= Self.maximumCellsPerLabel else {
                everywhere.append(index)
                continue
            }
            for r in r0...r1 {
                for c in c0...c1 { cells[r * columns + c, default: []].append(index) }
            }
        }
    }

    /// Calls `body` with every label that may meet `frame` (a superset: callers test), in sibling
    /// order, each once.
    func forEach(meeting frame: Rect, _ body: (Label) -> Void) {
        forEach(meeting: [frame], body)
    }

    /// Calls `body` with every label that may meet one of `frames`, in sibling order, each once.
    func forEach(meeting frames: [Rect], _ body: (Label) -> Void) {
        var found = everywhere
        for frame in frames {
            guard Self.isFinite(frame) else {
                // A query that is not finite may meet anything.
                labels.indices.forEach { body(labels[$0]) }
                return
            }
            let (c0, c1, r0, r1) = cellRange(frame)
            if (c1 - c0 + 1) * (r1 - r0 + 1) > cells.count {
                // A query covering more cells than are filled: visiting the filled ones is cheaper.
                for (key, members) in cells {
                    let r = key / columns, c = key % columns
                    if (r0...r1).contains(r), (c0...c1).contains(c) { found += members }
                }
            } else {
                for r in r0...r1 {
                    for c in c0...c1 { found += cells[r * columns + c] ?? [] }
                }
            }
        }
        found.sort()
        var previous = -1
        for index in found where index != previous {
            previous = index
            body(labels[index])
        }
    }

    /// The cells `frame` covers (clamped to the grid; `Int(saturating:)` keeps far frames at its edges).
    private func cellRange(_ frame: Rect) -> (Int, Int, Int, Int) {
        func cell(_ value: Double, _ origin: Double, _ size: Double, _ count: Int) -> Int {
            Int(saturating: ((value - origin) / size).rounded(.down), in: 0...(count - 1))
        }
        // A frame of negative width or height spans from its end to its origin.
        let x0 = cell(frame.minX, originX, cellWidth, columns), x1 = cell(frame.maxX, originX, cellWidth, columns)
        let y0 = cell(frame.minY, originY, cellHeight, rows), y1 = cell(frame.maxY, originY, cellHeight, rows)
        return (min(x0, x1), max(x0, x1), min(y0, y1), max(y0, y1))
    }

    private static func count(span: Double, typical: Double, limit: Int) -> Int {
        guard span > 0, typical > 0 else { return 1 }
        return Int(saturating: (span / typical).rounded(.up), in: 1...max(1, limit))
    }

    private static func isFinite(_ frame: Rect) -> Bool {
        frame.minX.isFinite && frame.minY.isFinite && frame.maxX.isFinite && frame.maxY.isFinite
            && frame.width.isFinite && frame.height.isFinite
    }
}
