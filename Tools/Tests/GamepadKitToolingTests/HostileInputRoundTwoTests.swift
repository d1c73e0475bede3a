import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitTooling

@Suite("Tools: hostile input, round two")
struct HostileInputRoundTwoTests {
    // MARK: Folder links

    @Test("lint of a folder with two links to itself (2^40 paths) searches it once and names the links it skipped")
    func folderLinkLoops() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("screens/Column.json", columnLayoutJSON)
        let screens = folder.file("screens")
        try FileManager.default.createSymbolicLink(atPath: folder.file("screens/x"), withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: folder.file("screens/y"), withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: folder.file("screens/up"), withDestinationPath: "..")
        let real = try #require(URL(fileURLWithPath: screens).resolvingSymlinksInPath().path as String?)
        let parent = (real as NSString).deletingLastPathComponent
        let result = LintTool.run(paths: [screens], json: false, strict: false)
        #expect(result.status == .success)
        #expect(result.output.components(separatedBy: "\n").filter { $0 == file }.count == 1)
        // `up` leads out of the folder given, so it is not followed at all.
        #expect(result.errorOutput == """
            skipped \(screens)/up: it leads to \(parent), outside \(screens); links out of the folder are not followed
            skipped \(screens)/x: it leads to \(real), a folder already searched
            skipped \(screens)/y: it leads to \(real), a folder already searched
            """)
        #expect(try SceneSource.layoutFiles(in: [screens]) == [file])
    }

    // MARK: Simulate

    @Test("simulate with a 1 MB id pressed 600 times prints it clipped at every step, in text and JSON")
    func simulateClipsHugeIDs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = String(repeating: "i", count: 1_000_000)
        let file = try folder.write("Huge.json", """
            {"size":[390,844],"views":[
              {"id":"\(id)","kind":"button","frame":[20,100,350,44],"children":[]},
              {"id":"below","kind":"button","frame":[20,200,350,44],"children":[]}
            ]}
            """)
        let presses = Array(repeating: "down,up", count: 300).joined(separator: ",")
        let shown = String(repeating: "i", count: 200) + "…"
        let text = SimulateTool.run(file: file, presses: presses)
        #expect(text.status == .success)
        #expect(text.output.utf8.count < 1_000_000)
        #expect(text.output.contains("→ focus: \(shown)\n"))
        #expect(!text.output.contains(String(repeating: "i", count: 201)))
        let json = SimulateTool.run(file: file, presses: presses, json: true)
        #expect(json.output.utf8.count < 1_000_000)
        #expect(json.output.contains(#""focused":"\#(shown)""#))
    }

    @Test("--from an unknown id lists at most 20 focusable ids, each clipped")
    func unknownStartListsFewIDs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let views = (0..<30).map { #"{"id":"b\#($0)-\#(String(repeating: "x", count: 100))","kind":"button","frame":[20,\#($0 * 50),100,44],"children":[]}"# }
        let file = try folder.write("Many.json", #"{"size":[390,2000],"views":[\#(views.joined(separator: ","))]}"#)
        let result = SimulateTool.run(file: file, presses: "down", from: String(repeating: "z", count: 5_000))
        #expect(result.status == .badInput)
        #expect(result.errorOutput.hasPrefix("--from \(String(repeating: "z", count: 60))…: no focusable element has that id; focusable ids: b0-"))
        #expect(result.errorOutput.hasSuffix(" and 10 more"))
        #expect(result.errorOutput.count < 2_000)
    }

    // MARK: Configuration keys

    @Test("lint of a GamepadKit.plist with a 4 MB unknown key prints it clipped, in its key path too")
    func lintHugeConfigurationKey() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let key = String(repeating: "k", count: 200_000)
        let plist = try folder.write("GamepadKit.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>\(key)</key><true/></dict></plist>
            """)
        let result = LintTool.run(paths: [plist], json: false, strict: true)
        #expect(result.status == .findings)
        let shown = String(repeating: "k", count: 60) + "…"
        #expect(result.output.contains("- \(shown): unknown key '\(shown)'; known keys: "))
        #expect(result.output.count < 1_000)
    }

    @Test("lint of a configuration that expands to 2^40 values exits 2 saying so")
    func lintSharedReferences() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var bytes = Array("bplist00".utf8)
        var objects: [[UInt8]] = [[0xD1, 0x01, 0x02], [0x51, 0x6B]]
        for level in 0..<20 { objects.append([0xA4] + Array(repeating: UInt8(2 + level + 1), count: 4)) }
        objects.append([0x09])
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(bytes.count))
            bytes += object
        }
        let tableStart = UInt8(bytes.count)
        bytes += offsets + [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, UInt8(objects.count), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, tableStart]
        let plist = folder.file("GamepadKit.plist")
        try Data(bytes).write(to: URL(fileURLWithPath: plist))
        #expect(LintTool.run(paths: [plist], json: false, strict: false) == .badInput(
            "\(plist): the property list expands to more than 10000 values (a value referenced from several places counts once per reference); accepted: an XML or binary property list whose root is a dictionary"))
    }

    // MARK: PNG

    @Test("a converter that refuses a picture too tall for it leaves no empty PNG, and render says so")
    func converterRefusesTallPicture() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Opens the PNG (as rsvg-convert's -o does) and then refuses the picture.
        let refusing = try folder.write("rsvg-convert", "#!/bin/sh\n: > \"$3\"\necho 'image too large to draw' >&2\nexit 1\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: refusing)
        let out = folder.file("map.svg")
        let result = RenderTool.run(file: nil, out: out, converter: PNGConverter(program: .rsvgConvert, path: refusing))
        #expect(result.status == .success)
        #expect(result.output.contains("No PNG for \(out): rsvg-convert failed on \(out) (exit 1): image too large to draw; no PNG was written"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("map.png")))

        // Exits 0 having written nothing.
        let silent = try folder.write("quiet/rsvg-convert", "#!/bin/sh\n: > \"$3\"\nexit 0\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: silent)
        #expect(throws: ToolFailure("rsvg-convert wrote no picture from \(out) (the map may be larger than it can draw); no PNG was written")) {
            try PNGConverter(program: .rsvgConvert, path: silent).convert(svgPath: out, to: folder.file("map.png"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("map.png")))
    }
}
