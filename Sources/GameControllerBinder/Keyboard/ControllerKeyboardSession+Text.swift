#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The text side of the controller keyboard: edits go into the field through `UITextInput`, as
/// typed keys do, and the suggestions come from `UITextChecker`.
extension ControllerKeyboardSession {
    /// Applies one edit of the keyboard as the system keyboard would: the field's delegate is
    /// asked first, with the selection's range in UTF-16 units (`ControllerKeyboardEditAdmission`),
    /// and a refused edit is skipped.
    func apply(_ edit: ControllerKeyboardEdit, to field: UIResponder & UITextInput) {
        let kind: ControllerKeyboardEditAdmission.Field = field is UITextView ? .textView : .textField
        let (selection, before) = Self.selection(of: field)
        let plan = ControllerKeyboardEditAdmission.plan(for: edit, in: kind, selection: selection, textBeforeSelection: before)
        var answer: Bool?
        switch plan.question {
        case .shouldChange(let range, let replacement)?:
            answer = Self.delegateAllowsChange(of: field, in: NSRange(location: range.location, length: range.length),
                                               replacement: replacement)
        case .shouldReturn?:
            if let textField = field as? UITextField {
                answer = textField.delegate?.textFieldShouldReturn?(textField) ?? true
            }
        case nil:
            break
        }
        let steps = plan.steps(answer: answer)
        if steps.isEmpty, plan.question != nil {
            logger.debug("The field's delegate refused an edit of the controller keyboard")
        }
        for step in steps {
            perform(step, on: field)
        }
    }

    private func perform(_ step: ControllerKeyboardEditAdmission.Step, on field: UIResponder & UITextInput) {
        switch step {
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
        case .sendReturnActions:
            guard let textField = field as? UITextField else { return }
            let window = textField.window
            textField.sendActions(for: .editingDidEndOnExit)
            // A form whose return key moves on to the next field (becomeFirstResponder in
            // textFieldShouldReturn) keeps typing with the controller there; a field wired to
            // "Did End On Exit" loses its keyboard, as with UIKit's Return.
            let next = window.flatMap { TextInputState.firstResponder(in: $0) }
            let anotherField = next.map { $0 !== textField } ?? false
            switch ControllerKeyboardReturn.followUp(endOnExitHasTargets: textField.allControlEvents.contains(.editingDidEndOnExit),
                                                     fieldIsFirstResponder: textField.isFirstResponder,
                                                     anotherFieldIsFirstResponder: anotherField) {
            case .adoptNextField:
                if let next { adopt(next) }
            case .resignField:
                _ = textField.resignFirstResponder()
            case .nothing:
                break
            }
        case .endEditing:
            _ = field.resignFirstResponder()
        }
    }

    /// The selected range in UTF-16 units (`UITextInput` offsets count them, as `NSRange` does)
    /// and up to `ControllerKeyboardContext.unitsBeforeCaret` units of text before it.
    private static func selection(of field: UIResponder & UITextInput) -> (ControllerKeyboardEditAdmission.TextRange, String) {
        guard let selected = field.selectedTextRange else {
            return (ControllerKeyboardEditAdmission.TextRange(location: 0, length: 0), "")
        }
        let location = field.offset(from: field.beginningOfDocument, to: selected.start)
        let length = field.offset(from: selected.start, to: selected.end)
        var before = ""
        if let start = field.position(from: selected.start, offset: ControllerKeyboardContext.readStartOffset(caretLocation: location)),
           let range = field.textRange(from: start, to: selected.start) {
            before = field.text(in: range) ?? ""
        }
        return (ControllerKeyboardEditAdmission.TextRange(location: location, length: length), before)
    }

    /// The delegate's answer to the change of `range` into `replacement`: a text field's
    /// `textField(_:shouldChangeCharactersIn…)`, a text view's `textView(_:shouldChangeTextIn…)`
    /// (on iOS 26 the ranges form where the delegate implements it, as UIKit asks), true when it
    /// implements neither.
    private static func delegateAllowsChange(of field: UIResponder, in range: NSRange, replacement: String) -> Bool {
        let rangesAvailable: Bool
        if #available(iOS 26.0, *) { rangesAvailable = true } else { rangesAvailable = false }
        switch field {
        case let textField as UITextField:
            guard let delegate = textField.delegate else { return true }
            let form = ControllerKeyboardEditAdmission.changeQuestionForm(
                systemHasRanges: rangesAvailable, implementsRanges: delegate.responds(to: textFieldRangesQuestion),
                implementsSingleRange: delegate.responds(to: #selector(UITextFieldDelegate.textField(_:shouldChangeCharactersIn:replacementString:))))
            switch form {
            case .ranges:
                return askRanges(delegate, textFieldRangesQuestion, textField, range, replacement)
            case .singleRange:
                return delegate.textField?(textField, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
            case .notAsked:
                return true
            }
        case let textView as UITextView:
            guard let delegate = textView.delegate else { return true }
            let form = ControllerKeyboardEditAdmission.changeQuestionForm(
                systemHasRanges: rangesAvailable, implementsRanges: delegate.responds(to: textViewRangesQuestion),
                implementsSingleRange: delegate.responds(to: #selector(UITextViewDelegate.textView(_:shouldChangeTextIn:replacementText:))))
            switch form {
            case .ranges:
                return askRanges(delegate, textViewRangesQuestion, textView, range, replacement)
            case .singleRange:
                return delegate.textView?(textView, shouldChangeTextIn: range, replacementText: replacement) ?? true
            case .notAsked:
                return true
            }
        default:
            return true
        }
    }

    /// iOS 26's `textField(_:shouldChangeCharactersInRanges:replacementString:)` and
    /// `textView(_:shouldChangeTextInRanges:replacementText:)`, named by selector so that the
    /// code builds with the SDKs that predate them.
    private static let textFieldRangesQuestion = NSSelectorFromString("textField:shouldChangeCharactersInRanges:replacementString:")
    private static let textViewRangesQuestion = NSSelectorFromString("textView:shouldChangeTextInRanges:replacementText:")

    private typealias RangesQuestion = @convention(c) (AnyObject, Selector, AnyObject, NSArray, NSString) -> Bool

    /// Asks the ranges form `selector` of `delegate` (which responds to it) with the one range.
    private static func askRanges(_ delegate: NSObjectProtocol, _ selector: Selector, _ input: UIView,
                                  _ range: NSRange, _ replacement: String) -> Bool {
        guard let object = delegate as? NSObject, let method = object.method(for: selector) else { return true }
        let question = unsafeBitCast(method, to: RangesQuestion.self)
        return question(object, selector, input, [NSValue(range: range)] as NSArray, replacement as NSString)
    }

    /// Tells the keyboard the text before the caret, and refreshes the suggestions. Only the last
    /// `ControllerKeyboardContext.unitsBeforeCaret` UTF-16 units are read and checked, however
    /// long the document.
    func textChanged() {
        guard var current = keyboard, let field else { return }
        let (_, before) = Self.selection(of: field)
        current.textDidChange(textBeforeCaret: before, hasText: field.hasText)
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
