import Testing
@testable import GamepadKitCore

@Suite("Screen resolution")
struct ScreenResolverTests {
    let resolver = ScreenResolver()

    func plain(_ id: String, _ className: String? = nil, presented: ControllerNode? = nil, optedOut: Bool = false) -> ControllerNode {
        ControllerNode(id: id, className: className ?? "App.\(id)", presented: presented, isOptedOut: optedOut)
    }

    @Test("a plain root controller is the screen, with nothing to dismiss, pop or switch")
    func plainRoot() {
        let r = resolver.resolve(plain("Home"))
        #expect(r.screen.id == "Home")
        #expect(r.context == ScreenContext(screenID: "Home", canDismiss: false, canPop: false, tabCount: 0, selectedTab: 0))
        #expect(!r.isDisabled)
        #expect(r.topmostPresented == nil)
    }

    @Test("a navigation controller shows its top controller, which can pop when the stack is deeper than one")
    func navigationTop() {
        let nav = ControllerNode(id: "Nav", className: "UINavigationController", kind: .navigation,
                                 children: [plain("List"), plain("Detail")])
        let r = resolver.resolve(nav)
        #expect(r.screen.id == "Detail")
        #expect(r.path.map(\.id) == ["Nav", "Detail"])
        #expect(r.context.canPop)
        #expect(!r.context.canDismiss)
    }

    @Test("the root of a navigation stack cannot pop")
    func navigationRoot() {
        let nav = ControllerNode(id: "Nav", className: "UINavigationController", kind: .navigation, children: [plain("List")])
        let r = resolver.resolve(nav)
        #expect(r.screen.id == "List")
        #expect(!r.context.canPop)
    }

    @Test("a tab bar controller shows its selected tab and reports the tab count and selection")
    func tabBarSelected() {
        let tabs = ControllerNode(id: "Tabs", className: "UITabBarController", kind: .tabBar,
                                  children: [plain("Feed"), plain("Search"), plain("Profile")], selectedIndex: 2)
        let r = resolver.resolve(tabs)
        #expect(r.screen.id == "Profile")
        #expect(r.context.tabCount == 3)
        #expect(r.context.selectedTab == 2)
    }

    @Test("a selected index out of range falls back to the first tab")
    func tabBarBadIndex() {
        let tabs = ControllerNode(id: "Tabs", className: "UITabBarController", kind: .tabBar,
                                  children: [plain("Feed"), plain("Search")], selectedIndex: 7)
        let r = resolver.resolve(tabs)
        #expect(r.screen.id == "Feed")
        #expect(r.context.selectedTab == 0)
    }

    @Test("a navigation stack inside a tab: the tab's top controller, pop and tabs both available")
    func navigationInsideTab() {
        let nav = ControllerNode(id: "Nav", className: "UINavigationController", kind: .navigation,
                                 children: [plain("Feed"), plain("Post")])
        let tabs = ControllerNode(id: "Tabs", className: "UITabBarController", kind: .tabBar,
                                  children: [nav, plain("Settings")], selectedIndex: 0)
        let r = resolver.resolve(tabs)
        #expect(r.screen.id == "Post")
        #expect(r.path.map(\.id) == ["Tabs", "Nav", "Post"])
        #expect(r.context == ScreenContext(screenID: "Post", canDismiss: false, canPop: true, tabCount: 2, selectedTab: 0))
        #expect(r.navigationID == "Nav")
        #expect(r.tabBarID == "Tabs")
    }

    @Test("a page controller shows its current page")
    func pageCurrent() {
        let pages = ControllerNode(id: "Pages", className: "UIPageViewController", kind: .page,
                                   children: [plain("Page1"), plain("Page2")], selectedIndex: 1)
        #expect(resolver.resolve(pages).screen.id == "Page2")
    }

    @Test("a split controller is the screen itself: both columns are on screen")
    func splitIsScreen() {
        let split = ControllerNode(id: "Split", className: "UISplitViewController", kind: .split,
                                   children: [plain("Master"), plain("Detail")])
        #expect(resolver.resolve(split).screen.id == "Split")
    }

    @Test("a plain controller with child controllers is the screen, children included")
    func plainWithChildren() {
        let parent = ControllerNode(id: "Dashboard", className: "App.Dashboard", children: [plain("Chart"), plain("Legend")])
        #expect(resolver.resolve(parent).screen.id == "Dashboard")
    }

    @Test("an empty navigation controller is the screen itself")
    func emptyContainer() {
        let nav = ControllerNode(id: "Nav", className: "UINavigationController", kind: .navigation)
        let r = resolver.resolve(nav)
        #expect(r.screen.id == "Nav")
        #expect(!r.context.canPop)
    }

