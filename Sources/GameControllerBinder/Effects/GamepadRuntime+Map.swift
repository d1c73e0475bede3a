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
        guard mode != .off, showsMap, lastSnapshot != nil, let window = capture?.keyWindow else {
            overlay.map.remove()
            return
        }
        // The engine's own moves over the last snapshot (it is given every snapshot kept as
        // `lastSnapshot`): row by row in lists, content before bars — what a press does. Computed
        // again only when the snapshot or the settings changed (`MapRedraw.needsDrawing`).
        overlay.map.draw(source: MapRedraw.Source(engine: engine), in: window) { [engine] in NavigationMapDrawing(engine: engine) }
    }
}
#endif
