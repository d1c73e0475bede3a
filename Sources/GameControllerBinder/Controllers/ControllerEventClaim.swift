#if canImport(UIKit)
import UIKit
@preconcurrency import GameController
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Claims game controller input from the system on the windows GamepadKit drives, so that a
/// press moves GamepadKit's highlight and not also UIKit's own focus (from iOS 26, apps built
/// with its SDK get controller buttons as UIKit presses and focus movement).
///
/// The claim is a `GCEventInteraction` (iOS 18 and later) whose `handledEventTypes` is
/// `.gamepad`, added to each driven window and removed when GamepadKit stops or the screen is
/// excluded (`SystemControllerRouting`): excluded screens get the system's behaviour, as the
/// app would without GamepadKit. Earlier systems do not route controllers into UIKit, and need
/// no claim.
@MainActor
final class ControllerEventClaim {
    /// The interactions GamepadKit added, by window.
    private var claimed: [ObjectIdentifier: (window: WeakRef<UIWindow>, interaction: UIInteraction)] = [:]

    /// Claims gamepad input on `windows` when `claims`, and releases every other window.
    func update(claims: Bool, windows: [UIWindow]) {
        guard #available(iOS 18.0, *) else { return }
        let wanted = claims ? windows : []
        let wantedKeys = Set(wanted.map(ObjectIdentifier.init))
        for (key, entry) in claimed where !wantedKeys.contains(key) || entry.window.value == nil {
            entry.window.value?.removeInteraction(entry.interaction)
            claimed[key] = nil
        }
        for window in wanted where claimed[ObjectIdentifier(window)] == nil {
            let interaction = GCEventInteraction()
            interaction.handledEventTypes = .gamepad
            window.addInteraction(interaction)
            claimed[ObjectIdentifier(window)] = (WeakRef(window), interaction)
        }
    }

    /// Gives every window back to the system.
    func releaseAll() {
        update(claims: false, windows: [])
    }
}
#endif
