/// What the controller keyboard asks a field's delegate before each edit, as the system keyboard
/// does, and what it does with the answer: an app's maximum length, digit filter, formatter or
/// read-only rule in `textField(_:shouldChangeCharactersIn:replacementString:)` or
/// `textView(_:shouldChangeTextIn:replacementText:)` holds for the controller too, and a chat
/// view that sends on "\n" sends.
///
/// - A key's text replaces the selection: the delegate is asked with the selection's range.
/// - Delete removes the selection, or the one character (a whole emoji, flag or accented
///   letter: a Swift `Character`) before the caret; the delegate is asked with that range and
///   an empty replacement.
/// - Return on a text field asks `textFieldShouldReturn(_:)` and, when allowed, sends
///   `.editingDidEndOnExit`; on a text view it is the edit "\n" over the selection.
/// - Moving the caret and ending editing ask nothing.
///
/// A refused edit is skipped: nothing is typed or deleted. Ranges count UTF-16 code units, as
/// `NSRange` and `UITextInput` offsets do.
public enum ControllerKeyboardEditAdmission {
    /// The kind of text input the keyboard types in.
    public enum Field: Hashable, Sendable {
        /// A `UITextField` (a search field too): Return is the field's return action.
        case textField
        /// A `UITextView`: Return types a new line.
        case textView
    }

    /// A range of UTF-16 code units of the field's text (`NSRange`).
    public struct TextRange: Hashable, Sendable, CustomStringConvertible {
        /// The first code unit.
        public var location: Int
        /// The number of code units.
        public var length: Int

        /// The range of `length` code units from `location`.
        public init(location: Int, length: Int) {
            self.location = location
            self.length = length
        }

        /// `{location, length}`, as `NSStringFromRange` writes it.
        public var description: String { "{\(location), \(length)}" }
    }

    /// What the delegate is asked before an edit.
    public enum Question: Hashable, Sendable {
        /// `textField(_:shouldChangeCharactersIn:replacementString:)` or
        /// `textView(_:shouldChangeTextIn:replacementText:)` with this range and replacement.
        case shouldChange(TextRange, replacement: String)
        /// `textFieldShouldReturn(_:)`.
        case shouldReturn
    }

    /// What is done to the field when the delegate allows the edit (or nothing was asked).
    public enum Step: Hashable, Sendable {
        /// `insertText(_:)`: the text replaces the selection.
        case insert(String)
        /// `deleteBackward()`.
        case deleteBackward
        /// Moves the caret by this many characters (negative: left).
        case moveCaret(Int)
        /// Sends the text field's `.editingDidEndOnExit` actions.
        case sendReturnActions
        /// Resigns first responder; the text stays.
        case endEditing
    }

    /// One edit's question and steps.
    public struct Plan: Hashable, Sendable {
        /// What to ask first; nil: nothing is asked.
        public var question: Question?
        /// What to do when the answer is yes (or nothing was asked). A no skips them all.
        public var steps: [Step]

        /// A plan that asks `question` and then does `steps`.
        public init(question: Question?, steps: [Step]) {
            self.question = question
            self.steps = steps
        }

        /// The steps to perform for the delegate's `answer` (nil: nothing was asked).
        public func steps(answer: Bool?) -> [Step] {
            guard question != nil else { return steps }
            return answer ?? true ? steps : []
        }
    }

    /// The plan for `edit` in `field`.
    ///
    /// - Parameters:
    ///   - edit: the key's edit (an insert, a delete or a caret move).
    ///   - field: a text field or a text view.
    ///   - selection: the selected range (the caret is an empty range), in UTF-16 code units.
    ///   - textBeforeSelection: the text just before the selection (the last few characters
    ///     are enough; it decides what delete removes).
    public static func plan(for edit: ControllerKeyboardEdit, in field: Field, selection: TextRange,
                            textBeforeSelection: String) -> Plan {
        let selection = TextRange(location: max(0, selection.location), length: max(0, selection.length))
        switch edit {
        case .insert(let text):
            return Plan(question: .shouldChange(selection, replacement: text), steps: [.insert(text)])
        case .deleteBackward:
            // Nothing before the caret and nothing selected (an empty field): UIKit calls the
            // field's `deleteBackward()` (a one-time-code box that goes back to the previous box
            // hears it) and asks the delegate nothing, since nothing changes.
            if selection.length == 0, selection.location == 0 {
                return Plan(question: nil, steps: [.deleteBackward])
            }
            return Plan(question: .shouldChange(deletedRange(selection: selection, textBeforeSelection: textBeforeSelection), replacement: ""),
                        steps: [.deleteBackward])
        case .moveCaret(let offset):
            return Plan(question: nil, steps: [.moveCaret(offset)])
        case .returnKey:
            switch field {
            case .textField: return Plan(question: .shouldReturn, steps: [.sendReturnActions])
            case .textView: return Plan(question: .shouldChange(selection, replacement: "\n"), steps: [.insert("\n")])
            }
        case .endEditing:
            return Plan(question: nil, steps: [.endEditing])
        }
    }

    /// The range delete removes: the selection, else the last character before the caret (its
    /// UTF-16 length), else the empty range at the caret (nothing before it).
    public static func deletedRange(selection: TextRange, textBeforeSelection: String) -> TextRange {
        if selection.length > 0 { return selection }
        guard let last = textBeforeSelection.last else { return TextRange(location: selection.location, length: 0) }
        let length = min(String(last).utf16.count, selection.location)
        return TextRange(location: selection.location - length, length: length)
    }

    /// Which of a delegate's change questions is asked, as UIKit chooses: the ranges form
    /// (`shouldChangeCharactersInRanges`, `shouldChangeTextInRanges`, iOS 26) where the system
    /// has it and the delegate implements it, else the single-range form when implemented, else
    /// none (the edit is allowed).
    public enum ChangeQuestionForm: Hashable, Sendable {
        /// The iOS 26 form with an array of ranges (here: one).
        case ranges
        /// The form with one `NSRange`.
        case singleRange
        /// The delegate implements neither: allowed.
        case notAsked
    }

    /// The form of the change question for a delegate.
    public static func changeQuestionForm(systemHasRanges: Bool, implementsRanges: Bool, implementsSingleRange: Bool) -> ChangeQuestionForm {
        if systemHasRanges && implementsRanges { return .ranges }
        return implementsSingleRange ? .singleRange : .notAsked
    }
}
