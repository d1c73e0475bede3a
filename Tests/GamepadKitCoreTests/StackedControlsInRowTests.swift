import Testing
@testable import GamepadKitCore

/// A symptom checklist: a name row, a row holding five switches above one another, a Save row.
/// A finger reaches every switch; up and down go through them before leaving their row.
@Suite("Controls stacked inside one row")
struct StackedControlsInRowTests {
    static let symptoms = ["fever", "cough", "headache", "fatigue", "nausea"]

    static func checklist() -> FocusSnapshot {
        var candidates = [FocusCandidate(id: "t[0.0]", kind: .tableRow, frame: Rect(x: 0, y: 100, width: 375, height: 44),
                                         listID: "t", rowPath: RowPath(section: 0, row: 0), scrollContainerID: "t")]
        for (index, name) in symptoms.enumerated() {
            candidates.append(FocusCandidate(id: name, kind: .switch, frame: Rect(x: 302, y: 154 + Double(index) * 44, width: 51, height: 31),
                                             listID: "t", rowPath: RowPath(section: 0, row: 1), scrollContainerID: "t"))
        }
        candidates.append(FocusCandidate(id: "t[0.2]", kind: .tableRow, frame: Rect(x: 0, y: 374, width: 375, height: 44),
                                         listID: "t", rowPath: RowPath(section: 0, row: 2), scrollContainerID: "t"))
        let list = ListInfo(id: "t", kind: .table, frame: Rect(x: 0, y: 100, width: 375, height: 500), sectionRowCounts: [3],
                            visibleRows: [RowPath(section: 0, row: 0): "t[0.0]", RowPath(section: 0, row: 1): "fever",
                                          RowPath(section: 0, row: 2): "t[0.2]"])
        return FocusSnapshot(bounds: Rect(x: 0, y: 0, width: 375, height: 667), candidates: candidates, lists: [list])
    }

    static func presses(_ direction: MoveDirection, from id: String, count: Int) -> [String?] {
        var engine = FocusFixtures.awakeEngine(on: checklist())
        _ = engine.focus(id: id)
        return (0..<count).map { _ in
            _ = engine.handle(.move(direction))
            return engine.focusedID
        }
    }

    @Test("down from the name row visits each of the five switches, then the Save row")
    func downVisitsEverySwitch() {
        #expect(Self.presses(.down, from: "t[0.0]", count: 6) == ["fever", "cough", "headache", "fatigue", "nausea", "t[0.2]"])
    }

    @Test("up from the Save row enters at the lowest switch and climbs through them to the name row")
    func upClimbsThroughTheSwitches() {
        #expect(Self.presses(.up, from: "t[0.2]", count: 6) == ["nausea", "fatigue", "headache", "cough", "fever", "t[0.0]"])
    }

    @Test("the engine's one-press answer, which the map draws, is the same move")
    func moveTargetAgrees() {
        let engine = FocusFixtures.awakeEngine(on: Self.checklist())
        #expect(engine.moveTarget(from: "cough", .down) == "headache")
        #expect(engine.moveTarget(from: "cough", .up) == "fever")
        #expect(engine.moveTarget(from: "nausea", .down) == "t[0.2]")
    }

    @Test("two buttons side by side in a row are not stacked: down leaves the row")
    func sideBySideIsNotStacked() {
        let candidates = [
            FocusCandidate(id: "play", kind: .button, frame: Rect(x: 16, y: 110, width: 100, height: 40), listID: "t", rowPath: RowPath(section: 0, row: 0), scrollContainerID: "t"),
            FocusCandidate(id: "more", kind: .button, frame: Rect(x: 200, y: 112, width: 100, height: 40), listID: "t", rowPath: RowPath(section: 0, row: 0), scrollContainerID: "t"),
            FocusCandidate(id: "t[0.1]", kind: .tableRow, frame: Rect(x: 0, y: 160, width: 375, height: 60), listID: "t", rowPath: RowPath(section: 0, row: 1), scrollContainerID: "t"),
        ]
        let list = ListInfo(id: "t", kind: .table, frame: Rect(x: 0, y: 100, width: 375, height: 500), sectionRowCounts: [2],
                            visibleRows: [RowPath(section: 0, row: 0): "play", RowPath(section: 0, row: 1): "t[0.1]"])
        var engine = FocusFixtures.awakeEngine(on: FocusSnapshot(bounds: Rect(x: 0, y: 0, width: 375, height: 667), candidates: candidates, lists: [list]))
        _ = engine.focus(id: "play")
        _ = engine.handle(.move(.down))
        #expect(engine.focusedID == "t[0.1]")
    }

