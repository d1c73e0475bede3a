#if canImport(UIKit)
import UIKit

#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// One view the last scan's map was made of, to read again before a move
/// (`MapRevalidation`).
@MainActor
struct WatchedView {
    let id: String
    weak var view: UIView?
    let seen: MapRevalidation.Facts
}

extension GamepadRuntime {
    /// True when every view the last scan's stops were made of (and every view above them) is
    /// still there as that scan saw it (`MapRevalidation`). The list is made from the capture
    /// at the first revalidation after a scan and kept until the next scan.
    func mapStillHolds() -> Bool {
        guard let capture else { return false }
        if watchedViews == nil {
            watchedViews = MapRevalidation.watches(in: capture.root).compactMap { watch in
                guard let target = capture.targets[watch.id] else { return nil }  // nothing of UIKit to read
                return WatchedView(id: watch.id, view: target.view, seen: watch.seen)
            }
        }
        for watched in watchedViews ?? [] {
            let now = watched.view.map { view in
                MapRevalidation.Facts(isInWindow: view is UIWindow || view.window != nil, isHidden: view.isHidden, alpha: Double(view.alpha),
                                      isEnabled: (view as? UIControl)?.isEnabled ?? true,
                                      isInteractive: view.isUserInteractionEnabled)
            }
            if MapRevalidation.differs(seen: watched.seen, now: now) {
                if configuration.debug.logsFocusChanges {
                    // Which view changed unreported (ids may be made of accessibility labels).
                    focusLogger.debug(.elementID, "rescan before the move: \(watched.id) changed since the last scan")
                }
                return false
            }
        }
        return true
    }
}
#endif
