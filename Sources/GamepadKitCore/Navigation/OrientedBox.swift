/// An element's box turned so that one direction of movement points "forward".
///
/// Along the pressed axis, `back` is the edge that faces where focus comes from and `front` the
/// edge that faces where it goes (for down: `back = minY`, `front = maxY`; for up the y axis is
/// negated, so `back = -maxY`, `front = -minY`). `low`...`high` is the extent across the axis and
/// `middle` its centre. With this, "down" rules written once serve all four directions exactly:
/// negating a coordinate is exact in floating point.
struct OrientedBox: Sendable {
    var back: Double
    var front: Double
    var low: Double
    var high: Double
    var middle: Double

    init(back: Double, front: Double, low: Double, high: Double) {
        self.back = back
        self.front = front
        self.low = low
        self.high = high
        // Halves first, so two huge finite coordinates never overflow to infinity.
        self.middle = 0.5 * low + 0.5 * high
    }

    /// `box` seen when moving in `direction` (`RankedLayout` has the same table, as loops).
    @inline(__always)
    init(_ box: NavigationBox, facing direction: MoveDirection) {
        switch direction {
        case .down: self.init(back: box.minY, front: box.maxY, low: box.minX, high: box.maxX)
        case .up: self.init(back: -box.maxY, front: -box.minY, low: box.minX, high: box.maxX)
        case .right: self.init(back: box.minX, front: box.maxX, low: box.minY, high: box.maxY)
        case .left: self.init(back: -box.maxX, front: -box.minX, low: box.minY, high: box.maxY)
        }
    }
}

/// A frame with its edges computed once and put in order (a negative width or height is read as
/// the same rectangle drawn the other way). Only finite frames become boxes.
struct NavigationBox: Sendable, Hashable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// The box of `frame`, or nil when any of its edges is not a finite number.
    init?(_ frame: Rect) {
        let x0 = frame.origin.x, y0 = frame.origin.y
        let x1 = x0 + frame.size.width, y1 = y0 + frame.size.height
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        minX = min(x0, x1)
        maxX = max(x0, x1)
        minY = min(y0, y1)
        maxY = max(y0, y1)
    }

    /// The box as a frame.
    var rect: Rect {
        Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Reading order: top to bottom, then left to right.
    @inline(__always)
    func readsBefore(_ other: NavigationBox) -> Bool? {
        if minY != other.minY { return minY < other.minY }
        if minX != other.minX { return minX < other.minX }
        return nil
    }
}

extension MoveDirection {
    /// Position in `MoveDirection.allCases`, used to index per-direction arrays.
    @inline(__always)
    var slot: Int {
        switch self {
        case .up: 0
        case .down: 1
        case .left: 2
        case .right: 3
        }
    }
}

/// One of the four directions as a type. A search written once over ``OrientedBox``es and made
/// generic over its `Facing` is compiled once per direction, with the turning of each box
/// inlined into its loops instead of chosen box by box at run time.
protocol Facing {
    static var direction: MoveDirection { get }
    /// `box` seen when moving in ``direction`` (the same table as `OrientedBox.init(_:facing:)`).
    static func orient(_ box: NavigationBox) -> OrientedBox
    /// True when both edges of `frame` along the axis are at or past `front`, an oriented front
    /// edge: exactly when the frame's box, if finite, has its back edge there. A check on the raw
    /// frame that rejects what lies behind or beside before any box is made.
    static func mayLieAhead(_ frame: Rect, of front: Double) -> Bool
}

enum FacingUp: Facing {
    static var direction: MoveDirection { .up }
    @inline(__always)
    static func orient(_ box: NavigationBox) -> OrientedBox {
        OrientedBox(back: -box.maxY, front: -box.minY, low: box.minX, high: box.maxX)
    }
    @inline(__always)
    static func mayLieAhead(_ frame: Rect, of front: Double) -> Bool {
        let y0 = frame.origin.y, y1 = y0 + frame.size.height
        return y0 <= -front && y1 <= -front
    }
}

enum FacingDown: Facing {
    static var direction: MoveDirection { .down }
    @inline(__always)
    static func orient(_ box: NavigationBox) -> OrientedBox {
        OrientedBox(back: box.minY, front: box.maxY, low: box.minX, high: box.maxX)
    }
    @inline(__always)
    static func mayLieAhead(_ frame: Rect, of front: Double) -> Bool {
        let y0 = frame.origin.y, y1 = y0 + frame.size.height
        return y0 >= front && y1 >= front
    }
}

enum FacingLeft: Facing {
    static var direction: MoveDirection { .left }
    @inline(__always)
    static func orient(_ box: NavigationBox) -> OrientedBox {
        OrientedBox(back: -box.maxX, front: -box.minX, low: box.minY, high: box.maxY)
    }
    @inline(__always)
    static func mayLieAhead(_ frame: Rect, of front: Double) -> Bool {
        let x0 = frame.origin.x, x1 = x0 + frame.size.width
        return x0 <= -front && x1 <= -front
    }
}

enum FacingRight: Facing {
    static var direction: MoveDirection { .right }
    @inline(__always)
    static func orient(_ box: NavigationBox) -> OrientedBox {
        OrientedBox(back: box.minX, front: box.maxX, low: box.minY, high: box.maxY)
    }
    @inline(__always)
    static func mayLieAhead(_ frame: Rect, of front: Double) -> Bool {
        let x0 = frame.origin.x, x1 = x0 + frame.size.width
        return x0 >= front && x1 >= front
    }
}
