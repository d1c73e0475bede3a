/// A controller keyboard with a text of its own: it applies the keyboard's edits to the text
/// the way a text field does (insert at the caret, delete before it, move the caret, return),
/// reports the new text to the keyboard and refreshes the suggestions. The planner, the
/// `gamepadkit type` tool and the tests type through it.
public struct ControllerKeyboardReplay: Sendable {
    /// The keyboard.
    public private(set) var keyboard: ControllerKeyboard
    /// The text, as characters.
    public private(set) var characters: [Character]
    /// The caret, as a character offset into ``characters``.
    public private(set) var caret: Int
    /// How many times the return key was pressed on a field where it does not type a new line.
    public private(set) var returnCount = 0
    /// True once B ended editing.
    public private(set) var didEndEditing = false
    /// The suggestions' source, or nil for none.
    public let suggestionProvider: (any ControllerKeyboardSuggestionProvider)?

    /// A replay of a field with `traits` holding `text`, the caret at its end.
    public init(traits: ControllerKeyboardTraits, text: String = "", suggestions: (any ControllerKeyboardSuggestionProvider)? = nil) {
        keyboard = ControllerKeyboard(traits: traits)
        characters = Array(text)
        caret = characters.count
        suggestionProvider = suggestions
        textChanged()
    }

    /// The text typed so far.
    public var text: String { String(characters) }

    /// Applies `press` and the edits it makes; returns those edits.
    @discardableResult
    public mutating func press(_ press: ControllerKeyboardPress) -> [ControllerKeyboardEdit] {
        let edits = keyboard.press(press)
        for edit in edits { apply(edit) }
        if !edits.isEmpty { textChanged() }
        return edits
    }

    /// Applies every press of `presses` in order.
    public mutating func press(_ presses: [ControllerKeyboardPress]) {
        for item in presses { press(item) }
    }

    private mutating func apply(_ edit: ControllerKeyboardEdit) {
        switch edit {
        case .insert(let text):
            characters.insert(contentsOf: Array(text), at: caret)
            caret += text.count
        case .deleteBackward:
            guard caret > 0 else { return }
            characters.remove(at: caret - 1)
            caret -= 1
        case .moveCaret(let offset):
            caret = min(max(0, caret + offset), characters.count)
        case .returnKey:
            if keyboard.traits.returnTypesNewline {
                characters.insert("\n", at: caret)
                caret += 1
            } else {
                returnCount += 1
            }
        case .endEditing:
            didEndEditing = true
        }
    }

    private mutating func textChanged() {
        let before = String(characters[max(0, caret - 64)..<caret])
        keyboard.textDidChange(textBeforeCaret: before, hasText: !characters.isEmpty)
        if let provider = suggestionProvider, keyboard.traits.showsSuggestions {
            keyboard.showSuggestions(provider.completions(forPartialWord: keyboard.partialWord, language: keyboard.traits.language))
        } else {
            keyboard.showSuggestions([])
        }
    }
}
