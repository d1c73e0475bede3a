#if canImport(UIKit)
import UIKit

/// Whether a text input has the keyboard: the focused element's text entry, or any text field
/// or text view the user is editing by touch.
@MainActor
enum TextInputState {
    /// True when the first responder of the key window is a text input.
    static var isEditing: Bool {
        for window in SceneCapture.foregroundWindows() where window.isKeyWindow {
            if let responder = firstResponder(in: window), responder is UITextInput { return true }
        }
        return false
    }

    private static func firstResponder(in view: UIView) -> UIView? {
        if view.isFirstResponder { return view }
        for subview in view.subviews {
            if let found = firstResponder(in: subview) { return found }
        }
        return nil
    }
}
#endif
