/// The accented forms holding A on a letter offers, in the order they are shown (the letter
/// itself first). Lower case; the keyboard applies shift.
public enum ControllerKeyboardAccents {
    /// The forms for Latin letters.
    public static let latin: [Character: [String]] = [
        "a": ["à", "á", "â", "ä", "æ", "ã", "å", "ā"],
        "c": ["ç", "ć", "č"],
        "e": ["é", "è", "ê", "ë", "ē", "ė", "ę"],
        "i": ["î", "ï", "í", "ī", "į", "ì"],
        "l": ["ł"],
        "n": ["ñ", "ń"],
        "o": ["ô", "ö", "ò", "ó", "œ", "ø", "ō", "õ"],
        "s": ["ß", "ś", "š"],
        "u": ["û", "ü", "ù", "ú", "ū"],
        "y": ["ÿ"],
        "z": ["ž", "ź", "ż"],
    ]

    /// The choices for the letter `letter`, the letter first, or nil when it has none.
    public static func choices(for letter: Character) -> [String]? {
        guard let accents = latin[letter] else { return nil }
        return [String(letter)] + accents
    }
}
