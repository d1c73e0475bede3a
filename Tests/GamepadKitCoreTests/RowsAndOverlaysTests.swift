import Testing
@testable import GamepadKitCore

/// Rows and overlays as a finger meets them: a form row of a label and a text field is one stop,
/// the field; a full-screen "tap outside to close" button behind a popup is no stop.
@Suite("Rows and overlays as a finger meets them")
struct RowsAndOverlaysTests {
    static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

    /// A sign-up form: "Name [field]" and "Email [field]" rows whose selection the app hears (a
    /// segue or a delegate), then a "Country ›" row with a chevron and a field.
    static func form(accessory: RowAccessory = .none) -> ViewNode {
        func row(_ name: String, _ index: Int, accessory: RowAccessory) -> ViewNode {
            let label = ViewNode(id: "\(name)Label", kind: .label, frame: Rect(x: 16, y: 12, width: 80, height: 20))
            let field = ViewNode(id: "\(name)Field", kind: .textField, frame: Rect(x: 110, y: 7, width: 260, height: 30))
            let content = ViewNode(id: "\(name)Content", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 44), children: [label, field])
            return ViewNode(id: "\(name)Cell", kind: .tableRow, frame: Rect(x: 0, y: Double(index) * 44, width: 390, height: 44),
                            children: [content], rowPath: RowPath(section: 0, row: index),
                            rowSelection: RowSelectionFacts(accessory: accessory, delegateHandlesSelection: true))
        }
        let table = ViewNode(id: "form", kind: .table, frame: Rect(x: 0, y: 100, width: 390, height: 600),
                             children: [row("name", 0, accessory: .none), row("email", 1, accessory: .none), row("country", 2, accessory: .disclosureIndicator)],
                             sectionRowCounts: [3])
        return ViewNode(id: "root", kind: .view, frame: screen, children: [table])
    }

    @Test("a row of a label and a text field is one stop whose A edits the field, even when the app hears its selection")
    func textFieldRowIsOneStop() {
        let snapshot = FocusScanner().scan(Self.form(), bounds: Self.screen)
        let ids = snapshot.candidates.map(\.id)
        #expect(!ids.contains("nameField"))
        #expect(!ids.contains("emailField"))
        let name = snapshot.candidates.first { $0.controlID == "nameField" }
        #expect(name?.interaction == .textEntry)
        var engine = FocusEngine()
        _ = engine.update(snapshot)
        _ = engine.handle(.moveDown)
        #expect(engine.focusedCandidate?.controlID == "nameField")
        #expect(engine.handle(.activate) == [.beginTextEntry(id: "nameField")])
    }

    @Test("a row with a chevron and a field stays two stops: the row navigates, the field edits")
    func chevronRowStaysTwoStops() {
        let snapshot = FocusScanner().scan(Self.form(), bounds: Self.screen)
        let country = snapshot.candidates.filter { $0.rowPath == RowPath(section: 0, row: 2) }
        #expect(country.count == 2)
        #expect(country.contains { $0.id == "countryField" })
    }

    /// A settings cell that stacks alternatives the app shows one at a time: a name field, a
    /// switch, and a slider laid over the switch; all three stored visible.
    static func stackedAlternatives(toggleIsHittable: Bool? = nil) -> ViewNode {
        let field = ViewNode(id: "field", kind: .textField, frame: Rect(x: 8, y: 14, width: 200, height: 22))
        var toggle = ViewNode(id: "toggle", kind: .switch, frame: Rect(x: 263, y: 6, width: 51, height: 31))
        toggle.isHittable = toggleIsHittable
        let slider = ViewNode(id: "slider", kind: .slider, frame: Rect(x: 240, y: 2, width: 120, height: 40))
        let content = ViewNode(id: "content", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 44), children: [field, toggle, slider])
        let cell = ViewNode(id: "cell", kind: .tableRow, frame: Rect(x: 0, y: 0, width: 390, height: 44),
                            children: [content], rowPath: RowPath(section: 0, row: 0))
        let table = ViewNode(id: "table", kind: .table, frame: Rect(x: 0, y: 100, width: 390, height: 600), children: [cell],
                             sectionRowCounts: [1])
        return ViewNode(id: "root", kind: .view, frame: screen, children: [table])
    }

    @Test("inside a cell, a control under a later view of the cell is no stop, as outside cells; the ones a finger reaches are")
    func controlCoveredInsideCell() {
        let ids = FocusScanner().scan(Self.stackedAlternatives(), bounds: Self.screen).candidates.map(\.id)
        #expect(ids.contains("field"))
        #expect(ids.contains("slider"))
        #expect(!ids.contains("toggle"))
        // On a device UIKit's hit test answers (the app's slider may let touches through).
        let hittable = FocusScanner().scan(Self.stackedAlternatives(toggleIsHittable: true), bounds: Self.screen).candidates.map(\.id)
        #expect(hittable.contains("toggle"))
    }

    @Test("down from a list's last row, still below the list's edge until it is scrolled in, enters the button below the list")
    func buttonBelowScrollingList() {
        let rows = (0..<10).map { index in
            ViewNode(id: "row\(index)", kind: .tableRow, frame: Rect(x: 0, y: Double(index) * 60, width: 390, height: 60),
                     rowPath: RowPath(section: 0, row: index))
        }
        let table = ViewNode(id: "table", kind: .table, frame: Rect(x: 0, y: 100, width: 390, height: 400), children: rows,
                             sectionRowCounts: [10])
        let apply = ViewNode(id: "apply", kind: .button, frame: Rect(x: 20, y: 520, width: 350, height: 44), label: "Apply")
        let root = ViewNode(id: "root", kind: .view, frame: Self.screen, children: [table, apply])
        var engine = FocusEngine()
        _ = engine.update(FocusScanner().scan(root, bounds: Self.screen))
        #expect(engine.focusedCandidate?.id == "table[0.0]")
        // Rows out of view take a press to be scrolled to (no scan follows here).
        for _ in 0..<15 where engine.focusedCandidate?.rowPath != RowPath(section: 0, row: 9) { _ = engine.handle(.moveDown) }
        #expect(engine.focusedCandidate?.rowPath == RowPath(section: 0, row: 9))
        _ = engine.handle(.moveDown)
        #expect(engine.focusedCandidate?.id == "apply")
    }

    /// A popup card with three buttons over a full-screen, nearly transparent "dismiss" button.
    static func popup(backdropKind: ViewKind = .button, withCard: Bool = true) -> ViewNode {
        let backdrop = ViewNode(id: "backdrop", kind: backdropKind, frame: screen, alpha: 0.02)
        let buttons = (0..<3).map { index in
            ViewNode(id: "choice\(index)", kind: .button, frame: Rect(x: 20, y: 20 + Double(index) * 60, width: 220, height: 44))
        }
        let card = ViewNode(id: "card", kind: .view, frame: Rect(x: 65, y: 300, width: 260, height: 200), children: buttons)
        return ViewNode(id: "root", kind: .view, frame: screen, children: withCard ? [backdrop, card] : [backdrop])
    }

    @Test("a nearly transparent full-screen button behind a popup is no stop; the popup's buttons are, and focus starts on the first")
    func backdropIsNoStop() {
        let snapshot = FocusScanner().scan(Self.popup(), bounds: Self.screen)
        #expect(snapshot.candidates.map(\.id) == ["choice0", "choice1", "choice2"])
        var engine = FocusEngine()
        _ = engine.update(snapshot)
        _ = engine.handle(.moveDown)
        #expect(engine.focusedID == "choice0")
        #expect(NavigationMapDrawing(engine: engine).elements.allSatisfy { $0.state != .unreachable })
    }

    @Test("a backdrop stored half a point off the screen's corner, under a popup list running to the screen's edge, is no stop either")
    func backdropHalfAPointOff() {
        let backdrop = ViewNode(id: "backdrop", kind: .button, frame: Rect(x: -0.5, y: -0.5, width: 390, height: 844))
        let row = ViewNode(id: "statesRow", kind: .tableRow, frame: Rect(x: 0, y: 0, width: 390, height: 44), rowPath: RowPath(section: 0, row: 0))
        let list = ViewNode(id: "states", kind: .table, frame: Rect(x: 0, y: 145, width: 390, height: 300), children: [row], sectionRowCounts: [1])
        let snapshot = FocusScanner().scan(ViewNode(id: "root", kind: .view, frame: Self.screen, children: [backdrop, list]), bounds: Self.screen)
        #expect(snapshot.candidates.map(\.id) == ["states[0.0]"])
    }

    @Test("a full-screen button with nothing drawn over it (tap anywhere to continue) stays a stop")
    func fullScreenButtonAloneStays() {
        let snapshot = FocusScanner().scan(Self.popup(withCard: false), bounds: Self.screen)
        #expect(snapshot.candidates.map(\.id) == ["backdrop"])
    }
}

