import Testing
@testable import GamepadKitCore

/// B goes back only where the navigation bar shows a back button, and does what it does.
@Suite("B and the back button")
struct ScreenBackButtonTests {
    func plain(_ id: String) -> ControllerNode {
        ControllerNode(id: id, className: "App.\(id)")
    }

    func stack(_ ids: [String], bar: NavigationBarState? = nil, id: String = "Nav") -> ControllerNode {
        ControllerNode(id: id, className: "UINavigationController", kind: .navigation, children: ids.map(plain),
                       navigationBar: bar)
    }

    @Test("a shown back button pops")
    func shownBackButtonPops() {
        let r = ScreenResolver().resolve(stack(["Inbox", "Message"], bar: NavigationBarState()))
        #expect(r.backNavigation == .pop(navigationID: "Nav"))
        #expect(r.context.canPop)
        #expect(r.navigationID == "Nav")
    }

    @Test("after login or checkout the back button is hidden: B does not go back")
    func hiddenBackButton() {
        let r = ScreenResolver().resolve(stack(["Login", "Welcome"], bar: NavigationBarState(hidesBackButton: true)))
        #expect(r.backNavigation == nil)
        #expect(!r.context.canPop)
        #expect(r.navigationID == nil)
    }

    @Test("a hidden navigation bar shows no back button")
    func hiddenBar() {
        let r = ScreenResolver().resolve(stack(["Feed", "Player"], bar: NavigationBarState(isBarHidden: true)))
        #expect(r.backNavigation == nil)
    }

    @Test("a left item replaces the back button unless it supplements it")
    func leftItems() {
        let replaced = ScreenResolver().resolve(stack(["List", "Edit"], bar: NavigationBarState(hasLeftItems: true)))
        #expect(replaced.backNavigation == nil)
        let supplemented = ScreenResolver().resolve(stack(["List", "Edit"], bar: NavigationBarState(
            hasLeftItems: true, leftItemsSupplementBackButton: true)))
        #expect(supplemented.backNavigation == .pop(navigationID: "Nav"))
    }

    @Test("the app's backAction replaces the pop")
    func backAction() {
        let r = ScreenResolver().resolve(stack(["Form", "Details"], bar: NavigationBarState(hasBackAction: true)))
        #expect(r.backNavigation == .backAction(navigationID: "Nav"))
        #expect(r.context.canPop)
    }

    @Test("the root of a stack shows no back button, whatever its bar")
    func rootHasNone() {
        #expect(BackNavigation.of(navigationID: "Nav", stackCount: 1, bar: NavigationBarState()) == nil)
        #expect(BackNavigation.of(navigationID: "Nav", stackCount: 0, bar: nil) == nil)
        #expect(BackNavigation.of(navigationID: "Nav", stackCount: 2, bar: nil) == .pop(navigationID: "Nav"))
    }

    @Test("an inner stack whose bar is hidden leaves B to the outer stack's shown back button")
    func outerStackWhenInnerHidden() {
        let inner = stack(["Chapter1", "Chapter2"], bar: NavigationBarState(isBarHidden: true), id: "Inner")
        let outer = ControllerNode(id: "Outer", className: "UINavigationController", kind: .navigation,
                                   children: [plain("Library"), inner])
        #expect(ScreenResolver().resolve(outer).backNavigation == .pop(navigationID: "Outer"))
    }

    @Test("B on a screen whose back button is hidden gives no command")
    func engineDoesNothing() {
        let context = ScreenResolver().resolve(stack(["Cart", "Paid"], bar: NavigationBarState(hidesBackButton: true))).context
        var engine = FocusEngine()
        _ = engine.update(FocusSnapshot(bounds: Rect(x: 0, y: 0, width: 390, height: 844),
                                        candidates: [FocusCandidate(id: "done", kind: .button, frame: Rect(x: 20, y: 700, width: 350, height: 50))],
                                        context: context))
        _ = engine.handle(.moveDown)
        #expect(engine.handle(.back).isEmpty)
    }

    @Test("A on the back button goes back as B would")
    func backButtonActivation() {
        #expect(Activation.steps(for: .backButton) == [.goBack])
    }
}
