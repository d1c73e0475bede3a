import Foundation
import Testing
@testable import GamepadKitCore

@Suite("Controller keyboard: the delegate decides every edit")
struct ControllerKeyboardEditAdmissionTests {
    typealias Admission = ControllerKeyboardEditAdmission
    typealias Range = Admission.TextRange

    /// A text field as UIKit keeps it: text, a selection in UTF-16 units, and a delegate that is
    /// asked as the plan says. Performs allowed steps as `insertText` / `deleteBackward` would.
    struct Field {
        var text: String
        var selection: Range
        var kind: Admission.Field = .textField
        var shouldChange: (String, Range, String) -> Bool = { _, _, _ in true }
        var shouldReturn: () -> Bool = { true }
        var asked: [Admission.Question] = []
        var returnActionsSent = 0

        init(_ text: String, caret: Int? = nil, kind: Admission.Field = .textField) {
            self.text = text
            self.kind = kind
            selection = Range(location: caret ?? text.utf16.count, length: 0)
        }

        mutating func type(_ edit: ControllerKeyboardEdit) {
            let before = (text as NSString).substring(to: selection.location)
            let plan = Admission.plan(for: edit, in: kind, selection: selection, textBeforeSelection: before)
            var answer: Bool?
            if let question = plan.question {
                asked.append(question)
                switch question {
                case .shouldChange(let range, let replacement): answer = shouldChange(text, range, replacement)
                case .shouldReturn: answer = shouldReturn()
                }
            }
            for step in plan.steps(answer: answer) {
                let ns = text as NSString
                switch step {
                case .insert(let typed):
                    text = ns.replacingCharacters(in: NSRange(location: selection.location, length: selection.length), with: typed)
                    selection = Range(location: selection.location + typed.utf16.count, length: 0)
                case .deleteBackward:
                    let range = Admission.deletedRange(selection: selection, textBeforeSelection: before)
                    text = ns.replacingCharacters(in: NSRange(location: range.location, length: range.length), with: "")
                    selection = Range(location: range.location, length: 0)
                case .sendReturnActions:
                    returnActionsSent += 1
                case .moveCaret, .endEditing:
                    break
                }
            }
        }
    }

    @Test("a PIN field with a four-digit limit refuses the fifth digit, and its text stays four digits")
    func maximumLength() {
        var field = Field("")
        field.shouldChange = { text, range, replacement in
            (text as NSString).replacingCharacters(in: NSRange(location: range.location, length: range.length), with: replacement).utf16.count <= 4
        }
        for digit in ["1", "2", "3", "4", "5"] { field.type(.insert(digit)) }
        #expect(field.text == "1234")
        #expect(field.asked.last == .shouldChange(Range(location: 4, length: 0), replacement: "5"))
    }

    @Test("a digits-only field skips a letter and keeps the digits")
    func digitFilter() {
        var field = Field("12")
        field.shouldChange = { _, _, replacement in replacement.allSatisfy(\.isNumber) }
        field.type(.insert("a"))
        field.type(.insert("3"))
        #expect(field.text == "123")
    }

    @Test("a read-only field refuses delete too: nothing is removed")
    func readOnly() {
        var field = Field("locked")
        field.shouldChange = { _, _, _ in false }
        field.type(.deleteBackward)
        field.type(.insert("x"))
        #expect(field.text == "locked")
        #expect(field.asked.count == 2)
    }

    @Test("delete in an empty field, or with the caret at the start, asks the delegate nothing and still reaches deleteBackward")
    func deleteWithNothingBefore() {
        var field = Field("")
        field.type(.deleteBackward)
        #expect(field.asked.isEmpty)
        var code = Field("42", caret: 0)
        code.type(.deleteBackward)
        #expect(code.asked.isEmpty)
        #expect(code.text == "42")
        let plan = Admission.plan(for: .deleteBackward, in: .textField, selection: Range(location: 0, length: 0), textBeforeSelection: "")
        #expect(plan == Admission.Plan(question: nil, steps: [.deleteBackward]))
        // One character before the caret: asked, with its range.
        var one = Field("a")
        one.type(.deleteBackward)
        #expect(one.asked == [.shouldChange(Range(location: 0, length: 1), replacement: "")])
        #expect(one.text.isEmpty)
    }

