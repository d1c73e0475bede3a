import Foundation
import Testing
import GamepadKitCore
import GamepadKitInterchange
@testable import GamepadKitTooling

/// A storyboard with three scenes of one class, told apart by title and storyboard id; the
/// second is on the 600×600 size-class canvas with a button left outside its view.
private let sameClassStoryboard = #"""
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
    <scenes>
        <scene sceneID="s1">
            <objects>
                <viewController id="vc1" customClass="ViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v1">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" id="login"><rect key="frame" x="20" y="100" width="350" height="44"/><connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="act-login"/></connections></button>
                        </subviews>
                    </view>
                    <navigationItem key="navigationItem" title="Login" id="n1"/>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewController id="vc2" customClass="ViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v2">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" id="inside"><rect key="frame" x="20" y="100" width="200" height="44"/><connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="act-inside"/></connections></button>
                            <button opaque="NO" contentMode="scaleToFill" id="stale"><rect key="frame" x="640" y="100" width="100" height="44"/><state key="normal" title="Help"/></button>
                            <scrollView clipsSubviews="YES" contentMode="scaleToFill" id="scroller">
                                <rect key="frame" x="0.0" y="200" width="600" height="400"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="below"><rect key="frame" x="20" y="900" width="200" height="44"/><connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="act-below"/></connections></button>
                                </subviews>
                            </scrollView>
                            <button hidden="YES" opaque="NO" contentMode="scaleToFill" id="hiddenAway"><rect key="frame" x="20" y="700" width="200" height="44"/><connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="act-hiddenAway"/></connections></button>
                        </subviews>
                    </view>
                    <navigationItem key="navigationItem" title="Help" id="n2"/>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="s3">
            <objects>
                <viewController storyboardIdentifier="Signup" id="vc3" customClass="ViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v3">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" id="join"><rect key="frame" x="20" y="820" width="350" height="44"/><connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="act-join"/></connections></button>
                        </subviews>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
"""#

@Suite("Storyboard scenes in the tools: names, bars, frames")
struct StoryboardSceneToolTests {
    @Test("scenes of one class are listed by title, and --scene takes the full name, the title alone or the storyboard id")
    func sceneSelection() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Same.storyboard", sameClassStoryboard)
        let all = try SceneSource.load(file)
        #expect(all.scenes.map(\.name) == ["ViewController (Login)", "ViewController (Help)", "Signup"])
        for (name, first) in [("ViewController (Login)", "login"), ("login", "login"), ("Help", "inside"), ("Signup", "join")] {
            let scenes = try all.selecting(name)
            #expect(scenes.first?.candidates.first?.id == first, "--scene \(name)")
        }
        #expect(SimulateTool.run(file: file, presses: "down", scene: "Help").status == .success)
        let render = RenderTool.run(file: file, out: folder.file("help.svg"), scene: "Help", converter: nil)
        #expect(render.status == .success)
        // The picture counts the frame findings too: the canvas and the button outside it.
        #expect(render.output.contains("2 findings"))
        #expect(FileManager.default.fileExists(atPath: folder.file("help.svg")))
    }

    @Test("lint reports the size-class canvas and a focusable frame outside the scene, not content below a scroll view's fold nor hidden views")
    func frameFindings() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Same.storyboard", sameClassStoryboard)
        let lints = try SceneSource.load(file).scenes.map { SceneLint(file: file, scene: $0) }
        let help = lints[1]
        #expect(help.findings(of: .sizeClassCanvas).map(\.elementID) == ["v2"])
        #expect(help.findings(of: .outsideScene).map(\.elementID) == ["stale"])
        #expect(help.findings(of: .outsideScene).first?.message
            == "stale \"Help\" at (640, 100, 100×44) lies outside the 600×600 pt scene: a stale frame, or one set in code; the map cannot show it as it is")
        // The sign-up button sticks out of the bottom of its 390×844 scene.
        #expect(lints[2].findings(of: .outsideScene).first?.message.hasPrefix("join at (20, 820, 350×44) sticks out of the 390×844 pt scene") == true)
        #expect(lints[0].findings.isEmpty)
    }

    @Test("lint --json names the new kinds, and --strict fails on them")
    func frameFindingsInJSON() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Same.storyboard", sameClassStoryboard)
        let result = LintTool.run(paths: [file], json: true, strict: true)
        #expect(result.status == .findings)
        #expect(result.output.contains(#""kind":"sizeClassCanvas""#))
        #expect(result.output.contains(#""kind":"outsideScene""#))
    }

    @Test("lint of a folder with a macOS xib exits 2 naming the file, its line and what it is, and still reports the iOS files")
    func appKitFileInFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("iOS/Same.storyboard", sameClassStoryboard)
        let mac = try folder.write("Mac/Window.xib", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <objects/>
        </document>
        """)
        let result = LintTool.run(paths: [folder.path], json: false, strict: false)
        #expect(result.status == .badInput)
        #expect(result.errorOutput == "\(mac): line 2: a macOS (AppKit) Interface Builder file: its frames and controls are AppKit's, not UIKit's, so it has no iOS focus map")
        #expect(result.output.contains("Scene \"ViewController (Login)\""))
    }
}
