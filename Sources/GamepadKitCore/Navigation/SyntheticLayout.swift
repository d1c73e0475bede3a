/// A small, fast, seeded random number generator (SplitMix64), so that synthetic layouts,
/// tests and benchmarks are the same on every run and every platform.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose whole sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number in `0 ..< 1`, from the top 53 bits (the same on every platform and
    /// Swift version, unlike `Double.random(in:using:)`, whose method may change).
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniform number in `range`.
    public mutating func nextDouble(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * nextUnit()
    }
}

/// Seeded synthetic screens of focusable elements, for tests, benchmarks and tools.
/// The same arguments always give the same candidates.
public enum SyntheticLayout {
    /// Size of a grid button of ``misalignedGrid(rows:columns:jitter:seed:)``.
    public static let gridButtonSize = LayoutSize(width: 96, height: 44)
    /// Gap between neighbouring grid buttons before jitter.
    public static let gridSpacing: Double = 16

    /// A grid of buttons whose positions are each moved by up to `jitter` points (uniformly,
    /// independently in x and y). Buttons are ``gridButtonSize``; the pitch is the button size
    /// plus ``gridSpacing`` plus `2 · jitter`, so buttons never overlap. Ids are `"r<row>c<col>"`
    /// (from 0), in row-major order.
    public static func misalignedGrid(rows: Int, columns: Int, jitter: Double, seed: UInt64) -> [FocusCandidate] {
        let jitter = jitter.isFinite ? abs(jitter) : 0
        return jitteredGrid(rows: rows, columns: columns, jitter: jitter, gap: gridSpacing + 2 * jitter, seed: seed)
    }

    /// A grid of buttons (``gridButtonSize``) with a pitch of the button size plus `gap`, each
    /// moved by up to `jitter` points (uniformly, independently in x and y). Unlike
    /// ``misalignedGrid(rows:columns:jitter:seed:)`` the pitch does not make room for the jitter:
    /// when `2 · jitter` exceeds `gap`, neighbours may overlap by up to `2 · jitter - gap`, as
    /// frames in real storyboards sometimes do. Ids are `"r<row>c<col>"` (from 0), row-major.
    public static func jitteredGrid(rows: Int, columns: Int, jitter: Double, gap: Double, seed: UInt64) -> [FocusCandidate] {
        var random = SplitMix64(seed: seed)
        let jitter = jitter.isFinite ? abs(jitter) : 0
        let gap = gap.isFinite ? gap : 0
        let pitchX = gridButtonSize.width + gap
        let pitchY = gridButtonSize.height + gap
        var result: [FocusCandidate] = []
        result.reserveCapacity(max(0, rows) * max(0, columns))
        for row in 0..<max(0, rows) {
            for column in 0..<max(0, columns) {
                let dx = random.nextDouble(in: -jitter...jitter)
                let dy = random.nextDouble(in: -jitter...jitter)
                let frame = Rect(x: 20 + jitter + Double(column) * pitchX + dx,
                                 y: 20 + jitter + Double(row) * pitchY + dy,
                                 width: gridButtonSize.width, height: gridButtonSize.height)
                result.append(FocusCandidate(id: "r\(row)c\(column)", kind: .button, frame: frame))
            }
        }
        return result
    }

    /// `count` buttons of the same frame, stacked on one another (as a view that adds the same
    /// control again and again would make them). Ids are `"stacked<i>"`.
    public static func stackedButtons(count: Int) -> [FocusCandidate] {
        (0..<max(0, count)).map {
            FocusCandidate(id: "stacked\($0)", kind: .button, frame: Rect(x: 20, y: 100, width: 335, height: 44))
        }
    }

