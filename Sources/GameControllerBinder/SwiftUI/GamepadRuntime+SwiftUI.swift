#if canImport(SwiftUI) && canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The runtime's calls into the SwiftUI registrations: the registered views join each capture
/// before it is scanned, the scan gets their focus sections and default focus, and the views
/// are followed only while an input device is connected.
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
    /// keyboard that has navigated (`SwiftUIListening`, `SwiftUIRegistrations.setListening(_:)`);
    /// called when any of these changes.
    func updateSwiftUIListening() {
        if !controllers.hasKeyboard { swiftUIListening.keyboardsLeft() }
        SwiftUIRegistrations.shared.setListening(swiftUIListening.follows(
            isRunning: mode != .off, hasGamepad: controllers.hasGamepad, hasKeyboard: controllers.hasKeyboard,
            capturesUnderWay: swiftUICapturesUnderWay))
    }

    /// A key of the keyboard reached GamepadKit: once the highlight is awake after it, SwiftUI
    /// views are followed for the keyboard too.
    func keyboardInputHandled() {
        guard policy.isHighlightAwake, !swiftUIListening.keyboardNavigated else { return }
        swiftUIListening.keyboardDidNavigate()
        updateSwiftUIListening()
    }

    /// The ids a screen prefers to start on: the SwiftUI default focus, then the configuration's.
    var swiftUIPreferredInitialFocus: [String] {
        SwiftUIRegistrations.shared.defaultFocusIDs + configuration.preferredInitialFocus
    }
}
#endif
