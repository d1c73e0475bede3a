import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

@Suite("A root Xcode drew shorter than its device")
struct ShortRootTests {
    /// A sheet's view, saved at an iPhone 8 (375×667) but drawn 650 pt tall, with its button
    /// 24 pt above the bottom.
    private static let sheet = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc-sheet">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="sheet">
                <objects>
                    <viewController storyboardIdentifier="Sheet" id="vc-sheet" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="sheet-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="650"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="done">
                                    <rect key="frame" x="32.5" y="586" width="310" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="d-h"/>
                                        <constraint firstAttribute="width" constant="310" id="d-w"/>
                                    </constraints>
                                    <state key="normal" title="Done"/>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="done" firstAttribute="centerX" secondItem="sheet-root" secondAttribute="centerX" id="d-x"/>
                                <constraint firstAttribute="bottom" secondItem="done" secondAttribute="bottom" constant="24" id="d-b"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    private func done(_ options: LayoutOptions) throws -> Rect? {
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(Self.sheet.utf8), options: options).first)
        return scene.root.children.first?.children.first { $0.id == "done" }?.frame
    }

    @Test("at the device it was saved as, the root keeps its height and the button its stored place")
    func storedDevice() throws {
        #expect(try done(.storedDevice()) == Rect(x: 32.5, y: 586, width: 310, height: 40))
    }

    @Test("at another device, the root fills the screen")
    func otherDevice() throws {
        let large = try #require(LayoutDevice.named("iPhone 16 Pro Max")?.first)
        #expect(try done(LayoutOptions(device: large)) == Rect(x: 65, y: 956 - 24 - 40, width: 310, height: 40))
    }
}
