import GamepadKitCore

/// Containers whose screens have no view in the file: what a finger meets there is their bars,
/// so such a file is a screen of its bars over an empty view rather than a document "with no
/// scene with a view".
/// - A tab bar controller whose tabs live elsewhere (storyboard references, controllers without
///   a view here such as page view controllers): its tab bar.
/// - A tab bar controller at the top of a xib: its tab bar, with the items of the controllers
///   written inside it.
/// - A storyboard whose only controllers are navigation controllers without a root (a share
///   extension's entry point, set up from code): the first one's navigation bar, with no items.
/// - A content controller that makes its view in code (a page view controller, a hosting
///   controller, `loadView`) shown in a navigation controller or as a tab: the bars UIKit draws
///   over it, with the items the file gives it (an "Observe" button of a pushed pager).
extension InterfaceBuilderReader {
    /// One scene per tab bar controller of `scenes` (a storyboard's `<scenes>`) whose tab bar
    /// has items and is not among `shown` (the ids of the tab bar controllers whose bar a scene
    /// of the file already shows): an empty view the size of the simulated screen with the tab
    /// bar UIKit draws, the first tab's screen. Named as a scene is (identifier, label, class, id).
    func tabBarOnlyScenes(in scenes: MarkupElement, flow: StoryboardFlow, simulated: SimulatedScreen,
                          except shown: Set<String>) throws -> [(SceneNames.Entry, LayoutScene)] {
        var found: [(SceneNames.Entry, LayoutScene)] = []
        for sceneElement in scenes.children("scene") {
            for controller in sceneElement.child("objects")?.children ?? [] where controller.name == "tabBarController" {
                // The first tab (the smallest id among the controllers shown in it).
                guard let controllerID = controller["id"], !shown.contains(controllerID),
                      let firstTab = flow.tabs.filter({ $0.value.tabBarController["id"] == controllerID })
                        .min(by: { ($0.value.index, $0.key) < ($1.value.index, $1.key) }) else { continue }
                let screen = layoutOptions.device?.size ?? simulated.screenSize(of: controller) ?? InterfaceBuilderDocument.defaultScreenSize
                let statusBar = simulated.statusBarHeight(of: controller, screen: screen, inBars: true, deviceTop: layoutOptions.device?.safeArea.top)
                let tabElement = MarkupElement(name: "viewControllerPlaceholder", attributes: ["id": firstTab.key], line: controller.line)
                let bars = try systemBars(of: tabElement, flow: flow, screen: screen, statusBar: statusBar)
                guard !bars.isEmpty else { continue }
                let content = ViewNode(id: "\(controllerID).view", kind: .view, frame: Rect(origin: .zero, size: screen))
                var scene = LayoutScene(name: "", size: screen, views: [content])
                scene.root.children += bars
                var context = ScreenContext(screenID: firstTab.key)
                context.tabCount = firstTab.value.items.count
                context.selectedTab = firstTab.value.index
                scene.context = context
                Self.recordLocations(of: controller, in: &scene)
                let name = SceneNames.name(of: controller, fallback: controllerID)
                scene.name = name
                found.append((SceneNames.Entry(name: name, qualifier: nil, id: controllerID), scene))
            }
        }
        return found
    }

    /// The scene of a tab bar controller at the top of a xib (an old `MainWindow.xib`): its
    /// child controllers are written inside it (`<viewControllers>`), each with its tab bar
    /// item; the screen is an empty view with the tab bar UIKit draws. Nil when no child has an
    /// item.
    func xibTabBarScene(_ controller: MarkupElement, simulated: SimulatedScreen) throws -> (entry: SceneNames.Entry, scene: LayoutScene)? {
        let children = controller.child("viewControllers")?.children ?? []
        let items = try children.compactMap { $0.child("tabBarItem", key: "tabBarItem") }.map { try barItem($0, kind: .tabBarItem, depth: 1) }
        guard !items.isEmpty else { return nil }
        let controllerID = controller["id"] ?? "tabBarController@line\(controller.line)"
        // The screen the file draws the tab bar on (its bottom edge is the screen's), else the
        // simulated device's.
        let stored = controller.child("tabBar", key: "tabBar").flatMap { try? frame(of: $0) }
            .flatMap { $0.width > 0 && $0.maxY > 0 ? LayoutSize(width: $0.width, height: $0.maxY) : nil }
        let screen = layoutOptions.device?.size ?? simulated.screenSize(of: controller) ?? stored ?? InterfaceBuilderDocument.defaultScreenSize
        let height = BarLayout.tabBarHeight + BarLayout.homeIndicatorHeight(screen: screen)
        var bar = ViewNode(id: controller.child("tabBar", key: "tabBar")?["id"] ?? "\(controllerID).tabBar",
                           kind: .tabBar, frame: Rect(x: 0, y: screen.height - height, width: screen.width, height: height))
        bar.children = BarLayout.tabItems(items, width: screen.width, rowHeight: BarLayout.tabBarHeight)
        let content = ViewNode(id: "\(controllerID).view", kind: .view, frame: Rect(origin: .zero, size: screen))
        var scene = LayoutScene(name: "", size: screen, views: [content, bar])
        scene.context.tabCount = items.count
        scene.context.selectedTab = 0
        Self.recordLocations(of: controller, in: &scene)
        let name = SceneNames.name(of: controller, fallback: controllerID)
        scene.name = name
        return (SceneNames.Entry(name: name, qualifier: nil, id: controller["id"]), scene)
    }

