#if canImport(UIKit)
import UIKit

#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The view a shown highlight rides on, and where it is in its window when the ring is right
/// (after a reveal scroll, where the scroll brings it).
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
        let windows = capture.windows + capture.accessoryWindows
        let elementIndex = capture.window(ofElement: id).flatMap { window in windows.firstIndex { $0 === window } }
        let keyIndex = capture.keyWindow.flatMap { key in windows.firstIndex { $0 === key } }
        guard let keyIndex else {
            overlay.elementWindow = nil
            return
        }
        let index = HighlightHost.window(elementWindow: elementIndex, keyWindow: keyIndex, windowCount: windows.count)
        overlay.elementWindow = WeakRef(windows[index])
    }

    /// After the ring was placed around `id` at `frame` (the focus command's): remembers the
    /// view it rides on (the element's view, the row's cell, an accessibility element's
    /// container) and where that view is when the ring is right: when a reveal scroll comes first,
    /// where the scroll brings it (`HighlightFollow.anchor`), so the ring moves with the element
    /// and stops once.
    func anchorHighlight(to id: String, shownAt frame: Rect) {
        guard let view = capture?.targets[id]?.view, let window = view.window else {
            highlightAnchor = nil
            return
        }
        let origin = view.convert(view.bounds.origin, to: window)
        var anchor = origin
        if let candidate = engine.snapshot?.candidates.first(where: { $0.id == id }) {
            let point = HighlightFollow.anchor(viewOrigin: LayoutPoint(x: Double(origin.x), y: Double(origin.y)),
                                               elementFrame: candidate.frame, shownFrame: frame)
            anchor = CGPoint(x: point.x, y: point.y)
        }
        highlightAnchor = HighlightAnchor(view: WeakRef(view), origin: anchor)
    }

    /// A scroll frame while awake: the ring moves by the view's distance from its anchor
    /// (`HighlightFollow.offset`), one conversion, no scan. The map is rebuilt when the scroll ends.
    func followFocusedElement() {
        guard overlay.isVisible, let anchor = highlightAnchor, let view = anchor.view.value,
              let window = view.window else { return }
        let origin = view.convert(view.bounds.origin, to: window)
        let offset = HighlightFollow.offset(viewOrigin: LayoutPoint(x: Double(origin.x), y: Double(origin.y)),
                                            anchor: LayoutPoint(x: Double(anchor.origin.x), y: Double(anchor.origin.y)))
        overlay.follow(offsetX: CGFloat(offset.x), y: CGFloat(offset.y))
    }
}
#endif
