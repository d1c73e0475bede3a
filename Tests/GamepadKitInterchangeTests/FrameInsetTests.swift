import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitInterchange

/// Frames Xcode 8 stored as insets (`<frame key="frameInset" …/>`): a view placed by its frame gets
/// the frame its insets describe; a view laid out by its constraints keeps being placed by them.
@Suite("Frames stored as insets")
struct FrameInsetTests {
    static func insets(_ attributes: [String: String]) -> MarkupElement {
        MarkupElement(name: "frame", attributes: attributes.merging(["key": "frameInset"]) { $1 }, line: 1)
    }

    @Test("points, percentages of the superview and far-edge insets give the frame UIKit would place")
    func frames() {
        let superview = LayoutSize(width: 320, height: 480)
        #expect(FrameInsets.frame(of: Self.insets(["width": "320", "height": "219"]), in: nil) == Rect(x: 0, y: 0, width: 320, height: 219))
        #expect(FrameInsets.frame(of: Self.insets(["minX": "20", "minY": "64", "width": "280", "height": "44"]), in: nil)
                == Rect(x: 20, y: 64, width: 280, height: 44))
        // A tab of a hand-made tab bar: a quarter of the bar, the second one.
        #expect(FrameInsets.frame(of: Self.insets(["minX": "25%", "width": "25%", "height": "49"]), in: superview)
                == Rect(x: 80, y: 0, width: 80, height: 49))
        // Pinned to the far edges: what the insets leave, and a width from the right edge.
        #expect(FrameInsets.frame(of: Self.insets(["minX": "16", "maxX": "16", "minY": "8", "maxY": "8"]), in: superview)
                == Rect(x: 16, y: 8, width: 288, height: 464))
        #expect(FrameInsets.frame(of: Self.insets(["width": "60", "maxX": "10", "height": "30", "maxY": "0.0"]), in: superview)
                == Rect(x: 250, y: 450, width: 60, height: 30))
    }

    @Test("a far-edge inset alone spans from the near edge to it")
    func farEdgeAlone() {
        #expect(FrameInsets.frame(of: Self.insets(["maxX": "16", "height": "44"]), in: LayoutSize(width: 320, height: 480))
                == Rect(x: 0, y: 0, width: 304, height: 44))
        #expect(FrameInsets.frame(of: Self.insets(["width": "320", "maxY": "0.5"]), in: LayoutSize(width: 320, height: 44))
                == Rect(x: 0, y: 0, width: 320, height: 43.5))
    }

    @Test("insets that need an unknown superview, or that are no numbers, give no frame; a negative size is 0")
    func refusals() {
        // Finite in the file, infinite once computed.
        #expect(FrameInsets.frame(of: Self.insets(["minX": "1e308%", "width": "80", "height": "49"]), in: LayoutSize(width: 320, height: 480)) == nil)
        #expect(FrameInsets.frame(of: Self.insets(["maxX": "-1.7e308", "width": "-1.7e308", "height": "49"]), in: LayoutSize(width: 320, height: 480)) == nil)
        #expect(FrameInsets.frame(of: Self.insets(["minX": "25%", "width": "80", "height": "49"]), in: nil) == nil)
        #expect(FrameInsets.frame(of: Self.insets(["minX": "16", "maxX": "16", "height": "49"]), in: nil) == nil)
        #expect(FrameInsets.frame(of: Self.insets(["width": "wide", "height": "49"]), in: nil) == nil)
        #expect(FrameInsets.frame(of: Self.insets(["width": "nan", "height": "49"]), in: nil) == nil)
        #expect(FrameInsets.frame(of: Self.insets(["minX": "300", "maxX": "100", "height": "49"]), in: LayoutSize(width: 320, height: 480))
                == Rect(x: 300, y: 0, width: 0, height: 49))
    }

    /// An Xcode 8 cell xib: the content view's frame is stored as insets, the three buttons store
    /// no frame and are laid out by constraints against the content view's margins.
    static let cellXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
    <objects>
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
      <tableViewCell contentMode="scaleToFill" selectionStyle="none" rowHeight="220" id="cell" customClass="TwoButtonCell">
        <rect key="frame" x="0.0" y="0.0" width="320" height="220"/>
        <autoresizingMask key="autoresizingMask"/>
        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
          <frame key="frameInset" width="320" height="219"/>
          <autoresizingMask key="autoresizingMask"/>
          <subviews>
            <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="call">
              <constraints><constraint firstAttribute="height" constant="50" id="c1"/></constraints>
              <state key="normal" title="Call"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="left">
              <constraints><constraint firstAttribute="height" constant="50" id="c2"/></constraints>
              <state key="normal" title="Decline"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="right">
              <constraints><constraint firstAttribute="height" constant="50" id="c3"/></constraints>
              <state key="normal" title="Accept"/>
            </button>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stale">
              <frame key="frameInset" minX="140" minY="65" width="320" height="44"/>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="call" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="24" id="k1"/>
            <constraint firstAttribute="trailingMargin" secondItem="call" secondAttribute="trailing" constant="24" id="k2"/>
            <constraint firstItem="call" firstAttribute="top" secondItem="content" secondAttribute="topMargin" constant="56" id="k3"/>
            <constraint firstItem="left" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="16" id="k4"/>
            <constraint firstAttribute="trailingMargin" secondItem="right" secondAttribute="trailing" constant="16" id="k5"/>
            <constraint firstItem="right" firstAttribute="leading" secondItem="left" secondAttribute="trailing" constant="18" id="k6"/>
            <constraint firstItem="left" firstAttribute="width" secondItem="right" secondAttribute="width" id="k7"/>
            <constraint firstAttribute="bottomMargin" secondItem="left" secondAttribute="bottom" constant="18.5" id="k8"/>
            <constraint firstAttribute="bottomMargin" secondItem="right" secondAttribute="bottom" constant="18.5" id="k9"/>
            <constraint firstItem="stale" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="s1"/>
            <constraint firstItem="stale" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s2"/>
            <constraint firstItem="stale" firstAttribute="top" secondItem="content" secondAttribute="top" id="s3"/>
            <constraint firstItem="stale" firstAttribute="height" constant="44" id="s4"/>
          </constraints>
        </tableViewCellContentView>
      </tableViewCell>
    </objects>
    </document>
    """

    @Test("a cell whose content view stores its frame as insets lays its buttons out in it: the two bottom buttons side by side, each a stop")
    func cellContentViewFromInsets() throws {
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(Self.cellXib.utf8), file: "TwoButtonCell.xib").first)
        let snapshot = FocusScanner().scan(scene.root, bounds: scene.bounds, context: scene.context)
        #expect(snapshot.candidate(id: "left")?.frame == Rect(x: 24, y: 142.5, width: 127, height: 50))
        #expect(snapshot.candidate(id: "right")?.frame == Rect(x: 169, y: 142.5, width: 127, height: 50))
        #expect(snapshot.candidate(id: "call")?.frame.width == 256)
        let map = NavigationMap(candidates: snapshot.candidates)
        #expect(map.neighbor(of: "left", .right) == "right")
        #expect(map.neighbor(of: "left", .up) == "call")
    }

    @Test("a view laid out by its constraints keeps being placed by them, not by the insets of an older canvas")
    func constrainedViewIgnoresStaleInsets() throws {
        let document = FrameInsets.resolve(try MarkupElement.parse(Data(Self.cellXib.utf8)))
        var stale: MarkupElement?
        var content: MarkupElement?
        var pending = [document]
        while let next = pending.popLast() {
            if next["id"] == "stale" { stale = next }
            if next["id"] == "content" { content = next }
            pending += next.children
        }
        #expect(stale.map { $0.child("rect", key: "frame") == nil } == true)
        #expect(content?.child("rect", key: "frame")?.attributes == ["key": "frame", "x": "0.0", "y": "0.0", "width": "320.0", "height": "219.0"])
    }

    /// An Xcode 8 menu screen: a Cancel button Interface Builder gave no constraints, its frame
    /// fixed (`fixedFrame="YES"`, written with `translatesAutoresizingMaskIntoConstraints="NO"`)
    /// and stored as insets, near the bottom of a 375 × 667 view.
    static let fixedFrameStoryboard = """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="menu" customClass="MenuViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="cancel">
                                    <frame key="frameInset" minX="63" minY="629" width="248" height="30"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <state key="normal" title="Cancel"/>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    @Test("a button whose frame Interface Builder fixed, stored as insets, stands where they say: a stop near the bottom, not a button at the top left corner")
    func fixedFrameFromInsets() throws {
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(Self.fixedFrameStoryboard.utf8), file: "Main.storyboard").first)
        let snapshot = FocusScanner().scan(scene.root, bounds: scene.bounds, context: scene.context)
        #expect(snapshot.candidate(id: "cancel")?.frame == Rect(x: 63, y: 629, width: 248, height: 30))
    }

    @Test("a cell that stores no frame gives its content view's insets no superview to measure against")
    func framelessCell() throws {
        let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201">
        <objects>
          <tableView id="table"><rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
            <prototypes>
              <tableViewCell id="cell">
                <tableViewCellContentView key="contentView" id="content"><frame key="frameInset" minY="0.0" maxY="0.5"/></tableViewCellContentView>
              </tableViewCell>
            </prototypes>
          </tableView>
        </objects>
        </document>
        """
        let document = FrameInsets.resolve(try MarkupElement.parse(Data(xml.utf8)))
        var pending = [document]
        var content: MarkupElement?
        while let next = pending.popLast() {
            if next["id"] == "content" { content = next }
            pending += next.children
        }
        #expect(content.map { $0.child("rect", key: "frame") == nil } == true)
    }
}
