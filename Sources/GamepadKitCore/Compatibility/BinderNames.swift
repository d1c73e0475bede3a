// The names of the GameControllerBinder 1.1 API, kept in the engine so that their meaning is
// decided (and tested) in one place. The iOS module exposes them as the nested types of
// `GameControllerBinder` (`GameControllerBinder.ButtonName` is `BinderButtonName`).

/// A button of an extended gamepad, by its 1.1 name.
public enum BinderButtonName: String, CaseIterable, Hashable, Sendable {
    /// The face buttons, shoulders, system buttons, stick clicks and D-pad, by their 1.1 names.
    case buttonA, buttonB, buttonX, buttonY, leftShoulder, rightShoulder,
         buttonMenu, buttonOptions, buttonHome, leftThumbstickButton, rightThumbstickButton,
         dpadUp, dpadDown, dpadLeft, dpadRight

    /// The engine's button.
    public var button: GamepadButton {
        switch self {
        case .buttonA: .a
        case .buttonB: .b
        case .buttonX: .x
        case .buttonY: .y
        case .leftShoulder: .leftShoulder
        case .rightShoulder: .rightShoulder
        case .buttonMenu: .menu
        case .buttonOptions: .options
        case .buttonHome: .home
        case .leftThumbstickButton: .leftThumbstickButton
        case .rightThumbstickButton: .rightThumbstickButton
        case .dpadUp: .dpadUp
        case .dpadDown: .dpadDown
        case .dpadLeft: .dpadLeft
        case .dpadRight: .dpadRight
        }
    }
}

/// An analog trigger, by its 1.1 name.
public enum BinderTriggerName: String, CaseIterable, Hashable, Sendable {
    /// The left (L2, LT) and right (R2, RT) trigger.
    case leftTrigger, rightTrigger

    /// The engine's trigger.
    public var trigger: Trigger {
        switch self {
        case .leftTrigger: .left
        case .rightTrigger: .right
        }
    }
}

/// A thumbstick, by its 1.1 name.
public enum BinderThumbstickName: String, CaseIterable, Hashable, Sendable {
    /// The left or right thumbstick.
    case leftThumbstick, rightThumbstick

    /// The engine's thumbstick.
    public var thumbstick: Thumbstick {
        switch self {
        case .leftThumbstick: .left
        case .rightThumbstick: .right
        }
    }
}

/// The controller family, as 1.1 reported it.
public enum BinderControllerType: String, CaseIterable, Hashable, Sendable {
    /// A DualSense, a DualShock 4, an Xbox pad, or any other extended gamepad (MFi).
    case dualSense, dualShock, xbox, generic

    /// The 1.1 type of a controller of `kind`; nil for a keyboard, which 1.1 did not count as a
    /// controller.
    public init?(_ kind: ControllerKind) {
        switch kind {
        case .dualSense: self = .dualSense
        case .dualShock: self = .dualShock
        case .xbox: self = .xbox
        case .generic: self = .generic
        case .keyboard: return nil
        }
    }
}

/// A PlayStation-only input, by its 1.1 name: the touchpad click and eight touchpad regions
/// (up, down, left, right, for the first and the second finger).
public enum BinderPlayStationButtonName: String, CaseIterable, Hashable, Sendable {
    /// The touchpad click, and a swipe up, down, left or right by the first (primary) or second finger.
    case touchpadButton,
         touchpadPrimaryUp, touchpadPrimaryDown, touchpadPrimaryLeft, touchpadPrimaryRight,
         touchpadSecondaryUp, touchpadSecondaryDown, touchpadSecondaryLeft, touchpadSecondaryRight

    /// What presses it: the touchpad button, or a finger entering a region of the touchpad.
    public var input: PlayStationInput {
        switch self {
        case .touchpadButton: .button(.touchpadButton)
        case .touchpadPrimaryUp: .touchpad(.primary, .up)
        case .touchpadPrimaryDown: .touchpad(.primary, .down)
        case .touchpadPrimaryLeft: .touchpad(.primary, .left)
        case .touchpadPrimaryRight: .touchpad(.primary, .right)
        case .touchpadSecondaryUp: .touchpad(.secondary, .up)
        case .touchpadSecondaryDown: .touchpad(.secondary, .down)
        case .touchpadSecondaryLeft: .touchpad(.secondary, .left)
        case .touchpadSecondaryRight: .touchpad(.secondary, .right)
        }
    }

    /// The 1.1 name of a finger entering a region, the inverse of `input` for touchpad regions.
    public init(finger: TouchpadFinger, region: MoveDirection) {
        switch (finger, region) {
        case (.primary, .up): self = .touchpadPrimaryUp
        case (.primary, .down): self = .touchpadPrimaryDown
        case (.primary, .left): self = .touchpadPrimaryLeft
        case (.primary, .right): self = .touchpadPrimaryRight
        case (.secondary, .up): self = .touchpadSecondaryUp
        case (.secondary, .down): self = .touchpadSecondaryDown
        case (.secondary, .left): self = .touchpadSecondaryLeft
        case (.secondary, .right): self = .touchpadSecondaryRight
        }
    }
}

/// What presses a PlayStation-only input.
public enum PlayStationInput: Hashable, Sendable {
    /// A button press (the touchpad click).
    case button(GamepadButton)
    /// A touchpad swipe by one finger in one direction.
    case touchpad(TouchpadFinger, MoveDirection)
}

/// An Xbox-only button, by its 1.1 name.
public enum BinderXboxButtonName: String, CaseIterable, Hashable, Sendable {
    /// The Elite paddles P1 to P4 and the share button.
    case paddleButton1, paddleButton2, paddleButton3, paddleButton4, shareButton

    /// The engine's button.
    public var button: GamepadButton {
        switch self {
        case .paddleButton1: .paddle1
        case .paddleButton2: .paddle2
        case .paddleButton3: .paddle3
        case .paddleButton4: .paddle4
        case .shareButton: .share
        }
    }
}
