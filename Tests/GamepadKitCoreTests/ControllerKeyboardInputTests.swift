import Testing
@testable import GamepadKitCore

@Suite("Controller keyboard input")
struct ControllerKeyboardInputTests {
    let pad = ControllerID(1)

    func button(_ button: GamepadButton, _ isPressed: Bool, at time: Double, value: Double = 1) -> ControllerEvent {
        ControllerEvent(controller: pad, time: time, input: .button(button, isPressed: isPressed, value: value))
    }

    @Test("a held D-pad direction repeats with the app's repeat timing (0.4 s, then 0.12 s)")
    func heldDirectionRepeats() {
        var input = ControllerKeyboardInput(settings: .standard)
        #expect(input.handle(button(.dpadRight, true, at: 0)) == [.right])
        #expect(input.nextDeadline == 0.4)
        #expect(input.advance(to: 0.39) == [])
        #expect(input.advance(to: 0.4) == [.right])
        #expect(input.advance(to: 0.52) == [.right])
        #expect(input.handle(button(.dpadRight, false, at: 0.55)) == [])
        #expect(input.nextDeadline == nil)
    }

    @Test("the left stick moves over the keys as it moves focus in the app")
    func leftStickMoves() {
        var input = ControllerKeyboardInput(settings: .standard)
        #expect(input.handle(ControllerEvent(controller: pad, time: 0, input: .thumbstick(.left, x: 0, y: 1))) == [.up])
        #expect(input.handle(ControllerEvent(controller: pad, time: 0.1, input: .thumbstick(.left, x: 0, y: 0))) == [])
    }

    @Test("A types on release; held for the repeat delay it asks for accents once, and its release adds nothing")
    func holdingA() {
        var input = ControllerKeyboardInput(settings: .standard)
        #expect(input.handle(button(.a, true, at: 0)) == [])
        #expect(input.handle(button(.a, false, at: 0.2)) == [.a])
        #expect(input.handle(button(.a, true, at: 1)) == [])
        #expect(input.nextDeadline == 1.4)
        #expect(input.advance(to: 1.5) == [.holdA])
        #expect(input.handle(button(.a, false, at: 1.6)) == [])
    }

    @Test("a held X deletes again and again; L1 and R1 repeat the caret move the same way")
    func heldDeleteRepeats() {
        var input = ControllerKeyboardInput(settings: .standard)
        #expect(input.handle(button(.x, true, at: 0)) == [.x])
        #expect(input.advance(to: 0.4) == [.x])
        #expect(input.advance(to: 0.52) == [.x])
        #expect(input.handle(button(.x, false, at: 0.6)) == [])
        #expect(input.advance(to: 2) == [])
        #expect(input.handle(button(.rightShoulder, true, at: 3)) == [.r1])
        #expect(input.advance(to: 3.4) == [.r1])
    }

    @Test("a main thread stalled for a minute gives one repeated delete, not hundreds")
    func lateCallsDoNotFlood() {
        var input = ControllerKeyboardInput(settings: .standard)
        _ = input.handle(button(.x, true, at: 0))
        #expect(input.advance(to: 60) == [.x])
    }

    @Test("L2 pulled past the app's threshold, or a stick click, is shift; R2 takes a suggestion; Y, B and Menu fire on the press")
    func otherButtons() {
        var input = ControllerKeyboardInput(settings: .standard)
        #expect(input.handle(ControllerEvent(controller: pad, time: 0, input: .trigger(.left, value: 0.4))) == [])
        #expect(input.handle(ControllerEvent(controller: pad, time: 0.1, input: .trigger(.left, value: 0.6))) == [.l2])
        #expect(input.handle(button(.leftThumbstickButton, true, at: 0.2)) == [.l2])
        #expect(input.handle(button(.rightTrigger, true, at: 0.3)) == [.r2])
        #expect(input.handle(button(.y, true, at: 0.4)) == [.y])
        #expect(input.handle(button(.b, true, at: 0.5)) == [.b])
        #expect(input.handle(button(.menu, true, at: 0.6)) == [.menu])
        #expect(input.handle(button(.y, false, at: 0.7)) == [])
    }

    @Test("an app that moved the D-pad's bindings and the repeat timing gets the same on the keyboard")
    func followsTheAppsSettings() {
        var settings = InputSettings.standard
        settings.repeatTiming = RepeatTiming(initialDelay: 1, interval: 0.5)
        settings.movingThumbsticks = [.right]
        var input = ControllerKeyboardInput(settings: settings)
        #expect(input.handle(ControllerEvent(controller: pad, time: 0, input: .thumbstick(.left, x: 1, y: 0))) == [])
        #expect(input.handle(ControllerEvent(controller: pad, time: 0, input: .thumbstick(.right, x: 1, y: 0))) == [.right])
        #expect(input.advance(to: 0.9) == [])
        #expect(input.advance(to: 1) == [.right])
    }
}
