#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Builds the `ControllerNode` tree, remembering each controller by id. It only reads UIKit
/// state that has no side effect: the presentation delegate is not asked anything here (B asks
/// it on the press), and a presentation controller is only read for a controller that is
/// presented (reading it creates one otherwise).
@MainActor
struct ControllerTreeBuilder {
    private(set) var controllers: [String: WeakRef<UIViewController>] = [:]

    mutating func node(for controller: UIViewController, depth: Int) -> ControllerNode {
        let id = ObjectIdentity.id(ofObject: controller)
        controllers[id] = WeakRef(controller)
        var kind = ControllerNode.Kind.plain
        var children: [UIViewController] = controller.children
        var selectedIndex: Int?
        var navigationBar: NavigationBarState?
        var isCollapsed = false
        var tabBarItemCount: Int?
        var endsWithMoreList = false
        var isSearchController = false
        var searchResultsID: String?
        var isTabBarHidden = false
        var pageScrollViewID: String?
        switch controller {
        case let navigation as UINavigationController:
            kind = .navigation
            children = navigation.viewControllers
            navigationBar = Self.barState(of: navigation)
        case let tabBar as UITabBarController:
            kind = .tabBar
            let tabs = tabBar.viewControllers ?? []
            children = tabs
            selectedIndex = tabBar.selectedIndex
            tabBarItemCount = Self.itemCount(of: tabBar)
            isTabBarHidden = Self.isTabBarHidden(tabBar)
            if Self.isShowingMoreList(tabBar) {
                children.append(tabBar.moreNavigationController)
                selectedIndex = tabs.count
                endsWithMoreList = true
            }
        case let page as UIPageViewController:
            kind = .page
            children = page.viewControllers ?? []
            selectedIndex = 0
            // Its private scroll view, which L2/R2 page by turning pages (same id as the view tree's).
            pageScrollViewID = page.viewIfLoaded?.subviews.first(where: { $0 is UIScrollView }).map(ObjectIdentity.id(of:))
        case let split as UISplitViewController:
            kind = .split
            isCollapsed = split.isCollapsed
            children = split.viewControllers
            // Collapsed, UIKit shows the compact column when a column-style split has one, else
            // the first of its controllers (the primary's navigation controller, which holds the
            // secondary once pushed).
            selectedIndex = 0
            if #available(iOS 14.0, *), isCollapsed, split.style != .unspecified,
               let compact = split.viewController(for: .compact) {
                children = [compact.navigationController ?? compact]
            }
        case is UIAlertController:
            kind = .alert
        case let search as UISearchController:
            isSearchController = true
            if let results = search.searchResultsController {
                searchResultsID = ObjectIdentity.id(ofObject: results)
                if !children.contains(where: { $0 === results }) {
                    children.append(results)
                }
            }
        default:
            break
        }
        var childNodes: [ControllerNode] = []
        var presented: ControllerNode?
        if depth < 64 {
            childNodes = children.map { node(for: $0, depth: depth + 1) }
            // `presentedViewController` is also reported by the presenter's children; attach it
            // to the controller that actually presents it.
            if let presentedController = controller.presentedViewController,
               presentedController.presentingViewController === controller,
               !presentedController.isBeingDismissed {
                presented = node(for: presentedController, depth: depth + 1)
            }
        }
        let view = controller.viewIfLoaded
        let isShown = view.map { $0.window != nil && !$0.isHidden && Double($0.alpha) > FocusScanner.minimumVisibleAlpha } ?? false
        return ControllerNode(id: id, className: NSStringFromClass(type(of: controller)), kind: kind,
                              children: childNodes, selectedIndex: selectedIndex, presented: presented,
                              isOptedOut: controller is GamepadKitExcluded,
                              allowsDismissal: !controller.isModalInPresentation,
                              alertActionStyles: (controller as? UIAlertController)?.actions.map { Self.alertStyle($0.style) } ?? [],
                              presentationStyle: Self.presentationStyle(of: controller),
                              navigationBar: navigationBar, isCollapsed: isCollapsed,
                              tabBarItemCount: tabBarItemCount, endsWithMoreList: endsWithMoreList,
                              viewFrame: isShown ? view.map { Rect($0.convert($0.bounds, to: nil)) } : nil,
                              isViewShown: isShown, isSearchController: isSearchController,
                              searchResultsID: searchResultsID, isTabBarHidden: isTabBarHidden,
                              pageScrollViewID: pageScrollViewID)
    }