    @Test("typing over a selection asks with the selected range")
    func selectionIsReplaced() {
        let plan = Admission.plan(for: .insert("y"), in: .textField, selection: Range(location: 2, length: 3), textBeforeSelection: "ab")
        #expect(plan.question == .shouldChange(Range(location: 2, length: 3), replacement: "y"))
    }

    @Test("delete after an emoji or a flag asks for its whole UTF-16 length, an accented letter its own")
    func deleteRangeIsOneCharacter() {
        #expect(Admission.deletedRange(selection: Range(location: 4, length: 0), textBeforeSelection: "hi😀") == Range(location: 2, length: 2))
        #expect(Admission.deletedRange(selection: Range(location: 5, length: 0), textBeforeSelection: "a🇫🇷") == Range(location: 1, length: 4))
        #expect(Admission.deletedRange(selection: Range(location: 2, length: 0), textBeforeSelection: "e\u{301}") == Range(location: 0, length: 2))
        #expect(Admission.deletedRange(selection: Range(location: 1, length: 2), textBeforeSelection: "a") == Range(location: 1, length: 2))
    }

    @Test("delete with the caret after a lost read of the text before it still asks, with an empty range")
    func deleteWithUnreadTextBefore() {
        let plan = Admission.plan(for: .deleteBackward, in: .textField, selection: Range(location: 3, length: 0), textBeforeSelection: "")
        #expect(plan.question == .shouldChange(Range(location: 3, length: 0), replacement: ""))
    }

    @Test("Return on a text field asks textFieldShouldReturn and sends its return actions only when allowed")
    func textFieldReturn() {
        var field = Field("query")
        field.shouldReturn = { false }
        field.type(.returnKey)
        #expect(field.asked == [.shouldReturn])
        #expect(field.returnActionsSent == 0)
        field.shouldReturn = { true }
        field.type(.returnKey)
        #expect(field.returnActionsSent == 1)
        #expect(field.text == "query")
    }

    @Test("a chat view that sends on a new line refuses it: the message is not given a new line")
    func chatSendsOnNewline() {
        var view = Field("hello", kind: .textView)
        var sent: [String] = []
        view.shouldChange = { text, _, replacement in
            if replacement == "\n" { sent.append(text); return false }
            return true
        }
        view.type(.returnKey)
        #expect(sent == ["hello"])
        #expect(view.text == "hello")
        #expect(view.asked == [.shouldChange(Range(location: 5, length: 0), replacement: "\n")])
    }

    @Test("a notes view that allows the new line gets it")
    func textViewNewline() {
        var view = Field("a", kind: .textView)
        view.type(.returnKey)
        #expect(view.text == "a\n")
    }

    @Test("moving the caret and ending editing ask nothing")
    func noQuestion() {
        #expect(Admission.plan(for: .moveCaret(-1), in: .textField, selection: Range(location: 1, length: 0), textBeforeSelection: "a").question == nil)
        #expect(Admission.plan(for: .endEditing, in: .textView, selection: Range(location: 1, length: 0), textBeforeSelection: "a")
            == Admission.Plan(question: nil, steps: [.endEditing]))
    }

    @Test("iOS 26's ranges question is asked when the delegate has it, else the single-range one, else none")
    func questionForm() {
        #expect(Admission.changeQuestionForm(systemHasRanges: true, implementsRanges: true, implementsSingleRange: true) == .ranges)
        #expect(Admission.changeQuestionForm(systemHasRanges: true, implementsRanges: false, implementsSingleRange: true) == .singleRange)
        #expect(Admission.changeQuestionForm(systemHasRanges: false, implementsRanges: true, implementsSingleRange: true) == .singleRange)
        #expect(Admission.changeQuestionForm(systemHasRanges: false, implementsRanges: true, implementsSingleRange: false) == .notAsked)
    }
}

