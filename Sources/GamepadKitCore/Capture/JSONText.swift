/// JSON string literals and numbers as the layout JSON writer (`LayoutJSONWriter`, used by the
/// SDK's capture and by the tools) and the tools' other JSON output write them.
public enum JSONText {
    /// Whether `scalar` is written as an escape: the C0 controls, DEL, the C1 controls
    /// (U+0080–U+009F), the line and paragraph separators (U+2028, U+2029) and the bidirectional
    /// formatting characters (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). Text holding
    /// them, shown in a terminal, could start a line, move the cursor or reverse the reading order
    /// of what follows; the tools escape the same characters in their text output.
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` as a JSON string literal, quotes included: `"`, `\` and every escaped character
    /// (`isEscaped(_:)`) are escaped (`\n`, `\r`, `\t` by name, the others as `\u` and four hex
    /// digits); everything else is written as it is (JSON text is UTF-8). The string read back is
    /// `text` either way.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isEscaped(scalar):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `value` as a JSON number that reads back to the same `Double`: a whole number without a
    /// fraction (`12`, not `12.0`), others in Swift's shortest round-tripping form; `null` for a
    /// value JSON cannot hold (infinity, NaN), so that a reader names the value at fault.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
