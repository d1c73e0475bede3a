import Foundation

/// What the page says about a web field when typing into it begins
/// (`WebPageScript.beginTypingCall(key:)`): its value and the attributes that shape the keyboard,
/// its length limit, and, for an input inside a form, what the form's implicit submission needs.
///
/// The iOS layer types in a text field of the SDK's own (the controller keyboard or the system
/// keyboard types there) and copies each change into the page (`WebTyping`); these facts choose
/// that field's traits (`WebTyping.traits(for:language:)`) and what its return key does
/// (`WebTyping.returnAction(for:)`).
public struct WebFieldFacts: Hashable, Sendable {
    /// The longest value read, in characters; a longer one is cut (typing goes on from there).
    public static let maximumValueLength = 100_000
    /// The longest attribute value kept (`inputmode`, `autocomplete`…); longer ones read as absent.
    public static let maximumAttributeLength = 200

    /// The field's form, for implicit submission (the return key in a single-line input).
    public struct Form: Hashable, Sendable {
        /// The form's default button (its first submit button) is there and enabled, disabled,
        /// or absent.
        public enum DefaultButton: String, Hashable, Sendable {
            /// The form has a default button, enabled: the return key clicks it.
            case enabled
            /// The form's default button is disabled: the return key submits nothing.
            case disabled
            /// The form has no submit button.
            case none
        }

        /// The form's default button.
        public var defaultButton: DefaultButton
        /// How many of the form's inputs block implicit submission (text-like, number, date and
        /// time inputs), the field itself included.
        public var blockingFieldCount: Int

        /// A form with these facts.
        public init(defaultButton: DefaultButton, blockingFieldCount: Int) {
            self.defaultButton = defaultButton
            self.blockingFieldCount = blockingFieldCount
        }
    }

    /// The lowercased tag: `input`, `textarea`, or another element that is contenteditable.
    public var tag: String
    /// An input's lowercased `type` (`text`, `email`, `password`…); empty for other elements.
    public var type: String
    /// The current value (an input's or text area's `value`, a contenteditable element's text).
    public var value: String
    /// The lowercased `inputmode` attribute, empty when absent.
    public var inputMode: String
    /// The lowercased `autocomplete` attribute, empty when absent.
    public var autocomplete: String
    /// The lowercased `enterkeyhint` attribute, empty when absent.
    public var enterKeyHint: String
    /// The lowercased `autocapitalize` attribute, empty when absent.
    public var autocapitalize: String
    /// The lowercased `autocorrect` attribute (Safari's), empty when absent.
    public var autocorrect: String
    /// The lowercased `spellcheck` attribute, empty when absent.
    public var spellcheck: String
    /// The `maxlength` in UTF-16 code units, nil when it has none.
    public var maxLength: Int?
    /// A text area or a contenteditable element: the return key types a new line.
    public var isMultiline: Bool
    /// The input's form, nil for a field outside a form (and for text areas).
    public var form: Form?
    /// The page's document, as the script names it for its lifetime: every later typing call
    /// carries it, so a call never reaches a field of another document that got the same key.
    public var document: String
    /// The value was longer than ``maximumValueLength`` and was cut here: typing through the
    /// SDK's field would replace the page's text with the cut one (`WebTyping.typesThroughOwnField(_:)`).
    public var isValueCut: Bool

    /// Facts with these values; the defaults are a plain text input outside a form.
    public init(tag: String = "input", type: String = "text", value: String = "", inputMode: String = "",
                autocomplete: String = "", enterKeyHint: String = "", autocapitalize: String = "",
                autocorrect: String = "", spellcheck: String = "", maxLength: Int? = nil,
                isMultiline: Bool = false, form: Form? = nil, document: String = "", isValueCut: Bool = false) {
        self.tag = tag
        self.type = type
        self.value = value
        self.inputMode = inputMode
        self.autocomplete = autocomplete
        self.enterKeyHint = enterKeyHint
        self.autocapitalize = autocapitalize
        self.autocorrect = autocorrect
        self.spellcheck = spellcheck
        self.maxLength = maxLength
        self.isMultiline = isMultiline
        self.form = form
        self.document = document
        self.isValueCut = isValueCut
    }

