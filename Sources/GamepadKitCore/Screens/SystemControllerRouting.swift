/// Whether GamepadKit claims game controller input from the system.
///
/// From iOS 26, apps built with the iOS 26 SDK get a game controller's buttons as UIKit presses
/// and focus movement too, so each press could move GamepadKit's highlight and UIKit's focus at
/// once. A view with a `GCEventInteraction` whose `handledEventTypes` include the gamepad keeps
/// that input for the GameController framework. GamepadKit adds one to the windows it drives,
/// and only while it drives them: while it is enabled (or serves 1.1 binders) and the screen is
/// not one the app excluded, where the system's behaviour is left to the app.
public enum SystemControllerRouting {
    /// True when the windows GamepadKit drives should claim gamepad input.
    ///
    /// - Parameters:
    ///   - isRunning: GamepadKit is enabled, or serves screens of the 1.1 API.
    ///   - isScreenExcluded: the visible screen is excluded (by name or by the opt-out marker).
    public static func claimsGamepadInput(isRunning: Bool, isScreenExcluded: Bool) -> Bool {
        isRunning && !isScreenExcluded
    }
}

extension SystemControllerRouting {
    /// Which windows claim gamepad input from the system.
    public enum ClaimedWindows: Hashable, Sendable {
        /// None: the system handles the controller as it would without GamepadKit.
        case none
        /// The windows GamepadKit drives (every foreground window when enabled, the windows of
        /// the views registered through the 1.1 API in binder-only mode).
        case drivenWindows
        /// Every foreground window: an app binding of the 1.1 API listens to every press,
        /// whatever the screen.
        case everyWindow
    }

    /// Where gamepad input is claimed: wherever something of GamepadKit's listens.
    ///
    /// The 1.1 API's bindings (`bindButtonToAction`, touchpad regions, trigger and stick
    /// handlers) run inside GamepadKit's controller handlers. On iOS 26 a face button that no
    /// window claims goes to UIKit's own focus, so an app's A/B/X/Y bindings could stop firing:
    /// while any app binding is live, every window keeps the claim, excluded screens included.
    /// Without app bindings an excluded screen is given back to the system.
    ///
    /// - Parameters:
    ///   - isRunning: GamepadKit is enabled, or serves the 1.1 API.
    ///   - isScreenExcluded: the visible screen is excluded (by name or by the opt-out marker).
    ///   - hasAppBindings: a live 1.1 binder has bound an input to an app handler.
    public static func claimedWindows(isRunning: Bool, isScreenExcluded: Bool, hasAppBindings: Bool) -> ClaimedWindows {
        guard isRunning else { return .none }
        if hasAppBindings { return .everyWindow }
        return isScreenExcluded ? .none : .drivenWindows
    }
}
