import Foundation
import Testing
import GamepadKitCore
import GamepadKitInterchange
@testable import GamepadKitTooling
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A page source whose application has no frame, so the screen is the union of the frames: two
/// buttons near the origin, one at 1e308 that is 1.7e308 wide, one at -1.7e308.
private let overflowingPageSource = """
    <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop">
    <XCUIElementTypeOther type="XCUIElementTypeOther" name="group">
    <XCUIElementTypeButton type="XCUIElementTypeButton" name="pay" enabled="true" visible="true" x="16" y="300" width="100" height="44"/>
    <XCUIElementTypeButton type="XCUIElementTypeButton" name="farLeft" enabled="true" visible="true" x="-1.7e308" y="100" width="10" height="44"/>
    <XCUIElementTypeButton type="XCUIElementTypeButton" name="farRight" enabled="true" visible="true" x="1.7e308" y="100" width="10" height="44"/>
    </XCUIElementTypeOther>
    <XCUIElementTypeButton type="XCUIElementTypeButton" name="ok" enabled="true" visible="true" x="16" y="400" width="100" height="44"/>
    <XCUIElementTypeButton type="XCUIElementTypeButton" name="wide" enabled="true" visible="true" x="1e308" y="100" width="1.7e308" height="44"/>
    </XCUIElementTypeApplication></AppiumAUT>
    """

/// A `recursiveDescription` whose root view gives no frame and whose widths sum past the
/// largest `Double`.
private let overflowingDump = """
    <UIView: 0x1; layer = <CALayer: 0x2>>
       | <UIButton: 0x3; frame = (16 300; 100 44); opaque = NO; layer = <CALayer: 0x4>>
       | <UIButton: 0x5; frame = (1e308 100; 1.7e308 44); opaque = NO; layer = <CALayer: 0x6>>
    """

@Suite("Tools: hostile input, round four (dump unions, folder links, pipes, device names)")
struct HostileInputRoundFourTests {
    // MARK: Dump frames whose union overflows