    /// `count` boxes of random sizes (24–160 pt wide, 24–88 pt tall) at random places on a canvas
    /// of about a quarter of their total area, so that most boxes overlap several others.
    /// Ids are `"overlap<i>"`.
    public static func overlappingBoxes(count: Int, seed: UInt64) -> [FocusCandidate] {
        var random = SplitMix64(seed: seed)
        let count = max(0, count)
        let canvasArea = 0.25 * 92.0 * 56.0 * Double(max(count, 1))
        let width = max(200, (canvasArea * 0.5).squareRoot())
        let height = canvasArea / width
        var result: [FocusCandidate] = []
        result.reserveCapacity(count)
        for i in 0..<count {
            let w = random.nextDouble(in: 24...160).rounded()
            let h = random.nextDouble(in: 24...88).rounded()
            let x = (random.nextUnit() * max(0, width - w)).rounded()
            let y = (random.nextUnit() * max(0, height - h)).rounded()
            result.append(FocusCandidate(id: "overlap\(i)", kind: .button, frame: Rect(x: x, y: y, width: w, height: h)))
        }
        return result
    }

    /// `count` boxes of random sizes (24–160 pt wide, 24–88 pt tall) at random places, none
    /// overlapping another (they may touch). The canvas is phone-shaped and about three times the
    /// boxes' total area; a box that finds no free place after some tries goes below the others.
    /// Ids are `"box<i>"`.
    public static func scatteredBoxes(count: Int, seed: UInt64) -> [FocusCandidate] {
        var random = SplitMix64(seed: seed)
        let count = max(0, count)
        let averageArea = 92.0 * 56.0
        let canvasArea = 3 * averageArea * Double(max(count, 1))
        let width = max(200, (canvasArea * 0.5).squareRoot())
        let height = canvasArea / width
        var placed = OccupancyGrid(cellSize: 176)
        var result: [FocusCandidate] = []
        result.reserveCapacity(count)
        var bottom = height
        for i in 0..<count {
            let w = random.nextDouble(in: 24...160).rounded()
            let h = random.nextDouble(in: 24...88).rounded()
            var frame: Rect?
            for _ in 0..<40 {
                let x = (random.nextUnit() * (width - w)).rounded()
                let y = (random.nextUnit() * (height - h)).rounded()
                let candidate = Rect(x: x, y: y, width: w, height: h)
                if !placed.overlaps(candidate) {
                    frame = candidate
                    break
                }
            }
            let chosen = frame ?? Rect(x: (random.nextUnit() * (width - w)).rounded(), y: bottom + 8, width: w, height: h)
            if frame == nil { bottom = chosen.maxY }
            placed.insert(chosen)
            result.append(FocusCandidate(id: "box\(i)", kind: .button, frame: chosen))
        }
        return result
    }
}

/// Rectangles bucketed by a coarse grid, to test a new one for overlap quickly.
private struct OccupancyGrid {
    let cellSize: Double
    var buckets: [Int: [Rect]] = [:]

    init(cellSize: Double) {
        self.cellSize = cellSize
    }

    private func key(_ column: Int, _ row: Int) -> Int { row &* 1_000_003 &+ column }

    private func cells(_ rect: Rect) -> (ClosedRange<Int>, ClosedRange<Int>) {
        let c0 = Int((rect.minX / cellSize).rounded(.down)), c1 = Int((rect.maxX / cellSize).rounded(.down))
        let r0 = Int((rect.minY / cellSize).rounded(.down)), r1 = Int((rect.maxY / cellSize).rounded(.down))
        return (c0...max(c0, c1), r0...max(r0, r1))
    }

    func overlaps(_ rect: Rect) -> Bool {
        let (columns, rows) = cells(rect)
        for r in rows {
            for c in columns {
                if let bucket = buckets[key(c, r)], bucket.contains(where: { $0.intersects(rect) }) { return true }
            }
        }
        return false
    }

    mutating func insert(_ rect: Rect) {
        let (columns, rows) = cells(rect)
        for r in rows {
            for c in columns { buckets[key(c, r), default: []].append(rect) }
        }
    }
}
