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
}
