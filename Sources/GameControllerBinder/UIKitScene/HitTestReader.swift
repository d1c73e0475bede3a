#if canImport(UIKit)
import UIKit

/// Asks UIKit the question it answers for a finger: would a touch at the view's visible points
/// reach it? `UIWindow.hitTest(_:with:)` walks the app's views front to back, honouring hidden
/// and non-interactive views, `point(inside:with:)` and the app's own `hitTest` overrides (a
/// pass-through overlay that returns nil lets touches through).
///
/// The points: the centre and four points near the corners of the part of the view inside its
/// window and every clipping ancestor. A view with no such part (scrolled out, off screen) gets
/// no answer (nil), so content a scroll view can bring into view stays reachable; the scanner's
/// rule over the tree decides for it. Scrolled content whose visible part lies wholly under a
/// navigation bar, tab bar or toolbar gets no answer either: a scroll brings it out.
@MainActor
enum HitTestReader {
    /// True when a touch at one of the view's visible points lands on the view or inside it;
    /// false when every point lands elsewhere; nil when no point of it is visible.
    static func isHittable(_ view: UIView) -> Bool? {
        guard let window = view.window else { return nil }
        var visible = view.convert(view.bounds, to: window).intersection(window.bounds)
        var ancestor = view.superview
        while let current = ancestor, current !== window, !visible.isNull {
            if current.clipsToBounds {
                visible = visible.intersection(current.convert(current.bounds, to: window))
            }
            ancestor = current.superview
        }
        guard !visible.isNull, !visible.isEmpty, visible.width >= 1, visible.height >= 1 else { return nil }
        let insetX = min(4, visible.width / 4)
        let insetY = min(4, visible.height / 4)
        let points = [CGPoint(x: visible.midX, y: visible.midY),
                      CGPoint(x: visible.minX + insetX, y: visible.minY + insetY),
                      CGPoint(x: visible.maxX - insetX, y: visible.minY + insetY),
                      CGPoint(x: visible.minX + insetX, y: visible.maxY - insetY),
                      CGPoint(x: visible.maxX - insetX, y: visible.maxY - insetY)]
        var everyMissInABar = true
        for point in points {
            let hit = window.hitTest(point, with: nil)
            if let hit, hit === view || hit.isDescendant(of: view) {
                return true
            }
            if !(hit.map(isInBar) ?? false) { everyMissInABar = false }
        }
        // Scrolled content under a bar (a row beneath a translucent tab bar) is still reachable
        // by a scroll: no answer, the scanner's rule keeps it as a stop that needs one.
        if everyMissInABar, hasScrollViewAncestor(view) { return nil }
        return false
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
