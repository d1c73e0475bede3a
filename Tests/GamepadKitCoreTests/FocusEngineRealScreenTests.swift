import Testing
@testable import GamepadKitCore

/// The long form with a platform that executes the engine's scrolls as UIKit would (the least
/// scroll that reveals the element) and rescans after each one.
struct ScrollingForm {
    var offset: Double = 0
    var engine = FocusEngine()
    var snapshot = RealScreens.scan(RealScreens.longForm())

    init() {
        _ = engine.update(snapshot)
        _ = engine.handle(.activate)
    }

    /// Presses `action`; returns the engine's commands and those of the rescan after the scroll
    /// they asked for (empty when nothing scrolled).
    mutating func press(_ action: GamepadAction) -> (commands: [FocusCommand], afterScroll: [FocusCommand]) {
        let commands = engine.handle(action)
        var scrolled = false
        for command in commands {
            guard case .scrollToReveal(let id) = command, let target = snapshot.candidate(id: id) else { continue }
            offset += target.frame.minY - target.revealedFrame.minY
            scrolled = true
        }
        guard scrolled else { return (commands, []) }
        snapshot = RealScreens.scan(RealScreens.longForm(offset: offset))
        return (commands, engine.update(snapshot))
    }
}

@Suite("Focus engine: cells, bars and content below the fold")
struct FocusEngineRealScreenTests {
    @Test("pressing down from the top of a long form reaches every field in order, scrolling first when it is out of view")
    func longFormDownFromTheTop() {
        var form = ScrollingForm()
        #expect(form.engine.focusedID == "field0")
        let ids = (1..<RealScreens.formFieldCount).map { "field\($0)" } + ["submit"]
        for id in ids {
            let target = form.snapshot.candidate(id: id)
            let (commands, afterScroll) = form.press(.moveDown)
            if let target, target.needsScroll {
                #expect(commands == [.scrollToReveal(id: id), .focus(id: id, frame: target.revealedFrame, animated: true)])
            } else {
                #expect(commands == [.focus(id: id, frame: target?.frame ?? .zero, animated: true)])
            }
            // After the scroll the element sits where the highlight already is.
            #expect(afterScroll == [])
            #expect(form.engine.focusedID == id)
        }
        // Scrolled to the bottom: Submit's bottom edge on the viewport's (1,404 − 670).
        #expect(form.offset == 734)
        // Past the bottom of the content: the tab bar.
        _ = form.press(.moveDown)
        #expect(form.engine.focusedID == "tab1")
    }

