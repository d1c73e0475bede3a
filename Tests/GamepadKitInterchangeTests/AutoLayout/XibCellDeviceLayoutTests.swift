import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

@Suite("A xib's cell laid out for a device keeps the size Xcode stored")
struct XibCellDeviceLayoutTests {
    /// A table cell alone in a xib, 320×60 as Xcode's cell canvas stores it (the document viewed
    /// as an iPhone 8), with a button 16 pt from the content view's trailing edge, centred.
    private static let cell = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="PurchaseCell" id="cell" customClass="PurchaseCell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="buy">
                            <rect key="frame" x="224" y="15" width="80" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="80" id="buy-w"/>
                                <constraint firstAttribute="height" constant="30" id="buy-h"/>
                            </constraints>
                            <state key="normal" title="Buy"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="buy" secondAttribute="trailing" constant="16" id="buy-t"/>
                        <constraint firstItem="buy" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="buy-c"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
        </objects>
    </document>
    """

    @Test("at the device it was saved as, the cell stays 320×60 and its button where Xcode stored it, not on a 375×667 screen")
    func cellKeepsItsStoredSize() throws {
        let solved = try #require(try InterfaceBuilderDocument.scenes(from: Data(Self.cell.utf8), options: .storedDevice()).first)
        let row = try #require(solved.root.children.first)
        #expect(row.frame == Rect(x: 0, y: 0, width: 320, height: 60))
        #expect(solved.bounds.size == LayoutSize(width: 320, height: 60))
        let scanned = FocusScanner().scan(solved.root, bounds: solved.bounds)
        #expect(scanned.candidates.first { $0.kind == .tableRow }?.frame == Rect(x: 0, y: 0, width: 320, height: 60))
        var buttons: [ViewNode] = []
        var pending = [row]
        while let node = pending.popLast() {
            if node.kind == .button { buttons.append(node) }
            pending += node.children
        }
        let button = try #require(buttons.first)
        // In the content view's coordinates (the content view fills the cell).
        #expect(button.frame == Rect(x: 224, y: 15, width: 80, height: 30))
    }
}