    /// A settings row that opens a screen (its disclosure at the right end) and holds two fields
    /// side by side, the row above holding a field and an info button at its right end.
    static func fieldPairRow() -> FocusSnapshot {
        let row1 = RowPath(section: 0, row: 1)
        let candidates = [
            FocusCandidate(id: "key", kind: .textField, frame: Rect(x: 20, y: 105, width: 121, height: 34), listID: "t", rowPath: RowPath(section: 0, row: 0), scrollContainerID: "t"),
            FocusCandidate(id: "info", kind: .button, frame: Rect(x: 357, y: 106, width: 32, height: 32), listID: "t", rowPath: RowPath(section: 0, row: 0), scrollContainerID: "t"),
            FocusCandidate(id: "t[0.1]", kind: .tableRow, frame: Rect(x: 0, y: 144, width: 393, height: 44), listID: "t", rowPath: row1, scrollContainerID: "t"),
            FocusCandidate(id: "relation", kind: .textField, frame: Rect(x: 20, y: 149, width: 121, height: 34), listID: "t", rowPath: row1, scrollContainerID: "t"),
            FocusCandidate(id: "type", kind: .textField, frame: Rect(x: 154, y: 149, width: 189, height: 34), listID: "t", rowPath: row1, scrollContainerID: "t"),
        ]
        let list = ListInfo(id: "t", kind: .table, frame: Rect(x: 0, y: 100, width: 393, height: 500), sectionRowCounts: [2],
                            visibleRows: [RowPath(section: 0, row: 0): "key", row1: "t[0.1]"])
        return FocusSnapshot(bounds: Rect(x: 0, y: 0, width: 393, height: 852), candidates: candidates, lists: [list])
    }

    @Test("right from a row's last field reaches the row itself where a finger taps it, beside its fields; left from it comes back")
    func rowBesideItsFields() {
        var engine = FocusFixtures.awakeEngine(on: Self.fieldPairRow())
        _ = engine.focus(id: "relation")
        var landed: [String?] = []
        for direction in [MoveDirection.right, .right, .left] {
            _ = engine.handle(.move(direction))
            landed.append(engine.focusedID)
        }
        #expect(landed == ["type", "t[0.1]", "type"])
        #expect(engine.moveTarget(from: "type", .right) == "t[0.1]")
        // Left of the first field only the 20 pt margin is the row's: too narrow to be its place.
        #expect(engine.moveTarget(from: "relation", .left) != "t[0.1]")
    }

    /// Two rows of a timeline: each an avatar at its leading edge and four action buttons below
    /// and beside it (reply, boost, favourite, more), as a social app's post cell lays them out.
    static func posts() -> FocusSnapshot {
        var candidates: [FocusCandidate] = []
        var visibleRows: [RowPath: String] = [:]
        for row in 0..<2 {
            let path = RowPath(section: 0, row: row)
            let top = 100 + Double(row) * 140
            candidates.append(FocusCandidate(id: "avatar\(row)", kind: .button, frame: Rect(x: 10, y: top + 36, width: 48, height: 48),
                                             listID: "t", rowPath: path, scrollContainerID: "t"))
            for (index, name) in ["reply", "boost", "favourite", "more"].enumerated() {
                candidates.append(FocusCandidate(id: "\(name)\(row)", kind: .button,
                                                 frame: Rect(x: 58 + Double(index) * 54, y: top + 82.5, width: 44, height: 44),
                                                 listID: "t", rowPath: path, scrollContainerID: "t"))
            }
            visibleRows[path] = "avatar\(row)"
        }
        let list = ListInfo(id: "t", kind: .table, frame: Rect(x: 0, y: 100, width: 414, height: 600), sectionRowCounts: [2],
                            visibleRows: visibleRows)
        return FocusSnapshot(bounds: Rect(x: 0, y: 0, width: 414, height: 896), candidates: candidates, lists: [list])
    }

