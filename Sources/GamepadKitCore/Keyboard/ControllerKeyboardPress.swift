/// One press on the controller keyboard, named after the button that makes it. The raw values
/// are the names `gamepadkit type` prints.
public enum ControllerKeyboardPress: String, CaseIterable, Hashable, Sendable, Codable {
    /// D-pad or left stick.
    case up, down, left, right
    /// A: types the focused key (or takes the focused suggestion or accent).
    case a
    /// A held: on a letter with accented forms, shows them; elsewhere, as A.
    case holdA
    /// B: closes the accents, or ends editing and keeps the text.
    case b
    /// X: deletes the character before the caret.
    case x
    /// Y: types a space.
    case y
    /// L1 / R1: move the caret left / right.
    case l1, r1
    /// L2 or a stick click: shift (twice: caps lock).
    case l2
    /// R2: takes the first suggestion.
    case r2
    /// Menu / Start: the return key.
    case menu

    /// The move direction of the four moves.
    public var direction: MoveDirection? {
        switch self {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        default: nil
        }
    }
}

/// What the keyboard asks the text field to do; the iOS layer performs each through the
/// field's `UITextInput`, as typed keys are.
public enum ControllerKeyboardEdit: Hashable, Sendable {
    /// `insertText(_:)`.
    case insert(String)
    /// `deleteBackward()`.
    case deleteBackward
    /// Moves the caret by this many characters (negative: left).
    case moveCaret(Int)
    /// The return key: the field's return action (`insertText("\n")` on a text field runs
    /// `textFieldShouldReturn`; a text view gets a new line).
    case returnKey
    /// Ends editing; the text stays.
    case endEditing
}
