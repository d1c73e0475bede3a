import Testing
@testable import GamepadKitCore

@Suite("Scanner: cells, bars and content below the fold")
struct ScannerRealScreenTests {
    @Test("a static login table: each cell holding one text field or button is one stop that forwards A to it")
    func loginTable() {
        let snapshot = RealScreens.scan(RealScreens.loginTable())
        let rows = snapshot.candidates.filter { $0.listID == "login" }
        #expect(rows.map(\.id) == ["login[0.0]", "login[0.1]", "login[1.0]", "login[1.1]"])
        #expect(rows.map(\.controlID) == ["email", "password", "logIn", nil])
        #expect(rows.map(\.controlKind) == [.textField, .textField, .button, nil])
        #expect(rows.map(\.interaction) == [.textEntry, .textEntry, .press, .selectRow])
        #expect(rows.map(\.actionTargetID) == ["email", "password", "logIn", "login[1.1]"])
        #expect(rows.first?.frame == Rect(x: 0, y: 126, width: 390, height: 44))
        #expect(snapshot.kind(ofElement: "password") == .textField)
    }

    @Test("a settings table: switch, slider and text field rows forward A; the disclosure row selects; rows below the fold need a scroll")
    func settingsTable() {
        let snapshot = RealScreens.scan(RealScreens.settingsTable())
        let rows = snapshot.candidates.filter { $0.listID == "settings" }
        #expect(rows.map(\.id) == (0..<25).map { "settings[0.\($0)]" })
        #expect(rows[3].controlID == "switch3")
        #expect(rows[3].interaction == .toggle)
        #expect(rows[5].controlID == "brightness")
        #expect(rows[5].interaction == .adjust)
        #expect(rows[10].controlID == nil)
        #expect(rows[10].interaction == .selectRow)
        #expect(rows[12].interaction == .textEntry)
        #expect(rows.filter(\.needsScroll).map(\.id) == (15..<25).map { "settings[0.\($0)]" })
        // Row 20 lies at its place in the content, below the screen; revealing it brings its
        // bottom to the table's bottom edge.
        #expect(rows[20].frame == Rect(x: 0, y: 971, width: 390, height: 44))
        #expect(rows[20].scrollViewport == RealScreens.contentFrame)
        #expect(rows[20].revealedFrame == Rect(x: 0, y: 717, width: 390, height: 44))
        #expect(snapshot.list(id: "settings")?.visibleRows.count == 25)
    }

    @Test("a row with two buttons makes each a stop that keeps its row's list and place")
    func rowWithTwoButtons() {
        let snapshot = RealScreens.scan(RealScreens.requestsTable())
        let inList = snapshot.candidates.filter { $0.listID == "requests" }
        #expect(inList.map(\.id) == ["requests[0.0]", "accept", "decline", "requests[0.2]"])
        #expect(inList.map(\.kind) == [.tableRow, .button, .button, .tableRow])
        #expect(inList.map(\.rowPath) == [0, 1, 1, 2].map { RowPath(section: 0, row: $0) })
        #expect(inList.map(\.controlID) == [nil, nil, nil, nil])
        #expect(snapshot.candidate(id: "decline")?.frame == Rect(x: 300, y: 142, width: 74, height: 30))
        #expect(snapshot.candidate(id: "decline")?.label == "Decline")
        #expect(snapshot.list(id: "requests")?.visibleRows[RowPath(section: 0, row: 1)] == "accept")
    }

    @Test("a disabled or hidden control in a row does not count: the row selects, or forwards to the one left")
    func disabledControlsInRows() {
        var off = ViewNode(id: "off", kind: .switch, frame: Rect(x: 323, y: 6, width: 51, height: 31))
        off.isEnabled = false
        var hidden = ViewNode(id: "hidden", kind: .button, frame: Rect(x: 200, y: 6, width: 80, height: 31))
        hidden.isHidden = true
        let table = ViewNode(id: "t", kind: .table, frame: RealScreens.contentFrame, children: [
            RealScreens.cell("a", 0, 0, y: 0, controls: [off]),
            RealScreens.cell("b", 0, 1, y: 44, controls: [hidden, ViewNode(id: "on", kind: .switch, frame: Rect(x: 323, y: 6, width: 51, height: 31))]),
        ], sectionRowCounts: [2])
        let snapshot = RealScreens.scan(window([table]))
        #expect(snapshot.candidates.map(\.id) == ["t[0.0]", "t[0.1]"])
        #expect(snapshot.candidates.map(\.controlID) == [nil, "on"])
    }

    @Test("navigation bar and tab bar items are candidates that carry their bar")
    func bars() {
        let snapshot = RealScreens.scan(RealScreens.settingsTable())
        let inBars = snapshot.candidates.filter(\.isInBar)
        #expect(inBars.map(\.id) == ["cancel", "save", "tab0", "tab1", "tab2"])
        #expect(inBars.map(\.barID) == ["navBar", "navBar", "tabBar", "tabBar", "tabBar"])
        #expect(inBars.map(\.kind) == [.barButton, .barButton, .tabBarItem, .tabBarItem, .tabBarItem])
        #expect(snapshot.candidate(id: "save")?.frame == Rect(x: 312, y: 47, width: 70, height: 44))
        #expect(snapshot.candidates.filter { !$0.isInBar }.allSatisfy { $0.barID == nil })
    }

    @Test("a long scroll form: every field is a candidate at its place in the content; those out of view need a scroll")
    func longForm() {
        let snapshot = RealScreens.scan(RealScreens.longForm())
        let content = snapshot.candidates.filter { $0.scrollContainerID == "form" }
        #expect(content.map(\.id) == (0..<RealScreens.formFieldCount).map { "field\($0)" } + ["submit"])
        #expect(content.filter(\.needsScroll).map(\.id) == (10..<RealScreens.formFieldCount).map { "field\($0)" } + ["submit"])
        #expect(content.last?.frame == Rect(x: 16, y: 91 + 16 + 21 * 64, width: 358, height: 44))
        // Scrolled to the bottom, the top fields are out of view above.
        let scrolled = RealScreens.scan(RealScreens.longForm(offset: 750))
        #expect(scrolled.candidate(id: "field0")?.needsScroll == true)
        #expect(scrolled.candidate(id: "field0")?.frame == Rect(x: 16, y: -643, width: 358, height: 44))
        #expect(scrolled.candidate(id: "submit")?.needsScroll == false)
    }
}
