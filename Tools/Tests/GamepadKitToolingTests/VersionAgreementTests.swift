import Foundation
import Testing
@testable import GamepadKitTooling

/// One version number for a release: the podspec, `gamepadkit --version`, the SARIF log's driver
/// and the newest release of the changelog say the same.
@Suite("One version number")
struct VersionAgreementTests {
    /// The repository root, three folders above this file (Tools/Tests/GamepadKitToolingTests).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// The first `'x.y.z'` after `s.version =` in the podspec.
    static func podspecVersion() throws -> String? {
        let podspec = try text("GameControllerBinder.podspec")
        guard let line = podspec.split(separator: "\n").first(where: {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix("s.version ")
        }) else { return nil }
        let parts = line.split(separator: "'")
        return parts.count >= 2 ? String(parts[1]) : nil
    }

    @Test("the podspec's s.version is the tools' version")
    func podspec() throws {
        #expect(try Self.podspecVersion() == GamepadKitVersion.current)
    }

    @Test("the SARIF log's tool.driver.version is the tools' version")
    func sarifDriver() throws {
        let result = LintTool.run(paths: [], json: false, strict: false, format: .sarif)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["version"] as? String == GamepadKitVersion.current)
    }

    @Test("gamepadkit --version prints the tools' version (the command declares it; the built binary, when present, prints it)")
    func commandVersion() throws {
        let command = try Self.text("Tools/Sources/gamepadkit/GamepadKitCommand.swift")
        #expect(command.contains("version: GamepadKitVersion.current"))
        // The executable sits beside the test bundle once the package is built (`swift build`).
        let products = Bundle.main.bundleURL
        let candidates = [products.appendingPathComponent("gamepadkit"),
                          products.deletingLastPathComponent().appendingPathComponent("gamepadkit")]
        guard let binary = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else { return }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == GamepadKitVersion.current)
    }

    @Test("the newest release in CHANGELOG.md is the tools' version")
    func changelog() throws {
        let changelog = try Self.text("CHANGELOG.md")
        let releases = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        let newest = try #require(releases.first)
        #expect(newest.hasPrefix("## [\(GamepadKitVersion.current)]"))
    }
}
