import Testing
@testable import GamepadKitCore

/// The 1.1 API and `GamepadKit.enable()` on one router: each press does one thing.
@Suite("1.1 bindings and the engine route each press once")
struct CompatibilityRouterTests {
    let pad = ControllerID(1)

    func press(_ button: GamepadButton, at time: Double) -> ControllerEvent {
        ControllerEvent(controller: pad, time: time, input: .button(button, isPressed: true))
    }

    func router(_ setup: BinderSetup, binderOnly: Bool) -> InputRouter {
        var settings = InputSettings.standard
        settings.bindings = setup.bindings(from: settings.bindings, binderOnly: binderOnly)
        settings.movingThumbsticks = setup.movingThumbsticks(from: settings.movingThumbsticks, binderOnly: binderOnly)
        return InputRouter(settings: settings)
    }

    @Test("with the README's setup calls, A activates once and an app-bound X runs only the app's closure")
    func readmeScreenWithEnable() {
        var setup = BinderSetup()
        setup.setUpDirectionalInput(.init())
        setup.setUpTap(on: .a)
        setup.bindApp(.x)
        var router = router(setup, binderOnly: false)
        let token = router.bind(.button(.x))
        #expect(router.handle(press(.a, at: 0)) == [.action(.activate, controller: pad, isRepeat: false)])
        #expect(router.handle(press(.x, at: 0.1)) == [.appButton(token, isPressed: true)])
    }

    @Test("an app binding of A replaces the tap: the closure runs and focus is not activated")
    func appBindingOfA() {
        var setup = BinderSetup()
        setup.setUpTap(on: .a)
        setup.bindApp(.a)
        var router = router(setup, binderOnly: false)
        let token = router.bind(.button(.a))
        #expect(router.handle(press(.a, at: 0)) == [.appButton(token, isPressed: true)])
    }

    @Test("in binder-only mode B does nothing until the app binds it")
    func binderOnlyBack() {
        var setup = BinderSetup()
        setup.setUpDirectionalInput(.init())
        setup.setUpTap(on: .a)
        var router = router(setup, binderOnly: true)
        #expect(router.handle(press(.b, at: 0)).isEmpty)
        #expect(router.handle(press(.dpadDown, at: 0.1)) == [.action(.moveDown, controller: pad, isRepeat: false)])
    }

    @Test("an app-bound right trigger reports its value and no longer pages")
    func boundTrigger() {
        var setup = BinderSetup()
        setup.bindApp(Trigger.right)
        var router = router(setup, binderOnly: false)
        let token = router.bind(.trigger(.right))
        let pull = ControllerEvent(controller: pad, time: 0, input: .trigger(.right, value: 0.9))
        #expect(router.handle(pull) == [.appTrigger(token, value: 0.9)])
    }
}
