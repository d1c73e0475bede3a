/// `gamepadkit lint [PATH…] [--json] [--strict]`: lints every scene of the layout files named
/// (folders are searched, see `SceneSource.layoutFiles(in:)`), or the demo layout when no path is
/// given. Exit status: 0, or 1 with `--strict` when there are findings, or 2 when a path cannot
/// be used (the scenes that could be read are still reported).
public enum LintTool {
    public static func run(paths: [String], json: Bool, strict: Bool, linter: LayoutLinter = LayoutLinter()) -> ToolResult {
        var sources: [SceneSource] = []
        var problems: [String] = []
        if paths.isEmpty {
            sources = [.demo]
        } else {
            do {
                let files = try SceneSource.layoutFiles(in: paths)
                if files.isEmpty {
                    problems.append("no layout files (.json, .storyboard, .xib) in \(paths.joined(separator: ", "))")
                }
                for file in files {
                    do {
                        sources.append(try SceneSource.load(file))
                    } catch {
                        problems.append(error.message)
                    }
                }
            } catch {
                return .badInput(error.message)
            }
        }
        let lints = sources.flatMap { source in
            source.scenes.map { SceneLint(file: source.file, scene: $0, linter: linter) }
        }
        let output = json ? LintReport.json(lints).text + "\n" : LintReport.text(lints)
        if !problems.isEmpty {
            return ToolResult(output: lints.isEmpty ? "" : output, errorOutput: problems.joined(separator: "\n"), status: .badInput)
        }
        let status: ExitStatus = strict && LintReport.findingCount(lints) > 0 ? .findings : .success
        return ToolResult(output: output, status: status)
    }
}