    /// The scene of `controller`, a content controller without a view in the file, when UIKit
    /// draws bars over it that hold something a finger can press (its navigation items, a back
    /// button, its toolbar's items, a tab bar): an empty view the size of the simulated screen
    /// under those bars. Nil for containers (navigation, tab bar and split view controllers:
    /// their children's scenes show their bars) and when the bars hold nothing to press.
    func viewlessContentScene(_ controller: MarkupElement, flow: StoryboardFlow,
                              simulated: SimulatedScreen) throws -> (entry: SceneNames.Entry, scene: LayoutScene)? {
        let containers: Set<String> = ["navigationController", "tabBarController", "splitViewController"]
        guard let controllerID = controller["id"], controller.name.hasSuffix("Controller"), !containers.contains(controller.name) else { return nil }
        let screen = layoutOptions.device?.size ?? simulated.screenSize(of: controller) ?? InterfaceBuilderDocument.defaultScreenSize
        let inBars = showsNavigationBar(controller, flow: flow) || flow.tabs[controllerID] != nil
        let statusBar = simulated.statusBarHeight(of: controller, screen: screen, inBars: inBars, deviceTop: layoutOptions.device?.safeArea.top)
        let bars = try systemBars(of: controller, flow: flow, screen: screen, statusBar: statusBar)
        func holdsAPress(_ node: ViewNode) -> Bool {
            [.barButton, .backButton, .tabBarItem].contains(node.kind) || node.children.contains(where: holdsAPress)
        }
        guard bars.contains(where: holdsAPress) else { return nil }
        let content = ViewNode(id: "\(controllerID).view", kind: .view, frame: Rect(origin: .zero, size: screen))
        var scene = LayoutScene(name: "", size: screen, views: [content])
        scene.root.children += bars
        scene.context = screenContext(of: controller, flow: flow)
        Self.recordLocations(of: controller, in: &scene)
        let name = SceneNames.name(of: controller, fallback: controllerID)
        scene.name = name
        return (SceneNames.Entry(name: name, qualifier: sceneTitle(of: controller, flow: flow), id: controllerID), scene)
    }

    /// The screen of the first navigation controller of `scenes` when no controller of the
    /// storyboard has a view: an empty view under its navigation bar (which has no items in
    /// the file: its root is set from code). Nil when the storyboard has none.
    func navigationOnlyScene(in scenes: MarkupElement, simulated: SimulatedScreen) -> (entry: SceneNames.Entry, scene: LayoutScene)? {
        let controllers = scenes.children("scene").flatMap { $0.child("objects")?.children ?? [] }
        guard let controller = controllers.first(where: { $0.name == "navigationController" }),
              controller["navigationBarHidden"] != "YES" else { return nil }
        let controllerID = controller["id"] ?? "navigationController@line\(controller.line)"
        let screen = layoutOptions.device?.size ?? simulated.screenSize(of: controller) ?? InterfaceBuilderDocument.defaultScreenSize
        let statusBar = simulated.statusBarHeight(of: controller, screen: screen, inBars: true, deviceTop: layoutOptions.device?.safeArea.top)
        let bar = ViewNode(id: controller.child("navigationBar", key: "navigationBar")?["id"] ?? "\(controllerID).navigationBar",
                           kind: .navigationBar, frame: Rect(x: 0, y: statusBar, width: screen.width, height: 44))
        let content = ViewNode(id: "\(controllerID).view", kind: .view, frame: Rect(origin: .zero, size: screen))
        var scene = LayoutScene(name: "", size: screen, views: [content, bar])
        Self.recordLocations(of: controller, in: &scene)
        let name = SceneNames.name(of: controller, fallback: controllerID)
        scene.name = name
        return (SceneNames.Entry(name: name, qualifier: nil, id: controller["id"]), scene)
    }
}
