#if canImport(UIKit)
import UIKit

#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

extension GamepadRuntime {
    /// True when the focused element's view left its window or was released since the last
    /// scan (a move then scans first: `RebuildPolicy.scansBefore(_:isRepeat:at:focusedViewIsGone:)`).
    /// A tab item, which has no view of its own, or an element the last scan did not keep, is
    /// never reported gone.
    func focusedViewIsGone() -> Bool {
        guard let id = engine.focusedID, let target = capture?.targets[id] else { return false }
        if case .tabItem = target { return false }
        return target.view?.window == nil
    }
}
#endif
