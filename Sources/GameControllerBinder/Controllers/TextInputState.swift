#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The keyboard's situation in the key window: whether a text input is being edited (by
/// GamepadKit's text entry or by touch), and whether UIKit's own keyboard focus is active.
@MainActor
enum TextInputState {
    /// True when the first responder of the key window is a text input.
    static var isEditing: Bool {
        guard let window = keyWindow else { return false }
        return firstResponder(in: window) is UITextInput
    }

    /// True when UIKit's focus system (iPadOS keyboard navigation) has a focused item in the
    /// key window: it moves its own focus with Tab and the arrows.
    static var systemFocusIsActive: Bool {
        guard let window = keyWindow else { return false }
        return UIFocusSystem.focusSystem(for: window)?.focusedItem != nil
    }

    /// Ends the editing in the key window (the text stays; the keyboard goes away).
    static func endEditing() {
        keyWindow?.endEditing(true)
    }

    /// The window marked key among the chosen ones (the first responder lives there), else the
    /// selection's key window.
    private static var keyWindow: UIWindow? {
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
#endif