    @Test("the form scrolled to the bottom: up from its first whole field scrolls back to the field above, not to the navigation bar")
    func upScrollsBeforeTheNavigationBar() {
        let snapshot = RealScreens.scan(RealScreens.longForm(offset: 750))
        var engine = FocusFixtures.awakeEngine(on: snapshot)
        _ = engine.focus(id: "field12")
        let field11 = snapshot.candidate(id: "field11")
        #expect(engine.handle(.moveUp) == [.scrollToReveal(id: "field11"),
                                           .focus(id: "field11", frame: Rect(x: 16, y: 91, width: 358, height: 44), animated: true)])
        #expect(field11?.revealedFrame == Rect(x: 16, y: 91, width: 358, height: 44))
    }

    @Test("a screen starts in its content, not on the navigation bar above it; up from the top field reaches the bar")
    func navigationBarAfterTheContent() {
        let snapshot = RealScreens.scan(RealScreens.longForm())
        var engine = FocusFixtures.awakeEngine(on: snapshot)
        #expect(engine.focusedID == "field0")
        _ = engine.handle(.moveUp)
        #expect(engine.focusedID == "cancel")
        _ = engine.handle(.moveRight)
        #expect(engine.focusedID == "save")
        _ = engine.handle(.moveDown)
        #expect(engine.focusedID == "field0")
    }

    @Test("from the tab bar, up goes back to the content on screen and down goes nowhere, whatever lies below the fold")
    func fromTheTabBar() {
        var engine = FocusFixtures.awakeEngine(on: RealScreens.scan(RealScreens.longForm()))
        _ = engine.focus(id: "tab1")
        #expect(engine.handle(.moveDown) == [.bump(.down)])
        _ = engine.handle(.moveUp)
        #expect(engine.focusedID == "field9")
    }

    @Test("down from a row below the fold with nothing under it reaches the tab bar from where the scroll brings it")
    func lastRowToTabBar() {
        let snapshot = RealScreens.scan(RealScreens.settingsTable())
        var engine = FocusFixtures.awakeEngine(on: snapshot)
        _ = engine.focus(id: "settings[0.24]")
        _ = engine.handle(.moveDown)
        #expect(engine.focusedID == "tab1")
    }

    @Test("in a photo grid above a tab bar, down from an item goes to the item below the fold, not to the tab bar")
    func gridBeforeTabBar() {
        let items = (0..<24).map { item in
            ViewNode(id: "cell\(item)", kind: .collectionItem,
                     frame: Rect(x: 20 + Double(item % 3) * 120, y: Double(item / 3) * 120, width: 100, height: 100),
                     rowPath: RowPath(section: 0, row: item))
        }
        let grid = ViewNode(id: "photos", kind: .collection, frame: RealScreens.contentFrame, children: items, sectionRowCounts: [24])
        var engine = FocusFixtures.awakeEngine(on: RealScreens.scan(window([RealScreens.navigationBar(), grid, RealScreens.tabBar()])))
        _ = engine.focus(id: "photos[0.16]")
        // Item 19 sits at 91 + 720 in the content, under the tab bar; the scroll brings its bottom to 761.
        #expect(engine.handle(.moveDown) == [.scrollToRow(listID: "photos", row: RowPath(section: 0, row: 19)),
                                             .focus(id: "photos[0.19]", frame: Rect(x: 140, y: 661, width: 100, height: 100), animated: true)])
    }

    @Test("with focus on a bar item, L1/R1 still switch tabs and B still goes back")
    func shouldersAndBackOnABar() {
        var snapshot = RealScreens.scan(RealScreens.settingsTable())
        snapshot.context = ScreenContext(canPop: true, tabCount: 3, selectedTab: 1)
        var engine = FocusFixtures.awakeEngine(on: snapshot)
        _ = engine.focus(id: "tab1")
        #expect(engine.handle(.nextTab) == [.switchTab(index: 2)])
        #expect(engine.handle(.previousTab) == [.switchTab(index: 0)])
        _ = engine.focus(id: "save")
        #expect(engine.handle(.back) == [.pop])
    }

    @Test("in a settings table A toggles a row's switch, adjusts its slider, edits its text field, and selects a row without a control")
    func settingsActivation() {
        var engine = FocusFixtures.awakeEngine(on: RealScreens.scan(RealScreens.settingsTable()))
        _ = engine.focus(id: "settings[0.3]")
        #expect(engine.handle(.activate) == [.activate(id: "switch3", interaction: .toggle)])

        _ = engine.focus(id: "settings[0.5]")
        #expect(engine.handle(.activate) == [.beginAdjusting(id: "brightness")])
        #expect(engine.mode == .adjusting(id: "settings[0.5]"))
        #expect(engine.handle(.moveRight) == [.adjust(id: "brightness", steps: 1)])
        #expect(engine.handle(.moveDown) == [])
        #expect(engine.handle(.back) == [.endAdjusting(id: "brightness")])

        _ = engine.focus(id: "settings[0.12]")
        #expect(engine.handle(.activate) == [.beginTextEntry(id: "deviceName")])
        #expect(engine.mode == .textEntry(id: "settings[0.12]"))
        #expect(engine.handle(.back) == [.endTextEntry(id: "deviceName")])
        _ = engine.handle(.activate)
        // The keyboard closed by its return key: the text field's own id ends the mode.
        #expect(engine.textEntryDidEnd(id: "deviceName") == [])
        #expect(engine.mode == .navigating)

        _ = engine.focus(id: "settings[0.10]")
        #expect(engine.handle(.activate) == [.selectRow(listID: "settings", row: RowPath(section: 0, row: 10))])
    }

    @Test("a rebuild while editing in a row keeps the keyboard up")
    func rebuildWhileEditing() {
        let snapshot = RealScreens.scan(RealScreens.loginTable())
        var engine = FocusFixtures.awakeEngine(on: snapshot)
        #expect(engine.focusedID == "login[0.0]")
        #expect(engine.handle(.activate) == [.beginTextEntry(id: "email")])
        #expect(engine.update(snapshot) == [])
        #expect(engine.mode == .textEntry(id: "login[0.0]"))
        #expect(engine.handle(.moveDown) == [])
        #expect(engine.handle(.back) == [.endTextEntry(id: "email")])
        _ = engine.handle(.moveDown)
        #expect(engine.focusedID == "login[0.1]")
        _ = engine.handle(.moveDown)
        #expect(engine.handle(.activate) == [.activate(id: "logIn", interaction: .press)])
    }

    @Test("in a settings table down from the last row on screen scrolls the next row into view first")
    func settingsScrollsRowIntoView() {
        var engine = FocusFixtures.awakeEngine(on: RealScreens.scan(RealScreens.settingsTable()))
        _ = engine.focus(id: "settings[0.14]")
        #expect(engine.handle(.moveDown) == [
            .scrollToRow(listID: "settings", row: RowPath(section: 0, row: 15)),
            .focus(id: "settings[0.15]", frame: Rect(x: 0, y: 717, width: 390, height: 44), animated: true),
        ])
        // Up from the first row leaves the table for the navigation bar.
        _ = engine.focus(id: "settings[0.0]")
        _ = engine.handle(.moveUp)
        #expect(engine.focusedCandidate?.barID == "navBar")
    }

    @Test("a row with two buttons: entering lands on the nearest button, left and right move between them, up and down go row by row")
    func rowWithTwoButtons() {
        let snapshot = RealScreens.scan(RealScreens.requestsTable())
        var engine = FocusFixtures.awakeEngine(on: snapshot)
        #expect(engine.focusedID == "requests[0.0]")
        _ = engine.handle(.moveDown)
        #expect(engine.focusedID == "accept")
        #expect(engine.handle(.moveRight) == [.focus(id: "decline", frame: Rect(x: 300, y: 142, width: 74, height: 30), animated: true)])
        #expect(engine.handle(.activate) == [.activate(id: "decline", interaction: .press)])
        _ = engine.handle(.moveDown)
        #expect(engine.focusedID == "requests[0.2]")
        _ = engine.handle(.moveUp)
        #expect(engine.focusedID == "accept")
        _ = engine.handle(.moveUp)
        #expect(engine.focusedID == "requests[0.0]")
    }

    @Test("entering a table from the navigation bar lands on its top row")
    func enteringFromTheBar() {
        var engine = FocusFixtures.awakeEngine(on: RealScreens.scan(RealScreens.requestsTable()))
        _ = engine.focus(id: "save")
        _ = engine.handle(.moveDown)
        #expect(engine.focusedID == "requests[0.0]")
    }

    @Test("focus on a button of a row is remembered per screen and restored by id")
    func memoryOfARowControl() {
        let requests = RealScreens.scan(RealScreens.requestsTable())
        var here = requests
        here.context = ScreenContext(screenID: "requests")
        var there = RealScreens.scan(RealScreens.longForm())
        there.context = ScreenContext(screenID: "form")
        var engine = FocusFixtures.awakeEngine(on: here)
        _ = engine.focus(id: "decline")
        _ = engine.update(there)
        #expect(engine.focusedID == "field0")
        _ = engine.update(here)
        #expect(engine.focusedID == "decline")
    }

    @Test("a button whose cell now shows another row does not take focus along; its row keeps it")
    func reusedCell() {
        var engine = FocusFixtures.awakeEngine(on: RealScreens.scan(RealScreens.requestsTable()))
        _ = engine.focus(id: "decline")
        // The cell holding the buttons was reused for row 2, and Bob's cell for row 1.
        let buttons = [
            ViewNode(id: "accept", kind: .button, frame: Rect(x: 200, y: 7, width: 90, height: 30)),
            ViewNode(id: "decline", kind: .button, frame: Rect(x: 300, y: 7, width: 74, height: 30)),
        ]
        let table = ViewNode(id: "requests", kind: .table, frame: RealScreens.contentFrame, children: [
            RealScreens.cell("aliceCell", 0, 0, y: 0),
            RealScreens.cell("bobCell", 0, 1, y: 44),
            RealScreens.cell("pendingCell", 0, 2, y: 88, controls: buttons),
        ], sectionRowCounts: [3])
        _ = engine.update(RealScreens.scan(window([RealScreens.navigationBar(), table])))
        #expect(engine.focusedID == "requests[0.1]")
    }

    @Test("a row with several controls that is scrolled to arrives and takes focus on its control nearest to where focus was")
    func pendingRowWithControls() {
        // A table with only its first row in the tree; row 1 (two buttons) comes with the next update.
        let first = ViewNode(id: "requests", kind: .table, frame: RealScreens.contentFrame,
                             children: [RealScreens.cell("aliceCell", 0, 0, y: 0)], sectionRowCounts: [3])
        var engine = FocusFixtures.awakeEngine(on: RealScreens.scan(window([first])))
        #expect(engine.handle(.moveDown) == [.scrollToRow(listID: "requests", row: RowPath(section: 0, row: 1))])
        let commands = engine.update(RealScreens.scan(RealScreens.requestsTable()))
        #expect(engine.focusedID == "accept")
        #expect(commands == [.focus(id: "accept", frame: Rect(x: 200, y: 142, width: 90, height: 30), animated: true)])
    }
}
