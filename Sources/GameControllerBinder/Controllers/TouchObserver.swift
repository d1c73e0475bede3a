#if canImport(UIKit)
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Sees that a finger touched a window, and takes no part in the touch: the highlight goes to
/// sleep (`RebuildPolicy.touchBegan()`), as iPadOS hides its keyboard focus when the user goes
/// back to the screen.
///
/// One `TouchSleepRecognizer` per window GamepadKit scans, and per input accessory view read
/// above them (on the bar, not on the keyboard's window: keys typed with a finger are no touch
/// of the screen). A gesture recognizer of a view receives every touch of the views inside it
/// before they do; this one:
/// - never delays or cancels them (`delaysTouchesBegan`, `delaysTouchesEnded`,
///   `cancelsTouchesInView` all false), so controls, scroll views, text selection and the app's
///   own recognizers see the touch exactly as without it;
/// - fails on the first touch it sees (`state = .failed`), so it never recognizes, never
///   prevents another recognizer (`canPrevent` false), is never prevented or required to fail,
///   and receives nothing more of that touch sequence (no per-move cost);
/// - recognizes simultaneously with every other recognizer (its delegate says so), in case a
///   system recognizer asks;
/// - counts direct touches and the Pencil only: a click of an iPad trackpad is a pointer, and
///   the keyboard case it comes with is an input device the highlight belongs to.
@MainActor
final class TouchObserver {
    private unowned let runtime: GamepadRuntime
    private var installed: [ObjectIdentifier: (view: WeakRef<UIView>, recognizer: TouchSleepRecognizer)] = [:]

    init(runtime: GamepadRuntime) {
        self.runtime = runtime
    }

    /// Observes touches on `views` only (windows, input accessory views; an empty list removes
    /// every recognizer).
    func observe(_ views: [UIView]) {
        let wanted = Set(views.map(ObjectIdentifier.init))
        for (key, entry) in installed where !wanted.contains(key) || entry.view.value == nil {
            entry.view.value?.removeGestureRecognizer(entry.recognizer)
            installed[key] = nil
        }
        for view in views where installed[ObjectIdentifier(view)] == nil {
            let recognizer = TouchSleepRecognizer()
            view.addGestureRecognizer(recognizer)
            installed[ObjectIdentifier(view)] = (WeakRef(view), recognizer)
        }
    }
}

/// The recognizer `TouchObserver` installs: it reports a touch and fails at once.
final class TouchSleepRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
    init() {
        super.init(target: nil, action: nil)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
        requiresExclusiveTouchType = false
        allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue),
                             NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        delegate = self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // Out of UIKit's touch delivery: the sleep may hide the ring and tell the app (focus
        // change) on the next main-queue turn.
        DispatchQueue.main.async {
            runAsMainActor { GamepadRuntime.shared.touchBegan() }
        }
        state = .failed
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}
#endif
