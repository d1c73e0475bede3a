import Foundation

/// The direction a thumbstick points in, given where it is and where it pointed before
/// (see ``ThumbstickSettings`` for the rules).
enum ThumbstickDirection {
    /// The direction of a stick at (`x`, `y`) (y positive upwards) that pointed `current` until now.
    static func resolve(x: Double, y: Double, current: MoveDirection?, settings: ThumbstickSettings) -> MoveDirection? {
        let radius = (x * x + y * y).squareRoot()
        guard let current else {
            return radius > settings.effectiveDeadzone ? dominant(x: x, y: y) : nil
        }
        if radius < settings.releaseRadius { return nil }
        let limit = 45 + settings.effectiveHysteresisDegrees
        return angleFromAxis(of: current, x: x, y: y) <= limit ? current : dominant(x: x, y: y)
    }

    /// The direction of the larger axis; an exact diagonal counts as horizontal.
    static func dominant(x: Double, y: Double) -> MoveDirection {
        if abs(x) >= abs(y) { return x >= 0 ? .right : .left }
        return y > 0 ? .up : .down
    }

    /// Degrees (0...180) between the stick's position and the axis of `direction`.
    static func angleFromAxis(of direction: MoveDirection, x: Double, y: Double) -> Double {
        let centre: Double = switch direction {
        case .right: 0
        case .up: 90
        case .left: 180
        case .down: -90
        }
        let angle = atan2(y, x) * 180 / Double.pi
        return abs(remainder(angle - centre, 360))
    }
}
