/// What the on-device map (`debug.showsMap`) draws over a screen, in the screen's coordinates:
/// the same picture `gamepadkit render` draws of a file.
///
/// - **Elements**: every candidate's frame, marked `.unreachable` when no sequence of moves from
///   the initial focus (the first candidate in reading order, ``ReadingOrder``) reaches it,
///   `.deadEnd` when a direction leads nowhere although another element lies that way, else
///   `.reachable`.
/// - **Arrows**: one per move from an element to its neighbour, from the middle of the edge the
///   move leaves by to the middle of the neighbour's facing edge; arrows of opposite directions
///   between the same pair run side by side (``arrowSideOffset`` apart from the middle), and an
///   arrow between touching elements is pulled into both boxes to be at least
///   ``minimumArrowLength`` long. Each arrow carries its head: two short strokes at its end.
/// - **Dead-end bars**: a bar on the middle half of the edge that leads nowhere.
///
/// Building it is O(n²) in the number of elements (each dead end looks at every element): it is
/// a developer's view, drawn only when asked for.
public struct NavigationMapDrawing: Hashable, Sendable {
    /// A line from `start` to `end`.
    public struct Segment: Hashable, Sendable {
        /// Where the line starts.
        public var start: LayoutPoint
        /// Where the line ends.
        public var end: LayoutPoint

        /// Creates a segment.
        public init(start: LayoutPoint, end: LayoutPoint) {
            self.start = start
            self.end = end
        }

        /// The segment's length.
        public var length: Double {
            ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
        }
    }

    /// What the drawing says about an element.
    public enum ElementState: String, Hashable, Sendable {
        /// Reachable, every direction that has an element that way leads somewhere.
        case reachable
        /// A direction leads nowhere although an element lies that way.
        case deadEnd
        /// No sequence of moves from the initial focus reaches it.
        case unreachable
    }

    /// One element's box.
    public struct Element: Hashable, Sendable {
        /// The element's id.
        public var id: String
        /// The element's frame (window coordinates).
        public var frame: Rect
        /// Reachable, with a dead end, or unreachable.
        public var state: ElementState

        /// Creates an element box.
        public init(id: String, frame: Rect, state: ElementState) {
            self.id = id
            self.frame = frame
            self.state = state
        }
    }

    /// One move drawn as an arrow.
    public struct Arrow: Hashable, Sendable {
        /// The element the move starts from.
        public var fromID: String
        /// The element the move leads to.
        public var toID: String
        /// The direction pressed.
        public var direction: MoveDirection
        /// The arrow's shaft.
        public var shaft: Segment
        /// The two strokes of its head, from the shaft's end backwards.
        public var head: [Segment]

        /// Creates an arrow.
        public init(fromID: String, toID: String, direction: MoveDirection, shaft: Segment, head: [Segment]) {
            self.fromID = fromID
            self.toID = toID
            self.direction = direction
            self.shaft = shaft
            self.head = head
        }
    }

    /// A direction of an element that leads nowhere although an element lies that way.
    public struct DeadEnd: Hashable, Sendable {
        /// The element whose direction leads nowhere.
        public var elementID: String
        /// The direction pressed.
        public var direction: MoveDirection
        /// The bar on the element's edge.
        public var bar: Segment

        /// Creates a dead-end marker.
        public init(elementID: String, direction: MoveDirection, bar: Segment) {
            self.elementID = elementID
            self.direction = direction
            self.bar = bar
        }
    }

    /// Every element, in the candidates' order.
    public var elements: [Element]
    /// Every move, element by element, in `MoveDirection.allCases` order.
    public var arrows: [Arrow]
    /// Every dead end, element by element.
    public var deadEnds: [DeadEnd]

    /// How far from the middle of an edge an arrow starts, so that opposite arrows run apart.
    public static let arrowSideOffset = 3.0
    /// The shortest arrow drawn.
    public static let minimumArrowLength = 12.0
    /// The length of each stroke of an arrow's head.
    public static let arrowHeadLength = 5.0

    /// Creates a drawing with exactly these parts.
    public init(elements: [Element], arrows: [Arrow], deadEnds: [DeadEnd]) {
        self.elements = elements
        self.arrows = arrows
        self.deadEnds = deadEnds
    }

