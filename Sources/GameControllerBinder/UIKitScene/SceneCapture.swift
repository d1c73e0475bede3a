#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// One picture of what is on screen, taken for a rebuild: the view tree as `ViewNode`s, the
/// controller tree's resolution, and what each id stands for in UIKit.
///
/// - Windows: the foreground scene's visible windows (the system keyboard's windows excluded),
///   under one synthetic root in window-level order so that later ones are on top; the key
///   window holds the highlight and its controllers decide the screen.
/// - Frames are converted to window coordinates with `convert(_:to:)` and re-expressed in the
///   parent's coordinates (the `ViewNode` contract), so transforms and bounds offsets are
///   already applied. A view without a window is skipped; nothing is force-unwrapped.
/// - The topmost presented controller's view is the modal scope.
@MainActor
struct SceneCapture {
    enum Scope {
        /// Every screen of the foreground scene (`GamepadKit.enable()`).
        case screens
        /// Only the views registered through the 1.1 API.
        case registeredViews([UIView])
    }

    var root: ViewNode
    var bounds: Rect
    var resolution: ScreenResolution?
    var targets: [String: ElementTarget]
    var controllers: [String: WeakRef<UIViewController>]
    var scrollViews: [UIScrollView]
    weak var keyWindow: UIWindow?
    private var idsByObject: [ObjectIdentifier: String]

    var context: ScreenContext { resolution?.context ?? ScreenContext() }

    /// The id this capture gave `view`, if it saw it.
    func id(of view: UIView) -> String? { idsByObject[ObjectIdentifier(view)] }

    func controller(id: String?) -> UIViewController? {
        guard let id else { return nil }
        return controllers[id]?.value
    }

    static func make(scope: Scope, excludedScreens: Set<String>, overlay: HighlightOverlay) -> SceneCapture? {
        let windows = foregroundWindows()
        let keyWindow = windows.first(where: \.isKeyWindow) ?? windows.last
        guard let keyWindow else { return nil }

        var controllerBuilder = ControllerTreeBuilder()
        var resolution: ScreenResolution?
        if let rootController = keyWindow.rootViewController {
            let tree = controllerBuilder.node(for: rootController, depth: 0)
            resolution = ScreenResolver(excludedScreens: excludedScreens).resolve(tree)
        }
        let topmost = controllerBuilder.controllers[resolution?.topmostPresented?.id ?? ""]?.value

        let builder = ViewTreeBuilder(skipping: overlay.view, modalScope: topmost)
        let bounds = Rect(keyWindow.bounds)
        var windowNodes: [ViewNode] = []
        switch scope {
        case .screens:
            for window in windows {
                if let node = builder.node(forWindow: window) { windowNodes.append(node) }
            }
        case .registeredViews(let views):
            for view in views where view.window != nil {
                if let node = builder.node(forDetached: view) { windowNodes.append(node) }
            }
        }
        let root = ViewNode(id: "GamepadKit.windows", kind: .view, frame: bounds, children: windowNodes)
        return SceneCapture(root: root, bounds: bounds, resolution: resolution, targets: builder.targets,
                            controllers: controllerBuilder.controllers, scrollViews: builder.scrollViews,
                            keyWindow: keyWindow, idsByObject: builder.idsByObject)
    }

    /// The visible windows of the foreground-active scene (any foreground scene if none is
    /// active yet), lowest window level first, keyboard windows left out.
    static func foregroundWindows() -> [UIWindow] {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        let active = scenes.filter { $0.activationState == .foregroundActive }
        let chosen = active.isEmpty ? scenes.filter { $0.activationState == .foregroundInactive } : active
        let windows = chosen.flatMap(\.windows).filter { window in
            let name = String(describing: type(of: window))
            return !window.isHidden && window.alpha > 0.01 && !name.contains("Keyboard") && !name.contains("TextEffects")
        }
        return windows.enumerated().sorted { a, b in
            a.element.windowLevel == b.element.windowLevel ? a.offset < b.offset : a.element.windowLevel < b.element.windowLevel
        }.map(\.element)
    }
}

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
                              isOptedOut: controller is GamepadKitExcluded)
    }
}
#endif
