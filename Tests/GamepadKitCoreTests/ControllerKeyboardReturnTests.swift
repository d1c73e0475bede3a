import Testing
@testable import GamepadKitCore

@Suite("Return of the controller keyboard in a text field")
struct ControllerKeyboardReturnTests {
    @Test("a login form wired to Did End On Exit loses the keyboard on Return, as with UIKit's own Return")
    func endOnExitResigns() {
        #expect(ControllerKeyboardReturn.followUp(endOnExitHasTargets: true, fieldIsFirstResponder: true,
                                                  anotherFieldIsFirstResponder: false) == .resignField)
    }

    @Test("a field without end-on-exit targets keeps its keyboard; one the app resigned is left alone")
    func noTargetKeepsKeyboard() {
        #expect(ControllerKeyboardReturn.followUp(endOnExitHasTargets: false, fieldIsFirstResponder: true,
                                                  anotherFieldIsFirstResponder: false) == .nothing)
        #expect(ControllerKeyboardReturn.followUp(endOnExitHasTargets: true, fieldIsFirstResponder: false,
                                                  anotherFieldIsFirstResponder: false) == .nothing)
    }

    @Test("a form whose Return moves to the next field keeps typing there, not resigning it")
    func nextFieldAdopted() {
        #expect(ControllerKeyboardReturn.followUp(endOnExitHasTargets: true, fieldIsFirstResponder: false,
                                                  anotherFieldIsFirstResponder: true) == .adoptNextField)
    }
}
