import GamepadKitCore

/// Invariants every scene a reader accepts must keep once scanned and mapped.
public enum SceneInvariants {
    /// The longest message an error may have: a hostile value must never be echoed whole.
    public static let maximumMessageCharacters = 2_000

    /// Scans `root` within `bounds`, builds the navigation map, and checks that candidate ids are
    /// unique and their frames finite, and that every neighbour is another candidate.
    public static func check(root: ViewNode, bounds: Rect) {
        let snapshot = FocusScanner().scan(root, bounds: bounds)
        var ids: Set<String> = []
        for candidate in snapshot.candidates {
            FuzzDriver.check(ids.insert(candidate.id).inserted, "candidate ids are unique")
            let frame = candidate.frame
            FuzzDriver.check(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite,
                             "candidate frames are finite")
        }
        let map = NavigationMap(candidates: snapshot.candidates)
        for candidate in snapshot.candidates {
            for direction in MoveDirection.allCases {
                guard let target = map.neighbor(of: candidate.id, direction) else { continue }
                FuzzDriver.check(ids.contains(target), "a neighbour is a candidate")
                FuzzDriver.check(target != candidate.id, "no element is its own neighbour")
            }
        }
    }
}
