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
    /// A tap (`source` `.tap`, A on the item) on the selected tab pops its navigation stack to
    /// the root, as UIKit does (`TabTap`); L1/R1 on it do nothing.
    static func select(atPosition position: Int, of tabBar: UITabBarController, source: TabTap.Source = .tabSwitch) {
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
        let isSelected = tabBar.selectedViewController === controller
        guard TabTap.asksDelegate(source: source, isSelected: isSelected) else { return }
        let allows = tabBar.delegate?.tabBarController?(tabBar, shouldSelect: controller) ?? true
        let navigation = controller as? UINavigationController
        for step in TabTap.steps(source: source, isSelected: isSelected, delegateAllows: allows,
                                 navigationDepth: navigation?.viewControllers.count) {
            switch step {
            case .select: tabBar.selectedViewController = controller
            case .popToRoot: navigation?.popToRootViewController(animated: true)
            case .tellDidSelect: tabBar.delegate?.tabBarController?(tabBar, didSelect: controller)
            }
        }
    }
}
#endif
