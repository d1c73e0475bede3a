import Foundation
import GamepadKitCore
import GamepadKitInterchange
import Testing
@testable import GamepadKitTooling

@Suite("Tool runs")
struct ToolRunTests {
    @Test("map --json of a layout JSON file prints its elements with the neighbours of the map")
    func mapLayoutFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("column.json", columnLayoutJSON)
        let result = MapTool.run(file: file, json: true)
        #expect(result.status == .success)
        #expect(result.errorOutput == "")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let elements = try #require(object["elements"] as? [[String: Any]])
        #expect(elements.compactMap { $0["id"] as? String } == ["top", "tiny", "bottom"])
        #expect(elements.map { $0["down"] as? String } == ["tiny", "bottom", nil])
        #expect(elements.map { $0["up"] as? String } == [nil, "top", "tiny"])
    }

    @Test("map without a file maps the built-in demo layout")
    func mapDemo() throws {
        let result = MapTool.run(file: nil, json: true)
        let expected = ScannedScene(DemoLayout.scene).candidates.map(\.id)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let elements = try #require(object["elements"] as? [[String: Any]])
        #expect(!expected.isEmpty)
        #expect(elements.compactMap { $0["id"] as? String } == expected)
    }

    @Test("map --json of a two-scene storyboard prints one entry per scene; --scene picks one")
    func mapStoryboard() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Two.storyboard", twoSceneStoryboard)
        let all = try #require(try JSONSerialization.jsonObject(with: Data(MapTool.run(file: file, json: true).output.utf8)) as? [String: Any])
        let scenes = try #require(all["scenes"] as? [[String: Any]])
        #expect(scenes.count == 2)
        #expect(scenes.compactMap { ($0["elements"] as? [[String: Any]])?.count } == [2, 1])
        let name = try #require(scenes.last?["name"] as? String)
        let one = try #require(try JSONSerialization.jsonObject(with: Data(MapTool.run(file: file, scene: name, json: true).output.utf8)) as? [String: Any])
        #expect((one["elements"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["close"])
    }

    @Test("an unknown scene name is bad input listing the scenes")
    func unknownScene() {
        let result = MapTool.run(file: nil, scene: "Nowhere", json: false)
        #expect(result.status == .badInput)
        #expect(result.errorOutput == "the demo layout: no scene named \"Nowhere\"; scenes: \"\(DemoLayout.scene.name)\"")
        #expect(result.output == "")
    }

    @Test("lint of a missing path exits 2 naming it")
    func lintMissingPath() {
        let result = LintTool.run(paths: ["/no/such/layout.json"], json: false, strict: false)
        #expect(result == .badInput("/no/such/layout.json: no such file or folder"))
    }

    @Test("lint of an explicit file of another type exits 2 naming it")
    func lintUnsupportedFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("notes.txt", "hello")
        let result = LintTool.run(paths: [file], json: false, strict: false)
        #expect(result == .badInput("\(file): unsupported file type .txt; expected .htm, .html, .json, .storyboard, .xhtml, .xib"))
    }

    @Test("lint of malformed storyboard XML exits 2 with the file and the line")
    func lintMalformedXML() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Broken.storyboard", "<document>\n<scenes>\n<scene>\n</document>\n")
        let result = LintTool.run(paths: [file], json: false, strict: false)
        #expect(result.status == .badInput)
        #expect(result.errorOutput.hasPrefix("\(file): line "))
    }

    @Test("lint --strict exits 1 on findings, plain lint exits 0 with the same report")
    func strict() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("column.json", columnLayoutJSON)
        let plain = LintTool.run(paths: [file], json: false, strict: false)
        let strict = LintTool.run(paths: [file], json: false, strict: true)
        #expect(plain.status == .success)
        #expect(strict.status == .findings)
        #expect(plain.output == strict.output)
        #expect(plain.output.contains("too small (1)"))
    }

    @Test("lint --strict of a clean layout exits 0")
    func strictClean() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("clean.json", """
            {"size":[390,844],"views":[{"id":"only","kind":"button","frame":[20,100,350,44],"children":[]}]}
            """)
        let result = LintTool.run(paths: [file], json: true, strict: true)
        #expect(result.status == .success)
        #expect(result.output == #"{"scenes":[{"file":"\#(file)","name":"clean","focusable":1,"findings":[]}],"findingCount":0}"# + "\n")
    }

    @Test("lint of a folder reads storyboards, xibs and layout JSON in subfolders and skips other files")
    func lintFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Screens/Two.storyboard", twoSceneStoryboard)
        try folder.write("Screens/column.json", columnLayoutJSON)
        try folder.write("Screens/readme.txt", "not a layout")
        try folder.write("Assets.xcassets/Contents.json", #"{"info":{"version":1}}"#)
        try folder.write("other.json", #"{"name":"not a layout"}"#)
        #expect(try SceneSource.layoutFiles(in: [folder.path]) == [folder.file("Screens/Two.storyboard"), folder.file("Screens/column.json")])
        let result = LintTool.run(paths: [folder.path], json: false, strict: false)
        #expect(result.status == .success)
        #expect(result.output.hasSuffix("2 findings in 3 scenes (2 files).\n"))
    }

    @Test("simulate with an unknown press exits 2 with the accepted names")
    func simulateUnknownPress() {
        let result = SimulateTool.run(file: nil, presses: "down,jump")
        #expect(result.status == .badInput)
        #expect(result.errorOutput == "unknown press \"jump\"; accepted names: \(PressName.acceptedNames)")
    }

    @Test("simulate down on a layout file moves from the top button to the tiny one")
    func simulateFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("column.json", columnLayoutJSON)
        let result = SimulateTool.run(file: file, presses: "down,down", json: true)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.map { $0["focused"] as? String } == ["top", "tiny", "bottom"])
    }

    @Test("render of a two-scene storyboard writes map-<scene>.svg for each scene")
    func renderScenes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Two.storyboard", twoSceneStoryboard)
        let names = try SceneSource.load(file).scenes.map { MapPicture.fileName(for: $0.name) }
        let result = RenderTool.run(file: file, out: folder.file("out/map.svg"), converter: nil)
        #expect(result.status == .success)
        for name in names {
            let svg = try String(contentsOfFile: folder.file("out/map-\(name).svg"), encoding: .utf8)
            #expect(SVGElements.parse(svg) != nil)
        }
        #expect(result.output.hasSuffix(MapPicture.noConverterNote + "\n"))
    }

    @Test("render of a single scene writes exactly the --out file")
    func renderSingle() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = RenderTool.run(file: nil, out: folder.file("map.svg"), converter: nil)
        #expect(result.status == .success)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["map.svg"])
    }

    @Test("render into a folder writes map.svg there")
    func renderIntoFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = RenderTool.run(file: nil, out: folder.path, converter: nil)
        #expect(result.status == .success)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["map.svg"])
    }

    @Test("the report of a sample app folder lints its storyboard and writes one map per scene")
    func report() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("SampleApp/Resources/Main.storyboard", twoSceneStoryboard)
        let out = folder.file("maps")
        let result = ReportTool.run(sampleApp: folder.file("SampleApp"), outFolder: out, converter: nil)
        #expect(result.status == .success)
        #expect(result.output.contains("1 finding in 2 scenes (1 file)."))
        let written = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(written.count == 3)
        #expect(written.filter { $0 != ReportTool.pageName }.allSatisfy { $0.hasPrefix("Main-") && $0.hasSuffix(".svg") })
        #expect(written.contains(ReportTool.pageName))
    }

    @Test("without a sample app the report falls back to the demo layout")
    func reportDemo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = ReportTool.run(sampleApp: nil, outFolder: folder.file("maps"), converter: nil)
        #expect(result.status == .success)
        #expect(result.output.hasPrefix("No SampleApp folder found: reporting the built-in demo layout."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("maps")).sorted()
                == [ReportTool.pageName, MapPicture.fileName(for: DemoLayout.scene.name) + ".svg"].sorted())
    }
}
