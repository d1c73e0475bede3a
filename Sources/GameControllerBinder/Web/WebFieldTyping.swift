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
        /// The SDK's field was placed over the page's field (its place was known at begin).
        var fieldIsPlaced = true
        /// The scroll view's vertical offset at which the SDK's field lies over the page's field,
        /// and the web view's width then.
        var fieldOffsetY: CGFloat = 0
        var fieldWidth: CGFloat = 0
        /// The bottom inset the SDK added for the keyboard.
        var inset = AddedInset()
    }

    /// A bottom inset the SDK added to a web view's scroll view for the keyboard.
    private struct AddedInset {
        /// How much was added (zero: nothing).
        var points: CGFloat = 0
        /// The scroll view's bottom inset with it: an inset found otherwise was set by the app
        /// since, which then owns it.
        var insetSet: CGFloat?
    }

    /// The inset of typing that ended while the keyboard stayed (typing moved on, or the
    /// keyboard goes after the field): it follows the keyboard and goes as the keyboard does.
    private struct LeftInset {
        weak var webView: WKWebView?
        var inset: AddedInset
    }

    private var session: Session?
    /// Insets left after typing ended, one per web view.
    private var leftInsets: [LeftInset] = []
    /// Where the keyboard last said it goes (screen coordinates); nil before it said anything.
    private var keyboardFrame: CGRect?
    private var keyboardObservers: [NSObjectProtocol] = []
    /// How the typing that ends now ended (`WebTyping.Ending`): the SDK's own `end()` sets
    /// `.bySDK` while it runs.
    private var ending = WebTyping.Ending.elsewhere
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
        let placed = Self.frame(of: sceneFrame, in: webView)
        field.frame = placed ?? CGRect(x: webView.bounds.midX, y: webView.bounds.midY, width: 1, height: 1)
        webView.addSubview(field)
        // Typing that ended here while the keyboard stayed hands its inset on.
        var inset = AddedInset()
        if let index = leftInsets.firstIndex(where: { $0.webView === webView }) {
            inset = leftInsets.remove(at: index).inset
        }
        session = Session(webView: webView, key: key, candidateID: candidateID, facts: facts,
                          mirror: WebTypingMirror(initialText: facts.value, sanitizesValue: facts.type == "number"), field: field,
                          fieldIsPlaced: placed != nil, fieldOffsetY: webView.scrollView.contentOffset.y,
                          fieldWidth: webView.bounds.width, inset: inset)
        observeKeyboard()
        observe(field)
        TextEntryPerformer.begin(field, configuration: configuration)
        guard field.isFirstResponder else {
            Self.log.error("web content: the SDK's field for typing in the page could not become first responder")
            finish(sendingToPage: true)
            return
        }
    }

    /// `sceneFrame` in `webView`'s coordinates, inside its bounds; nil when unknown.
    private static func frame(of sceneFrame: CGRect?, in webView: UIView) -> CGRect? {
        guard let sceneFrame, let window = webView.window else { return nil }
        let inWindow = window.convert(sceneFrame, from: nil as UIWindow?)
        let inView = webView.convert(inWindow, from: window).intersection(webView.bounds)
        return inView.isNull || inView.isEmpty ? nil : inView
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

    /// Follows the keyboard (the controller's or the system's) for as long as the SDK lives:
    /// its frames move the page while typing, and an inset left after typing.
    /// Once the keyboard has moved (its did-change notification), the same is asked again: an
    /// app that resized the web view for the keyboard meanwhile (pinned to the keyboard's layout
    /// guide, an iPad sheet UIKit moved) leaves less or nothing to make room for.
    private func observeKeyboard() {
        guard keyboardObservers.isEmpty else { return }
        for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification] {
            let isDone = name == UIResponder.keyboardDidChangeFrameNotification
            keyboardObservers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { notification in
                let info = notification.userInfo
                let end = (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                let duration = isDone ? 0.25 : (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
                let curve = isDone ? 7 : (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
                // On iPad every app on screen hears of every keyboard: only this app's counts.
                let isLocal = (info?[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue ?? true
                runAsMainActor {
                    let typing = WebFieldTyping.shared
                    // A did-change counts only for the keyboard's last move (not one a later
                    // move interrupted), and changes the inset only: the page was revealed then.
                    guard isLocal, !isDone || end == typing.keyboardFrame else { return }
                    typing.keyboardWillMove(to: end, duration: duration, curve: UIView.AnimationOptions(rawValue: curve << 16),
                                            revealsField: !isDone)
                }
            })
        }
    }

    /// The keyboard moves to `screenFrame` (screen coordinates), animated for `duration` with
    /// `curve`. While typing, the page scrolls along so that the field shows above it, as WebKit
    /// scrolls a field its own view edits, and the SDK's field moves with the page's; a short
    /// page gets the keyboard's height as a bottom inset, which shrinks and goes with the
    /// keyboard (`WebTyping.keyboardMove(to:field:geometry:added:)`), also after typing ended.
    private func keyboardWillMove(to screenFrame: CGRect?, duration: TimeInterval, curve: UIView.AnimationOptions,
                                  revealsField: Bool = true) {
        keyboardFrame = screenFrame
        if let current = session, let webView = current.webView {
            let geometry = WebViewGeometry(webView)
            let place = revealsField && current.field.isFirstResponder
                ? WebTyping.fieldPlace(key: current.key, listing: WebContentBridge.shared.heldListing(for: webView), geometry: geometry,
                                       placed: current.fieldIsPlaced ? Rect(current.field.frame) : nil,
                                       placedAtOffsetY: Double(current.fieldOffsetY), placedAtWidth: Double(current.fieldWidth))
                : nil
            let field = current.field
            // The new inset is kept before the page moves: a scroll that ends typing (an app's
            // `scrollViewDidScroll` ending editing) finds it in the session, not an older one.
            let offsetY = Self.follow(keyboard: screenFrame, in: webView, inset: current.inset, field: place,
                                      duration: duration, curve: curve) { inset in
                if WebFieldTyping.shared.session?.field === field { WebFieldTyping.shared.session?.inset = inset }
            }
            // Written back only to the same typing.
            if let place, session?.field === field {
                let shownY = offsetY ?? CGFloat(geometry.contentOffset.y)
                let shift = place.isFixed ? 0 : CGFloat(geometry.contentOffset.y) - shownY
                field.frame = CGRect(place.frame).offsetBy(dx: 0, dy: shift)
                session?.fieldOffsetY = shownY
                session?.fieldWidth = webView.bounds.width
                session?.fieldIsPlaced = true
            }
        }
        for left in leftInsets {
            guard let webView = left.webView else { continue }
            _ = Self.follow(keyboard: screenFrame, in: webView, inset: left.inset, field: nil, duration: duration, curve: curve) { inset in
                WebFieldTyping.shared.keepLeftInset(inset, of: webView)
            }
        }
        leftInsets.removeAll { $0.webView == nil }
    }

    /// Keeps `inset` as the one left in `webView` after typing (none when it is zero).
    private func keepLeftInset(_ inset: AddedInset, of webView: WKWebView) {
        leftInsets.removeAll { $0.webView === webView || $0.webView == nil }
        if inset.points != 0 { leftInsets.append(LeftInset(webView: webView, inset: inset)) }
    }

    /// Applies `WebTyping.keyboardMove(to:field:geometry:added:)` to `webView`'s scroll view,
    /// animated with the keyboard: the inset the SDK added changes by the difference, and the
    /// page scrolls where the answer says. `record` gets the inset added now before anything
    /// changes; returns the offset scrolled to, if any.
    private static func follow(keyboard screenFrame: CGRect?, in webView: WKWebView, inset: AddedInset,
                               field: (frame: Rect, isFixed: Bool)?, duration: TimeInterval,
                               curve: UIView.AnimationOptions, record: (AddedInset) -> Void) -> CGFloat? {
        let scrollView = webView.scrollView
        var inset = inset
        if let set = inset.insetSet, scrollView.contentInset.bottom != set {
            log.debug("web content: the app set the web view's bottom inset while typing; the SDK's \(Double(inset.points)) pt are left in it")
            inset = AddedInset()
        }
        let keyboard = screenFrame.flatMap { frame in
            webView.window.map { Rect(webView.convert(frame, from: $0.screen.coordinateSpace)) }
        }
        let move = WebTyping.keyboardMove(to: keyboard, field: field, geometry: WebViewGeometry(webView), added: Double(inset.points))
        let points = CGFloat(move.addedBottomInset)
        let offsetY = move.offsetY.map { CGFloat($0) }
        let change = points - inset.points
        record(AddedInset(points: points, insetSet: points == 0 ? nil : scrollView.contentInset.bottom + change))
        guard change != 0 || offsetY != nil else { return nil }
        if offsetY != nil { OwnScrolls.willScroll(scrollView) }
        UIView.animate(withDuration: max(duration, 0), delay: 0, options: [curve, .beginFromCurrentState]) {
            if change != 0 { scrollView.contentInset.bottom += change }
            if let offsetY { scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: offsetY) }
        }
        return offsetY
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
        guard let current = session, current.field === field else { return true }
        let edit = WebTyping.fieldEdit(Self.text(of: field), replacingUTF16At: range.location, length: range.length, with: replacement,
                                       maxLength: current.facts.maxLength,
                                       isSecure: (field as? UITextField)?.isSecureTextEntry ?? false,
                                       isComposing: Self.isComposing(field))
        switch edit {
        case .fieldApplies:
            return true
        case .refused:
            return false
        case .appliedBySDK(let text):
            Self.show(text, in: field)
            fieldChanged()
            return false
        }
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
        ending = .bySDK
        defer { ending = .elsewhere }
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
        // The inset added for the keyboard stays while the keyboard does (typing may go on in
        // another field), and goes as it goes.
        if current.inset.points != 0, let webView = current.webView {
            _ = Self.follow(keyboard: keyboardFrame, in: webView, inset: current.inset, field: nil,
                            duration: 0.25, curve: .curveEaseInOut) { inset in
                WebFieldTyping.shared.keepLeftInset(inset, of: webView)
            }
        }
        if sendingToPage, let webView = current.webView {
            // `change` always; blur as `WebTyping.Ending` says.
            let call = WebPageScript.endTypingCall(key: current.key, document: current.facts.document, blur: ending.blursPageField)
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
