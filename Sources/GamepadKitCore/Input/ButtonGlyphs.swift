/// The SF Symbol of each button on each kind of controller, for when the system gives none
/// (GameController's `sfSymbolsName` is the first choice on a device: it knows the exact
/// controller and the user's remapping).
///
/// The face buttons are where families differ: A, B, X, Y on an Xbox pad and other MFi
/// controllers (`a.circle`…), Cross, Circle, Square, Triangle on a DualSense or DualShock
/// (`xmark.circle`, `circle.circle`, `square.circle`, `triangle.circle`), in the same places
/// (A = Cross, B = Circle, X = Square, Y = Triangle). Shoulders and triggers are LB/RB/LT/RT on
/// Xbox, L1/R1/L2/R2 elsewhere. Keys of a hardware keyboard have their own symbols; a button a
/// kind does not have (a touchpad on an Xbox pad, a key on a controller) has none.
public enum ButtonGlyphs {
    /// The SF Symbol name of `button` on a controller of `kind`, or nil when that controller
    /// has no such button.
    public static func symbolName(of button: GamepadButton, on kind: ControllerKind) -> String? {
        if kind == .keyboard { return keySymbol(button) }
        if button.isKeyboardKey { return nil }
        let playStation = kind == .dualSense || kind == .dualShock
        switch button {
        case .a: return playStation ? "xmark.circle" : "a.circle"
        case .b: return playStation ? "circle.circle" : "b.circle"
        case .x: return playStation ? "square.circle" : "x.circle"
        case .y: return playStation ? "triangle.circle" : "y.circle"
        case .dpadUp: return "dpad.up.filled"
        case .dpadDown: return "dpad.down.filled"
        case .dpadLeft: return "dpad.left.filled"
        case .dpadRight: return "dpad.right.filled"
        case .leftShoulder: return kind == .xbox ? "lb.rectangle.roundedbottom" : "l1.rectangle.roundedbottom"
        case .rightShoulder: return kind == .xbox ? "rb.rectangle.roundedbottom" : "r1.rectangle.roundedbottom"
        case .leftTrigger: return kind == .xbox ? "lt.rectangle.roundedtop" : "l2.rectangle.roundedtop"
        case .rightTrigger: return kind == .xbox ? "rt.rectangle.roundedtop" : "r2.rectangle.roundedtop"
        case .leftThumbstickButton: return "l.joystick.press.down"
        case .rightThumbstickButton: return "r.joystick.press.down"
        case .menu: return "line.3.horizontal.circle"
        case .options: return playStation ? "line.3.horizontal.circle" : "rectangle.on.rectangle.circle"
        case .home:
            switch kind {
            case .dualSense, .dualShock: return "playstation.logo"
            case .xbox: return "xbox.logo"
            case .generic, .keyboard: return "house.circle"
            }
        case .touchpadButton: return playStation ? "hand.tap" : nil
        case .paddle1: return kind == .xbox ? "p1.button.horizontal" : nil
        case .paddle2: return kind == .xbox ? "p2.button.horizontal" : nil
        case .paddle3: return kind == .xbox ? "p3.button.horizontal" : nil
        case .paddle4: return kind == .xbox ? "p4.button.horizontal" : nil
        case .share: return kind == .xbox ? "square.and.arrow.up.circle" : nil
        case .keyUp, .keyDown, .keyLeft, .keyRight, .keyReturn, .keyEscape, .keySpace, .keyTab: return nil
        }
    }

    private static func keySymbol(_ button: GamepadButton) -> String? {
        switch button {
        case .keyUp: "arrow.up.square"
        case .keyDown: "arrow.down.square"
        case .keyLeft: "arrow.left.square"
        case .keyRight: "arrow.right.square"
        case .keyReturn: "return"
        case .keyEscape: "escape"
        case .keySpace: "space"
        case .keyTab: "arrow.right.to.line"
        default: nil
        }
    }
}
