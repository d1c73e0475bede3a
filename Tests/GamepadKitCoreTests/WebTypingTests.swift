import Foundation
import Testing
@testable import GamepadKitCore

@Suite("Typing into web fields: the keyboard a field asks for, what return does, the events a change sends, and keeping both fields in step")
struct WebTypingTests {
    @Test("inputmode chooses the keyboard first, then the input's type")
    func keyboards() {
        func keyboard(type: String = "text", inputMode: String = "") -> ControllerKeyboardTraits.KeyboardType {
            WebTyping.keyboardType(for: WebFieldFacts(type: type, inputMode: inputMode))
        }
        #expect(keyboard(type: "email") == .emailAddress)
        #expect(keyboard(type: "url") == .url)
        #expect(keyboard(type: "tel") == .phonePad)
        #expect(keyboard(type: "number") == .numbersAndPunctuation)
        #expect(keyboard(type: "search") == .webSearch)
        #expect(keyboard() == .default)
        #expect(keyboard(inputMode: "numeric") == .numberPad)
        #expect(keyboard(inputMode: "decimal") == .decimalPad)
        #expect(keyboard(type: "number", inputMode: "decimal") == .decimalPad)
        #expect(keyboard(type: "email", inputMode: "text") == .default)
        #expect(keyboard(type: "tel", inputMode: "nonsense") == .phonePad)
    }

    @Test("email, URL and password fields get no capitals or corrections unless the page asks; the attributes win")
    func capitalsAndCorrections() {
        let email = WebTyping.traits(for: WebFieldFacts(type: "email"))
        #expect(email.autocapitalization == .none && email.autocorrection == .no && email.spellChecking == .no && !email.showsSuggestions)
        let name = WebTyping.traits(for: WebFieldFacts(type: "text"))
        #expect(name.autocapitalization == .sentences && name.autocorrection == .default && name.showsSuggestions)
        let words = WebTyping.traits(for: WebFieldFacts(autocapitalize: "words", autocorrect: "off"))
        #expect(words.autocapitalization == .words && words.autocorrection == .no && !words.showsSuggestions)
        let url = WebTyping.traits(for: WebFieldFacts(type: "url", autocapitalize: "characters", spellcheck: "true"))
        #expect(url.autocapitalization == .allCharacters && url.spellChecking == .yes && url.autocorrection == .no)
        let password = WebTyping.traits(for: WebFieldFacts(type: "password"))
        #expect(password.isSecureTextEntry && password.contentType == nil && !password.showsSuggestions)
        let message = WebTyping.traits(for: WebFieldFacts(tag: "textarea", type: "", isMultiline: true), language: "fr-FR")
        #expect(message.returnTypesNewline && message.language == "fr-FR" && message.returnKey == .default)
    }

    @Test("autocomplete gives UIKit's content type, its last token; none for credentials (AutoFill would offer the app's) or what UIKit lacks")
    func contentTypes() {
        #expect(WebTyping.contentType(forAutocomplete: "section-login shipping postal-code") == "postal-code")
        #expect(WebTyping.contentType(forAutocomplete: "one-time-code") == "one-time-code")
        #expect(WebTyping.contentType(forAutocomplete: "email") == "email")
        for credential in ["username", "current-password", "new-password"] {
            #expect(WebTyping.contentType(forAutocomplete: credential) == nil, "\(credential)")
        }
        #expect(WebTyping.contentType(forAutocomplete: "off") == nil)
        #expect(WebTyping.contentType(forAutocomplete: "") == nil)
        #expect(WebTyping.traits(for: WebFieldFacts(type: "password", autocomplete: "new-password")).contentType == nil)
    }

    @Test("return: a new line in a text area, the default button or the lone field submits, a disabled default button or two fields do not")
    func returnActions() {
        typealias Form = WebFieldFacts.Form
        #expect(WebTyping.returnAction(for: WebFieldFacts(tag: "textarea", isMultiline: true)) == .newline)
        #expect(WebTyping.returnAction(for: WebFieldFacts()) == .keysOnly)
        #expect(WebTyping.returnAction(for: WebFieldFacts(form: Form(defaultButton: .enabled, blockingFieldCount: 3))) == .submit(throughDefaultButton: true))
        #expect(WebTyping.returnAction(for: WebFieldFacts(form: Form(defaultButton: .disabled, blockingFieldCount: 1))) == .keysOnly)
        #expect(WebTyping.returnAction(for: WebFieldFacts(form: Form(defaultButton: .none, blockingFieldCount: 1))) == .submit(throughDefaultButton: false))
        #expect(WebTyping.returnAction(for: WebFieldFacts(form: Form(defaultButton: .none, blockingFieldCount: 2))) == .keysOnly)
        // The return key's label follows: Go where return submits, the page's enterkeyhint first.
        #expect(WebTyping.traits(for: WebFieldFacts(form: Form(defaultButton: .enabled, blockingFieldCount: 2))).returnKey == .go)
        #expect(WebTyping.traits(for: WebFieldFacts(enterKeyHint: "send", form: Form(defaultButton: .enabled, blockingFieldCount: 2))).returnKey == .send)
        #expect(WebTyping.traits(for: WebFieldFacts(type: "search")).returnKey == .search)
        #expect(WebTyping.traits(for: WebFieldFacts()).returnKey == .default)
    }

