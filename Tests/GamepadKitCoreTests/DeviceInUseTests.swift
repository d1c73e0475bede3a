import Testing
@testable import GamepadKitCore

@Suite("Button symbols follow the device in use")
struct DeviceInUseTests {
    @Test("typing on the iPad's keyboard with a controller connected shows the keyboard's symbols")
    func keyboardTypedOn() {
        #expect(DeviceInUse.choose(lastInput: .keyboard, hasController: true, hasKeyboard: true) == .keyboard)
    }

    @Test("a controller's press brings its symbols back")
    func controllerPressed() {
        #expect(DeviceInUse.choose(lastInput: .controller, hasController: true, hasKeyboard: true) == .controller)
    }

    @Test("before any input a controller wins; a device that left is not chosen")
    func fallbacks() {
        #expect(DeviceInUse.choose(lastInput: .none, hasController: true, hasKeyboard: true) == .controller)
        #expect(DeviceInUse.choose(lastInput: .keyboard, hasController: true, hasKeyboard: false) == .controller)
        #expect(DeviceInUse.choose(lastInput: .controller, hasController: false, hasKeyboard: true) == .keyboard)
        #expect(DeviceInUse.choose(lastInput: .none, hasController: false, hasKeyboard: false) == nil)
    }
}
