import Foundation
import GamepadKitCore
import GamepadKitInterchange
import Testing
@testable import GamepadKitTooling

/// The map a developer reads (`map`, `render`, `lint`) is what the device does: for every element
/// and direction of every layout file in the repository's fixtures and SampleApp, the neighbour
/// the map prints is where `simulate` (a fresh focus engine, focus set on the element, one press)
/// lands.
@Suite("Map equals simulate on every fixture")
struct MapMatchesSimulateTests {
    static func repositoryRoot(_ sourceFile: String = #filePath) -> URL {
        var url = URL(fileURLWithPath: sourceFile)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }

    /// Every storyboard, xib and layout JSON under `Tests/*/Fixtures`, `Tools/Tests` and `SampleApp`.
    static func layoutFiles() throws -> [String] {
        let root = repositoryRoot()
        var folders: [String] = []
        let tests = root.appendingPathComponent("Tests")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? [] {
            let fixtures = tests.appendingPathComponent(name).appendingPathComponent("Fixtures")
            if FileManager.default.fileExists(atPath: fixtures.path) { folders.append(fixtures.path) }
        }
        folders.append(root.appendingPathComponent("SampleApp").path)
        return try SceneSource.layoutFiles(in: folders)
    }

    @Test("the fixtures hold storyboards, xibs and SampleApp's storyboard")
    func fixturesAreFound() throws {
        let files = try Self.layoutFiles()
        #expect(files.contains { $0.hasSuffix(".xib") })
        #expect(files.contains { $0.hasSuffix("SampleApp/Resources/Main.storyboard") })
        #expect(files.count >= 8)
    }

    @Test("every move the map prints is the move simulate makes, in every scene of every fixture")
    func mapEqualsSimulate() throws {
        var moves = 0
        var differences: [String] = []
        for file in try Self.layoutFiles() {
            guard let source = try? SceneSource.load(file) else { continue }
            for scene in source.scenes {
                for element in MapElement.elements(of: scene) {
                    for direction in MoveDirection.allCases {
                        let steps = try FocusSimulation.run(snapshot: scene.snapshot, presses: [(direction.rawValue, GamepadAction.move(direction))],
                                                            from: element.id)
                        let landed = steps.last?.focusedID
                        let simulated = landed == element.id ? nil : landed
                        moves += 1
                        if simulated != element.neighbors[direction] {
                            differences.append("\((file as NSString).lastPathComponent) \(scene.name): \(direction.rawValue) from \(element.id) — map \(element.neighbors[direction] ?? "none"), simulate \(simulated ?? "none")")
                        }
                    }
                }
            }
        }
        #expect(moves > 600)
        #expect(differences.isEmpty, "\(differences.count) of \(moves) moves differ:\n\(differences.prefix(20).joined(separator: "\n"))")
    }
}
