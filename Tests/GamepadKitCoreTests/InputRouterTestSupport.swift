import Foundation
@testable import GamepadKitCore

/// Event builders shared by the router tests.
enum InputEvents {
    static let pad = ControllerID(1)
    static let otherPad = ControllerID(2)

    static func press(_ button: GamepadButton, at time: Double, on controller: ControllerID = pad, value: Double = 1) -> ControllerEvent {
        ControllerEvent(controller: controller, time: time, input: .button(button, isPressed: true, value: value))
    }

    static func release(_ button: GamepadButton, at time: Double, on controller: ControllerID = pad, value: Double = 0) -> ControllerEvent {
        ControllerEvent(controller: controller, time: time, input: .button(button, isPressed: false, value: value))
    }

    static func stick(_ stick: Thumbstick = .left, x: Double, y: Double, at time: Double, on controller: ControllerID = pad) -> ControllerEvent {
        ControllerEvent(controller: controller, time: time, input: .thumbstick(stick, x: x, y: y))
    }

    /// A stick event at `radius` and `degrees` (0 = right, 90 = up, -90 = down).
    static func stick(radius: Double, degrees: Double, at time: Double, on controller: ControllerID = pad) -> ControllerEvent {
        let radians = degrees * Double.pi / 180
        return stick(.left, x: radius * cos(radians), y: radius * sin(radians), at: time, on: controller)
    }

    static func trigger(_ trigger: Trigger, _ value: Double, at time: Double, on controller: ControllerID = pad) -> ControllerEvent {
        ControllerEvent(controller: controller, time: time, input: .trigger(trigger, value: value))
    }

    static func action(_ action: GamepadAction, on controller: ControllerID = pad, isRepeat: Bool = false) -> RoutedInput {
        .action(action, controller: controller, isRepeat: isRepeat)
    }

    /// The repeat times of an input pressed at `pressTime`, by the documented formula: the first
    /// after the initial delay, then gaps of `interval`, each next gap times `acceleration`,
    /// never below `minimumInterval`.
    static func expectedRepeatTimes(pressedAt pressTime: Double, through end: Double, timing: RepeatTiming = .standard) -> [Double] {
        var times: [Double] = []
        var next = pressTime + timing.initialDelay
        var gap = timing.interval
        while next <= end {
            times.append(next)
            next += gap
            gap = max(timing.minimumInterval, gap * timing.acceleration)
        }
        return times
    }
}

extension InputRouter {
    /// Routes several events and returns everything routed, in order.
    mutating func handle(_ events: [ControllerEvent]) -> [RoutedInput] {
        events.flatMap { handle($0) }
    }

    /// Follows ``nextDeadline`` up to `end`, advancing exactly to each deadline, and returns the
    /// deadlines with what each advance returned.
    mutating func followDeadlines(through end: Double) -> [(time: Double, routed: [RoutedInput])] {
        var steps: [(time: Double, routed: [RoutedInput])] = []
        while let deadline = nextDeadline, deadline <= end {
            steps.append((deadline, advance(to: deadline)))
        }
        return steps
    }
}
