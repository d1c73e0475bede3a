import Testing
@testable import GamepadKitCore

@Suite("FocusScanner: cells, bars and content below the fold")
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

@Suite("Content under bars and the reveal scroll")
struct ContentUnderBarsTests {
    /// A form filling the whole screen under translucent bars: its adjusted insets are the
    /// status and navigation bars at the top (91 pt) and the tab bar at the bottom (83 pt).
    /// Scrolled by `offset` from its top (where the offset is −91).
    func formUnderBars(offset: Double) -> ViewNode {
        let fields = (0..<21).map { index in
            ViewNode(id: "field\(index)", kind: .textField, frame: Rect(x: 16, y: 16 + Double(index) * 64, width: 358, height: 44))
        }
        let form = ViewNode(id: "form", kind: .scroll, frame: phoneScreen, children: fields,
                            contentOffset: LayoutPoint(x: 0, y: offset),
                            contentInset: LayoutInsets(top: 91, bottom: 83))
        return window([form, RealScreens.navigationBar(), RealScreens.tabBar()])
    }

    @Test("a field under the navigation bar or the tab bar needs a scroll; its reveal stops at the bar's edge")
    func underBars() {
        let snapshot = FocusScanner().scan(formUnderBars(offset: 0), bounds: phoneScreen)
        // field1 (80…124 on screen) is half under the navigation bar; field11 (720…764) half under the tab bar.
        #expect(snapshot.candidate(id: "field1")?.needsScroll == true)
        #expect(snapshot.candidate(id: "field2")?.needsScroll == false)
        #expect(snapshot.candidate(id: "field10")?.needsScroll == false)
        #expect(snapshot.candidate(id: "field11")?.needsScroll == true)
        #expect(snapshot.candidate(id: "field1")?.revealedFrame == Rect(x: 16, y: 91, width: 358, height: 44))
        #expect(snapshot.candidate(id: "field11")?.revealedFrame == Rect(x: 16, y: 717, width: 358, height: 44))
    }

    @Test("up from the top whole field scrolls the field under the navigation bar into view instead of going to the bar")
    func upUnderTheBar() {
        var engine = FocusFixtures.awakeEngine(on: FocusScanner().scan(formUnderBars(offset: 0), bounds: phoneScreen))
        _ = engine.focus(id: "field2")
        #expect(engine.handle(.moveUp) == [.scrollToReveal(id: "field1"),
                                           .focus(id: "field1", frame: Rect(x: 16, y: 91, width: 358, height: 44), animated: true)])
    }

    @Test("the reveal scroll moves the least, aligns the start of what does not fit, and stays within the content")
    func revealScroll() {
        // A 670 pt viewport under a 91 pt top inset and an 83 pt bottom inset, 1,400 pt of content.
        func offset(_ current: Double, _ start: Double, _ end: Double) -> Double {
            RevealScroll.offset(current: current, start: start, end: end, length: 844, insetBefore: 91, insetAfter: 83, contentLength: 1_400)
        }
        #expect(offset(-91, 100, 144) == -91)          // already shown
        #expect(offset(-91, 720, 764) == 3)            // below: its bottom on the tab bar's top edge (764 − 761)
        #expect(offset(300, 80, 124) == -11)           // above: its top under the navigation bar
        #expect(offset(-91, 1_350, 1_450) == 639)      // never past the end of the content (1,400 − 844 + 83)
        #expect(offset(-91, 0, 900) == -91)            // too tall: its top edge first, never before the start
        #expect(offset(.nan, 0, 10) .isNaN)
        #expect(RevealScroll.offset(current: 5, start: .infinity, end: 10, length: 100, contentLength: 200) == 5)
    }

    @Test("the scanner's revealed frame and the reveal scroll agree")
    func predictionMatchesScroll() throws {
        let snapshot = FocusScanner().scan(formUnderBars(offset: 0), bounds: phoneScreen)
        let field = try #require(snapshot.candidate(id: "field14"))
        // field14 lies at 16 + 14 × 64 = 912 in the content.
        let newOffset = RevealScroll.offset(current: 0, start: 912, end: 956, length: 844, insetBefore: 91, insetAfter: 83, contentLength: 1_400)
        #expect(field.revealedFrame.minY == field.frame.minY - newOffset)
    }

    @Test("insets inset a rectangle; negative and non-finite ones count as zero, and it never turns inside out")
    func insets() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(rect.inset(by: LayoutInsets(top: 10, left: 5, bottom: 20, right: 15)) == Rect(x: 5, y: 10, width: 80, height: 20))
        #expect(rect.inset(by: LayoutInsets(top: -10, left: .nan, bottom: .infinity, right: 0)) == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(rect.inset(by: LayoutInsets(top: 40, bottom: 40)) == Rect(x: 0, y: 40, width: 100, height: 0))
    }
}
