import Foundation
import Testing
@testable import GamepadKitCore

@Suite("InputRouter: thumbsticks and triggers")
struct InputRouterAnalogTests {
    typealias E = InputEvents

    @Test("small stick movements inside the deadzone do nothing at all")
    func deadzone() {
        var router = InputRouter()
        let jitter = [(0.02, -0.01), (0.1, 0.05), (-0.2, 0.1), (0.3, 0.15), (0, -0.34), (0.24, 0.24)]
        let routed = router.handle(jitter.enumerated().map { E.stick(x: $1.0, y: $1.1, at: Double($0) * 0.1) })
        #expect(routed == [])
        #expect(router.nextDeadline == nil)
    }

    @Test("pushing the left stick up moves up, because y is positive upwards")
    func stickUp() {
        var router = InputRouter()
        #expect(router.handle(E.stick(x: 0.1, y: 0.9, at: 0)) == [E.action(.moveUp)])
        #expect(router.handle(E.stick(x: 0, y: 0, at: 0.1)) == [])
        #expect(router.handle(E.stick(x: -0.1, y: -0.9, at: 0.2)) == [E.action(.moveDown)])
        #expect(router.handle(E.stick(x: 0, y: 0, at: 0.3)) == [])
        #expect(router.handle(E.stick(x: -0.7, y: 0.2, at: 0.4)) == [E.action(.moveLeft)])
    }

    @Test("a held stick moves once, then repeats like a held D-pad, and stops when let go")
    func stickRepeats() {
        var router = InputRouter()
        #expect(router.handle(E.stick(x: 0.9, y: 0, at: 0)) == [E.action(.moveRight)])
        // Moving within the same direction is not a new press.
        #expect(router.handle(E.stick(x: 1, y: 0.1, at: 0.1)) == [])
        let steps = router.followDeadlines(through: 0.7)
        #expect(steps.map(\.time) == E.expectedRepeatTimes(pressedAt: 0, through: 0.7))
        #expect(router.handle(E.stick(x: 0, y: 0, at: 0.705)) == [])   // before the fourth repeat at 0.7087
        #expect(router.nextDeadline == nil)
    }

    @Test("a stick held near the 45° diagonal does not flicker between right and down")
    func diagonalHysteresis() {
        var router = InputRouter()
        #expect(router.handle(E.stick(radius: 0.8, degrees: 0, at: 0)) == [E.action(.moveRight)])
        // Around the diagonal, right holds until the stick is 60° (45° + 15°) away from it.
        let wobble = [-40.0, -50, -55, -45, -35, -58, -44]
        #expect(router.handle(wobble.map { E.stick(radius: 0.8, degrees: $0, at: 0.01) }) == [])
        #expect(router.handle(E.stick(radius: 0.8, degrees: -65, at: 0.02)) == [E.action(.moveDown)])
        // Now down holds the same way, back past the diagonal.
        #expect(router.handle(E.stick(radius: 0.8, degrees: -40, at: 0.03)) == [])
        #expect(router.handle(E.stick(radius: 0.8, degrees: -25, at: 0.04)) == [E.action(.moveRight)])
    }

    @Test("switching the stick's direction restarts the repeat for the new direction")
    func directionChangeRestartsRepeat() {
        var router = InputRouter()
        _ = router.handle(E.stick(radius: 0.8, degrees: 0, at: 0))
        _ = router.handle(E.stick(radius: 0.8, degrees: 90, at: 0.3))
        #expect(router.nextDeadline == 0.3 + 0.4)
        #expect(router.advance(to: 0.7) == [E.action(.moveUp, isRepeat: true)])
    }

    @Test("the hysteresis limit is 45° plus the configured degrees from the held direction's axis")
    func hysteresisBoundary() {
        let settings = ThumbstickSettings()
        func at(_ degrees: Double, holding current: MoveDirection?) -> MoveDirection? {
            let radians = degrees * Double.pi / 180
            return ThumbstickDirection.resolve(x: 0.8 * cos(radians), y: 0.8 * sin(radians), current: current, settings: settings)
        }
        #expect(at(-59, holding: .right) == .right)
        #expect(at(-61, holding: .right) == .down)
        #expect(at(-59, holding: nil) == .down)
        #expect(at(149, holding: .up) == .up)
        #expect(at(160, holding: .up) == .left)
        #expect(at(180, holding: .right) == .left)
        let noHysteresis = ThumbstickSettings(hysteresisDegrees: 0)
        #expect(ThumbstickDirection.resolve(x: 0.5, y: -0.52, current: .right, settings: noHysteresis) == .down)
    }

    @Test("a held stick lets go only inside the release radius, and moves again only outside the deadzone")
    func releaseRadius() {
        var router = InputRouter()
        #expect(ThumbstickSettings.standard.releaseRadius == 0.35 - 0.1)
        _ = router.handle(E.stick(radius: 0.8, degrees: 0, at: 0))
        #expect(router.handle(E.stick(radius: 0.3, degrees: 0, at: 0.1)) == [])
        #expect(router.nextDeadline == 0.4)
        #expect(router.handle(E.stick(radius: 0.2, degrees: 0, at: 0.2)) == [])
        #expect(router.nextDeadline == nil)
        #expect(router.handle(E.stick(radius: 0.3, degrees: 0, at: 0.3)) == [])
        #expect(router.handle(E.stick(radius: 0.4, degrees: 0, at: 0.35)) == [E.action(.moveRight)])
    }

