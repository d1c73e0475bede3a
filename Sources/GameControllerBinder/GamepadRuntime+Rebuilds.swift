#if canImport(UIKit)
import UIKit
import QuartzCore

#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// When and how the screen is rescanned: coalesced rebuilds, the rescan before a press, and
/// applying a new snapshot to the engine. Every decision is `RebuildPolicy`'s; this file feeds
/// it UIKit's events with the time and does what it answers.
extension GamepadRuntime {
    // MARK: - Rebuilds

    /// Something on screen changed. While the highlight is asleep a change of the same screen
    /// only marks the map dirty; awake, a scroll frame moves the highlight with the focused
    /// element and the map is rebuilt once when scrolling ends; other changes give one rebuild
    /// per turn, at most one per screen refresh (`RebuildPolicy`). Every use of the map rescans
    /// it first when it is dirty (`rescanIfDirty()`).
    func invalidate(_ reason: RebuildReason) {
        guard mode != .off else { return }
        switch policy.screenChanged(reason, hasInputDevice: controllers.hasInputDevice, at: CACurrentMediaTime()) {
        case .none:
            break
        case .followFocusedElement:
            followFocusedElement()
        case .scheduleTurn:
            scheduleRebuildTurn()
        }
        if reason == .scroll {
            schedulePolicyDeadline()
        }
    }

    /// `scrollView` moved: scrolling is tracked per scroll view, and one the user drives
    /// (tracking, dragging or decelerating) holds changes of the same screen back until it
    /// ends; one moved from code (a ticker, a carousel, a scroll to reveal) holds nothing back.
    func scrolled(_ scrollView: UIScrollView) {
        guard mode != .off else { return }
        let driver = OwnScrolls.driver(of: scrollView)
        switch policy.scrolled(ObjectIdentifier(scrollView).hashValue, by: driver,
                               holdsStop: scrollViewsHoldingStops.contains(ObjectIdentifier(scrollView)),
                               hasInputDevice: controllers.hasInputDevice, at: CACurrentMediaTime()) {
        case .none, .scheduleTurn:
            break
        case .followFocusedElement:
            followFocusedElement()
        }
        schedulePolicyDeadline()
    }

    func scheduleRebuildTurn() {
        DispatchQueue.main.async {
            runAsMainActor { GamepadRuntime.shared.rebuild() }
        }
    }

