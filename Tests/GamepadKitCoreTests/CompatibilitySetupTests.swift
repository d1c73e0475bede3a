import Testing
@testable import GamepadKitCore

@Suite("1.1 setup calls on the engine")
struct CompatibilitySetupTests {
    let base: [GamepadButton: GamepadAction] = [
        .dpadUp: .moveUp, .dpadDown: .moveDown, .dpadLeft: .moveLeft, .dpadRight: .moveRight,
        .keyUp: .moveUp, .keyDown: .moveDown, .keyLeft: .moveLeft, .keyRight: .moveRight,
        .a: .activate, .keyReturn: .activate, .b: .back,
        .leftShoulder: .previousTab, .rightShoulder: .nextTab,
        .leftTrigger: .pageUp, .rightTrigger: .pageDown,
    ]

    @Test("with enable(), the README's calls keep the bindings; the directional setup's 1.1 defaults move with the D-pad only")
    func readmeCallsWithEnable() {
        var setup = BinderSetup()
        setup.setUpDirectionalInput(.init())
        setup.setUpTap(on: .a)
        #expect(setup.bindings(from: base, binderOnly: false) == base)
        #expect(setup.movingThumbsticks(from: [.left], binderOnly: false).isEmpty)
        setup.setUpDirectionalInput(.init(useLeftThumbstick: true))
        #expect(setup.movingThumbsticks(from: [.left], binderOnly: false) == [.left])
    }

    @Test("the directional setup chooses the moving sticks; without it the configuration's stay")
    func directionalChoosesSticks() {
        var setup = BinderSetup()
        #expect(setup.movingThumbsticks(from: [.left], binderOnly: false) == [.left])
        setup.setUpDirectionalInput(.init(useDpad: true, useLeftThumbstick: false, useRightThumbstick: true))
        #expect(setup.movingThumbsticks(from: [.left], binderOnly: false) == [.right])
    }

    @Test("useDpad false unbinds the D-pad's moves but keeps the arrow keys and other D-pad bindings")
    func dpadOff() {
        var setup = BinderSetup()
        setup.setUpDirectionalInput(.init(useDpad: false))
        var custom = base
        custom[.dpadLeft] = .previousTab
        let bindings = setup.bindings(from: custom, binderOnly: false)
        #expect(bindings[.dpadUp] == GamepadAction.none)
        #expect(bindings[.dpadLeft] == .previousTab)
        #expect(bindings[.keyUp] == .moveUp)
    }

    @Test("a tap setup on X makes X activate, and A keeps activating")
    func tapOnX() {
        var setup = BinderSetup()
        setup.setUpTap(on: .x)
        let bindings = setup.bindings(from: base, binderOnly: false)
        #expect(bindings[.x] == .activate)
        #expect(bindings[.a] == .activate)
    }

    @Test("between a tap setup and an app binding of the same button, the later call wins")
    func laterCallWins() {
        var setup = BinderSetup()
        let result1 = setup.bindApp(.x)
        #expect(!result1)
        let result2 = setup.setUpTap(on: .x)
        #expect(result2)
        #expect(setup.tapButtons == [.x])
        #expect(setup.appButtons.isEmpty)
        let result3 = setup.bindApp(.x)
        #expect(result3)
        #expect(setup.tapButtons.isEmpty)
        #expect(setup.appButtons == [.x])
    }

    @Test("an app-bound trigger no longer pages, so a pull reaches the app only")
    func triggerBinding() {
        var setup = BinderSetup()
        setup.bindApp(Trigger.right)
        let bindings = setup.bindings(from: base, binderOnly: false)
        #expect(bindings[.rightTrigger] == GamepadAction.none)
        #expect(bindings[.leftTrigger] == .pageUp)
    }

    @Test("binder-only mode does nothing until the setup calls, then exactly what they asked for")
    func binderOnly() {
        var setup = BinderSetup()
        #expect(setup.bindings(from: base, binderOnly: true).isEmpty)
        #expect(setup.movingThumbsticks(from: [.left], binderOnly: true).isEmpty)
        setup.setUpDirectionalInput(.init())
        setup.setUpTap(on: .a)
        #expect(setup.bindings(from: base, binderOnly: true) == [
            .dpadUp: .moveUp, .dpadDown: .moveDown, .dpadLeft: .moveLeft, .dpadRight: .moveRight,
            .keyUp: .moveUp, .keyDown: .moveDown, .keyLeft: .moveLeft, .keyRight: .moveRight,
            .a: .activate, .keyReturn: .activate,
        ])
        #expect(setup.movingThumbsticks(from: [], binderOnly: true).isEmpty)
    }
}

@Suite("Waking focus")
struct CompatibilityWakeTests {
    func wakes(_ input: ControllerEvent.Input) -> Bool {
        FocusWakePolicy.wakes(input, deadzone: 0.35, triggerPress: 0.5)
    }

    @Test("any button or key going down wakes focus; a release does not")
    func buttons() {
        #expect(wakes(.button(.x, isPressed: true)))
        #expect(wakes(.button(.keyDown, isPressed: true)))
        #expect(wakes(.button(.menu, isPressed: true)))
        #expect(!wakes(.button(.x, isPressed: false)))
    }

    @Test("a stick wakes focus only out of its deadzone, a trigger only at its press threshold")
    func analog() {
        #expect(!wakes(.thumbstick(.left, x: 0.2, y: 0.2)))
        #expect(wakes(.thumbstick(.right, x: 0.3, y: 0.3)))
        #expect(!wakes(.thumbstick(.left, x: .nan, y: 1)))
        #expect(!wakes(.trigger(.left, value: 0.49)))
        #expect(wakes(.trigger(.left, value: 0.5)))
    }

    @Test("a finger resting on the touchpad does not wake focus")
    func touchpad() {
        #expect(!wakes(.touchpad(x: 0.9, y: 0.9)))
        #expect(!wakes(.touchpadLifted))
    }
}
