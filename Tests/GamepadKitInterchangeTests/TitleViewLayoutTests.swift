import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitInterchange

/// A title view stored wider than the room its bar's items leave: the bar narrows it, and UIKit
/// lays its subviews out again at the narrower width, so a search field pinned to both sides of
/// it ends before the Cancel button instead of lying over it.
@Suite("A title view narrowed by its bar's items")
struct TitleViewLayoutTests {
    /// A search screen pushed onto a stack: a 290-pt title view holding a field pinned to both
    /// sides and a clear button pinned to its trailing edge, a custom Cancel button on the right.
    /// `constraints` false: the same, laid out by autoresizing masks instead.
    static func storyboard(constraints: Bool) -> String {
        let pins = constraints ? """
                <constraints>
                  <constraint firstItem="field" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="c1"/>
                  <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" id="c2"/>
                  <constraint firstItem="field" firstAttribute="centerY" secondItem="title" secondAttribute="centerY" id="c3"/>
                  <constraint firstAttribute="trailing" secondItem="clear" secondAttribute="trailing" id="c4"/>
                  <constraint firstItem="clear" firstAttribute="centerY" secondItem="title" secondAttribute="centerY" id="c5"/>
                </constraints>
    """ : ""
        let fieldMask = constraints ? #"translatesAutoresizingMaskIntoConstraints="NO""# : ""
        let fieldResizes = constraints ? "" : #"<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>"#
        let clearResizes = constraints ? "" : #"<autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>"#
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" initialViewController="nav">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
        <scene sceneID="s0"><objects>
          <navigationController id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
            <connections><segue destination="feed" kind="relationship" relationship="rootViewController" id="r1"/></connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="s1"><objects>
          <viewController id="feed" customClass="FeedViewController" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="feedView">
              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              <subviews>
                <button contentMode="scaleToFill" id="find"><rect key="frame" x="20" y="300" width="335" height="44"/><state key="normal" title="Find"/>
                  <connections><segue destination="search" kind="show" id="p1"/></connections>
                </button>
              </subviews>
            </view>
            <navigationItem key="navigationItem" title="Feed" id="feedItem"/>
          </viewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
          <viewController id="search" customClass="SearchViewController" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="searchView">
              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            </view>
            <navigationItem key="navigationItem" id="searchItem">
              <view key="titleView" contentMode="scaleToFill" id="title">
                <rect key="frame" x="8" y="5.5" width="290" height="33"/>
                <subviews>
                  <textField contentMode="scaleToFill" placeholder="Search restaurants" \(fieldMask) id="field">
                    <rect key="frame" x="0.0" y="2" width="290" height="30"/>\(fieldResizes)
                  </textField>
                  <button contentMode="scaleToFill" \(fieldMask) id="clear">
                    <rect key="frame" x="258" y="1" width="32" height="32"/>\(clearResizes)
                    <state key="normal" image="close"/>
                    <connections><action selector="clearSearch:" destination="search" eventType="touchUpInside" id="a1"/></connections>
                  </button>
                </subviews>\(pins)
              </view>
              <barButtonItem key="rightBarButtonItem" title="Cancel" id="cancelItem">
                <button key="customView" contentMode="scaleToFill" buttonType="roundedRect" id="cancel">
                  <rect key="frame" x="0.0" y="0.0" width="55" height="30"/>
                  <state key="normal" title="Cancel"/>
                  <connections><action selector="cancel:" destination="search" eventType="touchUpInside" id="a2"/></connections>
                </button>
              </barButtonItem>
            </navigationItem>
          </viewController>
        </objects></scene>
        </scenes>
        </document>
        """
    }

    func snapshot(constraints: Bool) throws -> FocusSnapshot {
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(Self.storyboard(constraints: constraints).utf8), file: "Search.storyboard")
        let scene = try #require(scenes.first { $0.name == "SearchViewController" })
        return FocusScanner().scan(scene.root, bounds: scene.bounds, context: scene.context)
    }

    @Test("the search field ends before Cancel, Cancel is a stop, and the clear button sits at the field's end", arguments: [true, false])
    func fieldEndsBeforeCancel(constraints: Bool) throws {
        let snapshot = try snapshot(constraints: constraints)
        let cancel = try #require(snapshot.candidate(id: "cancel"), "Cancel is covered by the title view")
        let field = try #require(snapshot.candidate(id: "field"))
        let clear = try #require(snapshot.candidate(id: "clear"))
        let back = try #require(snapshot.candidates.first { $0.kind == .backButton })
        #expect(field.frame.minX >= back.frame.maxX)
        #expect(field.frame.maxX <= cancel.frame.minX)
        #expect(field.frame.width < 290)
        #expect(abs(clear.frame.maxX - field.frame.maxX) < 0.5)
        #expect(clear.frame.width == 32)
    }
}
