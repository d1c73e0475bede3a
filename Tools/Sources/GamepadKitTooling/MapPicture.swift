import Foundation
import GamepadKitInterchange

/// Writes a scene's SVG map (and a PNG beside it when a converter is available).
public struct MapPicture: Sendable {
    public var renderer: SVGMapRenderer
    public var linter: LayoutLinter
    /// The PNG converter to use; nil writes the SVG only.
    public var converter: PNGConverter?

    public init(renderer: SVGMapRenderer = SVGMapRenderer(), linter: LayoutLinter = LayoutLinter(), converter: PNGConverter?) {
        self.renderer = renderer
        self.linter = linter
        self.converter = converter
    }

    /// Renders `scene` with its lint findings to `svgPath`; returns the lines to print (what was
    /// written, or why the PNG was not). Throws when the SVG cannot be written.
    public func write(_ scene: ScannedScene, to svgPath: String) throws(ToolFailure) -> [String] {
        let findings = linter.findings(in: scene) + scene.frameFindings
        let svg = renderer.render(scene, findings: findings)
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: svgPath))
        } catch {
            throw ToolFailure("\(svgPath): cannot be written (\(error.localizedDescription))")
        }
        let summary = "\(countText(scene.candidates.count, "focusable element", "focusable elements")), \(findings.isEmpty ? "no findings" : countText(findings.count, "finding", "findings"))"
        var lines = ["Wrote \(DisplayText.escaped(svgPath)) (scene \"\(LayoutLinter.clipped(scene.name))\": \(summary))"]
        guard let converter else { return lines }
        let pngPath = (svgPath as NSString).deletingPathExtension + ".png"
        do {
            try converter.convert(svgPath: svgPath, to: pngPath)
            lines.append("Wrote \(pngPath)")
        } catch {
            lines.append("No PNG for \(svgPath): \(error.message)")
        }
        return lines
    }

    /// The note printed when no converter was found.
    public static let noConverterNote = "No SVG-to-PNG converter found (rsvg-convert from librsvg, or ImageMagick's magick/convert): kept the SVG only."

    /// The longest name `fileName(for:)` gives, in characters (all ASCII): with a file prefix,
    /// a counter and `.svg` or `.png`, a map's file name stays well under the 255 bytes file
    /// systems allow.
    public static let maximumFileNameLength = 100

    /// A file-name-safe form of a scene name: letters, digits, `-` and `_`; anything else
    /// becomes `-`; at most ``maximumFileNameLength`` characters. Never empty.
    public static func fileName(for sceneName: String) -> String {
        var name = ""
        for character in sceneName {
            guard name.count < maximumFileNameLength else { break }
            if character.isASCII, character.isLetter || character.isNumber || character == "-" || character == "_" {
                name.append(character)
            } else if !name.hasSuffix("-") {
                name.append("-")
            }
        }
        let trimmed = name.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return trimmed.isEmpty ? "scene" : trimmed
    }

    /// Distinct file names for `sceneNames` (a repeated name gets `-2`, `-3`…), compared
    /// ignoring case. Linear in the number of names: each base name remembers the next counter
    /// to try, so 20,000 scenes of one name do not each count up from 2.
    public static func fileNames(for sceneNames: [String]) -> [String] {
        var used: Set<String> = []
        var nextCounter: [String: Int] = [:]
        return sceneNames.map { sceneName in
            let base = fileName(for: sceneName)
            let key = base.lowercased()
            var candidate = base
            if used.contains(key) {
                var counter = nextCounter[key] ?? 2
                repeat {
                    candidate = "\(base)-\(counter)"
                    counter += 1
                } while used.contains(candidate.lowercased())
                nextCounter[key] = counter
            }
            used.insert(candidate.lowercased())
            return candidate
        }
    }
}
