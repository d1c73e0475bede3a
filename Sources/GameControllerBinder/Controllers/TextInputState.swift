#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The keyboard's situation in the key window: whether a text input is being edited (by
/// GamepadKit's text entry or by touch), and whether UIKit's own keyboard focus is active.
@MainActor
enum TextInputState {
    /// The text input being edited in `window` (its first responder, when that is a text input),
    /// or in an input accessory view shown over it (the keyboard's window of the same scene: a
    /// chat screen's message bar). Read on every key press: while a text field or text view is
    /// edited, that view alone is checked (the one whose `didBeginEditing` GamepadKit heard
    /// last, `EditingInputTracker`); otherwise the window is walked once (a web view's or a
    /// custom `UITextInput` posts no such notification).
    static func editingInput(in window: UIWindow) -> UIView? {
        if let editing = EditingInputTracker.shared.editing, editing is UITextInput, editing.isFirstResponder,
           let editingWindow = editing.window,
           editingWindow === window || (editingWindow.windowScene === window.windowScene
               && WindowSelection.isKeyboardWindow(className: String(describing: type(of: editingWindow)))) {
            return editing
        }
        let responder = firstResponder(in: window)
        return responder is UITextInput ? responder : nil
    }

    /// True when UIKit's focus system (iPadOS keyboard navigation) has a focused item in the
    /// key window `window`: it moves its own focus with Tab and the arrows.
    static func systemFocusIsActive(in window: UIWindow) -> Bool {
        UIFocusSystem.focusSystem(for: window)?.focusedItem != nil
    }

    /// Ends the editing of `input`, the text input found editing (the text stays; the keyboard
    /// goes away): it resigns, forced as `endEditing(true)` forces it.
    static func endEditing(_ input: UIView) {
        input.endEditing(true)
    }

    /// The window marked key among the chosen ones (the first responder lives there), else the
    /// selection's key window.
    static var keyWindow: UIWindow? {
        let chosen = SceneCapture.chosenWindows()
        return chosen.windows.first { $0.isKeyWindow } ?? chosen.key
    }

    /// The first responder among `view` and its subviews, if any.
    static func firstResponder(in view: UIView) -> UIView? {
        if view.isFirstResponder { return view }
        for subview in view.subviews {
            if let found = firstResponder(in: subview) { return found }
        }
        return nil
    }
}

/// The text field or text view that began editing last, heard from UIKit's notifications, so
/// that a key press checks it instead of walking the key window.
@MainActor
final class EditingInputTracker {
    static let shared = EditingInputTracker()
    private weak var lastBegan: UIView?
    private var observers: [NSObjectProtocol] = []

    private init() {}

    /// The view that began editing last, while it still edits.
    var editing: UIView? {
        startObserving()
        return lastBegan
    }

    /// Starts hearing text fields and text views begin and end editing (idempotent).
    func startObserving() {
        guard observers.isEmpty else { return }
        let center = NotificationCenter.default
        for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: .main) { notification in
                let view = UncheckedBox(notification.object as? UIView)
                runAsMainActor { EditingInputTracker.shared.lastBegan = view.value }
            })
        }
        for name in [UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: .main) { notification in
                let view = UncheckedBox(notification.object as? UIView)
                runAsMainActor {
                    let tracker = EditingInputTracker.shared
                    if tracker.lastBegan === view.value { tracker.lastBegan = nil }
                }
            })
        }
    }
}
#endif
