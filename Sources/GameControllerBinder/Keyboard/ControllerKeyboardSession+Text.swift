#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The text side of the controller keyboard: edits go into the field through `UITextInput`, as
/// typed keys do, and the suggestions come from `UITextChecker`.
extension ControllerKeyboardSession {
    func apply(_ edit: ControllerKeyboardEdit, to field: UIResponder & UITextInput) {
        switch edit {
        case .insert(let text):
            field.insertText(text)
        case .deleteBackward:
            field.deleteBackward()
        case .moveCaret(let offset):
            guard let selection = field.selectedTextRange,
                  let position = field.position(from: offset < 0 ? selection.start : selection.end, offset: offset),
                  let range = field.textRange(from: position, to: position) else { return }
            field.selectedTextRange = range
            textChanged()
        case .returnKey:
            if let textField = field as? UITextField {
                let window = textField.window
                if textField.delegate?.textFieldShouldReturn?(textField) ?? true {
                    textField.sendActions(for: .editingDidEndOnExit)
                }
                // A form whose return key moves on to the next field (becomeFirstResponder in
                // textFieldShouldReturn) keeps typing with the controller there.
                if let window, let next = TextInputState.firstResponder(in: window), next !== textField {
                    adopt(next)
                }
            } else {
                field.insertText("\n")
            }
        case .endEditing:
            _ = field.resignFirstResponder()
        }
    }

    /// Tells the keyboard the text before the caret, and refreshes the suggestions.
    func textChanged() {
        guard var current = keyboard, let field else { return }
        var before = ""
        if let selection = field.selectedTextRange,
           let range = field.textRange(from: field.beginningOfDocument, to: selection.start) {
            before = field.text(in: range) ?? ""
        }
        current.textDidChange(textBeforeCaret: before.suffix(64), hasText: field.hasText)
        current.showSuggestions(current.traits.showsSuggestions ? completions(of: current.partialWord, in: before, language: current.traits.language) : [])
        keyboard = current
        view.show(current)
    }

    /// `UITextChecker`'s completions of the word `partial` that ends `text`, in the checker
    /// language closest to `language`.
    private func completions(of partial: String, in text: String, language: String) -> [String] {
        guard !partial.isEmpty, let checkerLanguage = Self.checkerLanguage(for: language) else { return [] }
        let length = (text as NSString).length
        let partialLength = (partial as NSString).length
        guard partialLength <= length else { return [] }
        let range = NSRange(location: length - partialLength, length: partialLength)
        return textChecker.completions(forPartialWordRange: range, in: text, language: checkerLanguage) ?? []
    }

    /// The language of `UITextChecker.availableLanguages` for a BCP 47 tag: the same tag
    /// (written with `_`), else the same language code.
    static func checkerLanguage(for language: String) -> String? {
        let available = UITextChecker.availableLanguages
        let wanted = language.replacingOccurrences(of: "-", with: "_")
        if available.contains(wanted) { return wanted }
        let code = wanted.split(separator: "_").first.map(String.init) ?? wanted
        return available.first { $0 == code || $0.hasPrefix(code + "_") }
    }
}
#endif
