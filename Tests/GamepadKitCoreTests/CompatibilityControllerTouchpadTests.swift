import Testing
@testable import GamepadKitCore

@Suite("Touchpad regions per controller")
struct CompatibilityControllerTouchpadTests {
    let first = ControllerID(1), second = ControllerID(2)

    func touch(_ controller: ControllerID, x: Double, y: Double) -> ControllerEvent {
        ControllerEvent(controller: controller, time: 0, input: .touchpad(x: x, y: y))
    }

    @Test("a finger on one controller's touchpad does not release the region pressed on another")
    func controllersAreIndependent() {
        var touchpads = ControllerTouchpads()
        #expect(touchpads.handle(touch(first, x: 0, y: 0.9)) == [TouchpadTransition(finger: .primary, region: .up, isPressed: true)])
        #expect(touchpads.handle(touch(second, x: 0.9, y: 0)) == [TouchpadTransition(finger: .primary, region: .right, isPressed: true)])
        #expect(touchpads.pressedRegion(of: .primary, on: first) == .up)
        #expect(touchpads.handle(ControllerEvent(controller: second, time: 0, input: .touchpadLifted))
                == [TouchpadTransition(finger: .primary, region: .right, isPressed: false)])
        #expect(touchpads.pressedRegion(of: .primary, on: first) == .up)
    }

    @Test("a controller that disconnects with two fingers down releases both regions")
    func disconnectLiftsEveryFinger() {
        var touchpads = ControllerTouchpads()
        _ = touchpads.move(.primary, of: first, x: -0.8, y: 0)
        _ = touchpads.move(.secondary, of: first, x: 0, y: -0.8)
        _ = touchpads.move(.primary, of: second, x: 0, y: 0.8)
        #expect(touchpads.disconnect(first) == [
            TouchpadTransition(finger: .primary, region: .left, isPressed: false),
            TouchpadTransition(finger: .secondary, region: .down, isPressed: false),
        ])
        #expect(touchpads.disconnect(first).isEmpty)
        #expect(touchpads.pressedRegion(of: .primary, on: second) == .up)
    }

    @Test("stopping releases every pressed region of every controller, in controller order")
    func disconnectAll() {
        var touchpads = ControllerTouchpads()
        _ = touchpads.move(.primary, of: second, x: 0, y: 0.8)
        _ = touchpads.move(.primary, of: first, x: 0.8, y: 0)
        #expect(touchpads.disconnectAll() == [
            TouchpadTransition(finger: .primary, region: .right, isPressed: false),
            TouchpadTransition(finger: .primary, region: .up, isPressed: false),
        ])
        #expect(touchpads.disconnectAll().isEmpty)
    }

    @Test("buttons and sticks do not touch the touchpad")
    func otherInputs() {
        var touchpads = ControllerTouchpads()
        #expect(touchpads.handle(ControllerEvent(controller: first, time: 0, input: .button(.a, isPressed: true))).isEmpty)
        #expect(touchpads.handle(ControllerEvent(controller: first, time: 0, input: .touchpadLifted)).isEmpty)
    }
}