    /// The end of a scroll is checked once per settle interval, not once per frame.
    func schedulePolicyDeadline() {
        guard policyDeadlineWork == nil, let deadline = policy.nextDeadline else { return }
        let work = DispatchWorkItem {
            runAsMainActor { GamepadRuntime.shared.policyDeadlineDue() }
        }
        policyDeadlineWork = work
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, deadline - CACurrentMediaTime()), execute: work)
    }

    func policyDeadlineDue() {
        policyDeadlineWork = nil
        guard mode != .off else { return }
        if policy.advance(to: CACurrentMediaTime()) {
            scheduleRebuildTurn()
        }
        schedulePolicyDeadline()
    }

    func rebuild() {
        let now = CACurrentMediaTime()
        switch policy.beginTurn(at: now) {
        case .wait(let until):
            DispatchQueue.main.asyncAfter(deadline: .now() + max(0, until - now)) {
                runAsMainActor { GamepadRuntime.shared.rebuild() }
            }
            return
        case .skip:
            break
        case .scan(let reasons):
            if mode != .off {
                if ScanPolicy.rechainsHandlers(after: reasons) {
                    // Here, on a turn of its own and never inside a controller handler, so that no
                    // handler is replaced while it runs.
                    controllers.rechainReplacedHandlers()
                }
                performRebuild()
            }
        }
        if policy.endTurn() {
            scheduleRebuildTurn()
        }
    }

    /// Lays the screen out and rescans it now, before a press acts on it (`RebuildPolicy`).
    func rescanNow() {
        guard mode != .off else { return }
        performRebuild()
    }

    /// Rescans when the screen changed since the last scan (or was never scanned), before
    /// something uses the map.
    func rescanIfDirty() {
        if mode != .off, isMapDirty || lastSnapshot == nil {
            rescanNow()
        }
    }

    func performRebuild() {
        // Only the web listing: SwiftUI views are let go by their own deadline or a device
        // change, never inside a rebuild (the registry would empty before this rebuild's merge).
        updateWebListing()
        let roots = binderRoots.compactMap(\.value)
        binderRoots = binderRoots.filter { $0.value != nil }
        let newCapture = mergingSwiftUI(into: SceneCapture.make(
            scope: mode == .enabled ? .screens : .registeredViews(roots),
            excludedScreens: configuration.excludedScreens,
            excludedWebViews: configuration.excludedWebViews,
            overlay: overlay))
        capture = newCapture
        watchedViews = nil
        screenObserver.observeScrollViews(newCapture?.scrollViews ?? [])
        let touched: [UIView] = (newCapture?.windows ?? []) + (newCapture?.accessoryViews ?? [])
        touchObserver.observe(touched)
        if let newCapture {
            registry.keepOnly(newCapture.elementIDs)
            overlay.keepOnTop(in: newCapture.keyWindow)
            if let screen = newCapture.keyWindow?.screen {
                policy.timing.refreshInterval = 1 / Double(max(1, screen.maximumFramesPerSecond))
            }
        }
        let disabled = newCapture?.resolution?.isDisabled ?? false
        if disabled, !isScreenDisabled, let reason = newCapture?.resolution?.disabledReason {
            focusLogger.debug("GamepadKit is off on this screen: \(reason)")
        }
        policy.didScan(isScreenExcluded: disabled, at: CACurrentMediaTime())
        updateControllerClaim()

        guard let newCapture else {
            applySnapshot(FocusSnapshot(bounds: .zero, candidates: []))
            return
        }
        if disabled {
            // An opted-out screen: nothing can take focus there.
            applySnapshot(FocusSnapshot(bounds: newCapture.bounds, candidates: [], context: newCapture.context))
            return
        }
        let snapshot = finishingSwiftUIScan(scanner.scan(newCapture.root, bounds: newCapture.bounds, context: newCapture.context))
        scrollViewsHoldingStops = Self.scrollViews(holding: snapshot.candidates, in: newCapture)
        applySnapshot(snapshot)
    }

    /// Every scroll view with a stop of `candidates` inside it (each stop in a scroll container
    /// is looked up and its ancestors walked, from the stop's own view: a SwiftUI element may
    /// stand for the scroll view itself — but not a text view, whose own scrolling follows its
    /// caret as the user types and holds no other stop).
    static func scrollViews(holding candidates: [FocusCandidate], in capture: SceneCapture) -> Set<ObjectIdentifier> {
        var found: Set<ObjectIdentifier> = []
        for candidate in candidates where candidate.scrollContainerID != nil {
            let view = capture.targets[candidate.id]?.view
            var current = candidate.kind == .textView ? view?.superview : view
            while let view = current {
                if view is UIScrollView, found.insert(ObjectIdentifier(view)).inserted == false { break }
                current = view.superview
            }
        }
        return found
    }

    /// Claims gamepad input from the system wherever something of GamepadKit's listens
    /// (`SystemControllerRouting.claimedWindows`).
    func updateControllerClaim() {
        let windows: [UIWindow]
        switch SystemControllerRouting.claimedWindows(isRunning: mode != .off, isScreenExcluded: isScreenDisabled,
                                                      hasAppBindings: binderBindings.hasAppBindings) {
        case .none: windows = []
        case .drivenWindows: windows = capture?.drivenWindows ?? []
        case .everyWindow: windows = capture?.windows ?? SceneCapture.foregroundWindows()
        }
        eventClaim.update(claims: !windows.isEmpty, windows: windows)
    }

    func applySnapshot(_ snapshot: FocusSnapshot) {
        defer { drawMapIfShown() }
        guard snapshot != lastSnapshot else { return }
        lastSnapshot = snapshot
        execute(engine.update(snapshot))
    }
}
#endif
