/// Whether a finger could touch an element: the scanner's rule over the view tree, for layout
/// files and storyboards. On iOS UIKit answers instead (`ViewNode.isHittable`, from
/// `hitTest(_:with:)`, which also honours the app's own pass-through views).
///
/// - **Too small to touch.** A view less than `minimumSide` points wide or high is no stop: the
///   1×1 text fields login screens add for password autofill, hairline controls.
/// - **Covered.** UIKit gives a touch to the frontmost view under the finger that takes touches:
///   shown, alpha above `FocusScanner.minimumVisibleAlpha`, user interaction on (with all its
///   ancestors). A view drawn later in tree order and not inside the element is in front of it.
///   An element is covered when such a view is under every one of its `samplePoints`: a control
///   under a loading overlay, a drawer menu left beneath the content, buttons behind a hand-made
///   popup. A view with `"interactive": false`, a hidden or transparent one, covers nothing.
///   Labels and images do not take touches either (their `isUserInteractionEnabled` is off by
///   default in UIKit, and files rarely say otherwise).
/// - Only the part of an element visible now is tested: one that must be scrolled into view is
///   tested by the device once it is there.
public enum TouchReach {
    /// The smallest width and height of a view a finger can touch, in points.
    public static let minimumSide = 2.0

    /// True when a view of `kind`, shown and interactive, takes the touches over it.
    public static func takesTouches(_ kind: ViewKind) -> Bool {
        switch kind {
        case .label, .image: false
        default: true
        }
    }

    /// True when `frame` is too small for a finger.
    public static func isTooSmall(_ frame: Rect) -> Bool {
        frame.width < minimumSide || frame.height < minimumSide
    }

    /// True when a touch must land inside a view's bounds to reach its subviews, as UIKit's
    /// `hitTest(_:with:)` asks `point(inside:with:)` of each view before its subviews: a view
    /// whose class runs its own hit test (which may take points outside, as a tab bar with a
    /// raised centre button does), a view that scrolls its content (a scroll view's subviews
    /// outside its bounds are brought in by scrolling), an accessibility element (no view), and
    /// a view of no area (a container the app sizes from code, stored at zero) bound nothing.
    /// Inside a list's rows nothing is bounded either: a cell stored at one height grows to its
    /// content on a device (self-sizing rows).
    public static func boundsTouches(of kind: ViewKind, overridesHitTest: Bool, size: LayoutSize, isInList: Bool) -> Bool {
        guard !overridesHitTest, !kind.scrollsContent, kind != .accessibilityElement, !kind.isListRow, !isInList else { return false }
        return size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite
    }

    /// True when `frame` lies entirely outside `parent` (window coordinates; edges that only
    /// touch count as outside): a view drawn beyond its superview's bounds (a button stored at
    /// a negative origin, left visible because the superview does not clip) takes no touch, and
    /// neither does anything inside it.
    public static func isOutsideParent(_ frame: Rect, parent: Rect) -> Bool {
        guard frame.isFinite, parent.isFinite, frame.width > 0, frame.height > 0 else { return false }
        return frame.maxX <= parent.minX || frame.minX >= parent.maxX || frame.maxY <= parent.minY || frame.minY >= parent.maxY
    }

    /// Where a finger is tried on the visible part of an element: its centre and the centres of
    /// its four quarters, the way a hit test at "the control's visible points" samples it.
    public static func samplePoints(in rect: Rect) -> [LayoutPoint] {
        let xs = [rect.minX + rect.width / 4, rect.midX, rect.minX + rect.width * 3 / 4]
        let ys = [rect.minY + rect.height / 4, rect.midY, rect.minY + rect.height * 3 / 4]
        return [LayoutPoint(x: xs[1], y: ys[1]), LayoutPoint(x: xs[0], y: ys[0]), LayoutPoint(x: xs[2], y: ys[0]),
                LayoutPoint(x: xs[0], y: ys[2]), LayoutPoint(x: xs[2], y: ys[2])]
    }
}

/// The views that take touches in one scan, by tree order, indexed on a grid over the screen
/// (at most `maximumCells` cells, each holding a linked list in flat arrays) so that asking "what
/// is in front of this point" costs a few comparisons and building it a few allocations.
/// A view as wide as the grid (a full-width row, a section, a backdrop) is listed once per line
/// of cells (a band) instead of once per cell: a point's blockers are those of its cell and of
/// its band.
struct TouchCover {
    struct Blocker {
        /// The view's place in tree order (pre-order).
        var order: Int
        /// Its visible part, window coordinates.
        var area: Rect
        /// Its nearest scrolling ancestor (the scanner's index), -1 for none.
        var container: Int
        /// It is a control (a button, a field: a kind that takes focus), not a plain view.
        var isControl = false
    }

