/// The controller keyboard's state machine: which key has focus, the page, shift, the accent
/// choices and the suggestions row. It turns ``ControllerKeyboardPress``es into
/// ``ControllerKeyboardEdit``s for the field and never touches the text itself: whoever applies
/// the edits tells it the text before the caret afterwards (``textDidChange(textBeforeCaret:hasText:)``),
/// which drives autocapitalization and the partial word the suggestions complete.
///
/// Navigation: up, down, left and right move over the keys of the page
/// (``ControllerKeyboardLayout/neighbour(of:_:)``: rows wrap left and right); up from the top
/// row reaches the suggestions row when it shows words, down from it comes back to the key it
/// was entered from. While the accents of a letter are shown, left and right choose among them
/// (wrapping), A types the chosen one, B closes them; any other press closes them and acts.
public struct ControllerKeyboard: Hashable, Sendable {
    /// What has focus.
    public enum Focus: Hashable, Sendable {
        /// A key of the layout, at its position.
        case key(ControllerKeyboardLayout.Position)
        /// The suggestion at this index of ``ControllerKeyboard/suggestions``.
        case suggestion(Int)
    }

    /// The accented forms of a letter shown while A was held on it.
    public struct AccentChoices: Hashable, Sendable {
        /// The forms, the plain letter first, with the shift state applied.
        public var choices: [String]
        /// The index of the chosen form.
        public var selected: Int
    }

    /// At most this many suggestions are shown.
    public static let suggestionLimit = 3

    /// The traits of the field being edited.
    public let traits: ControllerKeyboardTraits
    /// The keys.
    public let layout: ControllerKeyboardLayout
    /// True when the layout has a space key: only then does Y type a space (not on digit pads).
    public let typesSpace: Bool
    /// What has focus.
    public private(set) var focus: Focus
    /// The key focus returns to from the suggestions row (the focused key when a key has focus).
    public private(set) var lastKey: ControllerKeyboardLayout.Position
    /// Shift and caps lock.
    public private(set) var shift: ControllerKeyboardShift = .off
    /// The accented forms on screen, or nil.
    public private(set) var accents: AccentChoices?
    /// The words of the suggestions row (empty: the row is hidden).
    public private(set) var suggestions: [String] = []
    /// The end of the text before the caret, as last reported.
    public private(set) var textBeforeCaret: String = ""
    /// Whether the field holds any text, as last reported.
    public private(set) var hasText = false

    /// A keyboard for a field with `traits`, on `layout` (by default the one the traits ask
    /// for), focused on the layout's first key, for an empty field.
    public init(traits: ControllerKeyboardTraits, layout: ControllerKeyboardLayout? = nil) {
        self.traits = traits
        let layout = layout ?? traits.layout
        self.layout = layout
        typesSpace = layout.positions.contains { layout.key(at: $0)?.action == .space }
        focus = .key(layout.initialFocus)
        lastKey = layout.initialFocus
        shift = ControllerKeyboardShift.off.following(wantsCapital: wantsCapital)
    }

    // MARK: What is shown

    /// The page on screen.
    public var page: Int { lastKey.page }

    /// The key with focus, or nil while a suggestion has it.
    public var focusedKey: ControllerKeyboardKey? {
        guard case .key(let position) = focus else { return nil }
        return layout.key(at: position)
    }

    /// False while the field is empty and its traits ask for the return key to wait for text.
    public var isReturnEnabled: Bool {
        !traits.enablesReturnKeyAutomatically || hasText
    }

    /// The letters (and apostrophes) right before the caret: the word the suggestions complete.
    public var partialWord: String {
        String(textBeforeCaret.reversed().prefix(while: { $0.isLetter || $0 == "'" }).reversed())
    }

    /// What the key at `position` shows with the current shift state.
    public func label(of key: ControllerKeyboardKey) -> String {
        if key.isLetter, shift.isShifted { return key.label.uppercased() }
        return key.label
    }

    /// What presses that type nothing can change: focus, page, shift and the accents shown
    /// (the planner's search tells states apart by it).
    struct NavigationState: Hashable, Sendable {
        var focus: Focus
        var lastKey: ControllerKeyboardLayout.Position
        var shift: ControllerKeyboardShift
        var accents: AccentChoices?
    }

    var navigationState: NavigationState {
        NavigationState(focus: focus, lastKey: lastKey, shift: shift, accents: accents)
    }

    // MARK: What the field tells

    /// The field's text changed or the caret moved: `textBeforeCaret` is (the end of) the text
    /// before the caret. Autocapitalization follows it.
    public mutating func textDidChange(textBeforeCaret: some StringProtocol, hasText: Bool) {
        self.textBeforeCaret = String(textBeforeCaret.suffix(64))
        self.hasText = hasText
        shift = shift.following(wantsCapital: wantsCapital)
    }

