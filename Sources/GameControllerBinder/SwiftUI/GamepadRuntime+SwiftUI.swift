#if canImport(SwiftUI) && canImport(UIKit)
import UIKit
import QuartzCore
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The runtime's calls into the SwiftUI registrations: the registered views join each capture
/// before it is scanned, the scan gets their focus sections and default focus, and the views
/// are followed only while a controller or a navigating keyboard is connected.
extension GamepadRuntime {
    /// `capture` with the registered SwiftUI elements merged in (`SwiftUISceneMerge`).
    func mergingSwiftUI(into capture: SceneCapture?) -> SceneCapture? {
        guard var capture else { return nil }
        SwiftUIRegistrations.shared.merge(into: &capture)
        return capture
    }

    /// `snapshot` with the focus sections applied; the engine's preferred first focus follows
    /// the elements marked `.gamepadDefaultFocus()`.
    func finishingSwiftUIScan(_ snapshot: FocusSnapshot) -> FocusSnapshot {
        if engine.settings.preferredInitialFocus != swiftUIPreferredInitialFocus {
            applySettings()
        }
        // A configured id that matches only an id GamepadKit derived (a label, a place) works
        // in this language and layout only: said once, so that the app gives it an id.
        for id in SwiftUIRegistrations.shared.newlyReportedDerivedNames(in: configuration.preferredInitialFocus) {
            focusLogger.error("configuration: preferredInitialFocus names a SwiftUI control by an id GamepadKit derived from its label or place, which changes with the language and the layout; give it an id with .gamepadFocusable(id:):",
                              .elementID, id)
        }
        return SwiftUIRegistrations.shared.applySections(to: snapshot)
    }

    /// SwiftUI views are followed only while GamepadKit runs and a controller is connected, or a
    /// keyboard that navigates (`SwiftUIListening`, `SwiftUIRegistrations.setListening(_:)`);
    /// called when any of these changes, and when the highlight wakes or sleeps.
    func updateSwiftUIListening() {
        let now = CACurrentMediaTime()
        swiftUIListening.note(hasKeyboard: controllers.hasKeyboard, isHighlightAwake: policy.isHighlightAwake, at: now)
        _ = swiftUIListening.advance(to: now, isScrolling: policy.isScrolling)
        SwiftUIRegistrations.shared.setListening(swiftUIListening.follows(
            isRunning: mode != .off, hasGamepad: controllers.hasGamepad, hasKeyboard: controllers.hasKeyboard,
            capturesUnderWay: swiftUICapturesUnderWay))
        scheduleSwiftUIListeningDeadline()
    }

    /// The end of a keyboard's grace while the highlight sleeps is looked at when it comes
    /// (one pending check, moved only when the deadline moves).
    private func scheduleSwiftUIListeningDeadline() {
        let deadline = swiftUIListening.nextDeadline
        guard deadline != swiftUIListeningDeadline?.time else { return }
        swiftUIListeningDeadline?.work.cancel()
        swiftUIListeningDeadline = nil
        guard let deadline else { return }
        let work = DispatchWorkItem {
            runAsMainActor {
                GamepadRuntime.shared.swiftUIListeningDeadline = nil
                GamepadRuntime.shared.updateSwiftUIListening()
            }
        }
        swiftUIListeningDeadline = (work, deadline)
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, deadline - CACurrentMediaTime()), execute: work)
    }

    /// True when `event`, a keyboard key pressed while the highlight sleeps, must wait for the
    /// SwiftUI views to register before the highlight wakes (`HeldKeyboardWake`).
    func holdsKeyboardWake(for event: ControllerEvent, wakes: Bool) -> Bool {
        guard wakes else { return false }
        var isKeyPress = false
        if case .button(let button, true, _) = event.input, button.isKeyboardKey { isKeyPress = true }
        // Views still followed (a grace that ran out but whose deadline has not come yet
        // included) are registered: the key wakes on them at once. Letting them go here and
        // following again in the same turn would leave SwiftUI nothing to redraw, and nothing
        // would register.
        return heldKeyboardWake.holds(isFullMode: mode == .enabled, isWakingKeyPress: isKeyPress,
                                      isHighlightAwake: policy.isHighlightAwake,
                                      isFollowing: GamepadSwiftUIActivity.shared.isListening,
                                      isScreenExcluded: policy.knowsScreenIsExcluded) {
            // A root under a presented UIKit sheet is not on the screen the key reaches.
            let presented = capture?.controller(id: capture?.resolution?.modalScope?.id)?.viewIfLoaded
            return SwiftUIRegistrations.shared.hasRoot(inSceneOf: TextInputState.keyWindow, inside: presented)
        }
    }

    /// Starts following the SwiftUI views for the keyboard and wakes the highlight once they
    /// registered (`SwiftUICaptureWait`: from about 50 ms until their number stops changing, at
    /// most half a second). The keyboard's actions are dropped meanwhile: the key is not
    /// performed on a map without the views, and the highlight shows where the screen's focus
    /// starts.
    func holdKeyboardWake() {
        let generation = heldKeyboardWake.hold()
        swiftUIListening.keyboardWillNavigate()
        updateSwiftUIListening()
        let keyWindow = TextInputState.keyWindow
        let registrations = SwiftUIRegistrations.shared
        // As for a capture: a root on the screen shows views, so none registered yet is no end of
        // the wait before its longest (a first-ever follow of a heavy List included).
        let expecting = registrations.hasRoot(inSceneOf: keyWindow)
        Task { @MainActor in
            await registrations.waitForViews(inSceneOf: keyWindow, expectingViews: expecting)
            GamepadRuntime.shared.finishHeldKeyboardWake(generation)
        }
    }

    /// A touch, the last device leaving, the app going inactive or GamepadKit stopping ends a
    /// held wake: the highlight does not wake when the views have registered.
    func abandonHeldKeyboardWake() {
        heldKeyboardWake.abandon()
    }

    /// The SwiftUI views registered (or the wait ran out): the highlight wakes on the screen as
    /// it is now, unless the wait was abandoned, GamepadKit stopped, no device is left, or
    /// something else woke it meanwhile.
    private func finishHeldKeyboardWake(_ generation: Int) {
        guard heldKeyboardWake.finish(generation, isFullMode: mode == .enabled, hasInputDevice: controllers.hasInputDevice,
                                      isHighlightAwake: policy.isHighlightAwake) else { return }
        if policy.scansBeforeWaking() || lastSnapshot == nil {
            rescanNow()
        }
        if wakeHighlight() {
            execute(engine.wake())
        }
    }

    /// The ids a screen prefers to start on: the SwiftUI default focus, then the configuration's.
    var swiftUIPreferredInitialFocus: [String] {
        SwiftUIRegistrations.shared.defaultFocusIDs + configuration.preferredInitialFocus
    }
}
#endif
