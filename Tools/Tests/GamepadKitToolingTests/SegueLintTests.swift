import Foundation
import Testing
import GamepadKitCore
import GamepadKitInterchange
@testable import GamepadKitTooling

/// A master list whose prototype cell's selection segue has no identifier, a second cell whose
/// segue has one, and an accessory-button segue (no selection segue).
private let masterDetailStoryboard = #"""
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
    <scenes>
        <scene sceneID="s1">
            <objects>
                <tableViewController id="master" customClass="MasterViewController" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="list">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" reuseIdentifier="Cell" id="cell1">
                                <rect key="frame" x="0.0" y="50" width="390" height="44"/>
                                <connections>
                                    <segue destination="detail" kind="showDetail" id="seg1"/>
                                </connections>
                            </tableViewCell>
                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="Named" id="cell2">
                                <rect key="frame" x="0.0" y="94" width="390" height="44"/>
                                <connections>
                                    <segue destination="detail" kind="show" identifier="showNamed" id="seg2"/>
                                    <segue destination="detail" kind="show" trigger="accessoryAction" id="seg3"/>
                                </connections>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="dv">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" id="fav"><rect key="frame" x="20" y="100" width="350" height="44"/><connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="act-fav"/></connections></button>
                        </subviews>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
"""#

@Suite("lint: storyboard selection segues without identifier")
struct SegueLintTests {
    @Test("the cell segues are read with their controller, reuse identifier, identifier and line; the accessory segue is not one")
    func readsSegues() throws {
        let segues = try CellSelectionSegue.all(in: Data(masterDetailStoryboard.utf8), file: "Main.storyboard")
        #expect(segues.map(\.cellID) == ["cell1", "cell2"])
        #expect(segues.map(\.identifier) == [nil, "showNamed"])
        #expect(segues.map(\.rowSeguesKey) == ["MasterViewController/Cell", "MasterViewController/Named"])
        #expect(segues.first?.location.line == 13)
    }

    @Test("lint names the segue without identifier, at its line, in the master scene only; --strict fails on it")
    func lintFinding() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Main.storyboard", masterDetailStoryboard)
        let result = LintTool.run(paths: [file], json: false, strict: true, format: .xcode)
        #expect(result.status == .findings)
        #expect(result.output.contains("\(file):13:"))
        #expect(result.output.contains("the showDetail segue of cell 'Cell' (cell1) in MasterViewController has no identifier"))
        let text = LintTool.run(paths: [file], json: false, strict: false)
        #expect(text.output.contains("selection segue without identifier (1)"))
        #expect(text.output.contains("selection segue not in rowSegues (1)"))
    }

    @Test("a storyboard whose cell segues all have identifiers has no such finding")
    func namedSegues() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let named = masterDetailStoryboard.replacingOccurrences(of: #"kind="showDetail" id="seg1""#,
                                                                with: #"kind="showDetail" identifier="showDetail" id="seg1""#)
        let file = try folder.write("Main.storyboard", named)
        let result = LintTool.run(paths: [file], json: true, strict: false)
        #expect(!result.output.contains("segueWithoutIdentifier"))
    }

    @Test("lint proves rowSegues against the storyboards linted with it: a renamed segue is an issue at the plist's key")
    func rowSeguesAgainstStoryboard() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let storyboard = try folder.write("Main.storyboard", masterDetailStoryboard)
        func plist(_ identifier: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>rowSegues</key><dict>
            <key>MasterViewController/Named</key><string>\(identifier)</string>
            </dict></dict></plist>
            """
        }
        let good = try folder.write("Good/GamepadKit.plist", plist("showNamed"))
        let proved = LintTool.run(paths: [good, storyboard], json: false, strict: false)
        #expect(proved.output.contains("Configuration (GamepadKit.plist): no issues"))

        let renamed = try folder.write("Renamed/GamepadKit.plist", plist("showDetailOfNamed"))
        let result = LintTool.run(paths: [renamed, storyboard], json: false, strict: true)
        #expect(result.status == .findings)
        #expect(result.output.contains("rowSegues.MasterViewController/Named: the segue at Main.storyboard:19 is 'showNamed', not 'showDetailOfNamed'"))

        // The prototype cell of another scene of the same class, with no segue: A there raises.
        let otherScene = """
            <scene sceneID="s3"><objects><tableViewController id="master2" customClass="MasterViewController" sceneMemberID="viewController">
            <tableView key="view" dataMode="prototypes" style="plain" id="list2"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
            <prototypes><tableViewCell reuseIdentifier="Named" id="cell9"><rect key="frame" x="0.0" y="50" width="390" height="44"/></tableViewCell></prototypes>
            </tableView></tableViewController></objects></scene>

            """
        let two = try folder.write("Two/Main.storyboard",
                                   masterDetailStoryboard.replacingOccurrences(of: #"        <scene sceneID="s2">"#, with: otherScene + #"        <scene sceneID="s2">"#))
        let goodTwo = LintTool.run(paths: [good, two], json: false, strict: true)
        #expect(goodTwo.status == .findings)
        #expect(goodTwo.output.contains("rowSegues.MasterViewController/Named: the cell at Main.storyboard:30 has no selection segue"))

        // Without a storyboard in the run nothing can be proved, and nothing is said.
        let alone = LintTool.run(paths: [renamed], json: false, strict: true)
        #expect(alone.status == .success)
    }

    @Test("an empty storyboard (a blank launch board) maps to no scenes with a note, and lints clean: exit 0, not 2")
    func emptyStoryboard() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let empty = try folder.write("Launchboard.storyboard",
                                     #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes/></document>"#)
        let map = MapTool.run(file: empty, json: true)
        #expect(map.status == .success)
        #expect(map.output == "{\"scenes\":[]}\n")
        #expect(map.errorOutput.contains("the document has no scenes; nothing to map"))
        let lint = LintTool.run(paths: [folder.path], json: false, strict: true)
        #expect(lint.status == .success)
    }

    @Test("a storyboard whose only controller makes its view in code maps to no scenes with a note naming it, and lints clean: exit 0, not 2")
    func storyboardOfViewlessController() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let board = try folder.write("Player.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="P1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController storyboardIdentifier="Player" id="P1" customClass="PlayerViewController" sceneMemberID="viewController">
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        let map = MapTool.run(file: board, json: false)
        #expect(map.status == .success)
        #expect(map.errorOutput.hasSuffix(
            "Player.storyboard: no scene has a view here (its controllers make their views in code: viewController PlayerViewController); nothing to map"))
        let lint = LintTool.run(paths: [folder.path], json: false, strict: true)
        #expect(lint.status == .success)
    }

    @Test("a cell segue with an identifier but no rowSegues entry (its controller's didSelect only deselects): lint gives the entry to add, at the segue's line")
    func identifiedSegueNotInRowSegues() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let storyboard = try folder.write("Main.storyboard", masterDetailStoryboard)
        let result = LintTool.run(paths: [storyboard], json: false, strict: true, format: .xcode)
        #expect(result.status == .findings)
        #expect(result.output.contains("\(storyboard):19:"))
        #expect(result.output.contains("the show segue 'showNamed' of cell 'Named' (cell2) in MasterViewController is not in rowSegues"))
        #expect(result.output.contains("is not performed; add to GamepadKit.plist's rowSegues \"MasterViewController/Named\" → \"showNamed\""))

        // A cell without a reuse identifier is told what to give it first, in a sentence.
        let anonymous = try folder.write("Anonymous/Main.storyboard",
                                         masterDetailStoryboard.replacingOccurrences(of: #"reuseIdentifier="Named" "#, with: ""))
        let unnamed = LintTool.run(paths: [anonymous], json: false, strict: true)
        #expect(unnamed.output.contains("is not performed; give the cell a reuse identifier, then add to GamepadKit.plist's rowSegues \"MasterViewController/<reuse identifier>\" → \"showNamed\""))

        // An entry for the cell covers it; the accessory segue never needed one.
        let plist = try folder.write("GamepadKit.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>rowSegues</key><dict>
            <key>MasterViewController/Named</key><string>showNamed</string>
            </dict></dict></plist>
            """)
        let covered = LintTool.run(paths: [plist, storyboard], json: true, strict: false)
        #expect(!covered.output.contains("segueNotInRowSegues"))
        #expect(covered.output.contains("segueWithoutIdentifier"))
    }
}
