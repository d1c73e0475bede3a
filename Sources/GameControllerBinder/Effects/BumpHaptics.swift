#if canImport(UIKit)
import CoreHaptics
@preconcurrency import GameController
import UIKit

/// The controller's haptic tap when a move leads nowhere (`highlight.bumpHaptics`, off by
/// default): one short transient event at the configured strength, on the controller the user
/// is holding (`GCController.current`, the one that sent the last input).
///
/// The engine comes from `controller.haptics?.createEngine(withLocality: .default)` and is made
/// once per controller and kept while that controller stays current. Whether the controller has
/// actuators is read from `GCDeviceHaptics.supportedLocalities` (the engine's own
/// `supportsHaptics` describes the phone, not the controller). The engine is started
/// asynchronously (`start(completionHandler:)`, so the main thread never waits for it) and the
/// tap plays once it runs; a reset or a stop (the app in the background, the controller gone)
/// drops the engine, and the next bump makes a new one. Any error is ignored: a missing tap must
/// never disturb navigation.
@MainActor
final class BumpHaptics {
    private var engine: CHHapticEngine?
    private weak var engineController: GCController?
    private var isStarted = false

    /// Plays the tap at `strength` (0…1) on the current controller; 0 plays nothing.
    func play(strength: Double) {
        guard strength.isFinite, strength > 0 else { return }
        guard let controller = GCController.current ?? GCController.controllers().first(where: { $0.extendedGamepad != nil }),
              let haptics = controller.haptics, haptics.supportedLocalities.contains(.default) else { return }
        if engineController !== controller || engine == nil {
            engine?.stop(completionHandler: nil)
            let made = haptics.createEngine(withLocality: .default)
            engine = made
            engineController = controller
            isStarted = false
            if let made {
                let identity = ObjectIdentifier(made)
                made.isAutoShutdownEnabled = true
                made.resetHandler = { [weak self] in
                    DispatchQueue.main.async { runAsMainActor { self?.dropEngine(identity) } }
                }
                made.stoppedHandler = { [weak self] _ in
                    DispatchQueue.main.async { runAsMainActor { self?.dropEngine(identity) } }
                }
            }
        }
        guard let engine else { return }
        let event = CHHapticEvent(eventType: .hapticTransient, parameters: [
            CHHapticEventParameter(parameterID: .hapticIntensity, value: Float(min(1, strength))),
            CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.6),
        ], relativeTime: 0)
        guard let pattern = try? CHHapticPattern(events: [event], parameters: []) else { return }
        if isStarted {
            try? engine.makePlayer(with: pattern).start(atTime: CHHapticTimeImmediate)
            return
        }
        let box = UncheckedBox((engine, pattern))
        engine.start { [weak self] error in
            guard error == nil else { return }
            DispatchQueue.main.async {
                runAsMainActor {
                    guard let self, self.engine === box.value.0 else { return }
                    self.isStarted = true
                    try? box.value.0.makePlayer(with: box.value.1).start(atTime: CHHapticTimeImmediate)
                }
            }
        }
    }

    /// Drops the engine `identity` when it is still the one in use.
    private func dropEngine(_ identity: ObjectIdentifier) {
        guard let engine, ObjectIdentifier(engine) == identity else { return }
        self.engine = nil
        engineController = nil
        isStarted = false
    }
}
#endif
