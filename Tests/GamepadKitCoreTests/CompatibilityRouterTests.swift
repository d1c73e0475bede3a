import Testing
@testable import GamepadKitCore

/// The 1.1 API and `GamepadKit.enable()` on one router, through `BinderBindings` as the runtime
/// uses it: each press does one thing, and a binder's calls end with the binder.
@Suite("1.1 bindings and the engine route each press once")
struct CompatibilityRouterTests {
    let pad = ControllerID(1)
    let screen = 1, otherScreen = 2

    func press(_ button: GamepadButton, at time: Double) -> ControllerEvent {
        ControllerEvent(controller: pad, time: time, input: .button(button, isPressed: true))
    }

    func release(_ button: GamepadButton, at time: Double) -> ControllerEvent {
        ControllerEvent(controller: pad, time: time, input: .button(button, isPressed: false))
    }

    /// The router and the binders' bookkeeping of the runtime; handlers are names.
    struct Runtime {
        var router = InputRouter()
        var bindings = BinderBindings<String>()
        var binderOnly: Bool

        init(binderOnly: Bool) {
            self.binderOnly = binderOnly
            applySettings()
        }

        mutating func applySettings() {
            router.settings = bindings.settings(from: .standard, binderOnly: binderOnly)
        }

        @discardableResult
        mutating func bind(_ binding: AppBinding, _ handler: String, binder: Int) -> BindingToken {
            defer { applySettings() }
            return bindings.bind(binding, binder: binder, handler: handler, router: &router)
        }

        mutating func setUpTap(_ button: GamepadButton, binder: Int) {
            bindings.setUpTap(on: button, binder: binder, router: &router)
            applySettings()
        }

        mutating func setUpDirectional(_ directional: BinderSetup.Directional = .init(), binder: Int) {
            bindings.setUpDirectionalInput(directional, binder: binder)
            applySettings()
        }

        mutating func release(binder: Int) {
            bindings.release(binder: binder, router: &router)
            applySettings()
        }

        /// The actions the event performs and the handlers it runs, as "action" / "handler:pressed".
        mutating func handle(_ event: ControllerEvent) -> [String] {
            let routed = router.handle(event)
            let delivered = bindings.deliveries(for: routed).map { delivery -> String in
                switch delivery.input {
                case .appButton(_, let pressed): "\(delivery.handler):\(pressed ? "down" : "up")"
                case .appTrigger(_, let value): "\(delivery.handler):\(value)"
                case .appThumbstick(_, let x, let y): "\(delivery.handler):\(x),\(y)"
                case .action: "?"
                }
            }
            let actions = routed.compactMap { input -> String? in
                if case .action(let action, _, _) = input { return "\(action)" }
                return nil
            }
            return actions + delivered
        }
    }

    @Test("with the README's setup calls, A activates once and an app-bound X runs only the app's closure")
    func readmeScreenWithEnable() {
        var runtime = Runtime(binderOnly: false)
        runtime.setUpDirectional(binder: screen)
        runtime.setUpTap(.a, binder: screen)
        runtime.bind(.button(.x), "jump", binder: screen)
        #expect(runtime.handle(press(.a, at: 0)) == ["\(GamepadAction.activate)"])
        #expect(runtime.handle(press(.x, at: 0.1)) == ["jump:down"])
        #expect(runtime.handle(release(.x, at: 0.2)) == ["jump:up"])
    }

    @Test("an app binding of A after the tap setup replaces the tap: the closure runs and focus is not activated")
    func appBindingOfA() {
        var runtime = Runtime(binderOnly: false)
        runtime.setUpTap(.a, binder: screen)
        runtime.bind(.button(.a), "fire", binder: screen)
        #expect(runtime.handle(press(.a, at: 0)) == ["fire:down"])
    }

    @Test("a tap setup after an app binding of X takes X back: X activates and the closure no longer runs")
    func tapSetupAfterAppBinding() {
        var runtime = Runtime(binderOnly: false)
        runtime.bind(.button(.x), "jump", binder: screen)
        runtime.setUpTap(.x, binder: screen)
        #expect(runtime.handle(press(.x, at: 0)) == ["\(GamepadAction.activate)"])
    }

