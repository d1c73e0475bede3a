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
    /// When GamepadKit last started scrolling each scroll view (`CACurrentMediaTime`).
    private static var started: [ObjectIdentifier: Double] = [:]

    /// GamepadKit is about to scroll `scrollView` (call it right before the scroll).
    static func willScroll(_ scrollView: UIScrollView) {
        let now = CACurrentMediaTime()
        if started.count > 16 {
            started = started.filter { now - $0.value <= RebuildPolicy.ScrollDriver.ownScrollSpan }
        }
        started[ObjectIdentifier(scrollView)] = now
    }

    /// GamepadKit stops: no scroll of its own is under way any more.
    static func forgetAll() {
        started.removeAll()
    }

    /// Who drives `scrollView`'s scroll frame now.
    static func driver(of scrollView: UIScrollView) -> RebuildPolicy.ScrollDriver {
        RebuildPolicy.ScrollDriver.of(isTracking: scrollView.isTracking, isDragging: scrollView.isDragging,
                                      isDecelerating: scrollView.isDecelerating,
                                      gamepadKitStarted: started[ObjectIdentifier(scrollView)], now: CACurrentMediaTime())
    }
}
#endif
