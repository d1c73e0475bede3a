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

    /// An About sheet saved at an iPhone 8, 647 pt tall, its button 20 pt below the top layout guide.
    private static let about = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="list">
                <objects>
                    <viewController id="vc-list" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="list-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="info">
                                    <rect key="frame" x="16" y="40" width="50" height="30"/>
                                    <state key="normal" title="Info"/>
                                    <connections>
                                        <segue destination="vc-about" kind="presentation" id="show-about"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="about">
                <objects>
                    <viewController storyboardIdentifier="about" id="vc-about" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="about-top"/>
                            <viewControllerLayoutGuide type="bottom" id="about-bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="about-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="647"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="close">
                                    <rect key="frame" x="16" y="20" width="50" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="c-h"/>
                                        <constraint firstAttribute="width" constant="50" id="c-w"/>
                                    </constraints>
                                    <state key="normal" title="Close"/>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="close" firstAttribute="top" secondItem="about-top" secondAttribute="bottom" constant="20" id="c-t"/>
                                <constraint firstItem="close" firstAttribute="leading" secondItem="about-root" secondAttribute="leading" constant="16" id="c-l"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    private func close(in storyboard: String, _ options: LayoutOptions) throws -> Rect? {
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(storyboard.utf8), options: options).last)
        return scene.root.children.first?.children.first { $0.id == "close" }?.frame
    }

    @Test("a presented sheet sits under no status bar: its top guide is its own top, and its button stays where Xcode stored it")
    func sheetUnderNoStatusBar() throws {
        #expect(try close(in: Self.about, .storedDevice()) == Rect(x: 16, y: 20, width: 50, height: 30))
        // At another device it is a sheet still: the root fills the screen, under no status bar.
        let large = try #require(LayoutDevice.named("iPhone 16 Pro Max")?.first)
        #expect(try close(in: Self.about, LayoutOptions(device: large))?.minY == 20)
        // At the stored frames, nothing of it is inset for a status bar either.
        #expect(try close(in: Self.about, LayoutOptions()) == Rect(x: 16, y: 20, width: 50, height: 30))
        // The same short view shown in place (a container's child, no segue presents it) is
        // under the status bar.
        let inPlace = Self.about.replacingOccurrences(of: #"<segue destination="vc-about" kind="presentation" id="show-about"/>"#, with: "")
        #expect(try close(in: inPlace, .storedDevice())?.minY == 40)
    }

    @Test("a full-screen modal drawn a tab bar short (above the tab bar of the screen presenting it) is no sheet: its top guide stays below the status bar")
    func modalAboveInferredTabBarKeepsStatusBar() throws {
        let aboveTabBar = Self.about
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="647"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="0.0" width="375" height="618"/>"#)
            .replacingOccurrences(of: #"<rect key="frame" x="16" y="20" width="50" height="30"/>"#,
                                  with: #"<rect key="frame" x="16" y="40" width="50" height="30"/>"#)
        #expect(aboveTabBar.contains(#"height="618""#) && aboveTabBar.contains(#"y="40""#))
        #expect(try close(in: aboveTabBar, .storedDevice()) == Rect(x: 16, y: 40, width: 50, height: 30))
        #expect(try close(in: aboveTabBar, LayoutOptions()) == Rect(x: 16, y: 40, width: 50, height: 30))
    }

    /// A navigation controller shown from a screen outside any stack (so presented, as a sheet):
    /// Xcode 11 and later draw its stack 647 pt tall on an iPhone 8, under a 56-pt bar and no
    /// status bar. Its root has a button 20 pt below the safe area's top; a pushed screen has one
    /// centred.
    private static let sheetStack = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15702" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc-home">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="home">
                <objects>
                    <viewController id="vc-home" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="home-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="play">
                                    <rect key="frame" x="16" y="40" width="50" height="30"/>
                                    <state key="normal" title="Play"/>
                                    <connections>
                                        <segue destination="nav" kind="show" id="to-nav"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="stack">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc-menu" kind="relationship" relationship="rootViewController" id="to-menu"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="menu">
                <objects>
                    <viewController id="vc-menu" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="menu-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="647"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="start">
                                    <rect key="frame" x="16" y="76" width="100" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="s-h"/>
                                        <constraint firstAttribute="width" constant="100" id="s-w"/>
                                    </constraints>
                                    <state key="normal" title="Start"/>
                                    <connections>
                                        <segue destination="vc-board" kind="show" id="to-board"/>
                                    </connections>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="start" firstAttribute="top" secondItem="menu-safe" secondAttribute="top" constant="20" id="s-t"/>
                                <constraint firstItem="start" firstAttribute="leading" secondItem="menu-root" secondAttribute="leading" constant="16" id="s-l"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="menu-safe"/>
                        </view>
                        <navigationItem key="navigationItem" title="Menu" id="menu-item"/>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="board">
                <objects>
                    <viewController id="vc-board" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="board-root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="647"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="cell">
                                    <rect key="frame" x="142.5" y="290.5" width="90" height="66"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="66" id="c-h"/>
                                        <constraint firstAttribute="width" constant="90" id="c-w"/>
                                    </constraints>
                                    <state key="normal" title="X"/>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="cell" firstAttribute="centerX" secondItem="board-root" secondAttribute="centerX" id="c-x"/>
                                <constraint firstItem="cell" firstAttribute="centerY" secondItem="board-root" secondAttribute="centerY" id="c-y"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    private func node(_ id: String, inSceneAt index: Int, of storyboard: String, _ options: LayoutOptions) throws -> ViewNode? {
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(storyboard.utf8), options: options)
        return findNode(id, in: try #require(scenes.dropFirst(index).first).root)
    }

    @Test("a navigation stack presented as a sheet keeps the sheet's height, its 56-pt bar and no status bar, on its root and on the screens pushed onto it")
    func presentedStackIsASheet() throws {
        for options in [LayoutOptions.storedDevice(), LayoutOptions()] {
            #expect(try node("start", inSceneAt: 1, of: Self.sheetStack, options)?.frame == Rect(x: 16, y: 76, width: 100, height: 30))
            #expect(try node("cell", inSceneAt: 2, of: Self.sheetStack, options)?.frame == Rect(x: 142.5, y: 290.5, width: 90, height: 66))
            #expect(try node("nav-bar", inSceneAt: 2, of: Self.sheetStack, options)?.frame == Rect(x: 0, y: 0, width: 375, height: 56))
        }
        // Drawn full screen, the same stack is no sheet: a 44-pt bar, and the pushed screen
        // fills the device.
        let fullScreen = Self.sheetStack.replacingOccurrences(of: #"height="647""#, with: #"height="667""#)
        #expect(try node("nav-bar", inSceneAt: 2, of: fullScreen, .storedDevice())?.frame.height == 44)
        #expect(try node("cell", inSceneAt: 2, of: fullScreen, .storedDevice())?.frame.minY == 300.5)
    }
}
