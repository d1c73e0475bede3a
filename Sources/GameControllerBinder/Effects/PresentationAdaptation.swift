#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// B's dismissal once the presented controller's presentation answered how it adapts now.
/// `adaptivePresentationStyle(for:)` asks the app's presentation delegate, so it is asked on
/// the press of B only (`RebuildPolicy.asksPresentationDelegate(before:)`), never by a scan.
@MainActor
enum PresentationAdaptation {
    static func onPress(_ dismissal: Dismissal, capture: SceneCapture?) -> Dismissal {
        guard case .controller(let id) = dismissal, let presented = capture?.controller(id: id) else { return dismissal }
        return dismissal.afterAdaptation(to: ControllerTreeBuilder.adaptedStyle(of: presented))
    }
}
#endif
