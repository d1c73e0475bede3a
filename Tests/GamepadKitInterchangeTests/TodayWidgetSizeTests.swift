import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// A Today widget's view (`simulatedAppContext="notificationCenter"`) is sized by Notification
/// Center, never by the device's screen: laid out at any device it keeps the size it was drawn
/// at, so its buttons stay where Xcode stored them.
@Suite("A Today widget keeps its size at a device")
struct TodayWidgetSizeTests {
    private let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="today">
        <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="today" customClass="TodayViewController" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top"/>
                            <viewControllerLayoutGuide type="bottom" id="bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" simulatedAppContext="notificationCenter" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="510"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="refresh">
                                    <rect key="frame" x="150" y="478" width="20" height="22"/>
                                    <state key="normal" title="R"/>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="refresh" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c-x"/>
                                <constraint firstItem="bottom" firstAttribute="top" secondItem="refresh" secondAttribute="bottom" constant="10" id="c-b"/>
                                <constraint firstItem="refresh" firstAttribute="width" constant="20" id="c-w"/>
                                <constraint firstItem="refresh" firstAttribute="height" constant="22" id="c-h"/>
                            </constraints>
                        </view>
                        <nil key="simulatedStatusBarMetrics"/>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        <size key="freeformSize" width="320" height="510"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    @Test("laid out at an iPhone SE, the widget stays 320 × 510 and its refresh button stays at the foot of it, where Xcode stored it")
    func widgetKeepsItsSize() throws {
        let device = try #require(LayoutDevice.named("iPhone SE")?.first)
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(storyboard.utf8), options: LayoutOptions(device: device))
        let scene = try #require(scenes.first)
        #expect(scene.root.children.first?.frame.size == LayoutSize(width: 320, height: 510))
        #expect(scan(scene).candidate(id: "refresh")?.frame == Rect(x: 150, y: 478, width: 20, height: 22))
        // Before, the widget filled the phone's screen and the button sat at y 635, x 177.5.
    }
}
