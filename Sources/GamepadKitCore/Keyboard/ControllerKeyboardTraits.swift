/// The text traits of the field being edited that choose and shape the controller keyboard,
/// mirroring `UITextInputTraits` (the iOS layer copies them from the field).
public struct ControllerKeyboardTraits: Hashable, Sendable {
    /// The kind of keyboard the field asks for (`UIKeyboardType`).
    public enum KeyboardType: String, CaseIterable, Hashable, Sendable {
        /// UIKit's `UIKeyboardType` of the same name.
        case `default`, asciiCapable, numbersAndPunctuation, url, numberPad, phonePad, namePhonePad
        /// UIKit's `UIKeyboardType` of the same name.
        case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    }

    /// When shift turns on by itself (`UITextAutocapitalizationType`).
    public enum Autocapitalization: String, CaseIterable, Hashable, Sendable {
        /// UIKit's `UITextAutocapitalizationType` of the same name.
        case none, words, sentences, allCharacters
    }

    /// What the return key says (`UIReturnKeyType`).
    public enum ReturnKey: String, CaseIterable, Hashable, Sendable {
        /// UIKit's `UIReturnKeyType` of the same name; it labels the return key.
        case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`

        /// The label the return key shows.
        public var label: String {
            switch self {
            case .default: "return"
            case .go: "Go"
            case .google: "Google"
            case .join: "Join"
            case .next: "Next"
            case .route: "Route"
            case .search: "Search"
            case .send: "Send"
            case .yahoo: "Yahoo"
            case .done: "Done"
            case .emergencyCall: "Emergency Call"
            case .continue: "Continue"
            }
        }
    }

    /// A trait the field turns on, off, or leaves to the system (`UITextAutocorrectionType`,
    /// `UITextSpellCheckingType`).
    public enum Switch: String, CaseIterable, Hashable, Sendable {
        /// UIKit's `.default`, `.no` and `.yes`.
        case `default`, no, yes
    }

    /// The `textContentType` values of fields where suggestions would offer words for a code,
    /// a user name or a password (`UITextContentType`'s raw values).
    public static let contentTypesWithoutSuggestions: Set<String> = ["one-time-code", "username", "password", "new-password"]

    /// The field's `keyboardType`: which layout the keyboard shows.
    public var keyboardType: KeyboardType
    /// The field's `autocapitalizationType`: when shift turns on by itself.
    public var autocapitalization: Autocapitalization
    /// A password field: no suggestions.
    public var isSecureTextEntry: Bool
    /// The field's `returnKeyType`: the return key's label.
    public var returnKey: ReturnKey
    /// The return key is disabled while the field is empty.
    public var enablesReturnKeyAutomatically: Bool
    /// The field's input language as a BCP 47 tag ("en-US", "fr-FR", "de-CH"); it picks QWERTY,
    /// AZERTY or QWERTZ and the suggestions' language.
    public var language: String
    /// True for a text view, where the return key types a new line.
    public var returnTypesNewline: Bool
    /// The decimal separator of the decimal pad ("." or ",").
    public var decimalSeparator: String
    /// The field's `autocorrectionType`: `.no` turns the suggestions off.
    public var autocorrection: Switch
    /// The field's `spellCheckingType`: `.no` turns the suggestions off.
    public var spellChecking: Switch
    /// The field's `textContentType` raw value, nil when it has none.
    public var contentType: String?

    /// Creates traits; the defaults are those of a new `UITextField`.
    public init(keyboardType: KeyboardType = .default, autocapitalization: Autocapitalization = .sentences,
                isSecureTextEntry: Bool = false, returnKey: ReturnKey = .default,
                enablesReturnKeyAutomatically: Bool = false, language: String = "en-US",
                returnTypesNewline: Bool = false, decimalSeparator: String = ".",
                autocorrection: Switch = .default, spellChecking: Switch = .default, contentType: String? = nil) {
        self.keyboardType = keyboardType
        self.autocapitalization = autocapitalization
        self.isSecureTextEntry = isSecureTextEntry
        self.returnKey = returnKey
        self.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
        self.language = language
        self.returnTypesNewline = returnTypesNewline
        self.decimalSeparator = decimalSeparator
        self.autocorrection = autocorrection
        self.spellChecking = spellChecking
        self.contentType = contentType
    }

    /// True when the keyboard shows a suggestions row: never for secure fields, digit grids,
    /// fields that turn autocorrection or spell checking off, or fields for a one-time code, a
    /// user name or a password.
    public var showsSuggestions: Bool {
        guard !isSecureTextEntry, autocorrection != .no, spellChecking != .no else { return false }
        if let contentType, Self.contentTypesWithoutSuggestions.contains(contentType) { return false }
        switch keyboardType {
        case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad, .emailAddress, .url: return false
        default: return true
        }
    }

    /// The layout these traits ask for.
    public var layout: ControllerKeyboardLayout {
        ControllerKeyboardLayout.layout(for: self)
    }
}
