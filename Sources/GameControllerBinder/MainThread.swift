#if canImport(UIKit)
import Foundation

/// Runs main-actor code synchronously from a callback that UIKit, Foundation or GameController
/// makes on the main thread but does not mark as main-actor isolated (notification blocks on the
/// main queue, main-queue work items, the view controller hooks, controller handlers on the main
/// handler queue). `MainActor.assumeIsolated` is not available with the iOS 15 deployment
/// target's concurrency library, hence this bridge. Only called on the main thread: `runOnMain`
/// checks, and the other callers are main-queue blocks.
func runAsMainActor(_ body: @MainActor () -> Void) {
    withoutActuallyEscaping(body) { escapable in
        let nonisolated = unsafeBitCast(escapable, to: (() -> Void).self)
        nonisolated()
    }
}

/// Runs `body` on the main actor: at once when called on the main thread, otherwise on the next
/// main-queue turn. Never traps, whichever thread calls it.
func runOnMain(_ body: @escaping @MainActor @Sendable () -> Void) {
    if Thread.isMainThread {
        runAsMainActor(body)
    } else {
        DispatchQueue.main.async { runAsMainActor(body) }
    }
}

/// Reads a main-actor value synchronously on the main thread (the `runAsMainActor` bridge, for
/// a result). Only called on the main thread.
func valueAsMainActor<Value>(_ body: @MainActor () -> Value) -> Value {
    #if DEBUG
    // The compiler no longer checks the isolation here: a debug build checks the thread (the
    // thread, not the queue: the main thread may run inside an app's `someQueue.sync { }`).
    assert(Thread.isMainThread, "GamepadKit read UIKit off the main thread")
    #endif
    return withoutActuallyEscaping(body) { escapable in
        let nonisolated = unsafeBitCast(escapable, to: (() -> Value).self)
        return nonisolated()
    }
}

/// The main-thread check of the public entry points (`GamepadKit`, the 1.1 API).
///
/// `GamepadKit`'s members are `nonisolated` and `GameControllerBinder` and `Focusable` are
/// `@preconcurrency`: a Swift 5 app may call them from any class, and from code the compiler
/// does not check, including, by mistake, a background thread. Such a call does not trap: it
/// is logged (category `api`) and its work runs on the main queue; a getter answers its
/// "nothing" value. Callable from any isolation.
enum MainThreadCheck {
    private static let logger = DiagnosticLog(category: "api")

    /// Runs `body` now on the main thread; elsewhere logs and runs it on the next main-queue turn.
    static func perform(_ api: String, _ body: @escaping @MainActor () -> Void) {
        if Thread.isMainThread {
            runAsMainActor(body)
            return
        }
        report(api)
        let box = UncheckedBox(body)
        DispatchQueue.main.async { runAsMainActor { box.value() } }
    }

    /// `read()` on the main thread; elsewhere logs and answers `fallback`.
    static func value<Value>(_ api: String, fallback: Value, _ read: @MainActor () -> Value) -> Value {
        guard Thread.isMainThread else {
            report(api)
            return fallback
        }
        return valueAsMainActor(read)
    }

    private static func report(_ api: String) {
        logger.error("\(api) was called off the main thread; GamepadKit and GameControllerBinder are main-thread API (the call runs on the main queue, a getter answers nil or false)")
    }
}
#endif
