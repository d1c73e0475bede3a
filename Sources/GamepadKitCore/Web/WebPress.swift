/// What pressing A on a web element does, for the iOS layer to run in the page (through the
/// SDK's script, in its own content world).
public enum WebPressAction: Hashable, Sendable {
    /// Focus the element, then click it, as a tap does (links, buttons, checkboxes, radios,
    /// `summary`, labels, tabs, menu items, anything the page handles clicks on).
    case click(key: Int)
    /// Focus the field and type into it (text inputs, text areas, contenteditable): the engine's
    /// text entry (`beginTextEntry`) asks for it, and the iOS layer types through a field of its
    /// own (`WebTyping`).
    case focusField(key: Int)
    /// Open the system's picker for it (`<select>`, date, time, colour and file inputs): focus it
    /// as a tap does, which shows the picker on iOS.
    case openPicker(key: Int)
    /// A range input: the engine's adjust mode (`adjust(id:steps:)`) steps its value (`stepUp()`,
    /// `stepDown()`, then `input` and `change` events, as a drag does); A itself only focuses it.
    case adjust(key: Int)

    /// The element concerned.
    public var key: Int {
        switch self {
        case .click(let key), .focusField(let key), .openPicker(let key), .adjust(let key): key
        }
    }
}

/// What A does on a web element, by the kind `WebElementRules.kind(of:)` gives it.
public enum WebPress {
    /// The press for `element`: `focusField` for what takes typing, `openPicker` for selects and
    /// picker inputs, `adjust` for sliders, `click` for everything else. Nil for what is nothing
    /// to press (`<input type="hidden">`).
    public static func action(for element: WebElement) -> WebPressAction? {
        guard let kind = WebElementRules.kind(of: element) else { return nil }
        return action(key: element.key, kind: kind)
    }

    /// The press for the element `key` of a candidate of `kind` (a `FocusCandidate`'s kind).
    public static func action(key: Int, kind: ViewKind) -> WebPressAction {
        switch kind {
        case .textField, .textView, .searchBar: .focusField(key: key)
        case .control, .datePicker, .picker: .openPicker(key: key)
        case .slider, .stepper: .adjust(key: key)
        default: .click(key: key)
        }
    }

    /// The press for a focused candidate: nil when `candidateID` is not a web element's
    /// (`WebContent.elementKey(fromCandidateID:)`).
    public static func action(forCandidateID candidateID: String, kind: ViewKind) -> WebPressAction? {
        WebContent.elementKey(fromCandidateID: candidateID).map { action(key: $0, kind: kind) }
    }
}
