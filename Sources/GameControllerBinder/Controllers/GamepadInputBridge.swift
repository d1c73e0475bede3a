#if canImport(UIKit)
import UIKit
import QuartzCore
@preconcurrency import GameController
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Installs a handler on every element of a controller's extended gamepad and turns each change
/// into a `ControllerEvent`, stamped with `CACurrentMediaTime()` (monotonic seconds).
///
/// Covered: A B X Y, the D-pad, shoulders, triggers (analog value and press), both sticks and
/// their clicks, menu, options, home; the DualShock 4 / DualSense touchpad (click, first and
/// second finger); the Xbox share button and the Elite paddles.
enum GamepadInputBridge {
    static func attach(to controller: GCController, id: ControllerID) {
        guard let gamepad = controller.extendedGamepad else {
            if let micro = controller.microGamepad {
                button(micro.buttonA, .a, id)
                button(micro.buttonX, .x, id)
                button(micro.buttonMenu, .menu, id)
                directionPad(micro.dpad, id)
            }
            return
        }
        button(gamepad.buttonA, .a, id)
        button(gamepad.buttonB, .b, id)
        button(gamepad.buttonX, .x, id)
        button(gamepad.buttonY, .y, id)
        directionPad(gamepad.dpad, id)
        button(gamepad.leftShoulder, .leftShoulder, id)
        button(gamepad.rightShoulder, .rightShoulder, id)
        trigger(gamepad.leftTrigger, .left, id)
        trigger(gamepad.rightTrigger, .right, id)
        thumbstick(gamepad.leftThumbstick, .left, id)
        thumbstick(gamepad.rightThumbstick, .right, id)
        gamepad.leftThumbstickButton.map { button($0, .leftThumbstickButton, id) }
        gamepad.rightThumbstickButton.map { button($0, .rightThumbstickButton, id) }
        button(gamepad.buttonMenu, .menu, id)
        gamepad.buttonOptions.map { button($0, .options, id) }
        gamepad.buttonHome.map { button($0, .home, id) }

        if let dualSense = gamepad as? GCDualSenseGamepad {
            touchpad(button: dualSense.touchpadButton, primary: dualSense.touchpadPrimary,
                     secondary: dualSense.touchpadSecondary, id)
        } else if let dualShock = gamepad as? GCDualShockGamepad {
            touchpad(button: dualShock.touchpadButton, primary: dualShock.touchpadPrimary,
                     secondary: dualShock.touchpadSecondary, id)
        }
        if let xbox = gamepad as? GCXboxGamepad {
            xbox.buttonShare.map { button($0, .share, id) }
            xbox.paddleButton1.map { button($0, .paddle1, id) }
            xbox.paddleButton2.map { button($0, .paddle2, id) }
            xbox.paddleButton3.map { button($0, .paddle3, id) }
            xbox.paddleButton4.map { button($0, .paddle4, id) }
        }
    }

    /// Removes the handlers this bridge installed.
    static func detach(_ controller: GCController) {
        let profile = controller.physicalInputProfile
        profile.allButtons.forEach { $0.pressedChangedHandler = nil; $0.valueChangedHandler = nil }
        profile.allDpads.forEach { $0.valueChangedHandler = nil }
    }

    private static func send(_ id: ControllerID, _ input: ControllerEvent.Input) {
        let time = CACurrentMediaTime()
        runOnMain {
            GamepadRuntime.shared.handle(ControllerEvent(controller: id, time: time, input: input))
        }
    }

    private static func button(_ element: GCControllerButtonInput, _ button: GamepadButton, _ id: ControllerID) {
        element.pressedChangedHandler = { _, value, pressed in
            send(id, .button(button, isPressed: pressed, value: Double(value)))
        }
    }

    private static func trigger(_ element: GCControllerButtonInput, _ trigger: Trigger, _ id: ControllerID) {
        // The router derives the trigger's press from its value with its own thresholds.
        element.valueChangedHandler = { _, value, _ in
            send(id, .trigger(trigger, value: Double(value)))
        }
    }

    private static func thumbstick(_ element: GCControllerDirectionPad, _ stick: Thumbstick, _ id: ControllerID) {
        element.valueChangedHandler = { _, x, y in
            send(id, .thumbstick(stick, x: Double(x), y: Double(y)))
        }
    }

    private static func directionPad(_ pad: GCControllerDirectionPad, _ id: ControllerID) {
        button(pad.up, .dpadUp, id)
        button(pad.down, .dpadDown, id)
        button(pad.left, .dpadLeft, id)
        button(pad.right, .dpadRight, id)
    }

    private static func touchpad(button touchButton: GCControllerButtonInput, primary: GCControllerDirectionPad,
                                 secondary: GCControllerDirectionPad, _ id: ControllerID) {
        button(touchButton, .touchpadButton, id)
        // GameController reports (0, 0) once a finger lifts.
        primary.valueChangedHandler = { _, x, y in
            send(id, x == 0 && y == 0 ? .touchpadLifted : .touchpad(x: Double(x), y: Double(y)))
        }
        secondary.valueChangedHandler = { _, x, y in
            let lifted = x == 0 && y == 0
            runOnMain {
                GamepadRuntime.shared.handleSecondaryTouch(x: Double(x), y: Double(y), lifted: lifted)
            }
        }
    }
}

#endif
