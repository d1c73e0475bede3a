#if canImport(UIKit)
import UIKit

#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The field's `UITextInputTraits`, translated for the core keyboard.
@MainActor
enum ControllerKeyboardFieldTraits {
    /// The traits of `field` (a text field, a search field or a text view).
    static func traits(of field: UIResponder) -> ControllerKeyboardTraits {
        let language = inputLanguage(of: field)
        let separator = Locale.current.decimalSeparator ?? "."
        if let textField = field as? UITextField {
            return ControllerKeyboardTraits(
                keyboardType: keyboardType(textField.keyboardType),
                autocapitalization: autocapitalization(textField.autocapitalizationType),
                isSecureTextEntry: textField.isSecureTextEntry,
                returnKey: returnKey(textField.returnKeyType),
                enablesReturnKeyAutomatically: textField.enablesReturnKeyAutomatically,
                language: language, returnTypesNewline: false, decimalSeparator: separator,
                autocorrection: traitSwitch(textField.autocorrectionType), spellChecking: traitSwitch(textField.spellCheckingType),
                contentType: textField.textContentType?.rawValue)
        }
        if let textView = field as? UITextView {
            return ControllerKeyboardTraits(
                keyboardType: keyboardType(textView.keyboardType),
                autocapitalization: autocapitalization(textView.autocapitalizationType),
                isSecureTextEntry: textView.isSecureTextEntry,
                returnKey: returnKey(textView.returnKeyType),
                enablesReturnKeyAutomatically: textView.enablesReturnKeyAutomatically,
                language: language, returnTypesNewline: true, decimalSeparator: separator,
                autocorrection: traitSwitch(textView.autocorrectionType), spellChecking: traitSwitch(textView.spellCheckingType),
                contentType: textView.textContentType?.rawValue)
        }
        return ControllerKeyboardTraits(language: language, decimalSeparator: separator)
    }

    /// Gives `field` (the SDK's own text field or text view for typing in a web page,
    /// `WebFieldTyping`) the UIKit traits `traits` describes.
    static func apply(_ traits: ControllerKeyboardTraits, to field: some SettableTextInputTraits) {
        field.keyboardType = uiKeyboardType(traits.keyboardType)
        field.autocapitalizationType = uiAutocapitalization(traits.autocapitalization)
        field.autocorrectionType = uiAutocorrection(traits.autocorrection)
        field.spellCheckingType = uiSpellChecking(traits.spellChecking)
        field.isSecureTextEntry = traits.isSecureTextEntry
        field.returnKeyType = uiReturnKey(traits.returnKey)
        field.textContentType = traits.contentType.map { UITextContentType(rawValue: $0) }
    }

    private static func uiKeyboardType(_ type: ControllerKeyboardTraits.KeyboardType) -> UIKeyboardType {
        switch type {
        case .default: .default
        case .asciiCapable: .asciiCapable
        case .numbersAndPunctuation: .numbersAndPunctuation
        case .url: .URL
        case .numberPad: .numberPad
        case .phonePad: .phonePad
        case .namePhonePad: .namePhonePad
        case .emailAddress: .emailAddress
        case .decimalPad: .decimalPad
        case .twitter: .twitter
        case .webSearch: .webSearch
        case .asciiCapableNumberPad: .asciiCapableNumberPad
        }
    }

    private static func uiAutocapitalization(_ type: ControllerKeyboardTraits.Autocapitalization) -> UITextAutocapitalizationType {
        switch type {
        case .none: .none
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .allCharacters
        }
    }

    private static func uiAutocorrection(_ value: ControllerKeyboardTraits.Switch) -> UITextAutocorrectionType {
        switch value {
        case .default: .default
        case .no: .no
        case .yes: .yes
        }
    }

    private static func uiSpellChecking(_ value: ControllerKeyboardTraits.Switch) -> UITextSpellCheckingType {
        switch value {
        case .default: .default
        case .no: .no
        case .yes: .yes
        }
    }

    private static func uiReturnKey(_ key: ControllerKeyboardTraits.ReturnKey) -> UIReturnKeyType {
        switch key {
        case .default: .default
        case .go: .go
        case .google: .google
        case .join: .join
        case .next: .next
        case .route: .route
        case .search: .search
        case .send: .send
        case .yahoo: .yahoo
        case .done: .done
        case .emergencyCall: .emergencyCall
        case .continue: .continue
        }
    }

    /// The field's input language: its text input mode's primary language when it is a
    /// language (not dictation or emoji), else the user's first preferred language.
    static func inputLanguage(of field: UIResponder) -> String {
        if let primary = field.textInputMode?.primaryLanguage, primary.first?.isLetter == true,
           primary != "emoji", primary != "dictation" {
            return primary
        }
        return Locale.preferredLanguages.first ?? "en-US"
    }

    static func keyboardType(_ type: UIKeyboardType) -> ControllerKeyboardTraits.KeyboardType {
        switch type {
        case .default: .default
        case .asciiCapable: .asciiCapable
        case .numbersAndPunctuation: .numbersAndPunctuation
        case .URL: .url
        case .numberPad: .numberPad
        case .phonePad: .phonePad
        case .namePhonePad: .namePhonePad
        case .emailAddress: .emailAddress
        case .decimalPad: .decimalPad
        case .twitter: .twitter
        case .webSearch: .webSearch
        case .asciiCapableNumberPad: .asciiCapableNumberPad
        @unknown default: .default
        }
    }

    static func autocapitalization(_ type: UITextAutocapitalizationType) -> ControllerKeyboardTraits.Autocapitalization {
        switch type {
        case .none: .none
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .allCharacters
        @unknown default: .sentences
        }
    }

    static func traitSwitch(_ type: UITextAutocorrectionType) -> ControllerKeyboardTraits.Switch {
        switch type {
        case .no: .no
        case .yes: .yes
        default: .default
        }
    }

    static func traitSwitch(_ type: UITextSpellCheckingType) -> ControllerKeyboardTraits.Switch {
        switch type {
        case .no: .no
        case .yes: .yes
        default: .default
        }
    }

    static func returnKey(_ type: UIReturnKeyType) -> ControllerKeyboardTraits.ReturnKey {
        switch type {
        case .default: .default
        case .go: .go
        case .google: .google
        case .join: .join
        case .next: .next
        case .route: .route
        case .search: .search
        case .send: .send
        case .yahoo: .yahoo
        case .done: .done
        case .emergencyCall: .emergencyCall
        case .continue: .continue
        @unknown default: .default
        }
    }
}

/// The text input traits UIKit's text field and text view both let set (`UITextInputTraits`
/// declares them optional, so they cannot be set through it).
@MainActor
protocol SettableTextInputTraits: AnyObject {
    var keyboardType: UIKeyboardType { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var isSecureTextEntry: Bool { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var textContentType: UITextContentType! { get set }
}

extension UITextField: SettableTextInputTraits {}
extension UITextView: SettableTextInputTraits {}
#endif
