import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// A cell kept in a xib of its own, laid out from its constraints: its content view has the
/// margins it has in a table (UIKit's 16 pt beside, as Xcode 9 and later draw them, or, in a file
/// saved before Xcode 9 and laid out at the width it was stored, the 8 pt Interface Builder drew
/// then), and a page control is as tall as the file's Xcode drew it.
@Suite("A cell xib laid out from its constraints")
struct CellXibLayoutTests {
    /// A 320-pt cell xib saved as a 375 × 667 iPhone: a colour button 8 pt in from the content
    /// view's leading margin, a second button 6 pt after it, a third pinned to the trailing edge.
    private func cellXib(toolsVersion: String, firstX: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell" customClass="ColorCell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pick">
                                <rect key="frame" x="\(firstX)" y="7" width="35" height="30"/>
                                <state key="normal" title="Pick"/>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="swatch">
                                <rect key="frame" x="\(firstX + 41)" y="9.5" width="25" height="25"/>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="more">
                                <rect key="frame" x="278" y="1" width="42" height="42"/>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="pick" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="8" id="c1"/>
                            <constraint firstItem="pick" firstAttribute="width" constant="35" id="c2"/>
                            <constraint firstItem="pick" firstAttribute="height" constant="30" id="c3"/>
                            <constraint firstItem="pick" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c4"/>
                            <constraint firstItem="swatch" firstAttribute="leading" secondItem="pick" secondAttribute="trailing" constant="6" id="c5"/>
                            <constraint firstItem="swatch" firstAttribute="width" constant="25" id="c6"/>
                            <constraint firstItem="swatch" firstAttribute="height" constant="25" id="c7"/>
                            <constraint firstItem="swatch" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c8"/>
                            <constraint firstAttribute="trailing" secondItem="more" secondAttribute="trailing" id="c9"/>
                            <constraint firstItem="more" firstAttribute="width" constant="42" id="c10"/>
                            <constraint firstItem="more" firstAttribute="height" constant="42" id="c11"/>
                            <constraint firstItem="more" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c12"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    private func frames(_ xib: String) throws -> [String: Rect] {
        let device = try #require(LayoutDevice.named("iPhone SE")?.first)
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(xib.utf8), options: LayoutOptions(device: device))
        // Each button's frame in the content view, as the scene holds it.
        var frames: [String: Rect] = [:]
        var pending = [try #require(scenes.first).root]
        while let view = pending.popLast() {
            frames[view.id] = view.frame
            pending += view.children
        }
        return frames
    }

    @Test("a cell xib owned by a controller (which loads it to register the cell) is a cell still, not the controller's screen")
    func cellOwnedByAController() throws {
        let owned = cellXib(toolsVersion: "11762", firstX: 16)
            .replacingOccurrences(of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
                                  with: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="TaskHistoryViewController"/>"#)
        #expect(owned.contains("TaskHistoryViewController"))
        let device = try #require(LayoutDevice.named("iPhone SE")?.first)
        for options in [LayoutOptions(), LayoutOptions(device: device)] {
            let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(owned.utf8), options: options).first)
            #expect(scene.root.children.first?.frame.height == 44)
            #expect(scene.bounds.height == 44)
        }
    }

    @Test("an Xcode 12 cell xib: the buttons sit 16 + 8 pt in, where Xcode stored them (before, 8 pt short of that)")
    func xcode12CellTakesUIKitsMargins() throws {
        let solved = try frames(cellXib(toolsVersion: "17506", firstX: 24))
        #expect(solved["pick"] == Rect(x: 24, y: 7, width: 35, height: 30))
        #expect(solved["swatch"] == Rect(x: 65, y: 9.5, width: 25, height: 25))
        #expect(solved["more"] == Rect(x: 278, y: 1, width: 42, height: 42))
    }

    @Test("an Xcode 8 cell xib at its stored width keeps the 8-pt margins Interface Builder drew then")
    func xcode8CellKeepsEightPoints() throws {
        let solved = try frames(cellXib(toolsVersion: "12120", firstX: 16))
        #expect(solved["pick"] == Rect(x: 16, y: 7, width: 35, height: 30))
        #expect(solved["swatch"] == Rect(x: 57, y: 9.5, width: 25, height: 25))
    }

    @Test("an Xcode 9 page control stays 37 pt tall, so the button pinned 10 pt below it stays where Xcode stored it (before, 11 pt higher)")
    func pageControlKeepsItsEra() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell" customClass="SelectPetCell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="119.5"/>
                        <subviews>
                            <pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="3" translatesAutoresizingMaskIntoConstraints="NO" id="pages">
                                <rect key="frame" x="141" y="11" width="39" height="37"/>
                            </pageControl>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="add">
                                <rect key="frame" x="26" y="58" width="268" height="40"/>
                                <state key="normal" title="Add a pet"/>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="pages" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="p1"/>
                            <constraint firstItem="pages" firstAttribute="centerX" secondItem="content" secondAttribute="centerX" id="p2"/>
                            <constraint firstItem="add" firstAttribute="top" secondItem="pages" secondAttribute="bottom" constant="10" id="a1"/>
                            <constraint firstItem="add" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="10" id="a2"/>
                            <constraint firstAttribute="trailingMargin" secondItem="add" secondAttribute="trailing" constant="10" id="a3"/>
                            <constraint firstItem="add" firstAttribute="height" constant="40" id="a4"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let solved = try frames(xib)
        #expect(solved["pages"]?.height == 37)
        #expect(solved["add"] == Rect(x: 26, y: 58, width: 268, height: 40))
    }
}
