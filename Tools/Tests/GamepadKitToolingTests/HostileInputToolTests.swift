import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitTooling
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `count` buttons stacked on one frame.
private func stack(_ count: Int, prefix: String = "s") -> [FocusCandidate] {
    (0..<count).map { button("\(prefix)\($0)", 20, 100) }
}

@Suite("Tools: hostile and huge input")
struct HostileInputToolTests {
    // MARK: Overlaps

    @Test("3,000 stacked buttons are one overlap cluster, not 4.5 million pairs")
    func stackedButtonsAreOneCluster() {
        let frames = stack(3000).map(\.frame)
        let clusters = OverlapClusters.clusters(of: frames, tolerance: 1)
        #expect(clusters.count == 1)
        #expect(clusters.first?.members == Array(0..<3000))
        #expect(clusters.first.map { ($0.exampleFirst, $0.exampleSecond) } ?? (0, 0) == (0, 1))
    }

    @Test("a chain of overlaps is one cluster; separate stacks are separate clusters; touching frames are none")
    func clustersFollowChains() {
        let frames = [
            Rect(x: 0, y: 0, width: 100, height: 44),     // 0 ─┐ chain: 0–1, 1–2
            Rect(x: 80, y: 0, width: 100, height: 44),    // 1  │
            Rect(x: 160, y: 0, width: 100, height: 44),   // 2 ─┘
            Rect(x: 0, y: 200, width: 50, height: 50),    // 3 ─┐ a pair
            Rect(x: 10, y: 210, width: 50, height: 50),   // 4 ─┘
            Rect(x: 0, y: 400, width: 50, height: 50),    // 5 only touches 6
            Rect(x: 50, y: 400, width: 50, height: 50),   // 6
        ]
        let clusters = OverlapClusters.clusters(of: frames, tolerance: 1)
        #expect(clusters.map(\.members) == [[0, 1, 2], [3, 4]])
    }

    @Test("a frame that joins eight clusters at once gives the same example in every run: the pair with the first of them")
    func exampleOfAJoinIsTheFirstCluster() {
        // Eight bars one above the other (apart), a tall frame across all eight, and thin frames
        // far to the right that touch nothing (so that the sweep runs across, meeting the eight
        // bars as eight clusters when the tall frame comes).
        var frames = (0..<8).map { Rect(x: 0, y: Double($0) * 20, width: 100, height: 19) }
        frames.append(Rect(x: 50, y: 0, width: 10, height: 160))
        frames += (0..<5).map { Rect(x: 1000 + Double($0) * 2, y: 0, width: 1, height: 160) }
        let clusters = OverlapClusters.clusters(of: frames, tolerance: 1)
        #expect(clusters.map(\.members) == [Array(0...8)])
        #expect(clusters.first.map { ($0.exampleFirst, $0.exampleSecond) } ?? (0, 0) == (0, 8))
        #expect(clusters.first?.exampleShared == Rect(x: 50, y: 0, width: 10, height: 19))
    }

