import Testing
@testable import GamepadKitCore

/// Screens shaped like real ones, for "a press is a touch": rows that navigate and hold a button,
/// settings rows with a switch, shelves of a media home, covered and invisible controls.
enum TouchFixtures {
    /// A list of downloads: each row navigates (a chevron) and holds a trailing "download" button.
    static func downloads(selection: RowSelectionFacts? = RowSelectionFacts(accessory: .disclosureIndicator)) -> ViewNode {
        let rows = (0..<3).map { row in
            let title = ViewNode(id: "title\(row)", kind: .label, frame: Rect(x: 16, y: 12, width: 200, height: 20))
            let download = ViewNode(id: "download\(row)", kind: .button, frame: Rect(x: 300, y: 8, width: 44, height: 44))
            let content = ViewNode(id: "content\(row)", kind: .view, frame: Rect(x: 0, y: 0, width: 360, height: 60),
                                   children: [title, download])
            return ViewNode(id: "cell\(row)", kind: .tableRow, frame: Rect(x: 0, y: Double(row) * 60, width: 390, height: 60),
                            children: [content], rowPath: RowPath(section: 0, row: row), rowSelection: selection)
        }
        let table = ViewNode(id: "downloads", kind: .table, frame: Rect(x: 0, y: 100, width: 390, height: 700),
                             children: rows, sectionRowCounts: [3])
        return window([table])
    }

    /// A settings table: "Wi-Fi" navigates (chevron), "Airplane mode" is only its switch.
    static func settings(switchRowDelegateHears: Bool = true) -> ViewNode {
        let wifi = ViewNode(id: "wifiCell", kind: .tableRow, frame: Rect(x: 0, y: 0, width: 390, height: 44),
                            children: [ViewNode(id: "wifiLabel", kind: .label, frame: Rect(x: 16, y: 12, width: 100, height: 20))],
                            rowPath: RowPath(section: 0, row: 0),
                            rowSelection: RowSelectionFacts(accessory: .disclosureIndicator, delegateHandlesSelection: true))
        let airplaneSwitch = ViewNode(id: "airplaneSwitch", kind: .switch, frame: Rect(x: 320, y: 6, width: 51, height: 31))
        let airplane = ViewNode(id: "airplaneCell", kind: .tableRow, frame: Rect(x: 0, y: 44, width: 390, height: 44),
                                children: [airplaneSwitch], rowPath: RowPath(section: 0, row: 1),
                                rowSelection: RowSelectionFacts(selectionStyleIsNone: true, delegateHandlesSelection: switchRowDelegateHears))
        return window([ViewNode(id: "settings", kind: .table, frame: Rect(x: 0, y: 100, width: 390, height: 700),
                                children: [wifi, airplane], sectionRowCounts: [2])])
    }

    /// A media home: a table whose rows are shelves (horizontal collections of posters), the
    /// first shelf scrolled so that its poster 1 is at the left edge.
    static func mediaHome(shelfCount: Int = 2, visibleShelves: Int = 2) -> ViewNode {
        let shelves = (0..<visibleShelves).map { shelf in
            let posters = (0..<4).map { item in
                ViewNode(id: "poster\(shelf)-\(item)", kind: .collectionItem,
                         frame: Rect(x: 16 + Double(item) * 130, y: 0, width: 120, height: 180),
                         rowPath: RowPath(section: 0, row: item))
            }
            let strip = ViewNode(id: "shelf\(shelf)", kind: .collection, frame: Rect(x: 0, y: 40, width: 390, height: 180),
                                 children: posters, sectionRowCounts: [20])
            let title = ViewNode(id: "shelfTitle\(shelf)", kind: .label, frame: Rect(x: 16, y: 8, width: 200, height: 24))
            return ViewNode(id: "shelfCell\(shelf)", kind: .tableRow, frame: Rect(x: 0, y: Double(shelf) * 230, width: 390, height: 230),
                            children: [title, strip], rowPath: RowPath(section: 0, row: shelf))
        }
        let home = ViewNode(id: "home", kind: .table, frame: Rect(x: 0, y: 100, width: 390, height: 744),
                            children: shelves, sectionRowCounts: [shelfCount])
        return window([home])
    }

