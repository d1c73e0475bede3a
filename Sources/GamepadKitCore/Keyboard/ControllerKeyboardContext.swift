/// How much text before the caret the controller keyboard reads: its shift and suggestion
/// rules and `UITextChecker`'s completions need only the current word and a little before it,
/// so typing costs the same in a long document as in an empty one.
public enum ControllerKeyboardContext {
    /// The UTF-16 units before the caret that are read (`UITextInput` offsets count them).
    public static let unitsBeforeCaret = 64

    /// The offset from the caret back to where the read starts, for a caret `caretLocation`
    /// UTF-16 units from the start of the document (negative or zero).
    public static func readStartOffset(caretLocation: Int) -> Int {
        -min(max(caretLocation, 0), unitsBeforeCaret)
    }
}
