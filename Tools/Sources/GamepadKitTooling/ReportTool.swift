import Foundation
import GamepadKitInterchange

/// `gamepadkit` with no arguments (`gamepadkit report`): lints every scene of the sample app's
/// storyboards and xibs (and of the files and folders given: layout JSON, page sources, captures)
/// and writes their maps as SVG (and PNG when a converter is on the machine) into one folder,
/// with `index.html`: one page to walk every scene in a browser (`HTMLReport`). Without a
/// `SampleApp/` folder (or without Interface Builder files in it) and without files it reports
/// the built-in demo layout instead.
///
/// Maps are named `<file>-<scene>.svg` (`Main-Login.svg`), or `<scene>.svg` for the demo.
public enum ReportTool {
    /// The page written beside the maps.
    public static let pageName = "index.html"

    public static func run(sampleApp: String?, outFolder: String, strict: Bool = false, converter: PNGConverter?, linter: LayoutLinter = LayoutLinter(),
                           paths: [String] = [], layouts: [LayoutOptions] = [LayoutOptions()]) -> ToolResult {
        var sources: [SceneSource] = []
        var entries: [HTMLReport.Entry] = []
        var problems: [String] = []
        var header: [String] = []
        var files: [String] = []
        if let sampleApp {
            do {
                let found = try SceneSource.layoutFiles(in: [sampleApp], extensions: ["storyboard", "xib"])
                files += found
                if found.isEmpty {
                    header.append("No storyboard or xib in \(sampleApp)\(paths.isEmpty ? ": reporting the built-in demo layout." : ".")")
                } else {
                    header.append("Sample app: \(sampleApp) (\(countText(found.count, "file", "files")))")
                }
            } catch {
                return .badInput(error.message)
            }
        } else if paths.isEmpty {
            header.append("No SampleApp folder found: reporting the built-in demo layout.")
        }
        if !paths.isEmpty {
            do {
                let found = try SceneSource.layoutFiles(in: paths)
                files += found.filter { !files.contains($0) }
                header.append("Files: \(countText(found.count, "file", "files")) from \(paths.joined(separator: ", "))")
            } catch {
                return .badInput(error.message)
            }
        }
        for file in files {
            do {
                let found = try HTMLReport.entries(file: file, layouts: layouts, linter: linter)
                entries += found
                sources.append(SceneSource(file: file, scenes: found.map(\.scene)))
            } catch {
                problems.append(error.message)
            }
        }
        if sources.isEmpty, problems.isEmpty {
            sources = [.demo]
            entries = (try? HTMLReport.entries(file: nil, linter: linter)) ?? []
        }

        let lints = sources.flatMap { source in
            source.scenes.map { SceneLint(file: source.file, scene: $0, linter: linter) }
        }
        var lines = header + [""] + [LintReport.text(lints)]

        switch OutputPath.existing(outFolder) {
        case _ where outFolder.isEmpty:
            return ToolResult(output: lines.joined(separator: "\n"), errorOutput: "--out is empty; give the folder to write the maps to", status: .badInput)
        case .file, .other:
            return ToolResult(output: lines.joined(separator: "\n"), errorOutput: "\(outFolder): is not a folder; give --out the folder to write the maps to", status: .badInput)
        case .nothing, .folder:
            break
        }
        do {
            try FileManager.default.createDirectory(atPath: outFolder, withIntermediateDirectories: true)
        } catch {
            return ToolResult(output: lines.joined(separator: "\n"), errorOutput: "\(outFolder): cannot be created (\(error.localizedDescription))", status: .badInput)
        }
        var names: [String] = []
        var scenes: [ScannedScene] = []
        for source in sources {
            let prefix = source.file.map { MapPicture.fileName(for: (($0 as NSString).lastPathComponent as NSString).deletingPathExtension) + "-" } ?? ""
            for scene in source.scenes {
                names.append(prefix + scene.name)
                scenes.append(scene)
            }
        }
        let picture = MapPicture(linter: linter, converter: converter)
        lines.append("Maps in \(outFolder):")
        for (scene, name) in zip(scenes, MapPicture.fileNames(for: names)) {
            let path = (outFolder as NSString).appendingPathComponent(name + ".svg")
            do {
                lines += try picture.write(scene, to: path).map { "  " + $0 }
            } catch {
                problems.append(error.message)
            }
        }
        if converter == nil { lines.append(MapPicture.noConverterNote) }
        let pagePath = (outFolder as NSString).appendingPathComponent(pageName)
        do {
            try Data(HTMLReport.page(entries, title: "GamepadKit report").utf8).write(to: URL(fileURLWithPath: pagePath))
            lines.append("Report to walk in a browser: \(pagePath)")
        } catch {
            problems.append("\(pagePath): cannot be written (\(error.localizedDescription))")
        }
        let output = lines.joined(separator: "\n") + "\n"
        if !problems.isEmpty {
            return ToolResult(output: output, errorOutput: problems.joined(separator: "\n"), status: .badInput)
        }
        let status: ExitStatus = strict && LintReport.findingCount(lints) > 0 ? .findings : .success
        return ToolResult(output: output, status: status)
    }
}