    /// A login screen: email and password fields, a sign-in button, and the 1×1 and
    /// transparent fields added for password autofill.
    static func login() -> ViewNode {
        window([
            ViewNode(id: "email", kind: .textField, frame: Rect(x: 20, y: 200, width: 350, height: 44)),
            ViewNode(id: "password", kind: .textField, frame: Rect(x: 20, y: 260, width: 350, height: 44)),
            ViewNode(id: "autofillUser", kind: .textField, frame: Rect(x: 0, y: 0, width: 1, height: 1)),
            ViewNode(id: "autofillPassword", kind: .textField, frame: Rect(x: 20, y: 320, width: 350, height: 44), alpha: 0),
            button("signIn", x: 20, y: 400, width: 350, height: 50),
        ])
    }

    /// A form under a loading overlay: `overlay` decides how the overlay is made.
    static func loading(overlay: ViewNode) -> ViewNode {
        window([
            ViewNode(id: "form", kind: .view, frame: phoneScreen, children: [
                button("save", x: 20, y: 700, width: 350, height: 50),
                ViewNode(id: "name", kind: .textField, frame: Rect(x: 20, y: 200, width: 350, height: 44)),
            ]),
            overlay,
        ])
    }

    /// A drawer menu left beneath the content: the content view (drawn after it) covers it.
    static func drawerUnderContent() -> ViewNode {
        let drawer = ViewNode(id: "drawer", kind: .view, frame: Rect(x: 0, y: 0, width: 300, height: 844), children: [
            button("drawerHome", x: 20, y: 120, width: 200, height: 44),
            button("drawerSettings", x: 20, y: 180, width: 200, height: 44),
        ])
        let content = ViewNode(id: "content", kind: .view, frame: phoneScreen, children: [
            button("compose", x: 300, y: 760, width: 60, height: 60),
        ])
        return window([drawer, content])
    }
}

@Suite("A press is a touch: rows, shelves, what a finger could reach")
struct TouchRowStopsTests {
    func awakeEngine(_ root: ViewNode, focus id: String) -> FocusEngine {
        var engine = FocusEngine()
        _ = engine.update(FocusScanner().scan(root, bounds: phoneScreen))
        _ = engine.focus(id: id)
        _ = engine.wake()
        return engine
    }

