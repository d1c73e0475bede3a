import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// Whether a storyboard scene saved as an iPhone 8 sits under a status bar depends on the Xcode
/// that saved it: Xcode 9 and 10 drew one over every screen, Xcode 11 and later draw none unless
/// the scene's simulated metrics ask for one. Stored frames show it: a header pinned to the safe
/// area's top is at 20 in the older files and at 0 in the newer, and a view under an opaque
/// navigation bar is 603 or 623 pt tall. Laid out at a device with a sensor housing, the housing
/// insets every screen.
@Suite("A storyboard scene's status bar, by the Xcode that saved it")
struct StoryboardStatusBarTests {
    /// A popup's header, 64 pt tall, pinned to the safe area's top by `constant`, with a Close
    /// button inside it.
    private func popup(toolsVersion: String, constant: Double, afterView: String = "") -> String {
        phoneScreenStoryboard(toolsVersion: toolsVersion, controller: #"id="popup" customClass="PosePopupViewController""#, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                <rect key="frame" x="0.0" y="\(constant)" width="375" height="64"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="close">
                        <rect key="frame" x="8" y="10" width="44" height="44"/>
                        <state key="normal" title="Close"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="64" id="h-h"/>
                    <constraint firstItem="close" firstAttribute="leading" secondItem="header" secondAttribute="leading" constant="8" id="c-l"/>
                    <constraint firstItem="close" firstAttribute="top" secondItem="header" secondAttribute="top" constant="10" id="c-t"/>
                    <constraint firstItem="close" firstAttribute="width" constant="44" id="c-w"/>
                    <constraint firstItem="close" firstAttribute="height" constant="44" id="c-h"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="header" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="\(constant)" id="h-t"/>
            <constraint firstItem="header" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="h-l"/>
            <constraint firstItem="header" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="h-r"/>
            """, afterView: afterView)
    }

    private func headerTop(_ storyboard: String, device: String = "iPhone SE") throws -> Double? {
        let options = LayoutOptions(device: try #require(LayoutDevice.named(device)?.first))
        return try laidOutFrames(storyboard, options, ["header"])[0]?.minY
    }

    @Test("saved by Xcode 11.5 or 12, a header pinned to the safe area's top stays at the top of an iPhone SE, where Xcode stored it")
    func newerXcodeDrawsNoStatusBar() throws {
        #expect(try headerTop(popup(toolsVersion: "16097", constant: 0)) == 0)
        #expect(try headerTop(popup(toolsVersion: "17701", constant: 20)) == 20)
        // Before this rule the header was laid out 20 pt below where Xcode stored it.
    }

    @Test("a popup drawn at a freeform size narrower than the screen (Xcode 11.5) has no status bar over its header either")
    func narrowFreeformPopup() throws {
        let popup = popup(toolsVersion: "16097", constant: 0, afterView: #"<size key="freeformSize" width="340" height="380"/>"#)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="0.0" width="340" height="380"/>"#)
        #expect(popup.contains(#"width="340" height="380"/>"#))
        #expect(try headerTop(popup) == 0)
    }

    @Test("a controller drawn at a freeform size that is exactly its document's iPhone (375 × 667) is that iPhone's screen: its header sits below the status bar; a smaller freeform popup's does not")
    func freeformAtTheDeviceSize() throws {
        let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#
        let screenSized = popup(toolsVersion: "12121", constant: 0, afterView: freeform + #"<size key="freeformSize" width="375" height="667"/>"#)
        #expect(try headerTop(screenSized) == 20)
        let smaller = popup(toolsVersion: "12121", constant: 0, afterView: freeform + #"<size key="freeformSize" width="340" height="380"/>"#)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="0.0" width="340" height="380"/>"#)
        #expect(smaller.contains(#"width="340" height="380"/>"#))
        #expect(try headerTop(smaller) == 0)
    }

    @Test("a freeform canvas as wide as its iPhone and taller (a long screen) sits under the status bar where that Xcode drew one over screens: Xcode 8, not Xcode 11")
    func tallFreeformScreen() throws {
        func tall(_ toolsVersion: String) -> String {
            popup(toolsVersion: toolsVersion, constant: 0,
                  afterView: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="375" height="900"/>"#)
                .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
                                      with: #"<rect key="frame" x="0.0" y="0.0" width="375" height="900"/>"#)
        }
        #expect(tall("12121").contains(#"width="375" height="900"/>"#))
        #expect(try headerTop(tall("12121")) == 20)
        #expect(try headerTop(tall("16097")) == 0)
    }

    @Test("saved by Xcode 10, the same header sits below the status bar, as that Xcode stored it")
    func olderXcodeDrawsTheStatusBar() throws {
        #expect(try headerTop(popup(toolsVersion: "14460", constant: 0)) == 20)
        #expect(try headerTop(popup(toolsVersion: "14490.70", constant: 0)) == 20)
    }

    @Test("saved by an early Xcode 11 (tools versions 14865.1 and 14868), the header stays at the top, as those files store it")
    func earlyXcode11DrawsNoStatusBar() throws {
        #expect(try headerTop(popup(toolsVersion: "14868", constant: 0)) == 0)
        #expect(try headerTop(popup(toolsVersion: "14865.1", constant: 16)) == 16)
        // Before, these versions counted as Xcode 10: the header was laid out 20 pt below where
        // Xcode stored it (a calendar form's fields all 20 pt low).
    }

    @Test("saved by Xcode 15 or later (a tools version of 32700.99.1234), the header stays below the status bar: those canvases were not seen")
    func laterXcodeKeepsTheStatusBar() throws {
        #expect(try headerTop(popup(toolsVersion: "32700.99.1234", constant: 0)) == 20)
    }

    @Test("laid out at an iPad, its 24-pt status bar insets the header: only a Home-button iPhone's is left out")
    func iPadKeepsItsStatusBar() throws {
        let device = try #require(LayoutDevice.named("iPad Pro")?.first)
        #expect(try headerTop(popup(toolsVersion: "17701", constant: 0), device: "iPad Pro") == device.safeArea.top)
        #expect(device.safeArea.top == 24)
    }

    @Test("simulated metrics that draw a status bar keep it at any version; metrics of None keep it out")
    func simulatedMetricsDecide() throws {
        let drawn = #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="lightContent"/>"#
        #expect(try headerTop(popup(toolsVersion: "17701", constant: 0, afterView: drawn)) == 20)
        let none = #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="none"/>"#
        #expect(try headerTop(popup(toolsVersion: "14460", constant: 0, afterView: none)) == 0)
    }

    @Test("laid out at an iPhone with a sensor housing, the housing insets the header whatever Xcode drew")
    func sensorHousingInsetsEveryScreen() throws {
        let device = try #require(LayoutDevice.named("iPhone 15")?.first)
        #expect(device.safeArea.top >= 44)
        #expect(try headerTop(popup(toolsVersion: "17701", constant: 0), device: "iPhone 15") == device.safeArea.top)
        #expect(try headerTop(popup(toolsVersion: "14460", constant: 0), device: "iPhone 15") == device.safeArea.top)
    }

    @Test("under an opaque navigation bar in an Xcode 11.5 file, the view starts 44 pt down and is 623 pt tall, as stored")
    func navigationBarWithoutStatusBar() throws {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                \(navigationControllerScene(root: "list", barY: 0, translucent: false))
                <scene sceneID="s1">
                    <objects>
                        <viewController id="list" customClass="UploadsViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="623"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="upload">
                                        <rect key="frame" x="30" y="555" width="315" height="48"/>
                                        <state key="normal" title="Upload"/>
                                    </button>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="upload" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="30" id="u-l"/>
                                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="upload" secondAttribute="trailing" constant="30" id="u-r"/>
                                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="upload" secondAttribute="bottom" constant="20" id="u-b"/>
                                    <constraint firstItem="upload" firstAttribute="height" constant="48" id="u-h"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                            <navigationItem key="navigationItem" title="Uploads" id="item"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let options = LayoutOptions(device: try #require(LayoutDevice.named("iPhone SE")?.first))
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(storyboard.utf8), options: options)
        let scene = try #require(scenes.first { $0.root.children.first?.id == "root" })
        let root = try #require(scene.root.children.first { $0.id == "root" })
        #expect(root.frame == Rect(x: 0, y: 44, width: 375, height: 623))
        #expect(findNode("upload", in: scene.root)?.frame == Rect(x: 30, y: 555, width: 315, height: 48))
        #expect(scene.root.children.first { $0.kind == .navigationBar }?.frame.minY == 0)
    }
}