    /// A table of event sections: the first row holds only "View all" at its right; each card
    /// row below holds "View all" at its top right, a distance icon at its bottom left and a share
    /// button at its bottom right.
    static func eventCards() -> FocusSnapshot {
        var candidates: [FocusCandidate] = []
        var rows: [RowPath: String] = [:]
        for row in 0..<3 {
            let top = 100 + Double(row) * 205
            let path = RowPath(section: 0, row: row)
            candidates.append(FocusCandidate(id: "viewAll\(row)", kind: .button, frame: Rect(x: 314, y: top, width: 49, height: 51),
                                             listID: "t", rowPath: path, scrollContainerID: "t"))
            rows[path] = "viewAll\(row)"
            guard row > 0 else { continue }
            candidates.append(FocusCandidate(id: "distance\(row)", kind: .button, frame: Rect(x: 0, y: top + 51, width: 32, height: 20),
                                             listID: "t", rowPath: path, scrollContainerID: "t"))
            candidates.append(FocusCandidate(id: "share\(row)", kind: .button, frame: Rect(x: 327, y: top + 61, width: 38, height: 24),
                                             listID: "t", rowPath: path, scrollContainerID: "t"))
        }
        let list = ListInfo(id: "t", kind: .table, frame: Rect(x: 0, y: 100, width: 375, height: 567), sectionRowCounts: [3], visibleRows: rows)
        return FocusSnapshot(bounds: Rect(x: 0, y: 0, width: 375, height: 667), candidates: candidates, lists: [list])
    }

    @Test("up from a card's distance icon, whose own View all lies far to its side above, stays put; right then up goes through the card to the card above")
    func farStopOfTheRowLeadsTheWay() {
        var engine = FocusFixtures.awakeEngine(on: Self.eventCards())
        #expect(engine.moveTarget(from: "distance1", .up) == nil)
        _ = engine.focus(id: "distance1")
        #expect(engine.handle(.moveUp) == [.bump(.up)])
        #expect(engine.moveTarget(from: "distance1", .right) == "share1")
        #expect(engine.moveTarget(from: "share1", .up) == "viewAll1")
        #expect(engine.moveTarget(from: "viewAll1", .up) == "viewAll0")
        // Down from the distance icon: nothing of its row lies below, so the next card is
        // entered, at its distance icon in line.
        #expect(engine.moveTarget(from: "distance1", .down) == "distance2")
        // Without a stop of its own row above, a row's only stop far to the side is still entered
        // (one button per row on alternate sides, as chat bubbles).
        var bubbles = Self.eventCards()
        bubbles.candidates.removeAll { $0.id == "viewAll1" || $0.id == "share1" }
        bubbles.lists[0].visibleRows[RowPath(section: 0, row: 1)] = "distance1"
        #expect(FocusFixtures.awakeEngine(on: bubbles).moveTarget(from: "distance1", .up) == "viewAll0")
    }

    @Test("up from an action button far to the side of the avatar leaves the row rather than leap to the avatar")
    func farSideIsNoStack() {
        let engine = FocusFixtures.awakeEngine(on: Self.posts())
        // Reply and boost lie under or near the avatar: up reaches it inside the row.
        #expect(engine.moveTarget(from: "reply1", .up) == "avatar1")
        #expect(engine.moveTarget(from: "boost1", .up) == "avatar1")
        // Favourite and more lie 108 and 162 pt to its side: up goes to the row above, to the
        // action button in line with them.
        #expect(engine.moveTarget(from: "favourite1", .up) == "favourite0")
        #expect(engine.moveTarget(from: "more1", .up) == "more0")
        #expect(engine.moveTarget(from: "avatar1", .down) == "reply1")
    }

