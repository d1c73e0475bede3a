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

    @Test("a keystroke in the SDK's field: applied by the field, refused past maxlength, or applied whole by the SDK in a secure field; composing and bad ranges are the field's")
    func fieldEdits() {
        func edit(_ old: String, _ location: Int, _ length: Int, _ replacement: String, maxLength: Int? = nil,
                  secure: Bool = false, composing: Bool = false) -> WebTyping.FieldEdit {
            WebTyping.fieldEdit(old, replacingUTF16At: location, length: length, with: replacement,
                                maxLength: maxLength, isSecure: secure, isComposing: composing)
        }
        #expect(edit("ab", 2, 0, "c") == .fieldApplies)
        #expect(edit("abcd", 4, 0, "e", maxLength: 4) == .refused)
        #expect(edit("abcd", 3, 1, "", maxLength: 4) == .fieldApplies)
        // A secure field: the SDK applies the whole new text, so the first key after focus
        // does not empty the password the page has.
        #expect(edit("hunter", 6, 0, "2", secure: true) == .appliedBySDK(text: "hunter2"))
        #expect(edit("hunter2", 6, 1, "", secure: true) == .appliedBySDK(text: "hunter"))
        #expect(edit("pass", 4, 0, "!", maxLength: 4, secure: true) == .refused)
        // UTF-16 ranges: an emoji is two units; replacing it whole works, half of it is no edit of ours.
        #expect(edit("a😀b", 1, 2, "", secure: true) == .appliedBySDK(text: "ab"))
        #expect(edit("a😀b", 2, 1, "", secure: true) == .fieldApplies)
        #expect(edit("ab", 3, 0, "c", secure: true) == .fieldApplies)
        #expect(edit("ab", -1, 0, "c", secure: true) == .fieldApplies)
        #expect(edit("ab", 1, 5, "c", secure: true) == .fieldApplies)
        // Marked text of an input method is the field's until committed.
        #expect(edit("abcd", 4, 0, "e", maxLength: 4, composing: true) == .fieldApplies)
    }

    @Test("typing the SDK ends blurs the page's field; typing a finger ended leaves the page's focus alone")
    func endingBlurs() {
        #expect(WebTyping.Ending.bySDK.blursPageField)
        #expect(!WebTyping.Ending.elsewhere.blursPageField)
    }

    @Test("a web view shows when neither it nor an ancestor is hidden or (nearly) transparent, as the scanner counts views")
    func webViewShown() {
        #expect(WebContent.isShown([(isHidden: false, alpha: 1), (isHidden: false, alpha: 0.5)]))
        #expect(!WebContent.isShown([(isHidden: false, alpha: 1), (isHidden: true, alpha: 1)]))
        #expect(!WebContent.isShown([(isHidden: false, alpha: 1), (isHidden: false, alpha: FocusScanner.minimumVisibleAlpha)]))
        #expect(!WebContent.isShown([(isHidden: false, alpha: .nan)]))
        #expect(WebContent.isShown([(isHidden: Bool, alpha: Double)]()))
    }

    @Test("a field under the keyboard is scrolled up to show above it; one that shows stays; a short page gets the keyboard's height below it")
    func fieldShowsAboveKeyboard() {
        // A 390×844 web view under a 100 pt bar; a docked keyboard whose top is at 500.
        let docked = Rect(x: 0, y: 500, width: 390, height: 344)
        func reveal(field: Rect, keyboard: Rect = docked, offset: Double = 0, maximum: Double = 2_000,
                    scrolls: Bool = true, fixed: Bool = false) -> WebTyping.KeyboardReveal? {
            WebTyping.revealAboveKeyboard(fieldFrame: field, keyboardFrame: keyboard, viewSize: LayoutSize(width: 390, height: 844),
                                          visibleTop: 100, contentOffsetY: offset, minimumOffsetY: -100, maximumOffsetY: maximum,
                                          pageScrolls: scrolls, fieldIsFixed: fixed)
        }
        let low = Rect(x: 20, y: 700, width: 350, height: 40)
        // Its bottom goes 8 pt above the keyboard's top; the keyboard is 344 pt high.
        #expect(reveal(field: low, offset: 300) == WebTyping.KeyboardReveal(offsetY: 548, bottomInset: 344))
        // Already above the keyboard: no scroll.
        #expect(reveal(field: Rect(x: 20, y: 300, width: 350, height: 40)) == nil)
        // No keyboard over the web view (hidden below it).
        #expect(reveal(field: low, keyboard: Rect(x: 0, y: 844, width: 390, height: 300)) == nil)
        // A text area taller than the space between the bar and the keyboard shows its top.
        #expect(reveal(field: Rect(x: 20, y: 450, width: 350, height: 600))?.offsetY == 342)
        // A field under the bar is scrolled down to show.
        #expect(reveal(field: Rect(x: 20, y: 60, width: 350, height: 40), offset: 500)?.offsetY == 452)
        // A page that cannot scroll so far (a short sign-in form) scrolls into the keyboard's inset.
        #expect(reveal(field: low, offset: 0, maximum: 0) == WebTyping.KeyboardReveal(offsetY: 248, bottomInset: 344))
        // A floating keyboard moves only the field it lies over.
        let floating = Rect(x: 40, y: 600, width: 320, height: 200)
        #expect(reveal(field: Rect(x: 20, y: 300, width: 350, height: 40), keyboard: floating) == nil)
        #expect(reveal(field: low, keyboard: floating) == WebTyping.KeyboardReveal(offsetY: 148, bottomInset: 0))
        // A keyboard beside the field's column covers none of it.
        #expect(reveal(field: Rect(x: 20, y: 700, width: 100, height: 40), keyboard: Rect(x: 200, y: 500, width: 190, height: 344)) == nil)
        // The app turned the page's scrolling off, or the field is fixed: no scroll.
        #expect(reveal(field: low, scrolls: false) == nil)
        #expect(reveal(field: low, fixed: true) == nil)
        // Values that are no numbers scroll nothing.
        #expect(reveal(field: Rect(x: 20, y: .nan, width: 350, height: 40)) == nil)
        #expect(reveal(field: low, keyboard: Rect(x: 0, y: .infinity, width: 390, height: 300)) == nil)
    }

    @Test("the keyboard's inset counts only what the bars' inset does not, and shrinks with the keyboard")
    func keyboardInset() {
        let view = LayoutSize(width: 390, height: 844)
        // A 34 pt home indicator inset is already there: the keyboard adds 310, not 344.
        let reveal = WebTyping.revealAboveKeyboard(fieldFrame: Rect(x: 20, y: 700, width: 350, height: 40),
                                                   keyboardFrame: Rect(x: 0, y: 500, width: 390, height: 344), viewSize: view,
                                                   visibleTop: 100, contentOffsetY: 0, minimumOffsetY: -100, maximumOffsetY: 0,
                                                   bottomInset: 34)
        #expect(reveal == WebTyping.KeyboardReveal(offsetY: 248, bottomInset: 310))
        // A hardware keyboard attached: only its 55 pt shortcut bar is left.
        #expect(WebTyping.keptBottomInset(added: 310, keyboardFrame: Rect(x: 0, y: 789, width: 390, height: 55), viewSize: view, bottomInset: 34) == 21)
        // The keyboard went below the view, or floats: nothing is kept.
        #expect(WebTyping.keptBottomInset(added: 310, keyboardFrame: Rect(x: 0, y: 844, width: 390, height: 344), viewSize: view, bottomInset: 34) == 0)
        #expect(WebTyping.keptBottomInset(added: 310, keyboardFrame: Rect(x: 40, y: 500, width: 300, height: 200), viewSize: view, bottomInset: 34) == 0)
        // A taller keyboard does not grow it (only a reveal does).
        #expect(WebTyping.keptBottomInset(added: 310, keyboardFrame: Rect(x: 0, y: 400, width: 390, height: 444), viewSize: view, bottomInset: 34) == 310)
    }

    @Test("the page follows the keyboard: scrolled into its inset, brought back to its end as the keyboard shrinks or leaves, the inset kept while it stays")
    func keyboardMoves() {
        // A 390×844 web view under a 100 pt bar, 34 pt of home indicator inset, a 600 pt sign-in form.
        func geometry(offset: Double, bottom: Double) -> WebViewGeometry {
            WebViewGeometry(boundsSize: LayoutSize(width: 390, height: 844), contentOffset: LayoutPoint(x: 0, y: offset),
                            adjustedContentInset: LayoutInsets(top: 100, left: 0, bottom: bottom, right: 0),
                            contentSize: LayoutSize(width: 390, height: 600))
        }
        let docked = Rect(x: 0, y: 500, width: 390, height: 344)
        #expect(WebTyping.maximumOffsetY(in: geometry(offset: 0, bottom: 344), lessBottomInset: 310) == -210)
        // The keyboard comes up over the field: 310 pt of inset, and the form scrolls as far as it lets.
        let up = WebTyping.keyboardMove(to: docked, field: (Rect(x: 20, y: 700, width: 350, height: 40), false),
                                        geometry: geometry(offset: -100, bottom: 34), added: 0)
        #expect(up == WebTyping.KeyboardMove(addedBottomInset: 310, offsetY: 100))
        // A hardware keyboard attached: its 55 pt bar keeps 21 pt, and the form comes back to its end.
        let bar = Rect(x: 0, y: 789, width: 390, height: 55)
        let shrunk = WebTyping.keyboardMove(to: bar, field: (Rect(x: 20, y: 500, width: 350, height: 40), false),
                                            geometry: geometry(offset: 100, bottom: 344), added: 310)
        #expect(shrunk == WebTyping.KeyboardMove(addedBottomInset: 21, offsetY: -100))
        // The keyboard left: no inset, nothing to scroll back.
        #expect(WebTyping.keyboardMove(to: nil, field: nil, geometry: geometry(offset: -100, bottom: 55), added: 21)
                == WebTyping.KeyboardMove(addedBottomInset: 0, offsetY: nil))
        // Typing ended while the keyboard stays: the inset stays with it; when it leaves, the page comes back.
        #expect(WebTyping.keyboardMove(to: docked, field: nil, geometry: geometry(offset: 100, bottom: 344), added: 310)
                == WebTyping.KeyboardMove(addedBottomInset: 310, offsetY: nil))
        #expect(WebTyping.keyboardMove(to: nil, field: nil, geometry: geometry(offset: 100, bottom: 344), added: 310)
                == WebTyping.KeyboardMove(addedBottomInset: 0, offsetY: -100))
        // A floating keyboard keeps no inset.
        #expect(WebTyping.keyboardMove(to: Rect(x: 40, y: 200, width: 300, height: 200), field: nil,
                                       geometry: geometry(offset: 100, bottom: 344), added: 310)
                == WebTyping.KeyboardMove(addedBottomInset: 0, offsetY: -100))
        // A geometry that is no numbers changes nothing but a departed keyboard's inset.
        var broken = geometry(offset: 100, bottom: 344)
        broken.contentOffset.y = .nan
        #expect(WebTyping.keyboardMove(to: docked, field: nil, geometry: broken, added: 310) == WebTyping.KeyboardMove(addedBottomInset: 310, offsetY: nil))
        #expect(WebTyping.keyboardMove(to: nil, field: nil, geometry: broken, added: 310) == WebTyping.KeyboardMove(addedBottomInset: 0, offsetY: nil))
    }

    @Test("the typed field's place comes from a listing taken at this width; without one, from where the SDK's field was put, moved by the scroll since")
    func typedFieldPlace() {
        let field = WebElement(key: 3, tag: "input", rect: Rect(x: 20, y: 500, width: 350, height: 40), isEditable: true)
        let banner = WebElement(key: 4, tag: "input", rect: Rect(x: 20, y: 10, width: 350, height: 40), isEditable: true, isFixed: true)
        let listing = WebPageListing(viewport: LayoutSize(width: 390, height: 844), scroll: LayoutPoint(x: 0, y: 200),
                                     document: LayoutSize(width: 390, height: 3000), elements: [field, banner])
        let portrait = WebViewGeometry(boundsSize: LayoutSize(width: 390, height: 844), contentOffset: LayoutPoint(x: 0, y: 150),
                                       contentSize: LayoutSize(width: 390, height: 3000))
        let placed = Rect(x: 10, y: 300, width: 100, height: 30)
        func place(_ key: Int, _ listing: WebPageListing?, _ geometry: WebViewGeometry, width: Double = 390) -> (frame: Rect, isFixed: Bool)? {
            WebTyping.fieldPlace(key: key, listing: listing, geometry: geometry, placed: placed, placedAtOffsetY: 100, placedAtWidth: width)
        }
        // Listed at this width: 700 in the page, 550 at the offset now; a fixed field where it is fixed.
        #expect(place(3, listing, portrait)?.frame == Rect(x: 20, y: 550, width: 350, height: 40))
        #expect(place(3, listing, portrait)?.isFixed == false)
        #expect(place(4, listing, portrait)?.isFixed == true)
        // Not listed yet: where the SDK's field was put, 50 pt up with the scroll since.
        #expect(place(3, nil, portrait)?.frame == Rect(x: 10, y: 250, width: 100, height: 30))
        // Rotated, not listed again yet: unknown (the keyboard moves the inset only) — the listing
        // and the place are both of the old width.
        let landscape = WebViewGeometry(boundsSize: LayoutSize(width: 844, height: 390), contentOffset: LayoutPoint(x: 0, y: 150),
                                        contentSize: LayoutSize(width: 844, height: 2000))
        #expect(place(3, listing, landscape) == nil)
        #expect(place(3, nil, landscape) == nil)
        #expect(place(3, nil, landscape, width: 844)?.frame == Rect(x: 10, y: 250, width: 100, height: 30))
        // Listed, but the field is not in the listing (removed): unknown.
        #expect(place(9, listing, portrait) == nil)
    }
}
