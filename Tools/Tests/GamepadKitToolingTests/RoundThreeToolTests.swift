import Foundation
import GamepadKitCore
import GamepadKitInterchange
import Testing
@testable import GamepadKitTooling

/// The tools over `Tests/GamepadKitInterchangeTests/Fixtures/RoundThree/RowsAndOverlays.storyboard`:
/// a popup over a dismiss backdrop, a lone Cancel above a list that scrolls under the tab bar,
/// a compass keypad, an inbox whose rows hold an avatar and a Reply button.
@Suite("Tools on rows, overlays, lone controls and keypads")
struct RoundThreeToolTests {
    static func fixture(_ name: String = "RowsAndOverlays.storyboard", _ sourceFile: String = #filePath) -> String {
        var url = URL(fileURLWithPath: sourceFile)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Tests/GamepadKitInterchangeTests/Fixtures/RoundThree/\(name)").path
    }

    func scene(_ name: String) throws -> ScannedScene {
        try #require(try SceneSource.load(Self.fixture()).selecting(name).first)
    }

    @Test("the lone Cancel goes down into the list, never sideways to a tab; lint has no note and nothing unreachable")
    func loneCancel() throws {
        let stations = try scene("StationsViewController")
        #expect(stations.neighbor(of: "Ovl-Lc-Cn", .right) == nil)
        #expect(stations.neighbor(of: "Ovl-Lc-Cn", .left) == nil)
        #expect(stations.neighbor(of: "Ovl-Lc-Cn", .down) == "Ovl-Lc-Tv[0.0]")
        let lint = SceneLint(file: nil, scene: stations)
        #expect(lint.notes.isEmpty)
        #expect(lint.findings(of: .unreachable).isEmpty)
    }

    @Test("in the inbox, down from a Reply button goes to the next row's Reply button in the map, as simulate does")
    func inboxGoesStraightDown() throws {
        let inbox = try scene("InboxViewController")
        #expect(inbox.neighbor(of: "Ovl-In-R0", .down) == "Ovl-In-R1")
        #expect(inbox.neighbor(of: "Ovl-In-A1", .up) == "Ovl-In-A0")
        let simulated = SimulateTool.run(file: Self.fixture(), presses: "down,down", from: "Ovl-In-R0", scene: "InboxViewController")
        #expect(simulated.output.contains("1. down (moveDown) → focus: Ovl-In-R1"))
        #expect(simulated.output.contains("2. down (moveDown) → focus: Ovl-In-R2"))
        #expect(MapReport.json([inbox]).text.contains(#""id":"Ovl-In-R0","kind":"button","frame":[262,40,64,32],"up":null,"down":"Ovl-In-R1""#))
    }

    @Test("the rover's compass keypad: down from North is South, up from South is North")
    func compass() throws {
        let rover = try scene("RoverViewController")
        #expect(rover.neighbor(of: "Ovl-Cp-N", .down) == "Ovl-Cp-S")
        #expect(rover.neighbor(of: "Ovl-Cp-S", .up) == "Ovl-Cp-N")
        #expect(rover.candidate(id: "Ovl-Cp-N")?.label == "North")
    }

    @Test("the sort popup's backdrop is no stop, and lint finds nothing unreachable there")
    func popupBackdrop() throws {
        let popup = try scene("SortPopupViewController")
        #expect(popup.candidates.map(\.id) == ["Ovl-Pp-B1", "Ovl-Pp-B2", "Ovl-Pp-B3"])
        #expect(SceneLint(file: nil, scene: popup).findings.isEmpty)
    }

    @Test("no move of any round-three fixture is a far jump")
    func noFarJumps() throws {
        for name in ["RowsAndOverlays.storyboard", "BarsAndScreens.storyboard", "NamesAndCells.storyboard"] {
            for scene in try SceneSource.load(Self.fixture(name)).scenes {
                #expect(FarJump.jumps(in: scene).isEmpty, "\(name) \(scene.name)")
            }
        }
    }
}
