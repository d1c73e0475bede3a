import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// A settings screen as apps draw it: a table controller of static cells, each a label pinned to
/// the content view's leading margin and a switch 16 pt from its trailing edge, saved as an
/// iPhone 8 (375 pt) by Xcode 8, whose canvas gave a cell's content view 8-pt margins.
@Suite("Table cells laid out for a device: rows as wide as the table, their content from its constraints")
struct TableCellDeviceLayoutTests {
    /// The screen; `style` the table's style, `cellX`/`cellWidth` the stored row frames (an inset
    /// grouped table's rows are 20 pt in from each side), `rootWidth` the controller's view.
    static func settings(style: String = "grouped", cellX: Int = 0, cellWidth: Int = 375, rootWidth: Int = 375) -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12121" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
            <scenes>
                <scene sceneID="s1"><objects>
                    <tableViewController id="tvc" customClass="SettingsViewController" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="\(style)" rowHeight="44" id="tv">
                            <rect key="frame" x="0.0" y="0.0" width="\(rootWidth)" height="667"/>
                            <sections>
                                <tableViewSection id="sec"><cells>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" id="c0">
                                        <rect key="frame" x="\(cellX)" y="18" width="\(cellWidth)" height="44"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="c0" id="cv0">
                                            <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="43.5"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" text="Discoverable" translatesAutoresizingMaskIntoConstraints="NO" id="lb0">
                                                    <rect key="frame" x="8" y="11" width="150" height="21"/>
                                                </label>
                                                <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sw0">
                                                    <rect key="frame" x="\(cellWidth - 67)" y="6" width="51" height="31"/>
                                                </switch>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="lb0" firstAttribute="leading" secondItem="cv0" secondAttribute="leadingMargin" id="k1"/>
                                                <constraint firstItem="lb0" firstAttribute="centerY" secondItem="cv0" secondAttribute="centerY" id="k2"/>
                                                <constraint firstAttribute="trailing" secondItem="sw0" secondAttribute="trailing" constant="16" id="k3"/>
                                                <constraint firstItem="sw0" firstAttribute="centerY" secondItem="cv0" secondAttribute="centerY" id="k4"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </cells></tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects></scene>
            </scenes>
        </document>
        """.utf8)
    }

    static func laidOut(_ data: Data, device: String?, rightToLeft: Bool = false) throws -> (row: ViewNode, label: ViewNode, toggle: ViewNode) {
        let options = device.map { LayoutOptions(device: LayoutDevice.named($0)?.first, rightToLeft: rightToLeft) } ?? LayoutOptions(rightToLeft: rightToLeft)
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: data, options: options).first)
        let table = try #require(scene.root.children.first)
        let row = try #require(table.children.first { $0.kind == .tableRow })
        let content = try #require(row.children.first)
        let label = try #require(content.children.first { $0.id == "lb0" })
        let toggle = try #require(content.children.first { $0.id == "sw0" })
        return (row, label, toggle)
    }

    @Test("on a 440-pt phone the row is 440 pt wide and its switch 16 pt from its trailing edge; the label sits on the 20-pt margin UIKit gives a wide row")
    func widerDevice() throws {
        let wide = try Self.laidOut(Self.settings(), device: "iPhone 16 Pro Max")
        #expect(wide.row.frame.width == 440)
        #expect(wide.toggle.frame.minX == 440 - 16 - 51)
        #expect(wide.label.frame.minX == 20)
        // The file's own frames stay as stored.
        let stored = try Self.laidOut(Self.settings(), device: nil)
        #expect(stored.row.frame.width == 375)
        #expect(stored.toggle.frame.minX == 308)
        #expect(stored.label.frame.minX == 8)
    }

    @Test("at the width it was saved the cell keeps Xcode's frames; right to left, its content is laid out again and mirrored, on the 16-pt margin of iOS 11 and later")
    func sameWidthAndRightToLeft() throws {
        let same = try Self.laidOut(Self.settings(), device: "iPhone SE")
        #expect(same.row.frame.width == 375)
        #expect(same.toggle.frame.minX == 308)
        #expect(same.label.frame.minX == 8)
        let mirrored = try Self.laidOut(Self.settings(), device: "iPhone SE", rightToLeft: true)
        #expect(mirrored.toggle.frame.minX == 16)
        #expect(mirrored.label.frame.maxX == 375 - 16)
    }

    @Test("an inset grouped table's rows keep their 20-pt sides as they stretch with the table")
    func insetGroupedRowsKeepTheirInsets() throws {
        let inset = try Self.laidOut(Self.settings(style: "insetGrouped", cellX: 20, cellWidth: 335), device: "iPhone 16 Pro Max")
        #expect(inset.row.frame.minX == 20)
        #expect(inset.row.frame.width == 400)
        #expect(inset.toggle.frame.minX == 400 - 16 - 51)
    }

    @Test("a child controller's view stored narrower than the document's device keeps its rows' stored width: its container sizes it")
    func childControllerRowsKeepTheirWidth() throws {
        let child = try Self.laidOut(Self.settings(cellWidth: 327, rootWidth: 327), device: "iPhone 16 Pro Max")
        #expect(child.row.frame.width == 327)
        #expect(child.toggle.frame.minX == 327 - 16 - 51)
    }
}