    @Test("a stacked cluster is one lint finding naming five elements and counting the rest")
    func stackedLintFinding() {
        let linter = LayoutLinter(minimumSide: 0)
        let candidates = stack(300)
        let findings = linter.findings(candidates: candidates, neighbor: { _, _ in nil }).filter { $0.kind == .overlap }
        #expect(findings == [LintFinding(
            kind: .overlap, elementID: "s0", otherID: "s1",
            message: "300 elements overlap one another: s0, s1, s2, s3, s4 and 295 more (s0 and s1 share 100×44 pt)")])
    }

    @Test("a scene lists at most 100 findings of a kind, then counts the rest, in text and JSON")
    func findingsCappedPerScene() {
        let findings = (0..<250).map { LintFinding(kind: .tooSmall, elementID: "b\($0)", message: "b\($0) is small") }
        let lint = SceneLint(file: "Big.json", sceneName: "Big", focusableCount: 250, findings: findings)
        let text = LintReport.text([lint])
        #expect(text.components(separatedBy: "\n").filter { $0.hasPrefix("      - b") }.count == 100)
        #expect(text.contains("    too small (250)\n"))
        #expect(text.contains("      - … and 150 more\n"))
        #expect(text.hasSuffix("250 findings in 1 scene (1 file).\n"))
        let json = LintReport.json([lint]).text
        #expect(json.contains(#""omittedFindings":150}"#))
        #expect(json.hasSuffix(#""findingCount":250}"#))
    }

    @Test("a 5,000-character id is clipped in lint messages")
    func hugeIdClipped() {
        let id = String(repeating: "x", count: 5000)
        let findings = LayoutLinter().findings(candidates: [button(id, 20, 100, 10, 10)], neighbor: { _, _ in nil })
        #expect(findings.map(\.message) == ["\(String(repeating: "x", count: 60))… is 10×10 pt, smaller than 24×24 pt"])
        #expect(findings.first?.elementID == id)
    }

    // MARK: Render

    @Test("an element wider than 6e19 pt renders without trapping, and no coordinate is inf or nan")
    func hugeFrameRenders() throws {
        let candidates = [button("wide", 0, 100, 1e20, 44), button("huge", 0, 300, 1.7e308, 1.7e308)]
        let svg = SVGMapRenderer().render(scene(candidates))
        #expect(SVGElements.parse(svg) != nil)
        #expect(!svg.contains("inf"))
        #expect(!svg.contains("nan"))
    }

    @Test("render --out /dev/null and --out \"\" are bad input; nothing is written")
    func renderRefusesOddOutputs() {
        #expect(RenderTool.run(file: nil, out: "/dev/null", converter: nil) == .badInput(
            "/dev/null: is a device, not an .svg file or a folder; give --out a file or a folder to write the map to"))
        #expect(RenderTool.run(file: nil, out: "", converter: nil) == .badInput("--out is empty; give an .svg file or a folder"))
    }

    @Test("a scene file name too long for the file system is refused before any map is written")
    func renderRefusesLongNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let layout = try folder.write("two.storyboard", twoSceneStoryboard)
        let out = folder.file(String(repeating: "m", count: 250) + ".svg")
        let result = RenderTool.run(file: layout, out: out, converter: nil)
        #expect(result.status == .badInput)
        #expect(result.errorOutput.hasSuffix("is longer than the 255 bytes file systems allow; nothing was written"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["two.storyboard"])
    }

    @Test("20,000 scenes of one name get distinct file names, and a 5,000-character name is shortened")
    func manySameNamedScenes() {
        let names = MapPicture.fileNames(for: Array(repeating: "Home", count: 20_000))
        #expect(Set(names.map { $0.lowercased() }).count == 20_000)
        #expect(names.prefix(3) == ["Home", "Home-2", "Home-3"])
        #expect(names.last == "Home-20000")
        #expect(MapPicture.fileNames(for: ["a", "a-2", "a", "a"]) == ["a", "a-2", "a-3", "a-4"])
        #expect(MapPicture.fileName(for: String(repeating: "n", count: 5000)).count == MapPicture.maximumFileNameLength)
    }

    @Test("report --out naming a file that exists is bad input")
    func reportRefusesFileAsFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("taken", "x")
        let result = ReportTool.run(sampleApp: nil, outFolder: file, converter: nil)
        #expect(result.status == .badInput)
        #expect(result.errorOutput == "\(file): is not a folder; give --out the folder to write the maps to")
    }

    @Test("a converter that runs past its time limit is stopped, reported, and not left running")
    func converterTimeLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pidFile = folder.file("pid")
        let script = try folder.write("rsvg-convert", "#!/bin/sh\necho $$ > '\(pidFile)'\nexec sleep 30\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        let converter = PNGConverter(program: .rsvgConvert, path: script, timeLimit: 0.3)
        #expect(throws: ToolFailure("rsvg-convert did not finish within 0.3 s on in.svg; it was stopped")) {
            try converter.convert(svgPath: "in.svg", to: folder.file("out.png"))
        }
        let pid = try #require(Int32(String(decoding: try Data(contentsOf: URL(fileURLWithPath: pidFile)), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, 0) == -1)
    }

    // MARK: Configuration lint

    @Test("lint of a GamepadKit.plist prints each issue with its key path; --strict exits 1")
    func lintConfiguration() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let plist = try folder.write("GamepadKit.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>repeat</key><dict><key>interval</key><integer>0</integer></dict>
            <key>wrapsAround</key><string>yes</string>
            </dict></plist>
            """)
        let result = LintTool.run(paths: [plist], json: false, strict: true)
        #expect(result == ToolResult(output: """
            \(plist)
              Configuration (GamepadKit.plist): 2 issues
                - repeat.interval: 0 is out of range; accepted: a number of seconds from 0.01 to 10
                - wrapsAround: expected a boolean, found a string ("yes"); accepted: true or false

            """, status: .findings))
        #expect(LintTool.run(paths: [plist], json: false, strict: false).status == .success)
    }

    @Test("lint of an Info.plist checks its GamepadKit dictionary, with key paths under GamepadKit")
    func lintInfoPlist() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let plist = try folder.write("Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleName</key><string>App</string>
            <key>GamepadKit</key><dict><key>wrapsAround</key><true/><key>colour</key><string>red</string></dict>
            </dict></plist>
            """)
        let result = LintTool.run(paths: [plist], json: true, strict: true)
        #expect(result.status == .findings)
        #expect(result.output.hasPrefix(#"{"configurations":[{"file":"\#(plist)","source":"Info.plist GamepadKit dictionary","issues":[{"keyPath":"GamepadKit.colour","message":"unknown key 'colour'"#))
        #expect(result.output.hasSuffix(#""issueCount":1}"# + "\n"))
        let bare = try folder.write("Other/Info.plist", #"<?xml version="1.0"?><plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>"#)
        #expect(LintTool.run(paths: [bare], json: false, strict: true) == ToolResult(output: "\(bare)\n  No GamepadKit dictionary: the defaults apply.\n"))
    }

    @Test("lint of a file that is not a property list, or of a set-rooted binary one, exits 2 naming it")
    func lintNotAPropertyList() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = try folder.write("GamepadKit.plist", "not a plist {")
        #expect(LintTool.run(paths: [text], json: false, strict: false) == .badInput(
            "\(text): the data is not a property list (OpenStep text: expected ';' or '=' after the key, found 'a' on line 1); accepted: an XML or binary property list whose root is a dictionary"))
        let set = folder.file("Set.plist")
        var bytes = Array("bplist00".utf8) + [0xC1, 0x01, 0x10, 0x05, 8, 10]
        bytes += [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12]
        try Data(bytes).write(to: URL(fileURLWithPath: set))
        #expect(LintTool.run(paths: [set], json: false, strict: false) == .badInput(
            "\(set): object 0 is a set, which is not a property list type a configuration can hold; accepted: an XML or binary property list whose root is a dictionary"))
    }
}

