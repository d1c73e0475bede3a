import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// The scenes of `AutoLayout/name`, laid out with `options`.
private func stackScenes(_ name: String, _ options: LayoutOptions, sourceFile: String = #filePath) throws -> [LayoutScene] {
    let folder = URL(fileURLWithPath: sourceFile).deletingLastPathComponent().deletingLastPathComponent()
    return try LayoutFile.load(path: folder.appendingPathComponent("Fixtures/AutoLayout/" + name).path, options: options)
}

/// The frame of `id` in the scene's root view's coordinates.
private func frame(_ id: String, in scene: LayoutScene) throws -> Rect {
    func search(_ node: ViewNode, origin: LayoutPoint) -> Rect? {
        let here = Rect(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY, width: node.frame.width, height: node.frame.height)
        if node.id == id { return here }
        for child in node.children {
            if let found = search(child, origin: here.origin) { return found }
        }
        return nil
    }
    let root = try #require(scene.root.children.first)
    return try #require(root.children.lazy.compactMap { search($0, origin: .zero) }.first)
}

private func near(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
}

@Suite("Stack views laid out as UIKit lays them out")
struct StackViewLayoutTests {
    private static let wide = LayoutDevice.screen(named: "440×956", size: LayoutSize(width: 440, height: 956))

    @Test("solved at the device it was saved as, every stop is where Xcode stored it")
    func storedDeviceGivesStoredFrames() throws {
        let stored = try #require(try stackScenes("StackDistributions.storyboard", LayoutOptions()).first)
        let solved = try #require(try stackScenes("StackDistributions.storyboard", .storedDevice()).first)
        let ids = scan(stored).candidates.map(\.id)
        #expect(ids.count == 16)
        for id in ids {
            #expect(near(try frame(id, in: stored), try frame(id, in: solved)), "\(id)")
        }
    }

    @Test("fill: the view that hugs least stretches, a hidden view collapses with its spacing")
    func fill() throws {
        let scene = try #require(try stackScenes("StackDistributions.storyboard", LayoutOptions(device: Self.wide)).first)
        // 440 − 2 × 16 = 408 wide, 20 pt under the 62 pt safe area.
        #expect(near(try frame("fill-back", in: scene), Rect(x: 16, y: 82, width: 50, height: 44)))
        #expect(try frame("fill-help", in: scene).width == 0)
        #expect(near(try frame("fill-field", in: scene), Rect(x: 76, y: 82, width: 348, height: 44)))
    }

    @Test("fill equally: the visible views share the length, the hidden one takes none")
    func fillEqually() throws {
        let scene = try #require(try stackScenes("StackDistributions.storyboard", LayoutOptions(device: Self.wide)).first)
        let third = (408.0 - 20) / 3
        #expect(near(try frame("equally-1", in: scene), Rect(x: 16, y: 142, width: third, height: 44)))
        #expect(near(try frame("equally-2", in: scene), Rect(x: 16 + third + 10, y: 142, width: third, height: 44)))
        #expect(near(try frame("equally-3", in: scene), Rect(x: 16 + 2 * third + 20, y: 142, width: third, height: 44)))
    }

    @Test("fill proportionally: each view keeps its share of the free length")
    func fillProportionally() throws {
        let scene = try #require(try stackScenes("StackDistributions.storyboard", LayoutOptions(device: Self.wide)).first)
        let free = 408.0 - 20
        #expect(near(try frame("proportional-1", in: scene), Rect(x: 16, y: 202, width: free / 6, height: 44)))
        #expect(near(try frame("proportional-3", in: scene), Rect(x: 424 - free / 2, y: 202, width: free / 2, height: 44)))
    }

    @Test("equal spacing and equal centering spread fixed-width views across the stack")
    func equalSpacingAndCentering() throws {
        let scene = try #require(try stackScenes("StackDistributions.storyboard", LayoutOptions(device: Self.wide)).first)
        // Gaps of (408 − 240) / 2 = 84.
        #expect(near(try frame("spacing-2", in: scene), Rect(x: 16 + 60 + 84, y: 262, width: 80, height: 44)))
        #expect(near(try frame("spacing-3", in: scene), Rect(x: 324, y: 262, width: 100, height: 44)))
        // Centres at 30 and 358 from the stack's edge: the middle one's at 194.
        #expect(near(try frame("centering-2", in: scene), Rect(x: 16 + 194 - 40, y: 322, width: 80, height: 44)))
    }

    @Test("a vertical stack centres its views, and a nested stack lays out its own")
    func nestedAndCentred() throws {
        let scene = try #require(try stackScenes("StackDistributions.storyboard", LayoutOptions(device: Self.wide)).first)
        #expect(near(try frame("column-title", in: scene), Rect(x: 16 + (408 - 42) / 2, y: 382, width: 42, height: 21)))
        #expect(near(try frame("pair-cancel", in: scene), Rect(x: 16 + 104, y: 411, width: 95, height: 30)))
        #expect(near(try frame("pair-save", in: scene), Rect(x: 16 + 104 + 105, y: 411, width: 95, height: 30)))
    }

    @Test("a hidden arranged view the file gives a required height keeps it, out of the arrangement: the next view starts at the stack's top, as Xcode stores it")
    func hiddenViewWithRequiredHeight() throws {
        let storyboard = phoneScreenStoryboard(controller: #"id="events" customClass="EventsController""#, subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                <subviews>
                    <label hidden="YES" opaque="NO" userInteractionEnabled="NO" contentMode="left" text="No event today." translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                        <rect key="frame" x="0.0" y="-50" width="375" height="50"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="50" id="e-h"/>
                        </constraints>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="add">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                        <state key="normal" title="Add an event"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="add" firstAttribute="top" secondItem="empty" secondAttribute="bottom" id="a-t"/>
                    <constraint firstItem="add" firstAttribute="leading" secondItem="stack" secondAttribute="leading" id="a-l"/>
                    <constraint firstAttribute="trailing" secondItem="add" secondAttribute="trailing" id="a-r"/>
                    <constraint firstItem="empty" firstAttribute="leading" secondItem="stack" secondAttribute="leading" id="e-l"/>
                    <constraint firstAttribute="trailing" secondItem="empty" secondAttribute="trailing" id="e-r"/>
                </constraints>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="64" id="s-t"/>
            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="s-b"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s-l"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="s-r"/>
            """)
        let frames = try laidOutFrames(storyboard, .storedDevice(), ["add", "empty"])
        #expect(frames[0] == Rect(x: 0, y: 0, width: 375, height: 603))
        #expect(frames[1] == Rect(x: 0, y: -50, width: 375, height: 50))
    }
}
