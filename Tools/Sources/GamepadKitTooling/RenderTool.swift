import Foundation
import GamepadKitInterchange

/// `gamepadkit render [FILE] --out map.svg [--scene NAME]`: draws each scene's navigation map.
///
/// One scene (a layout JSON, or `--scene`) is written to `--out` as given. Several scenes are
/// written beside it as `<out>-<scene>.svg` (`map-Login.svg`, `map-Settings.svg`). A PNG with the
/// same name is written next to each SVG when a converter is on the machine. An `--out` that is a
/// folder (or ends with `/`) writes `map.svg` (or `map-<scene>.svg`) into it. An empty `--out`,
/// one that is a device (`/dev/null`) or a pipe, and file names longer than file systems allow
/// are refused before anything is written.
public enum RenderTool {
    /// `render --format html`: every scene of `file` (or `scene` alone), once per layout of
    /// `layouts`, on one page to walk in a browser (`HTMLReport`), written to `out` (a folder
    /// gets `map.html`; an `--out` ending in `.svg` is written with `.html` instead).
    public static func runHTML(file: String?, out: String, scene: String? = nil, layouts: [LayoutOptions] = [LayoutOptions()]) -> ToolResult {
        guard !out.isEmpty else { return .badInput("--out is empty; give an .html file or a folder") }
        do {
            let entries = try HTMLReport.entries(file: file, layouts: layouts, selecting: scene)
            guard !entries.isEmpty else { return .badInput("\(file ?? "the demo layout"): has no scenes") }
            var path = out
            switch OutputPath.existing(out) {
            case .folder:
                path = (out as NSString).appendingPathComponent("map.html")
            case let .other(what):
                return .badInput("\(out): is \(what), not an .html file or a folder; give --out a file or a folder to write the page to")
            case .nothing, .file:
                if out.hasSuffix("/") { path = (out as NSString).appendingPathComponent("map.html") }
                if path.lowercased().hasSuffix(".svg") { path = String(path.dropLast(4)) + ".html" }
            }
            try OutputPath.checkNameLengths([path])
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty {
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            let title = "GamepadKit map of " + ((file as NSString?)?.lastPathComponent ?? "the demo layout")
            do {
                try Data(HTMLReport.page(entries, title: title).utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                return .badInput("\(path): cannot be written (\(error.localizedDescription))")
            }
            return ToolResult(output: "Wrote \(path) (\(countText(entries.count, "scene", "scenes")))\n")
        } catch {
            return .badInput(error.message)
        }
    }

    public static func run(file: String?, out: String, scene: String? = nil, converter: PNGConverter?, layouts: [LayoutOptions] = [LayoutOptions()]) -> ToolResult {
        do {
            let scenes = try SceneSource.load(file, layouts: layouts).selecting(scene)
            guard !scenes.isEmpty else { return .badInput("\(file ?? "the demo layout"): has no scenes") }
            guard !out.isEmpty else { return .badInput("--out is empty; give an .svg file or a folder") }
            if out == "-" { return standardOutputPicture(of: scenes, converter: converter) }
            let base: String
            switch OutputPath.existing(out) {
            case .folder:
                base = (out as NSString).appendingPathComponent("map")
            case let .other(what):
                return .badInput("\(out): is \(what), not an .svg file or a folder; give --out a file or a folder to write the map to")
            case .nothing, .file:
                if out.hasSuffix("/") {
                    base = (out as NSString).appendingPathComponent("map")
                } else {
                    base = out.lowercased().hasSuffix(".svg") ? String(out.dropLast(4)) : out
                }
            }
            let paths: [String] = scenes.count == 1
                ? [base + ".svg"]
                : MapPicture.fileNames(for: scenes.map(\.name)).map { "\(base)-\($0).svg" }
            // Checked before anything is written: the PNG beside each SVG has a name as long.
            try OutputPath.checkNameLengths(paths)
            // `--out X` writes X.svg, which may be a pipe or a device (writing would block or
            // reach the device): only a regular file or nothing is written over.
            for path in paths + (converter == nil ? [] : paths.map { String($0.dropLast(4)) + ".png" }) {
                if case let .other(what) = OutputPath.existing(path) {
                    return .badInput("\(path): is \(what); the map is written only to a regular .svg or .png file")
                }
                if case .folder = OutputPath.existing(path) {
                    return .badInput("\(path): is a folder; the map is written only to a regular .svg or .png file")
                }
            }
            let folder = ((base + ".svg") as NSString).deletingLastPathComponent
            if !folder.isEmpty {
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    return .badInput("\(folder): cannot be created (\(error.localizedDescription))")
                }
            }
            let picture = MapPicture(converter: converter)
            var lines: [String] = []
            for (scene, path) in zip(scenes, paths) {
                lines += try picture.write(scene, to: path)
            }
            if converter == nil { lines.append(MapPicture.noConverterNote) }
            return ToolResult(output: lines.joined(separator: "\n") + "\n")
        } catch {
            return .badInput(error.message)
        }
    }

    /// `--out -`: the one scene's map as a PNG on standard output (drawn in a temporary folder
    /// and converted there), nothing else on standard output.
    static func standardOutputPicture(of scenes: [ScannedScene], converter: PNGConverter?) -> ToolResult {
        guard scenes.count == 1, let scene = scenes.first else {
            return .badInput("--out - writes one picture to standard output, and there are \(scenes.count) scenes; choose one with --scene")
        }
        guard let converter else {
            return .badInput("--out - writes a PNG, and no SVG-to-PNG converter was found (rsvg-convert from librsvg, or ImageMagick's magick/convert); give --out an .svg file instead")
        }
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("gamepadkit-render-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return .badInput("\(folder): cannot be created (\(error.localizedDescription))")
        }
        let svgPath = (folder as NSString).appendingPathComponent("map.svg")
        let pngPath = (folder as NSString).appendingPathComponent("map.png")
        do {
            let picture = MapPicture(converter: nil)
            _ = try picture.write(scene, to: svgPath)
            try converter.convert(svgPath: svgPath, to: pngPath)
        } catch {
            return .badInput(error.message)
        }
        guard let png = FileManager.default.contents(atPath: pngPath), !png.isEmpty else {
            return .badInput("\(converter.program.rawValue) wrote no picture; nothing was written")
        }
        return ToolResult(outputBytes: Array(png))
    }
}
