#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// One picture of what is on screen, taken for a rebuild: the view tree as `ViewNode`s, the
/// controller tree's resolution, and what each id stands for in UIKit.
///
/// - Windows: the ones `WindowSelection` chooses (the foreground scene's visible windows, the
///   system keyboard's left out), under one synthetic root in window-level order so that later
///   ones are on top; the key window holds the highlight and its controllers decide the screen.
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

    /// The id this capture gave `view`, if it saw it (for a cell, the id of its row).
    func id(of view: UIView) -> String? { idsByObject[ObjectIdentifier(view)] }

    /// Every id this capture gave a view.
    var elementIDs: Set<String> { Set(idsByObject.values) }

    func controller(id: String?) -> UIViewController? {
        guard let id else { return nil }
        return controllers[id]?.value
    }

    static func make(scope: Scope, excludedScreens: Set<String>, overlay: HighlightOverlay) -> SceneCapture? {
        let (windows, keyWindow) = chosenWindows()
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

    /// The windows `WindowSelection` chooses, lowest level first, and the key one.
    static func chosenWindows() -> (windows: [UIWindow], key: UIWindow?) {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        var windows: [UIWindow] = []
        var descriptors: [WindowSelection.Window] = []
        for scene in scenes {
            let state = sceneState(scene.activationState)
            for window in scene.windows {
                windows.append(window)
                descriptors.append(WindowSelection.Window(
                    sceneState: state, isHidden: window.isHidden, alpha: Double(window.alpha),
                    className: String(describing: type(of: window)), level: Double(window.windowLevel.rawValue),
                    isKey: window.isKeyWindow))
            }
        }
        let selection = WindowSelection.select(descriptors)
        return (selection.ordered.map { windows[$0] }, selection.key.map { windows[$0] })
    }

    /// The chosen windows, lowest level first.
    static func foregroundWindows() -> [UIWindow] {
        chosenWindows().windows
    }

    private static func sceneState(_ state: UIScene.ActivationState) -> WindowSelection.SceneState {
        switch state {
        case .foregroundActive: .foregroundActive
        case .foregroundInactive: .foregroundInactive
        case .background: .background
        case .unattached: .unattached
        @unknown default: .unattached
        }
    }
}
#endif
