/// A move a person would call a jump: its target lies more than 45° off the pressed direction
/// (its gap across the axis, edge to edge, is larger than its gap along it) and more than
/// `sideways` points to the side. The engine answers no press with one where another element
/// lies that way (bars are left for the content nearest the pressed beam, a list row pressed
/// sideways stays put rather than leap to another row); only the reachability repair may make
/// one, for an element nothing else reaches.
public enum SidewaysJump {
    /// The gap across the axis beyond which a move more than 45° off is a jump.
    public static let sideways = 100.0

    /// The gap from `source` to `target` along `direction` (negative when they overlap that way)
    /// and across it (0 when their extents across overlap).
    public static func gaps(from source: Rect, to target: Rect, _ direction: MoveDirection) -> (along: Double, across: Double) {
        switch direction {
        case .up: (source.minY - target.maxY, max(0, target.minX - source.maxX, source.minX - target.maxX))
        case .down: (target.minY - source.maxY, max(0, target.minX - source.maxX, source.minX - target.maxX))
        case .left: (source.minX - target.maxX, max(0, target.minY - source.maxY, source.minY - target.maxY))
        case .right: (target.minX - source.maxX, max(0, target.minY - source.maxY, source.minY - target.maxY))
        }
    }

    /// True when a move in `direction` from `source` to `target` is a jump.
    public static func isJump(from source: Rect, to target: Rect, _ direction: MoveDirection) -> Bool {
        let (along, across) = gaps(from: source, to: target, direction)
        return across > max(0, along) && across > sideways
    }
}
