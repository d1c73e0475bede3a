#if canImport(UIKit)
import UIKit
import QuartzCore

#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// When and how the screen is rescanned: coalesced rebuilds, the rescan before a press, and
/// applying a new snapshot to the engine.
extension GamepadRuntime {
    // MARK: - Rebuilds

    /// Something on screen changed: one rebuild follows on the next run-loop turn, however many
    /// invalidations arrive before it. While the highlight is asleep, a change of the same
    /// screen (layout, scrolling, the keyboard) only marks the map dirty (`ScanPolicy`); every
    /// use of the map rescans it first (`rescanIfDirty()`).
    func invalidate(_ reason: RebuildReason) {
        guard mode != .off else { return }
        if ScanPolicy.response(to: reason, hasInputDevice: controllers.hasInputDevice,
                               isAwake: engine.isAwake) == .markDirty {
            isMapDirty = true
            return
        }
        if scheduler.invalidate(reason) {
            scheduleRebuildTurn()
        }
    }

    func scheduleRebuildTurn() {
        DispatchQueue.main.async {
            runAsMainActor { GamepadRuntime.shared.rebuild() }
        }
    }

    func rebuild() {
        let reasons = scheduler.beginRebuild()
        if !reasons.isEmpty, mode != .off {
            if ScanPolicy.rechainsHandlers(after: reasons) {
                // Here, on a turn of its own and never inside a controller handler, so that no
                // handler is replaced while it runs.
                controllers.rechainReplacedHandlers()
            }
            performRebuild()
        }
        if scheduler.endRebuild() {
            scheduleRebuildTurn()
        }
    }

    /// Lays the screen out and rescans it now, before a press acts on it (`ScanPolicy`).
    func rescanNow() {
        guard mode != .off else { return }
        performRebuild()
    }

    /// Rescans when the screen changed while the map was asleep (or was never scanned), before
    /// something uses the map.
    func rescanIfDirty() {
        if mode != .off, isMapDirty || lastSnapshot == nil {
            rescanNow()
        }
    }

    func performRebuild() {
        isMapDirty = false
        let roots = binderRoots.compactMap(\.value)
        binderRoots = binderRoots.filter { $0.value != nil }
        let newCapture = SceneCapture.make(
            scope: mode == .enabled ? .screens : .registeredViews(roots),
            excludedScreens: configuration.excludedScreens,
            overlay: overlay)
        capture = newCapture
        screenObserver.observeScrollViews(newCapture?.scrollViews ?? [])
        defer {
            eventClaim.update(claims: SystemControllerRouting.claimsGamepadInput(isRunning: mode != .off,
                                                                                isScreenExcluded: isScreenDisabled),
                              windows: newCapture?.drivenWindows ?? [])
        }
        if let newCapture {
            registry.keepOnly(newCapture.elementIDs)
            overlay.keepOnTop(in: newCapture.keyWindow)
        }

        guard let newCapture else {
            isScreenDisabled = false
            applySnapshot(FocusSnapshot(bounds: .zero, candidates: []))
            return
        }
        let disabled = newCapture.resolution?.isDisabled ?? false
        if disabled != isScreenDisabled, disabled, let reason = newCapture.resolution?.disabledReason {
            focusLogger.debug("GamepadKit is off on this screen: \(reason)")
        }
        isScreenDisabled = disabled
        if disabled {
            // An opted-out screen: nothing can take focus there.
            applySnapshot(FocusSnapshot(bounds: newCapture.bounds, candidates: [], context: newCapture.context))
            return
        }
        let snapshot = scanner.scan(newCapture.root, bounds: newCapture.bounds, context: newCapture.context)
        applySnapshot(snapshot)
    }

    func applySnapshot(_ snapshot: FocusSnapshot) {
        guard snapshot != lastSnapshot else { return }
        lastSnapshot = snapshot
        execute(engine.update(snapshot))
    }
}
#endif
