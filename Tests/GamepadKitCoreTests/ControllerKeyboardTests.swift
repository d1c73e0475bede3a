import Testing
@testable import GamepadKitCore

@Suite("Controller keyboard")
struct ControllerKeyboardTests {
    let lowerCase = ControllerKeyboardTraits(autocapitalization: .none)

    @Test("A types the focused key; a sentence start is shifted by itself, and the next letter is not")
    func typingAndSentenceShift() {
        var replay = ControllerKeyboardReplay(traits: ControllerKeyboardTraits())
        #expect(replay.keyboard.shift == .automatic)
        replay.press([.a, .a])
        #expect(replay.text == "Gg")
        replay.press([.down, .right, .right, .right, .right, .a, .y])
        #expect(replay.text == "Gg. ")
        #expect(replay.keyboard.shift == .automatic)
    }

    @Test("L2 shifts one letter, twice locks capitals, a third time turns shift off")
    func shiftAndCapsLock() {
        var replay = ControllerKeyboardReplay(traits: lowerCase)
        replay.press([.l2, .a, .a])
        #expect(replay.text == "Gg")
        replay.press([.l2, .l2, .a, .a])
        #expect(replay.keyboard.shift == .capsLock)
        replay.press([.l2, .a])
        #expect(replay.text == "GgGGg")
        #expect(replay.keyboard.shift == .off)
    }

    @Test("L2 at a sentence start cancels the automatic capital")
    func shiftCancelsAutomaticCapital() {
        var replay = ControllerKeyboardReplay(traits: ControllerKeyboardTraits())
        replay.press([.l2, .a])
        #expect(replay.text == "g")
    }

    @Test("autocapitalization: words after every space, all characters always, none never")
    func autocapitalizationKinds() {
        #expect(ControllerKeyboardShift.wantsCapital(before: "hello ", autocapitalization: .words))
        #expect(!ControllerKeyboardShift.wantsCapital(before: "hello ", autocapitalization: .sentences))
        #expect(ControllerKeyboardShift.wantsCapital(before: "Hi!  ", autocapitalization: .sentences))
        #expect(ControllerKeyboardShift.wantsCapital(before: "Hi\n", autocapitalization: .sentences))
        #expect(!ControllerKeyboardShift.wantsCapital(before: "Hi.", autocapitalization: .sentences))
        #expect(ControllerKeyboardShift.wantsCapital(before: "abc", autocapitalization: .allCharacters))
        #expect(!ControllerKeyboardShift.wantsCapital(before: "", autocapitalization: .none))
    }

    @Test("L1 and R1 move the caret; A then types at the caret and X deletes before it")
    func caretMoves() {
        var replay = ControllerKeyboardReplay(traits: lowerCase, text: "ac")
        replay.press(.l1)
        #expect(replay.caret == 1)
        replay.press(.a)
        #expect(replay.text == "agc")
        replay.press([.r1, .r1, .r1])
        #expect(replay.caret == 3)
        replay.press([.l1, .l1, .x])
        #expect(replay.text == "gc")
        #expect(replay.caret == 0)
        replay.press(.x)
        #expect(replay.text == "gc")
    }

    @Test("holding A on e offers é first; right goes on to è, left back to e and round to ę, B closes without typing")
    func accents() {
        var replay = ControllerKeyboardReplay(traits: lowerCase)
        replay.press([.up, .left, .left, .holdA])
        #expect(replay.keyboard.accents?.choices.prefix(3) == ["e", "é", "è"])
        replay.press(.b)
        #expect(replay.keyboard.accents == nil)
        #expect(replay.text == "")
        replay.press([.holdA, .a, .holdA, .right, .a, .holdA, .left, .a, .holdA, .left, .left, .a])
        #expect(replay.text == "éèeę")
    }

    @Test("accents follow shift, and an ASCII-capable keyboard types the plain letter on a long press")
    func accentsShiftedAndAscii() {
        var replay = ControllerKeyboardReplay(traits: ControllerKeyboardTraits())
        replay.press([.up, .left, .left, .holdA, .a])
        #expect(replay.text == "É")
        var ascii = ControllerKeyboardReplay(traits: ControllerKeyboardTraits(keyboardType: .asciiCapable, autocapitalization: .none))
        ascii.press([.up, .left, .left, .holdA])
        #expect(ascii.text == "e")
    }

    @Test("Y types a space (not on a digit pad), Menu is return, B ends editing and keeps the text")
    func buttons() {
        var replay = ControllerKeyboardReplay(traits: lowerCase)
        replay.press([.a, .y, .menu, .b])
        #expect(replay.text == "g ")
        #expect(replay.returnCount == 1)
        #expect(replay.didEndEditing)
        var view = ControllerKeyboardReplay(traits: ControllerKeyboardTraits(autocapitalization: .none, returnTypesNewline: true))
        view.press([.a, .menu, .a])
        #expect(view.text == "g\ng")
        var digits = ControllerKeyboardReplay(traits: ControllerKeyboardTraits(keyboardType: .numberPad))
        digits.press([.a, .y, .a])
        #expect(digits.text == "55")
    }

    @Test("a return key that waits for text does nothing in an empty field")
    func returnWaitsForText() {
        var replay = ControllerKeyboardReplay(traits: ControllerKeyboardTraits(enablesReturnKeyAutomatically: true))
        #expect(!replay.keyboard.isReturnEnabled)
        replay.press(.menu)
        #expect(replay.returnCount == 0)
        replay.press([.a, .menu])
        #expect(replay.returnCount == 1)
    }

    @Test("the 123 key shows the numbers with the ABC key focused under it, and ABC comes back")
    func pages() {
        var replay = ControllerKeyboardReplay(traits: lowerCase)
        replay.press([.down, .down, .left, .left, .a])
        #expect(replay.keyboard.page == 1)
        #expect(replay.keyboard.focusedKey?.label == "ABC")
        replay.press([.up, .up, .up, .a])
        #expect(replay.text == "2")
        replay.press([.down, .down, .down, .a])
        #expect(replay.keyboard.page == 0)
    }

    @Test("up from the top row reaches the suggestions; A takes the focused one, R2 the first, down comes back")
    func suggestions() {
        let words = ControllerKeyboardWordList(words: ["help", "hello", "helmet", "helium"])
        var replay = ControllerKeyboardReplay(traits: lowerCase, text: "hel", suggestions: words)
        #expect(replay.keyboard.suggestions == ["help", "hello", "helmet"])
        replay.press([.up, .up])
        #expect(replay.keyboard.focus == .suggestion(1))
        replay.press([.down])
        #expect(replay.keyboard.focus == .key(ControllerKeyboardLayout.Position(page: 0, row: 0, column: 4)))
        replay.press([.up, .right, .a])
        #expect(replay.text == "helmet ")
        #expect(replay.keyboard.suggestions.isEmpty)
        var second = ControllerKeyboardReplay(traits: lowerCase, text: "Hel", suggestions: words)
        second.press(.r2)
        #expect(second.text == "Help ")
    }

    @Test("a secure field shows no suggestions, so R2 does nothing")
    func secureFieldsHaveNoSuggestions() {
        let words = ControllerKeyboardWordList(words: ["password"])
        var replay = ControllerKeyboardReplay(traits: ControllerKeyboardTraits(isSecureTextEntry: true), text: "pass", suggestions: words)
        #expect(replay.keyboard.suggestions.isEmpty)
        replay.press([.r2, .up])
        #expect(replay.text == "pass")
        #expect(replay.keyboard.focus == .key(ControllerKeyboardLayout.Position(page: 0, row: 0, column: 4)))
    }
}
