#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// What the iOS layer knows when a keyboard key goes down (`KeyboardKeyOwner.Facts`): whether a
/// text input is being edited, whether UIKit's keyboard focus is active, whether a
/// `UIKeyCommand` for the key is active in the responder chain (an alert's Return and Escape,
/// the app's own key commands), and how long ago a text input ended editing.
@MainActor
enum KeyPressFacts {
    private static var lastEditingEnd: CFTimeInterval?
    private static var observers: [NSObjectProtocol] = []
    private static var presses = KeyPressOwnership()

    /// The one owner of this press or release of `button` (`KeyPressOwnership`): decided when the
    /// key goes down, kept until it comes up.
    static func owner(of button: GamepadButton, isPressed: Bool, isEditing: Bool,
                      gamepadKitBeganEditing: Bool, keyWindow: UIWindow?) -> KeyboardKeyOwner.Owner {
        startObserving()
        let facts = isPressed && button.isKeyboardKey
            ? facts(for: button, isEditing: isEditing, gamepadKitBeganEditing: gamepadKitBeganEditing, keyWindow: keyWindow)
            : KeyboardKeyOwner.Facts(isEditingText: isEditing, gamepadKitBeganEditing: gamepadKitBeganEditing)
        return presses.owner(of: button, isPressed: isPressed, facts: facts)
    }

    /// Starts hearing when text inputs end editing (idempotent).
    static func startObserving() {
        guard observers.isEmpty else { return }
        let center = NotificationCenter.default
        for name in [UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification] {
            observers.append(center.addObserver(forName: name, object: nil, queue: .main) { _ in
                runAsMainActor { lastEditingEnd = CACurrentMediaTime() }
            })
        }
    }

    /// The facts of a press of `button`, in `keyWindow` (`TextInputState.keyWindow`, chosen
    /// once per key press by the caller).
    static func facts(for button: GamepadButton, isEditing: Bool, gamepadKitBeganEditing: Bool, keyWindow: UIWindow?,
                      now: CFTimeInterval = CACurrentMediaTime()) -> KeyboardKeyOwner.Facts {
        KeyboardKeyOwner.Facts(isEditingText: isEditing, gamepadKitBeganEditing: gamepadKitBeganEditing,
                               systemFocusIsActive: keyWindow.map(TextInputState.systemFocusIsActive(in:)) ?? false,
                               keyCommandClaimsKey: keyCommandClaims(button, keyWindow: keyWindow),
                               secondsSinceEditingEnded: lastEditingEnd.map { now - $0 })
    }

    /// True when a key command for Return or Escape (no modifier) is published by the first
    /// responder's chain or by the topmost presented controller (an alert).
    private static func keyCommandClaims(_ button: GamepadButton, keyWindow: UIWindow?) -> Bool {
        let input: String
        switch button {
        case .keyReturn: input = "\r"
        case .keyEscape: input = UIKeyCommand.inputEscape
        default: return false
        }
        var responders: [UIResponder] = []
        if let window = keyWindow {
            var top = window.rootViewController
            while let presented = top?.presentedViewController { top = presented }
            var responder: UIResponder? = top
            while let current = responder, responders.count < 64 {
                responders.append(current)
                responder = current.next
            }
        }
        return responders.contains { responder in
            (responder.keyCommands ?? []).contains { $0.input == input && $0.modifierFlags.isEmpty }
        }
    }
}
#endif
