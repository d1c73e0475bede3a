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
