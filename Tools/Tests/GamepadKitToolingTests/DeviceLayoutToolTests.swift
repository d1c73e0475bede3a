import Foundation
import GamepadKitCore
import GamepadKitInterchange
import Testing
@testable import GamepadKitTooling

/// The tools with `--device` and `--rtl` over the Auto Layout fixtures of
/// `Tests/GamepadKitInterchangeTests/Fixtures/AutoLayout`.
@Suite("Tools on scenes laid out from their constraints: devices, right to left, constraint findings")
struct DeviceLayoutToolTests {
    static func fixture(_ name: String, _ sourceFile: String = #filePath) -> String {
        var url = URL(fileURLWithPath: sourceFile)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Tests/GamepadKitInterchangeTests/Fixtures/AutoLayout/\(name)").path
    }

    func lint(_ name: String, device: String? = nil, rightToLeft: Bool = false) throws -> [SceneLint] {
        let layouts = try DeviceLayoutChoice.layouts(device: device, rightToLeft: rightToLeft)
        return try SceneSource.load(Self.fixture(name), layouts: layouts).scenes.map { SceneLint(file: nil, scene: $0) }
    }

    @Test("lint at iPhone SE finds the chip pushed off screen; at iPad Pro the same scene has no finding")
    func findingsPerDevice() throws {
        let small = try #require(try lint("GenreForm.storyboard", device: "iPhone SE").first)
        #expect(small.sceneName == "Genres [iPhone SE (3rd generation)]")
        #expect(small.findings(of: .outsideScene).map(\.elementID) == ["chip-4"])
        let large = try #require(try lint("GenreForm.storyboard", device: "iPad Pro 13-inch").first)
        #expect(large.findings.isEmpty)
    }

    @Test("--device all lays the calculator out on ten screens, every key a stop on each")
    func allDevices() throws {
        let result = MapTool.run(file: Self.fixture("Calculator45.storyboard"), json: true,
                                 layouts: try DeviceLayoutChoice.layouts(device: "all", rightToLeft: false))
        #expect(result.status == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let scenes = try #require(object["scenes"] as? [[String: Any]])
        #expect(scenes.count == 10)
        #expect(scenes.allSatisfy { ($0["elements"] as? [Any])?.count == 20 })
    }

    @Test("a device named alone follows each file's saved orientation; one named with landscape or portrait, or all, keeps what it says")
    func orientationFollowsTheFile() throws {
        let alone = try DeviceLayoutChoice.layouts(device: "iPhone SE", rightToLeft: false)
        #expect(alone.map(\.followsStoredOrientation) == [true])
        for named in ["iPhone SE portrait", "iPhone SE landscape", "retina4_7 landscape"] {
            #expect(try DeviceLayoutChoice.layouts(device: named, rightToLeft: false).map(\.followsStoredOrientation) == [false])
        }
        #expect(try DeviceLayoutChoice.layouts(device: "all", rightToLeft: false).allSatisfy { !$0.followsStoredOrientation })
        let turned = try #require(try DeviceLayoutChoice.layouts(device: "iPhone 16 landscape", rightToLeft: false).first)
        #expect(DeviceLayoutChoice.sceneName("Genres", options: turned) == "Genres [iPhone 16, landscape]")
    }

    @Test("an unknown device is bad input naming the devices there are")
    func unknownDevice() {
        #expect(throws: ToolFailure.self) { try DeviceLayoutChoice.layouts(device: "Pixel 9", rightToLeft: false) }
    }

    @Test("right to left, simulate starts on the top leading (right) button and right moves toward the trailing side")
    func rightToLeftSimulation() throws {
        let result = SimulateTool.run(file: Self.fixture("EpisodeHeader.storyboard"), presses: "right,down", json: false,
                                      layouts: try DeviceLayoutChoice.layouts(device: nil, rightToLeft: true))
        #expect(result.status == .success)
        #expect(result.output.contains("start → focus: back"))
        #expect(result.output.contains("focus back at [317, 79, 60, 34]"))
    }

    @Test("lint names ambiguous, conflicting and misplaced constraint sets with their scenes")
    func constraintFindings() throws {
        let lints = try lint("ConstraintIssues.storyboard")
        let kinds = lints.map { "\($0.sceneName): \($0.findings.map(\.kind.rawValue).joined(separator: ","))" }
        #expect(kinds == ["Ambiguous: ambiguousLayout", "Conflicting: conflictingConstraints", "Misplaced: misplacedViews"])
        let conflict = try #require(lints[1].findings.first)
        #expect(conflict.message.contains("scene \"Conflicting\""))
        #expect(conflict.otherID == "cf-c3")
    }

    @Test("a view-controller xib is a scene in every tool, not exit 2")
    func viewControllerXib() {
        let result = MapTool.run(file: Self.fixture("PlayerViewController.xib"), json: false)
        #expect(result.status == .success)
        #expect(result.output.contains("PlayerViewController"))
    }
}
