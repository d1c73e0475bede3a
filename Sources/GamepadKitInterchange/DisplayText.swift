import GamepadKitCore

/// Text from a file or a name shown in the tools' text output, made safe to print: control
/// characters become visible escapes, so that an id, a scene name or a file name cannot start
/// a second line (a forged `path:1:1: error:` diagnostic), move the cursor, recolour the
/// terminal or reverse the reading order of what follows.
///
/// Escaped: C0 controls (`\n`, `\r`, `\t` by name, the others as `\u{1B}`), DEL, C1 controls
/// (U+0080–U+009F), the line and paragraph separators (U+2028, U+2029) and the bidirectional
/// formatting characters (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
public enum DisplayText {
    /// Whether `scalar` is escaped when shown: the characters JSON text escapes as well
    /// (`JSONText.isEscaped(_:)` of the core).
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        JSONText.isEscaped(scalar)
    }

    /// `text` on one line: every escaped character (line breaks included) written as an escape.
    public static func escaped(_ text: some StringProtocol) -> String {
        escape(text, keepingLineBreaks: false)
    }

    /// `text` with its line breaks kept and every other escaped character written as an escape
    /// (for a whole report, whose lines were each made safe already).
    public static func escapedKeepingLineBreaks(_ text: some StringProtocol) -> String {
        escape(text, keepingLineBreaks: true)
    }

    /// `text` escaped and clipped to `maximum` characters of the original, then `…`.
    public static func shown(_ text: some StringProtocol, maximum: Int) -> String {
        var shown = ""
        var count = 0
        for character in text {
            guard count < max(0, maximum) else { return shown + "…" }
            shown += escaped(String(character))
            count += 1
        }
        return shown
    }

    /// The escape for `scalar`: `\n`, `\r`, `\t`, else `\u{…}` in upper-case hex.
    public static func escape(of scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    private static func escape(_ text: some StringProtocol, keepingLineBreaks: Bool) -> String {
        guard text.unicodeScalars.contains(where: { isEscaped($0) && !(keepingLineBreaks && $0 == "\n") }) else {
            return String(text)
        }
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if isEscaped(scalar), !(keepingLineBreaks && scalar == "\n") {
                out += escape(of: scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
