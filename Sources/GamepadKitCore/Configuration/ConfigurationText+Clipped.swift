extension ConfigurationText {
    /// The most characters of a key or a value from a file a message or a key path shows.
    static let maximumShownCharacters = 60

    /// `text` itself when short, else its first 60 characters and `…`, so that a 4 MB key makes
    /// neither a 4 MB message nor a 4 MB key path. Stops reading `text` after 61 characters.
    static func clipped(_ text: String) -> String {
        var shown = ""
        for (count, character) in text.enumerated() {
            guard count < maximumShownCharacters else { return shown + "…" }
            shown.append(character)
        }
        return shown
    }
}
