#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Builds the `ControllerNode` tree, remembering each controller by id.
@MainActor
struct ControllerTreeBuilder {
    private(set) var controllers: [String: WeakRef<UIViewController>] = [:]

    mutating func node(for controller: UIViewController, depth: Int) -> ControllerNode {
        let id = ObjectIdentity.id(ofObject: controller)
        controllers[id] = WeakRef(controller)
        var kind = ControllerNode.Kind.plain
        var children: [UIViewController] = controller.children
        var selectedIndex: Int?
        switch controller {
        case let navigation as UINavigationController:
            kind = .navigation
            children = navigation.viewControllers
        case let tabBar as UITabBarController:
            kind = .tabBar
            children = tabBar.viewControllers ?? []
            selectedIndex = tabBar.selectedIndex
        case let page as UIPageViewController:
            kind = .page
            children = page.viewControllers ?? []
            selectedIndex = 0
        case is UISplitViewController:
            kind = .split
        case is UIAlertController:
            kind = .alert
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
        return ControllerNode(id: id, className: NSStringFromClass(type(of: controller)), kind: kind,
                              children: childNodes, selectedIndex: selectedIndex, presented: presented,
                              isOptedOut: controller is GamepadKitExcluded,
                              allowsDismissal: Self.allowsDismissal(controller),
                              alertActionStyles: (controller as? UIAlertController)?.actions.map { Self.style($0.style) } ?? [])
    }

    /// False when the controller is modal in presentation, or is presented and its
    /// presentation controller's delegate refuses dismissal. The presentation controller is
    /// only read for a presented controller (reading it creates one otherwise).
    private static func allowsDismissal(_ controller: UIViewController) -> Bool {
        if controller.isModalInPresentation { return false }
        guard controller.presentingViewController?.presentedViewController === controller,
              let presentation = controller.presentationController else { return true }
        return presentation.delegate?.presentationControllerShouldDismiss?(presentation) ?? true
    }

    private static func style(_ style: UIAlertAction.Style) -> AlertActionStyle {
        switch style {
        case .cancel: .cancel
        case .destructive: .destructive
        case .default: .default
        @unknown default: .default
        }
    }
}
#endif
