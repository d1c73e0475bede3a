import Foundation

/// Why Foundation could not read a property list, in words: "the data is not a property list
/// (Foundation's XML reader: encountered unknown tag strin on line 5)".
///
/// Only a file that passed ``PropertyListTextCheck`` and that Foundation still refused gets this
/// message, which no known file does; the fuzz harness treats it as a finding.
///
/// `PropertyListSerialization` tries XML first and then the OpenStep text format, and keeps the
/// reason of each (on Linux the XML one in `NSDebugDescription` and the OpenStep one in a nested
/// error). The reason shown is the one of the format the file looks like: XML when its first
/// character that is not white space is `<`, OpenStep otherwise. Words longer than
/// 60 characters in a reason (a huge tag name) are clipped.
enum PropertyListParseFailure {
    /// The nested error Foundation on Linux keeps the OpenStep parser's reason in.
    private static let openStepErrorKey = "kCFPropertyListOldStyleParsingError"

    static func message(for error: Error, data: Data) -> String {
        guard !data.isEmpty else { return "the file is empty" }
        let nsError = error as NSError
        let looksLikeXML = data.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) == UInt8(ascii: "<")
        let xmlReason = nsError.userInfo[NSDebugDescriptionErrorKey] as? String
        let openStepReason = nsError.userInfo[openStepErrorKey].flatMap(reason(ofNestedError:))
        let reason = looksLikeXML ? xmlReason : (openStepReason ?? xmlReason)
        guard let reason, !reason.isEmpty else { return "the data is not a property list" }
        return "the data is not a property list (Foundation's \(looksLikeXML ? "XML" : "OpenStep text") reader: \(clippedWords(lowercasedFirst(reason))))"
    }

    /// The reason a nested error gives. Foundation on Linux keeps it as a CoreFoundation error
    /// that does not bridge to `NSError`; its description reads
    /// `Error Domain=… Code=3840 "reason" UserInfo={…}`, and the reason is the quoted part.
    private static func reason(ofNestedError value: Any) -> String? {
        if let error = value as? NSError {
            return error.userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
        }
        let description = String(describing: value)
        guard let code = description.range(of: "Code="),
              let open = description[code.upperBound...].firstIndex(of: "\""),
              let close = description.range(of: "\" UserInfo=", range: description.index(after: open)..<description.endIndex)
        else { return nil }
        return String(description[description.index(after: open)..<close.lowerBound])
    }

    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first, first.isUppercase, text.dropFirst().first?.isUppercase != true else { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// `text` with every run of more than 60 characters without a space cut to 60 and `…`, and
    /// at most 300 characters in all.
    static func clippedWords(_ text: String) -> String {
        var shown = ""
        var run = 0
        var total = 0
        for character in text {
            if character == " " { run = 0 } else { run += 1 }
            if run == 61 { shown.append("…") }
            if run > 60 { continue }
            total += 1
            if total > 300 { return shown + "…" }
            shown.append(character)
        }
        return shown
    }
}
