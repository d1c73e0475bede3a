import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// A screen pushed from code (its navigation item has a bar button) under an opaque navigation
/// bar: UIKit lays its view out below the bar, so the top layout guide and the safe area start at
/// the view's own top. Saved as an iPhone 8, as Xcode stored the frames.
@Suite("A view below an opaque navigation bar, laid out from its constraints")
struct OpaqueBarLayoutTests {
    private static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12118" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="updates" customClass="PartialUpdatesViewController" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="topGuide"/>
                            <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="refresh">
                                    <rect key="frame" x="16" y="8" width="343" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="r-h"/>
                                    </constraints>
                                    <state key="normal" title="Refresh"/>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="refresh" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="8" id="r-t"/>
                                <constraint firstItem="refresh" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="r-l"/>
                                <constraint firstAttribute="trailing" secondItem="refresh" secondAttribute="trailing" constant="16" id="r-r"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" id="item">
                            <barButtonItem key="rightBarButtonItem" title="Randomize" id="randomize"/>
                        </navigationItem>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    private func frames(_ options: LayoutOptions) throws -> (root: Rect?, refresh: Rect?) {
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(Self.storyboard.utf8), options: options).first)
        let root = scene.root.children.first { $0.id == "root" }
        return (root?.frame, root?.children.first { $0.id == "refresh" }?.frame)
    }

    @Test("solved at the device it was saved as, the button stays 8 pt below the bar, where Xcode stored it")
    func solvedBelowTheBar() throws {
        let stored = try frames(LayoutOptions())
        #expect(stored.root?.minY == 64)
        #expect(stored.refresh == Rect(x: 16, y: 8, width: 343, height: 40))
        let solved = try frames(.storedDevice())
        #expect(solved.root == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(solved.refresh == Rect(x: 16, y: 8, width: 343, height: 40))
    }

    @Test("a root drawn at a freeform size (a 375 × 200 terms screen) below an opaque bar keeps its height: the toolbar at its foot, with Agree and Decline, stays on the screen")
    func freeformRootKeepsItsFoot() throws {
        let terms = Self.storyboard
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="64" width="375" height="603"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="0.0" width="375" height="200"/>"#)
            .replacingOccurrences(of: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#,
                                  with: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/><freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
            .replacingOccurrences(of: "</subviews>", with: """
                <toolbar opaque="NO" contentMode="scaleToFill" id="toolbar">
                    <rect key="frame" x="0.0" y="156" width="375" height="44"/>
                    <items>
                        <barButtonItem title="Decline" id="decline"/>
                        <barButtonItem title="Agree" id="agree"/>
                    </items>
                </toolbar>
            </subviews>
            """)
        #expect(terms.contains("freeformSimulatedSizeMetrics") && terms.contains(#"height="200""#))
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(terms.utf8)).first)
        let root = try #require(scene.root.children.first { $0.id == "root" })
        #expect(root.frame == Rect(x: 0, y: 64, width: 375, height: 200))
        #expect(scene.bounds.height == 264)
        let agree = try #require(FocusScanner().scan(scene.root, bounds: scene.bounds).candidate(id: "agree"))
        #expect(scene.bounds.contains(agree.frame))
    }
}
