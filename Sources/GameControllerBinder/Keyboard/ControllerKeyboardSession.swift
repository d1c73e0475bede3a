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
///   `controller` and a press of a controller (not a hardware keyboard's key), a field whose
///   `inputView` is nil gets the controller keyboard (`ControllerKeyboardInstallation`); a field
///   with the app's own input view (a picker, a PIN pad) keeps it. Editing started by touch
///   never comes here and keeps the system keyboard. When editing ends, or `GamepadKit.disable()`
///   is called, the field's `inputView` is nil again. A touch on the screen or the keyboard
///   while typing hands the field back to the system keyboard (`reloadInputViews()`) on the next
///   run loop turn, outside UIKit's delivery of that touch, and the controller goes back to the
///   focus engine.
/// - **Input.** `handle(_:)` takes the controller's events first; the core
///   ``ControllerKeyboardInput`` turns them into presses with the app's bindings and timing,
///   the core ``ControllerKeyboard`` into edits. A hardware keyboard's keys are left alone.
/// - **Text** goes in through the field's `UITextInput` (`insertText(_:)`, `deleteBackward()`,
///   `selectedTextRange`), as typed keys do, each edit first asked of the field's delegate with
///   the selection's range (`ControllerKeyboardEditAdmission`); the return key asks a text
///   field's delegate `textFieldShouldReturn(_:)` and sends `.editingDidEndOnExit`, and is the
///   edit "\n" in a text view; B resigns first responder, keeping the text.
@MainActor
final class ControllerKeyboardSession {
    static let shared = ControllerKeyboardSession()

    var field: (UIResponder & UITextInput)?
    private var isInstalled = false
    var keyboard: ControllerKeyboard?
    private var input: ControllerKeyboardInput?
    lazy var view: ControllerKeyboardView = {
        let view = ControllerKeyboardView()
        view.onTouch = { ControllerKeyboardSession.shared.touchedWhileTyping() }
        return view
    }()
    private var touchRecognizer: TouchWhileTypingRecognizer?
    /// A touch's swap to the system keyboard waits for the next run loop turn.
    private var isSwapScheduled = false
    private var repeatWork: DispatchWorkItem?
    private var observers: [NSObjectProtocol] = []
    /// The last press came from a hardware keyboard's key.
    private var lastPressWasKeyboardKey = false
    /// An edit of the keyboard is being applied (`apply(_:to:)`): a field that ends meanwhile may
    /// hand typing on to the next one (`watchForNextField()`).
    private var isApplyingEdit = false
    /// The driven field ended during the edit being applied; the text input that began after it.
    private var isWatchingForNextField = false
    private weak var nextField: UIView?
    private var nextFieldObservers: [NSObjectProtocol] = []
    let textChecker = UITextChecker()
    let logger = DiagnosticLog(category: "keyboard")

    private init() {}

    /// True while the controller keyboard is up and drives the field.
    var isActive: Bool { keyboard != nil && isInstalled }

    // MARK: Starting and ending