    static let minimumCellSide = 128.0
    static let maximumCells = 4_096

    /// One blocker in one cell's list.
    private struct Entry {
        var blocker: Int32
        /// The entry before it in the same cell (-1: none).
        var next: Int32
    }

    private var blockers: [Blocker] = []
    /// Per cell, the last entry of its list (-1: none). Blockers are added in tree order, so
    /// each list runs from the frontmost blocker back.
    private var heads: [Int32] = []
    /// Per line of cells, the last entry of its list of views as wide as the grid (-1: none).
    private var bandHeads: [Int32] = []
    private var entries: [Entry] = []
    private let origin: LayoutPoint
    private let side: Double
    private let columns: Int
    private let rows: Int

    /// A cover over `screen` (nil or not finite: one cell).
    init(screen: Rect?) {
        guard let screen, screen.isFinite, screen.width > 0, screen.height > 0 else {
            origin = .zero
            side = .infinity
            columns = 1
            rows = 1
            return
        }
        origin = screen.origin
        let side = max(Self.minimumCellSide, (screen.width * screen.height / Double(Self.maximumCells)).squareRoot())
        self.side = side
        // An extreme aspect ratio (1 × 1e40) makes one of these quotients far beyond Int: clamp first.
        columns = Int(saturating: (screen.width / side).rounded(.up), in: 1...Self.maximumCells)
        rows = Int(saturating: (screen.height / side).rounded(.up), in: 1...max(1, Self.maximumCells / columns))
    }

    var isEmpty: Bool { blockers.isEmpty }

    /// Makes room for `count` views, each in a few cells, so that adding them does not grow
    /// the arrays again and again.
    mutating func reserveCapacity(_ count: Int) {
        blockers.reserveCapacity(count)
        entries.reserveCapacity(2 * count)
    }

    /// Adds a view that takes touches; views must come in tree order (`order` growing).
    mutating func add(order: Int, area: Rect, container: Int = -1, isControl: Bool = false) {
        guard area.isFinite, area.width > 0, area.height > 0 else { return }
        if heads.isEmpty {
            heads = [Int32](repeating: -1, count: columns * rows)
            bandHeads = [Int32](repeating: -1, count: rows)
        }
        let index = Int32(truncatingIfNeeded: blockers.count)
        blockers.append(Blocker(order: order, area: area, container: container, isControl: isControl))
        let (x0, y0) = cell(area.minX, area.minY)
        let (x1, y1) = cell(area.maxX, area.maxY)
        // This runs for every cell of every view that takes touches (a full-width row spans a
        // whole line of cells): the heads are written through their buffer, checked for being
        // unique once per view rather than once per cell. The keys are in range (clamped cells).
        let columns = self.columns
        var entries = self.entries
        self.entries = []
        if x0 == 0, x1 == columns - 1 {
            // As wide as the grid: one entry per band.
            bandHeads.withUnsafeMutableBufferPointer { bands in
                for cy in y0...y1 {
                    entries.append(Entry(blocker: index, next: bands[cy]))
                    bands[cy] = Int32(truncatingIfNeeded: entries.count - 1)
                }
            }
            self.entries = entries
            return
        }
        heads.withUnsafeMutableBufferPointer { heads in
            for cy in y0...y1 {
                for cx in x0...x1 {
                    let key = cy * columns + cx
                    entries.append(Entry(blocker: index, next: heads[key]))
                    heads[key] = Int32(truncatingIfNeeded: entries.count - 1)
                }
            }
        }
        self.entries = entries
    }

