import Testing
@testable import GamepadKitCore

@Suite("Controller keyboard typing planner")
struct ControllerKeyboardPlannerTests {
    func replayed(_ presses: [ControllerKeyboardPress], traits: ControllerKeyboardTraits,
                  suggestions: (any ControllerKeyboardSuggestionProvider)? = nil) -> String {
        var replay = ControllerKeyboardReplay(traits: traits, suggestions: suggestions)
        replay.press(presses)
        return replay.text
    }

    @Test("\"hi\" from g: right and A for h, then up and right twice to i")
    func shortestPresses() throws {
        let traits = ControllerKeyboardTraits(autocapitalization: .none)
        let presses = try ControllerKeyboardPlanner.plan("hi", traits: traits)
        #expect(presses == [.right, .a, .up, .right, .right, .a])
    }

    @Test("a sentence start needs no shift, a capital inside one costs one L2, a space is one Y")
    func capitalsAndSpaces() throws {
        let traits = ControllerKeyboardTraits()
        #expect(try ControllerKeyboardPlanner.plan("G", traits: traits) == [.a])
        #expect(try ControllerKeyboardPlanner.plan("g", traits: traits) == [.l2, .a])
        #expect(try ControllerKeyboardPlanner.plan("Gg G", traits: traits) == [.a, .a, .y, .l2, .a])
    }

    @Test("the replay of a plan types the text, across pages, accents and punctuation", arguments: [
        "Hello, World! Meet me at 10:30 (room 4B).",
        "Café, naïve, crème brûlée? Oui.",
        "\"Quotes\" & [brackets] {braces} #tag 50% + 1 = 51; ~ok",
    ])
    func replayMatches(text: String) throws {
        let traits = ControllerKeyboardTraits()
        let presses = try ControllerKeyboardPlanner.plan(text, traits: traits)
        #expect(replayed(presses, traits: traits) == text)
    }

    @Test("an email address and a URL type on their keyboards, .com in one press")
    func emailAndURL() throws {
        let email = ControllerKeyboardTraits(keyboardType: .emailAddress, autocapitalization: .none)
        let address = try ControllerKeyboardPlanner.plan("ada_l@example.org", traits: email)
        #expect(replayed(address, traits: email) == "ada_l@example.org")
        let url = ControllerKeyboardTraits(keyboardType: .url, autocapitalization: .none)
        let site = try ControllerKeyboardPlanner.plan("a.com", traits: url)
        #expect(site == [.left, .left, .left, .left, .a, .down, .down, .right, .right, .a])
    }

    @Test("a number pad cannot type a letter: the failure names it and its place")
    func numberPadRejectsLetters() {
        let traits = ControllerKeyboardTraits(keyboardType: .numberPad)
        #expect(throws: ControllerKeyboardPlanner.Failure.cannotType("a", offset: 2)) {
            try ControllerKeyboardPlanner.plan("12a", traits: traits)
        }
        #expect(ControllerKeyboardPlanner.Failure.cannotType("a", offset: 2).description
                == "this keyboard cannot type \"a\" (character 3 of the text)")
    }

    @Test("a new line types in a text view but not in a text field")
    func newLines() throws {
        let view = ControllerKeyboardTraits(returnTypesNewline: true)
        #expect(try ControllerKeyboardPlanner.plan("G\nG", traits: view) == [.a, .menu, .a])
        #expect(throws: ControllerKeyboardPlanner.Failure.cannotType("\n", offset: 1)) {
            try ControllerKeyboardPlanner.plan("G\nG", traits: ControllerKeyboardTraits())
        }
    }

    @Test("with suggestions, R2 completes a long word and its space in one press")
    func suggestionsShortenThePlan() throws {
        let traits = ControllerKeyboardTraits(autocapitalization: .none)
        let words = ControllerKeyboardWordList(words: ["keyboard", "key"])
        let without = try ControllerKeyboardPlanner.plan("keyboard ", traits: traits)
        let with = try ControllerKeyboardPlanner.plan("keyboard ", traits: traits, suggestions: words)
        #expect(with.contains(.r2))
        #expect(with.count < without.count)
        #expect(replayed(with, traits: traits, suggestions: words) == "keyboard ")
    }
}
