#if canImport(UIKit) && canImport(WebKit)
import UIKit
import WebKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Typing into a web page's field with the controller (or the system) keyboard (`WebTyping`).
///
/// A on a web text field asks the page to begin (`WebPageScript.beginTypingCall(key:)`: the field
/// is focused as a tap focuses it, and its facts come back). A text field of the SDK's own (a
/// text view for a text area or a contenteditable element) is then put over the page's field,
/// invisible and letting every touch through, with the traits the page asked for, and made
/// first responder through `TextEntryPerformer`, so the controller keyboard types there as in
/// any native field (or the system keyboard, as configured). Each change is copied into the
/// page with its `input` event; the page's answer may correct the text (`WebTypingMirror`).
/// Return sends the Enter key and submits the form as `WebTyping.returnAction(for:)` says; B, a
/// submitted form, a touch elsewhere or a navigation ends typing: the page gets `change`, the
/// field loses focus, and the focus engine leaves text entry.
///
/// Why not the page's own field: its first responder is WebKit's view, whose input view the SDK
/// cannot set, and a field focused by script gets no keyboard without a finger's tap.
@MainActor
final class WebFieldTyping: NSObject {
    static let shared = WebFieldTyping()
    private static let log = DiagnosticLog(category: "web")

    private struct Session {
        weak var webView: WKWebView?
        let key: Int
        let candidateID: String
        let facts: WebFieldFacts
        var mirror: WebTypingMirror
        let field: UIView
    }

    private var session: Session?
    /// The SDK itself ends typing (B, a submitted form, `disable()`): the page's field is blurred,
    /// as the keyboard's dismissal blurs it. Typing that ends otherwise (a finger's tap in the page
    /// or elsewhere) leaves the page's focus to what the finger did.
    private var isEndingItself = false
    /// A begin call on its way to the page (its candidate id); cleared when typing ends or
    /// another begins.
    private var pendingCandidateID: String?
    private var observers: [NSObjectProtocol] = []

    /// The focus engine began text entry on the web field `key` of `webView` (candidate
    /// `candidateID`, at `sceneFrame` in the scene's coordinates).
    func begin(candidateID: String, webView: WKWebView, key: Int, sceneFrame: CGRect?, configuration: GamepadKitConfiguration) {
        end()
        pendingCandidateID = candidateID
        WebContentBridge.shared.evaluate(WebPageScript.beginTypingCall(key: key), in: webView) { [weak webView] answer in
            let typing = WebFieldTyping.shared
            let facts = answer.flatMap { try? WebFieldFacts.decode($0) }
            guard typing.pendingCandidateID == candidateID else {
                // Ended or replaced meanwhile: the page's field, focused by the call, lets go.
                if let facts, let webView {
                    WebContentBridge.shared.evaluate(WebPageScript.endTypingCall(key: key, document: facts.document), in: webView)
                }
                return
            }
            typing.pendingCandidateID = nil
            guard let webView, webView.window != nil, let facts else {
                Self.log.debug("web content: the page did not start typing in its field")
                GamepadRuntime.shared.webTextEntryEnded(candidateID: candidateID)
                return
            }
            guard WebTyping.typesThroughOwnField(facts) else {
                // Focused only (a contenteditable editor, a page's own keypad, a value too long
                // to copy): the controller goes on moving (to the page's keypad, say), and the
                // field stays focused in the page.
                GamepadRuntime.shared.webTextEntryEnded(candidateID: candidateID)
                return
            }
            typing.start(candidateID: candidateID, webView: webView, key: key, facts: facts,
                         sceneFrame: sceneFrame, configuration: configuration)
        }
    }

