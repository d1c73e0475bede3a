#if canImport(UIKit)
import UIKit
import QuartzCore
@preconcurrency import GameController
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Turns the navigation keys of a hardware keyboard (arrows, Return, Escape, Space, Tab) into
/// button events. While a text input is being edited the keys belong to it and are not sent,
/// except Escape, which ends the editing (B).
enum KeyboardInputBridge {
    static func attach(to keyboard: GCKeyboard, id: ControllerID) {
        keyboard.keyboardInput?.keyChangedHandler = { _, _, keyCode, pressed in
            guard let button = button(for: keyCode) else { return }
            let time = CACurrentMediaTime()
            runOnMain {
                guard button == .keyEscape || !TextInputState.isEditing else { return }
                GamepadRuntime.shared.handle(ControllerEvent(controller: id, time: time,
                                                             input: .button(button, isPressed: pressed)))
            }
        }
    }

    static func button(for keyCode: GCKeyCode) -> GamepadButton? {
        switch keyCode {
        case .upArrow: .keyUp
        case .downArrow: .keyDown
        case .leftArrow: .keyLeft
        case .rightArrow: .keyRight
        case .returnOrEnter, .keypadEnter: .keyReturn
        case .escape: .keyEscape
        case .spacebar: .keySpace
        case .tab: .keyTab
        default: nil
        }
    }
}

/// Whether a text input has the keyboard: the focused element's text entry mode, or any text
/// field or text view the user is editing by touch.
@MainActor
enum TextInputState {
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
