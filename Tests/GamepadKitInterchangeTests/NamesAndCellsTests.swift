import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitInterchange

/// Names a person reads and rows as a finger meets them: `Fixtures/RoundThree/NamesAndCells.storyboard`.
@Suite("Readable names over image names, stale static cells, form rows")
struct NamesAndCellsTests {
    func account() throws -> FocusSnapshot {
        let scenes = try LayoutFile.load(path: fixturePath("RoundThree/NamesAndCells.storyboard"))
        let scene = try #require(scenes.first { $0.name == "AccountTableViewController" })
        return FocusScanner().scan(scene.root, bounds: scene.bounds, context: scene.context)
    }

    @Test("an image-only cell or bar item is named by its accessibility label or user label, not its image file")
    func readableNameWins() throws {
        let snapshot = try account()
        #expect(snapshot.candidate(id: "Nam-Tv-001[0.0]")?.label == "Profile picture")
        #expect(snapshot.candidate(id: "Nam-Tv-001[0.4]")?.label == "Sign out row")
        #expect(snapshot.candidate(id: "Nam-BB-001")?.label == "Settings")
    }

    @Test("static cells of which three share one stale frame and two store none are stacked one under another")
    func partlyStaleCellsAreStacked() throws {
        let rows = try account().candidates.filter { $0.listID != nil && $0.rowPath?.section == 0 }.map(\.frame)
        #expect(rows.count == 5)
        for (upper, lower) in zip(rows, rows.dropFirst()) {
            #expect(lower.minY == upper.maxY)
        }
    }

    @Test("a form row of a label and a text field is one stop whose A edits the field, even with a segue")
    func formRowIsOneStop() throws {
        let snapshot = try account()
        #expect(snapshot.candidate(id: "Nam-Tf-006") == nil)
        #expect(snapshot.candidate(id: "Nam-Tv-001[1.0]")?.controlID == "Nam-Tf-006")
        #expect(snapshot.candidate(id: "Nam-Tv-001[1.1]")?.controlID == "Nam-Tf-007")
    }
}
