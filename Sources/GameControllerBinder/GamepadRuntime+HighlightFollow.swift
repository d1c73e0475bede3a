#if canImport(UIKit)
import UIKit

#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The view a shown highlight rides on, and where it was in its window when the ring was placed.
struct HighlightAnchor {
    var view: WeakRef<UIView>
    var origin: CGPoint
}

/// Where the highlight is drawn, and how it follows its element while a scroll is under way
/// without a scan (`RebuildPolicy`).
extension GamepadRuntime {
    /// Before the ring goes around `id`: it is drawn in the element's own window
    /// (`HighlightHost`), so that an element of a window above the key window is ringed above it.
    func placeHighlight(for id: String) {
        guard let capture else {
            overlay.elementWindow = nil
            return
        }
        let windows = capture.windows
        let elementIndex = capture.window(ofElement: id).flatMap { window in windows.firstIndex { $0 === window } }
        let keyIndex = capture.keyWindow.flatMap { key in windows.firstIndex { $0 === key } }
        guard let keyIndex else {
            overlay.elementWindow = nil
            return
        }
        let index = HighlightHost.window(elementWindow: elementIndex, keyWindow: keyIndex, windowCount: windows.count)
        overlay.elementWindow = WeakRef(windows[index])
    }

    /// After the ring was placed around `id`: remembers the view it rides on (the element's view,
    /// the row's cell, an accessibility element's container) where it is now.
    func anchorHighlight(to id: String) {
        guard let view = capture?.targets[id]?.view, let window = view.window else {
            highlightAnchor = nil
            return
        }
        highlightAnchor = HighlightAnchor(view: WeakRef(view), origin: view.convert(view.bounds.origin, to: window))
    }

    /// A scroll frame while awake: the ring moves by what its anchor moved, one conversion, no
    /// scan. The map is rebuilt when the scroll ends.
    func followFocusedElement() {
        guard overlay.isVisible, let anchor = highlightAnchor, let view = anchor.view.value,
              let window = view.window else { return }
        let origin = view.convert(view.bounds.origin, to: window)
        overlay.follow(offsetX: origin.x - anchor.origin.x, y: origin.y - anchor.origin.y)
    }
}
#endif
