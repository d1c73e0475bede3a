import Testing
@testable import GamepadKitCore

@Suite("Controller keyboard layouts")
struct ControllerKeyboardLayoutTests {
    typealias Position = ControllerKeyboardLayout.Position
    let qwerty = ControllerKeyboardTraits().layout

    func labels(_ layout: ControllerKeyboardLayout, page: Int = 0) -> [String] {
        layout.pages[page].rows.map { $0.map(\.label).joined(separator: " ") }
    }

    func label(_ layout: ControllerKeyboardLayout, _ position: Position?) -> String? {
        position.flatMap { layout.key(at: $0)?.label }
    }

    @Test("the default keyboard is QWERTY with punctuation filling the rows and a bottom row of wide keys")
    func defaultLetters() {
        #expect(labels(qwerty) == [
            "q w e r t y u i o p",
            "a s d f g h j k l '",
            "z x c v b n m , . ?",
            "123 shift space delete return",
        ])
        #expect(label(qwerty, qwerty.initialFocus) == "g")
        #expect(qwerty.pages.map(\.name) == ["letters", "numbers", "symbols"])
        #expect(labels(qwerty, page: 1)[0] == "1 2 3 4 5 6 7 8 9 0")
    }

    @Test("left from a wraps to the end of its row, right from p wraps to q")
    func rowsWrap() {
        let a = Position(page: 0, row: 1, column: 0), p = Position(page: 0, row: 0, column: 9)
        #expect(label(qwerty, qwerty.neighbour(of: a, .left)) == "'")
        #expect(label(qwerty, qwerty.neighbour(of: p, .right)) == "q")
    }

    @Test("down from g reaches b and then the space key under it; up from space lands on n above its centre")
    func verticalMovesFollowTheCentre() {
        let g = qwerty.initialFocus
        let b = qwerty.neighbour(of: g, .down)
        #expect(label(qwerty, b) == "b")
        let space = b.flatMap { qwerty.neighbour(of: $0, .down) }
        #expect(label(qwerty, space) == "space")
        #expect(label(qwerty, space.flatMap { qwerty.neighbour(of: $0, .up) }) == "n")
        #expect(space.flatMap { qwerty.neighbour(of: $0, .down) } == nil)
        #expect(qwerty.neighbour(of: Position(page: 0, row: 0, column: 3), .up) == nil)
    }

    @Test("French fields get AZERTY, German fields QWERTZ, Canadian French stays on QWERTY")
    func languagesPickTheArrangement() {
        #expect(labels(ControllerKeyboardTraits(language: "fr-FR").layout)[0] == "a z e r t y u i o p")
        #expect(labels(ControllerKeyboardTraits(language: "fr-FR").layout)[1] == "q s d f g h j k l m")
        #expect(labels(ControllerKeyboardTraits(language: "de_CH").layout)[0] == "q w e r t z u i o p")
        #expect(labels(ControllerKeyboardTraits(language: "de-DE").layout)[2] == "y x c v b n m , . ?")
        #expect(labels(ControllerKeyboardTraits(language: "fr-CA").layout)[0] == "q w e r t y u i o p")
        #expect(labels(ControllerKeyboardTraits(language: "").layout)[0] == "q w e r t y u i o p")
    }

    @Test("an email field's keys hold @ and . next to the letters and in the bottom row")
    func emailLayout() {
        let email = ControllerKeyboardTraits(keyboardType: .emailAddress).layout
        #expect(labels(email) == [
            "q w e r t y u i o p",
            "a s d f g h j k l _",
            "z x c v b n m @ . -",
            "123 shift @ . delete return",
        ])
        #expect(!email.offersAccents)
    }

    @Test("a URL field's keys hold / and . and a .com key")
    func urlLayout() {
        let url = ControllerKeyboardTraits(keyboardType: .url).layout
        #expect(labels(url)[2] == "z x c v b n m / . -")
        #expect(labels(url)[3] == "123 shift .com delete return")
        #expect(url.pages[0].rows[3][2].action == .text(".com"))
    }

    @Test("number, decimal and phone pads are digit grids focused on 5")
    func digitGrids() {
        let number = ControllerKeyboardTraits(keyboardType: .numberPad).layout
        #expect(labels(number) == ["1 2 3", "4 5 6", "7 8 9", "0 delete"])
        #expect(label(number, number.initialFocus) == "5")
        #expect(number.pages.count == 1)
        let decimal = ControllerKeyboardTraits(keyboardType: .decimalPad, decimalSeparator: ",").layout
        #expect(labels(decimal)[3] == ", 0 delete")
        let phone = ControllerKeyboardTraits(keyboardType: .phonePad).layout
        #expect(labels(phone)[3...] == ["* 0 #", "+ delete"])
    }

    @Test("the return key shows the field's return key type, ASCII-capable keyboards offer no accents, numbers and punctuation opens on the numbers")
    func traitsShapeTheLayout() {
        let next = ControllerKeyboardTraits(returnKey: .next).layout
        #expect(labels(next)[3] == "123 shift space delete Next")
        #expect(ControllerKeyboardTraits(keyboardType: .asciiCapable).layout.offersAccents == false)
        #expect(qwerty.offersAccents)
        let numbers = ControllerKeyboardTraits(keyboardType: .numbersAndPunctuation).layout
        #expect(numbers.pages.map(\.name) == ["numbers", "letters", "symbols"])
        #expect(numbers.pages[0].rows[3][0].action == .page(1))
        #expect(numbers.pages[1].rows[3][0].action == .page(0))
    }

    @Test("suggestions show for ordinary text, never for secure fields, email, URL or digit grids")
    func suggestionsFollowTheTraits() {
        #expect(ControllerKeyboardTraits().showsSuggestions)
        #expect(!ControllerKeyboardTraits(isSecureTextEntry: true).showsSuggestions)
        #expect(!ControllerKeyboardTraits(keyboardType: .emailAddress).showsSuggestions)
        #expect(!ControllerKeyboardTraits(keyboardType: .phonePad).showsSuggestions)
    }

    @Test("a field that turns autocorrection or spell checking off, or asks for a code, a user name or a password, shows no suggestions")
    func suggestionsTurnedOffByTheField() {
        #expect(!ControllerKeyboardTraits(autocorrection: .no).showsSuggestions)
        #expect(!ControllerKeyboardTraits(spellChecking: .no).showsSuggestions)
        #expect(ControllerKeyboardTraits(autocorrection: .yes, spellChecking: .default).showsSuggestions)
        for type in ["one-time-code", "username", "password", "new-password"] {
            #expect(!ControllerKeyboardTraits(contentType: type).showsSuggestions, "\(type)")
        }
        #expect(ControllerKeyboardTraits(contentType: "name").showsSuggestions)
        var keyboard = ControllerKeyboard(traits: ControllerKeyboardTraits(contentType: "one-time-code"))
        keyboard.showSuggestions(["hello"])
        #expect(keyboard.suggestions.isEmpty)
    }

    @Test("a layout without keys still has a space key to focus, and a focus outside the keys moves to the first key")
    func malformedLayouts() {
        let empty = ControllerKeyboardLayout(name: "empty", pages: [], initialFocus: Position(page: 3, row: 0, column: 0))
        #expect(empty.key(at: empty.initialFocus)?.action == .space)
        let outside = ControllerKeyboardLayout(name: "x", pages: [.init(name: "p", rows: [[.character("x")]])],
                                               initialFocus: Position(page: 0, row: 5, column: 5))
        #expect(outside.initialFocus == Position(page: 0, row: 0, column: 0))
    }
}
