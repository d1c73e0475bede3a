#if canImport(UIKit)
import UIKit
import QuartzCore

#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Text entry with GamepadKit's keyboard: when a controller press starts editing a text field,
/// a search field or a text view, the field gets the controller keyboard as its `inputView`,
/// and, while it is up, the controller drives the keyboard instead of the focus engine.
///
/// - **When.** `willBeginEditing(_:configuration:)` runs just before GamepadKit makes the
///   field first responder (the `beginTextEntry` command). With `textEntry.keyboard` =
///   `controller` and a press of a controller (not a hardware keyboard's key), the app's own
///   `inputView` is kept aside and the controller keyboard is set; editing started by touch
///   never comes here and keeps the system keyboard. When editing ends, the app's `inputView`
///   comes back. A touch on the screen or the keyboard while typing hands the field back to the
///   system keyboard (`reloadInputViews()`), and the controller goes back to the focus engine.
/// - **Input.** `handle(_:)` takes the controller's events first; the core
///   ``ControllerKeyboardInput`` turns them into presses with the app's bindings and timing,
///   the core ``ControllerKeyboard`` into edits. A hardware keyboard's keys are left alone.
/// - **Text** goes in through the field's `UITextInput` (`insertText(_:)`, `deleteBackward()`,
///   `selectedTextRange`), as typed keys do; the return key asks a text field's delegate
///   `textFieldShouldReturn(_:)` and sends `.editingDidEndOnExit`, and types a new line in a
///   text view; B resigns first responder, keeping the text.
@MainActor
final class ControllerKeyboardSession {
    static let shared = ControllerKeyboardSession()

    var field: (UIResponder & UITextInput)?
    /// The `inputView` the app had set on `field` (nil: none), put back when editing ends.
    private var appInputView: UIView?
    private var isInstalled = false
    var keyboard: ControllerKeyboard?
    private var input: ControllerKeyboardInput?
    lazy var view: ControllerKeyboardView = {
        let view = ControllerKeyboardView()
        view.onTouch = { ControllerKeyboardSession.shared.useSystemKeyboard() }
        return view
    }()
    private var touchRecognizer: TouchWhileTypingRecognizer?
    private var repeatWork: DispatchWorkItem?
    private var observers: [NSObjectProtocol] = []
    /// The last press came from a hardware keyboard's key.
    private var lastPressWasKeyboardKey = false
    let textChecker = UITextChecker()
    private let logger = DiagnosticLog(category: "keyboard")

    private init() {}

    /// True while the controller keyboard is up and drives the field.
    var isActive: Bool { keyboard != nil && isInstalled }

    // MARK: Starting and ending

    /// GamepadKit is about to make `view` (a text field, a search bar, a text view) first
    /// responder because of a press: puts the controller keyboard on it when the configuration
    /// and the press ask for it.
    func willBeginEditing(_ view: UIView, configuration: GamepadKitConfiguration) {
        guard configuration.textEntry.keyboard == .controller, !lastPressWasKeyboardKey else { return }
        let target: UIResponder & UITextInput
        switch view {
        case let searchBar as UISearchBar: target = searchBar.searchTextField
        case let textField as UITextField: target = textField
        case let textView as UITextView: target = textView
        default: return
        }
        guard !target.isFirstResponder else { return }
        restoreAppInputView()
        field = target
        switch target {
        case let textField as UITextField:
            appInputView = textField.inputView
            textField.inputView = self.view
        case let textView as UITextView:
            appInputView = textView.inputView
            textView.inputView = self.view
        default:
            return
        }
        isInstalled = true
        observeEditing(of: target)
        // Editing begins inside becomeFirstResponder(), right after this call; a field whose
        // delegate refused is given its own input view back on the next turn.
        DispatchQueue.main.async {
            runAsMainActor {
                let session = ControllerKeyboardSession.shared
                if session.keyboard == nil, session.field?.isFirstResponder != true { session.restoreAppInputView() }
            }
        }
    }

    private func observeEditing(of target: UIResponder) {
        removeObservers()
        let center = NotificationCenter.default
        let names: [(Notification.Name, EditingChange)] = [
            (UITextField.textDidBeginEditingNotification, .began), (UITextView.textDidBeginEditingNotification, .began),
            (UITextField.textDidEndEditingNotification, .ended), (UITextView.textDidEndEditingNotification, .ended),
            (UITextField.textDidChangeNotification, .changed), (UITextView.textDidChangeNotification, .changed),
        ]
        for (name, change) in names {
            observers.append(center.addObserver(forName: name, object: target, queue: .main) { _ in
                runAsMainActor { ControllerKeyboardSession.shared.editing(change) }
            })
        }
    }

    private enum EditingChange: Sendable { case began, ended, changed }