    @Test("a navigating row with a trailing button is two stops, the row and the button")
    func navigatingRowIsTwoStops() {
        let snapshot = FocusScanner().scan(TouchFixtures.downloads(), bounds: phoneScreen)
        #expect(snapshot.candidates.map(\.id) == ["downloads[0.0]", "download0", "downloads[0.1]", "download1",
                                                   "downloads[0.2]", "download2"])
        let row = snapshot.candidate(id: "downloads[0.0]")
        #expect(row?.controlID == nil)
        #expect(row?.interaction == .selectRow)
        #expect(snapshot.candidate(id: "download0")?.rowPath == RowPath(section: 0, row: 0))
        #expect(snapshot.list(id: "downloads")?.visibleRows[RowPath(section: 0, row: 0)] == "downloads[0.0]")
    }

    @Test("right from a navigating row reaches its button, and A on the row selects it")
    func rightFromRowReachesButton() {
        var engine = awakeEngine(TouchFixtures.downloads(), focus: "downloads[0.1]")
        #expect(engine.handle(.activate) == [.selectRow(listID: "downloads", row: RowPath(section: 0, row: 1))])
        _ = engine.handle(.moveRight)
        #expect(engine.focusedID == "download1")
        #expect(engine.handle(.activate) == [.activate(id: "download1", interaction: .press)])
        _ = engine.handle(.moveDown)
        #expect(engine.focusedID == "download2")
    }

    @Test("a row whose source says nothing about its selection keeps forwarding A to its one button")
    func rowWithoutFactsForwards() {
        let snapshot = FocusScanner().scan(TouchFixtures.downloads(selection: nil), bounds: phoneScreen)
        #expect(snapshot.candidates.map(\.id) == ["downloads[0.0]", "downloads[0.1]", "downloads[0.2]"])
        #expect(snapshot.candidate(id: "downloads[0.0]")?.controlID == "download0")
    }

    @Test("a list that does not allow selection makes its navigating-looking rows forward A to their button")
    func selectionOffForwards() {
        let facts = RowSelectionFacts(listAllowsSelection: false, accessory: .disclosureIndicator)
        let snapshot = FocusScanner().scan(TouchFixtures.downloads(selection: facts), bounds: phoneScreen)
        #expect(snapshot.candidates.map(\.id) == ["downloads[0.0]", "downloads[0.1]", "downloads[0.2]"])
    }

    @Test("a settings switch row is one stop whose control is the switch; the Wi-Fi row beside it selects")
    func switchRowIsOneStop() {
        let snapshot = FocusScanner().scan(TouchFixtures.settings(), bounds: phoneScreen)
        #expect(snapshot.candidates.map(\.id) == ["settings[0.0]", "settings[0.1]"])
        #expect(snapshot.candidate(id: "settings[0.1]")?.controlID == "airplaneSwitch")
        #expect(snapshot.candidate(id: "settings[0.1]")?.interaction == .toggle)
        var engine = awakeEngine(TouchFixtures.settings(), focus: "settings[0.1]")
        #expect(engine.handle(.activate) == [.activate(id: "airplaneSwitch", interaction: .toggle)])
    }

    @Test("shelf items are stops and the rows holding them are not")
    func shelfItemsAreStops() {
        let snapshot = FocusScanner().scan(TouchFixtures.mediaHome(), bounds: phoneScreen)
        #expect(snapshot.candidates.map(\.id) == (0..<2).flatMap { shelf in (0..<4).map { "shelf\(shelf)[0.\($0)]" } })
        #expect(snapshot.list(id: "home")?.visibleRows.isEmpty == true)
        #expect(snapshot.list(id: "shelf1")?.enclosingRowPath == RowPath(section: 0, row: 1))
    }

    @Test("right moves along a shelf, scrolling it at its end; down moves into the next shelf, nearest item")
    func movingThroughShelves() {
        var engine = awakeEngine(TouchFixtures.mediaHome(), focus: "shelf0[0.1]")
        _ = engine.handle(.moveRight)
        #expect(engine.focusedID == "shelf0[0.2]")
        _ = engine.handle(.moveRight)
        #expect(engine.focusedID == "shelf0[0.3]")
        // Poster 3 reaches past the screen's edge; poster 4 is not in the tree: the shelf scrolls.
        #expect(engine.handle(.moveRight) == [.scrollToRow(listID: "shelf0", row: RowPath(section: 0, row: 4))])
        engine = awakeEngine(TouchFixtures.mediaHome(), focus: "shelf0[0.1]")
        _ = engine.handle(.moveDown)
        #expect(engine.focusedID == "shelf1[0.1]")
        _ = engine.handle(.moveUp)
        #expect(engine.focusedID == "shelf0[0.1]")
    }

    @Test("focus memory and restore by id work for shelf items")
    func shelfMemory() {
        var engine = FocusEngine()
        var context = ScreenContext(screenID: "Home")
        _ = engine.update(FocusScanner().scan(TouchFixtures.mediaHome(), bounds: phoneScreen, context: context))
        _ = engine.focus(id: "shelf1[0.2]")
        context.screenID = "Detail"
        _ = engine.update(FocusScanner().scan(window([button("play")]), bounds: phoneScreen, context: context))
        #expect(engine.focusedID == "play")
        context.screenID = "Home"
        _ = engine.update(FocusScanner().scan(TouchFixtures.mediaHome(), bounds: phoneScreen, context: context))
        #expect(engine.focusedID == "shelf1[0.2]")
    }

    @Test("1×1 and transparent autofill fields of a login screen are no stops")
    func autofillFieldsAreNoStops() {
        #expect(candidateIDs(TouchFixtures.login()) == ["email", "password", "signIn"])
    }

    @Test("a control under an interactive loading overlay is no stop; under a non-interactive one it is")
    func loadingOverlay() {
        let spinner = ViewNode(id: "spinner", kind: .view, frame: Rect(x: 170, y: 400, width: 50, height: 50))
        let blocking = ViewNode(id: "overlay", kind: .view, frame: phoneScreen, children: [spinner])
        #expect(candidateIDs(TouchFixtures.loading(overlay: blocking)) == [])
        var passThrough = blocking
        passThrough.isInteractive = false
        #expect(candidateIDs(TouchFixtures.loading(overlay: passThrough)) == ["save", "name"])
        var hidden = blocking
        hidden.isHidden = true
        #expect(candidateIDs(TouchFixtures.loading(overlay: hidden)) == ["save", "name"])
        var clear = blocking
        clear.alpha = 0
        #expect(candidateIDs(TouchFixtures.loading(overlay: clear)) == ["save", "name"])
        // A banner over the top part covers the field, not the button below.
        let banner = ViewNode(id: "banner", kind: .view, frame: Rect(x: 0, y: 150, width: 390, height: 200))
        #expect(candidateIDs(TouchFixtures.loading(overlay: banner)) == ["save"])
        // A label over the field (labels take no touches) covers nothing.
        let caption = ViewNode(id: "caption", kind: .label, frame: Rect(x: 0, y: 150, width: 390, height: 200))
        #expect(candidateIDs(TouchFixtures.loading(overlay: caption)) == ["save", "name"])
    }

    @Test("a drawer menu left beneath the content is unreachable; the content's button is a stop")
    func drawerUnderContent() {
        #expect(candidateIDs(TouchFixtures.drawerUnderContent()) == ["compose"])
    }

    @Test("a button half covered keeps its stop: a finger can still touch its uncovered part")
    func halfCovered() {
        let cover = ViewNode(id: "cover", kind: .view, frame: Rect(x: 20, y: 100, width: 50, height: 44))
        #expect(candidateIDs(window([button("b", x: 20, y: 100, width: 100, height: 44), cover])) == ["b"])
    }

    @Test("UIKit's answer wins over the tree rule: isHittable false removes a stop, true keeps a covered one")
    func adapterAnswerWins() {
        var unreachable = button("a")
        unreachable.isHittable = false
        #expect(candidateIDs(window([unreachable, button("b", y: 300)])) == ["b"])
        var passedThrough = button("c")
        passedThrough.isHittable = true
        let cover = ViewNode(id: "cover", kind: .view, frame: phoneScreen)
        #expect(candidateIDs(window([passedThrough, cover])) == ["c"])
    }

    @Test("the refresh control and the section index are no stops, even when the app marks them focusable")
    func refreshAndIndex() {
        var refresh = ViewNode(id: "refresh", kind: .refreshControl, frame: Rect(x: 0, y: 100, width: 390, height: 60))
        refresh.focusableOverride = true
        let index = ViewNode(id: "index", kind: .sectionIndex, frame: Rect(x: 370, y: 150, width: 20, height: 600))
        let list = ViewNode(id: "list", kind: .table, frame: Rect(x: 0, y: 100, width: 390, height: 700),
                            children: [refresh, tableRow("cell", 0, 0, y: 60), index], sectionRowCounts: [1])
        #expect(candidateIDs(window([list])) == ["list[0.0]"])
    }
}

