#if canImport(UIKit)
import UIKit

#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

extension GamepadRuntime {
    /// True when the focused element's view left its window or was released since the last
    /// scan (a move then scans first: `RebuildPolicy.scansBefore(_:isRepeat:at:focusedViewIsGone:)`).
    /// A tab item, which has no view of its own, or an element the last scan did not keep, is
    /// never reported gone. An alert action stands while its alert is presented (its view may
    /// not have been found: a synthetic frame), and a row while its list is in a window (its
    /// cell may not be loaded), so moves on such an alert or list do not rescan every time.
    func focusedViewIsGone() -> Bool {
        guard let id = engine.focusedID, let target = capture?.targets[id] else { return false }
        switch target {
        case .tabItem:
            return false
        case .alertAction(let alert, _, _):
            return alert.value?.presentingViewController == nil
        case .row(let list, _):
            return list.value?.window == nil
        default:
            return target.view?.window == nil
        }
    }
}
#endif
