/// JSON string literals, shared by the layout JSON writer and the tools' JSON output.
public enum JSONString {
    /// `text` as a JSON string literal, quotes included: `"`, `\` and control characters are
    /// escaped, and so are DEL, the C1 controls, the line separators and the bidirectional
    /// formatting characters (``DisplayText/isEscaped(_:)``), so that JSON shown in a terminal
    /// cannot move the cursor or reorder text; everything else is written as it is (JSON text is
    /// UTF-8). The string read back is the same either way.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where DisplayText.isEscaped(scalar):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
