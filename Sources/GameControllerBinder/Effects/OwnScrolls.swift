#if canImport(UIKit)
import UIKit
import QuartzCore
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The scroll views GamepadKit itself scrolls (reveals, L2/R2 pages), so that their frames count
/// as its own scroll (`RebuildPolicy.ScrollDriver.gamepadKit`: one scan when it ends) and not as
/// the app's code scrolling (a scan per layout pass while it animates).
@MainActor
enum OwnScrolls {
    /// GamepadKit's scroll of each scroll view: when it started (`CACurrentMediaTime`) and when
    /// its last frame came.
    private static var scrolls: [ObjectIdentifier: (started: Double, lastFrame: Double?)] = [:]

    /// GamepadKit is about to scroll `scrollView` (call it right before the scroll).
    static func willScroll(_ scrollView: UIScrollView) {
        let now = CACurrentMediaTime()
        if scrolls.count > 16 {
            scrolls = scrolls.filter { now - $0.value.started <= RebuildPolicy.ScrollDriver.ownScrollSpan }
        }
        scrolls[ObjectIdentifier(scrollView)] = (now, nil)
    }

    /// GamepadKit stops: no scroll of its own is under way any more.
    static func forgetAll() {
        scrolls.removeAll()
    }

    /// Who drives `scrollView`'s scroll frame now (one call per frame): a frame of GamepadKit's
    /// own scroll is remembered, so that the scroll counts as its own until it rests
    /// (`RebuildPolicy.ScrollDriver.of`).
    static func driver(of scrollView: UIScrollView) -> RebuildPolicy.ScrollDriver {
        let key = ObjectIdentifier(scrollView)
        let now = CACurrentMediaTime()
        let own = scrolls[key]
        let driver = RebuildPolicy.ScrollDriver.of(isTracking: scrollView.isTracking, isDragging: scrollView.isDragging,
                                                   isDecelerating: scrollView.isDecelerating,
                                                   gamepadKitStarted: own?.started, lastOwnFrame: own?.lastFrame, now: now)
        if driver == .gamepadKit {
            scrolls[key]?.lastFrame = now
        } else if own != nil {
            scrolls[key] = nil
        }
        return driver
    }
}
#endif
