#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Tab bar items and the back button: the bars' private views placed by what UIKit shows.
extension ViewTreeBuilder {
    /// The tab of an item view of `tabBar` (`TabBarLayout`); nil when it cannot be placed.
    static func tabIndex(of itemView: UIView, in tabBar: UITabBar) -> Int? {
        let itemViews = tabBar.subviews.filter { $0 is UIControl }
        guard let item = itemViews.firstIndex(where: { $0 === itemView }) else { return nil }
        return TabBarLayout.tabIndex(ofItem: item, itemMinX: itemViews.map { Double($0.frame.minX) },
                                     rightToLeft: tabBar.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// True for the view UIKit draws as a navigation bar's back button. The view is private: it
    /// is the bar control that holds UIKit's back-button container or back indicator (their
    /// class names say so); an app's own left item never does.
    static func isBackButton(_ view: UIView) -> Bool {
        var stack: [UIView] = [view]
        var visited = 0
        while let next = stack.popLast(), visited < 64 {
            visited += 1
            let name = String(describing: type(of: next))
            if name.contains("BackButton") || name.contains("BackIndicator") { return true }
            stack.append(contentsOf: next.subviews)
        }
        return false
    }
}
#endif
