import Testing
@testable import GamepadKitCore

/// Moves from a row a move scrolls to that is not on screen yet: the engine goes on row by row
/// from it while focus waits for the row, and the tools' reachability follows it there.
@Suite("Moves from a row scrolled to")
struct OffscreenRowMoveTests {
    /// A table with two rows of which only the first is on screen, and a toolbar's Done and Edit below.
    static func engine() -> FocusEngine {
        let path = RowPath(section: 0, row: 0)
        let rowID = RowPath.rowID(list: "sites", path: path)
        let candidates = [
            FocusCandidate(id: rowID, kind: .tableRow, frame: Rect(x: 0, y: 500, width: 375, height: 44),
                           listID: "sites", rowPath: path, scrollContainerID: "sites"),
            FocusCandidate(id: "done", kind: .barButton, frame: Rect(x: 250, y: 623, width: 52, height: 44), barID: "toolbar"),
            FocusCandidate(id: "edit", kind: .barButton, frame: Rect(x: 310, y: 623, width: 52, height: 44), barID: "toolbar"),
        ]
        let list = ListInfo(id: "sites", kind: .table, frame: Rect(x: 0, y: 0, width: 375, height: 623),
                            sectionRowCounts: [2], visibleRows: [path: rowID])
        return FocusFixtures.awakeEngine(on: FocusSnapshot(bounds: Rect(x: 0, y: 0, width: 375, height: 667),
                                                           candidates: candidates, lists: [list]))
    }

    @Test("a row id reads back as its list and row; other strings do not")
    func rowIDsParse() {
        let parsed = RowPath.parse(rowID: RowPath.rowID(list: "outer[1.2]/inner", path: RowPath(section: 3, row: 14)))
        #expect(parsed?.listID == "outer[1.2]/inner")
        #expect(parsed?.path == RowPath(section: 3, row: 14))
        for text in ["sites", "sites[]", "sites[1]", "sites[1.x]", "sites[-1.0]", "sites[1.2", "[1.2.3]"] {
            #expect(RowPath.parse(rowID: text) == nil, "\(text)")
        }
    }

    @Test("down from the first row scrolls to the second; down from there, as on the device, reaches the toolbar")
    func downFromTheRowScrolledTo() {
        var engine = Self.engine()
        #expect(engine.moveTarget(from: "sites[0.0]", .down) == "sites[0.1]")
        #expect(engine.moveTarget(from: "sites[0.1]", .down) == "done")
        #expect(engine.moveTarget(from: "sites[0.1]", .up) == "sites[0.0]")
        // The engine itself, pressed twice, lands there too.
        _ = engine.focus(id: "sites[0.0]")
        _ = engine.handle(.move(.down))
        #expect(engine.focusedID == "sites[0.1]")
        _ = engine.handle(.move(.down))
        #expect(engine.focusedID == "done")
        // A row past the list's end, or of no list, is no place to move from.
        #expect(Self.engine().moveTarget(from: "sites[0.2]", .down) == nil)
        #expect(Self.engine().moveTarget(from: "other[0.1]", .down) == nil)
    }

    @Test("the drawing reaches the toolbar through the row scrolled to: nothing is unreachable")
    func drawingFollowsTheScroll() {
        let drawing = NavigationMapDrawing(engine: Self.engine())
        #expect(drawing.elements.filter { $0.state == .unreachable }.map(\.id) == [])
    }

    @Test("the walk follows rows off screen up to its bound, and marks a repeated id through its first candidate")
    func walkBound() {
        // Candidate 0 leads down to row "r0", each row "rN" to "rN+1" and the last to candidate 1.
        func walk(rows: Int) -> [Bool] {
            MoveReachability.reached(count: 3, from: 0, landing: { index, direction in
                index == 0 && direction == .down ? .other("r0") : nil
            }, offscreen: { id, direction in
                guard direction == .down, let number = Int(id.dropFirst()) else { return nil }
                return number + 1 < rows ? .other("r\(number + 1)") : .candidate(1)
            })
        }
        let bound = MoveReachability.maximumOffscreenRows
        #expect(walk(rows: bound) == [true, true, false])
        #expect(walk(rows: bound + 1) == [true, false, false])
        // A start out of range reaches nothing; a landing out of range is ignored.
        #expect(MoveReachability.reached(count: 2, from: 5, landing: { _, _ in .candidate(1) }, offscreen: { _, _ in nil }) == [false, false])
        #expect(MoveReachability.reached(count: 2, from: 0, landing: { _, _ in .candidate(7) }, offscreen: { _, _ in nil }) == [true, false])
        // In the drawing, a second candidate with a reached id is reached as its first is.
        let candidates = [
            FocusCandidate(id: "a", kind: .button, frame: Rect(x: 0, y: 0, width: 40, height: 40)),
            FocusCandidate(id: "b", kind: .button, frame: Rect(x: 0, y: 60, width: 40, height: 40)),
            FocusCandidate(id: "b", kind: .button, frame: Rect(x: 0, y: 120, width: 40, height: 40)),
            FocusCandidate(id: "c", kind: .button, frame: Rect(x: 0, y: 180, width: 40, height: 40)),
        ]
        let drawing = NavigationMapDrawing(candidates: candidates) { id, direction in
            id == "a" && direction == .down ? "b" : nil
        }
        #expect(drawing.elements.map(\.state) == [.reachable, .deadEnd, .deadEnd, .unreachable])
    }
}
