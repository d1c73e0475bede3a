import Foundation

/// Typing into a web field with the controller (or the system) keyboard.
///
/// A page's field cannot take the controller keyboard: its first responder is WebKit's own view,
/// and a field focused by script gets no keyboard without a finger's tap. So when A starts text
/// entry on a web field, the iOS layer puts a text field of the SDK's own over it (a text view
/// for a text area or a contenteditable element), with the traits the page asked for
/// (`traits(for:language:decimalSeparator:)`), and makes it first responder: the controller
/// keyboard types there as in any native field, or the system keyboard does. Each change is
/// copied into the page (`WebPageScript.setTextCall(key:text:edit:)`) with an `input` event
/// that says what changed (`edit(from:to:)`); the page's answer, after its own handlers ran,
/// may correct the text (`WebTypingMirror`). When typing ends the page gets `change` and the
/// field loses focus, as when a finger dismisses the keyboard.
public enum WebTyping {
    /// The traits of the SDK's field for a web field with `facts`: its keyboard from `inputmode`
    /// (first) or the input's `type`, capitals from `autocapitalize`, suggestions from Safari's
    /// `autocorrect` and `spellcheck`, the return key from `enterkeyhint` or what return does
    /// (`returnAction(for:)`), and the content type from `autocomplete`. Email, URL and password
    /// fields get no capitals and no corrections unless the page asks for them, as in Safari.
    public static func traits(for facts: WebFieldFacts, language: String = "en-US", decimalSeparator: String = ".") -> ControllerKeyboardTraits {
        let plainText = ["email", "url", "password"].contains(facts.type)
        return ControllerKeyboardTraits(keyboardType: keyboardType(for: facts),
                                        autocapitalization: autocapitalization(facts.autocapitalize, plainText: plainText),
                                        isSecureTextEntry: facts.type == "password",
                                        returnKey: returnKey(for: facts),
                                        language: language, returnTypesNewline: facts.isMultiline,
                                        decimalSeparator: decimalSeparator,
                                        autocorrection: onOff(facts.autocorrect, default: plainText ? .no : .default),
                                        spellChecking: onOff(facts.spellcheck, default: plainText ? .no : .default),
                                        contentType: contentType(forAutocomplete: facts.autocomplete))
    }

    /// The keyboard for `facts`: `inputmode` when it names one, else by the input's type.
    public static func keyboardType(for facts: WebFieldFacts) -> ControllerKeyboardTraits.KeyboardType {
        switch facts.inputMode {
        case "decimal": return .decimalPad
        case "numeric": return .numberPad
        case "tel": return .phonePad
        case "email": return .emailAddress
        case "url": return .url
        case "search": return .webSearch
        case "text": return .default
        default: break
        }
        switch facts.type {
        case "email": return .emailAddress
        case "url": return .url
        case "tel": return .phonePad
        case "number": return .numbersAndPunctuation
        case "search": return .webSearch
        default: return .default
        }
    }

    private static func autocapitalization(_ attribute: String, plainText: Bool) -> ControllerKeyboardTraits.Autocapitalization {
        switch attribute {
        case "off", "none": .none
        case "on", "sentences": .sentences
        case "words": .words
        case "characters": .allCharacters
        default: plainText ? .none : .sentences
        }
    }

    private static func onOff(_ attribute: String, default fallback: ControllerKeyboardTraits.Switch) -> ControllerKeyboardTraits.Switch {
        switch attribute {
        case "off", "false": .no
        case "on", "true": .yes
        default: fallback
        }
    }

    private static func returnKey(for facts: WebFieldFacts) -> ControllerKeyboardTraits.ReturnKey {
        switch facts.enterKeyHint {
        case "done": return .done
        case "go": return .go
        case "next": return .next
        case "search": return .search
        case "send": return .send
        case "enter", "previous": return .default
        default: break
        }
        if facts.isMultiline { return .default }
        if facts.type == "search" || facts.inputMode == "search" { return .search }
        if case .submit = returnAction(for: facts) { return .go }
        return .default
    }

    /// The `UITextContentType` raw value for an `autocomplete` attribute (its last token, after
    /// `section-…`, `shipping` or `billing`), nil when UIKit has none for it (UIKit's names are the
    /// HTML tokens). Credentials (`username`, `current-password`, `new-password`) get none: on
    /// the SDK's own field, AutoFill would offer and save the app's passwords, not the site's.
    public static func contentType(forAutocomplete autocomplete: String) -> String? {
        guard let token = autocomplete.split(separator: " ").last.map(String.init) else { return nil }
        return knownContentTypes.contains(token) ? token : nil
    }

    private static let knownContentTypes: Set<String> = [
        "name", "honorific-prefix", "given-name", "additional-name", "family-name", "honorific-suffix", "nickname",
        "organization-title", "organization", "street-address", "address-line1", "address-line2", "address-level1",
        "address-level2", "address-level3", "address-level4", "country-name", "postal-code", "tel", "email", "url",
        "one-time-code", "cc-number", "cc-name", "cc-exp", "cc-csc", "bday",
    ]

