import Foundation

/// A program on this machine that turns SVG into PNG: librsvg's `rsvg-convert`, or
/// ImageMagick's `magick` or `convert`. A `convert` that is not ImageMagick (another program
/// of that name) is not used: its `-version` must say ImageMagick.
public struct PNGConverter: Hashable, Sendable {
    public enum Program: String, Hashable, Sendable {
        case rsvgConvert = "rsvg-convert"
        case magick
        case convert
    }

    public var program: Program
    /// The executable's full path.
    public var path: String
    /// How long one conversion may run, in seconds, before it is stopped and reported as failed.
    public var timeLimit: Double

    /// The standard ``timeLimit``: 30 seconds, far more than a map takes.
    public static let standardTimeLimit = 30.0

    public init(program: Program, path: String, timeLimit: Double = PNGConverter.standardTimeLimit) {
        self.program = program
        self.path = path
        self.timeLimit = timeLimit
    }

    /// The first usable converter in `searchPath` (the folders of `PATH` by default), preferring
    /// `rsvg-convert`; nil when there is none.
    public static func find(searchPath: [String]? = nil) -> PNGConverter? {
        let folders = searchPath ?? (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        func executable(_ name: String) -> String? {
            for folder in folders where !folder.isEmpty {
                let path = (folder as NSString).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
            return nil
        }
        if let path = executable(Program.rsvgConvert.rawValue) {
            return PNGConverter(program: .rsvgConvert, path: path)
        }
        for program in [Program.magick, .convert] {
            if let path = executable(program.rawValue), isImageMagick(path) {
                return PNGConverter(program: program, path: path)
            }
        }
        return nil
    }

    /// Writes `pngPath` from `svgPath`; throws `ToolFailure` when the program fails, writes an
    /// empty file, or runs longer than ``timeLimit`` (it is then stopped); no empty or partial
    /// PNG is left behind. While it runs, the tool being stopped by a signal
    /// (`SIGINT`, `SIGTERM`, `SIGHUP`) stops it too (see `ChildProcesses`).
    public func convert(svgPath: String, to pngPath: String) throws(ToolFailure) {
        // A path that begins with `-` (`-.svg`) would be read as an option: `./` keeps it a file.
        let svgArgument = Self.fileArgument(svgPath), pngArgument = Self.fileArgument(pngPath)
        let arguments: [String] = switch program {
        case .rsvgConvert: ["--background-color=white", "-o", pngArgument, svgArgument]
        case .magick, .convert: [svgArgument, pngArgument]
        }
        let result: ChildProcesses.Result
        do {
            result = try ChildProcesses.run(path, arguments, timeLimit: timeLimit)
        } catch {
            throw ToolFailure("\(program.rawValue) could not be started: \(error)")
        }
        if result.timedOut {
            // What it wrote before it was stopped is not a picture.
            try? FileManager.default.removeItem(atPath: pngPath)
            throw ToolFailure("\(program.rawValue) did not finish within \(timeLimit.compactText) s on \(svgPath); it was stopped")
        }
        guard result.status == 0 else {
            // A converter that refuses the picture (one taller than it can draw) may have opened
            // the PNG already: an empty or partial file is no picture.
            try? FileManager.default.removeItem(atPath: pngPath)
            let said = LayoutLinter.clipped(result.output.trimmingCharacters(in: .whitespacesAndNewlines), maximum: 300)
            throw ToolFailure("\(program.rawValue) failed on \(svgPath) (exit \(result.status)): \(said.isEmpty ? "it gave no reason" : said); no PNG was written")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: pngPath)[.size] as? NSNumber)?.intValue ?? 0
        guard size > 0 else {
            try? FileManager.default.removeItem(atPath: pngPath)
            throw ToolFailure("\(program.rawValue) wrote no picture from \(svgPath) (the map may be larger than it can draw); no PNG was written")
        }
    }

    /// `path` as a converter argument that cannot be taken for an option: `./-a.svg` for
    /// `-a.svg`.
    static func fileArgument(_ path: String) -> String {
        path.hasPrefix("-") ? "./" + path : path
    }

    private static func isImageMagick(_ path: String) -> Bool {
        guard let result = try? ChildProcesses.run(path, ["-version"], timeLimit: 10), !result.timedOut, result.status == 0 else { return false }
        return result.output.contains("ImageMagick")
    }
}
