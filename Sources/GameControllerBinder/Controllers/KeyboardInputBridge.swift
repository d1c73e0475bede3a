#if canImport(UIKit)
import UIKit
import QuartzCore
@preconcurrency import GameController
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Turns the navigation keys of a hardware keyboard (arrows, Return, Escape, Space, Tab) into
/// button events, presses and releases alike. Whether a key press counts while a text input is
/// being edited is the router's rule (`InputRouter.isTextEntryActive`), not decided here.
enum KeyboardInputBridge {
    /// Installs the key handler in front of the app's own (see `HandlerChain`).
    static func attach(to keyboard: GCKeyboard, id: ControllerID) -> [InstalledHandler] {
        guard let input = keyboard.keyboardInput else { return [] }
        let installed = HandlerChain.install(on: input, property: \.keyChangedHandler, key: "keyChangedHandler") { previous, isOn in
            { keyboardInput, key, keyCode, pressed in
                if isOn.isOn, let button = button(for: keyCode) {
                    let time = CACurrentMediaTime()
                    runOnMain {
                        GamepadRuntime.shared.handle(ControllerEvent(controller: id, time: time,
                                                                     input: .button(button, isPressed: pressed)))
                    }
                }
                previous?(keyboardInput, key, keyCode, pressed)
            }
        }
        return [installed]
    }

    /// The engine's button of a navigation key, nil for any other key.
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
#endif