    @Test("down into a post whose action buttons need a scroll lands on the button in line, not on a photo far to the side that shows")
    func inLineBeforeShownFarSide() {
        var snapshot = Self.posts()
        snapshot.candidates = snapshot.candidates.map { candidate in
            var candidate = candidate
            if candidate.rowPath?.row == 1 && candidate.id != "avatar1" { candidate.needsScroll = true }
            return candidate
        }
        snapshot.candidates.append(FocusCandidate(id: "photo1", kind: .button, frame: Rect(x: 68, y: 262, width: 50, height: 50),
                                                  listID: "t", rowPath: RowPath(section: 0, row: 1), scrollContainerID: "t"))
        let engine = FocusFixtures.awakeEngine(on: snapshot)
        #expect(engine.moveTarget(from: "more0", .down) == "more1")
        // Near enough to the side, what shows still comes first.
        #expect(engine.moveTarget(from: "boost0", .down) == "photo1")
    }

    @Test("down from a toolbar button above a list enters it at the wide button in line, scrolled in, not at a small one far to the side that shows")
    func listEnteredInLineBeforeShownFarSide() {
        // An events screen: two small buttons at the top left, a list below whose row holds a
        // copy button at its trailing edge (showing) and a wide button under it (clipped).
        let row = RowPath(section: 0, row: 0)
        let candidates = [
            FocusCandidate(id: "close", kind: .button, frame: Rect(x: 8, y: 14, width: 32, height: 32)),
            FocusCandidate(id: "trash", kind: .button, frame: Rect(x: 42, y: 14, width: 32, height: 32)),
            FocusCandidate(id: "copy", kind: .button, frame: Rect(x: 286, y: 93, width: 26, height: 26),
                           listID: "events", rowPath: row, scrollContainerID: "events"),
            FocusCandidate(id: "event", kind: .button, frame: Rect(x: 19, y: 117.5, width: 289, height: 36),
                           listID: "events", rowPath: row, scrollContainerID: "events", needsScroll: true),
        ]
        let list = ListInfo(id: "events", kind: .table, frame: Rect(x: 0, y: 52, width: 320, height: 241), sectionRowCounts: [1],
                            visibleRows: [:])
        let engine = FocusFixtures.awakeEngine(on: FocusSnapshot(bounds: Rect(x: 0, y: 0, width: 320, height: 480),
                                                                 candidates: candidates, lists: [list]))
        #expect(engine.moveTarget(from: "close", .down) == "event")
        #expect(engine.moveTarget(from: "trash", .down) == "event")
    }

    @Test("the same into a post whose photos are a shelf: the button in line, scrolled in, before a photo far to the side")
    func inLineBeforeShownShelfItem() {
        var snapshot = Self.posts()
        let row1 = RowPath(section: 0, row: 1)
        snapshot.candidates = snapshot.candidates.map { candidate in
            var candidate = candidate
            if candidate.rowPath == row1 && candidate.id != "avatar1" { candidate.needsScroll = true }
            return candidate
        }
        snapshot.candidates.append(FocusCandidate(id: "media1[0.0]", kind: .collectionItem, frame: Rect(x: 68, y: 262, width: 50, height: 50),
                                                  listID: "media1", rowPath: RowPath(section: 0, row: 0), scrollContainerID: "media1"))
        // The row itself is no stop: its photos are a collection of their own inside it.
        snapshot.lists[0].visibleRows[row1] = "t[0.1]"
        var shelf = ListInfo(id: "media1", kind: .collection, frame: Rect(x: 68, y: 262, width: 336, height: 100), sectionRowCounts: [3],
                             visibleRows: [RowPath(section: 0, row: 0): "media1[0.0]"])
        shelf.enclosingListID = "t"
        shelf.enclosingRowPath = row1
        snapshot.lists.append(shelf)
        let engine = FocusFixtures.awakeEngine(on: snapshot)
        #expect(engine.moveTarget(from: "more0", .down) == "more1")
        #expect(engine.moveTarget(from: "reply0", .down) == "media1[0.0]")
    }
}
