import Testing
@testable import GamepadKitCore

@Suite("InputRouter: app bindings")
struct InputRouterAppBindingTests {
    typealias E = InputEvents

    @Test("an app binding replaces the button's action, and unbinding restores it")
    func bindingReplacesDefault() {
        var router = InputRouter()
        let token = router.bind(.button(.a))
        #expect(token.binding == .button(.a))
        #expect(router.handle(E.press(.a, at: 0)) == [.appButton(token, isPressed: true)])
        #expect(router.handle(E.press(.a, at: 0.05, value: 0.9)) == [])
        #expect(router.handle(E.release(.a, at: 0.1)) == [.appButton(token, isPressed: false)])
        router.unbind(token)
        #expect(router.handle(E.press(.a, at: 0.2)) == [E.action(.activate)])
        #expect(router.handle(E.release(.a, at: 0.3)) == [])
    }

    @Test("several tokens on one button all receive it in bind order, and each unbinds alone")
    func severalTokens() {
        var router = InputRouter()
        let first = router.bind(.button(.x))
        let second = router.bind(.button(.x))
        #expect(first != second)
        #expect(router.handle(E.press(.x, at: 0)) == [.appButton(first, isPressed: true), .appButton(second, isPressed: true)])
        #expect(router.handle(E.release(.x, at: 0.1)) == [.appButton(first, isPressed: false), .appButton(second, isPressed: false)])
        router.unbind(first)
        router.unbind(first)
        #expect(router.handle(E.press(.x, at: 0.2)) == [.appButton(second, isPressed: true)])
    }

    @Test("a bound direction button goes to the app and does not repeat")
    func boundDirectionDoesNotRepeat() {
        var router = InputRouter()
        let token = router.bind(.button(.dpadUp))
        #expect(router.handle(E.press(.dpadUp, at: 0)) == [.appButton(token, isPressed: true)])
        #expect(router.nextDeadline == nil)
    }

    @Test("binding a button while it is held lets that press end as it began")
    func bindWhileHeld() {
        var router = InputRouter()
        _ = router.handle(E.press(.dpadRight, at: 0))
        let token = router.bind(.button(.dpadRight))
        #expect(router.handle(E.release(.dpadRight, at: 0.1)) == [])
        #expect(router.nextDeadline == nil)
        #expect(router.handle(E.press(.dpadRight, at: 0.2)) == [.appButton(token, isPressed: true)])
    }

    @Test("unbinding a held button sends no release for that token")
    func unbindWhileHeld() {
        var router = InputRouter()
        let token = router.bind(.button(.y))
        _ = router.handle(E.press(.y, at: 0))
        router.unbind(token)
        #expect(router.handle(E.release(.y, at: 0.1)) == [])
    }

    @Test("an app-bound trigger reports each change of its value and still pages")
    func boundTrigger() {
        var router = InputRouter()
        let token = router.bind(.trigger(.left))
        #expect(router.handle(E.trigger(.left, 0.3, at: 0)) == [.appTrigger(token, value: 0.3)])
        #expect(router.handle(E.trigger(.left, 0.3, at: 0.01)) == [])
        #expect(router.handle(E.trigger(.left, 0.6, at: 0.02)) == [.appTrigger(token, value: 0.6), E.action(.pageUp)])
        #expect(router.handle(E.trigger(.left, 0, at: 0.03)) == [.appTrigger(token, value: 0)])
        #expect(router.handle(E.trigger(.left, 2, at: 0.04)) == [.appTrigger(token, value: 1), E.action(.pageUp)])
    }

    @Test("binding the trigger button as well takes the page action away")
    func boundTriggerButton() {
        var router = InputRouter()
        let value = router.bind(.trigger(.right))
        let button = router.bind(.button(.rightTrigger))
        #expect(router.handle(E.trigger(.right, 0.6, at: 0)) == [.appTrigger(value, value: 0.6), .appButton(button, isPressed: true)])
        #expect(router.handle(E.trigger(.right, 0.2, at: 0.1)) == [.appTrigger(value, value: 0.2), .appButton(button, isPressed: false)])
    }

    @Test("an app-bound moving stick reports every change, moves nothing, and moves again once unbound")
    func boundStick() {
        var router = InputRouter()
        let token = router.bind(.thumbstick(.left))
        #expect(router.handle(E.stick(x: 0.01, y: 0, at: 0)) == [.appThumbstick(token, x: 0.01, y: 0)])
        #expect(router.handle(E.stick(x: 0.9, y: 0, at: 0.1)) == [.appThumbstick(token, x: 0.9, y: 0)])
        #expect(router.handle(E.stick(x: 0.9, y: 0, at: 0.2)) == [])
        #expect(router.nextDeadline == nil)
        router.unbind(token)
        #expect(router.handle(E.stick(x: 0.9, y: 0.05, at: 0.3)) == [E.action(.moveRight)])
    }

    @Test("binding a stick while it points somewhere stops its repeat at once")
    func bindStickWhileHeld() {
        var router = InputRouter()
        _ = router.handle(E.stick(x: 0.9, y: 0, at: 0))
        let token = router.bind(.thumbstick(.left))
        #expect(router.nextDeadline == nil)
        #expect(router.handle(E.stick(x: 0, y: 0, at: 0.1)) == [.appThumbstick(token, x: 0, y: 0)])
    }

    @Test("unplugging a controller releases the app bindings held on it and recentres its bound stick and trigger")
    func disconnectReleasesAppBindings() {
        var router = InputRouter()
        let jump = router.bind(.button(.x))
        let look = router.bind(.thumbstick(.right))
        let throttle = router.bind(.trigger(.right))
        _ = router.handle([
            E.press(.x, at: 0),
            E.stick(.right, x: 0.5, y: 0.5, at: 0),
            E.trigger(.right, 0.2, at: 0),
            E.press(.dpadDown, at: 0),
            E.press(.x, at: 0, on: E.otherPad),
        ])
        #expect(router.disconnect(E.pad, at: 0.45) == [
            E.action(.moveDown, isRepeat: true),
            .appButton(jump, isPressed: false),
            .appThumbstick(look, x: 0, y: 0),
            .appTrigger(throttle, value: 0),
        ])
        #expect(router.nextDeadline == nil)
        // The other controller still holds X; its release is its own.
        #expect(router.handle(E.release(.x, at: 0.5, on: E.otherPad)) == [.appButton(jump, isPressed: false)])
        // Disconnecting a controller that is not there does nothing.
        #expect(router.disconnect(ControllerID(9), at: 0.6) == [])
    }
}