    private func start(candidateID: String, webView: WKWebView, key: Int, facts: WebFieldFacts,
                       sceneFrame: CGRect?, configuration: GamepadKitConfiguration) {
        let traits = WebTyping.traits(for: facts)
        let field: UIView
        if facts.isMultiline {
            let textView = PassThroughTextView()
            textView.text = facts.value
            textView.delegate = self
            ControllerKeyboardFieldTraits.apply(traits, to: textView)
            textView.textColor = .clear
            textView.backgroundColor = .clear
            field = textView
        } else {
            let textField = PassThroughTextField()
            textField.text = facts.value
            textField.delegate = self
            ControllerKeyboardFieldTraits.apply(traits, to: textField)
            textField.textColor = .clear
            textField.backgroundColor = .clear
            textField.borderStyle = .none
            field = textField
        }
        field.tintColor = .clear
        if #available(iOS 17.0, *) {
            // An inline prediction is drawn in its own colour, over the page.
            (field as? UITextField)?.inlinePredictionType = .no
            (field as? UITextView)?.inlinePredictionType = .no
        }
        field.isAccessibilityElement = false
        field.accessibilityElementsHidden = true
        field.frame = Self.frame(of: sceneFrame, in: webView)
        webView.addSubview(field)
        session = Session(webView: webView, key: key, candidateID: candidateID, facts: facts,
                          mirror: WebTypingMirror(initialText: facts.value, sanitizesValue: facts.type == "number"), field: field)
        observe(field)
        TextEntryPerformer.begin(field, configuration: configuration)
        guard field.isFirstResponder else {
            Self.log.error("web content: the SDK's field for typing in the page could not become first responder")
            finish(sendingToPage: true)
            return
        }
    }

    /// `sceneFrame` in `webView`'s coordinates, inside its bounds; a point at its centre when
    /// unknown.
    private static func frame(of sceneFrame: CGRect?, in webView: UIView) -> CGRect {
        let bounds = webView.bounds
        guard let sceneFrame, let window = webView.window else {
            return CGRect(x: bounds.midX, y: bounds.midY, width: 1, height: 1)
        }
        let inWindow = window.convert(sceneFrame, from: nil as UIWindow?)
        let inView = webView.convert(inWindow, from: window).intersection(bounds)
        return inView.isNull || inView.isEmpty ? CGRect(x: bounds.midX, y: bounds.midY, width: 1, height: 1) : inView
    }

    private func observe(_ field: UIView) {
        let center = NotificationCenter.default
        let changes = [UITextField.textDidChangeNotification, UITextView.textDidChangeNotification]
        let ends = [UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification]
        for name in changes {
            observers.append(center.addObserver(forName: name, object: field, queue: .main) { _ in
                runAsMainActor { WebFieldTyping.shared.fieldChanged() }
            })
        }
        for name in ends {
            observers.append(center.addObserver(forName: name, object: field, queue: .main) { _ in
                runAsMainActor { WebFieldTyping.shared.finish(sendingToPage: true) }
            })
        }
    }

    private static func text(of field: UIView) -> String {
        (field as? UITextField)?.text ?? (field as? UITextView)?.text ?? ""
    }

    /// True while the field holds marked text (an input method's composition, Japanese or
    /// Chinese): nothing is sent, corrected or refused until the composition is committed.
    private static func isComposing(_ field: UIView) -> Bool {
        (field as? UITextInput)?.markedTextRange != nil
    }

    /// The SDK's field changed: the change goes to the page; its answer may correct the text.
    fileprivate func fieldChanged() {
        guard var current = session, let webView = current.webView, !Self.isComposing(current.field) else { return }
        guard let change = current.mirror.send(Self.text(of: current.field)) else { return }
        session = current
        let call = WebPageScript.setTextCall(key: current.key, document: current.facts.document,
                                             text: current.mirror.sentText, edit: change.edit)
        let field = current.field
        WebContentBridge.shared.evaluate(call, in: webView) { answer in
            let typing = WebFieldTyping.shared
            guard var now = typing.session, now.field === field else { return }
            let read = WebTypingAnswer.read(answer)
            guard read?.ok != false else {
                // The page's field is gone (a re-render, a new document): typing there ends, as
                // it would for a finger whose field vanished.
                Self.log.error("web content: the page's field no longer takes typing; typing ends")
                typing.finish(sendingToPage: false)
                return
            }
            guard !Self.isComposing(field),
                  let corrected = now.mirror.pageAnswered(change.number, pageValue: read?.value) else { return }
            typing.session = now
            Self.show(corrected, in: field)
        }
    }

    /// The page changed the text (a formatter, a controlled component): the field shows what the
    /// page has, the caret as far from the end as it was, and the controller keyboard reads it
    /// again (setting `text` posts no change notification).
    private static func show(_ text: String, in field: UIView) {
        guard let input = field as? UITextInput else { return }
        let fromEnd = input.selectedTextRange.map { input.offset(from: $0.end, to: input.endOfDocument) } ?? 0
        if let textField = field as? UITextField { textField.text = text } else { (field as? UITextView)?.text = text }
        if let position = input.position(from: input.endOfDocument, offset: -min(max(0, fromEnd), text.utf16.count)) {
            input.selectedTextRange = input.textRange(from: position, to: position)
        }
        let session = ControllerKeyboardSession.shared
        if session.isActive, session.field === field { session.textChanged() }
    }

    /// Return in a single-line field: the Enter key and, as `WebTyping.returnAction(for:)` says,
    /// the form's submission; typing ends when the page submitted.
    fileprivate func returnPressed() {
        guard let current = session, let webView = current.webView else { return }
        let action = WebTyping.returnAction(for: current.facts)
        let field = current.field
        let call = WebPageScript.enterKeyCall(key: current.key, document: current.facts.document, action: action)
        WebContentBridge.shared.evaluate(call, in: webView) { answer in
            guard WebTypingAnswer.read(answer)?.submitted == true, WebFieldTyping.shared.session?.field === field else { return }
            WebFieldTyping.shared.end()
        }
    }

    /// The field's delegate question for an edit: refused past the page's `maxlength`. A secure
    /// field's edit is applied here instead (UIKit empties a secure field on its first key,
    /// which would send the page a password of one character).
    fileprivate func admits(_ field: UIView, replacing range: NSRange, with replacement: String) -> Bool {
        guard let current = session, current.field === field, !Self.isComposing(field) else { return true }
        let old = Self.text(of: field)
        guard let swiftRange = Range(range, in: old) else { return true }
        let new = old.replacingCharacters(in: swiftRange, with: replacement)
        guard WebTyping.admits(new, replacing: old, maxLength: current.facts.maxLength) else { return false }
        if let textField = field as? UITextField, textField.isSecureTextEntry {
            Self.show(new, in: textField)
            fieldChanged()
            return false
        }
        return true
    }

    /// Ends typing in the web element `candidateID` (B in text entry); false when the SDK is not
    /// typing there.
    func end(candidateID: String) -> Bool {
        if pendingCandidateID == candidateID {
            pendingCandidateID = nil
            return true
        }
        guard session?.candidateID == candidateID else { return false }
        end()
        return true
    }

    /// B while the SDK types in a web field: typing ends, whatever mode the focus engine is in
    /// (a touch may have put it back to navigating while the system keyboard types on). True when
    /// it was typing.
    func endOnBack() -> Bool {
        guard session != nil || pendingCandidateID != nil else { return false }
        end()
        return true
    }

    /// Ends any typing, in the page too (another begins, `GamepadKit.disable()`).
    func end() {
        pendingCandidateID = nil
        guard let current = session else { return }
        isEndingItself = true
        defer { isEndingItself = false }
        // Ends editing: `finish` runs from its notification, or just below.
        if current.field.isFirstResponder { _ = current.field.resignFirstResponder() }
        finish(sendingToPage: true)
    }

    /// True while the SDK types in a field of `webView`'s page.
    func isTyping(in webView: WKWebView) -> Bool {
        session?.webView === webView
    }

    /// Typing ended: the SDK's field goes away, the page gets `change` and blur, and the focus
    /// engine leaves text entry.
    private func finish(sendingToPage: Bool) {
        guard let current = session else { return }
        session = nil
        observers.forEach(NotificationCenter.default.removeObserver)
        observers.removeAll()
        if current.field.isFirstResponder { _ = current.field.resignFirstResponder() }
        current.field.removeFromSuperview()
        if sendingToPage, let webView = current.webView {
            // `change` always; blur only when the SDK ends typing itself (a finger that tapped
            // the page's field keeps it focused, with WebKit's keyboard).
            let call = WebPageScript.endTypingCall(key: current.key, document: current.facts.document, blur: isEndingItself)
            WebContentBridge.shared.evaluate(call, in: webView)
        }
        GamepadRuntime.shared.webTextEntryEnded(candidateID: current.candidateID)
    }
}

extension WebFieldTyping: UITextFieldDelegate, UITextViewDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        returnPressed()
        return false
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        admits(textField, replacing: range, with: string)
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        admits(textView, replacing: range, with: text)
    }
}

/// The SDK's field over a web field: first responder, never the target of a touch (a finger's
/// touch goes to the page beneath), invisible even where the app styles every text field through
/// an appearance proxy (applied as a view enters a window), and without undo (its text is also
/// set in code, where UIKit's undo of a typed range would raise an exception).
private final class PassThroughTextField: UITextField {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
    override var undoManager: UndoManager? { nil }
    override func didMoveToWindow() {
        super.didMoveToWindow()
        textColor = .clear
        tintColor = .clear
        backgroundColor = .clear
        borderStyle = .none
    }
}

/// The SDK's text view over a web text area.
private final class PassThroughTextView: UITextView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
    override var undoManager: UndoManager? { nil }
    override func didMoveToWindow() {
        super.didMoveToWindow()
        textColor = .clear
        tintColor = .clear
        backgroundColor = .clear
    }
}
#endif
