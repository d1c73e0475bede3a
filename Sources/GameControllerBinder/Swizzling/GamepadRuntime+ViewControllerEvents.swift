#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// What the view controller hooks tell the runtime.
extension GamepadRuntime {
    func viewControllerDidAppear(_ controller: UIViewController) {
        guard mode == .enabled else { return }
        invalidate(ScanPolicy.appearanceReason(appeared: true, isInsideListCell: Self.isInsideListCell(controller)))
    }

    /// A controller that disappears for good (dismissed, popped or removed from its parent, or
    /// inside a container that is) takes its remembered focus with it.
    func viewControllerDidDisappear(_ controller: UIViewController) {
        guard mode != .off else { return }
        if Self.isLeavingForGood(controller) {
            forgetScreen(of: controller)
        }
        guard mode == .enabled else { return }
        invalidate(ScanPolicy.appearanceReason(appeared: false, isInsideListCell: Self.isInsideListCell(controller)))
    }

    /// True for a child controller whose view sits inside a table or collection cell (it comes
    /// and goes with its row as the list scrolls).
    private static func isInsideListCell(_ controller: UIViewController) -> Bool {
        guard controller.parent != nil else { return false }
        var ancestor = controller.viewIfLoaded?.superview
        while let view = ancestor {
            if view is UITableViewCell || view is UICollectionViewCell { return true }
            ancestor = view.superview
        }
        return false
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
