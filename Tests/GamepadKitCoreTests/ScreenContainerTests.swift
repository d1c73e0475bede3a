import Testing
@testable import GamepadKitCore

/// Custom containers, split views and the More tab: which child is on screen.
@Suite("Containers")
struct ScreenContainerTests {
    let screen = Rect(x: 0, y: 0, width: 390, height: 844)

    func plain(_ id: String, frame: Rect? = nil, children: [ControllerNode] = [],
               presented: ControllerNode? = nil) -> ControllerNode {
        ControllerNode(id: id, className: "App.\(id)", children: children, presented: presented, viewFrame: frame)
    }

    func nav(_ id: String, _ ids: [String], frame: Rect? = nil) -> ControllerNode {
        ControllerNode(id: id, className: "UINavigationController", kind: .navigation,
                       children: ids.map { plain($0) }, viewFrame: frame)
    }

    /// A coordinator's root controller that embeds a tab bar controller filling it.
    func coordinator(selected: Int, presentedOnFeed: ControllerNode? = nil) -> ControllerNode {
        var feed = nav("FeedNav", ["Feed", "Post"], frame: screen)
        if let presentedOnFeed { feed.presented = presentedOnFeed }
        let tabs = ControllerNode(id: "Tabs", className: "UITabBarController", kind: .tabBar,
                                  children: [feed, nav("SearchNav", ["Search"], frame: screen)],
                                  selectedIndex: selected, viewFrame: screen)
        return plain("AppRoot", frame: screen, children: [tabs])
    }

    @Test("a tab bar inside a custom root: B pops, L1/R1 switch tabs, and the screen is the tab's top")
    func tabBarInCustomRoot() {
        let r = ScreenResolver().resolve(coordinator(selected: 0))
        #expect(r.screen.id == "Post")
        #expect(r.context.canPop)
        #expect(r.context.tabCount == 2)
        #expect(r.context.selectedTab == 0)
        #expect(r.tabBarID == "Tabs")
        #expect(ScreenResolver().resolve(coordinator(selected: 1)).context.screenID == "Search")
    }

    @Test("a modal presented from a tab inside the custom root covers the screen and traps focus")
    func modalFromChild() {
        let sheet = ControllerNode(id: "Share", className: "App.Share", presentationStyle: .overCurrentContext)
        let r = ScreenResolver().resolve(coordinator(selected: 0, presentedOnFeed: sheet))
        #expect(r.screen.id == "Share")
        #expect(r.topmostPresented?.id == "Share")
        #expect(r.context.tabCount == 0)
    }

    @Test("children that share the root's view (a header over a list) leave the root as the screen")
    func childrenSharingTheView() {
        let header = plain("Header", frame: Rect(x: 0, y: 0, width: 390, height: 200))
        let list = plain("List", frame: Rect(x: 0, y: 200, width: 390, height: 644))
        let r = ScreenResolver().resolve(plain("Dashboard", frame: screen, children: [header, list]))
        #expect(r.screen.id == "Dashboard")
    }

    @Test("a child nearly filling its root beside a mini player is the screen; a hidden one is not")
    func fillingChildRules() {
        let main = plain("Main", frame: Rect(x: 0, y: 0, width: 390, height: 780))
        let player = plain("Player", frame: Rect(x: 0, y: 780, width: 390, height: 64))
        #expect(ContainerChild.fillingChild(of: plain("Root", frame: screen, children: [main, player])) == 0)
        var hidden = plain("Old", frame: screen)
        hidden.isViewShown = false
        #expect(ContainerChild.fillingChild(of: plain("Root", frame: screen, children: [hidden])) == nil)
        #expect(ContainerChild.fillingChild(of: plain("Root", frame: nil, children: [main])) == nil)
    }

    @Test("during a switch between two full-size children, the last added is the screen")
    func lastFillingChildWins() {
        let root = plain("Shell", frame: screen, children: [plain("Login", frame: screen), plain("Home", frame: screen)])
        #expect(ScreenResolver().resolve(root).screen.id == "Home")
    }

