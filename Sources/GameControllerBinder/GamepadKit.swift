#if canImport(UIKit)
import UIKit

#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The entry point: one call makes a UIKit app usable with a game controller or a hardware
/// keyboard.
///
/// ```swift
/// import GameControllerBinder
///
/// func application(_ application: UIApplication, didFinishLaunchingWithOptions …) -> Bool {
///     GamepadKit.enable()
///     return true
/// }
/// ```
///
/// From then on GamepadKit follows every screen the app shows, finds what can take focus,
/// draws a highlight around the focused element (in an overlay: the app's views and layers are
/// never changed) and turns D-pad, stick and buttons into moves, taps, back, tab switches and
/// page scrolls. Nothing is drawn until the user touches a controller or an arrow key.
@MainActor
public enum GamepadKit {
    /// Turns GamepadKit on with the configuration of the app's `GamepadKit.plist` (in the main
    /// bundle), or else of the `GamepadKit` dictionary of its Info.plist, or else the standard
    /// one. Every problem in the file is logged (subsystem `GamepadKit`, category
    /// `configuration`) with its key path, and that key keeps its standard value.
    /// Calling it again is harmless.
    public static func enable() {
        enable(configuration: ConfigurationSource.load(from: .main))
    }

    /// Turns GamepadKit on with `configuration`, or applies it when already on.
    public static func enable(configuration: GamepadKitConfiguration) {
        GamepadRuntime.shared.enable(configuration: configuration)
    }

    /// Turns GamepadKit off: the highlight goes away and input is no longer routed to focus.
    /// The view controller hooks stay installed but do nothing (they are never removed, so other
    /// libraries' hooks stay intact). Screens using the 1.1 `GameControllerBinder` API keep
    /// working in binder-only mode. It may be called from an action a controller button runs:
    /// GamepadKit stops handling input at once and gives the controllers' handlers back to the
    /// app on the next main-queue turn.
    public static func disable() {
        GamepadRuntime.shared.disable()
    }

    /// True between ``enable()`` and ``disable()``.
    public static var isEnabled: Bool { GamepadRuntime.shared.mode == .enabled }

    /// The configuration in use (the standard one until ``enable()``).
    public static var configuration: GamepadKitConfiguration { GamepadRuntime.shared.configuration }

    /// Called on the main thread every time focus moves or the highlight goes away.
    public static var onFocusChange: ((FocusChange) -> Void)? {
        get { GamepadRuntime.shared.focusChangeHandler }
        set { GamepadRuntime.shared.focusChangeHandler = newValue }
    }

    /// Posted on the main thread every time focus moves, with a ``FocusChange`` under
    /// ``focusChangeUserInfoKey``. The object is nil.
    public nonisolated static let focusDidChangeNotification = Notification.Name("GamepadKitFocusDidChange")

    /// The `userInfo` key of ``focusDidChangeNotification``'s ``FocusChange``.
    public nonisolated static let focusChangeUserInfoKey = "GamepadKitFocusChange"

    /// The id of the focused element (its `accessibilityIdentifier` when it has one), or nil.
    public static var focusedElementID: String? { GamepadRuntime.shared.engine.focusedID }

    /// Moves focus to `view` (when it can take focus; otherwise as soon as it can).
    public static func focus(on view: UIView) {
        GamepadRuntime.shared.requestFocus(on: view)
    }

    /// Asks for the focus map to be rebuilt on the next run-loop turn, after a change GamepadKit
    /// cannot see (a view moved by an animation without layout, for example).
    public static func setNeedsFocusUpdate() {
        GamepadRuntime.shared.invalidate(.explicit)
    }
}

/// Reads the configuration from the app bundle.
enum ConfigurationSource {
    static let logger = DiagnosticLog(category: "configuration")

    static func load(from bundle: Bundle) -> GamepadKitConfiguration {
        if let url = bundle.url(forResource: "GamepadKit", withExtension: "plist") {
            do {
                let data = try Data(contentsOf: url)
                return report(GamepadKitConfiguration.decode(plist: data), source: "GamepadKit.plist")
            } catch {
                logger.error("GamepadKit.plist could not be read (\(error.localizedDescription)); using the standard configuration")
                return .standard
            }
        }
        guard let value = bundle.object(forInfoDictionaryKey: "GamepadKit") else { return .standard }
        guard let dictionary = value as? [String: Any] else {
            logger.error("Info.plist: GamepadKit must be a dictionary; using the standard configuration")
            return .standard
        }
        return report(GamepadKitConfiguration.decode(dictionary: dictionary), source: "Info.plist GamepadKit")
    }

    private static func report(_ result: ConfigurationLoadResult, source: String) -> GamepadKitConfiguration {
        for issue in result.issues {
            logger.error("\(source): \(issue.keyPath): \(issue.message)")
        }
        return result.configuration
    }
}
#endif
