/// The nudge of the highlight when a move leads nowhere (`FocusCommand.bump`): the ring moves
/// `distance` points towards the direction pressed, springs back past its place by half that,
/// and settles, over `duration` seconds, so the user sees the press was heard and that nothing
/// lies that way.
public struct HighlightNudge: Hashable, Sendable {
    /// One moment of the nudge: the ring's offset from its place at a fraction of the duration.
    public struct Keyframe: Hashable, Sendable {
        /// From 0 (start) to 1 (end).
        public var time: Double
        /// The offset along x, in points (positive: right).
        public var dx: Double
        /// The offset along y, in points (positive: down, as UIKit's y axis).
        public var dy: Double

        /// Creates a keyframe.
        public init(time: Double, dx: Double, dy: Double) {
            self.time = time
            self.dx = dx
            self.dy = dy
        }
    }

    /// The direction pressed.
    public var direction: MoveDirection
    /// How far the ring moves that way, in points (at least 0).
    public var distance: Double
    /// The nudge's length in seconds (at least 0).
    public var duration: Double

    /// The standard nudge's length in seconds.
    public static let standardDuration = 0.18

    /// Creates a nudge; a negative or non-finite distance or duration becomes 0.
    public init(direction: MoveDirection, distance: Double, duration: Double = HighlightNudge.standardDuration) {
        self.direction = direction
        self.distance = distance.isFinite ? max(0, distance) : 0
        self.duration = duration.isFinite ? max(0, duration) : 0
    }

    /// True when the nudge moves nothing (a distance or duration of 0): nothing to animate.
    public var isEmpty: Bool { distance == 0 || duration == 0 }

    /// The keyframes, evenly spaced: at rest, `distance` towards the direction, half of it back
    /// the other way, at rest again.
    public var keyframes: [Keyframe] {
        let (ux, uy): (Double, Double) = switch direction {
        case .up: (0, -1)
        case .down: (0, 1)
        case .left: (-1, 0)
        case .right: (1, 0)
        }
        let offsets = [0, distance, -distance / 2, 0]
        return offsets.enumerated().map { index, offset in
            Keyframe(time: Double(index) / Double(offsets.count - 1), dx: ux * offset, dy: uy * offset)
        }
    }
}
