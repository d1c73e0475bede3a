import Foundation
import GamepadKitCore
import GamepadKitInterchange

/// `gamepadkit lint [PATH…] [--json] [--strict]`: lints every scene of the layout files named
/// (folders are searched, see `SceneSource.layoutFiles(in:)`), or the demo layout when no path is
/// given, and checks every `.plist` named as a GamepadKit configuration (`ConfigurationLint`).
/// Exit status: 0, or 1 with `--strict` when there are findings or configuration issues, or 2
/// when a path cannot be used (what could be read is still reported).
///
/// JSON: the scenes' report (`LintReport`); when configuration files were named, it also holds
/// `"configurations":[…]` and `"issueCount": N`.
public enum LintTool {
    ///
    /// `format` `.xcode` and `.sarif` print `XcodeLintReport` and `SARIFLintReport`; `json: true`
    /// is `.json`. With `.xcode`, a run that prints an `error:` line exits with status 1 (Xcode
    /// expects a build phase that reports errors to fail).
    public static func run(paths: [String], json: Bool, strict: Bool, format: LintOutputFormat = .text, linter: LayoutLinter = LayoutLinter(),
                           layouts: [LayoutOptions] = [LayoutOptions()]) -> ToolResult {
        let outputFormat: LintOutputFormat = json ? .json : format
        var sources: [SceneSource] = []
        var problems: [String] = []
        var configurations: [ConfigurationLint] = []
        // Said on standard error without changing the exit status: folder links not followed.
        var notes: [String] = []
        let configurationPaths = paths.filter { ConfigurationLint.isConfigurationPath($0) && !isFolder($0) }
        let layoutPaths = paths.filter { !configurationPaths.contains($0) }
        for path in configurationPaths {
            do {
                configurations.append(try ConfigurationLint.load(path))
            } catch {
                problems.append(error.message)
            }
        }
        if paths.isEmpty {
            sources = [.demo]
        } else if !layoutPaths.isEmpty {
            do {
                let (files, skippedLinks) = try SceneSource.searchLayoutFiles(in: layoutPaths)
                notes += skippedLinks
                if files.isEmpty {
                    problems.append("no layout files (.json, .storyboard, .xib) in \(layoutPaths.joined(separator: ", "))")
                }
                // Files that keep their frames under --device or --rtl are named in one note.
                var framesKept: [String] = []
                for file in files {
                    do {
                        let source = try SceneSource.load(file, layouts: layouts)
                        if source.keepsItsFrames {
                            framesKept.append(file)
                        } else {
                            notes += source.notes
                        }
                        sources.append(source)
                    } catch {
                        problems.append(error.message)
                    }
                }
                if !framesKept.isEmpty { notes.append(SceneSource.framesKeptNote(framesKept)) }
            } catch {
                return .badInput(error.message)
            }
        }
        var storyboardSegues: [RowSegue.StoryboardSegue] = []
        let rowSegues = configurations.reduce(into: [String: String]()) { merged, configuration in
            merged.merge(configuration.rowSegues) { first, _ in first }
        }
        // A segue's rowSegues key repeats its controller's class: keys are made only when a
        // configuration can use them, and none longer than the longest key configured.
        let longestKey = rowSegues.keys.map(\.utf8.count).max() ?? 0
        let lints = sources.flatMap { source in
            let (segues, withoutSegue) = SegueLint.cells(of: source)
            if !configurations.isEmpty {
                storyboardSegues += ConfigurationLint.storyboardSegues(segues, cellsWithoutSegue: withoutSegue, file: source.file, longestKey: longestKey)
            }
            return source.scenes.map { scene in
                var lint = SceneLint(file: source.file, scene: scene, linter: linter)
                SegueLint.add(segues, to: &lint, screenID: scene.snapshot.context.screenID, rowSegues: rowSegues)
                return lint
            }
        }
        // `rowSegues` entries are proved against the storyboards linted in the same run.
        let storyboardsLinted = sources.contains { $0.file?.hasSuffix(".storyboard") == true }
        for index in configurations.indices {
            configurations[index].checkRowSegues(against: storyboardSegues, storyboardsLinted: storyboardsLinted)
        }
        let issueCount = configurations.reduce(0) { $0 + $1.issues.count }
        let showsScenes = paths.isEmpty || !layoutPaths.isEmpty
        var output: String
        var reportsErrors = false
        if outputFormat == .xcode {
            let lines = XcodeLintReport.lines(showsScenes ? lints : [], configurations: configurations, strict: strict)
            output = XcodeLintReport.text(lines)
            reportsErrors = lines.contains { $0.severity == .error }
        } else if outputFormat == .sarif {
            output = SARIFLintReport.json(showsScenes ? lints : [], configurations: configurations, strict: strict).text + "\n"
        } else if outputFormat == .json {
            var members: [(String, JSONValue)] = []
            if case let .object(sceneMembers) = LintReport.json(lints), showsScenes { members = sceneMembers }
            if !configurationPaths.isEmpty {
                members.append(("configurations", .array(configurations.map(\.json))))
                members.append(("issueCount", .number(Double(issueCount))))
            }
            output = JSONValue.object(members).text + "\n"
        } else {
            output = configurations.map(\.text).joined(separator: "\n")
            if showsScenes {
                output += (output.isEmpty ? "" : "\n") + LintReport.text(lints)
            }
        }
        // Each message is one line, and no report line holds a control character (JSON and SARIF
        // escape theirs already).
        notes = notes.map { DisplayText.escaped($0) }
        problems = problems.map { DisplayText.escaped($0) }
        output = DisplayText.escapedKeepingLineBreaks(output)
        if !problems.isEmpty {
            let anythingRead = !lints.isEmpty || !configurations.isEmpty
            return ToolResult(output: anythingRead ? output : "", errorOutput: (notes + problems).joined(separator: "\n"), status: .badInput)
        }
        let status: ExitStatus = (strict && LintReport.findingCount(lints) + issueCount > 0) || reportsErrors ? .findings : .success
        return ToolResult(output: output, errorOutput: notes.joined(separator: "\n"), status: status)
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
