#if canImport(UIKit)
import UIKit
import GameController
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Everything besides the view controller hooks that changes what is on screen: scrolling,
/// the keyboard, rotation, text size, windows, scenes, controllers. Each of them only
/// invalidates; the runtime's scheduler turns any number of them into one rebuild per turn.
@MainActor
final class ScreenChangeObserver {
    private unowned let runtime: GamepadRuntime
    private var tokens: [NSObjectProtocol] = []
    /// One `contentOffset` observation, with the scroll view it belongs to (weakly: an
    /// `ObjectIdentifier` may be reused by a new object once the old one is gone).
    private struct ScrollObservation {
        var scrollView: WeakRef<UIScrollView>
        var observation: NSKeyValueObservation
    }

    private var scrollObservations: [ObjectIdentifier: ScrollObservation] = [:]

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
            tokens.append(center.addObserver(forName: name, object: nil, queue: .main) { notification in
                // The keyboard's frame moves when UIKit loads this app's input views (a responder
                // becoming first responder, `reloadInputViews()`): bars are asked for again. Not
                // for another app's keyboard (iPad multitasking posts those too).
                let isOwnKeyboard = reason == .keyboard
                    && (notification.userInfo?[UIResponder.keyboardIsLocalUserInfoKey] as? Bool) != false
                runAsMainActor {
                    if isOwnKeyboard { SceneCapture.inputViewsReloaded() }
                    GamepadRuntime.shared.invalidate(reason)
                }
            })
        }
        // Leaving the active state releases held input; coming back re-chains the app's handlers.
        for name in [UIApplication.willResignActiveNotification, UIScene.willDeactivateNotification] {
            tokens.append(center.addObserver(forName: name, object: nil, queue: .main) { _ in
                runAsMainActor { GamepadRuntime.shared.appWillDeactivate() }
            })
        }
        for name in [UIApplication.didBecomeActiveNotification, UIScene.didActivateNotification] {
            tokens.append(center.addObserver(forName: name, object: nil, queue: .main) { _ in
                runAsMainActor { GamepadRuntime.shared.appDidActivate() }
            })
        }
        // Which text input edits, for the keyboard keys (`TextInputState.editingInput(in:)`).
        EditingInputTracker.shared.startObserving()
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
        scrollObservations.values.forEach { $0.observation.invalidate() }
        scrollObservations.removeAll()
    }

    /// Follows `contentOffset` of the scroll views of the last scan (tables and collections
    /// included), and only those: observations of views that left the screen end.
    func observeScrollViews(_ scrollViews: [UIScrollView]) {
        var next: [ObjectIdentifier: ScrollObservation] = [:]
        for scrollView in scrollViews {
            let key = ObjectIdentifier(scrollView)
            if let existing = scrollObservations[key], existing.scrollView.value === scrollView {
                scrollObservations[key] = nil
                next[key] = existing
            } else {
                let observation = scrollView.observe(\.contentOffset, options: []) { scrolled, _ in
                    let view = UncheckedBox(scrolled)
                    runOnMain { GamepadRuntime.shared.scrolled(view.value) }
                }
                next[key] = ScrollObservation(scrollView: WeakRef(scrollView), observation: observation)
            }
        }
        scrollObservations.values.forEach { $0.observation.invalidate() }
        scrollObservations = next
    }
}
#endif