    /// True when the SDK types in a field of its own for `facts`: text inputs and text areas. A
    /// contenteditable element (whose editor keeps its own model and formatting, which setting
    /// its text would wipe) and a field with `inputmode="none"` (the page shows its own keypad)
    /// are only focused, as a tap focuses them: a hardware keyboard or the page's keypad types.
    /// So is a field whose value was too long to read whole (``WebFieldFacts/isValueCut``).
    public static func typesThroughOwnField(_ facts: WebFieldFacts) -> Bool {
        (facts.tag == "input" || facts.tag == "textarea") && facts.inputMode != "none" && !facts.isValueCut
    }

    /// What the return key does in a web field.
    public enum ReturnAction: Hashable, Sendable {
        /// A new line (a text area, a contenteditable element): the SDK's text view types it.
        case newline
        /// The page gets the Enter key's events and, unless it cancels the key, its form is
        /// submitted as the HTML implicit submission says: through its default button (`true`,
        /// a click on it) or the form itself (`false`); typing ends when the page answers that
        /// it submitted.
        case submit(throughDefaultButton: Bool)
        /// The page gets the Enter key's events only (no form, or a form implicit submission
        /// does not submit); typing goes on, as in Safari.
        case keysOnly
    }

    /// The return key's action for a field with `facts` (HTML's implicit submission: a form
    /// with an enabled default button is submitted through it; one with a disabled default
    /// button is not; one without is submitted when the field is its only blocking field).
    public static func returnAction(for facts: WebFieldFacts) -> ReturnAction {
        if facts.isMultiline { return .newline }
        guard facts.tag == "input", let form = facts.form else { return .keysOnly }
        switch form.defaultButton {
        case .enabled: return .submit(throughDefaultButton: true)
        case .disabled: return .keysOnly
        case .none: return form.blockingFieldCount <= 1 ? .submit(throughDefaultButton: false) : .keysOnly
        }
    }

    /// True when `text` fits the field's `maxlength` (counted in UTF-16 code units, as the page
    /// counts), or the field has none. A change that makes the text longer than the limit is
    /// refused, as Safari refuses a keystroke past it; one that shortens it is always taken.
    public static func admits(_ text: String, replacing old: String, maxLength: Int?) -> Bool {
        guard let maxLength else { return true }
        let length = text.utf16.count
        return length <= maxLength || length <= old.utf16.count
    }

    /// What becomes of a keystroke in the SDK's own field (its delegate's question), before the
    /// field applies it.
    public enum FieldEdit: Hashable, Sendable {
        /// The field applies the edit itself, as usual.
        case fieldApplies
        /// Refused: the text would grow past the page's `maxlength`.
        case refused
        /// The SDK applies `text` (the whole new text) itself and refuses the field's own edit: a
        /// secure field empties itself on the first key typed after it regains focus, which would
        /// send the page a password of one character.
        case appliedBySDK(text: String)
    }

    /// What becomes of replacing the UTF-16 range at `location` of `length` in `old` (the field's
    /// text) with `replacement`: see `FieldEdit`. An edit while marked text is being composed
    /// (an input method's candidate), or with a range outside the text, is the field's own.
    public static func fieldEdit(_ old: String, replacingUTF16At location: Int, length: Int, with replacement: String,
                                 maxLength: Int?, isSecure: Bool, isComposing: Bool) -> FieldEdit {
        guard !isComposing, location >= 0, length >= 0 else { return .fieldApplies }
        let utf16 = old.utf16
        guard location <= utf16.count, length <= utf16.count - location,
              let start = utf16.index(utf16.startIndex, offsetBy: location).samePosition(in: old.unicodeScalars),
              let end = utf16.index(utf16.startIndex, offsetBy: location + length).samePosition(in: old.unicodeScalars)
        else { return .fieldApplies }
        var scalars = old.unicodeScalars
        scalars.replaceSubrange(start..<end, with: replacement.unicodeScalars)
        let new = String(scalars)
        guard admits(new, replacing: old, maxLength: maxLength) else { return .refused }
        return isSecure ? .appliedBySDK(text: new) : .fieldApplies
    }

    /// How typing ended, which decides whether the page's field is blurred.
    public enum Ending: Hashable, Sendable {
        /// The SDK ended it (B, a submitted form, `GamepadKit.disable()`, typing somewhere else).
        case bySDK
        /// Something else ended it: a finger's tap in the page or elsewhere, another responder.
        case elsewhere

        /// The SDK ending typing blurs the page's field, as the keyboard's dismissal does; typing
        /// that ended otherwise leaves the page's focus to what the finger did (a tap on the
        /// page's field keeps it focused, with WebKit's own keyboard).
        public var blursPageField: Bool { self == .bySDK }
    }

