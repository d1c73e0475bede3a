import ArgumentParser
import Foundation
import GamepadKitTooling

/// The help of `--device` for the commands that lay one file out (`map`, `simulate`, `lint`, `render`).
let deviceHelp = ArgumentHelp("Lay storyboards and xibs out from their constraints on this device: iPhone SE, iPhone 16, iPhone 16 Pro Max, iPad mini, iPad Pro 13-inch, an Interface Builder device id or name (retina4_7, iPhone 8), a size (375x667), turned the way each file was saved (add \"landscape\" or \"portrait\" to choose), stored (the device each file was saved as), or all.", valueName: "name|all|stored")

/// The `gamepadkit` command. Every subcommand is a thin layer over a tool of
/// `GamepadKitTooling`, which computes the output and the exit status.
@main
struct GamepadKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gamepadkit",
        abstract: "Map, simulate, lint and render how a game controller moves through a UIKit layout.",
        discussion: """
            Files: layout JSON (.json), storyboards (.storyboard) and xibs (.xib). Without a file, \
            map, simulate and render use the built-in demo layout. Exit status: 0 success, \
            1 findings (lint --strict), 2 bad input (message on standard error).
            """,
        version: GamepadKitVersion.current,
        subcommands: [ReportCommand.self, MapCommand.self, SimulateCommand.self, LintCommand.self, RenderCommand.self, TypeCommand.self],
        defaultSubcommand: ReportCommand.self
    )

    /// Runs the command; argument errors exit with status 2 (bad input) rather than
    /// ArgumentParser's usual 64, as the design's exit codes say.
    static func main() {
        StandardStreams.prepare()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Self.exit(withError: exit)
        } catch {
            if exitCode(for: error) == .success {
                Self.exit(withError: error)
            }
            let message = fullMessage(for: error)
            _ = StandardStreams.write(Array((message.hasSuffix("\n") ? message : message + "\n").utf8), to: STDERR_FILENO)
            Foundation.exit(ExitStatus.badInput.rawValue)
        }
    }
}

/// Prints a tool's result and ends with its status (2, said in one line, when standard output
/// cannot be written).
func finish(_ result: ToolResult) throws {
    let status = StandardStreams.emit(result)
    if status != .success {
        throw ExitCode(status.rawValue)
    }
}

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Lint every scene of the sample app and write their navigation maps and one HTML page to walk them (the default).",
        discussion: "Looks for SampleApp/ in the current directory, its parent, then the repository the tool was built from; without it, reports the built-in demo layout."
    )

    @Option(name: .long, help: "The folder the SVG (and PNG) maps go to.")
    var out: String = "gamepadkit-maps"

    @Option(name: .long, help: "The SampleApp folder to report (found automatically when omitted).")
    var sampleApp: String?

    @Flag(name: .long, help: "Exit with status 1 when there are findings.")
    var strict = false

    @Argument(help: "More files or folders to report: layout JSON, storyboards, xibs, running apps' page sources and dumps, captures. With files and no --sample-app, only they are reported.")
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("Lay storyboards and xibs out from their constraints on this device (the page offers each as a layout of its scene): iPhone SE, iPhone 16, an Interface Builder device id or name, a size (375x667), stored, or all.", valueName: "name|all|stored"))
    var device: String?

    @Flag(name: .long, help: "Lay leading and trailing out mirrored, as a right-to-left language does.")
    var rtl = false

    func run() throws {
        let sampleApp = sampleApp ?? (paths.isEmpty ? SampleAppLocator.sampleAppFolder() : nil)
        try finish(ReportTool.run(sampleApp: sampleApp, outFolder: out, strict: strict, converter: PNGConverter.find(), paths: paths,
                                  layouts: try DeviceLayoutChoice.layouts(device: device, rightToLeft: rtl)))
    }
}

