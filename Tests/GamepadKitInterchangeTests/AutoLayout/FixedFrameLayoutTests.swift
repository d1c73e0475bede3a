import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// A view Interface Builder gives no constraints is written with a fixed frame
/// (`fixedFrame="YES"`, and `translatesAutoresizingMaskIntoConstraints="NO"` all the same): at
/// build time it keeps that frame, resized with its parent by its autoresizing mask, whatever
/// size its content would ask for.
@Suite("Views with a fixed frame, laid out from the constraints around them")
struct FixedFrameLayoutTests {
    /// A date popup: a panel pinned 20 pt below the safe area and 16 pt in from each side, holding
    /// a date picker stored 260 × 162 at (47, 40) that grows with the panel's width, and a Done
    /// button pinned below the picker's stored place by constraints of the panel.
    private static let storyboard = phoneScreenStoryboard(controller: #"id="popup" customClass="DatePopupController""#, subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
            <rect key="frame" x="16" y="40" width="343" height="300"/>
            <subviews>
                <datePicker contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" minuteInterval="1" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                    <rect key="frame" x="47" y="40" width="260" height="162"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                </datePicker>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="done">
                    <rect key="frame" x="16" y="240" width="311" height="44"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="44" id="d-h"/>
                    </constraints>
                    <state key="normal" title="Done"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstAttribute="height" constant="300" id="p-h"/>
                <constraint firstItem="done" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="16" id="d-l"/>
                <constraint firstAttribute="trailing" secondItem="done" secondAttribute="trailing" constant="16" id="d-r"/>
                <constraint firstAttribute="bottom" secondItem="done" secondAttribute="bottom" constant="16" id="d-b"/>
            </constraints>
        </view>
        """, constraints: """
        <constraint firstItem="panel" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="p-t"/>
        <constraint firstItem="panel" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="p-l"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" constant="16" id="p-r"/>
        """)

    private func picker(on deviceName: String) throws -> (panel: Rect?, picker: Rect?) {
        let device = try #require(LayoutDevice.named(deviceName)?.first)
        let frames = try laidOutFrames(Self.storyboard, LayoutOptions(device: device), ["panel", "picker"])
        return (frames[0], frames[1])
    }

    @Test("on the iPhone SE it was saved for, the picker keeps its stored 260 × 162 frame, not a date picker's own 320 × 216")
    func keepsItsFrame() throws {
        let laidOut = try picker(on: "iPhone SE")
        #expect(laidOut.panel == Rect(x: 16, y: 40, width: 343, height: 300))
        #expect(laidOut.picker == Rect(x: 47, y: 40, width: 260, height: 162))
    }

    @Test("on an iPhone 16 Pro Max the panel is 65 pt wider and 42 pt lower; the picker stays at its place in the panel and takes the 65 pt (width sizable)")
    func followsItsParent() throws {
        let laidOut = try picker(on: "iPhone 16 Pro Max")
        #expect(laidOut.panel == Rect(x: 16, y: 82, width: 408, height: 300))
        #expect(laidOut.picker == Rect(x: 47, y: 40, width: 325, height: 162))
    }
}
