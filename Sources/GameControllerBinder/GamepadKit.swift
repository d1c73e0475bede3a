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
///
/// Main-thread API, callable from any class: every member is `nonisolated`, so a Swift 5 app
/// calls it from a plain coordinator class and Swift 6 code from any isolation. A call made off
/// the main thread by mistake does not trap: it is logged (subsystem `GamepadKit`, category
/// `api`) and runs on the main queue; a getter answers its "nothing" value (false, nil, the
/// standard configuration).
public enum GamepadKit {
    /// Turns GamepadKit on with the configuration of the app's `GamepadKit.plist` (in the main
    /// bundle), or else of the `GamepadKit` dictionary of its Info.plist, or else the standard
    /// one. Every problem in the file is logged (subsystem `GamepadKit`, category
    /// `configuration`) with its key path, and that key keeps its standard value.
    /// Calling it again is harmless.
    public static func enable() {
        MainThreadCheck.perform("GamepadKit.enable()") {
            GamepadRuntime.shared.enable(configuration: ConfigurationSource.load(from: .main))
        }
    }

    /// Turns GamepadKit on with `configuration`, or applies it when already on.
    public static func enable(configuration: GamepadKitConfiguration) {
        MainThreadCheck.perform("GamepadKit.enable(configuration:)") {
            GamepadRuntime.shared.enable(configuration: configuration)
        }
    }

    /// Turns GamepadKit off: the highlight goes away and input is no longer routed to focus.
    /// The view controller hooks stay installed but do nothing (they are never removed, so other
    /// libraries' hooks stay intact). Screens using the 1.1 `GameControllerBinder` API keep
    /// working in binder-only mode. It may be called from an action a controller button runs:
    /// GamepadKit stops handling input at once and gives the controllers' handlers back to the
    /// app on the next main-queue turn.
    public static func disable() {
        MainThreadCheck.perform("GamepadKit.disable()") {
            GamepadRuntime.shared.disable()
        }
    }

    /// True between ``enable()`` and ``disable()``.
    public static var isEnabled: Bool {
        MainThreadCheck.value("GamepadKit.isEnabled", fallback: false) { GamepadRuntime.shared.mode == .enabled }
    }

    /// The configuration in use (the standard one until ``enable()``).
    public static var configuration: GamepadKitConfiguration {
        MainThreadCheck.value("GamepadKit.configuration", fallback: .standard) { GamepadRuntime.shared.configuration }
    }

    /// Called on the main thread every time focus moves or the highlight goes away.
    public static var onFocusChange: ((FocusChange) -> Void)? {
        get {
            MainThreadCheck.value("GamepadKit.onFocusChange", fallback: nil) { GamepadRuntime.shared.focusChangeHandler }
        }
        set {
            let handler = UncheckedBox(newValue)
            MainThreadCheck.perform("GamepadKit.onFocusChange") {
                GamepadRuntime.shared.focusChangeHandler = handler.value
            }
        }
    }

    /// Posted on the main thread every time focus moves, with a ``FocusChange`` under
    /// ``focusChangeUserInfoKey``. The object is nil.
    public static let focusDidChangeNotification = Notification.Name("GamepadKitFocusDidChange")

    /// The `userInfo` key of ``focusDidChangeNotification``'s ``FocusChange``.
    public static let focusChangeUserInfoKey = "GamepadKitFocusChange"

    /// The id of the focused element (its `accessibilityIdentifier` when it has one), or nil.
    public static var focusedElementID: String? {
        MainThreadCheck.value("GamepadKit.focusedElementID", fallback: nil) { GamepadRuntime.shared.engine.focusedID }
    }

    /// Moves focus to `view` (when it can take focus; otherwise as soon as it can).
    public static func focus(on view: UIView) {
        let view = UncheckedBox(view)
        MainThreadCheck.perform("GamepadKit.focus(on:)") {
            GamepadRuntime.shared.requestFocus(on: view.value)
        }
    }

    /// Asks for the focus map to be rebuilt on the next run-loop turn, after a change GamepadKit
    /// cannot see (a view moved by an animation without layout, for example).
    public static func setNeedsFocusUpdate() {
        MainThreadCheck.perform("GamepadKit.setNeedsFocusUpdate()") {
            GamepadRuntime.shared.invalidate(.explicit)
        }
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
