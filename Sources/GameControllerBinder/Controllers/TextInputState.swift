#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The keyboard's situation in the key window: whether a text input is being edited (by
/// GamepadKit's text entry or by touch), and whether UIKit's own keyboard focus is active.
@MainActor
enum TextInputState {
    /// True when the first responder is a text input. Read on every key press, so it asks
    /// UIKit for the first responder (`currentFirstResponder()`) instead of walking the key
    /// window's views.
    static var isEditing: Bool {
        currentFirstResponder() is UITextInput
    }

    /// True when UIKit's focus system (iPadOS keyboard navigation) has a focused item in the
    /// key window `window`: it moves its own focus with Tab and the arrows.
    static func systemFocusIsActive(in window: UIWindow) -> Bool {
        UIFocusSystem.focusSystem(for: window)?.focusedItem != nil
    }

    /// The first responder: an action sent with no target goes to it (`sendAction(_:to:from:for:)`
    /// with a nil target), and the probe method records who received it. With no first
    /// responder UIKit delivers it further up (a window, the application), which is no text input.
    static func currentFirstResponder() -> UIResponder? {
        FirstResponderProbe.reached = nil
        defer { FirstResponderProbe.reached = nil }
        UIApplication.shared.sendAction(#selector(UIResponder.gamepadKit_recordFirstResponder(_:)), to: nil, from: nil, for: nil)
        return FirstResponderProbe.reached?.value
    }

    /// Ends the editing in the key window (the text stays; the keyboard goes away).
    static func endEditing() {
        keyWindow?.endEditing(true)
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

/// Who received the last first-responder probe (`TextInputState.currentFirstResponder()`).
@MainActor
enum FirstResponderProbe {
    static var reached: WeakRef<UIResponder>?
}

extension UIResponder {
    /// The probe's action: records the responder UIKit delivered it to. Prefixed, so that no
    /// app method of the same name is called instead.
    @objc func gamepadKit_recordFirstResponder(_ sender: Any?) {
        FirstResponderProbe.reached = WeakRef(self)
    }
}
#endif
