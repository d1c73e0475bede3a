import GamepadKitCore

/// JSON string literals for the tools' JSON output, written as the layout JSON writer writes them.
public enum JSONString {
    /// `text` as a JSON string literal, quotes included: `"`, `\` and control characters are
    /// escaped, and so are DEL, the C1 controls, the line separators and the bidirectional
    /// formatting characters (``DisplayText/isEscaped(_:)``), so that JSON shown in a terminal
    /// cannot move the cursor or reorder text; everything else is written as it is (JSON text is
    /// UTF-8). The string read back is the same either way. The same as `JSONText.quoted(_:)` of
    /// the core, which the layout JSON writer uses.
    public static func quoted(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
