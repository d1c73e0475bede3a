import Testing
@testable import GamepadKitCore

@Suite("A press is a touch: UIKit's rules for transitions, taps, tabs, keys, values, menus, pages and containers")
struct TouchRulesTests {
    // MARK: Item 5: transitions

    @Test("while a sheet is being dismissed, a double B, A, tabs and pages are dropped; moves still go")
    func sheetBeingDismissed() {
        let dismissing = ScreenTransition(hasTransitionCoordinator: true, isBeingDismissed: true)
        #expect(!dismissing.allows(.back))
        #expect(!dismissing.allows(.activate))
        #expect(!dismissing.allows(.nextTab))
        #expect(!dismissing.allows(.pageDown))
        #expect(dismissing.allows(.moveDown))
        #expect(ScreenTransition.none.allows(.back))
        #expect(!ScreenTransition(isMovingToParent: true).allows(.activate))
        #expect(!ScreenTransition(isTurningPage: true).allows(.pageUp))
    }

    // MARK: Item 6: the tap sequence

    @Test("a tap on a row of a single-selection list deselects the previous row with its delegate calls, then selects")
    func singleSelectionTap() {
        let steps = RowTapSequence.steps(tapping: RowPath(section: 0, row: 2), facts: RowSelectionFacts(),
                                         selectedRows: [RowPath(section: 0, row: 0)], implementsPrimaryAction: true)
        let r2 = RowPath(section: 0, row: 2), r0 = RowPath(section: 0, row: 0)
        #expect(steps == [.willSelect(r2), .willDeselect(r0), .deselect(r0), .didDeselect(r0), .select(r2), .didSelect(r2),
                          .performPrimaryAction(r2)])
    }

    @Test("a second A on a selected row of a multiple-selection list deselects it")
    func multipleSelectionToggles() {
        let r = RowPath(section: 1, row: 3)
        let facts = RowSelectionFacts(allowsMultipleSelection: true, isSelected: true)
        #expect(RowTapSequence.steps(tapping: r, facts: facts, selectedRows: [r], implementsPrimaryAction: true)
                == [.willDeselect(r), .deselect(r), .didDeselect(r)])
        var unselected = facts
        unselected.isSelected = false
        #expect(RowTapSequence.steps(tapping: r, facts: unselected, selectedRows: [RowPath(section: 0, row: 0)], implementsPrimaryAction: false)
                == [.willSelect(r), .select(r), .didSelect(r)])
    }

    @Test("while editing, a row is selected only with allowsSelectionDuringEditing, and no primary action runs")
    func editing() {
        let r = RowPath(section: 0, row: 1)
        #expect(RowTapSequence.steps(tapping: r, facts: RowSelectionFacts(isEditing: true), selectedRows: [], implementsPrimaryAction: true) == [])
        #expect(RowTapSequence.steps(tapping: r, facts: RowSelectionFacts(isEditing: true, allowsSelectionDuringEditing: true),
                                     selectedRows: [], implementsPrimaryAction: true) == [.willSelect(r), .select(r), .didSelect(r)])
    }

    @Test("a list that allows no selection still runs the primary action of a tapped row")
    func primaryActionWithoutSelection() {
        let r = RowPath(section: 0, row: 0)
        #expect(RowTapSequence.steps(tapping: r, facts: RowSelectionFacts(listAllowsSelection: false), selectedRows: [],
                                     implementsPrimaryAction: true) == [.performPrimaryAction(r)])
    }

    @Test("selection acts for a chevron or checkmark, or a visible selection the delegate hears; not for a switch-only row")
    func selectionActs() {
        #expect(RowSelectionFacts(accessory: .disclosureIndicator).selectionActs)
        #expect(RowSelectionFacts(accessory: .checkmark, delegateHandlesSelection: false).selectionActs)
        #expect(RowSelectionFacts(delegateHandlesSelection: true).selectionActs)
        #expect(!RowSelectionFacts(selectionStyleIsNone: true, delegateHandlesSelection: true).selectionActs)
        #expect(!RowSelectionFacts().selectionActs)
        #expect(!RowSelectionFacts(accessory: .disclosureIndicator, hasCustomAccessoryView: true).selectionActs)
        #expect(!RowSelectionFacts(listAllowsSelection: false, accessory: .disclosureIndicator).selectionActs)
    }

    // MARK: Item 7: values (the control events are `AdjustModeTouchesTests`)

    @Test("A on a wheel picker enters adjust mode: up/down turn the wheel, left/right choose the wheel, B leaves")
    func pickerWheels() {
        var picker = ViewNode(id: "time", kind: .picker, frame: Rect(x: 0, y: 300, width: 390, height: 216))
        picker.wheelCount = 3
        var engine = FocusEngine()
        _ = engine.update(FocusScanner().scan(window([picker]), bounds: phoneScreen))
        _ = engine.focus(id: "time")
        _ = engine.wake()
        #expect(engine.handle(.activate) == [.beginAdjusting(id: "time")])
        #expect(engine.handle(.moveDown) == [.turnWheel(id: "time", wheel: 0, steps: 1)])
        #expect(engine.handle(.moveRight) == [.chooseWheel(id: "time", wheel: 1)])
        #expect(engine.handle(.moveUp) == [.turnWheel(id: "time", wheel: 1, steps: -1)])
        _ = engine.handle(.moveRight)
        #expect(engine.handle(.moveRight) == [.bump(.right)])
        #expect(engine.handle(.back) == [.endAdjusting(id: "time")])
        #expect(engine.mode == .navigating)
    }

    @Test("a wheels date picker is adjusted like a picker; a compact one is pressed (it opens its editor)")
    func datePickers() {
        var wheels = ViewNode(id: "birthday", kind: .datePicker, frame: Rect(x: 0, y: 300, width: 390, height: 216))
        wheels.wheelCount = 3
        let compact = ViewNode(id: "due", kind: .datePicker, frame: Rect(x: 200, y: 600, width: 120, height: 34))
        let snapshot = FocusScanner().scan(window([wheels, compact]), bounds: phoneScreen)
        #expect(snapshot.candidate(id: "birthday")?.interaction == .adjust)
        #expect(snapshot.candidate(id: "due")?.interaction == .press)
    }

    // MARK: Item 8: tab bars

    @Test("a centre + button in a tab bar is a plain button; the tabs on its right keep their own index")
    func centrePlusButton() {
        // Four item views of 78×49 and a 64×64 "+" added by the app in the middle.
        let items = [0.0, 78, 234, 312].map { Rect(x: $0, y: 0, width: 78, height: 49) }
        let plus = Rect(x: 163, y: -15, width: 64, height: 64)
        let roles = TabBarLayout.roles(ofControls: items + [plus], itemCount: 4, rightToLeft: false)
        #expect(roles == [.tab(0), .tab(1), .tab(2), .tab(3), .appControl])
        #expect(TabBarLayout.roles(ofControls: [plus] + items, itemCount: 4, rightToLeft: true)
                == [.appControl, .tab(3), .tab(2), .tab(1), .tab(0)])
    }

    @Test("L1/R1 do nothing while the tab bar is hidden")
    func hiddenTabBar() {
        let tabs = ControllerNode(id: "tabs", className: "UITabBarController", kind: .tabBar,
                                  children: [ControllerNode(id: "a", className: "A"), ControllerNode(id: "b", className: "B")],
                                  selectedIndex: 0, isTabBarHidden: true)
        #expect(ScreenResolver().resolve(tabs).context.tabCount == 0)
        var shown = tabs
        shown.isTabBarHidden = false
        #expect(ScreenResolver().resolve(shown).context.tabCount == 2)
    }

    // MARK: Item 9: menus, pages, containers, binder-only mode

    @Test("an open menu traps focus and B closes it")
    func menuTrap() {
        let menu = ViewNode(id: "menu", kind: .menu, frame: Rect(x: 150, y: 200, width: 220, height: 132), children: [
            ViewNode(id: "copy", kind: .button, frame: Rect(x: 0, y: 0, width: 220, height: 44)),
            ViewNode(id: "share", kind: .button, frame: Rect(x: 0, y: 44, width: 220, height: 44)),
        ])
        let root = window([button("more", x: 300, y: 150), menu])
        let snapshot = FocusScanner().scan(root, bounds: phoneScreen, context: ScreenContext(canPop: true))
        #expect(snapshot.candidates.map(\.id) == ["copy", "share"])
        var engine = FocusEngine()
        _ = engine.update(snapshot)
        _ = engine.wake()
        #expect(engine.handle(.back) == [.closeMenu(id: "menu")])
    }

    @Test("L2/R2 on a page view controller turn the page; inside a page's own list they scroll it")
    func pageTurns() {
        let pages = ControllerNode(id: "pages", className: "UIPageViewController", kind: .page,
                                   children: [ControllerNode(id: "page1", className: "Page")], selectedIndex: 0,
                                   pageScrollViewID: "pagesScroll")
        let context = ScreenResolver().resolve(pages).context
        #expect(context.turnsPages)
        let scroll = ViewNode(id: "pagesScroll", kind: .scroll, frame: phoneScreen, children: [
            button("read", x: 20, y: 300),
            ViewNode(id: "comments", kind: .table, frame: Rect(x: 0, y: 400, width: 390, height: 400),
                     children: [tableRow("c", 0, 0, y: 0)], sectionRowCounts: [1]),
        ])
        var engine = FocusEngine()
        _ = engine.update(FocusScanner().scan(window([scroll]), bounds: phoneScreen, context: context))
        _ = engine.focus(id: "read")
        _ = engine.wake()
        #expect(engine.handle(.pageDown) == [.turnPage(forward: true)])
        _ = engine.focus(id: "comments[0.0]")
        #expect(engine.handle(.pageDown) == [.pageScroll(containerID: "comments", forward: true)])
    }

    @Test("a mini-player shrinking the tab bar controller to 85% still lets B pop and L1/R1 switch tabs")
    func miniPlayerContainer() {
        let detail = ControllerNode(id: "detail", className: "Detail")
        let nav = ControllerNode(id: "nav", className: "UINavigationController", kind: .navigation,
                                 children: [ControllerNode(id: "list", className: "List"), detail])
        let tabs = ControllerNode(id: "tabs", className: "UITabBarController", kind: .tabBar,
                                  children: [nav, ControllerNode(id: "search", className: "Search")], selectedIndex: 0,
                                  viewFrame: Rect(x: 0, y: 0, width: 390, height: 717))
        let player = ControllerNode(id: "player", className: "MiniPlayer", viewFrame: Rect(x: 0, y: 717, width: 390, height: 127))
        let root = ControllerNode(id: "root", className: "Shell", children: [tabs, player], viewFrame: phoneScreen)
        let resolution = ScreenResolver().resolve(root)
        #expect(resolution.screen.id == "root")
        #expect(resolution.context.canPop)
        #expect(resolution.backNavigation?.navigationID == "nav")
        #expect(resolution.context.tabCount == 2)
        #expect(resolution.tabBarID == "tabs")
    }

    @Test("in binder-only mode an alert traps focus: its own view is scanned when nothing registered is inside it")
    func binderOnlyAlert() {
        #expect(BinderScanScope.choose(registeredInsideModal: [false, false], hasModalScope: true) == .modalScope)
        #expect(BinderScanScope.choose(registeredInsideModal: [false, true], hasModalScope: true) == .registered([1]))
        #expect(BinderScanScope.choose(registeredInsideModal: [false, false], hasModalScope: false) == .registered([0, 1]))
    }

    // MARK: Item 10: the iPad keyboard

    @Test("Return and Escape go to an alert's key commands only; a Return that just ended editing is not A")
    func keyOwnership() {
        let alert = KeyboardKeyOwner.Facts(keyCommandClaimsKey: true)
        #expect(KeyboardKeyOwner.owner(of: .keyEscape, isPressed: true, facts: alert) == .leftToSystem)
        #expect(KeyboardKeyOwner.owner(of: .keyReturn, isPressed: true, facts: alert) == .leftToSystem)
        #expect(KeyboardKeyOwner.owner(of: .keyDown, isPressed: true, facts: alert) == .gamepadKit)
        let justEnded = KeyboardKeyOwner.Facts(secondsSinceEditingEnded: 0.05)
        #expect(KeyboardKeyOwner.owner(of: .keyReturn, isPressed: true, facts: justEnded) == .leftToSystem)
        #expect(KeyboardKeyOwner.owner(of: .keyReturn, isPressed: true, facts: KeyboardKeyOwner.Facts(secondsSinceEditingEnded: 2)) == .gamepadKit)
    }

    @Test("a key press keeps the owner it got on the way down until it comes up")
    func ownershipPerPress() {
        var ownership = KeyPressOwnership()
        let editing = KeyboardKeyOwner.Facts(isEditingText: true)
        #expect(ownership.owner(of: .keyReturn, isPressed: true, facts: editing) == .leftToSystem)
        // The text field resigned: the same press's release still belongs to it.
        #expect(ownership.owner(of: .keyReturn, isPressed: false, facts: KeyboardKeyOwner.Facts()) == .leftToSystem)
        #expect(ownership.owner(of: .keyReturn, isPressed: true, facts: KeyboardKeyOwner.Facts()) == .gamepadKit)
        #expect(ownership.owner(of: .keyReturn, isPressed: false, facts: editing) == .gamepadKit)
    }
}
