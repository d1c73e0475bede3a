import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

@Suite("Constraints place alignment rectangles; frames reach beyond them")
struct AlignmentRectTests {
    /// A 375×667 panel with a slider 8 pt from each side and 26 pt from the bottom, stored
    /// where Xcode draws it: its frame 2 pt wider each side and 1 pt taller below.
    private static let panel = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="VolumeController"/>
            <view contentMode="scaleToFill" id="volume-root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="volume">
                        <rect key="frame" x="6" y="611" width="363" height="31"/>
                    </slider>
                </subviews>
                <constraints>
                    <constraint firstItem="volume" firstAttribute="leading" secondItem="volume-root" secondAttribute="leading" constant="8" id="v-l"/>
                    <constraint firstAttribute="trailing" secondItem="volume" secondAttribute="trailing" constant="8" id="v-t"/>
                    <constraint firstAttribute="bottom" secondItem="volume" secondAttribute="bottom" constant="26" id="v-b"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    @Test("a slider solved at its own device lands on the frame Xcode stored, and is no misplaced view")
    func sliderAtStoredDevice() throws {
        let solved = try #require(try InterfaceBuilderDocument.scenes(from: Data(Self.panel.utf8), options: .storedDevice()).first)
        #expect(solved.root.children.first?.children.first?.frame == Rect(x: 6, y: 611, width: 363, height: 31))
        let stored = try #require(try InterfaceBuilderDocument.scenes(from: Data(Self.panel.utf8)).first)
        #expect(stored.constraintIssues.isEmpty)
    }
}