@Suite("Shelves among ordinary rows")
struct ShelfAmongRowsTests {
    /// A "Continue" row, then a shelf, then a "See all" row, in one table.
    static func store() -> ViewNode {
        let posters = (0..<3).map { item in
            ViewNode(id: "p\(item)", kind: .collectionItem, frame: Rect(x: 16 + Double(item) * 130, y: 0, width: 120, height: 160),
                     rowPath: RowPath(section: 0, row: item))
        }
        let shelf = ViewNode(id: "recent", kind: .collection, frame: Rect(x: 0, y: 10, width: 390, height: 160),
                             children: posters, sectionRowCounts: [8])
        let rows = [
            tableRow("continue", 0, 0, y: 0),
            ViewNode(id: "shelfCell", kind: .tableRow, frame: Rect(x: 0, y: 44, width: 390, height: 180), children: [shelf],
                     rowPath: RowPath(section: 0, row: 1)),
            tableRow("seeAll", 0, 2, y: 224),
        ]
        return window([ViewNode(id: "store", kind: .table, frame: Rect(x: 0, y: 100, width: 390, height: 700),
                                children: rows, sectionRowCounts: [3])])
    }

    func engine(focus id: String) -> FocusEngine {
        var engine = FocusEngine()
        _ = engine.update(FocusScanner().scan(Self.store(), bounds: phoneScreen))
        _ = engine.focus(id: id)
        _ = engine.wake()
        return engine
    }

