/// Whether the handler GamepadKit put on a GameController element is still there.
///
/// GameController elements hold one handler each. GamepadKit installs its own in front of the
/// app's (and calls the app's after it), but an app that sets a handler later replaces
/// GamepadKit's for good. So the handlers are checked again (on a rebuild after a screen
/// appeared or went, a device connected or the scene activated, see
/// `ScanPolicy.rechainsHandlers(after:)`, and when the app becomes active) and re-chained: GamepadKit's goes back in front, calling the app's new
/// handler after it, and the replaced one is switched off so that an app handler which itself
/// calls the previous one never delivers an event twice.
public enum HandlerReplacement {
    /// What was found on the element.
    public enum State: Hashable, Sendable {
        /// GamepadKit's handler is still installed: nothing to do.
        case intact
        /// The app installed another handler: chain in front of it.
        case replaced
        /// The app removed every handler: install GamepadKit's again, with nothing after it.
        case cleared
        /// The element's handler cannot be read: leave it alone.
        case unknown
    }

    /// The state, from the identity of the handler GamepadKit installed and the one the element
    /// holds now (nil: none). `canRead` is false when the element does not expose its handler.
    public static func state(installed: ObjectIdentifier?, current: ObjectIdentifier?, canRead: Bool) -> State {
        guard canRead, let installed else { return .unknown }
        guard let current else { return .cleared }
        return current == installed ? .intact : .replaced
    }
}