    /// GamepadKit is about to make `view` (a text field, a search bar, a text view) first
    /// responder because of a press: puts the controller keyboard on it when the configuration
    /// and the press ask for it.
    func willBeginEditing(_ view: UIView, configuration: GamepadKitConfiguration) {
        let target: UIResponder & UITextInput
        switch view {
        case let searchBar as UISearchBar: target = searchBar.searchTextField
        case let textField as UITextField: target = textField
        case let textView as UITextView: target = textView
        default: return
        }
        let decision = ControllerKeyboardInstallation.decision(configured: configuration.textEntry.keyboard,
                                                               pressFromHardwareKeyboard: lastPressWasKeyboardKey,
                                                               fieldHasInputView: target.inputView != nil,
                                                               fieldIsFirstResponder: target.isFirstResponder)
        guard decision == .install else {
            if decision == .appInputView { logger.debug("The field has an input view of its own: it keeps it") }
            return
        }
        restoreAppInputView()
        field = target
        setInputView(self.view, on: target)
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
        case .ended:
            let wasDriving = isActive
            restoreAppInputView()
            if wasDriving, isApplyingEdit { watchForNextField() }
        case .changed: textChanged()
        }
    }

    /// The driven field ended during one of the keyboard's own edits (the return key, a text
    /// view's "\n", a delete in a one-time-code box): a text field or text view that begins
    /// editing during that edit is the next field its delegate made first responder (in
    /// `textFieldShouldReturn`, whatever it then answered), and gets the controller keyboard right
    /// after the edit (`perform(_:)`), outside UIKit's `becomeFirstResponder()`. Nothing else
    /// (a hardware key, a timer, a touch) hands a field on.
    private func watchForNextField() {
        isWatchingForNextField = true
        nextField = nil
        guard nextFieldObservers.isEmpty else { return }
        let center = NotificationCenter.default
        for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {
            nextFieldObservers.append(center.addObserver(forName: name, object: nil, queue: .main) { notification in
                let view = UncheckedBox(notification.object as? UIView)
                runAsMainActor { ControllerKeyboardSession.shared.someFieldBegan(view.value) }
            })
        }
    }

    private func someFieldBegan(_ view: UIView?) {
        guard isWatchingForNextField, let view else { return }
        nextField = view
    }

    /// After an edit: the next field that began during it, when the controller keyboard is not on
    /// it yet (the delegate answered false, so the return key's own follow-up did not run).
    private func takeNextField() -> UIView? {
        defer {
            isWatchingForNextField = false
            nextField = nil
        }
        guard let next = nextField,
              ControllerKeyboardInstallation.adoptsNextField(beganDuringKeyboardEdit: isWatchingForNextField, controllerKeyboardIsOn: isActive,
                                                             isFirstResponder: next.isFirstResponder) else { return nil }
        return next
    }

    private func removeObservers() {
        observers.forEach(NotificationCenter.default.removeObserver)
        observers.removeAll()
    }

    private func editingBegan() {
        guard let field, isInstalled, keyboard == nil else { return }
        // The field's delegate may have set an input view of its own while editing began.
        guard ControllerKeyboardInstallation.decisionOnceEditing(inputViewIsControllerKeyboard: Self.inputView(of: field) === view) == .install else {
            logger.debug("The field's delegate set an input view of its own as editing began: it keeps it")
            standDown(from: field)
            return
        }
        keyboard = ControllerKeyboard(traits: ControllerKeyboardFieldTraits.traits(of: field))
        input = ControllerKeyboardInput(settings: GamepadRuntime.shared.router.settings)
        // What the focus engine's router holds (the A that began editing) is released now, so
        // that its release, which the keyboard takes, leaves nothing held behind.
        GamepadRuntime.shared.appWillDeactivate()
        if let window = (field as? UIView)?.window {
            let recognizer = TouchWhileTypingRecognizer { ControllerKeyboardSession.shared.touchedWhileTyping() }
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
        if isActive, field === target { return }
        restoreAppInputView()
        // The element the highlight knows: a search bar for its text field.
        let element = Self.searchBar(around: view) ?? view
        // A next field with an input view of its own (a picker) keeps it; the highlight still
        // follows it, so that B ends its editing instead of leaving the screen.
        guard ControllerKeyboardInstallation.decision(configured: .controller, pressFromHardwareKeyboard: false,
                                                      fieldHasInputView: target.inputView != nil,
                                                      fieldIsFirstResponder: false) == .install else {
            GamepadRuntime.shared.textEntryBegan(in: element)
            return
        }
        field = target
        setInputView(self.view, on: target)
        isInstalled = true
        observeEditing(of: target)
        target.reloadInputViews()
        editingBegan()
        // The highlight follows the field typed in, so that B ends editing there.
        if isActive { GamepadRuntime.shared.textEntryBegan(in: element) }
    }

    /// The search bar whose text field `view` is, if it is one (a few levels up).
    private static func searchBar(around view: UIView) -> UISearchBar? {
        guard view is UISearchTextField else { return nil }
        var current = view.superview
        for _ in 0..<4 {
            guard let candidate = current else { return nil }
            if let bar = candidate as? UISearchBar { return bar }
            current = candidate.superview
        }
        return nil
    }

    /// Editing ended (B, the return key, the app): the field's input view is nil again (it was
    /// nil before: the keyboard is installed only there).
    private func restoreAppInputView() {
        if isInstalled, let field, Self.inputView(of: field) === view {
            setInputView(nil, on: field)
        }
        stopDriving()
        removeObservers()
        field = nil
        isInstalled = false
    }

    /// The app gave `field` an input view of its own while the controller keyboard was its input
    /// view: the session lets go, and a field that is editing reloads its input views, since
    /// UIKit shows an `inputView` set on the first responder only after `reloadInputViews()`
    /// (set in `…ShouldBeginEditing`, it is already up: the reload changes nothing).
    private func standDown(from field: UIResponder) {
        restoreAppInputView()
        if field.isFirstResponder { field.reloadInputViews() }
    }

    /// `GamepadKit.disable()`: the controller keyboard leaves the field it is on; a field still
    /// editing gets the system keyboard at once.
    func remove() {
        isWatchingForNextField = false
        nextField = nil
        guard isInstalled, let field else {
            restoreAppInputView()
            return
        }
        let isEditing = field.isFirstResponder
        restoreAppInputView()
        if isEditing { field.reloadInputViews() }
    }

    /// A finger touched the screen or the keyboard while typing: called from inside UIKit's touch
    /// delivery (a gesture recognizer, a view's `touchesBegan`), so the swap waits for the next
    /// turn of the main run loop (`ControllerKeyboardInstallation.swapOnTouch`).
    private func touchedWhileTyping() {
        switch ControllerKeyboardInstallation.swapOnTouch(insideTouchDelivery: true) {
        case .now:
            useSystemKeyboard()
        case .nextRunLoopTurn:
            guard !isSwapScheduled else { return }
            isSwapScheduled = true
            DispatchQueue.main.async {
                runAsMainActor {
                    let session = ControllerKeyboardSession.shared
                    session.isSwapScheduled = false
                    session.useSystemKeyboard()
                }
            }
        }
    }

    /// A touch while typing: the system keyboard takes over, and the controller goes back to the
    /// focus engine, which stays in text entry.
    private func useSystemKeyboard() {
        guard isInstalled, let field else { return }
        logger.debug("A touch while typing: the system keyboard takes over")
        let isEditing = field.isFirstResponder
        restoreAppInputView()
        if isEditing { field.reloadInputViews() }
    }

    private static func inputView(of field: UIResponder) -> UIView? {
        switch field {
        case let textField as UITextField: textField.inputView
        case let textView as UITextView: textView.inputView
        default: nil
        }
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
        if let field, ControllerKeyboardInstallation.decisionOnceEditing(inputViewIsControllerKeyboard: Self.inputView(of: field) === view) != .install {
            logger.debug("The field's input view was replaced while typing: the controller goes back to the focus engine")
            standDown(from: field)
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
                isApplyingEdit = true
                apply(edit, to: field)
                isApplyingEdit = false
                if let next = takeNextField() { adopt(next) }
                // B or the return key may have ended editing, or moved it on to another field:
                // the rest of this press's edits belong to the old field, and are dropped.
                guard isActive, self.field === field else {
                    if let keyboard { view.show(keyboard) }
                    return
                }
            }
            if !edits.isEmpty { textChanged() }
        }
        if let keyboard { view.show(keyboard) }
    }
}
#endif
