import GamepadKitCore

/// A move that lands far to the side of where it was pressed: its target lies more than 45° off
/// the direction (its gap across the axis, edge to edge, is larger than its gap along it) and
/// more than 100 pt to the side. The navigation policy makes none; only the reachability repair
/// may (see `NavigationMap.repairs`). Used to measure maps of real files.
public enum FarJump {
    /// The gap across the axis beyond which a move more than 45° off is a jump.
    public static let sideways = SidewaysJump.sideways

    /// True when a move in `direction` from `source` to `target` is a far jump.
    public static func isFarJump(from source: Rect, to target: Rect, _ direction: MoveDirection) -> Bool {
        SidewaysJump.isJump(from: source, to: target, direction)
    }

    /// The moves of `scene` (as the focus engine makes them, content before bars) that are far
    /// jumps: (from, direction, to, made by the repair).
    public static func jumps(in scene: ScannedScene) -> [(from: String, direction: MoveDirection, to: String, repaired: Bool)] {
        let repaired = Set(scene.map.repairs.map { "\($0.from)|\($0.direction.rawValue)" })
        var found: [(from: String, direction: MoveDirection, to: String, repaired: Bool)] = []
        for candidate in scene.candidates {
            for direction in MoveDirection.allCases {
                guard let id = scene.neighbor(of: candidate.id, direction), let target = scene.candidate(id: id),
                      isFarJump(from: candidate.frame, to: target.frame, direction) else { continue }
                found.append((candidate.id, direction, id, repaired.contains("\(candidate.id)|\(direction.rawValue)")))
            }
        }
        return found
    }
}