    @Test("maxlength counts UTF-16 units, refuses growing past it, always lets the text shrink")
    func maxLength() {
        #expect(WebTyping.admits("abc", replacing: "ab", maxLength: 3))
        #expect(!WebTyping.admits("abcd", replacing: "abc", maxLength: 3))
        #expect(!WebTyping.admits("a😀", replacing: "a", maxLength: 2), "an emoji is two UTF-16 units")
        #expect(WebTyping.admits("abcd", replacing: "abcde", maxLength: 3), "a page's longer value can still be shortened")
        #expect(WebTyping.admits(String(repeating: "x", count: 10_000), replacing: "", maxLength: nil))
    }

    @Test("an edit is insertText with what was inserted, deleteContentBackward, or insertReplacementText")
    func edits() {
        #expect(WebTyping.edit(from: "ab", to: "ab") == nil)
        #expect(WebTyping.edit(from: "", to: "a") == WebTextEdit(inputType: "insertText", data: "a"))
        #expect(WebTyping.edit(from: "helo", to: "hello") == WebTextEdit(inputType: "insertText", data: "l"))
        #expect(WebTyping.edit(from: "hello", to: "hell") == WebTextEdit(inputType: "deleteContentBackward", data: nil))
        #expect(WebTyping.edit(from: "teh cat", to: "the cat") == WebTextEdit(inputType: "insertReplacementText", data: "he"))
        #expect(WebTyping.edit(from: "aaa", to: "aaaa") == WebTextEdit(inputType: "insertText", data: "a"))
        #expect(WebTyping.edit(from: "e", to: "e\u{301}") == WebTextEdit(inputType: "insertText", data: "\u{301}"))
    }

    @Test("the mirror sends each change once, takes the page's correction of the latest, and ignores answers to older ones")
    func mirror() throws {
        var mirror = WebTypingMirror(initialText: "")
        let sentFirst = mirror.send("5")
        let first = try #require(sentFirst)
        #expect(first.number == 1 && first.edit == WebTextEdit(inputType: "insertText", data: "5"))
        #expect(mirror.send("5") == nil, "nothing changed: nothing sent")
        let sentSecond = mirror.send("55a")
        let second = try #require(sentSecond)
        #expect(mirror.pageAnswered(first.number, pageValue: "5") == nil, "an answer to an older change is late: typing ahead is kept")
        #expect(mirror.pageAnswered(second.number, pageValue: "55") == "55", "the page kept digits only")
        #expect(mirror.sentText == "55")
        #expect(mirror.send("55") == nil, "the field now shows what the page has")
        let sentThird = mirror.send("556")
        let third = try #require(sentThird)
        #expect(mirror.pageAnswered(third.number, pageValue: "556") == nil, "the page took it as sent")
        #expect(mirror.pageAnswered(third.number, pageValue: nil) == nil, "no answer: the field is left as it is")
    }

    @Test("a number input's empty answer to a number on its way is its sanitization: the typed text stays")
    func numberSanitization() throws {
        var mirror = WebTypingMirror(initialText: "1", sanitizesValue: true)
        let sent = mirror.send("1.")
        #expect(mirror.pageAnswered(try #require(sent).number, pageValue: "") == nil, "\"1.\" is no number yet; the 5 comes next")
        let next = mirror.send("1.5")
        #expect(next?.edit == WebTextEdit(inputType: "insertText", data: "5"))
        #expect(mirror.pageAnswered(try #require(next).number, pageValue: "1.50") == "1.50", "other corrections are still taken")
        var plain = WebTypingMirror(initialText: "abc")
        let cleared = plain.send("abcd")
        #expect(plain.pageAnswered(try #require(cleared).number, pageValue: "") == "", "a text field the page empties is emptied")
    }

    @Test("inputs and text areas are typed through the SDK's field; contenteditable and inputmode none are only focused")
    func ownField() {
        #expect(WebTyping.typesThroughOwnField(WebFieldFacts()))
        #expect(WebTyping.typesThroughOwnField(WebFieldFacts(tag: "textarea", type: "", isMultiline: true)))
        #expect(!WebTyping.typesThroughOwnField(WebFieldFacts(tag: "div", type: "", isMultiline: true)))
        #expect(!WebTyping.typesThroughOwnField(WebFieldFacts(inputMode: "none")))
        #expect(!WebTyping.typesThroughOwnField(WebFieldFacts(isValueCut: true)), "typing would replace the page's text with the cut one")
    }