    /// Reads the script's answer to `beginTypingCall(key:)`:
    /// `{"ok":true,"reason":"typing","field":{…}}`.
    ///
    /// - Throws: `WebListingError.malformed` when the text is not that answer, or says the page
    ///   refused (`"ok":false`, with its reason: an unknown or detached key, a disabled or
    ///   read-only field, not a field); `tooLarge` past `WebPageListing.maximumJSONLength`.
    ///   Attributes of the wrong type or too long read as absent; a value past
    ///   `maximumValueLength` is cut; a `maxLength` that is not a whole, non-negative number
    ///   reads as none.
    public static func decode(_ json: String) throws -> WebFieldFacts {
        let bytes = json.utf8.count
        guard bytes <= WebPageListing.maximumJSONLength else { throw WebListingError.tooLarge(bytes: bytes) }
        let answer: RawAnswer
        do {
            answer = try JSONDecoder().decode(RawAnswer.self, from: Data(json.utf8))
        } catch {
            throw WebListingError.malformed("not the answer the page script gives when typing begins")
        }
        guard answer.ok?.value == true, let field = answer.field?.value else {
            let reason = answer.reason?.value.map { String($0.prefix(80)) } ?? "no reason given"
            throw WebListingError.malformed("the page did not start typing: \(reason)")
        }
        return field.facts
    }
}

/// A value of any JSON shape that decodes without throwing: `value` is nil when it is not a `T`.
struct Lenient<T: Decodable>: Decodable {
    var value: T?

    init(from decoder: any Decoder) throws {
        value = try? T(from: decoder)
    }
}

/// The answer as read, leniently.
private struct RawAnswer: Decodable {
    var ok: Lenient<Bool>?
    var reason: Lenient<String>?
    var field: Lenient<RawField>?
}

private struct RawField: Decodable {
    var tag: Lenient<String>?, type: Lenient<String>?, value: Lenient<String>?
    var inputMode: Lenient<String>?, autocomplete: Lenient<String>?, enterKeyHint: Lenient<String>?
    var autocapitalize: Lenient<String>?, autocorrect: Lenient<String>?, spellcheck: Lenient<String>?
    var maxLength: Lenient<Double>?, multiline: Lenient<Bool>?, form: Lenient<RawForm>?, document: Lenient<String>?

    var facts: WebFieldFacts {
        func attribute(_ raw: Lenient<String>?) -> String {
            guard let text = raw?.value, text.count <= WebFieldFacts.maximumAttributeLength else { return "" }
            return text.lowercased()
        }
        var maxLength: Int?
        if let limit = self.maxLength?.value, limit.isFinite, limit >= 0, limit == limit.rounded(), limit <= Double(Int32.max) {
            maxLength = Int(limit)
        }
        let tag = attribute(self.tag)
        let fullValue = value?.value ?? ""
        let document = self.document?.value.flatMap { $0.count <= WebFieldFacts.maximumAttributeLength ? $0 : nil } ?? ""
        return WebFieldFacts(tag: tag.isEmpty ? "input" : tag, type: attribute(type),
                             value: String(fullValue.prefix(WebFieldFacts.maximumValueLength)),
                             inputMode: attribute(inputMode), autocomplete: attribute(autocomplete),
                             enterKeyHint: attribute(enterKeyHint), autocapitalize: attribute(autocapitalize),
                             autocorrect: attribute(autocorrect), spellcheck: attribute(spellcheck),
                             maxLength: maxLength, isMultiline: multiline?.value ?? false,
                             form: form?.value?.form, document: document,
                             isValueCut: fullValue.count > WebFieldFacts.maximumValueLength)
    }
}

private struct RawForm: Decodable {
    var defaultButton: Lenient<String>?
    var blockingFields: Lenient<Double>?

    var form: WebFieldFacts.Form? {
        guard let button = defaultButton?.value.flatMap(WebFieldFacts.Form.DefaultButton.init(rawValue:)),
              let count = blockingFields?.value, count.isFinite, count >= 0 else { return nil }
        return WebFieldFacts.Form(defaultButton: button, blockingFieldCount: Int(min(count, 1_000_000)))
    }
}
