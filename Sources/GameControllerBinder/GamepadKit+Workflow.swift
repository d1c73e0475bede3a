#if canImport(UIKit)
import Foundation
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The developer's and the player's helpers: the live navigation map and the symbols of the
/// buttons bound to actions. Callable from any thread and any class, as the 1.1 API is: on the
/// main thread they act at once; elsewhere a getter answers its fallback and a setter runs on
/// the next main-queue turn (both logged, category `api`).
extension GamepadKit {
    /// Draws the live navigation map over the app — every element's moves as arrows (one colour
    /// per direction), dead ends as orange bars, unreachable elements in red — as
    /// `gamepadkit render` draws a storyboard, redrawn after every rebuild. It never takes
    /// touches and never changes the app's views. Setting it overrides `debug.showsMap` of
    /// `GamepadKit.plist`; reading it answers the setting in force (false off the main thread).
    ///
    /// ```swift
    /// #if DEBUG
    /// GamepadKit.showsMap = true
    /// #endif
    /// ```
    public nonisolated static var showsMap: Bool {
        get {
            WorkflowMainThread.value("GamepadKit.showsMap", fallback: false) { GamepadRuntime.shared.showsMap }
        }
        set {
            WorkflowMainThread.perform("GamepadKit.showsMap") {
                GamepadRuntime.shared.overlay.map.isShownInCode = newValue
                GamepadRuntime.shared.drawMapIfShown()
            }
        }
    }

    /// The SF Symbol name of the button bound to `action` on the controller in use, as the user
    /// presses it: `xmark.circle` (Cross) for `GamepadAction.activate` on a DualSense,
    /// `a.circle` on an Xbox pad, `return` on a hardware keyboard. It follows the bindings in
    /// force (standard, `GamepadKit.plist`, the 1.1 setup calls) and the user's remapping in Settings:
    /// where GameController gives the remapped button's symbol, that symbol is answered; else a
    /// table per controller family. Nil when no controller or keyboard is connected, when no
    /// button is bound to `action`, or off the main thread.
    ///
    /// ```swift
    /// let select = GamepadKit.symbolName(for: .activate).map { UIImage(systemName: $0) }
    /// ```
    ///
    /// Observe ``buttonSymbolsDidChangeNotification`` to redraw hints when the controller or the
    /// remapping changes.
    public nonisolated static func symbolName(for action: GamepadAction) -> String? {
        WorkflowMainThread.value("GamepadKit.symbolName(for:)", fallback: nil) {
            ButtonSymbols.symbolName(for: action, bindings: GamepadRuntime.shared.router.settings.bindings)
        }
    }

    /// Posted on the main thread when the answer of ``symbolName(for:)`` may have changed: a
    /// controller became current, connected or left, or the user changed the controller's
    /// remapping in Settings (iOS 16 and later). The object is nil. Posted once
    /// ``symbolName(for:)`` has been called.
    public nonisolated static let buttonSymbolsDidChangeNotification = Notification.Name("GamepadKitButtonSymbolsDidChange")
}

/// The main-thread bridge of the helpers above (see `MainThreadCheck` for the 1.1 API's).
enum WorkflowMainThread {
    private static let logger = DiagnosticLog(category: "api")

    /// `read()` on the main thread; elsewhere logs and answers `fallback`.
    static func value<Value>(_ api: String, fallback: Value, _ read: @MainActor () -> Value) -> Value {
        guard Thread.isMainThread else {
            logger.error("\(api) was called off the main thread; it answers its fallback there (call it on the main thread)")
            return fallback
        }
        // On the main thread: run the main-actor read synchronously, as `runAsMainActor` does.
        return withoutActuallyEscaping(read) { escapable in
            unsafeBitCast(escapable, to: (() -> Value).self)()
        }
    }

    /// Runs `body` now on the main thread; elsewhere logs and runs it on the next main-queue turn.
    static func perform(_ api: String, _ body: @escaping @MainActor @Sendable () -> Void) {
        if !Thread.isMainThread {
            logger.error("\(api) was called off the main thread; the change is made on the main queue")
        }
        runOnMain(body)
    }
}
#endif