    /// True when a view after `order` in tree order takes the touch at `point`; views whose
    /// nearest scrolling ancestor is `ignoring` (content that scrolls away) do not count.
    /// With `controlsIn`, only controls whose nearest scrolling ancestor is `controlsIn` count
    /// (a control of the content that scrolls with the element: no scroll uncovers it; a plain
    /// view may be an app's pass-through view, which the file does not tell).
    /// With `parents` (each scrolling view's nearest scrolling ancestor, by the scanner's index),
    /// views of scrolling views inside `ignoring` do not count either: all of its content,
    /// nested lists included, scrolls away with it.
    func isCovered(_ point: LayoutPoint, above order: Int, ignoring: Int? = nil, controlsIn: Int? = nil,
                   parents: [Int?]? = nil) -> Bool {
        guard !heads.isEmpty else { return false }
        let (cx, cy) = cell(point.x, point.y)
        return isCovered(point, above: order, ignoring: ignoring, controlsIn: controlsIn, parents: parents, from: heads[cy * columns + cx])
            || isCovered(point, above: order, ignoring: ignoring, controlsIn: controlsIn, parents: parents, from: bandHeads[cy])
    }

    /// `isCovered(_:above:ignoring:controlsIn:parents:)` over one list, from its entry `head`.
    private func isCovered(_ point: LayoutPoint, above order: Int, ignoring: Int?, controlsIn: Int?, parents: [Int?]?,
                           from head: Int32) -> Bool {
        var entry = Int(head)
        while entry >= 0 {
            let blocker = blockers[Int(entries[entry].blocker)]
            // The list runs from the frontmost blocker back: the rest are all behind `order`.
            guard blocker.order > order else { return false }
            if blocker.container != ignoring, parents.map({ !Self.lies(blocker.container, inside: ignoring, parents: $0) }) ?? true,
               controlsIn == nil || (blocker.isControl && blocker.container == controlsIn),
               blocker.area.minX <= point.x, point.x < blocker.area.maxX,
               blocker.area.minY <= point.y, point.y < blocker.area.maxY {
                return true
            }
            entry = Int(entries[entry].next)
        }
        return false
    }

    /// True when every sample point of `visible` is covered by a view after `order` (of those
    /// `ignoring`, `controlsIn` and `parents` let count: `isCovered(_:above:ignoring:controlsIn:parents:)`).
    func covers(_ visible: Rect, above order: Int, ignoring: Int? = nil, controlsIn: Int? = nil, parents: [Int?]? = nil) -> Bool {
        guard !blockers.isEmpty else { return false }
        // The points of `TouchReach.samplePoints(in:)`, without making an array per candidate.
        let x0 = visible.minX + visible.width / 4, x1 = visible.midX, x2 = visible.minX + visible.width * 3 / 4
        let y0 = visible.minY + visible.height / 4, y1 = visible.midY, y2 = visible.minY + visible.height * 3 / 4
        return isCovered(LayoutPoint(x: x1, y: y1), above: order, ignoring: ignoring, controlsIn: controlsIn, parents: parents)
            && isCovered(LayoutPoint(x: x0, y: y0), above: order, ignoring: ignoring, controlsIn: controlsIn, parents: parents)
            && isCovered(LayoutPoint(x: x2, y: y0), above: order, ignoring: ignoring, controlsIn: controlsIn, parents: parents)
            && isCovered(LayoutPoint(x: x0, y: y2), above: order, ignoring: ignoring, controlsIn: controlsIn, parents: parents)
            && isCovered(LayoutPoint(x: x2, y: y2), above: order, ignoring: ignoring, controlsIn: controlsIn, parents: parents)
    }

    /// True when scrolling view `container` lies inside `outer` (through `parents`, each
    /// scrolling view's nearest scrolling ancestor). At most `parents.count` steps: a malformed
    /// chain cannot loop.
    private static func lies(_ container: Int, inside outer: Int?, parents: [Int?]) -> Bool {
        guard let outer else { return false }
        var current = container
        for _ in 0..<parents.count {
            guard parents.indices.contains(current), let parent = parents[current] else { return false }
            if parent == outer { return true }
            current = parent
        }
        return false
    }

    /// The cell of a point, clamped to the grid.
    @inline(__always)
    private func cell(_ x: Double, _ y: Double) -> (Int, Int) {
        (Self.clamp((x - origin.x) / side, columns), Self.clamp((y - origin.y) / side, rows))
    }

    /// The cell index of `position` (in cells) on an axis of `count` cells: what
    /// `Int(saturating:in: 0...count - 1)` gives (NaN and below 0 give 0), written out because
    /// it runs several times per view.
    @inline(__always)
    private static func clamp(_ position: Double, _ count: Int) -> Int {
        // Below 1 (or NaN) is the first cell; above, truncating is rounding down.
        guard position >= 1 else { return 0 }
        let last = max(0, count - 1)
        return position < Double(last) ? Int(position) : last
    }
}