    private func editing(_ change: EditingChange) {
        switch change {
        case .began: editingBegan()
        case .ended: restoreAppInputView()
        case .changed: textChanged()
        }
    }

    private func removeObservers() {
        observers.forEach(NotificationCenter.default.removeObserver)
        observers.removeAll()
    }

    private func editingBegan() {
        guard let field, isInstalled, keyboard == nil else { return }
        keyboard = ControllerKeyboard(traits: ControllerKeyboardFieldTraits.traits(of: field))
        input = ControllerKeyboardInput(settings: GamepadRuntime.shared.router.settings)
        // What the focus engine's router holds (the A that began editing) is released now, so
        // that its release, which the keyboard takes, leaves nothing held behind.
        GamepadRuntime.shared.appWillDeactivate()
        if let window = (field as? UIView)?.window {
            let recognizer = TouchWhileTypingRecognizer { ControllerKeyboardSession.shared.useSystemKeyboard() }
            window.addGestureRecognizer(recognizer)
            touchRecognizer = recognizer
        }
        textChanged()
    }

    /// `view` began editing while the controller keyboard was typing in another field (the
    /// return key moved on): it gets the controller keyboard too, reloading its input views.
    func adopt(_ view: UIView) {
        let target: UIResponder & UITextInput
        switch view {
        case let textField as UITextField: target = textField
        case let textView as UITextView: target = textView
        default: return
        }
        restoreAppInputView()
        field = target
        appInputView = target.inputView
        setInputView(self.view, on: target)
        isInstalled = true
        observeEditing(of: target)
        target.reloadInputViews()
        editingBegan()
    }

    /// Editing ended (B, the return key, the app): the app's input view comes back.
    private func restoreAppInputView() {
        if isInstalled, let field {
            setInputView(appInputView, on: field)
        }
        stopDriving()
        removeObservers()
        field = nil
        appInputView = nil
        isInstalled = false
    }

    /// A touch while typing: the system keyboard takes over (the app's input view if it had
    /// one), and the controller goes back to the focus engine, which stays in text entry.
    private func useSystemKeyboard() {
        guard isInstalled, let field else { return }
        logger.debug("A touch while typing: the system keyboard takes over")
        setInputView(appInputView, on: field)
        field.reloadInputViews()
        stopDriving()
        removeObservers()
        self.field = nil
        appInputView = nil
        isInstalled = false
    }

    private func setInputView(_ inputView: UIView?, on field: UIResponder) {
        switch field {
        case let textField as UITextField: textField.inputView = inputView
        case let textView as UITextView: textView.inputView = inputView
        default: break
        }
    }

    private func stopDriving() {
        keyboard = nil
        input = nil
        repeatWork?.cancel()
        repeatWork = nil
        if let touchRecognizer {
            touchRecognizer.view?.removeGestureRecognizer(touchRecognizer)
        }
        touchRecognizer = nil
    }

    // MARK: Input

    /// Takes `event` while the controller keyboard drives the field; false leaves it to the
    /// focus engine (no keyboard up, or a hardware keyboard's key).
    func handle(_ event: ControllerEvent) -> Bool {
        var isKeyboardKey = false
        if case .button(let button, let isPressed, _) = event.input {
            isKeyboardKey = button.isKeyboardKey
            if isPressed { lastPressWasKeyboardKey = isKeyboardKey }
        }
        guard isActive, !isKeyboardKey, var current = input else { return false }
        if field?.isFirstResponder != true {
            restoreAppInputView()
            return false
        }
        let presses = current.handle(event)
        input = current
        perform(presses)
        scheduleRepeat()
        return true
    }

    private func scheduleRepeat() {
        repeatWork?.cancel()
        repeatWork = nil
        guard let deadline = input?.nextDeadline else { return }
        let work = DispatchWorkItem {
            runAsMainActor { ControllerKeyboardSession.shared.repeatDue() }
        }
        repeatWork = work
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, deadline - CACurrentMediaTime()), execute: work)
    }

    private func repeatDue() {
        repeatWork = nil
        guard var current = input else { return }
        let presses = current.advance(to: CACurrentMediaTime())
        input = current
        perform(presses)
        scheduleRepeat()
    }

    private func perform(_ presses: [ControllerKeyboardPress]) {
        for press in presses {
            guard var current = keyboard, let field else { return }
            let edits = current.press(press)
            keyboard = current
            if press.direction == nil {
                UIDevice.current.playInputClick()
            }
            for edit in edits {
                apply(edit, to: field)
                // B or the return key may have ended editing.
                guard isActive else { return }
            }
            if !edits.isEmpty { textChanged() }
        }
        if let keyboard { view.show(keyboard) }
    }
}
#endif
