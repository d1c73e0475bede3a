#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// What the view controller hooks tell the runtime.
extension GamepadRuntime {
    func viewControllerDidAppear(_ controller: UIViewController) {
        guard mode == .enabled else { return }
        invalidate(.screenAppeared)
    }

    /// A controller that disappears for good (dismissed, popped or removed from its parent, or
    /// inside a container that is) takes its remembered focus with it.
    func viewControllerDidDisappear(_ controller: UIViewController) {
        guard mode != .off else { return }
        if Self.isLeavingForGood(controller) {
            forgetScreen(of: controller)
        }
        guard mode == .enabled else { return }
        invalidate(.screenDisappeared)
    }

    func viewControllerDidLayout(_ controller: UIViewController) {
        guard mode == .enabled, controller.viewIfLoaded?.window != nil else { return }
        invalidate(.layout)
    }

    private static func isLeavingForGood(_ controller: UIViewController) -> Bool {
        var current: UIViewController? = controller
        while let node = current {
            if node.isBeingDismissed || node.isMovingFromParent { return true }
            current = node.parent
        }
        return false
    }
}
#endif
