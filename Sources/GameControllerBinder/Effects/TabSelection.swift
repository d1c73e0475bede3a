#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// L1/R1 and A on a tab item: what a tap on a tab bar item runs.
@MainActor
enum TabSelection {
    /// Selects the tab-bar position `position` as a tap on its item would (`TabPositions`: the
    /// last item is More when the tabs do not all fit): the delegate may refuse, and is told.
    static func select(atPosition position: Int, of tabBar: UITabBarController) {
        guard let controllers = tabBar.viewControllers else { return }
        let positions = TabPositions(tabCount: controllers.count, itemCount: ControllerTreeBuilder.itemCount(of: tabBar))
        let controller: UIViewController
        switch positions.target(at: position) {
        case .tab(let index)?:
            guard controllers.indices.contains(index) else { return }
            controller = controllers[index]
        case .more?:
            controller = tabBar.moreNavigationController
        case nil:
            return
        }
        if tabBar.delegate?.tabBarController?(tabBar, shouldSelect: controller) == false { return }
        tabBar.selectedViewController = controller
        tabBar.delegate?.tabBarController?(tabBar, didSelect: controller)
    }
}
#endif