    @Test("a second binding of the same button, from another binder, replaces the first")
    func laterBindingReplacesEarlier() {
        var runtime = Runtime(binderOnly: false)
        runtime.bind(.button(.y), "old", binder: screen)
        runtime.bind(.button(.y), "new", binder: otherScreen)
        #expect(runtime.handle(press(.y, at: 0)) == ["new:down"])
    }

    @Test("in binder-only mode B does nothing until the app binds it")
    func binderOnlyBack() {
        var runtime = Runtime(binderOnly: true)
        runtime.setUpDirectional(binder: screen)
        runtime.setUpTap(.a, binder: screen)
        #expect(runtime.handle(press(.b, at: 0)).isEmpty)
        #expect(runtime.handle(press(.dpadDown, at: 0.1)) == ["\(GamepadAction.moveDown)"])
    }

    @Test("an app-bound right trigger reports its value and no longer pages")
    func boundTrigger() {
        var runtime = Runtime(binderOnly: false)
        runtime.bind(.trigger(.right), "throttle", binder: screen)
        let pull = ControllerEvent(controller: pad, time: 0, input: .trigger(.right, value: 0.9))
        #expect(runtime.handle(pull) == ["throttle:0.9"])
    }

    @Test("when the screen that bound R2 goes away, R2 pages again and its closure no longer runs")
    func releasedBinderRestoresTrigger() {
        var runtime = Runtime(binderOnly: false)
        runtime.bind(.trigger(.right), "throttle", binder: screen)
        runtime.release(binder: screen)
        #expect(runtime.router.settings == .standard)
        let pull = ControllerEvent(controller: pad, time: 0, input: .trigger(.right, value: 0.9))
        #expect(runtime.handle(pull) == ["\(GamepadAction.pageDown)"])
    }

    @Test("releasing a binder restores the defaults it changed and keeps another live binder's calls")
    func releaseKeepsOtherBinders() {
        var runtime = Runtime(binderOnly: false)
        runtime.setUpDirectional(.init(useDpad: true, useLeftThumbstick: false, useRightThumbstick: true), binder: screen)
        runtime.bind(.button(.b), "close", binder: screen)
        runtime.bind(.button(.x), "jump", binder: otherScreen)
        runtime.release(binder: screen)
        #expect(runtime.router.settings.movingThumbsticks == [.left])
        #expect(runtime.handle(press(.b, at: 0)) == ["\(GamepadAction.back)"])
        #expect(runtime.handle(press(.x, at: 0.1)) == ["jump:down"])
        #expect(runtime.bindings.liveBinders == [otherScreen])
    }

    @Test("when the newer of two directional setups goes away, the older one applies again")
    func olderDirectionalSetupReturns() {
        var runtime = Runtime(binderOnly: false)
        runtime.setUpDirectional(.init(useDpad: false, useLeftThumbstick: true), binder: screen)
        runtime.setUpDirectional(.init(useDpad: true, useLeftThumbstick: false, useRightThumbstick: true), binder: otherScreen)
        #expect(runtime.router.settings.movingThumbsticks == [.right])
        runtime.release(binder: otherScreen)
        #expect(runtime.router.settings.movingThumbsticks == [.left])
        #expect(runtime.router.settings.bindings[.dpadUp] == GamepadAction.none)
    }

    @Test("a touchpad region binding hears the press and the release of that region, and ends with its binder")
    func touchpadRegionBinding() {
        var bindings = BinderBindings<String>()
        bindings.bindTouchpadRegion(.touchpadPrimaryUp, binder: screen, handler: "swipe")
        let down = TouchpadTransition(finger: .primary, region: .up, isPressed: true)
        let up = TouchpadTransition(finger: .primary, region: .up, isPressed: false)
        let other = TouchpadTransition(finger: .secondary, region: .up, isPressed: true)
        let delivered = bindings.deliveries(for: [down, other, up]).map { delivery -> String in
            guard case .appButton(_, let pressed) = delivery.input else { return "?" }
            return "\(delivery.handler):\(pressed)"
        }
        #expect(delivered == ["swipe:true", "swipe:false"])
        var router = InputRouter()
        bindings.release(binder: screen, router: &router)
        #expect(bindings.deliveries(for: [down]).isEmpty)
    }
}
