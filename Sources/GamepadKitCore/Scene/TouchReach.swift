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

    /// Where a finger is tried on the visible part of an element: its centre and the centres of
    /// its four quarters, the way a hit test at "the control's visible points" samples it.
    public static func samplePoints(in rect: Rect) -> [LayoutPoint] {
        let xs = [rect.minX + rect.width / 4, rect.midX, rect.minX + rect.width * 3 / 4]
        let ys = [rect.minY + rect.height / 4, rect.midY, rect.minY + rect.height * 3 / 4]
        return [LayoutPoint(x: xs[1], y: ys[1]), LayoutPoint(x: xs[0], y: ys[0]), LayoutPoint(x: xs[2], y: ys[0]),
                LayoutPoint(x: xs[0], y: ys[2]), LayoutPoint(x: xs[2], y: ys[2])]
    }
}

/// The views that take touches in one scan, by tree order, indexed on a grid so that asking
/// "what is in front of this point" costs a few comparisons.
struct TouchCover {
    struct Blocker {
        /// The view's place in tree order (pre-order).
        var order: Int
        /// Its visible part, window coordinates.
        var area: Rect
        /// Its nearest scrolling ancestor (the scanner's index), -1 for none.
        var container: Int
    }

    static let cellSide = 128.0
    /// Cells beyond this many per axis from the origin are folded onto the border ones.
    static let cellLimit = 1_024

    private var blockers: [Blocker] = []
    private var cells: [Int: [Int]] = [:]

    var isEmpty: Bool { blockers.isEmpty }

    mutating func add(order: Int, area: Rect, container: Int = -1) {
        guard area.isFinite, area.width > 0, area.height > 0 else { return }
        let index = blockers.count
        blockers.append(Blocker(order: order, area: area, container: container))
        let (x0, y0) = Self.cell(area.minX, area.minY)
        let (x1, y1) = Self.cell(area.maxX, area.maxY)
        for cx in x0...x1 {
            for cy in y0...y1 {
                cells[Self.key(cx, cy), default: []].append(index)
            }
        }
    }

    /// True when a view after `order` in tree order takes the touch at `point`; views whose
    /// nearest scrolling ancestor is `ignoring` (content that scrolls away) do not count.
    func isCovered(_ point: LayoutPoint, above order: Int, ignoring: Int? = nil) -> Bool {
        let (cx, cy) = Self.cell(point.x, point.y)
        guard let indices = cells[Self.key(cx, cy)] else { return false }
        for index in indices {
            let blocker = blockers[index]
            if blocker.order > order, blocker.container != ignoring, blocker.area.minX <= point.x, point.x < blocker.area.maxX,
               blocker.area.minY <= point.y, point.y < blocker.area.maxY {
                return true
            }
        }
        return false
    }

    /// True when every sample point of `visible` is covered by a view after `order`.
    func covers(_ visible: Rect, above order: Int, ignoring: Int? = nil) -> Bool {
        guard !blockers.isEmpty else { return false }
        return TouchReach.samplePoints(in: visible).allSatisfy { isCovered($0, above: order, ignoring: ignoring) }
    }

    private static func cell(_ x: Double, _ y: Double) -> (Int, Int) {
        func clamp(_ value: Double) -> Int {
            let cell = (value / cellSide).rounded(.down)
            guard cell.isFinite else { return 0 }
            return Int(min(max(cell, -Double(cellLimit)), Double(cellLimit)))
        }
        return (clamp(x), clamp(y))
    }

    private static func key(_ x: Int, _ y: Int) -> Int {
        (x + cellLimit) * (2 * cellLimit + 1) + (y + cellLimit)
    }
}