    /// The drawing of `candidates` whose moves are given by `neighbor` (a navigation map's, or
    /// the focus engine's).
    public init(candidates: [FocusCandidate], neighbor: (String, MoveDirection) -> String?) {
        // A repeated id moves, and is reached, as its first candidate.
        var firstIndexByID: [String: Int] = [:]
        for (index, candidate) in candidates.enumerated() where firstIndexByID[candidate.id] == nil {
            firstIndexByID[candidate.id] = index
        }
        var arrows: [Arrow] = []
        var deadEnds: [DeadEnd] = []
        var deadEndIDs: Set<String> = []
        for source in candidates {
            for direction in MoveDirection.allCases {
                if let targetID = neighbor(source.id, direction), let target = firstIndexByID[targetID].map({ candidates[$0] }) {
                    let shaft = Self.arrowShaft(from: source.frame, to: target.frame, direction)
                    arrows.append(Arrow(fromID: source.id, toID: targetID, direction: direction, shaft: shaft, head: Self.arrowHead(shaft)))
                } else if candidates.contains(where: { $0.id != source.id && Self.lies($0.frame, direction, from: source.frame) }) {
                    deadEnds.append(DeadEnd(elementID: source.id, direction: direction, bar: Self.deadEndBar(source.frame, direction)))
                    deadEndIDs.insert(source.id)
                }
            }
        }
        // Reachability from the initial focus, by the moves drawn, and on through rows a move
        // scrolls to that are not on screen.
        let landing = { (target: String) -> MoveLanding in firstIndexByID[target].map(MoveLanding.candidate) ?? .other(target) }
        let reachedFirst = ReadingOrder.first(among: candidates).flatMap { firstIndexByID[$0.id] }.map { start in
            MoveReachability.reached(count: candidates.count, from: start,
                                     landing: { index, direction in neighbor(candidates[index].id, direction).map(landing) },
                                     offscreen: { id, direction in neighbor(id, direction).map(landing) })
        } ?? [Bool](repeating: false, count: candidates.count)
        let reached = Set(candidates.indices.filter { reachedFirst[$0] }.map { candidates[$0].id })
        let elements = candidates.map { candidate in
            let state: ElementState = !reached.contains(candidate.id) ? .unreachable
                : deadEndIDs.contains(candidate.id) ? .deadEnd : .reachable
            return Element(id: candidate.id, frame: candidate.frame, state: state)
        }
        self.init(elements: elements, arrows: arrows, deadEnds: deadEnds)
    }

    /// True when `other` lies in `direction` from `source`: its near edge is at or past the
    /// source's edge.
    public static func lies(_ other: Rect, _ direction: MoveDirection, from source: Rect) -> Bool {
        switch direction {
        case .up: other.maxY <= source.minY
        case .down: other.minY >= source.maxY
        case .left: other.maxX <= source.minX
        case .right: other.minX >= source.maxX
        }
    }

    /// The shaft of the arrow of a move in `direction` from `source` to `target`.
    public static func arrowShaft(from s: Rect, to t: Rect, _ direction: MoveDirection) -> Segment {
        let side = arrowSideOffset
        var start: LayoutPoint
        var end: LayoutPoint
        switch direction {
        case .right:
            start = LayoutPoint(x: s.maxX, y: s.midY - min(side, s.height / 4))
            end = LayoutPoint(x: t.minX, y: t.midY - min(side, t.height / 4))
        case .left:
            start = LayoutPoint(x: s.minX, y: s.midY + min(side, s.height / 4))
            end = LayoutPoint(x: t.maxX, y: t.midY + min(side, t.height / 4))
        case .down:
            start = LayoutPoint(x: s.midX + min(side, s.width / 4), y: s.maxY)
            end = LayoutPoint(x: t.midX + min(side, t.width / 4), y: t.minY)
        case .up:
            start = LayoutPoint(x: s.midX - min(side, s.width / 4), y: s.minY)
            end = LayoutPoint(x: t.midX - min(side, t.width / 4), y: t.maxY)
        }
        // Elements that touch would give an arrow of no length: pull its ends into both boxes.
        let length = Segment(start: start, end: end).length
        if length < minimumArrowLength {
            let pull = (minimumArrowLength - length) / 2
            let (ux, uy) = unit(direction)
            let sourceDepth = direction.isHorizontal ? s.width / 3 : s.height / 3
            let targetDepth = direction.isHorizontal ? t.width / 3 : t.height / 3
            start = LayoutPoint(x: start.x - ux * min(pull, sourceDepth), y: start.y - uy * min(pull, sourceDepth))
            end = LayoutPoint(x: end.x + ux * min(pull, targetDepth), y: end.y + uy * min(pull, targetDepth))
        }
        return Segment(start: start, end: end)
    }

