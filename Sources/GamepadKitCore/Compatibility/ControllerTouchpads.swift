/// The touchpad regions of every connected PlayStation controller, each controller on its own:
/// a finger on one controller's touchpad never presses or releases a region of another.
///
/// When a controller goes away (or GamepadKit stops), every finger it had down is lifted, so a
/// press/release binding always hears the release of the region it was told was pressed.
public struct ControllerTouchpads: Hashable, Sendable {
    /// How far from the centre a touch must be to press a region (see `TouchpadRegions`).
    public var threshold: Double
    private var touchpads: [ControllerID: TouchpadRegions] = [:]

    /// No finger down on any controller.
    /// - Parameter threshold: how far from the centre (0…1 on the dominant axis) a touch must be
    ///   to press a region.
    public init(threshold: Double = 0.5) {
        self.threshold = threshold
    }

    /// The transitions of one controller event: the first finger's moves and lifts (other
    /// inputs change nothing).
    public mutating func handle(_ event: ControllerEvent) -> [TouchpadTransition] {
        switch event.input {
        case .touchpad(let x, let y):
            return move(.primary, of: event.controller, x: x, y: y)
        case .touchpadLifted:
            return lift(.primary, of: event.controller)
        case .button, .thumbstick, .trigger:
            return []
        }
    }

    /// `finger` of `controller` moved to (`x`, `y`).
    public mutating func move(_ finger: TouchpadFinger, of controller: ControllerID, x: Double, y: Double) -> [TouchpadTransition] {
        var regions = touchpads[controller] ?? TouchpadRegions(threshold: threshold)
        let transitions = regions.move(finger, x: x, y: y)
        touchpads[controller] = regions
        return transitions
    }

    /// `finger` of `controller` left the touchpad.
    public mutating func lift(_ finger: TouchpadFinger, of controller: ControllerID) -> [TouchpadTransition] {
        guard var regions = touchpads[controller] else { return [] }
        let transitions = regions.lift(finger)
        touchpads[controller] = regions
        return transitions
    }

    /// The region `finger` of `controller` presses now, if any.
    public func pressedRegion(of finger: TouchpadFinger, on controller: ControllerID) -> MoveDirection? {
        touchpads[controller]?.pressedRegion(of: finger)
    }

    /// `controller` went away: the releases of every region its fingers pressed, first finger first.
    public mutating func disconnect(_ controller: ControllerID) -> [TouchpadTransition] {
        guard var regions = touchpads.removeValue(forKey: controller) else { return [] }
        return TouchpadFinger.allCases.flatMap { regions.lift($0) }
    }

    /// Every controller went away (GamepadKit stops): the releases of every pressed region, by
    /// controller id, first finger first.
    public mutating func disconnectAll() -> [TouchpadTransition] {
        touchpads.keys.sorted { $0.rawValue < $1.rawValue }.flatMap { disconnect($0) }
    }
}