@Suite("Controller keyboard: where it is installed")
struct ControllerKeyboardInstallationTests {
    @Test("a field with the app's own picker or PIN pad keeps it; a plain field gets the controller keyboard")
    func appInputViewStays() {
        #expect(ControllerKeyboardInstallation.decision(configured: .controller, pressFromHardwareKeyboard: false,
                                                        fieldHasInputView: true, fieldIsFirstResponder: false) == .appInputView)
        #expect(ControllerKeyboardInstallation.decision(configured: .controller, pressFromHardwareKeyboard: false,
                                                        fieldHasInputView: false, fieldIsFirstResponder: false) == .install)
    }

    @Test("the system keyboard setting, a hardware keyboard's key and a field already editing install nothing")
    func otherRefusals() {
        #expect(ControllerKeyboardInstallation.decision(configured: .system, pressFromHardwareKeyboard: false,
                                                        fieldHasInputView: false, fieldIsFirstResponder: false) == .systemKeyboardConfigured)
        #expect(ControllerKeyboardInstallation.decision(configured: .controller, pressFromHardwareKeyboard: true,
                                                        fieldHasInputView: false, fieldIsFirstResponder: false) == .hardwareKeyboardPress)
        #expect(ControllerKeyboardInstallation.decision(configured: .controller, pressFromHardwareKeyboard: false,
                                                        fieldHasInputView: false, fieldIsFirstResponder: true) == .alreadyEditing)
    }

    @Test("a delegate that sets a picker while editing begins keeps it: the controller stands down; untouched, it drives")
    func inputViewSetWhileEditingBegins() {
        let before = ControllerKeyboardInstallation.decision(configured: .controller, pressFromHardwareKeyboard: false,
                                                             fieldHasInputView: false, fieldIsFirstResponder: false)
        #expect(before == .install)
        #expect(ControllerKeyboardInstallation.decisionOnceEditing(inputViewIsControllerKeyboard: false) == .appInputView)
        #expect(ControllerKeyboardInstallation.decisionOnceEditing(inputViewIsControllerKeyboard: true) == .install)
    }

    @Test("the field a delegate made first responder during the keyboard's return gets the controller keyboard, unless it is already on a field or the field let go; a field that began otherwise never does")
    func nextFieldAdoption() {
        #expect(ControllerKeyboardInstallation.adoptsNextField(beganDuringKeyboardEdit: true, controllerKeyboardIsOn: false, isFirstResponder: true))
        // The return key's own follow-up already put the keyboard on the next field.
        #expect(!ControllerKeyboardInstallation.adoptsNextField(beganDuringKeyboardEdit: true, controllerKeyboardIsOn: true, isFirstResponder: true))
        // The field resigned again before the edit ended.
        #expect(!ControllerKeyboardInstallation.adoptsNextField(beganDuringKeyboardEdit: true, controllerKeyboardIsOn: false, isFirstResponder: false))
        // A field a touch, a timer or a hardware key made first responder.
        #expect(!ControllerKeyboardInstallation.adoptsNextField(beganDuringKeyboardEdit: false, controllerKeyboardIsOn: false, isFirstResponder: true))
    }

    @Test("a finger or pencil on the screen hands the field back to the system keyboard; a trackpad click does not")
    func pointerClickKeepsControllerKeyboard() {
        #expect(ControllerKeyboardInstallation.touchHandsBack([.direct]))
        #expect(ControllerKeyboardInstallation.touchHandsBack([.pointer, .direct]))
        #expect(!ControllerKeyboardInstallation.touchHandsBack([.pointer]))
        #expect(!ControllerKeyboardInstallation.touchHandsBack([]))
    }

    @Test("a touch seen while UIKit delivers it swaps keyboards on the next turn")
    func touchSwapWaits() {
        #expect(ControllerKeyboardInstallation.swapOnTouch(insideTouchDelivery: true) == .nextRunLoopTurn)
        #expect(ControllerKeyboardInstallation.swapOnTouch(insideTouchDelivery: false) == .now)
    }
}
