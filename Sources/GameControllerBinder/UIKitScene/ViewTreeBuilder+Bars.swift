#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Tab bar items and the back button: the bars' private views placed by what UIKit shows.
extension ViewTreeBuilder {
    /// The tab of a control of `tabBar`, matched to `tabBar.items` (`TabBarLayout.roles`): nil
    /// for a control the app added to the bar (a centre "+" button), which is a plain button.
    static func tabIndex(of itemView: UIView, in tabBar: UITabBar) -> Int? {
        let controls = tabBar.subviews.filter { $0 is UIControl }
        guard let index = controls.firstIndex(where: { $0 === itemView }) else { return nil }
        let roles = TabBarLayout.roles(ofControls: controls.map { Rect($0.frame) }, itemCount: tabBar.items?.count ?? 0,
                                       rightToLeft: tabBar.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        guard roles.indices.contains(index), case .tab(let tab) = roles[index] else { return nil }
        return tab
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
