#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

extension GamepadRuntime {
    /// Whether the live map is drawn: the app's word in code, else `debug.showsMap`.
    var showsMap: Bool {
        overlay.map.isShownInCode ?? configuration.debug.showsMap
    }

    /// Redraws the live navigation map from the last scan when it is shown (and GamepadKit
    /// runs), else takes it away. Called after every rebuild and when the setting changes.
    func drawMapIfShown() {
        guard mode != .off, showsMap, let snapshot = lastSnapshot, let window = capture?.keyWindow else {
            overlay.map.remove()
            return
        }
        // The engine's own map of this snapshot: what the moves follow, not a second build of it.
        let map = engine.map
        overlay.map.draw(NavigationMapDrawing(candidates: snapshot.candidates, neighbor: map.neighbor(of:_:)), in: window)
    }
}
#endif
