/// Options of the navigation map.
public struct NavigationOptions: Hashable, Sendable {
    /// A move past the last element in a row or column wraps to the first.
    public var wrap: Bool

    public init(wrap: Bool = false) {
        self.wrap = wrap
    }
}

/// For every candidate, the neighbour each of the four directions leads to.
///
/// PLACEHOLDER SHAPE: the public surface (init, `neighbor(of:_:)`, `candidates`) is the contract;
/// the implementation is being replaced by the beam-based sweep.
public struct NavigationMap: Sendable {
    public let candidates: [FocusCandidate]
    public let options: NavigationOptions
    private var edges: [String: [Direction: String]]

    public init(candidates: [FocusCandidate], options: NavigationOptions = NavigationOptions()) {
        self.candidates = candidates
        self.options = options
        var edges: [String: [Direction: String]] = [:]
        for c in candidates {
            var e: [Direction: String] = [:]
            for d in Direction.allCases {
                if let t = SpatialSearch.target(from: c.frame, direction: d, among: candidates, excluding: c.id) {
                    e[d] = t.id
                }
            }
            edges[c.id] = e
        }
        self.edges = edges
    }

    /// The id focus goes to when `direction` is pressed on `id`; nil when nothing lies that way.
    public func neighbor(of id: String, _ direction: Direction) -> String? {
        edges[id]?[direction]
    }
}

/// Single spatial queries, for a source that is not a candidate itself (a list row that scrolled
/// away, an element that vanished).
public enum SpatialSearch {
    /// The best candidate in `direction` from `source`, or nil.
    public static func target(from source: Rect, direction: Direction, among candidates: [FocusCandidate], excluding id: String? = nil) -> FocusCandidate? {
        var best: (FocusCandidate, Double)?
        for c in candidates where c.id != id {
            let f = c.frame
            let along: Double
            let across: Double
            switch direction {
            case .down: along = f.minY - source.maxY; across = abs(f.midX - source.midX)
            case .up: along = source.minY - f.maxY; across = abs(f.midX - source.midX)
            case .right: along = f.minX - source.maxX; across = abs(f.midY - source.midY)
            case .left: along = source.minX - f.maxX; across = abs(f.midY - source.midY)
            }
            guard along >= 0 else { continue }
            let score = 13 * along * along + across * across
            if let current = best, current.1 <= score { continue }
            best = (c, score)
        }
        return best?.0
    }
}
