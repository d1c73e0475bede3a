import Testing
@testable import GamepadKitCore

/// What B, L1 and R1 do on a resolved screen: the resolver provides the context, the focus
/// engine decides.
@Suite("B and the shoulder buttons on a resolved screen")
struct ScreenBackTests {
    func plain(_ id: String, presented: ControllerNode? = nil) -> ControllerNode {
        ControllerNode(id: id, className: "App.\(id)", presented: presented)
    }

    /// An awake engine on a screen with one button and one text field, in `root`'s context.
    func engine(on root: ControllerNode) -> FocusEngine {
        let context = ScreenResolver().resolve(root).context
        let snapshot = FocusSnapshot(
            bounds: Rect(x: 0, y: 0, width: 400, height: 800),
            candidates: [FocusCandidate(id: "save", kind: .button, frame: Rect(x: 20, y: 100, width: 120, height: 44)),
                         FocusCandidate(id: "title", kind: .textField, frame: Rect(x: 20, y: 200, width: 300, height: 44))],
            context: context)
        var engine = FocusEngine()
        _ = engine.update(snapshot)
        _ = engine.handle(.moveDown)   // the first input only wakes the engine and shows focus
        return engine
    }

    @Test("B on a sheet presented over a navigation stack dismisses the sheet rather than popping")
    func backDismissesSheet() {
        let nav = ControllerNode(id: "Nav", className: "UINavigationController", kind: .navigation,
                                 children: [plain("List"), plain("Detail")], presented: plain("Sheet"))
        var engine = engine(on: nav)
        #expect(engine.handle(.back) == [.dismiss])
    }

    @Test("B on the top of a navigation stack pops it")
    func backPops() {
        let nav = ControllerNode(id: "Nav", className: "UINavigationController", kind: .navigation,
                                 children: [plain("List"), plain("Detail")])
        var engine = engine(on: nav)
        #expect(engine.handle(.back) == [.pop])
    }

    @Test("B on the root of a stack inside a tab does nothing")
    func backAtRootDoesNothing() {
        let nav = ControllerNode(id: "Nav", className: "UINavigationController", kind: .navigation, children: [plain("Feed")])
        let tabs = ControllerNode(id: "Tabs", className: "UITabBarController", kind: .tabBar,
                                  children: [nav, plain("Settings")], selectedIndex: 0)
        var engine = engine(on: tabs)
        #expect(engine.handle(.back).isEmpty)
    }

    @Test("B while typing in a text field ends text entry and neither pops nor dismisses")
    func backEndsTextEntry() {
        let nav = ControllerNode(id: "Nav", className: "UINavigationController", kind: .navigation,
                                 children: [plain("List"), plain("Form")], presented: nil)
        var engine = engine(on: nav)
        _ = engine.focus(id: "title")
        #expect(engine.handle(.activate) == [.beginTextEntry(id: "title")])
        #expect(engine.handle(.back) == [.endTextEntry(id: "title")])
        #expect(engine.handle(.back) == [.pop])
    }

    @Test("R1 on the second of three tabs switches to the third; under a modal the tabs do not switch")
    func shoulderButtonsSwitchTabs() {
        let tabs = ControllerNode(id: "Tabs", className: "UITabBarController", kind: .tabBar,
                                  children: [plain("A"), plain("B"), plain("C")], selectedIndex: 1)
        var onTabs = engine(on: tabs)
        #expect(onTabs.handle(.nextTab) == [.switchTab(index: 2)])
        #expect(onTabs.handle(.previousTab) == [.switchTab(index: 0)])
        var presented = tabs
        presented.presented = plain("Sheet")
        var onSheet = engine(on: presented)
        #expect(onSheet.handle(.nextTab).isEmpty)
    }
}
