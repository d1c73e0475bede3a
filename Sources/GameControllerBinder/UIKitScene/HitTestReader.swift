#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Asks UIKit the question it answers for a finger, per probe point of a stop: would a touch at
/// this point (the centre of the view's visible part, then its inset corners,
/// `HitTestPermission.probePoints`) reach the view?
/// `UIWindow.hitTest(_:with:)` walks the app's views front to back, honouring hidden and
/// non-interactive views and `point(inside:with:)`. It is asked only where every view it can
/// visit runs UIKit's own implementation (`HitTestPermission`); elsewhere the scanner's rule
/// over the tree (`TouchReach`) decides.
///
/// Scrolled content whose probe lands in a navigation bar, tab bar or toolbar gets no answer:
/// a scroll brings it out from under the bar, and the scanner's rule keeps it as a stop that
/// needs one.
@MainActor
enum HitTestReader {
    /// Where a touch at `point` (window coordinates) lands, for `view`.
    static func answer(for view: UIView, at point: LayoutPoint) -> HitTestAnswer {
        guard let window = view.window else { return .noAnswer }
        let hit = window.hitTest(CGPoint(x: point.x, y: point.y), with: nil)
        if let hit, hit === view || hit.isDescendant(of: view) {
            return .hit
        }
        if let hit, isInBar(hit), hasScrollViewAncestor(view) { return .noAnswer }
        return .miss
    }

    private static func isInBar(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let candidate = current {
            if candidate is UINavigationBar || candidate is UITabBar || candidate is UIToolbar { return true }
            current = candidate.superview
        }
        return false
    }

    private static func hasScrollViewAncestor(_ view: UIView) -> Bool {
        var current = view.superview
        while let candidate = current {
            if candidate is UIScrollView { return true }
            current = candidate.superview
        }
        return false
    }
}
#endif
