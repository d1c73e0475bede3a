import GamepadKitInterchange

/// Text made safe for XML content and attribute values.
enum XMLText {
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // Control characters other than tab, newline and return are not allowed in XML 1.0.
                if scalar.value < 0x20, scalar != "\t", scalar != "\n", scalar != "\r" {
                    out += " "
                } else if scalar.value >= 0x7F, DisplayText.isEscaped(scalar) {
                    // DEL, C1 controls, line and paragraph separators and bidirectional overrides
                    // are shown as escapes, as in the text reports: a label cannot reverse or
                    // break the map's text.
                    out += DisplayText.escape(of: scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
