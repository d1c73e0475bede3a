import Foundation
import PackagePlugin

/// `swift package gamepadkit-lint [PATH…] [--target NAME…] [--strict] [--json] [--format F] [--device D] [--rtl]`
///
/// Runs `gamepadkit lint` over the storyboards, xibs and `GamepadKit.plist` files of the paths
/// given, else of the targets named with `--target`, else of the whole package. A folder is
/// passed on as it is (the tool searches it for storyboards, xibs and layout JSON) together with
/// every `GamepadKit.plist` inside it, so the output is the tool's own:
/// `swift package gamepadkit-lint App` prints what
/// `gamepadkit lint --format xcode App App/GamepadKit.plist` prints. The format is Xcode's
/// (`path:line:column: error: …`) unless `--format` or `--json` says otherwise, so an error finding
/// fails the command. Exits non-zero when the tool does (an error finding, `--strict` with
/// findings, bad input).
@main
struct GamepadKitLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        // `LintCommandArguments` knows which options take a value: `--device all` is an
        // option and its value, not the path `all`.
        let split = LintCommandArguments(extractor.remainingArguments)
        let options = split.lintOptions
        let paths = split.paths
        let packageDirectory = context.package.directoryURL
        var roots: [URL]
        if !paths.isEmpty {
            roots = paths.map { path in
                path.hasPrefix("/") ? URL(fileURLWithPath: path) : packageDirectory.appendingPathComponent(path)
            }
        } else if !targetNames.isEmpty {
            roots = try context.package.targets(named: targetNames).map(\.directoryURL)
        } else {
            roots = [packageDirectory]
        }
        roots = roots.map { $0.standardizedFileURL }

        var lintArguments = ["lint"] + options
        for root in roots {
            lintArguments.append(root.path)
            lintArguments += LintableFiles.configurations(in: root).map(\.path)
        }
        let tool = try context.tool(named: "gamepadkit")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = lintArguments
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            Diagnostics.error("gamepadkit lint exited with status \(process.terminationStatus)")
            throw LintFailed(status: process.terminationStatus)
        }
    }
}

/// `gamepadkit lint` reported errors (or, with `--strict`, findings), or the input was bad.
struct LintFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "gamepadkit lint exited with status \(status)" }
}

/// The `GamepadKit.plist` files under a folder (a file given as such is the tool's to judge).
enum LintableFiles {
    /// Every `GamepadKit.plist` inside `root`, outside hidden folders, `.build`, `Pods` and Xcode
    /// bundles, in path order; nothing when `root` is a file.
    static func configurations(in root: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue,
              let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                          options: [.skipsHiddenFiles, .skipsPackageDescendants])
        else { return [] }
        let skipped: Set<String> = ["build", "Pods", "DerivedData"]
        var found: [URL] = []
        for case let url as URL in walker {
            if skipped.contains(url.lastPathComponent) || ["xcodeproj", "xcworkspace", "xcassets"].contains(url.pathExtension) {
                walker.skipDescendants()
                continue
            }
            if url.lastPathComponent == "GamepadKit.plist" {
                found.append(url.standardizedFileURL)
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}