    /// Shows `words` in the suggestions row (at most ``suggestionLimit``; none for fields whose
    /// traits show no suggestions). A suggestion that had focus and is gone gives focus back
    /// to the keys.
    public mutating func showSuggestions(_ words: [String]) {
        suggestions = traits.showsSuggestions ? Array(words.prefix(Self.suggestionLimit)) : []
        if case .suggestion(let index) = focus, index >= suggestions.count {
            focus = suggestions.isEmpty ? .key(lastKey) : .suggestion(suggestions.count - 1)
        }
    }

    private var wantsCapital: Bool {
        ControllerKeyboardShift.wantsCapital(before: Substring(textBeforeCaret), autocapitalization: traits.autocapitalization)
    }

    // MARK: Presses

    /// Applies one press and returns what the field should do.
    public mutating func press(_ press: ControllerKeyboardPress) -> [ControllerKeyboardEdit] {
        if var open = accents {
            switch press {
            case .left, .right:
                let count = open.choices.count
                open.selected = (open.selected + (press == .left ? count - 1 : 1)) % count
                accents = open
                return []
            case .a, .holdA:
                accents = nil
                shift = shift.afterTypingLetter()
                return [.insert(open.choices[open.selected])]
            case .b:
                accents = nil
                return []
            default:
                accents = nil
            }
        }
        switch press {
        case .up, .down, .left, .right:
            if let direction = press.direction { move(direction) }
            return []
        case .a:
            return activateFocus()
        case .holdA:
            if case .key(let position) = focus, let key = layout.key(at: position), key.isLetter, layout.offersAccents,
               case .character(let letter) = key.action, let forms = ControllerKeyboardAccents.choices(for: letter) {
                let shifted = shift.isShifted
                accents = AccentChoices(choices: forms.map { shifted ? $0.uppercased() : $0 }, selected: 1)
                return []
            }
            return activateFocus()
        case .b:
            return [.endEditing]
        case .x:
            return [.deleteBackward]
        case .y:
            return typesSpace ? [.insert(" ")] : []
        case .l1:
            return [.moveCaret(-1)]
        case .r1:
            return [.moveCaret(1)]
        case .l2:
            shift = shift.pressed()
            return []
        case .r2:
            return suggestions.isEmpty ? [] : take(suggestions[0])
        case .menu:
            return isReturnEnabled ? [.returnKey] : []
        }
    }

    private mutating func move(_ direction: MoveDirection) {
        switch focus {
        case .key(let position):
            if let next = layout.neighbour(of: position, direction) {
                focus = .key(next)
                lastKey = next
            } else if direction == .up, !suggestions.isEmpty {
                let row = layout.pages[position.page].rows[position.row]
                let width = row.reduce(0) { $0 + $1.width }
                let center = ControllerKeyboardLayout.centerTimesTwo(of: position.column, in: row)
                focus = .suggestion(min(suggestions.count - 1, center * suggestions.count / max(1, 2 * width)))
            }
        case .suggestion(let index):
            switch direction {
            case .left: focus = .suggestion((index + suggestions.count - 1) % suggestions.count)
            case .right: focus = .suggestion((index + 1) % suggestions.count)
            case .down: focus = .key(lastKey)
            case .up: break
            }
        }
    }

    private mutating func activateFocus() -> [ControllerKeyboardEdit] {
        switch focus {
        case .suggestion(let index):
            guard suggestions.indices.contains(index) else { return [] }
            return take(suggestions[index])
        case .key(let position):
            guard let key = layout.key(at: position) else { return [] }
            switch key.action {
            case .character, .text, .space:
                let text = key.typedText(isShifted: key.isLetter && shift.isShifted) ?? ""
                if key.isLetter { shift = shift.afterTypingLetter() }
                return [.insert(text)]
            case .shift:
                shift = shift.pressed()
                return []
            case .delete:
                return [.deleteBackward]
            case .returnKey:
                return isReturnEnabled ? [.returnKey] : []
            case .page(let target):
                guard layout.pages.indices.contains(target) else { return [] }
                let rows = layout.pages[position.page].rows
                let center = ControllerKeyboardLayout.centerTimesTwo(of: position.column, in: rows[position.row])
                let targetRows = layout.pages[target].rows
                let row = min(position.row, targetRows.count - 1)
                let next = ControllerKeyboardLayout.Position(
                    page: target, row: row,
                    column: ControllerKeyboardLayout.column(coveringCenterTimesTwo: center, in: targetRows[row]))
                focus = .key(next)
                lastKey = next
                return []
            }
        }
    }

    /// Completes the partial word with `word` and a space: only the missing letters are typed
    /// when the word starts with what was typed (the typed capitals stay), else the partial
    /// word is deleted and `word` typed.
    private mutating func take(_ word: String) -> [ControllerKeyboardEdit] {
        let partial = partialWord
        focus = .key(lastKey)
        if word.lowercased().hasPrefix(partial.lowercased()) {
            return [.insert(String(word.dropFirst(partial.count)) + " ")]
        }
        return Array(repeating: .deleteBackward, count: partial.count) + [.insert(word + " ")]
    }
}
