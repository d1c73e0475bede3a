import Testing
@testable import GamepadKitCore

@Suite("Text the controller keyboard reads before the caret")
struct ControllerKeyboardContextTests {
    @Test("typing at the end of a 10,000-unit note reads only the last 64 units")
    func longDocumentReadsTail() {
        #expect(ControllerKeyboardContext.readStartOffset(caretLocation: 10_000) == -64)
    }

    @Test("near the start of the text everything before the caret is read; nothing before the start")
    func shortText() {
        #expect(ControllerKeyboardContext.readStartOffset(caretLocation: 10) == -10)
        #expect(ControllerKeyboardContext.readStartOffset(caretLocation: 0) == 0)
        #expect(ControllerKeyboardContext.readStartOffset(caretLocation: -3) == 0)
    }
}