    @Test("the right stick does not move focus unless the settings say so")
    func movingSticks() {
        var router = InputRouter()
        #expect(router.handle(E.stick(.right, x: 0.9, y: 0, at: 0)) == [])
        router.settings.movingThumbsticks = [.right]
        #expect(router.handle(E.stick(.right, x: 0, y: -0.9, at: 0.1)) == [E.action(.moveDown)])
        #expect(router.handle(E.stick(.left, x: 0, y: -0.9, at: 0.2)) == [])
    }

    @Test("a stick that stops being a moving stick lets go of its direction on its next movement")
    func stickRemovedFromMovingSticks() {
        var router = InputRouter()
        _ = router.handle(E.stick(x: 0.9, y: 0, at: 0))
        router.settings.movingThumbsticks = []
        #expect(router.handle(E.stick(x: 0.95, y: 0, at: 0.1)) == [])
        #expect(router.nextDeadline == nil)
    }

    @Test("stick values that are not numbers count as the centre")
    func nanStick() {
        var router = InputRouter()
        #expect(router.handle(E.stick(x: .nan, y: .nan, at: 0)) == [])
        _ = router.handle(E.stick(x: 0.9, y: 0, at: 0.1))
        #expect(router.handle(E.stick(x: .nan, y: 0, at: 0.2)) == [])
        #expect(router.nextDeadline == nil)
    }

    @Test("one analog trigger pull pages exactly once, whether it arrives as trigger values, button events or both")
    func oneTriggerPullOnePage() {
        // A platform reporting both the analog value and the button state of one physical pull,
        // the button state with its own, lower threshold.
        let pull: [ControllerEvent] = [
            E.trigger(.right, 0.1, at: 0.00), E.press(.rightTrigger, at: 0.00, value: 0.1),
            E.trigger(.right, 0.4, at: 0.02), E.press(.rightTrigger, at: 0.02, value: 0.4),
            E.trigger(.right, 0.55, at: 0.04), E.press(.rightTrigger, at: 0.04, value: 0.55),
            E.trigger(.right, 0.45, at: 0.06), E.press(.rightTrigger, at: 0.06, value: 0.45),
            E.trigger(.right, 0.9, at: 0.08), E.press(.rightTrigger, at: 0.08, value: 0.9),
            E.trigger(.right, 0.35, at: 0.10), E.press(.rightTrigger, at: 0.10, value: 0.35),
            E.trigger(.right, 0.6, at: 0.12), E.press(.rightTrigger, at: 0.12, value: 0.6),
            E.trigger(.right, 0.2, at: 0.14), E.press(.rightTrigger, at: 0.14, value: 0.2),
            E.trigger(.right, 0.05, at: 0.16), E.release(.rightTrigger, at: 0.16, value: 0.05),
            E.trigger(.right, 0, at: 0.18),
        ]
        var both = InputRouter()
        #expect(both.handle(pull) == [E.action(.pageDown)])
        #expect(both.nextDeadline == nil)

        var valuesOnly = InputRouter()
        let values = pull.filter { if case .trigger = $0.input { true } else { false } }
        #expect(valuesOnly.handle(values) == [E.action(.pageDown)])

        var buttonsOnly = InputRouter()
        let buttons = pull.filter { if case .button = $0.input { true } else { false } }
        #expect(buttonsOnly.handle(buttons) == [E.action(.pageDown)])

        // The next pull is a new page.
        #expect(both.handle([E.trigger(.right, 0.7, at: 0.3), E.press(.rightTrigger, at: 0.3, value: 0.7)]) == [E.action(.pageDown)])
    }

    @Test("a digital trigger button pages on press and stops on release")
    func digitalTrigger() {
        var router = InputRouter()
        #expect(router.handle(E.press(.leftTrigger, at: 0)) == [E.action(.pageUp)])
        #expect(router.handle(E.press(.leftTrigger, at: 0.1)) == [])
        #expect(router.handle(E.release(.leftTrigger, at: 0.2, value: 1)) == [])
        #expect(router.nextDeadline == nil)
        #expect(router.handle(E.press(.leftTrigger, at: 0.3)) == [E.action(.pageUp)])
    }

    @Test("trigger thresholds can be changed")
    func customThresholds() {
        var router = InputRouter(settings: InputSettings(triggers: TriggerThresholds(press: 0.8, release: 0.1)))
        #expect(router.handle(E.trigger(.left, 0.7, at: 0)) == [])
        #expect(router.handle(E.trigger(.left, 0.8, at: 0.1)) == [E.action(.pageUp)])
        #expect(router.handle(E.trigger(.left, 0.2, at: 0.2)) == [])
        #expect(router.handle(E.trigger(.left, 0.85, at: 0.3)) == [])
        #expect(router.handle(E.trigger(.left, 0.1, at: 0.35)) == [])
        #expect(router.handle(E.trigger(.left, 0.85, at: 0.4)) == [E.action(.pageUp)])
    }

    @Test("touchpad movement routes nothing")
    func touchpad() {
        var router = InputRouter()
        #expect(router.handle(ControllerEvent(controller: E.pad, time: 0, input: .touchpad(x: 0.9, y: 0))) == [])
        #expect(router.handle(ControllerEvent(controller: E.pad, time: 0.1, input: .touchpadLifted)) == [])
    }
}
