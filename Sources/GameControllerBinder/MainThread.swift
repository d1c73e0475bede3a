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
#endif
