/// Which device's symbols `GamepadKit.symbolName(for:)` shows: the one the user is using.
///
/// The last input decides: after a hardware keyboard's key, the keyboard's symbols, even with a
/// controller connected; after a controller's input, that controller's (GameController's
/// `GCController.current`). Before any input, a connected controller, else a connected keyboard.
public enum DeviceInUse: Hashable, Sendable {
    /// A game controller.
    case controller
    /// A hardware keyboard.
    case keyboard

    /// Where the last input came from.
    public enum LastInput: Hashable, Sendable {
        /// Nothing was pressed yet.
        case none
        /// A game controller's button, stick or trigger.
        case controller
        /// A hardware keyboard's key.
        case keyboard
    }

    /// The device in use, or nil when neither is connected.
    public static func choose(lastInput: LastInput, hasController: Bool, hasKeyboard: Bool) -> DeviceInUse? {
        switch lastInput {
        case .keyboard where hasKeyboard: return .keyboard
        case .controller where hasController: return .controller
        default: break
        }
        if hasController { return .controller }
        return hasKeyboard ? .keyboard : nil
    }
}
