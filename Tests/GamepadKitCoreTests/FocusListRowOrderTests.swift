import Testing
@testable import GamepadKitCore

@Suite("List row order")
struct FocusListRowOrderTests {
    let list = ListInfo(id: "inbox", kind: .table, frame: .zero, sectionRowCounts: [2, 0, -3, 1], visibleRows: [:])

    @Test("the row after the last of a section is the first of the next non-empty section")
    func crossesEmptySections() {
        #expect(list.path(after: RowPath(section: 0, row: 1)) == RowPath(section: 3, row: 0))
        #expect(list.path(before: RowPath(section: 3, row: 0)) == RowPath(section: 0, row: 1))
    }

    @Test("the first row has nothing before it and the last nothing after it")
    func ends() {
        #expect(list.path(before: RowPath(section: 0, row: 0)) == nil)
        #expect(list.path(after: RowPath(section: 3, row: 0)) == nil)
    }

    @Test("rows the list does not have have no place and no neighbours")
    func outOfRange() {
        #expect(list.index(of: RowPath(section: 1, row: 0)) == nil)
        #expect(list.index(of: RowPath(section: 9, row: 0)) == nil)
        #expect(list.index(of: RowPath(section: 0, row: -1)) == nil)
        #expect(list.path(after: RowPath(section: 2, row: 0)) == nil)
        #expect(list.path(atIndex: 3) == nil)
        #expect(list.index(of: RowPath(section: 3, row: 0)) == 2)
        #expect(list.path(atIndex: 2) == RowPath(section: 3, row: 0))
    }

    @Test("a list that reports Int.max rows per section is counted with ten million per section")
    func absurdCountsAreClamped() {
        let huge = ListInfo(id: "feed", kind: .table, frame: .zero, sectionRowCounts: [Int.max, Int.max], visibleRows: [:])
        #expect(huge.sectionRowCounts == [10_000_000, 10_000_000])
        #expect(huge.rowCount == 20_000_000)
        #expect(huge.index(of: RowPath(section: 1, row: 5)) == 10_000_005)
        #expect(huge.path(after: RowPath(section: 0, row: 9_999_999)) == RowPath(section: 1, row: 0))
        #expect(huge.index(of: RowPath(section: 1, row: 10_000_000)) == nil)
    }

    @Test("counts set after creation are read clamped too")
    func countsSetLaterAreClamped() {
        var list = ListInfo(id: "feed", kind: .table, frame: .zero, sectionRowCounts: [], visibleRows: [:])
        list.sectionRowCounts = [Int.max, -4, Int.max]
        #expect(list.rowCount == 20_000_000)
        #expect(list.path(after: RowPath(section: 0, row: 9_999_999)) == RowPath(section: 2, row: 0))
    }

    @Test("moving down twice in a table with Int.max rows per section scrolls row by row")
    func movingInAnAbsurdTable() {
        let (rows, table) = FocusFixtures.table("feed", sections: [Int.max, Int.max], visible: [RowPath(section: 0, row: 0)])
        var engine = FocusFixtures.awakeEngine(on: FocusFixtures.snapshot(rows, lists: [table]))
        #expect(engine.handle(.moveDown) == [.scrollToRow(listID: "feed", row: RowPath(section: 0, row: 1))])
        #expect(engine.handle(.moveDown) == [.scrollToRow(listID: "feed", row: RowPath(section: 0, row: 2))])
        #expect(engine.focusedID == FocusFixtures.row("feed", 0, 2))
    }

    @Test("a focused row that vanished from a list with absurd counts recovers to the nearest visible row")
    func recoveringInAnAbsurdTable() {
        let (rows, table) = FocusFixtures.table("feed", sections: [Int.max, Int.max], visible: [RowPath(section: 1, row: 0), RowPath(section: 1, row: 1)])
        var engine = FocusFixtures.awakeEngine(on: FocusFixtures.snapshot(rows, lists: [table]))
        _ = engine.focus(id: FocusFixtures.row("feed", 1, 1))
        let (fewer, shrunk) = FocusFixtures.table("feed", sections: [Int.max, 1], visible: [RowPath(section: 1, row: 0)])
        #expect(engine.update(FocusFixtures.snapshot(fewer, lists: [shrunk])) == [
            .focus(id: FocusFixtures.row("feed", 1, 0), frame: Rect(x: 0, y: 100, width: 300, height: 60), animated: true),
        ])
    }
}
