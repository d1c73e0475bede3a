import Testing
@testable import GamepadKitCore

@Suite("Focus engine: tables and collections")
struct FocusEngineListTests {
    typealias F = FocusFixtures

    @Test("down goes row by row across sections, scrolls to the first hidden row and focuses it after the update")
    func tableRowByRowWithScroll() {
        let visible = [RowPath(section: 0, row: 0), RowPath(section: 0, row: 1), RowPath(section: 0, row: 2),
                       RowPath(section: 1, row: 0), RowPath(section: 1, row: 1)]
        let table = F.table("inbox", sections: [3, 20], visible: visible)
        var engine = F.awakeEngine(on: F.snapshot(table.rows, lists: [table.list]))
        _ = engine.focus(id: F.row("inbox", 0, 2))

        #expect(engine.handle(.moveDown) == [.focus(id: F.row("inbox", 1, 0), frame: table.rows[3].frame, animated: true)])
        _ = engine.handle(.moveDown)
        #expect(engine.focusedID == F.row("inbox", 1, 1))

        #expect(engine.handle(.moveDown) == [.scrollToRow(listID: "inbox", row: RowPath(section: 1, row: 2))])
        #expect(engine.focusedID == F.row("inbox", 1, 2))

        let scrolled = F.table("inbox", sections: [3, 20], visible: Array(visible.dropFirst()) + [RowPath(section: 1, row: 2)])
        #expect(engine.update(F.snapshot(scrolled.rows, lists: [scrolled.list]))
            == [.focus(id: F.row("inbox", 1, 2), frame: scrolled.rows[4].frame, animated: true)])
    }

    @Test("up from the first visible row scrolls back to the row above it")
    func tableScrollsUp() {
        let table = F.table("inbox", sections: [10], visible: (4..<8).map { RowPath(section: 0, row: $0) })
        var engine = F.awakeEngine(on: F.snapshot(table.rows, lists: [table.list]))
        #expect(engine.focusedID == F.row("inbox", 0, 4))
        #expect(engine.handle(.moveUp) == [.scrollToRow(listID: "inbox", row: RowPath(section: 0, row: 3))])
    }

    @Test("a second down while a row is being scrolled to continues from that row")
    func tableKeepsGoingWhileScrolling() {
        let table = F.table("inbox", sections: [10], visible: (0..<3).map { RowPath(section: 0, row: $0) })
        var engine = F.awakeEngine(on: F.snapshot(table.rows, lists: [table.list]))
        _ = engine.focus(id: F.row("inbox", 0, 2))
        #expect(engine.handle(.moveDown) == [.scrollToRow(listID: "inbox", row: RowPath(section: 0, row: 3))])
        #expect(engine.handle(.moveDown) == [.scrollToRow(listID: "inbox", row: RowPath(section: 0, row: 4))])
        #expect(engine.focusedID == F.row("inbox", 0, 4))
        // A rebuild in the middle of the scroll, before the row is on screen, keeps waiting.
        #expect(engine.update(F.snapshot(table.rows, lists: [table.list])) == [])
        #expect(engine.focusedID == F.row("inbox", 0, 4))
    }

    @Test("up from the first row and down from the last row leave the table for what lies beyond")
    func leavingTableAtItsEnds() {
        let table = F.table("inbox", sections: [2, 1], visible: [RowPath(section: 0, row: 0), RowPath(section: 0, row: 1), RowPath(section: 1, row: 0)])
        let compose = F.element("compose", x: 100, y: 20)
        let settings = F.element("settings", x: 100, y: 400)
        let candidates = [compose] + table.rows + [settings]
        var engine = F.awakeEngine(on: F.snapshot(candidates, lists: [table.list]))
        _ = engine.focus(id: F.row("inbox", 0, 0))
        #expect(engine.handle(.moveUp) == [.focus(id: "compose", frame: compose.frame, animated: true)])

        _ = engine.focus(id: F.row("inbox", 1, 0))
        #expect(engine.handle(.moveDown) == [.focus(id: "settings", frame: settings.frame, animated: true)])
    }

    @Test("down from the last row with nothing below bumps")
    func lastRowBumps() {
        let table = F.table("inbox", sections: [2], visible: [RowPath(section: 0, row: 0), RowPath(section: 0, row: 1)])
        var engine = F.awakeEngine(on: F.snapshot(table.rows, lists: [table.list]))
        _ = engine.focus(id: F.row("inbox", 0, 1))
        #expect(engine.handle(.moveDown) == [.bump(.down)])
        #expect(engine.focusedID == F.row("inbox", 0, 1))
    }

    @Test("entering a table from above lands on its top visible row; from the side on the row alongside")
    func enteringTableLandsOnNearestRow() {
        let table = F.table("inbox", sections: [30], visible: (10..<16).map { RowPath(section: 0, row: $0) })
        let compose = F.element("compose", x: 100, y: 20)
        let side = F.element("side", x: 320, y: 100 + 3 * 60 + 10, width: 60, height: 40)
        var engine = F.awakeEngine(on: F.snapshot([compose] + table.rows + [side], lists: [table.list]))
        #expect(engine.focusedID == "compose")
        #expect(engine.handle(.moveDown) == [.focus(id: F.row("inbox", 0, 10), frame: table.rows[0].frame, animated: true)])

        _ = engine.focus(id: "side")
        #expect(engine.handle(.moveLeft) == [.focus(id: F.row("inbox", 0, 13), frame: table.rows[3].frame, animated: true)])
    }

    @Test("a focused row that scrolled away hands focus to the nearest visible row of its list")
    func scrolledAwayRowGoesToNearestVisibleRow() {
        let table = F.table("inbox", sections: [20], visible: (0..<5).map { RowPath(section: 0, row: $0) })
        let filter = F.element("filter", x: 320, y: 40, width: 60, height: 40)
        var engine = F.awakeEngine(on: F.snapshot([filter] + table.rows, lists: [table.list]))
        _ = engine.focus(id: F.row("inbox", 0, 1))

        let scrolled = F.table("inbox", sections: [20], visible: (6..<11).map { RowPath(section: 0, row: $0) })
        #expect(engine.update(F.snapshot([filter] + scrolled.rows, lists: [scrolled.list]))
            == [.focus(id: F.row("inbox", 0, 6), frame: scrolled.rows[0].frame, animated: true)])
    }

    @Test("A on a row selects it in its list")
    func activatingRowSelects() {
        let table = F.table("inbox", sections: [3], visible: (0..<3).map { RowPath(section: 0, row: $0) })
        var engine = F.awakeEngine(on: F.snapshot(table.rows, lists: [table.list]))
        _ = engine.handle(.moveDown)
        #expect(engine.handle(.activate) == [.selectRow(listID: "inbox", row: RowPath(section: 0, row: 1))])
    }

    @Test("in a grid collection, down from the last visible row scrolls one visual row further and focuses it after the update")
    func collectionScrollsAVisualRow() {
        let photos = F.collection("photos", count: 12, visible: 0..<6)
        var engine = F.awakeEngine(on: F.snapshot(photos.items, lists: [photos.list]))
        _ = engine.handle(.moveRight)
        #expect(engine.handle(.moveDown) == [.focus(id: F.row("photos", 0, 4), frame: photos.items[4].frame, animated: true)])

        #expect(engine.handle(.moveDown) == [.scrollToRow(listID: "photos", row: RowPath(section: 0, row: 7))])
        let scrolled = F.collection("photos", count: 12, visible: 3..<9)
        #expect(engine.update(F.snapshot(scrolled.items, lists: [scrolled.list]))
            == [.focus(id: F.row("photos", 0, 7), frame: scrolled.items[4].frame, animated: true)])
    }

    @Test("in a grid collection, right from the last item of a row bumps instead of scrolling")
    func collectionRightEdgeBumps() {
        let photos = F.collection("photos", count: 12, visible: 0..<6)
        var engine = F.awakeEngine(on: F.snapshot(photos.items, lists: [photos.list]))
        _ = engine.focus(id: F.row("photos", 0, 5))
        #expect(engine.handle(.moveRight) == [.bump(.right)])
    }

    @Test("in a grid collection, down from the last row of all items leaves the collection")
    func collectionLastRowLeaves() {
        let photos = F.collection("photos", count: 6, visible: 0..<6)
        let done = F.element("done", x: 140, y: 500)
        var engine = F.awakeEngine(on: F.snapshot(photos.items + [done], lists: [photos.list]))
        _ = engine.focus(id: F.row("photos", 0, 4))
        #expect(engine.handle(.moveDown) == [.focus(id: "done", frame: done.frame, animated: true)])
    }

    @Test("in a one-row carousel, right from the last visible item scrolls to the next item")
    func carouselScrollsSideways() {
        let carousel = F.collection("shelf", count: 10, visible: 0..<3, columns: 3)
        var engine = F.awakeEngine(on: F.snapshot(carousel.items, lists: [carousel.list]))
        _ = engine.focus(id: F.row("shelf", 0, 2))
        #expect(engine.handle(.moveRight) == [.scrollToRow(listID: "shelf", row: RowPath(section: 0, row: 3))])
        _ = engine.focus(id: F.row("shelf", 0, 1))
        #expect(engine.handle(.moveDown) == [.bump(.down)])
    }
}
