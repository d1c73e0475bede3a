#if canImport(UIKit)
import UIKit

/// An open `UIMenu` (a button's menu, a context menu): recognising it and closing it.
///
/// Public API can close a menu: `UIContextMenuInteraction.dismissMenu()` (iOS 14) on the
/// interaction that shows it, which a button exposes as `contextMenuInteraction`. It cannot
/// tell whether a menu is open, nor name its views: the menu is drawn by private views, found by
/// their class name (`_UIContextMenuContainerView` and its relatives), and its items are read as
/// the scan reads any view (its list's cells, or accessibility elements).
@MainActor
enum MenuCloser {
    /// True for the private view UIKit shows an open menu in.
    static func isMenuContainer(_ view: UIView) -> Bool {
        String(describing: type(of: view)).contains("ContextMenuContainerView")
    }

    /// Closes every open menu in `windows`, as a tap outside it does: `dismissMenu()` on every
    /// context menu interaction (a closed one ignores it).
    static func closeMenus(in windows: [UIWindow]) {
        var stack: [UIView] = windows
        var visited = 0
        while let view = stack.popLast(), visited < 50_000 {
            visited += 1
            if isMenuContainer(view) { continue }
            for interaction in view.interactions {
                (interaction as? UIContextMenuInteraction)?.dismissMenu()
            }
            if let control = view as? UIControl, let interaction = control.contextMenuInteraction,
               !view.interactions.contains(where: { $0 === interaction }) {
                interaction.dismissMenu()
            }
            stack.append(contentsOf: view.subviews)
        }
    }
}
#endif
