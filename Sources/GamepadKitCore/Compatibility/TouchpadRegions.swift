/// One of the two fingers the PlayStation touchpad tracks.
public enum TouchpadFinger: String, CaseIterable, Hashable, Sendable {
    /// The first finger on the touchpad, or a second one.
    case primary, secondary
}

/// A finger entered or left one of the touchpad's four directional regions.
public struct TouchpadTransition: Hashable, Sendable {
    /// The finger that moved.
    public var finger: TouchpadFinger
    /// The region it entered or left.
    public var region: MoveDirection
    /// True when it entered the region (a press), false when it left (a release).
    public var isPressed: Bool

    /// A transition of `finger` into (`isPressed`) or out of `region`.
    public init(finger: TouchpadFinger, region: MoveDirection, isPressed: Bool) {
        self.finger = finger
        self.region = region
        self.isPressed = isPressed
    }
}

/// Turns touchpad finger positions into presses and releases of the four directional regions
/// (the 1.1 `touchpadPrimaryUp` … `touchpadSecondaryRight` inputs).
///
/// The touchpad reports each axis in -1…1, y positive upwards. A touch near the centre presses
/// nothing; beyond `threshold` on either axis it presses the region of the dominant axis. A finger
/// presses at most one region; moving into another region releases the first, lifting releases it.
public struct TouchpadRegions: Hashable, Sendable {
    /// How far from the centre (0…1 on the dominant axis) a touch must be to press a region.
    public var threshold: Double
    private var pressed: [TouchpadFinger: MoveDirection] = [:]

    /// No finger down.
    /// - Parameter threshold: how far from the centre (0…1 on the dominant axis) a touch must be
    ///   to press a region; a negative value counts as 0.
    public init(threshold: Double = 0.5) {
        self.threshold = threshold
    }

    /// The region a touch at (`x`, `y`) presses, or nil near the centre or for a position that
    /// is not a finite number.
    public static func region(x: Double, y: Double, threshold: Double) -> MoveDirection? {
        guard x.isFinite, y.isFinite else { return nil }
        let ax = abs(x), ay = abs(y)
        guard max(ax, ay) >= max(0, threshold) else { return nil }
        if ay >= ax { return y > 0 ? .up : .down }
        return x > 0 ? .right : .left
    }

    /// The region `finger` presses now, if any.
    public func pressedRegion(of finger: TouchpadFinger) -> MoveDirection? { pressed[finger] }

    /// The finger moved to (`x`, `y`): the releases and presses that follow, release first.
    public mutating func move(_ finger: TouchpadFinger, x: Double, y: Double) -> [TouchpadTransition] {
        let next = Self.region(x: x, y: y, threshold: threshold)
        let previous = pressed[finger]
        guard next != previous else { return [] }
        var transitions: [TouchpadTransition] = []
        if let previous {
            transitions.append(TouchpadTransition(finger: finger, region: previous, isPressed: false))
        }
        if let next {
            transitions.append(TouchpadTransition(finger: finger, region: next, isPressed: true))
        }
        pressed[finger] = next
        return transitions
    }

    /// The finger left the touchpad: the release of its region, if it pressed one.
    public mutating func lift(_ finger: TouchpadFinger) -> [TouchpadTransition] {
        guard let previous = pressed.removeValue(forKey: finger) else { return [] }
        return [TouchpadTransition(finger: finger, region: previous, isPressed: false)]
    }
}