/// A bar covers only what lies under it in z-order.
@Suite("A bar covers what is drawn under it, not what is drawn over it")
struct BarZOrderTests {
    static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

    /// A toolbar at the bottom of the view with a round "record" button laid over its middle
    /// (after it in tree order), and a "notes" button before it that the toolbar covers.
    static func recorder() -> ViewNode {
        let toolbar = ViewNode(id: "toolbar", kind: .toolbar, frame: Rect(x: 0, y: 760, width: 390, height: 84), children: [
            ViewNode(id: "share", kind: .barButton, frame: Rect(x: 16, y: 0, width: 44, height: 44)),
        ])
        let notes = ViewNode(id: "notes", kind: .button, frame: Rect(x: 300, y: 780, width: 60, height: 40))
        let record = ViewNode(id: "record", kind: .button, frame: Rect(x: 165, y: 740, width: 60, height: 60))
        return ViewNode(id: "root", kind: .view, frame: screen, children: [
            ViewNode(id: "top", kind: .button, frame: Rect(x: 20, y: 100, width: 350, height: 44)), notes, toolbar, record,
        ])
    }

    @Test("a button drawn over a toolbar keeps its whole frame; one drawn under it is covered")
    func drawnOverStays() {
        let snapshot = FocusScanner().scan(Self.recorder(), bounds: Self.screen)
        #expect(snapshot.candidate(id: "record")?.frame == Rect(x: 165, y: 740, width: 60, height: 60))
        #expect(snapshot.candidate(id: "notes") == nil)
        #expect(snapshot.candidate(id: "share") != nil)
    }
}

