import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// The scenes of `AutoLayout/name`, laid out with `options`.
private func autoLayoutScenes(_ name: String, _ options: LayoutOptions = LayoutOptions(), sourceFile: String = #filePath) throws -> [LayoutScene] {
    let folder = URL(fileURLWithPath: sourceFile).deletingLastPathComponent().deletingLastPathComponent()
    return try LayoutFile.load(path: folder.appendingPathComponent("Fixtures/AutoLayout/" + name).path, options: options)
}

private func device(_ name: String) throws -> LayoutDevice {
    try #require(LayoutDevice.named(name)?.first)
}

@Suite("Scenes laid out from their constraints")
struct ConstraintLayoutSceneTests {
    @Test("a frameless Xcode 4.5 calculator is laid out into its 4 × 5 grid of equal keys, not one full-screen button")
    func calculatorGrid() throws {
        let scene = try #require(try autoLayoutScenes("Calculator45.storyboard").first)
        let keys = scan(scene).candidates
        #expect(keys.count == 20)
        // 320 pt wide: 20 pt margins, 8 pt gaps, four equal columns of 64 pt; below a 60 pt
        // display 20 pt from the top, five equal rows down to 20 pt above the bottom (548 pt).
        let columns = Set(keys.map(\.frame.minX)), rows = Set(keys.map(\.frame.minY))
        #expect(columns == [20, 92, 164, 236])
        #expect(rows == [88, 177.6, 267.2, 356.8, 446.4])
        #expect(keys.allSatisfy { $0.frame.width == 64 && abs($0.frame.height - 81.6) < 1e-9 })
        #expect(keys.first { $0.label == "=" }?.frame == Rect(x: 236, y: 446.4, width: 64, height: 81.6))
        #expect(scene.constraintIssues.isEmpty)
    }

    @Test("on another device the same constraints stretch the grid to the screen")
    func calculatorOnIPad() throws {
        let scene = try #require(try autoLayoutScenes("Calculator45.storyboard", LayoutOptions(device: device("iPad Pro 13-inch"))).first)
        #expect(scene.bounds.size == LayoutSize(width: 1032, height: 1376))
        let equals = try #require(scan(scene).candidates.first { $0.label == "=" })
        #expect(equals.frame.maxX == 1012)
        #expect(abs(equals.frame.maxY - 1356) < 1e-9)
    }

    @Test("a panel Interface Builder saved with no frame (a zero frame) is zero-sized, and the buttons it clips are no stops")
    func zeroFramePanel() throws {
        let scene = try #require(try autoLayoutScenes("ZeroFramePanel.storyboard").first)
        let panel = try #require(findNode("filters-panel", in: scene.root))
        #expect(panel.frame.height == 0)
        #expect(scan(scene).candidates.map(\.id) == ["save"])
    }

    @Test("the same form at iPhone SE pushes its last chip off the screen; at iPad Pro every chip fits")
    func formPerDevice() throws {
        let small = try #require(try autoLayoutScenes("GenreForm.storyboard", LayoutOptions(device: device("iPhone SE"))).first)
        let large = try #require(try autoLayoutScenes("GenreForm.storyboard", LayoutOptions(device: device("iPad Pro"))).first)
        let punkOnSE = try #require(findNode("chip-4", in: small.root))
        // 20 pt status bar + 20 pt; 16 + 4 × 88 = 368 pt from the left: 448 > 375.
        #expect(punkOnSE.frame == Rect(x: 368, y: 40, width: 80, height: 34))
        #expect(punkOnSE.frame.maxX > small.bounds.width)
        let punkOnIPad = try #require(findNode("chip-4", in: large.root))
        #expect(punkOnIPad.frame == Rect(x: 368, y: 44, width: 80, height: 34))
        // Done sits at the trailing edge of each screen.
        #expect(abs((findNode("done", in: small.root)?.frame.maxX ?? 0) - (375 - 16)) < 1e-6)
        #expect(abs((findNode("done", in: large.root)?.frame.maxX ?? 0) - (1032 - 16)) < 1e-6)
    }

    @Test("a slider stored 1 pt high is as tall as UIKit draws it (31 pt)")
    func staleSliderHeight() throws {
        let scene = try #require(try autoLayoutScenes("GenreForm.storyboard").first)
        #expect(findNode("volume", in: scene.root)?.frame.height == 31)
    }

