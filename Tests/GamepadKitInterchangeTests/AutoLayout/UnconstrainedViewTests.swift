import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// A view in an Auto Layout scene that no constraint names (`translatesAutoresizingMaskIntoConstraints="NO"`,
/// no `fixedFrame`): Interface Builder gives it prototyping constraints at build time that fix
/// its stored frame, so it stays where it is stored on any device, its autoresizing mask unused,
/// and lint calls it neither ambiguous nor anything else. A view with a constraint of its own
/// but no position is still ambiguous.
@Suite("A view no constraint names keeps its stored frame")
struct UnconstrainedViewTests {
    private static func storyboard(pickerConstraints: String = "") -> String {
        phoneScreenStoryboard(toolsVersion: "12121", controller: #"id="detail" customClass="SpiderDetailViewController""#, safeArea: false, subviews: """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="back">
                <rect key="frame" x="16" y="20" width="81" height="30"/>
                <state key="normal" title="Back"/>
            </button>
            <datePicker contentMode="scaleToFill" datePickerMode="date" minuteInterval="1" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                <rect key="frame" x="0.0" y="416" width="375" height="216"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                \(pickerConstraints)
            </datePicker>
            """, constraints: """
            <constraint firstItem="back" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="b-t"/>
            <constraint firstItem="back" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="b-l"/>
            """)
    }

    @Test("laid out at a larger iPhone, the picker keeps its stored frame: Auto Layout never moves it, and its mask does not stretch it")
    func keepsStoredFrame() throws {
        let large = try #require(LayoutDevice.named("iPhone 16 Pro Max")?.first)
        let frames = try laidOutFrames(Self.storyboard(), LayoutOptions(device: large), ["picker", "back"])
        #expect(frames[0] == Rect(x: 0, y: 416, width: 375, height: 216))
        #expect(frames[1]?.origin == LayoutPoint(x: 16, y: 20))
    }

    @Test("lint finds nothing ambiguous about it; given a height and no position, it is ambiguous")
    func notAmbiguous() throws {
        func ambiguous(_ storyboard: String) throws -> [ConstraintLayoutIssue] {
            let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(storyboard.utf8)).first)
            return scene.constraintIssues.filter { $0.kind == .ambiguous }
        }
        #expect(try ambiguous(Self.storyboard()).isEmpty)
        let heightOnly = Self.storyboard(pickerConstraints: #"<constraints><constraint firstAttribute="height" constant="216" id="p-h"/></constraints>"#)
        #expect(try ambiguous(heightOnly).map(\.viewID) == ["picker"])
    }
}
