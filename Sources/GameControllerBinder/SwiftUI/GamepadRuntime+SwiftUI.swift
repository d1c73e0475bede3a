#if canImport(SwiftUI) && canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The runtime's two calls into the SwiftUI registrations: the registered views join each
/// capture before it is scanned, and the scan gets their focus sections and default focus.
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
        return SwiftUIRegistrations.shared.applySections(to: snapshot)
    }

    /// The ids a screen prefers to start on: the SwiftUI default focus, then the configuration's.
    var swiftUIPreferredInitialFocus: [String] {
        SwiftUIRegistrations.shared.defaultFocusIDs + configuration.preferredInitialFocus
    }
}
#endif
