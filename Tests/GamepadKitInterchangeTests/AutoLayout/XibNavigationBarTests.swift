import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// A controller's view kept in a xib and drawn under a navigation bar (its simulated top bar):
/// the app pushes it onto a navigation stack in code, so its safe area and top margin start below
/// the status bar and that bar, 64 pt down a Home-button iPhone, as Xcode stored its frames. Under
/// an opaque bar the view itself starts there. Saved by Xcode 9 as an iPhone 8.
@Suite("A xib's controller view drawn under a navigation bar")
struct XibNavigationBarTests {
    private static func xib(rootFrame: String, metrics: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13196" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ReminderViewController">
                    <connections>
                        <outlet property="view" destination="root" id="o1"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    \(rootFrame)
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Title" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="104" y="\(rootFrame.contains(#"y="64""#) ? 28 : 92)" width="253" height="17"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="17" id="t-h"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="topMargin" constant="28" id="t-t"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="104" id="t-l"/>
                        <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="18" id="t-r"/>
                    </constraints>
                    \(metrics)
                </view>
            </objects>
        </document>
        """
    }

    /// The text field's frame on the screen, and the root view's, laid out with `options`.
    private func frames(_ xib: String, _ options: LayoutOptions) throws -> (root: Rect, title: Rect) {
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(xib.utf8), options: options).first)
        let root = try #require(scene.root.children.first { $0.id == "root" })
        let title = try #require(root.children.first { $0.id == "title" })
        return (root.frame, title.frame.offsetBy(dx: root.frame.minX, dy: root.frame.minY))
    }

    @Test("under a translucent bar the view fills the screen and the field pinned 28 pt below its top margin stays 92 pt down, where Xcode stored it")
    func translucentBar() throws {
        let xib = Self.xib(rootFrame: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
                           metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
        let solved = try frames(xib, .storedDevice())
        #expect(solved.root == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(solved.title == Rect(x: 104, y: 92, width: 253, height: 17))
        #expect(try frames(xib, LayoutOptions()).title == solved.title)
    }

    @Test("under an opaque bar the view starts below it, and the field lies 92 pt down the screen all the same")
    func opaqueBar() throws {
        let xib = Self.xib(rootFrame: #"<rect key="frame" x="0.0" y="64" width="375" height="603"/>"#,
                           metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#)
        let solved = try frames(xib, .storedDevice())
        #expect(solved.root == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(solved.title == Rect(x: 104, y: 92, width: 253, height: 17))
        #expect(try frames(xib, LayoutOptions()).title == solved.title)
    }

    @Test("without a simulated navigation bar the view's top margin is the status bar's, as before")
    func noBar() throws {
        let xib = Self.xib(rootFrame: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#, metrics: "")
        #expect(try frames(xib, .storedDevice()).title == Rect(x: 104, y: 48, width: 253, height: 17))
    }
}