struct MapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map",
        abstract: "Print every focusable element with its up, down, left and right neighbours.",
        discussion: """
            --json prints {"elements":[{"id","kind","frame":[x,y,w,h],"up","down","left","right"}]} \
            for a single scene, and {"scenes":[{"name","elements":[…]}]} for a file with several.
            """
    )

    @Argument(help: "A layout JSON, storyboard or xib (the demo layout when omitted).")
    var file: String?

    @Option(name: .long, help: "Only the scene with this name.")
    var scene: String?

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    @Option(name: .long, help: deviceHelp)
    var device: String?

    @Flag(name: .long, help: "Lay leading and trailing out mirrored, as a right-to-left language does.")
    var rtl = false

    func run() throws {
        try finish(MapTool.run(file: file, scene: scene, json: json, layouts: try DeviceLayoutChoice.layouts(device: device, rightToLeft: rtl)))
    }
}

struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Press buttons on a scene and show where focus goes and what the engine asks for.",
        discussion: "Press names: \(PressName.acceptedNames)."
    )

    @Argument(help: "A layout JSON, storyboard or xib (the demo layout when omitted).")
    var file: String?

    @Option(name: .long, help: "Comma-separated presses, e.g. down,down,right,a.")
    var press: String

    @Option(name: .long, help: "The id focused before the first press.")
    var from: String?

    @Option(name: .long, help: "The scene to use (the first one when omitted).")
    var scene: String?

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    @Option(name: .long, help: deviceHelp)
    var device: String?

    @Flag(name: .long, help: "Lay leading and trailing out mirrored, as a right-to-left language does.")
    var rtl = false

    func run() throws {
        try finish(SimulateTool.run(file: file, presses: press, from: from, scene: scene, json: json,
                                    layouts: try DeviceLayoutChoice.layouts(device: device, rightToLeft: rtl)))
    }
}

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find unreachable elements, dead ends, one-way moves, overlaps and too-small controls; check GamepadKit.plist files.",
        discussion: "Folders are searched for .storyboard, .xib and layout .json files. A .plist is checked as a GamepadKit configuration (GamepadKit.plist, or an Info.plist with a GamepadKit dictionary): each issue with its key path. Without a path, lints the demo layout."
    )

    @Argument(help: "Layout files or folders, and GamepadKit.plist or Info.plist files.")
    var paths: [String] = []

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    @Flag(name: .long, help: "Exit with status 1 when there are findings.")
    var strict = false

    @Option(name: .long, help: "text, json, xcode (path:line:column: warning: … for a Run Script build phase) or sarif (SARIF 2.1.0 for code scanning).")
    var format: String = "text"

    @Option(name: .long, help: deviceHelp)
    var device: String?

    @Flag(name: .long, help: "Lay leading and trailing out mirrored, as a right-to-left language does.")
    var rtl = false

    func run() throws {
        guard let outputFormat = LintOutputFormat(rawValue: format) else {
            throw ValidationError("unknown format '\(format)'; accepted: \(LintOutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        try finish(LintTool.run(paths: paths, json: json, strict: strict, format: outputFormat,
                                layouts: try DeviceLayoutChoice.layouts(device: device, rightToLeft: rtl)))
    }
}

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw each scene's navigation map as SVG (and PNG when a converter is installed).",
        discussion: "One scene is written to --out; several are written as <out>-<scene>.svg."
    )

    @Argument(help: "A layout JSON, storyboard or xib (the demo layout when omitted).")
    var file: String?

    @Option(name: .long, help: "The SVG file to write (- writes the PNG to standard output).")
    var out: String = "map.svg"

    @Option(name: .long, help: "Only the scene with this name.")
    var scene: String?

    @Option(name: .long, help: deviceHelp)
    var device: String?

    @Flag(name: .long, help: "Lay leading and trailing out mirrored, as a right-to-left language does.")
    var rtl = false

    @Option(name: .long, help: ArgumentHelp("svg: one map per scene (and PNG); html: one page with every scene, to walk with the arrow keys, Return and Escape in a browser.", valueName: "svg|html"))
    var format: String = "svg"

    func run() throws {
        let layouts = try DeviceLayoutChoice.layouts(device: device, rightToLeft: rtl)
        switch format.lowercased() {
        case "svg":
            try finish(RenderTool.run(file: file, out: out, scene: scene, converter: PNGConverter.find(), layouts: layouts))
        case "html":
            try finish(RenderTool.runHTML(file: file, out: out, scene: scene, layouts: layouts))
        default:
            throw ValidationError("--format \(format): unknown; use svg or html")
        }
    }
}
