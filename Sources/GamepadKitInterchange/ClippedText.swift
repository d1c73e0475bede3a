/// Text from a file quoted in a message, clipped so that a huge value (a 5 MB id) cannot make a
/// huge message: at most ``maximumCharacters`` characters, then `…` and the full length. Control
/// characters are shown as escapes (``DisplayText``), so a value cannot break the message's line.
enum ClippedText {
    /// The most characters of a value a message shows.
    static let maximumCharacters = 60

    /// `text` itself when short; else its start, `…` and `(N characters)`.
    static func clipped(_ text: some StringProtocol) -> String {
        var shown = ""
        var count = 0
        for character in text {
            if count < maximumCharacters { shown += DisplayText.escaped(String(character)) }
            count += 1
            // Counting stops early for text far past the limit: the exact length of a huge value
            // is not worth a second pass over it.
            if count > 1_000_000 { return shown + "… (more than 1,000,000 characters)" }
        }
        return count <= maximumCharacters ? shown : shown + "… (\(count) characters)"
    }
}