    @Test("a page source whose frames' union overflows maps a finite screen and keeps both near buttons; lint names the far ones")
    func overflowingUnionKeepsNearButtons() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("far.xml", overflowingPageSource)
        let map = MapTool.run(file: file, json: false)
        #expect(map.status == .success)
        #expect(map.output.hasPrefix("Scene \"far\" — 100×144 pt, 2 focusable elements"))
        #expect(!map.output.contains("inf"))
        let json = MapTool.run(file: file, json: true)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let ids = try #require(object["elements"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(ids == ["pay", "ok"])
        let lint = LintTool.run(paths: [file], json: false, strict: false)
        #expect(lint.status == .success)
        #expect(lint.output.contains("outside the scene (3)"))
        #expect(lint.output.contains("farRight \"farRight\" at (1.7e+308"))
    }

    @Test("the SDK's capture of a scene read from an overflowing dump reads back with the same stops")
    func overflowingUnionCaptureReadsBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("far.txt", overflowingDump)
        let scene = try #require(try LayoutFile.load(path: file).first)
        #expect(scene.bounds.size == LayoutSize(width: 100, height: 44))
        let captured = try folder.write("captured.json", LayoutCapture.json(root: scene.root, size: scene.bounds.size, name: "far"))
        let original = MapTool.run(file: file, json: true)
        let readBack = MapTool.run(file: captured, json: true)
        #expect(original.status == .success)
        #expect(readBack.status == .success)
        #expect(readBack.output.contains("\"focusable\"") || readBack.output.contains("\"elements\":[{"))
        #expect(original.output.contains(#""frame":[0,0,100,44]"#))
        #expect(readBack.output.contains(#""frame":[0,0,100,44]"#))
    }

    // MARK: Folder links out of the folder

    @Test("lint of a folder with a link to / and a link to a sibling folder lints only what is inside, naming the links it did not follow")
    func linksOutOfTheFolderAreNotFollowed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inside = try folder.write("app/Column.json", columnLayoutJSON)
        _ = try folder.write("elsewhere/Other.json", columnLayoutJSON)
        let app = folder.file("app")
        try FileManager.default.createSymbolicLink(atPath: folder.file("app/root"), withDestinationPath: "/")
        try FileManager.default.createSymbolicLink(atPath: folder.file("app/sibling"), withDestinationPath: "../elsewhere")
        let real = URL(fileURLWithPath: folder.path).resolvingSymlinksInPath().path
        let result = LintTool.run(paths: [app], json: false, strict: false)
        #expect(result.status == .success)
        #expect(result.output.hasPrefix(inside + "\n"))
        #expect(result.output.contains("in 1 scene (1 file)"))
        #expect(result.errorOutput == """
            skipped \(app)/root: it leads to /, outside \(app); links out of the folder are not followed
            skipped \(app)/sibling: it leads to \(real)/elsewhere, outside \(app); links out of the folder are not followed
            """)
    }

    @Test("a file link out of the folder is not read (not even to judge its content); a file link inside it is")
    func fileLinksOutOfTheFolderAreNotRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inside = try folder.write("app/Column.json", columnLayoutJSON)
        _ = try folder.write("elsewhere/Secret.json", columnLayoutJSON)
        let app = folder.file("app")
        try FileManager.default.createSymbolicLink(atPath: folder.file("app/Linked.json"), withDestinationPath: "../elsewhere/Secret.json")
        try FileManager.default.createSymbolicLink(atPath: folder.file("app/Again.json"), withDestinationPath: "Column.json")
        let real = URL(fileURLWithPath: folder.path).resolvingSymlinksInPath().path
        let result = LintTool.run(paths: [app], json: false, strict: false)
        #expect(result.status == .success)
        #expect(result.output.contains("in 2 scenes (2 files)"), "Column.json and the link to it inside the folder")
        #expect(result.output.contains(inside) && !result.output.contains("Linked.json"))
        #expect(result.errorOutput == "skipped \(app)/Linked.json: it leads to \(real)/elsewhere/Secret.json, outside \(app); links out of the folder are not followed")
    }

    @Test("a link to a folder inside the one given is still followed")
    func linksInsideTheFolderAreFollowed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("app/screens/deep/Column.json", columnLayoutJSON)
        try FileManager.default.createSymbolicLink(atPath: folder.file("app/shortcut"), withDestinationPath: "screens/deep")
        let result = LintTool.run(paths: [folder.file("app")], json: false, strict: false)
        #expect(result.status == .success)
        #expect(result.output.contains("in 1 scene (1 file)"))
        // Found once, under one of its two paths; the other is named as already searched.
        #expect(result.output.contains(file) || result.output.contains(folder.file("app/shortcut/Column.json")))
        #expect(result.errorOutput.contains("a folder already searched"))
    }

    // MARK: Pipes and devices

    @Test("lint of a named pipe without an extension says it is not a regular file and exits 2 without blocking")
    func lintPipeWithoutExtension() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pipe = folder.file("screen")
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(LintTool.run(paths: [pipe], json: false, strict: false)
                == .badInput("\(pipe): is a named pipe, not a regular file; only regular files are read"))
    }

    @Test("lint of /dev/null says it is a device, not a regular file, instead of an unsupported file type")
    func lintDevice() {
        #expect(LintTool.run(paths: ["/dev/null"], json: false, strict: false)
                == .badInput("/dev/null: is a device, not a regular file; only regular files are read"))
    }

    @Test("map and render of a named pipe called .xml exit 2 naming it, without blocking")
    func mapAndRenderPipe() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pipe = folder.file("page.xml")
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(MapTool.run(file: pipe, json: false) == .badInput("\(pipe): is a named pipe, not a layout file"))
        let render = RenderTool.run(file: pipe, out: folder.file("map.svg"), converter: nil)
        #expect(render.status == .badInput)
        #expect(render.errorOutput.contains("is a named pipe"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("map.svg")))
    }

    // MARK: --device names

    @Test("every device name the error message lists is accepted as written and in any case")
    func everyListedNameIsAccepted() throws {
        for device in LayoutDevice.portraits {
            for written in [device.name, device.name.uppercased(), device.name.lowercased()] {
                let layouts = try DeviceLayoutChoice.layouts(device: written, rightToLeft: false)
                #expect(layouts.map { $0.device?.name } == [device.name], "\(written)")
            }
        }
        let landscape = try DeviceLayoutChoice.layouts(device: "iPhone SE (3rd generation) landscape", rightToLeft: false)
        #expect(landscape.first?.device?.size == LayoutSize(width: 667, height: 375))
        // Interface Builder's names with parentheses too.
        let pad = try DeviceLayoutChoice.layouts(device: "iPad Pro (12.9-inch) (6th generation)", rightToLeft: false)
        #expect(pad.first?.device?.size == LayoutSize(width: 1024, height: 1366))
    }

    @Test("--device iphone is refused as ambiguous, listing the iPhones; a part of one name still picks it")
    func ambiguousPartIsRefused() throws {
        #expect(throws: ToolFailure("device \"iphone\" is ambiguous: it could be iPhone SE (3rd generation), iPhone 16, iPhone 16 Pro Max; name one of them")) {
            try DeviceLayoutChoice.layouts(device: "iphone", rightToLeft: false)
        }
        #expect(throws: ToolFailure("device \"16\" is ambiguous: it could be iPhone 16, iPhone 16 Pro Max; name one of them")) {
            try DeviceLayoutChoice.layouts(device: "16", rightToLeft: false)
        }
        #expect(try DeviceLayoutChoice.layouts(device: "se", rightToLeft: false).first?.device?.name == "iPhone SE (3rd generation)")
        #expect(try DeviceLayoutChoice.layouts(device: "ipad pro", rightToLeft: false).first?.device?.name == "iPad Pro 13-inch")
        #expect(try DeviceLayoutChoice.layouts(device: "iPhone 16", rightToLeft: false).first?.device?.name == "iPhone 16")
    }
}
