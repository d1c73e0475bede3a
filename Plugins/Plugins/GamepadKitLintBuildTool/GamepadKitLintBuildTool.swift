import Foundation
import PackagePlugin

/// Lints a target's storyboards, xibs and `GamepadKit.plist` files as part of its build, with
/// `gamepadkit lint --format xcode`: each finding is a `path:line:column: warning:` (or `error:`)
/// line, which Xcode shows at the element's line in the storyboard, and an error fails the build.
///
/// The lint is one build command whose inputs are those files: the build runs it when one of them
/// (or the tool) changed since the last run, and on every clean build. Its output is a Swift file
/// holding one comment, written only when the lint passed, so a failed lint is run again by the
/// next build.
@main
struct GamepadKitLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles.map(\.url).filter(LintCommand.isLintable)
        return try LintCommand.commands(tool: context.tool(named: "gamepadkit").url, files: files,
                                        workDirectory: context.pluginWorkDirectoryURL, targetName: target.name)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GamepadKitLintBuildTool: XcodeBuildToolPlugin {
    /// An app target of an Xcode project: its storyboards, xibs and `GamepadKit.plist`.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url).filter(LintCommand.isLintable)
        return try LintCommand.commands(tool: context.tool(named: "gamepadkit").url, files: files,
                                        workDirectory: context.pluginWorkDirectoryURL, targetName: target.displayName)
    }
}
#endif

/// The one build command both variants make.
enum LintCommand {
    /// Storyboards, xibs and `GamepadKit.plist` files.
    static func isLintable(_ url: URL) -> Bool {
        ["storyboard", "xib"].contains(url.pathExtension.lowercased()) || url.lastPathComponent == "GamepadKit.plist"
    }

    /// Nothing when the target has no file to lint.
    static func commands(tool: URL, files: [URL], workDirectory: URL, targetName: String) -> [Command] {
        guard !files.isEmpty else { return [] }
        let stamp = workDirectory.appendingPathComponent("GamepadKitLint-\(targetName).swift")
        // sh -c SCRIPT sh TOOL STAMP FILE…: lint, then write the stamp only when the lint passed.
        let script = """
            tool="$1"; stamp="$2"; shift 2
            "$tool" lint --format xcode "$@"; status=$?
            if [ "$status" -eq 0 ]; then printf '// gamepadkit lint passed for this target\\n' > "$stamp"; fi
            exit "$status"
            """
        return [.buildCommand(
            displayName: "gamepadkit lint \(targetName) (\(files.count) file\(files.count == 1 ? "" : "s"))",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, "sh", tool.path, stamp.path] + files.map(\.path),
            inputFiles: [tool] + files,
            outputFiles: [stamp]
        )]
    }
}
