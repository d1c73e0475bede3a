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
    /// Where a touch at `point` (window coordinates) lands, for `view`. `windows` are the chosen
    /// windows, lowest level first: those above the view's window are asked first
    /// (`WindowSelection.hitTestOrder`), and one that takes the point (a custom alert, HUD or
    /// paywall window that never became key) makes it a miss, as UIKit would deliver the touch
    /// there. An upper window is asked only where its `blocks` (read before: windows are read
    /// topmost first) say its `hitTest` runs no override at that point; elsewhere, or when its
    /// blocks are unknown, it is passed over (`WindowSelection.UpperWindowAnswer.notAsked`).
    ///
    /// `accessories` are the input accessory views read above the windows (in the keyboard's
    /// window), `accessoryCovers` their frames on the screen and their window's level: a point
    /// of a chosen window of a lower level under one is a miss (`WindowSelection.probeAnswer`;
    /// an app's alert window above the keyboard's stays touchable), and a view inside one is asked of the
    /// bar alone (the keyboard's window also holds UIKit's input views and an app's custom
    /// keyboard, whose overrides a probe must not run).
    static func answer(for view: UIView, at point: LayoutPoint, windows: [UIWindow],
                       blocks: [ObjectIdentifier: HitTestPermission.Blocks],
                       accessories: [UIView] = [], accessoryCovers: [(frame: CGRect, level: UIWindow.Level)] = []) -> HitTestAnswer {
        guard let window = view.window else { return .noAnswer }
        let location = CGPoint(x: point.x, y: point.y)
        let position = windows.firstIndex { $0 === window } ?? windows.count
        if position == windows.count, let bar = accessories.first(where: { view.isDescendant(of: $0) }) {
            let hit = bar.hitTest(bar.convert(location, from: window), with: nil)
            return hit.map { $0 === view || $0.isDescendant(of: view) } == true ? .hit : .miss
        }
        let onScreen = accessoryCovers.isEmpty ? location : window.convert(location, to: window.screen.coordinateSpace)
        let above = WindowSelection.hitTestOrder(forWindowAt: position, count: windows.count).dropLast()
            .filter { windows.indices.contains($0) }
        return WindowSelection.probeAnswer(windowsAbove: above.count,
                                           coveredByAccessory: accessoryCovers.contains { $0.level > window.windowLevel && $0.frame.contains(onScreen) },
                                           upperWindow: { index in
            let upper = windows[above[index]]
            let converted = window.convert(location, to: upper)
            guard let upperBlocks = blocks[ObjectIdentifier(upper)],
                  upperBlocks.allowsProbe(of: 0, at: LayoutPoint(x: Double(converted.x), y: Double(converted.y))) else {
                return .notAsked
            }
            return upper.hitTest(converted, with: nil) == nil ? .letsThrough : .takesTouch
        }, ownAnswer: {
            let hit = window.hitTest(location, with: nil)
            if let hit, hit === view || hit.isDescendant(of: view) {
                return .hit
            }
            if let hit, isInBar(hit), hasScrollViewAncestor(view) { return .noAnswer }
            return .miss
        })
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
