@testable import GamepadKitCore

/// Builders and checks shared by the navigation tests.
enum NavigationFixture {
    static func button(_ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                       overrides: [MoveDirection: String] = [:]) -> FocusCandidate {
        FocusCandidate(id: id, kind: .button, frame: Rect(x: x, y: y, width: width, height: height),
                       focusOverrides: overrides)
    }

    /// True when `target` lies in `direction` from `source`: its near edge at or past the
    /// source's edge on that side, or overlapping it by no more than 8 pt and a quarter of the
    /// smaller of the two extents along the axis.
    static func lies(_ target: Rect, in direction: MoveDirection, from source: Rect) -> Bool {
        let overlap: Double
        let smaller: Double
        switch direction {
        case .down: (overlap, smaller) = (source.maxY - target.minY, min(source.height, target.height))
        case .up: (overlap, smaller) = (target.maxY - source.minY, min(source.height, target.height))
        case .right: (overlap, smaller) = (source.maxX - target.minX, min(source.width, target.width))
        case .left: (overlap, smaller) = (target.maxX - source.minX, min(source.width, target.width))
        }
        return overlap <= 0 || overlap <= min(8, 0.25 * smaller)
    }

    /// Where moves from each candidate are measured from, by id: its frame, or, for a candidate
    /// whose frame holds another candidate's, the point at its centre (a frame without size).
    static func moveOrigins(_ candidates: [FocusCandidate]) -> [String: Rect] {
        let finite = candidates.compactMap { candidate in NavigationBox(candidate.frame).map { (candidate, $0) } }
        let containsOthers = ContainingElements.flags(finite.map(\.1))
        var origins: [String: Rect] = [:]
        for ((candidate, box), contains) in zip(finite, containsOthers) where origins[candidate.id] == nil {
            origins[candidate.id] = contains
                ? Rect(x: 0.5 * box.minX + 0.5 * box.maxX, y: 0.5 * box.minY + 0.5 * box.maxY, width: 0, height: 0)
                : candidate.frame
        }
        return origins
    }

    /// Every move of a `rows` × `columns` grid whose ids are `"r<row>c<col>"` (as
    /// `SyntheticLayout`'s grids name them), with the row or column neighbour it should land on:
    /// nil past the grid's edge.
    static func gridMoves(rows: Int, columns: Int) -> [(source: String, direction: MoveDirection, expected: String?)] {
        var moves: [(source: String, direction: MoveDirection, expected: String?)] = []
        for r in 0..<rows {
            for c in 0..<columns {
                let source = "r\(r)c\(c)"
                moves.append((source, .up, r > 0 ? "r\(r - 1)c\(c)" : nil))
                moves.append((source, .down, r < rows - 1 ? "r\(r + 1)c\(c)" : nil))
                moves.append((source, .left, c > 0 ? "r\(r)c\(c - 1)" : nil))
                moves.append((source, .right, c < columns - 1 ? "r\(r)c\(c + 1)" : nil))
            }
        }
        return moves
    }

    /// The ids reachable from `start` by following the map's moves (breadth-first).
    static func reachable(from start: String, in map: NavigationMap) -> Set<String> {
        var seen: Set<String> = [start]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let id = queue[head]
            head += 1
            for direction in MoveDirection.allCases {
                if let next = map.neighbor(of: id, direction), seen.insert(next).inserted {
                    queue.append(next)
                }
            }
        }
        return seen
    }

    /// Every (id, direction) whose neighbour differs between the two maps.
    static func differences(_ a: NavigationMap, _ b: NavigationMap) -> [String] {
        var result: [String] = []
        let ids = Set(a.candidates.map(\.id)).union(b.candidates.map(\.id)).sorted()
        for id in ids {
            for direction in MoveDirection.allCases where a.neighbor(of: id, direction) != b.neighbor(of: id, direction) {
                result.append("\(id) \(direction): \(a.neighbor(of: id, direction) ?? "nil") vs \(b.neighbor(of: id, direction) ?? "nil")")
            }
        }
        return result
    }

    /// A seeded Fisher–Yates shuffle.
    static func shuffled<T>(_ items: [T], seed: UInt64) -> [T] {
        var random = SplitMix64(seed: seed)
        var result = items
        guard result.count > 1 else { return result }
        for i in stride(from: result.count - 1, to: 0, by: -1) {
            let j = Int(random.next() % UInt64(i + 1))
            result.swapAt(i, j)
        }
        return result
    }
}
