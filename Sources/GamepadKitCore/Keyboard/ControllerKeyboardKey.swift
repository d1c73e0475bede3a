/// One key of a ``ControllerKeyboardLayout``: what it does, what it shows and how wide it is.
public struct ControllerKeyboardKey: Hashable, Sendable {
    /// What pressing A on a key does.
    public enum Action: Hashable, Sendable {
        /// Types a character; a letter is typed in capitals while shift or caps lock is on.
        case character(Character)
        /// Types a fixed text, whatever the shift state (".com").
        case text(String)
        /// Shift (pressed twice: caps lock), like L2 or a stick click.
        case shift
        /// Deletes the character before the caret, like X.
        case delete
        /// Types a space, like Y.
        case space
        /// The return key (labelled by the field's return key type), like Menu / Start.
        case returnKey
        /// Shows another page of the same layout (letters, numbers, symbols).
        case page(Int)
    }

    /// What the key does.
    public var action: Action
    /// What the key shows (for character keys, the lower-case form; shift changes it on screen).
    public var label: String
    /// Width in grid units (a letter key is 1); rows are laid out left to right from unit 0.
    public var width: Int

    /// Creates a key.
    public init(_ action: Action, label: String, width: Int = 1) {
        self.action = action
        self.label = label
        self.width = max(1, width)
    }

    /// A key that types `character`, labelled with it.
    public static func character(_ character: Character) -> ControllerKeyboardKey {
        ControllerKeyboardKey(.character(character), label: String(character))
    }

    /// The character the key types with the shift state `isShifted`, for character keys.
    public func typedText(isShifted: Bool) -> String? {
        switch action {
        case .character(let character):
            return isShifted ? String(character).uppercased() : String(character)
        case .text(let text):
            return text
        case .space:
            return " "
        default:
            return nil
        }
    }

    /// True for a key that types a letter (shift changes it; holding A may offer accents).
    public var isLetter: Bool {
        if case .character(let character) = action { return character.isLetter }
        return false
    }
}
