#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Watches a window for the start of any touch while the controller keyboard is up, without
/// taking part in touch handling: it never recognizes, cancels or delays anything, and fails at
/// once so every other recognizer and view gets the touch as usual. A trackpad's or a mouse's
/// click is not such a touch (`ControllerKeyboardInstallation.touchHandsBack(_:)`).
final class TouchWhileTypingRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
    private let onTouch: @MainActor () -> Void

    init(onTouch: @escaping @MainActor () -> Void) {
        self.onTouch = onTouch
        super.init(target: nil, action: nil)
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
        delegate = self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
        let kinds = touches.map(ControllerKeyboardInstallation.TouchKind.init)
        if ControllerKeyboardInstallation.touchHandsBack(kinds) { onTouch() }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

extension ControllerKeyboardInstallation.TouchKind {
    /// The kind of `touch`: a trackpad's or a mouse's click, or a finger or pencil.
    init(_ touch: UITouch) {
        self = touch.type == .indirectPointer ? .pointer : .direct
    }
}
#endif