    /// What the navigation bar shows at the left of the top item.
    static func barState(of navigation: UINavigationController) -> NavigationBarState {
        let item = navigation.topViewController?.navigationItem
        var hasBackAction = false
        if #available(iOS 16.0, *) {
            hasBackAction = item?.backAction != nil
        }
        return NavigationBarState(isBarHidden: navigation.isNavigationBarHidden || navigation.navigationBar.isHidden,
                                  hidesBackButton: item?.hidesBackButton ?? false,
                                  hasLeftItems: !(item?.leftBarButtonItems ?? []).isEmpty,
                                  leftItemsSupplementBackButton: item?.leftItemsSupplementBackButton ?? false,
                                  hasBackAction: hasBackAction)
    }

    /// The number of items the tab bar shows (More included: the controller puts the items it
    /// shows in `tabBar.items`), nil when it shows none. Controls the app added to the bar (a
    /// centre "+" button) are not items.
    static func itemCount(of tabBar: UITabBarController) -> Int? {
        let count = tabBar.tabBar.items?.count ?? 0
        return count > 0 ? count : nil
    }

    /// The tab bar is hidden, transparent, off its window or moved off screen
    /// (`hidesBottomBarWhenPushed`): no finger could reach a tab.
    static func isTabBarHidden(_ tabBar: UITabBarController) -> Bool {
        let bar = tabBar.tabBar
        guard let window = bar.window, !bar.isHidden, Double(bar.alpha) > FocusScanner.minimumVisibleAlpha else { return true }
        return !bar.convert(bar.bounds, to: window).intersects(window.bounds)
    }

    /// The tab bar controller shows its More list, or a tab chosen from it.
    static func isShowingMoreList(_ tabBar: UITabBarController) -> Bool {
        guard let tabs = tabBar.viewControllers, tabs.count > 0 else { return false }
        let more = tabBar.moreNavigationController
        return tabBar.selectedViewController === more || tabBar.selectedIndex == NSNotFound
            || (tabBar.selectedViewController?.navigationController === more)
    }

    /// The style the presented `controller` was presented with; `.automatic` for a controller
    /// that is not presented. Its adaptation is not read here: `adaptivePresentationStyle(for:)`
    /// asks the app's presentation delegate, which a scan never does; B asks it
    /// (`adaptedStyle(of:)`, `Dismissal.afterAdaptation(to:)`).
    private static func presentationStyle(of controller: UIViewController) -> PresentationStyle {
        guard controller.presentingViewController?.presentedViewController === controller,
              let presentation = controller.presentationController else { return .automatic }
        return style(presentation.presentationStyle)
    }

    /// The style `controller`'s presentation adapts to now, asking the app's presentation
    /// delegate: nil when it does not adapt. Only on B (`RebuildPolicy.asksPresentationDelegate`).
    /// The traits are the presentation controller's (its container's), which UIKit adapts by.
    static func adaptedStyle(of controller: UIViewController) -> PresentationStyle? {
        guard let presentation = controller.presentationController else { return nil }
        let adapted = presentation.adaptivePresentationStyle(for: presentation.traitCollection)
        return adapted == .none ? nil : style(adapted)
    }

    private static func style(_ style: UIModalPresentationStyle) -> PresentationStyle {
        switch style {
        case .automatic: return .automatic
        case .pageSheet: return .pageSheet
        case .formSheet: return .formSheet
        case .popover: return .popover
        case .fullScreen: return .fullScreen
        case .overFullScreen: return .overFullScreen
        case .currentContext: return .currentContext
        case .overCurrentContext: return .overCurrentContext
        case .custom: return .custom
        case .none: return .automatic
        @unknown default: return .custom
        }
    }

    static func alertStyle(_ style: UIAlertAction.Style) -> AlertActionStyle {
        switch style {
        case .cancel: .cancel
        case .destructive: .destructive
        case .default: .default
        @unknown default: .default
        }
    }
}
#endif
