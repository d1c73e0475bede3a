import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitTooling

/// Typing into web fields in real Chromium (`typing.html`): the facts typing begins with, each
/// change copied in with its `input` event, `change` and blur at the end, and the return key's
/// implicit submission, against a page that reformats, cancels the Enter key and clobbers its
/// form's names.
@Suite("The web page script's typing functions in headless Chromium",
       .enabled(if: WebFixtures.enabled, Comment(rawValue: WebFixtures.skipMessage)))
struct WebScriptTypingTests {
    /// `call` (built for key 0, which no element has, in the document "DOC") with the key of the
    /// element labelled `label`, in the page's document (`window.__doc`, kept by the first step).
    static func on(_ label: String, _ call: String) -> String {
        call.replacingOccurrences(of: "(0", with: "(\(WebFixtures.keyByLabel)('\(label)')")
            .replacingOccurrences(of: "\"DOC\"", with: "window.__doc")
    }

    static func setText(_ label: String, from old: String, to new: String) -> String {
        let edit = WebTyping.edit(from: old, to: new) ?? WebTextEdit(inputType: "insertText", data: nil)
        return on(label, WebPageScript.setTextCall(key: 0, document: "DOC", text: new, edit: edit))
    }

    static let steps: [String] = [
        "(function () { var a = " + on("Email", WebPageScript.beginTypingCall(key: 0))
            + "; window.__doc = JSON.parse(a).field.document; return a; })()",                   // 0
        setText("Email", from: "", to: "ann@example.com"),                                       // 1
        on("Password", WebPageScript.beginTypingCall(key: 0)),                                   // 2
        setText("Password", from: "", to: "secret"),                                             // 3
        on("Password", WebPageScript.enterKeyCall(key: 0, document: "DOC", action: .submit(throughDefaultButton: true))), // 4
        "document.getElementById('log').textContent",                                            // 5
        on("Phone", WebPageScript.beginTypingCall(key: 0)),                                      // 6
        setText("Phone", from: "", to: "55a5"),                                                  // 7
        on("Phone", WebPageScript.endTypingCall(key: 0, document: "DOC")),                                        // 8
        "document.getElementById('events').textContent",                                         // 9
        "String(document.activeElement === document.body)",                                      // 10
        on("Search", WebPageScript.beginTypingCall(key: 0)),                                     // 11
        setText("Search", from: "", to: "cats"),                                                 // 12
        on("Search", WebPageScript.enterKeyCall(key: 0, document: "DOC", action: .submit(throughDefaultButton: false))), // 13
        on("Code", WebPageScript.beginTypingCall(key: 0)),                                       // 14
        on("Code", WebPageScript.enterKeyCall(key: 0, document: "DOC", action: .submit(throughDefaultButton: false))), // 15
        on("Read only", WebPageScript.beginTypingCall(key: 0)),                                  // 16
        on("Message", WebPageScript.beginTypingCall(key: 0)),                                    // 17
        setText("Message", from: "", to: "Hi \"there\"\n\\ \u{2028}end"),                       // 18
        "JSON.stringify(document.getElementById('message').value)",                             // 19
        on("Clobbered", WebPageScript.beginTypingCall(key: 0)),                                  // 20
        on("Clobbered", WebPageScript.enterKeyCall(key: 0, document: "DOC", action: .submit(throughDefaultButton: false))), // 21
        setText("Controlled", from: "", to: "typed"),                                            // 22
        "document.getElementById('log').textContent",                                            // 23
        setText("Email", from: "ann@example.com", to: "ann@example.co"),                        // 24
        "__gamepadKitWeb.beginTyping(987654)",                                                   // 25
        on("Other", WebPageScript.enterKeyCall(key: 0, document: "DOC", action: .submit(throughDefaultButton: true))), // 26
        on("Email", WebPageScript.setTextCall(key: 0, document: "an-old-page", text: "leaked", edit: WebTextEdit(inputType: "insertText", data: "leaked"))), // 27
        on("Email", WebPageScript.endTypingCall(key: 0, document: "an-old-page")),              // 28
        "document.getElementById('email').value",                                                // 29
    ]

    struct Answer: Decodable, Equatable {
        var ok: Bool
        var reason: String
        var value: String?
        var submitted: Bool?
    }

    func step(_ index: Int) throws -> String {
        let answers = try WebFixtures.answers("typing")
        #expect(answers.count == Self.steps.count + 1)
        return try #require(answers.dropFirst().dropFirst(index).first)
    }

    func answer(_ index: Int) throws -> Answer {
        try JSONDecoder().decode(Answer.self, from: Data(try step(index).utf8))
    }