@Suite("Tools: hostile files end in exit 2 with a clear message")
struct HostileFileToolRunTests {
    @Test("map of a xib with a processing instruction without data exits 2 naming the file and line")
    func processingInstructionXib() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("PI.xib", "<document>\n<?pi?></document>")
        #expect(MapTool.run(file: file, json: false) == .badInput(
            "\(file): line 2: a processing instruction (<?pi…?>): Interface Builder files have none"))
    }

    @Test("map of a xib declared UTF-32 exits 2 naming the encoding")
    func utf32Xib() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Wide.xib", "<?xml version=\"1.0\" encoding=\"UTF-32\"?><document/>")
        #expect(MapTool.run(file: file, json: false) == .badInput(
            "\(file): line 1: the XML declaration names the encoding \"UTF-32\"; Interface Builder files are UTF-8"))
    }

    @Test("lint of /dev/zero under a layout name exits 2 saying it is a device")
    func deviceLayout() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let link = folder.file("zero.xib")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
        #expect(LintTool.run(paths: [link], json: false, strict: false) == .badInput("\(link): is a device, not a regular file; only regular files are read"))
    }

    @Test("render of a layout with an element 1e20 pt wide writes a picture with finite coordinates")
    func renderHugeElement() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("wide.json", #"{"size":[390,844],"views":[{"id":"wide","kind":"button","frame":[0,100,1e20,44]},{"id":"b","kind":"button","frame":[0,300,100,44]}]}"#)
        let out = folder.file("wide.svg")
        let result = RenderTool.run(file: file, out: out, converter: nil)
        #expect(result.status == .success)
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(SVGElements.parse(svg) != nil)
        #expect(!svg.contains("inf") && !svg.contains("nan"))
    }

    @Test("a named pipe called *.json in a linted folder is skipped, not waited on")
    func pipeInFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.file("pipe.json"), 0o600) == 0)
        try folder.write("ok.json", columnLayoutJSON)
        let result = LintTool.run(paths: [folder.path], json: false, strict: false)
        #expect(result.status == .success)
        #expect(result.output.hasSuffix("in 1 scene (1 file).\n"))
    }

    @Test("report --out \"\" is bad input")
    func reportEmptyOut() {
        let result = ReportTool.run(sampleApp: nil, outFolder: "", converter: nil)
        #expect(result.status == .badInput)
        #expect(result.errorOutput == "--out is empty; give the folder to write the maps to")
    }
}

