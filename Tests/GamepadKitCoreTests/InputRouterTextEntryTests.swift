import Testing
@testable import GamepadKitCore

@Suite("InputRouter: text entry and disconnecting everything")
struct InputRouterTextEntryTests {
    typealias E = InputEvents

    static let keysTheTextFieldOwns: [GamepadButton] = [.keyUp, .keyDown, .keyLeft, .keyRight, .keyReturn, .keySpace, .keyTab]

    @Test("while a text field is edited, arrows, Return, Space and Tab do nothing and do not repeat")
    func keysIgnoredWhileEditing() {
        var router = InputRouter()
        router.isTextEntryActive = true
        for (index, key) in Self.keysTheTextFieldOwns.enumerated() {
            let time = Double(index)
            #expect(router.handle(E.press(key, at: time)) == [])
            #expect(router.nextDeadline == nil)
            #expect(router.handle(E.release(key, at: time + 0.5)) == [])
        }
    }

    @Test("Escape still goes back while a text field is edited, so the keyboard can leave it")
    func escapeStillRoutes() {
        var router = InputRouter()
        router.isTextEntryActive = true
        #expect(router.handle(E.press(.keyEscape, at: 0)) == [E.action(.back)])
        #expect(router.handle(E.release(.keyEscape, at: 0.1)) == [])
        #expect(router.handle(E.press(.keyEscape, at: 0.2)) == [E.action(.back)])
    }

    @Test("gamepad buttons and sticks work as usual while a text field is edited")
    func gamepadUnaffected() {
        var router = InputRouter()
        router.isTextEntryActive = true
        #expect(router.handle(E.press(.b, at: 0)) == [E.action(.back)])
        #expect(router.handle(E.press(.dpadDown, at: 0)) == [E.action(.moveDown)])
        #expect(router.advance(to: 0.4) == [E.action(.moveDown, isRepeat: true)])
        #expect(router.handle(E.release(.dpadDown, at: 0.45)) == [])
        #expect(router.handle(E.stick(x: 1, y: 0, at: 1)) == [E.action(.moveRight)])
    }

    @Test("an arrow held when editing begins stops repeating, and its release frees the next press after editing")
    func keyHeldWhenEditingBegins() {
        var router = InputRouter()
        #expect(router.handle(E.press(.keyDown, at: 0)) == [E.action(.moveDown)])
        #expect(router.advance(to: 0.4) == [E.action(.moveDown, isRepeat: true)])
        router.isTextEntryActive = true
        #expect(router.nextDeadline == nil)
        #expect(router.advance(to: 2) == [])
        #expect(router.handle(E.release(.keyDown, at: 2.1)) == [])
        router.isTextEntryActive = false
        #expect(router.handle(E.press(.keyDown, at: 3)) == [E.action(.moveDown)])
        #expect(router.nextDeadline == 3 + 0.4)
    }

    @Test("a key pressed during editing and released after it leaves nothing held behind")
    func keyPressedDuringEditingReleasedAfter() {
        var router = InputRouter()
        router.isTextEntryActive = true
        #expect(router.handle(E.press(.keyReturn, at: 0)) == [])
        router.isTextEntryActive = false
        #expect(router.handle(E.release(.keyReturn, at: 0.2)) == [])
        #expect(router.handle(E.press(.keyReturn, at: 0.3)) == [E.action(.activate)])
    }

    @Test("an app-bound key held when editing begins still gets its release")
    func boundKeyReleasedDuringEditing() {
        var router = InputRouter()
        let token = router.bind(.button(.keySpace))
        #expect(router.handle(E.press(.keySpace, at: 0)) == [.appButton(token, isPressed: true)])
        router.isTextEntryActive = true
        #expect(router.handle(E.release(.keySpace, at: 0.5)) == [.appButton(token, isPressed: false)])
        #expect(router.handle(E.press(.keySpace, at: 0.6)) == [])
    }

    @Test("a gamepad direction held when editing begins keeps repeating")
    func gamepadRepeatSurvivesEditing() {
        var router = InputRouter()
        _ = router.handle(E.press(.dpadUp, at: 0))
        router.isTextEntryActive = true
        #expect(router.nextDeadline == 0.4)
        #expect(router.advance(to: 0.4) == [E.action(.moveUp, isRepeat: true)])
    }

    @Test("the keyboard keys are exactly the eight key buttons")
    func keyboardKeys() {
        #expect(GamepadButton.allCases.filter(\.isKeyboardKey) == [.keyUp, .keyDown, .keyLeft, .keyRight, .keyReturn, .keyEscape, .keySpace, .keyTab])
    }

    @Test("a trigger's button and a trigger button's trigger are each other's inverse")
    func triggerButtons() {
        #expect(Trigger.left.button == .leftTrigger)
        #expect(Trigger.right.button == .rightTrigger)
        #expect(Trigger.allCases.map(\.button.trigger) == [.left, .right])
        #expect(GamepadButton.allCases.filter { $0.trigger != nil } == [.leftTrigger, .rightTrigger])
    }

    @Test("disconnecting everything ends every controller's bound inputs in controller id order, after the due repeats")
    func disconnectAll() {
        var router = InputRouter()
        let shoulder = router.bind(.button(.rightShoulder))
        let stick = router.bind(.thumbstick(.right))
        let trigger = router.bind(.trigger(.left))
        let keyboard = ControllerID(0)
        _ = router.handle(E.press(.dpadLeft, at: 0, on: E.otherPad))
        _ = router.handle(E.press(.rightShoulder, at: 0.1, on: E.otherPad))
        _ = router.handle(E.stick(.right, x: 0.5, y: -0.25, at: 0.1, on: E.pad))
        _ = router.handle(E.trigger(.left, 0.75, at: 0.2, on: E.pad))
        _ = router.handle(E.press(.keyDown, at: 0.3, on: keyboard))
        #expect(router.disconnectAll(at: 0.45) == [
            E.action(.moveLeft, on: E.otherPad, isRepeat: true),   // due at 0.4
            .appThumbstick(stick, x: 0, y: 0),                     // controller 1
            .appTrigger(trigger, value: 0),
            .appButton(shoulder, isPressed: false),                // controller 2
        ])
        #expect(router.nextDeadline == nil)
        #expect(router.advance(to: 5) == [])
        // Late releases from the gone controllers do nothing; a new press starts afresh.
        #expect(router.handle(E.release(.rightShoulder, at: 5, on: E.otherPad)) == [])
        #expect(router.handle(E.press(.keyDown, at: 5, on: keyboard)) == [E.action(.moveDown, on: keyboard)])
    }

    @Test("disconnecting everything when nothing is connected returns nothing")
    func disconnectAllWhenEmpty() {
        var router = InputRouter()
        #expect(router.disconnectAll(at: 1) == [])
    }
}
