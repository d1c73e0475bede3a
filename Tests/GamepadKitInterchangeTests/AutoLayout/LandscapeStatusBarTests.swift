import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// An iPhone turned to landscape shows no status bar (iOS hides it there), and Interface
/// Builder's landscape canvas draws none: a table controller's rows start at the top of the
/// screen, below nothing but their section header.
@Suite("An iPhone storyboard saved in landscape has no status bar")
struct LandscapeStatusBarTests {
    private let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="store">
        <device id="retina4_7" orientation="landscape"><adaptation id="fullscreen"/></device>
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <tableViewController id="store" customClass="StoreTableViewController" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="667" height="375"/>
                            <sections>
                                <tableViewSection headerTitle="Styles" id="section">
                                    <cells>
                                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" textLabel="title" style="IBUITableViewCellStyleDefault" id="first">
                                            <rect key="frame" x="0.0" y="28" width="667" height="44"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="first" id="firstContent">
                                                <rect key="frame" x="0.0" y="0.0" width="667" height="43.5"/>
                                                <subviews>
                                                    <label opaque="NO" contentMode="left" text="Style A" id="title">
                                                        <rect key="frame" x="16" y="0.0" width="635" height="43.5"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    @Test("the first row is at y 28, under its section header only, where the file stores it (before, 20 pt lower)")
    func rowsStartAtTheTop() throws {
        let stored = try #require(InterfaceBuilderDocument.scenes(from: Data(storyboard.utf8)).first)
        let row = try #require(scan(stored).candidates.first { $0.kind == .tableRow })
        #expect(row.frame == Rect(x: 0, y: 28, width: 667, height: 44))
        #expect(BarLayout.statusBarHeight(screen: LayoutSize(width: 667, height: 375)) == 0)
        // An iPad keeps its status bar turned; a portrait iPhone has one.
        #expect(BarLayout.statusBarHeight(screen: LayoutSize(width: 1024, height: 768)) == 20)
        #expect(BarLayout.statusBarHeight(screen: LayoutSize(width: 375, height: 667)) == 20)
    }
}