    @Test("a collapsed split view is its shown column: the detail pushed on the primary stack, which B pops")
    func collapsedSplit() {
        let primary = nav("PrimaryNav", ["Mailboxes", "Message"])
        let split = ControllerNode(id: "Split", className: "UISplitViewController", kind: .split,
                                   children: [primary], selectedIndex: 0, isCollapsed: true)
        let r = ScreenResolver().resolve(split)
        #expect(r.screen.id == "Message")
        #expect(r.backNavigation == .pop(navigationID: "PrimaryNav"))
    }

    @Test("an expanded split view is one screen of both columns, known by the detail it shows; B pops the detail column")
    func expandedSplit() {
        let split = ControllerNode(id: "Split", className: "UISplitViewController", kind: .split,
                                   children: [nav("PrimaryNav", ["Mailboxes"]), nav("DetailNav", ["Message", "Attachment"])])
        let r = ScreenResolver().resolve(split)
        #expect(r.screen.id == "Split")
        #expect(r.context.screenID == "Split|Mailboxes|Attachment")
        #expect(r.backNavigation == .pop(navigationID: "DetailNav"))
        let other = ControllerNode(id: "Split", className: "UISplitViewController", kind: .split,
                                   children: [nav("PrimaryNav", ["Mailboxes"]), nav("DetailNav", ["Message"])])
        let rOther = ScreenResolver().resolve(other)
        #expect(rOther.context.screenID == "Split|Mailboxes|Message")
        #expect(rOther.backNavigation == nil)
    }

    @Test("seven tabs on a phone: four tabs and More are the five positions")
    func moreTabPositions() {
        let positions = TabPositions(tabCount: 7, itemCount: 5)
        #expect(positions.hasMore)
        #expect(positions.count == 5)
        #expect(positions.target(at: 3) == .tab(3))
        #expect(positions.target(at: 4) == .more)
        #expect(positions.target(at: 5) == nil)
        #expect(positions.position(ofSelectedIndex: 2) == 2)
        #expect(positions.position(ofSelectedIndex: 5) == 4)
        #expect(positions.position(ofSelectedIndex: nil) == 4)
    }

    @Test("five tabs or fewer have no More, whatever the item count says")
    func noMore() {
        let positions = TabPositions(tabCount: 3, itemCount: nil)
        #expect(!positions.hasMore)
        #expect(positions.count == 3)
        #expect(positions.target(at: 2) == .tab(2))
        #expect(TabPositions(tabCount: 3, itemCount: 9).count == 3)
    }

    @Test("with the More list on screen, R1 has nowhere further to go and L1 goes to the fourth tab")
    func moreListSelected() {
        let tabs = (0..<7).map { plain("Tab\($0)") }
        let moreList = nav("MoreNav", ["MoreList", "Tab6"])
        let tabBar = ControllerNode(id: "Tabs", className: "UITabBarController", kind: .tabBar,
                                    children: tabs + [moreList], selectedIndex: 7, tabBarItemCount: 5, endsWithMoreList: true)
        let r = ScreenResolver().resolve(tabBar)
        #expect(r.screen.id == "Tab6")
        #expect(r.context.tabCount == 5)
        #expect(r.context.selectedTab == 4)
        #expect(r.backNavigation == .pop(navigationID: "MoreNav"))
        var engine = FocusEngine()
        _ = engine.update(FocusSnapshot(bounds: screen, candidates: [FocusCandidate(id: "row", kind: .button,
                                                                                     frame: Rect(x: 0, y: 100, width: 390, height: 44))],
                                        context: r.context))
        _ = engine.handle(.moveDown)
        #expect(engine.handle(.nextTab).isEmpty)
        #expect(engine.handle(.previousTab) == [.switchTab(index: 3)])
    }
}
