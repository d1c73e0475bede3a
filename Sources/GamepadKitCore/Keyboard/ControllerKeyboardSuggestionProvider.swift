/// Where the suggestions row gets its words. On iOS the keyboard asks `UITextChecker` for
/// completions in the field's language; tools, tests and benchmarks use a
/// ``ControllerKeyboardWordList``.
public protocol ControllerKeyboardSuggestionProvider: Sendable {
    /// Completions of `partialWord` in `language` (a BCP 47 tag), most likely first.
    func completions(forPartialWord partialWord: String, language: String) -> [String]
}

/// Suggestions from a fixed list of words, most frequent first: the completions of a partial
/// word are the first listed words that start with it (ignoring case) and are longer.
public struct ControllerKeyboardWordList: ControllerKeyboardSuggestionProvider, Hashable {
    /// The words, most frequent first.
    public var words: [String]

    /// A list of `words`, most frequent first.
    public init(words: [String]) {
        self.words = words
    }

    /// The words of the list that start with `partialWord` (any case), most frequent first.
    public func completions(forPartialWord partialWord: String, language: String) -> [String] {
        guard !partialWord.isEmpty else { return [] }
        let prefix = partialWord.lowercased()
        var result: [String] = []
        for word in words where word.count > partialWord.count && word.lowercased().hasPrefix(prefix) {
            result.append(word)
            if result.count == ControllerKeyboard.suggestionLimit { break }
        }
        return result
    }
}