@Suite("Overlap clusters against every pair")
struct OverlapClusterReferenceTests {
    /// The clusters by comparing every pair: the definition the sweep must match.
    private func referenceClusters(_ frames: [Rect], tolerance: Double) -> [[Int]] {
        var parent = Array(frames.indices)
        func root(_ i: Int) -> Int { parent[i] == i ? i : root(parent[i]) }
        for i in frames.indices {
            for j in frames.indices where j > i {
                if let shared = frames[i].intersection(frames[j]), shared.width * shared.height > tolerance {
                    parent[root(i)] = root(j)
                }
            }
        }
        let groups = Dictionary(grouping: frames.indices, by: root).values.filter { $0.count >= 2 }
        return groups.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    @Test("on 40 seeded layouts of overlapping boxes, rows and columns, the clusters are those of every pair")
    func matchesEveryPair() {
        var generator = SplitMix64(seed: 7)
        for layout in 0..<40 {
            let count = 20 + layout * 2
            let frames: [Rect] = (0..<count).map { _ in
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: Rect(x: 0, y: Double(Int.random(in: 0..<400, using: &generator)), width: 390, height: 20)
                case 1: Rect(x: Double(Int.random(in: 0..<390, using: &generator)), y: 0, width: 20, height: 800)
                default: Rect(x: Double(Int.random(in: 0..<390, using: &generator)), y: Double(Int.random(in: 0..<800, using: &generator)),
                              width: Double(Int.random(in: 0..<120, using: &generator)), height: Double(Int.random(in: 0..<120, using: &generator)))
                }
            }
            let clusters = OverlapClusters.clusters(of: frames, tolerance: 1)
            #expect(clusters.map(\.members) == referenceClusters(frames, tolerance: 1), "layout \(layout)")
            for cluster in clusters {
                let shared = frames[cluster.exampleFirst].intersection(frames[cluster.exampleSecond])
                #expect(shared == cluster.exampleShared && cluster.exampleShared.width * cluster.exampleShared.height > 1)
                #expect(cluster.members.contains(cluster.exampleFirst) && cluster.members.contains(cluster.exampleSecond))
            }
        }
    }
}
