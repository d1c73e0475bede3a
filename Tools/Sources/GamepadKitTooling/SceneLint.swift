import GamepadKitCore
import GamepadKitInterchange

/// The lint result of one scene: where it came from, how many elements can take focus, and
/// what is wrong.
public struct SceneLint: Hashable, Sendable {
    /// The file the scene was read from; nil for the built-in demo layout.
    public var file: String?
    public var sceneName: String
    public var focusableCount: Int
    public var findings: [LintFinding]
    /// Where the scene's elements are written in `file`, by id (storyboards and xibs).
    public var sourceLocations: [String: LayoutSourceLocation] = [:]
    /// Where the scene itself is written; nil when unknown (layout JSON, the demo).
    public var sceneLocation: LayoutSourceLocation?
    /// What lint says beside its findings: the moves the navigation map's reachability repair
    /// added because the spatial rules gave no way to an element (a move more than 45° off, a
    /// sideways move into a bar). They are not findings: the map is usable, but a designer may
    /// want to move the element.
    public var notes: [String] = []

    public init(file: String?, sceneName: String, focusableCount: Int, findings: [LintFinding]) {
        self.file = file
        self.sceneName = sceneName
        self.focusableCount = focusableCount
        self.findings = findings
    }

    /// Lints `scene` with `linter`, adding the scene's frame findings (`SceneFrameCheck`) and a
    /// note for every move the reachability repair added that the focus engine makes (inside a
    /// list the engine moves row by row, so a repaired edge of a row is not a move it makes).
    public init(file: String?, scene: ScannedScene, linter: LayoutLinter = LayoutLinter()) {
        self.init(file: file, sceneName: scene.name, focusableCount: scene.candidates.count,
                  findings: linter.findings(in: scene) + scene.frameFindings)
        sourceLocations = scene.sourceLocations
        sceneLocation = scene.sceneLocation
        notes = scene.map.repairs.filter { scene.neighbor(of: $0.from, $0.direction) == $0.target }.map { repair in
            let previous = repair.previous.map { " instead of \($0)" } ?? ""
            return "\(repair.direction.rawValue) from \(repair.from) leads to \(repair.target)\(previous) only so that every element can be reached: no move the spatial rules allow leads there"
        }
    }

    /// Where `finding` points in `file`: its element's start tag, else the scene's, else the
    /// top of the file.
    public func location(of finding: LintFinding) -> LayoutSourceLocation {
        sourceLocations[finding.elementID] ?? sceneLocation ?? .fileStart
    }

    /// The findings of `kind`, in report order.
    public func findings(of kind: LintFindingKind) -> [LintFinding] {
        findings.filter { $0.kind == kind }
    }
}

/// The output of `gamepadkit lint`.
///
/// Text: one block per file, a header per scene with its counts, the findings grouped by kind,
/// and a closing total. JSON:
/// `{"scenes":[{"file","name","focusable","findings":[{"kind","id","direction","other","message"}…]}…],"findingCount":N}`
/// (`file` is null for the demo layout).
///
/// A scene lists at most ``findingsListedPerKind`` findings of each kind, so that a hostile or
/// broken layout cannot produce gigabytes of report: the text ends the group with
/// "… and N more", the JSON scene gets `"omittedFindings": N` (present only when findings were
/// left out). Counts and `findingCount` always include every finding.
public enum LintReport {
    /// The most findings of one kind listed for one scene.
    public static let findingsListedPerKind = 100

    /// The findings of `scene` that are listed: the first ``findingsListedPerKind`` of each kind.
    static func listedFindings(_ scene: SceneLint) -> [LintFinding] {
        var perKind: [LintFindingKind: Int] = [:]
        return scene.findings.filter { finding in
            perKind[finding.kind, default: 0] += 1
            return perKind[finding.kind, default: 0] <= findingsListedPerKind
        }
    }

    /// The number of findings in all `scenes`.
    public static func findingCount(_ scenes: [SceneLint]) -> Int {
        scenes.reduce(0) { $0 + $1.findings.count }
    }

    public static func json(_ scenes: [SceneLint]) -> JSONValue {
        .object([
            ("scenes", .array(scenes.map { scene in
                let listed = listedFindings(scene)
                var members: [(String, JSONValue)] = [
                    ("file", .optionalString(scene.file)),
                    ("name", .string(scene.sceneName)),
                    ("focusable", .number(Double(scene.focusableCount))),
                    ("findings", .array(listed.map(\.json))),
                ]
                if listed.count < scene.findings.count {
                    members.append(("omittedFindings", .number(Double(scene.findings.count - listed.count))))
                }
                if !scene.notes.isEmpty {
                    members.append(("notes", .array(scene.notes.map { .string($0) })))
                }
                return .object(members)
            })),
            ("findingCount", .number(Double(findingCount(scenes)))),
        ])
    }

    public static func text(_ scenes: [SceneLint]) -> String {
        var lines: [String] = []
        var currentFile: String?? = .none
        for scene in scenes {
            if currentFile != .some(scene.file) {
                if !lines.isEmpty { lines.append("") }
                lines.append(scene.file.map { DisplayText.escaped($0) } ?? "Built-in demo layout")
                currentFile = .some(scene.file)
            }
            let findingsText = scene.findings.isEmpty ? "no findings" : countText(scene.findings.count, "finding", "findings")
            lines.append("  Scene \"\(LayoutLinter.clipped(scene.sceneName))\": \(countText(scene.focusableCount, "focusable element", "focusable elements")), \(findingsText)")
            lines += scene.notes.prefix(findingsListedPerKind).map { "    note: \(DisplayText.escaped($0))" }
            for kind in LintFindingKind.allCases {
                let group = scene.findings(of: kind)
                guard !group.isEmpty else { continue }
                lines.append("    \(kind.title) (\(group.count))")
                lines += group.prefix(findingsListedPerKind).map { "      - \(DisplayText.escaped($0.message))" }
                if group.count > findingsListedPerKind {
                    lines.append("      - … and \(group.count - findingsListedPerKind) more")
                }
            }
        }
        let total = findingCount(scenes)
        let files = Set(scenes.compactMap(\.file)).count
        if !lines.isEmpty { lines.append("") }
        let filesText = files == 0 ? "" : " (\(countText(files, "file", "files")))"
        lines.append("\(total == 0 ? "No findings" : countText(total, "finding", "findings")) in \(countText(scenes.count, "scene", "scenes"))\(filesText).")
        return lines.joined(separator: "\n") + "\n"
    }
}
