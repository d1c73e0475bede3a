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
}
