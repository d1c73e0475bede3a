/// The shift state of the controller keyboard.
///
/// - L2, a stick click or the shift key turns shift on for the next letter; pressed again
///   while on, it locks capitals (caps lock); pressed again, it turns off.
/// - Shift that the field's autocapitalization turned on (a sentence start) turns off with one
///   press: the user wants a small letter there.
/// - Typing a letter turns a one-letter shift off; caps lock stays until shift is pressed.
public enum ControllerKeyboardShift: String, Hashable, Sendable, CaseIterable {
    /// Lower case.
    case off
    /// On for the next letter because the user pressed shift.
    case once
    /// On for the next letter because of the field's autocapitalization.
    case automatic
    /// Every letter in capitals until shift is pressed again.
    case capsLock

    /// True when the next letter is typed in capitals.
    public var isShifted: Bool { self != .off }

    /// The state after a press of shift.
    public func pressed() -> ControllerKeyboardShift {
        switch self {
        case .off: .once
        case .once: .capsLock
        case .automatic, .capsLock: .off
        }
    }

    /// The state after a letter is typed.
    public func afterTypingLetter() -> ControllerKeyboardShift {
        self == .capsLock ? .capsLock : .off
    }

    /// The state once the text before the caret is known: `wantsCapital` comes from
    /// ``ControllerKeyboardShift/wantsCapital(before:autocapitalization:)``. Caps lock and a
    /// shift the user pressed stay.
    public func following(wantsCapital: Bool) -> ControllerKeyboardShift {
        switch self {
        case .capsLock, .once: self
        case .off, .automatic: wantsCapital ? .automatic : .off
        }
    }

    /// True when `autocapitalization` asks for a capital after `textBeforeCaret`: at the start,
    /// and for sentences after a sentence end (". ", "! ", "? ") or a new line, for words after
    /// any white space, always for all characters.
    public static func wantsCapital(before textBeforeCaret: Substring, autocapitalization: ControllerKeyboardTraits.Autocapitalization) -> Bool {
        switch autocapitalization {
        case .none:
            return false
        case .allCharacters:
            return true
        case .words:
            guard let last = textBeforeCaret.last else { return true }
            return last.isWhitespace
        case .sentences:
            guard let last = textBeforeCaret.last else { return true }
            if last.isNewline { return true }
            guard last.isWhitespace else { return false }
            // What ends the text before its trailing spaces: nothing (only spaces), a new
            // line or a sentence end asks for a capital.
            guard let end = textBeforeCaret.last(where: { !$0.isWhitespace || $0.isNewline }) else { return true }
            return end.isNewline || ".!?".contains(end)
        }
    }
}
