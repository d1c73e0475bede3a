#if canImport(UIKit)
import UIKit
import QuartzCore
@preconcurrency import GameController
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Installs a handler on every element of a controller's gamepad profile and turns each change
/// into a `ControllerEvent`, stamped with `CACurrentMediaTime()` (monotonic seconds). The app's
/// own handlers stay in place and keep being called (see `HandlerChain`); events reach the
/// runtime on the main thread whatever the controller's `handlerQueue`.
///
/// Covered: A B X Y, the D-pad, shoulders, triggers (analog value and press), both sticks and
/// their clicks, menu, options, home; the DualShock 4 / DualSense touchpad (click, first and
/// second finger); the Xbox share button and the Elite paddles. A micro gamepad (Siri Remote
/// style) gives A, X, menu and its D-pad.
enum GamepadInputBridge {
    /// Installs the handlers; detach the returned ones to remove them.
    static func attach(to controller: GCController, id: ControllerID) -> [InstalledHandler] {
        var installed: [InstalledHandler] = []
        guard let gamepad = controller.extendedGamepad else {
            if let micro = controller.microGamepad {
                installed.append(button(micro.buttonA, .a, id))
                installed.append(button(micro.buttonX, .x, id))
                installed.append(button(micro.buttonMenu, .menu, id))
                installed += directionPad(micro.dpad, id)
            }
            return installed
        }
        let buttons: [(GCControllerButtonInput?, GamepadButton)] = [
            (gamepad.buttonA, .a), (gamepad.buttonB, .b), (gamepad.buttonX, .x), (gamepad.buttonY, .y),
            (gamepad.leftShoulder, .leftShoulder), (gamepad.rightShoulder, .rightShoulder),
            (gamepad.leftThumbstickButton, .leftThumbstickButton), (gamepad.rightThumbstickButton, .rightThumbstickButton),
            (gamepad.buttonMenu, .menu), (gamepad.buttonOptions, .options), (gamepad.buttonHome, .home),
        ]
        for case let (element?, name) in buttons {
            installed.append(button(element, name, id))
        }
        installed += directionPad(gamepad.dpad, id)
        installed.append(trigger(gamepad.leftTrigger, .left, id))
        installed.append(trigger(gamepad.rightTrigger, .right, id))
        installed.append(thumbstick(gamepad.leftThumbstick, .left, id))
        installed.append(thumbstick(gamepad.rightThumbstick, .right, id))

        if let dualSense = gamepad as? GCDualSenseGamepad {
            installed += touchpad(button: dualSense.touchpadButton, primary: dualSense.touchpadPrimary,
                                  secondary: dualSense.touchpadSecondary, id)
        } else if let dualShock = gamepad as? GCDualShockGamepad {
            installed += touchpad(button: dualShock.touchpadButton, primary: dualShock.touchpadPrimary,
                                  secondary: dualShock.touchpadSecondary, id)
        }
        if let xbox = gamepad as? GCXboxGamepad {
            let extras: [(GCControllerButtonInput?, GamepadButton)] = [
                (xbox.buttonShare, .share), (xbox.paddleButton1, .paddle1), (xbox.paddleButton2, .paddle2),
                (xbox.paddleButton3, .paddle3), (xbox.paddleButton4, .paddle4),
            ]
            for case let (element?, name) in extras {
                installed.append(button(element, name, id))
            }
        }
        return installed
    }

    private static func send(_ id: ControllerID, _ input: ControllerEvent.Input) {
        let time = CACurrentMediaTime()
        runOnMain {
            GamepadRuntime.shared.handle(ControllerEvent(controller: id, time: time, input: input))
        }
    }

    private static func button(_ element: GCControllerButtonInput, _ button: GamepadButton, _ id: ControllerID) -> InstalledHandler {
        HandlerChain.install(on: element, property: \.pressedChangedHandler, key: "pressedChangedHandler") { previous, isOn in
            { input, value, pressed in
                if isOn.isOn { send(id, .button(button, isPressed: pressed, value: Double(value))) }
                previous?(input, value, pressed)
            }
        }
    }

    private static func trigger(_ element: GCControllerButtonInput, _ trigger: Trigger, _ id: ControllerID) -> InstalledHandler {
        // The router derives the trigger's press from its value with its own thresholds.
        HandlerChain.install(on: element, property: \.valueChangedHandler, key: "valueChangedHandler") { previous, isOn in
            { input, value, pressed in
                if isOn.isOn { send(id, .trigger(trigger, value: Double(value))) }
                previous?(input, value, pressed)
            }
        }
    }

    private static func thumbstick(_ element: GCControllerDirectionPad, _ stick: Thumbstick, _ id: ControllerID) -> InstalledHandler {
        HandlerChain.install(on: element, property: \.valueChangedHandler, key: "valueChangedHandler") { previous, isOn in
            { pad, x, y in
                if isOn.isOn { send(id, .thumbstick(stick, x: Double(x), y: Double(y))) }
                previous?(pad, x, y)
            }
        }
    }

    private static func directionPad(_ pad: GCControllerDirectionPad, _ id: ControllerID) -> [InstalledHandler] {
        [button(pad.up, .dpadUp, id), button(pad.down, .dpadDown, id),
         button(pad.left, .dpadLeft, id), button(pad.right, .dpadRight, id)]
    }

    private static func touchpad(button touchButton: GCControllerButtonInput, primary: GCControllerDirectionPad,
                                 secondary: GCControllerDirectionPad, _ id: ControllerID) -> [InstalledHandler] {
        // GameController reports (0, 0) once a finger lifts.
        let first = HandlerChain.install(on: primary, property: \.valueChangedHandler, key: "valueChangedHandler") { previous, isOn in
            { pad, x, y in
                if isOn.isOn { send(id, x == 0 && y == 0 ? .touchpadLifted : .touchpad(x: Double(x), y: Double(y))) }
                previous?(pad, x, y)
            }
        }
        let second = HandlerChain.install(on: secondary, property: \.valueChangedHandler, key: "valueChangedHandler") { previous, isOn in
            { pad, x, y in
                if isOn.isOn {
                    let lifted = x == 0 && y == 0
                    runOnMain {
                        GamepadRuntime.shared.handleSecondaryTouch(of: id, x: Double(x), y: Double(y), lifted: lifted)
                    }
                }
                previous?(pad, x, y)
            }
        }
        return [button(touchButton, .touchpadButton, id), first, second]
    }
}
#endif