    /// The two strokes of the head of `shaft`: ``arrowHeadLength`` long, 30° either side of it.
    public static func arrowHead(_ shaft: Segment) -> [Segment] {
        let length = shaft.length
        guard length > 0, length.isFinite else { return [] }
        let ux = (shaft.end.x - shaft.start.x) / length
        let uy = (shaft.end.y - shaft.start.y) / length
        let cosine = 0.8660254037844386, sine = 0.5
        return [sine, -sine].map { s in
            // The shaft's direction reversed, turned by ±30°.
            let bx = -(ux * cosine - uy * s)
            let by = -(uy * cosine + ux * s)
            return Segment(start: shaft.end, end: LayoutPoint(x: shaft.end.x + bx * arrowHeadLength, y: shaft.end.y + by * arrowHeadLength))
        }
    }

    /// The bar on the middle half of `frame`'s edge in `direction`.
    public static func deadEndBar(_ frame: Rect, _ direction: MoveDirection) -> Segment {
        switch direction {
        case .up: Segment(start: LayoutPoint(x: frame.minX + frame.width / 4, y: frame.minY), end: LayoutPoint(x: frame.maxX - frame.width / 4, y: frame.minY))
        case .down: Segment(start: LayoutPoint(x: frame.minX + frame.width / 4, y: frame.maxY), end: LayoutPoint(x: frame.maxX - frame.width / 4, y: frame.maxY))
        case .left: Segment(start: LayoutPoint(x: frame.minX, y: frame.minY + frame.height / 4), end: LayoutPoint(x: frame.minX, y: frame.maxY - frame.height / 4))
        case .right: Segment(start: LayoutPoint(x: frame.maxX, y: frame.minY + frame.height / 4), end: LayoutPoint(x: frame.maxX, y: frame.maxY - frame.height / 4))
        }
    }

    /// The colour of arrows in `direction`, the same as `gamepadkit render`'s.
    public static func color(of direction: MoveDirection) -> RGBAColor {
        switch direction {
        case .up: RGBAColor(red: 0x2A / 255.0, green: 0x9D / 255.0, blue: 0x8F / 255.0)
        case .down: RGBAColor(red: 0x3A / 255.0, green: 0x6E / 255.0, blue: 0xA5 / 255.0)
        case .left: RGBAColor(red: 0x8E / 255.0, green: 0x6B / 255.0, blue: 0xBF / 255.0)
        case .right: RGBAColor(red: 0x5A / 255.0, green: 0x9A / 255.0, blue: 0x3C / 255.0)
        }
    }

    /// The outline colour of an element's box in `state`, the same as `gamepadkit render`'s.
    public static func color(of state: ElementState) -> RGBAColor {
        switch state {
        case .reachable: RGBAColor(red: 0x4A / 255.0, green: 0x6F / 255.0, blue: 0xA5 / 255.0)
        case .deadEnd: deadEndColor
        case .unreachable: RGBAColor(red: 0xD6 / 255.0, green: 0x28 / 255.0, blue: 0x28 / 255.0)
        }
    }

    /// The colour of dead-end bars.
    public static let deadEndColor = RGBAColor(red: 0xF7 / 255.0, green: 0x7F / 255.0, blue: 0)

    private static func unit(_ direction: MoveDirection) -> (Double, Double) {
        switch direction {
        case .right: (1, 0)
        case .left: (-1, 0)
        case .down: (0, 1)
        case .up: (0, -1)
        }
    }
}