    @Test("down from the row above a shelf lands on the shelf's item nearest to it, not on the shelf row")
    func downIntoShelf() {
        var engine = engine(focus: "store[0.0]")
        _ = engine.handle(.moveDown)
        #expect(engine.focusedID == "recent[0.1]")
        _ = engine.handle(.moveDown)
        #expect(engine.focusedID == "store[0.2]")
        _ = engine.handle(.moveUp)
        #expect(engine.focusedID == "recent[0.1]")
        _ = engine.handle(.moveUp)
        #expect(engine.focusedID == "store[0.0]")
    }

    @Test("right moves along the shelf and scrolls it at its end; the shelf row is never focused")
    func alongShelf() {
        var engine = engine(focus: "recent[0.1]")
        _ = engine.handle(.moveRight)
        #expect(engine.focusedID == "recent[0.2]")
        #expect(engine.handle(.moveRight) == [.scrollToRow(listID: "recent", row: RowPath(section: 0, row: 3))])
    }
}

@Suite("Covered content of a scroll view")
struct CoveredScrollContentTests {
    /// A table reaching under a tab bar drawn after it: its last row sits under the bar.
    static func tableUnderTabBar(overlay: Bool) -> ViewNode {
        let rows = (0..<4).map { tableRow("r\($0)", 0, $0, y: Double($0) * 260) }  // the last at 780…824
        var children = [
            ViewNode(id: "list", kind: .table, frame: Rect(x: 0, y: 0, width: 390, height: 844), children: rows, sectionRowCounts: [4]),
            ViewNode(id: "bar", kind: .tabBar, frame: Rect(x: 0, y: 761, width: 390, height: 83)),
        ]
        if overlay { children.append(ViewNode(id: "overlay", kind: .view, frame: phoneScreen)) }
        return window(children)
    }

    @Test("a row under a tab bar stays a stop that needs a scroll; under a full-screen overlay the list has none")
    func rowUnderBar() {
        let snapshot = FocusScanner().scan(Self.tableUnderTabBar(overlay: false), bounds: phoneScreen)
        #expect(snapshot.candidates.map(\.id) == ["list[0.0]", "list[0.1]", "list[0.2]", "list[0.3]"])
        #expect(snapshot.candidate(id: "list[0.3]")?.needsScroll == true)
        #expect(candidateIDs(Self.tableUnderTabBar(overlay: true)) == [])
    }
}
