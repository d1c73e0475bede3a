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

    public init(program: Program, path: String) {
        self.program = program
        self.path = path
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

    /// Writes `pngPath` from `svgPath`; throws `ToolFailure` when the program fails.
    public func convert(svgPath: String, to pngPath: String) throws(ToolFailure) {
        let arguments: [String] = switch program {
        case .rsvgConvert: ["--background-color=white", "-o", pngPath, svgPath]
        case .magick, .convert: [svgPath, pngPath]
        }
        let result: (status: Int32, output: String)
        do {
            result = try Self.run(path, arguments)
        } catch {
            throw ToolFailure("\(program.rawValue) could not be started: \(error)")
        }
        guard result.status == 0 else {
            throw ToolFailure("\(program.rawValue) failed on \(svgPath) (exit \(result.status)): \(result.output.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
    }

    private static func isImageMagick(_ path: String) -> Bool {
        guard let result = try? run(path, ["-version"]), result.status == 0 else { return false }
        return result.output.contains("ImageMagick")
    }

    private static func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