/// A table whose fifth row is a cell with interaction off between rows that are stops.
@Suite("Row by row past rows that are no stop")
struct RowsThatAreNoStopTests {
    static func snapshot() -> FocusSnapshot {
        let rows = [0, 1, 2, 3, 5].map { row in
            FocusCandidate(id: "members[0.\(row)]", kind: .tableRow, frame: Rect(x: 0, y: 200 + Double(row) * 44, width: 375, height: 44),
                           listID: "members", rowPath: RowPath(section: 0, row: row))
        }
        let visible = Dictionary(uniqueKeysWithValues: rows.compactMap { row in row.rowPath.map { ($0, row.id) } })
        let list = ListInfo(id: "members", kind: .table, frame: Rect(x: 0, y: 200, width: 375, height: 400),
                            sectionRowCounts: [8], visibleRows: visible)
        return FocusSnapshot(bounds: Rect(x: 0, y: 0, width: 375, height: 667), candidates: rows, lists: [list])
    }

    @Test("down from the row above an untouchable row on screen lands on the row after it, and up comes back")
    func passesOverRowOnScreen() {
        var engine = FocusEngine()
        _ = engine.update(Self.snapshot())
        #expect(engine.moveTarget(from: "members[0.3]", .down) == "members[0.5]")
        #expect(engine.moveTarget(from: "members[0.5]", .up) == "members[0.3]")
    }

    @Test("down from the last row found still scrolls to the next row, which may be off screen")
    func scrollsPastLastFound() {
        var engine = FocusEngine()
        _ = engine.update(Self.snapshot())
        #expect(engine.moveTarget(from: "members[0.5]", .down) == "members[0.6]")
    }
}