    @Test("the begin answer is read leniently: bad attributes read as absent, a bad maxlength as none, a refusal or junk throws")
    func decoding() throws {
        let facts = try WebFieldFacts.decode(#"""
            {"ok":true,"reason":"typing","field":{"tag":"INPUT","type":"Email","value":"a","inputMode":7,
             "autocomplete":null,"maxLength":-1,"multiline":"yes","form":{"defaultButton":"maybe","blockingFields":1}}}
            """#)
        #expect(facts == WebFieldFacts(tag: "input", type: "email", value: "a"))
        let limited = try WebFieldFacts.decode(#"{"ok":true,"field":{"maxLength":12,"form":{"defaultButton":"enabled","blockingFields":2}}}"#)
        #expect(limited.maxLength == 12 && limited.tag == "input" && limited.form == WebFieldFacts.Form(defaultButton: .enabled, blockingFieldCount: 2))
        #expect(try WebFieldFacts.decode(#"{"ok":true,"field":{"maxLength":1e300}}"#).maxLength == nil)
        #expect(try WebFieldFacts.decode(#"{"ok":true,"field":{"maxLength":2.5}}"#).maxLength == nil)
        let long = String(repeating: "x", count: WebFieldFacts.maximumValueLength + 10)
        let cut = try WebFieldFacts.decode(#"{"ok":true,"field":{"value":"\#(long)","document":"d1"}}"#)
        #expect(cut.value.count == WebFieldFacts.maximumValueLength && cut.isValueCut && cut.document == "d1")
        #expect(try !WebFieldFacts.decode(#"{"ok":true,"field":{"value":"short"}}"#).isValueCut)
        let longAttribute = String(repeating: "a", count: 500)
        #expect(try WebFieldFacts.decode(#"{"ok":true,"field":{"autocomplete":"\#(longAttribute)"}}"#).autocomplete.isEmpty)
        #expect(throws: WebListingError.malformed("the page did not start typing: read only")) {
            try WebFieldFacts.decode(#"{"ok":false,"reason":"read only"}"#)
        }
        #expect(throws: WebListingError.self) { try WebFieldFacts.decode("[]") }
        #expect(throws: WebListingError.self) { try WebFieldFacts.decode("not json") }
        #expect(throws: WebListingError.self) { try WebFieldFacts.decode(#"{"ok":true}"#) }
    }

    @Test("a typing call's answer: its value and whether it submitted; junk reads as no answer")
    func answers() {
        #expect(WebTypingAnswer.read(#"{"ok":true,"reason":"set","value":"555"}"#) == WebTypingAnswer(ok: true, value: "555", submitted: false))
        #expect(WebTypingAnswer.read(#"{"ok":true,"reason":"submitted","submitted":true}"#)?.submitted == true)
        #expect(WebTypingAnswer.read(#"{"ok":false,"reason":"detached"}"#) == WebTypingAnswer(ok: false, value: nil, submitted: false))
        #expect(WebTypingAnswer.read(#"{"ok":true,"value":5}"#)?.value == nil)
        #expect(WebTypingAnswer.read(#"{"reason":"no ok"}"#) == nil)
        #expect(WebTypingAnswer.read("<html>") == nil)
        #expect(WebTypingAnswer.read(nil) == nil)
    }

    @Test("a typed text becomes a string literal no text can end: quotes, backslashes, controls, separators")
    func javaScriptStrings() {
        #expect(WebPageScript.javaScriptString("plain") == "\"plain\"")
        #expect(WebPageScript.javaScriptString("a\"b\\c") == #""a\"b\\c""#)
        #expect(WebPageScript.javaScriptString("1\n2\r3\t4\u{0}5\u{7F}") == #""1\n2\r3\t4\u00005\u007f""#)
        #expect(WebPageScript.javaScriptString("\u{2028}\u{2029}") == #""\u2028\u2029""#)
        #expect(WebPageScript.javaScriptString("\");alert(1);(\"") == #""\");alert(1);(\"""#)
        #expect(WebPageScript.setTextCall(key: 4, document: "d\"1", text: "é", edit: WebTextEdit(inputType: "deleteContentBackward", data: nil))
                    == #"__gamepadKitWeb.setText(4, "d\"1", "é", "deleteContentBackward", null)"#)
        #expect(WebPageScript.enterKeyCall(key: 2, document: "d", action: .submit(throughDefaultButton: true)) == #"__gamepadKitWeb.enterKey(2, "d", "button")"#)
        #expect(WebPageScript.enterKeyCall(key: 2, document: "d", action: .keysOnly) == #"__gamepadKitWeb.enterKey(2, "d", "none")"#)
        #expect(WebPageScript.endTypingCall(key: 2, document: "d", blur: false) == #"__gamepadKitWeb.endTyping(2, "d", false)"#)
    }
}