    @Test("presented over a tab bar over a navigation stack: the presented screen, dismissable, no pop, no tabs")
    func presentedOverTabBarOverNavigation() {
        let sheet = plain("Sheet")
        let nav = ControllerNode(id: "Nav", className: "UINavigationController", kind: .navigation,
                                 children: [plain("Feed"), plain("Post")])
        let tabs = ControllerNode(id: "Tabs", className: "UITabBarController", kind: .tabBar,
                                  children: [nav, plain("Settings")], selectedIndex: 0, presented: sheet)
        let r = resolver.resolve(tabs)
        #expect(r.screen.id == "Sheet")
        #expect(r.topmostPresented?.id == "Sheet")
        #expect(r.context == ScreenContext(screenID: "Sheet", canDismiss: true, canPop: false, tabCount: 0, selectedTab: 0))
        #expect(r.navigationID == nil)
        #expect(r.tabBarID == nil)
    }

    @Test("a presented navigation controller pops inside the modal first; its root is dismissed")
    func presentedNavigation() {
        let modalNav = ControllerNode(id: "ModalNav", className: "UINavigationController", kind: .navigation,
                                      children: [plain("Step1"), plain("Step2")])
        let r = resolver.resolve(plain("Home", presented: modalNav))
        #expect(r.screen.id == "Step2")
        #expect(r.context.canPop)
        #expect(!r.context.canDismiss)
        #expect(r.dismissal == .controller(id: "ModalNav"))
        #expect(r.topmostPresented?.id == "ModalNav")
        let atRoot = resolver.resolve(plain("Home", presented: ControllerNode(
            id: "ModalNav", className: "UINavigationController", kind: .navigation, children: [plain("Step1")])))
        #expect(!atRoot.context.canPop)
        #expect(atRoot.context.canDismiss)
    }

    @Test("a chain of presentations ends at the topmost, an alert over a sheet")
    func presentedChain() {
        let alert = ControllerNode(id: "Alert", className: "UIAlertController", kind: .alert)
        let r = resolver.resolve(plain("Home", presented: plain("Sheet", presented: alert)))
        #expect(r.screen.id == "Alert")
        #expect(r.path.map(\.id) == ["Home", "Sheet", "Alert"])
        #expect(r.topmostPresented?.id == "Alert")
        #expect(r.context.canDismiss)
    }

    @Test("a controller presented from a child inside a navigation stack still covers the screen")
    func presentedFromChild() {
        let nav = ControllerNode(id: "Nav", className: "UINavigationController", kind: .navigation,
                                 children: [plain("List"), plain("Detail", presented: plain("Picker"))])
        let r = resolver.resolve(nav)
        #expect(r.screen.id == "Picker")
        #expect(!r.context.canPop)
        #expect(r.context.canDismiss)
    }

    @Test("a screen listed in excludedScreens by its bare class name is disabled")
    func excludedByBareName() {
        let r = ScreenResolver(excludedScreens: ["CameraViewController"])
            .resolve(plain("Camera", "Shop.CameraViewController"))
        #expect(r.isDisabled)
        #expect(r.disabledReason == "Shop.CameraViewController is listed in excludedScreens as \"CameraViewController\"")
    }

    @Test("a module-qualified entry matches the qualified name and a bare Objective-C name, not another module")
    func excludedByQualifiedName() {
        #expect(ScreenResolver.classNameMatches("Shop.CameraViewController", entry: "Shop.CameraViewController"))
        #expect(ScreenResolver.classNameMatches("CameraViewController", entry: "Shop.CameraViewController"))
        #expect(!ScreenResolver.classNameMatches("Other.CameraViewController", entry: "Shop.CameraViewController"))
        #expect(!ScreenResolver.classNameMatches("Shop.CameraViewControllerTwo", entry: "CameraViewController"))
        #expect(!ScreenResolver.classNameMatches("Shop.Camera", entry: ""))
    }

    @Test("only the visible screen is disabled: a sheet over an excluded screen is handled")
    func exclusionDoesNotLeakIntoModal() {
        let resolver = ScreenResolver(excludedScreens: ["Player"])
        let r = resolver.resolve(plain("Player", "App.Player", presented: plain("Sheet")))
        #expect(r.screen.id == "Sheet")
        #expect(!r.isDisabled)
        #expect(resolver.resolve(plain("Player", "App.Player")).isDisabled)
    }

    @Test("a screen adopting the opt-out marker is disabled, and so are screens inside an opted-out container")
    func excludedByMarker() {
        let r = resolver.resolve(plain("Game", optedOut: true))
        #expect(r.isDisabled)
        #expect(r.disabledReason == "App.Game adopts GamepadKitExcluded")
        let nav = ControllerNode(id: "Nav", className: "App.GameNavigation", kind: .navigation,
                                 children: [plain("Level")], isOptedOut: true)
        #expect(resolver.resolve(nav).isDisabled)
    }
}