    @Test("right to left, leading and trailing are mirrored and focus starts at the top leading (right) corner")
    func rightToLeft() throws {
        let scene = try #require(try autoLayoutScenes("EpisodeHeader.storyboard", LayoutOptions(rightToLeft: true)).first)
        #expect(findNode("back", in: scene.root)?.frame == Rect(x: 317, y: 79, width: 60, height: 34))
        #expect(findNode("share", in: scene.root)?.frame == Rect(x: 16, y: 79, width: 60, height: 34))
        #expect(findNode("play", in: scene.root)?.frame == Rect(x: 257, y: 145, width: 120, height: 34))
        #expect(scene.context.isRightToLeft)
        let snapshot = FocusScanner().scan(scene.root, bounds: scene.bounds, context: scene.context)
        #expect(ReadingOrder.first(among: snapshot.candidates, rightToLeft: true)?.id == "back")
        let leftToRight = try #require(try autoLayoutScenes("EpisodeHeader.storyboard").first)
        #expect(findNode("back", in: leftToRight.root)?.frame == Rect(x: 16, y: 79, width: 60, height: 34))
    }

    @Test("ambiguous, conflicting and misplaced constraint sets are named, and the conflict breaks the later constraint")
    func constraintIssues() throws {
        let scenes = try autoLayoutScenes("ConstraintIssues.storyboard")
        let issues = Dictionary(uniqueKeysWithValues: scenes.map { ($0.name, $0.constraintIssues.map { "\($0.kind.rawValue) \($0.viewID) \($0.constraintID ?? "-")" }) })
        #expect(issues["Ambiguous"] == ["ambiguous lonely -"])
        #expect(issues["Conflicting"] == ["conflicting stretched cf-c3"])
        #expect(issues["Misplaced"] == ["misplaced moved -"])
        let conflicting = try #require(scenes.first { $0.name == "Conflicting" })
        #expect(findNode("stretched", in: conflicting.root)?.frame.width == 100)
        // An ambiguous view stays where the file stores it.
        let ambiguous = try #require(scenes.first { $0.name == "Ambiguous" })
        #expect(findNode("lonely", in: ambiguous.root)?.frame == Rect(x: 16, y: 300, width: 90, height: 34))
    }

    @Test("a xib whose top object is a view controller is a scene named by its class")
    func viewControllerXib() throws {
        let scenes = try autoLayoutScenes("PlayerViewController.xib")
        #expect(scenes.map(\.name) == ["PlayerViewController"])
        #expect(scan(try #require(scenes.first)).candidates.map(\.id) == ["play-pause", "skip"])
    }

    @Test("multipliers as ratios (spaces around the colon too), placeholder constraints left out, item-less constraints about the view that holds them")
    func constraintAttributes() throws {
        let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
        <view id="root"><rect key="frame" x="0" y="0" width="300" height="600"/><subviews>
        <button translatesAutoresizingMaskIntoConstraints="NO" id="b"><state key="normal" title="Go"/>
          <constraints><constraint firstAttribute="width" constant="90" id="w"/></constraints></button>
        <button translatesAutoresizingMaskIntoConstraints="NO" id="c"><state key="normal" title="Half"/></button>
        </subviews><constraints>
        <constraint firstItem="b" firstAttribute="centerY" secondItem="root" secondAttribute="bottom" multiplier="1:3" id="y"/>
        <constraint firstItem="c" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.5 : 1" id="cw"/>
        <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="cl"/>
        <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="ct"/>
        <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="10" id="x"/>
        <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" placeholder="YES" id="p"/>
        </constraints></view></objects></document>
        """
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(xml.utf8)).first)
        // 30 pt tall (a 15 pt title), centred on a third of 600; 10 pt from the trailing edge.
        #expect(findNode("b", in: scene.root)?.frame == Rect(x: 200, y: 185, width: 90, height: 30))
        // A ratio typed with spaces ("0.5 : 1") is half the root's width.
        #expect(findNode("c", in: scene.root)?.frame == Rect(x: 0, y: 20, width: 150, height: 30))
    }

    @Test("device names: all gives ten screens; a part of a name picks one; landscape turns it")
    func deviceNames() throws {
        #expect(LayoutDevice.named("all")?.count == 10)
        #expect(LayoutDevice.named("iphone 16")?.first?.name == "iPhone 16")
        #expect(LayoutDevice.named("iPhone 16 Pro Max landscape")?.first?.size == LayoutSize(width: 956, height: 440))
        #expect(LayoutDevice.named("ipad-mini")?.first?.size == LayoutSize(width: 744, height: 1133))
        #expect(LayoutDevice.named("pixel") == nil)
    }
}
