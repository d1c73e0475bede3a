#if canImport(UIKit)
import UIKit
import GameController

/// Everything besides the view controller hooks that changes what is on screen: scrolling,
/// the keyboard, rotation, text size, windows, scenes, controllers. Each of them only
/// invalidates; the runtime's scheduler turns any number of them into one rebuild per turn.
@MainActor
final class ScreenChangeObserver {
    private unowned let runtime: GamepadRuntime
    private var tokens: [NSObjectProtocol] = []
    private var scrollObservations: [ObjectIdentifier: NSKeyValueObservation] = [:]

    init(runtime: GamepadRuntime) {
        self.runtime = runtime
    }

    func start() {
        guard tokens.isEmpty else { return }
        let center = NotificationCenter.default
        let reasons: [(Notification.Name, RebuildReason)] = [
            (UIResponder.keyboardWillShowNotification, .keyboard),
            (UIResponder.keyboardWillHideNotification, .keyboard),
            (UIResponder.keyboardDidChangeFrameNotification, .keyboard),
            (UIDevice.orientationDidChangeNotification, .rotation),
            (UIContentSizeCategory.didChangeNotification, .traitChange),
            (UIWindow.didBecomeKeyNotification, .windowChange),
            (UIWindow.didBecomeVisibleNotification, .windowChange),
            (UIWindow.didBecomeHiddenNotification, .windowChange),
            (UIScene.didActivateNotification, .sceneActivation),
            (UIScene.willDeactivateNotification, .sceneActivation),
            (NSNotification.Name.GCControllerDidConnect, .controllerChange),
            (NSNotification.Name.GCControllerDidDisconnect, .controllerChange),
        ]
        for (name, reason) in reasons {
            tokens.append(center.addObserver(forName: name, object: nil, queue: .main) { _ in
                runAsMainActor { GamepadRuntime.shared.invalidate(reason) }
            })
        }
        for name in [UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification] {
            tokens.append(center.addObserver(forName: name, object: nil, queue: .main) { notification in
                let view = UncheckedBox(notification.object as? UIView)
                runAsMainActor {
                    if let view = view.value { GamepadRuntime.shared.textEntryEnded(in: view) }
                }
            })
        }
    }

    func stop() {
        tokens.forEach(NotificationCenter.default.removeObserver)
        tokens.removeAll()
        scrollObservations.removeAll()
    }

    /// Follows `contentOffset` of the scroll views of the last scan (tables and collections
    /// included), and only those: observations of views that left the screen end.
    func observeScrollViews(_ scrollViews: [UIScrollView]) {
        var next: [ObjectIdentifier: NSKeyValueObservation] = [:]
        for scrollView in scrollViews {
            let key = ObjectIdentifier(scrollView)
            if let existing = scrollObservations.removeValue(forKey: key) {
                next[key] = existing
            } else {
                next[key] = scrollView.observe(\.contentOffset, options: []) { _, _ in
                    runOnMain { GamepadRuntime.shared.invalidate(.scroll) }
                }
            }
        }
        scrollObservations.values.forEach { $0.invalidate() }
        scrollObservations = next
    }
}
#endif
