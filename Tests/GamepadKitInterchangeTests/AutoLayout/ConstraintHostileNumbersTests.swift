import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// The scenes of `AutoLayout/Hostile/name`.
private func hostileScenes(_ name: String, sourceFile: String = #filePath) throws -> [LayoutScene] {
    let folder = URL(fileURLWithPath: sourceFile).deletingLastPathComponent().deletingLastPathComponent()
    return try LayoutFile.load(path: folder.appendingPathComponent("Fixtures/AutoLayout/Hostile/" + name).path)
}

private func misplacedMessage(_ scenes: [LayoutScene]) -> String? {
    scenes.flatMap(\.constraintIssues).first { $0.kind == .misplaced }?.message
}

/// Frames far beyond `Int`'s range on the constraint path: each file used to end the command with
/// a trap while the misplaced-views message was written.
@Suite("Constraint layout with numbers beyond Int's range")
struct ConstraintHostileNumbersTests {
    @Test("a constrained button stored at x = 1e19 is a misplaced view whose stored frame is written as 1e+19")
    func farStoredView() throws {
        let message = try #require(misplacedMessage(try hostileScenes("FarStoredView.storyboard")))
        #expect(message.hasSuffix("far stored at (1e+19, 20, 100×34), laid out at (16, 20, 100×34)"))
    }

    @Test("three widths each 9,000,000 times the one before reach 2.9e+23 pt and are written as such")
    func chainedMultipliers() throws {
        let message = try #require(misplacedMessage(try hostileScenes("HugeMultiplier.storyboard")))
        #expect(message.hasPrefix("3 views stored away from where their constraints put them"))
        #expect(message.contains("wide3 stored at (16, 170, 100×34), laid out at (16, 170, 2.86497e+23×34)"))
    }

    @Test("an image 1e19 pt wide sizes its view and pushes the button after it to x = 1e+19")
    func hugeImage() throws {
        let message = try #require(misplacedMessage(try hostileScenes("HugeImage.storyboard")))
        #expect(message.contains("banner-view stored at (16, 20, 100×40), laid out at (16, 20, 1e+19×40)"))
        #expect(message.contains("go stored at (16, 80, 100×34), laid out at (1e+19, 80, 100×34)"))
    }

    @Test("a cell xib whose button is stored at x = 1e19 reads (a cell reports no constraint issues)")
    func farCellButton() throws {
        let scenes = try hostileScenes("FarCellButton.xib")
        #expect(scenes.count == 1)
        #expect(scenes.flatMap(\.constraintIssues).isEmpty)
    }

    @Test("a view stored at (−1e19, 1e19) on a 600 × 600 root reads, both numbers written whole")
    func farOnCanvas() throws {
        let message = try #require(misplacedMessage(try hostileScenes("FarOnCanvas.storyboard")))
        #expect(message.hasSuffix("far stored at (-1e+19, 1e+19, 100×34), laid out at (16, 20, 100×34)"))
    }

    @Test("a multiplier written as a ratio is held to the range of a plain one (below 10,000,000)")
    func ratioMultiplierRange() {
        #expect(InterfaceBuilderConstraint.number("1e19:1", default: 1, ratio: true) == nil)
        #expect(InterfaceBuilderConstraint.number("1:1e-300", default: 1, ratio: true) == nil)
        #expect(InterfaceBuilderConstraint.number("3:4", default: 1, ratio: true) == 0.75)
    }

    @Test("a ratio typed with spaces, as Interface Builder keeps it (0.8 : 1), is read; a bare space or a lone separator is not a number")
    func ratioWithSpaces() {
        #expect(InterfaceBuilderConstraint.number("0.8 : 1", default: 1, ratio: true) == 0.8)
        #expect(InterfaceBuilderConstraint.number(" 3/ 4 ", default: 1, ratio: true) == 0.75)
        #expect(InterfaceBuilderConstraint.number(" 12 ", default: 0) == 12)
        #expect(InterfaceBuilderConstraint.number(" ", default: 0) == nil)
        #expect(InterfaceBuilderConstraint.number(" : ", default: 1, ratio: true) == nil)
    }

    @Test("frames written for people: whole numbers bare, others to a tenth, far and infinite ones as Doubles")
    func frameText() {
        #expect(ConstraintSceneLayout.text(Rect(x: 16, y: 20.24, width: 1e19, height: 2e15)) == "(16, 20.2, 1e+19×2000000000000000.0)")
        #expect(ConstraintSceneLayout.text(Rect(x: -9.2e18, y: 999_999_999_999_999, width: .infinity, height: 0)) == "(-9.2e+18, 999999999999999, inf×0)")
    }
}