    @Test("typing begins with the field's facts: an email field's type and content type, its form's default button")
    func beginFacts() throws {
        let email = try WebFieldFacts.decode(try step(0))
        #expect(email.tag == "input" && email.type == "email" && email.autocomplete == "username" && email.value.isEmpty)
        #expect(email.form == WebFieldFacts.Form(defaultButton: .enabled, blockingFieldCount: 2))
        let traits = WebTyping.traits(for: email)
        #expect(traits.keyboardType == .emailAddress && traits.autocapitalization == .none && traits.contentType == nil,
                "no credential content type: AutoFill would offer the app's accounts, not the site's")
        let password = try WebFieldFacts.decode(try step(2))
        #expect(password.maxLength == 64 && WebTyping.traits(for: password).isSecureTextEntry)
        #expect(WebTyping.traits(for: password).contentType == nil)
        let code = try WebFieldFacts.decode(try step(14))
        #expect(WebTyping.traits(for: code).contentType == "one-time-code")
        #expect(WebTyping.keyboardType(for: code) == .numberPad && code.form == WebFieldFacts.Form(defaultButton: .none, blockingFieldCount: 1))
        let message = try WebFieldFacts.decode(try step(17))
        #expect(message.tag == "textarea" && message.isMultiline && WebTyping.returnAction(for: message) == .newline)
    }

    @Test("each change reaches the field with an input event that says what was typed or deleted")
    func inputEvents() throws {
        #expect(try answer(1) == Answer(ok: true, reason: "set", value: "ann@example.com"))
        #expect(try answer(24) == Answer(ok: true, reason: "set", value: "ann@example.co"))
        let events = try step(9)
        #expect(events.hasPrefix("email insertText ann@example.com, email blur, password insertText secret"))
        #expect(events.contains("phone insertText 55a5"))
    }

    @Test("Return in the sign-in form clicks its submit button; in a search form without one, submits the form")
    func implicitSubmission() throws {
        #expect(try answer(4) == Answer(ok: true, reason: "submitted", submitted: true))
        #expect(try step(5) == "password change, sign in ann@example.com by go", "change comes before the submission, as in WebKit")
        #expect(try answer(13) == Answer(ok: true, reason: "submitted", submitted: true))
        #expect(try step(23).contains("search cats"))
    }

    @Test("a form whose validation fails is not reported submitted: typing goes on")
    func validationStops() throws {
        #expect(try answer(26) == Answer(ok: true, reason: "keys", submitted: false))
        #expect(try !step(23).contains("required submitted"))
    }

    @Test("a page that cancels the Enter key keeps it: nothing is submitted")
    func cancelledEnter() throws {
        #expect(try answer(15) == Answer(ok: true, reason: "cancelled", submitted: false))
        let log = try step(23)
        #expect(log.contains("code enter") && !log.contains("code submitted"))
    }

    @Test("the page's own handler reformats the text, and the answer carries the value it left")
    func pageReformats() throws {
        #expect(try answer(7) == Answer(ok: true, reason: "set", value: "555"))
        var mirror = WebTypingMirror(initialText: "")
        let sent = mirror.send("55a5")
        let pageValue = try answer(7).value
        #expect(mirror.pageAnswered(try #require(sent).number, pageValue: pageValue) == "555")
    }

    @Test("typing ends with change, then blur, and nothing stays focused")
    func endTyping() throws {
        #expect(try answer(8) == Answer(ok: true, reason: "changed"))
        #expect(try step(9).contains("phone insertText 55a5, phone change, phone blur"))
        #expect(try step(10) == "true")
    }

    @Test("quotes, backslashes, new lines and a line separator arrive as typed")
    func escaping() throws {
        #expect(try answer(18).ok)
        #expect(try step(19) == "\"Hi \\\"there\\\"\\n\\\\ \u{2028}end\"")
    }

    @Test("a call meant for another document (the page navigated) touches nothing: the same key here is another field")
    func anotherDocument() throws {
        #expect(try answer(27) == Answer(ok: false, reason: "another document"))
        #expect(try answer(28) == Answer(ok: false, reason: "another document"))
        #expect(try step(29) == "ann@example.co")
        #expect(try !WebFieldFacts.decode(try step(0)).document.isEmpty)
    }

    @Test("a read-only field and an unknown key refuse typing; a clobbered form still submits; a page's own value setter is bypassed")
    func hostile() throws {
        #expect(try answer(16) == Answer(ok: false, reason: "read only"))
        let readOnly = try step(16)
        #expect(throws: WebListingError.self) { try WebFieldFacts.decode(readOnly) }
        #expect(try answer(25) == Answer(ok: false, reason: "unknown key"))
        #expect(try WebFieldFacts.decode(try step(20)).form == WebFieldFacts.Form(defaultButton: .none, blockingFieldCount: 1))
        #expect(try answer(21) == Answer(ok: true, reason: "submitted", submitted: true))
        let log = try step(23)
        #expect(log.contains("clobbered submitted"))
        #expect(try answer(22) == Answer(ok: true, reason: "set", value: "typed"))
        #expect(!log.contains("page setter"))
    }
}
