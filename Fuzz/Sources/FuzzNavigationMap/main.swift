import FuzzSupport
import GamepadKitCore

// Harness: NavigationMap over candidates made from the input, eight bytes each (at most 48):
// position, size (zero, stacked and overlapping frames included), and an optional explicit
// neighbour, with wrap-around on or off by the first byte. Ids are unique.
//
// Invariants:
// - the map builds (no crash, trap or sanitizer report);
// - every neighbour is another candidate;
// - the fast map equals the all-pairs reference map, neighbour for neighbour;
// - the map does not depend on the order the candidates are given in (reversed here);
// - a map that says it is strongly connected lets every element reach every other.
FuzzDriver.run { start, count in
    let bytes = FuzzDriver.bytes(start, count)
    guard let first = bytes.first else { return 0 }
    let options = NavigationOptions(wrap: first & 1 == 1)
    var candidates: [FocusCandidate] = []
    var offset = 1
    while offset + 8 <= bytes.count, candidates.count < 48 {
        let b = bytes[offset..<(offset + 8)].map(Double.init)
        let index = candidates.count
        var overrides: [MoveDirection: String] = [:]
        let overrideByte = bytes[offset + 6]
        if overrideByte & 0x80 != 0 {
            overrides[MoveDirection.allCases[Int(overrideByte & 3)]] = "e\(Int(bytes[offset + 7]) % 48)"
        }
        candidates.append(FocusCandidate(
            id: "e\(index)", kind: .button,
            frame: Rect(x: b[0] * 4, y: b[1] * 4, width: b[2], height: b[3]),
            focusOverrides: overrides
        ))
        offset += 8
    }
    let ids = Set(candidates.map(\.id))
    let map = NavigationMap(candidates: candidates, options: options)
    let reference = NavigationMap.allPairsReference(candidates: candidates, options: options)
    let reversed = NavigationMap(candidates: candidates.reversed(), options: options)
    for candidate in candidates {
        for direction in MoveDirection.allCases {
            let target = map.neighbor(of: candidate.id, direction)
            if let target {
                FuzzDriver.check(ids.contains(target) && target != candidate.id, "a neighbour is another candidate")
            }
            FuzzDriver.check(target == reference.neighbor(of: candidate.id, direction),
                             "the fast map equals the all-pairs reference (\(candidate.id) \(direction))")
            FuzzDriver.check(target == reversed.neighbor(of: candidate.id, direction),
                             "the map does not depend on input order (\(candidate.id) \(direction))")
        }
    }
    if map.isStronglyConnected, let start = candidates.first {
        var reached: Set<String> = [start.id]
        var queue = [start.id]
        while let id = queue.popLast() {
            for direction in MoveDirection.allCases {
                if let next = map.neighbor(of: id, direction), reached.insert(next).inserted { queue.append(next) }
            }
        }
        FuzzDriver.check(reached.count == ids.count, "a strongly connected map reaches every element")
    }
    return 0
}
