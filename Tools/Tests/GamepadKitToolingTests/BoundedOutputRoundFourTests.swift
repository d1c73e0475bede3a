import Foundation
import Testing
import GamepadKitCore
import GamepadKitInterchange
@testable import GamepadKitTooling

/// 1 MB of one class name.
private let megabyteName = String(repeating: "Amplified", count: 116_509)

/// A storyboard of about 1 MB: a table controller whose class is `megabyteName`, with `cells`
/// prototype cells each leaving through a segue without identifier (one finding per cell), and a
/// label far outside its scene whose id and text are 100 KB.
private func megabyteStoryboard(cells: Int) -> String {
    let prototypes = (0..<cells).map { index in
        """
        <tableViewCell reuseIdentifier="c\(index)" id="cell\(index)"><rect key="frame" x="0" y="\(50 + index * 44)" width="390" height="44"/>\
        <connections><segue destination="detail" kind="show" id="seg\(index)"/></connections></tableViewCell>
        """
    }.joined(separator: "\n")
    let far = String(megabyteName.prefix(100_000))
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes>
        <scene sceneID="s1"><objects>
        <tableViewController id="master" customClass="\(megabyteName)" sceneMemberID="viewController">
        <tableView key="view" dataMode="prototypes" style="plain" id="list"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
        <prototypes>\(prototypes)</prototypes></tableView></tableViewController></objects></scene>
        <scene sceneID="s2"><objects>
        <viewController id="detail" customClass="Detail" sceneMemberID="viewController">
        <view key="view" id="dv"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
        <subviews><label id="far-\(far)" text="\(far)"><rect key="frame" x="3000" y="100" width="100" height="44"/></label></subviews>
        </view></viewController></objects></scene>
        </scenes></document>
        """
}

/// A scene whose third required constraint, with a 1 MB id, contradicts the first two.
private let megabyteConstraintID = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
    <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
    <subviews><button translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="20" y="100" width="100" height="44"/><connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="act-b"/></connections></button></subviews>
    <constraints>
    <constraint firstItem="b" firstAttribute="width" constant="100" id="w1"/>
    <constraint firstItem="b" firstAttribute="height" constant="44" id="h1"/>
    <constraint firstItem="b" firstAttribute="width" secondItem="b" secondAttribute="height" constant="300" id="\(megabyteName)"/>
    <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
    <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t1"/>
    </constraints></view></viewController></objects></scene></scenes></document>
    """

@Suite("Tools: bounded output and options, round four (1 MB names, --device all once, the plugin's arguments)")
struct BoundedOutputRoundFourTests {
    // MARK: 1 MB names are not echoed whole

    @Test("lint of a 1 MB storyboard whose controller class is 1 MB prints kilobytes in every format, no line longer than 2,000 characters")
    func megabyteClassNameInEveryFormat() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Huge.storyboard", megabyteStoryboard(cells: 40))
        for format in [LintOutputFormat.text, .json, .xcode, .sarif] {
            let result = LintTool.run(paths: [file], json: false, strict: false, format: format)
            #expect(result.status == .success, "\(format)")
            #expect(result.output.contains("no identifier"), "\(format)")
            #expect(result.output.utf8.count < 200_000, "\(format): \(result.output.utf8.count) bytes")
            if format == .text || format == .xcode {
                #expect(result.output.split(separator: "\n").allSatisfy { $0.count < 2_000 }, "\(format)")
            }
            #expect(!result.output.contains(String(repeating: "Amplified", count: 30)), "\(format)")
        }
    }

    @Test("map of the same storyboard names its scene clipped, once per scene")
    func megabyteSceneNameInMap() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Huge.storyboard", megabyteStoryboard(cells: 40))
        let map = MapTool.run(file: file, json: false)
        #expect(map.status == .success)
        #expect(map.output.utf8.count < 100_000)
        #expect(map.output.hasPrefix("Scene \"AmplifiedAmplified"))
        #expect(!map.output.contains(String(repeating: "Amplified", count: 30)))
        // In JSON the name keeps its first 200 characters and says how long it was.
        let json = MapTool.run(file: file, json: true)
        #expect(json.output.contains("… (1048581 characters)"))
        #expect(json.output.utf8.count < 100_000)
    }

    @Test("a conflicting constraint with a 1 MB id is named clipped in lint's JSON and SARIF")
    func megabyteConstraintIDClipped() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Conflict.storyboard", megabyteConstraintID)
        let json = LintTool.run(paths: [file], json: true, strict: false)
        #expect(json.output.contains("conflictingConstraints"))
        #expect(json.output.utf8.count < 10_000)
        let sarif = LintTool.run(paths: [file], json: false, strict: false, format: .sarif)
        #expect(sarif.output.utf8.count < 20_000)
    }

    @Test("rowSegues identifiers and keys of 100 KB are clipped in their problems next to the 1 MB storyboard")
    func largeRowSeguesEntries() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let storyboard = try folder.write("Huge.storyboard", megabyteStoryboard(cells: 40))
        let long = String(repeating: "R", count: 100_000)
        let plist = try folder.write("GamepadKit.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>rowSegues</key><dict>
            <key>\(long)/Cell</key><string>\(long)</string>
            <key>\(megabyteName.prefix(20_000))/c1</key><string>\(long.prefix(20_000))</string>
            </dict></dict></plist>
            """)
        let result = LintTool.run(paths: [plist, storyboard], json: false, strict: false)
        #expect(result.status == .success)
        #expect(result.output.contains("rowSegues.RRRR"))
        #expect(result.output.utf8.count < 200_000)
        #expect(result.output.split(separator: "\n").allSatisfy { $0.count < 2_000 })
    }

    // MARK: --device all where it does not apply

    @Test("lint --device all over two layout JSON files and a dump reads each once and says so in one line")
    func deviceAllSaidOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try folder.write("a.json", columnLayoutJSON)
        let second = try folder.write("b.json", columnLayoutJSON)
        let dump = try folder.write("c.txt", "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>\n   | <UIButton: 0x3; frame = (16 60; 80 44); opaque = NO; layer = <CALayer: 0x4>>\n")
        let layouts = try DeviceLayoutChoice.layouts(device: "all", rightToLeft: false)
        let result = LintTool.run(paths: [first, second, dump], json: false, strict: false, layouts: layouts)
        #expect(result.status == .success)
        #expect(result.output.contains("in 3 scenes (3 files)"))
        #expect(result.errorOutput == "\(first), \(second), \(dump): --device and --rtl lay out storyboards and xibs from their constraints; layout JSON and running apps' dumps keep their frames, so they are read once as they are")
    }

    @Test("the note for a folder of many dumps names three and counts the rest")
    func deviceAllNoteIsBounded() {
        let files = (0..<1_000).map { "screens/\($0).json" }
        let note = SceneSource.framesKeptNote(files)
        #expect(note.hasPrefix("screens/0.json, screens/1.json, screens/2.json and 997 more: --device and --rtl"))
    }

    // MARK: The command plugin's arguments

    @Test("the plugin passes --device all on as an option and its value, not the path 'all'")
    func pluginDeviceValue() {
        let split = LintCommandArguments(["--device", "all", "App", "--strict"])
        #expect(split.paths == ["App"])
        #expect(split.lintOptions == ["--format", "xcode", "--device", "all", "--strict"])
    }

    @Test("the plugin keeps --format's value, --format=F, --rtl and paths after --")
    func pluginOtherShapes() {
        let split = LintCommandArguments(["--format", "json", "--rtl", "Screens", "--device", "iPhone SE (3rd generation)", "--", "--odd-folder"])
        #expect(split.paths == ["Screens", "--odd-folder"])
        #expect(split.lintOptions == ["--format", "json", "--rtl", "--device", "iPhone SE (3rd generation)"])
        let equals = LintCommandArguments(["--format=sarif", "--device=all", "App"])
        #expect(equals.paths == ["App"])
        #expect(equals.lintOptions == ["--format=sarif", "--device=all"])
        let missing = LintCommandArguments(["App", "--device"])
        #expect(missing.optionMissingValue == "--device")
        #expect(missing.paths == ["App"])
    }

    @Test("the plugin compiles the very file tested here")
    func pluginSharesTheParser() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = tests.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let plugin = root.appendingPathComponent("Plugins/Plugins/GamepadKitLintCommand/LintCommandArguments.swift")
        let tooling = root.appendingPathComponent("Tools/Sources/GamepadKitTooling/LintCommandArguments.swift")
        #expect(plugin.resolvingSymlinksInPath().path == tooling.resolvingSymlinksInPath().path)
        let command = try String(contentsOf: root.appendingPathComponent("Plugins/Plugins/GamepadKitLintCommand/GamepadKitLintCommand.swift"), encoding: .utf8)
        #expect(command.contains("LintCommandArguments(extractor.remainingArguments)"))
    }
}
