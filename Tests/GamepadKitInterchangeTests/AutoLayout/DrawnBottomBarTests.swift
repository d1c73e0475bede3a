import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// A controller no segue of its file places in a navigation or tab bar controller, drawn above a
/// toolbar (its simulated bottom bar set to one): the app shows it in a stack whose toolbar
/// stands under its view, so its safe area ends above that bar, as Interface Builder draws it.
@Suite("A bottom bar the file draws but no segue places")
struct DrawnBottomBarTests {
    private static func storyboard(bottomBar: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="list">
                    <objects>
                        <viewController storyboardIdentifier="Interventions" id="vc-list" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="list-root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="create">
                                        <rect key="frame" x="15" y="578" width="345" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="30" id="c-h"/>
                                        </constraints>
                                        <state key="normal" title="Create"/>
                                    </button>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="create" firstAttribute="leading" secondItem="list-root" secondAttribute="leading" constant="15" id="c-l"/>
                                    <constraint firstAttribute="trailing" secondItem="create" secondAttribute="trailing" constant="15" id="c-r"/>
                                    <constraint firstItem="list-safe" firstAttribute="bottom" secondItem="create" secondAttribute="bottom" constant="15" id="c-b"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="list-safe"/>
                            </view>
                            \(bottomBar)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private func create(_ bottomBar: String) throws -> Rect? {
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(Self.storyboard(bottomBar: bottomBar).utf8), options: .storedDevice()).first)
        return scene.root.children.first?.children.first { $0.id == "create" }?.frame
    }

    @Test("drawn above a toolbar or a tab bar, the button pinned to the safe area's bottom stays above that bar, where Xcode stored it")
    func aboveTheDrawnBar() throws {
        #expect(try create(#"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#) == Rect(x: 15, y: 578, width: 345, height: 30))
        #expect(try create(#"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)?.minY == 667 - 49 - 15 - 30)
    }

    @Test("with no bottom bar drawn, the safe area reaches the screen's bottom")
    func noBarDrawn() throws {
        #expect(try create("")?.minY == 667 - 15 - 30)
    }
}