    /// What an edit from `old` to `new` did, as the `input` event tells it (`inputType`, `data`):
    /// `insertText` with the inserted text, `deleteContentBackward`, or
    /// `insertReplacementText` (a suggestion, a paste over a selection); nil when nothing changed.
    public static func edit(from old: String, to new: String) -> WebTextEdit? {
        guard old != new else { return nil }
        let oldScalars = Array(old.unicodeScalars), newScalars = Array(new.unicodeScalars)
        var prefix = 0
        while prefix < oldScalars.count, prefix < newScalars.count, oldScalars[prefix] == newScalars[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < oldScalars.count - prefix, suffix < newScalars.count - prefix,
              oldScalars[oldScalars.count - 1 - suffix] == newScalars[newScalars.count - 1 - suffix] { suffix += 1 }
        let removed = oldScalars.count - prefix - suffix
        var inserted = String.UnicodeScalarView()
        inserted.append(contentsOf: newScalars[prefix..<(newScalars.count - suffix)])
        if removed == 0 { return WebTextEdit(inputType: "insertText", data: String(inserted)) }
        if inserted.isEmpty { return WebTextEdit(inputType: "deleteContentBackward", data: nil) }
        return WebTextEdit(inputType: "insertReplacementText", data: String(inserted))
    }
}

/// An `input` event's description of an edit.
public struct WebTextEdit: Hashable, Sendable {
    /// `InputEvent.inputType`.
    public var inputType: String
    /// `InputEvent.data`: the inserted text, nil for a deletion.
    public var data: String?

    /// An edit with these values.
    public init(inputType: String, data: String?) {
        self.inputType = inputType
        self.data = data
    }
}

/// Keeps the SDK's field and the page's field in step while typing.
///
/// Each change of the SDK's field is sent with a number (`send(_:)`); the page answers with its
/// value once its own `input` handlers ran (a handler may reformat the text, a controlled
/// component may refuse it). That value is put back into the SDK's field only when it answers the
/// latest change and differs from it: answers to older changes are not, so typing ahead of the
/// page never loses keys.
public struct WebTypingMirror: Hashable, Sendable {
    /// The text last sent to the page.
    public private(set) var sentText: String
    /// The number of the last change sent.
    public private(set) var lastSent = 0

    /// The page's field sanitizes its value (a number input answers "" for "1." or "-"): an
    /// empty answer to a text that is not empty is the sanitization, not the page's correction.
    public let sanitizesValue: Bool

    /// A mirror for a field whose value is `initialText`; `sanitizesValue` for a number input.
    public init(initialText: String, sanitizesValue: Bool = false) {
        sentText = initialText
        self.sanitizesValue = sanitizesValue
    }

    /// The SDK's field now shows `text`: the change to send (its number and its `input` event),
    /// or nil when the page already has that text.
    public mutating func send(_ text: String) -> (number: Int, edit: WebTextEdit)? {
        guard let edit = WebTyping.edit(from: sentText, to: text) else { return nil }
        lastSent += 1
        sentText = text
        return (lastSent, edit)
    }

    /// The page answered change `number` with `pageValue` (nil: it did not answer, or the field
    /// is gone): the text to put into the SDK's field, or nil to leave it.
    public mutating func pageAnswered(_ number: Int, pageValue: String?) -> String? {
        guard number == lastSent, let pageValue, pageValue != sentText else { return nil }
        // A number on its way ("1.", "-", "1,5"): the user's text stays, the next key completes it.
        if sanitizesValue, pageValue.isEmpty { return nil }
        sentText = String(pageValue.prefix(WebFieldFacts.maximumValueLength))
        return sentText
    }
}

/// The page script's short answer to a typing call (`{"ok","reason","value","submitted"}`), read
/// leniently: nil for text that is not such an answer.
public struct WebTypingAnswer: Hashable, Sendable {
    /// The call did what it was asked.
    public var ok: Bool
    /// The field's value after the call (`setText`), nil when not given or not text.
    public var value: String?
    /// The form was submitted (`enterKey`).
    public var submitted: Bool

    /// Reads `text`; nil when it is missing, not JSON, or has no Boolean `ok`.
    public static func read(_ text: String?) -> WebTypingAnswer? {
        guard let text, text.utf8.count <= WebPageListing.maximumJSONLength,
              let raw = try? JSONDecoder().decode(Raw.self, from: Data(text.utf8)), let ok = raw.ok?.value else { return nil }
        return WebTypingAnswer(ok: ok, value: raw.value?.value.map { String($0.prefix(WebFieldFacts.maximumValueLength)) },
                               submitted: raw.submitted?.value ?? false)
    }

    private struct Raw: Decodable {
        var ok: Lenient<Bool>?
        var value: Lenient<String>?
        var submitted: Lenient<Bool>?
    }
}
