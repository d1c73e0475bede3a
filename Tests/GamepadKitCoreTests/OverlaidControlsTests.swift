import Testing
@testable import GamepadKitCore

/// Controls laid over others as legacy screens draw them: a picker panel (a toolbar with Cancel
/// and Done above a wheel picker) laid over the bottom of a scrolling form, and a large invisible
/// "hit area" button behind a small one.
@Suite("Controls laid over others: a picker panel over a form, a hit area behind a button")
struct OverlaidControlsTests {
    static let screen = Rect(x: 0, y: 0, width: 375, height: 667)

    /// A notification settings form (a scroll view, 118…618) with five buttons, and a panel laid
    /// over its bottom from y 461: a toolbar (Cancel, Done) above a wheel picker.
    static func pickerPanel() -> ViewNode {
        func button(_ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> ViewNode {
            ViewNode(id: id, kind: .button, frame: Rect(x: x, y: y, width: width, height: height))
        }
        let form = ViewNode(id: "form", kind: .scroll, frame: Rect(x: 0, y: 118, width: 375, height: 500), children: [
            button("perDay", 5, 232, 365, 47), button("perWeek", 5, 279, 365, 47), button("perMonth", 5, 326, 365, 47),
            button("weekends", 5, 403, 200, 31), button("save", 285, 452, 75, 30),
        ])
        let toolbar = ViewNode(id: "toolbar", kind: .toolbar, frame: Rect(x: 0, y: 0, width: 375, height: 44), children: [
            ViewNode(id: "cancel", kind: .barButton, frame: Rect(x: 8, y: 0, width: 70, height: 44)),
            ViewNode(id: "done", kind: .barButton, frame: Rect(x: 315, y: 0, width: 52, height: 44)),
        ])
        let picker = ViewNode(id: "picker", kind: .picker, frame: Rect(x: 0, y: 44, width: 375, height: 162))
        let panel = ViewNode(id: "panel", kind: .view, frame: Rect(x: 0, y: 461, width: 375, height: 206), children: [toolbar, picker])
        return ViewNode(id: "root", kind: .view, frame: screen, children: [button("back", 0, 28, 50, 50), form, panel])
    }

    /// The ids the engine's moves reach from `start`.
    static func reached(from start: String, in snapshot: FocusSnapshot) -> Set<String> {
        var seen: Set<String> = [start]
        var queue = [start]
        while let id = queue.popLast() {
            for action in [GamepadAction.moveUp, .moveDown, .moveLeft, .moveRight] {
                var engine = FocusEngine()
                _ = engine.update(snapshot)
                _ = engine.focus(id: id)
                _ = engine.wake()
                _ = engine.handle(action)
                if let target = engine.focusedCandidate?.id, seen.insert(target).inserted { queue.append(target) }
            }
        }
        return seen
    }

    /// The engine's move from `id`.
    static func move(_ action: GamepadAction, from id: String, in snapshot: FocusSnapshot) -> String? {
        var engine = FocusEngine()
        _ = engine.update(snapshot)
        _ = engine.focus(id: id)
        _ = engine.wake()
        _ = engine.handle(action)
        return engine.focusedCandidate?.id
    }

    @Test("up from a picker under its toolbar, both laid over a form, is the toolbar, not the form's rows scrolled in above it; every control is reached")
    func pickerPanelOverForm() throws {
        let snapshot = FocusScanner().scan(Self.pickerPanel(), bounds: Self.screen)
        // The panel covers the form's last rows where they are: they need a scroll.
        #expect(snapshot.candidates.filter(\.needsScroll).map(\.id) == ["perMonth", "weekends", "save"])
        #expect(Self.move(.moveUp, from: "picker", in: snapshot) == "cancel")
        #expect(Self.move(.moveDown, from: "cancel", in: snapshot) == "picker")
        #expect(Self.move(.moveUp, from: "cancel", in: snapshot) == "perWeek")
        #expect(Self.reached(from: "back", in: snapshot) == Set(snapshot.candidates.map(\.id)))
    }

    @Test("down from the form's last row in view goes on to the rows the scroll brings in, before the toolbar below them")
    func formRowsBeforeToolbar() {
        let snapshot = FocusScanner().scan(Self.pickerPanel(), bounds: Self.screen)
        #expect(Self.move(.moveDown, from: "perWeek", in: snapshot) == "perMonth")
    }

    /// A note's card: a search field, a 60 pt square button with no title (the app's larger
    /// touch area) and the 30×27 pt Edit button drawn over its centre, then Done.
    static func hitArea(outer: Rect = Rect(x: 300, y: 150, width: 60, height: 60),
                        inner: Rect = Rect(x: 315, y: 166.5, width: 30, height: 27)) -> ViewNode {
        ViewNode(id: "root", kind: .view, frame: screen, children: [
            ViewNode(id: "search", kind: .textField, frame: Rect(x: 20, y: 64, width: 335, height: 40)),
            ViewNode(id: "editHitArea", kind: .button, frame: outer),
            ViewNode(id: "edit", kind: .button, frame: inner, label: "Edit"),
            ViewNode(id: "done", kind: .button, frame: Rect(x: 20, y: 600, width: 335, height: 44), label: "Done"),
        ])
    }

    @Test("a button behind a smaller one, centred on it, only enlarges its touch area: one stop, the button on top, and moves reach it")
    func hitAreaIsOneStop() {
        let snapshot = FocusScanner().scan(Self.hitArea(), bounds: Self.screen)
        #expect(snapshot.candidates.map(\.id) == ["search", "edit", "done"])
        #expect(Self.move(.moveDown, from: "search", in: snapshot) == "edit")
        #expect(Self.move(.moveUp, from: "done", in: snapshot) == "edit")
    }

    @Test("a card button with a button in its middle, or a button off its centre, stays two stops")
    func cardsKeepTheirButtons() {
        let card = FocusScanner().scan(Self.hitArea(outer: Rect(x: 20, y: 130, width: 335, height: 100)), bounds: Self.screen)
        #expect(card.candidates.map(\.id) == ["search", "editHitArea", "edit", "done"])
        let corner = FocusScanner().scan(Self.hitArea(inner: Rect(x: 326, y: 154, width: 30, height: 27)), bounds: Self.screen)
        #expect(corner.candidates.map(\.id) == ["search", "editHitArea", "edit", "done"])
    }

    @Test("in a list, down from the row above lands on the button on top of a row's hit area, not on a row still to scroll to")
    func hitAreaInARow() {
        let comment = ViewNode(id: "comment", kind: .tableRow, frame: Rect(x: 0, y: 0, width: 375, height: 46), rowPath: RowPath(section: 0, row: 0))
        let note = ViewNode(id: "note", kind: .tableRow, frame: Rect(x: 0, y: 46, width: 375, height: 80), children: [
            ViewNode(id: "noteText", kind: .label, frame: Rect(x: 16, y: 10, width: 200, height: 20), label: "Lunch"),
            ViewNode(id: "editHitArea", kind: .button, frame: Rect(x: 300, y: 10, width: 60, height: 60)),
            ViewNode(id: "edit", kind: .button, frame: Rect(x: 315, y: 26.5, width: 30, height: 27), label: "Edit"),
        ], rowPath: RowPath(section: 0, row: 1))
        let table = ViewNode(id: "notes", kind: .table, frame: Rect(x: 0, y: 100, width: 375, height: 500), children: [comment, note],
                             sectionRowCounts: [2])
        let snapshot = FocusScanner().scan(ViewNode(id: "root", kind: .view, frame: Self.screen, children: [table]), bounds: Self.screen)
        #expect(!snapshot.candidates.contains { $0.id == "editHitArea" })
        let landed = Self.move(.moveDown, from: "notes[0.0]", in: snapshot)
        #expect(landed.map { snapshot.candidate(id: $0)?.rowPath } == RowPath(section: 0, row: 1))
        #expect(Self.reached(from: "notes[0.0]", in: snapshot) == Set(snapshot.candidates.map(\.id)))
    }
}
