import Foundation
import Testing
import GamepadKitCore
import GamepadKitInterchange
@testable import GamepadKitTooling

/// 5,000 characters of one name: what a hostile file repeats to amplify a report.
private let huge = String(repeating: "Amplified", count: 556)

/// A storyboard whose controller class, cell reuse identifier and segue kind are huge, with a
/// selection segue without identifier (one finding per cell) and a label far outside the scene.
private let hugeNamesStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <tableViewController id="master" customClass="\(huge)" sceneMemberID="viewController">
                        <tableView key="view" dataMode="prototypes" style="plain" id="list">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <prototypes>
                                <tableViewCell reuseIdentifier="\(huge)" id="cell1">
                                    <rect key="frame" x="0.0" y="50" width="390" height="44"/>
                                    <connections>
                                        <segue destination="detail" kind="show" id="seg1"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="detail" customClass="Detail" sceneMemberID="viewController">
                        <view key="view" id="dv">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <button id="far-\(huge)"><rect key="frame" x="2000" y="100" width="100" height="44"/><state key="normal" title="\(huge)"/></button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

/// A scene whose second required constraint, with a huge id and items, contradicts the first.
private let hugeConstraintIDStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <scenes>
            <scene sceneID="s">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <button translatesAutoresizingMaskIntoConstraints="NO" id="b\(huge)"><rect key="frame" x="20" y="100" width="100" height="44"/><connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="act-b\(huge)"/></connections></button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="b\(huge)" firstAttribute="width" constant="100" id="w1"/>
                                <constraint firstItem="b\(huge)" firstAttribute="height" constant="44" id="h1"/>
                                <constraint firstItem="b\(huge)" firstAttribute="width" secondItem="b\(huge)" secondAttribute="height" constant="300" id="\(huge)"/>
                                <constraint firstItem="b\(huge)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                                <constraint firstItem="b\(huge)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t1"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

@Suite("Values from a file are echoed clipped, and --device runs once where it does not apply")
struct AmplifiedOutputTests {
    @Test("a 5,000-character controller class, reuse identifier, label and id are clipped in lint's findings")
    func segueAndOutsideFindingsClip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Huge.storyboard", hugeNamesStoryboard)
        let result = LintTool.run(paths: [file], json: false, strict: true)
        #expect(result.status == .findings)
        #expect(result.output.contains("no identifier"))
        #expect(result.output.contains("outside"))
        #expect(!result.output.contains(String(repeating: "Amplified", count: 8)))
        // Every line of the report is short.
        #expect(result.output.split(separator: "\n").allSatisfy { $0.count < 700 })
    }

    @Test("a conflicting constraint with a 5,000-character id and item is named clipped")
    func constraintIDClips() throws {
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(hugeConstraintIDStoryboard.utf8), file: "Huge.storyboard")
        let conflict = try #require(scenes.first?.constraintIssues.first { $0.kind == .conflicting })
        #expect(conflict.message.hasPrefix("constraint AmplifiedAmplified"))
        #expect(conflict.message.contains("… (5004 characters)"))
        #expect(conflict.message.count < 400)
    }

    @Test("a rowSegues identifier and key of 5,000 characters are clipped in its problem")
    func rowSeguesClip() {
        let key = "Master/Cell"
        let problems = RowSegue.problems(configured: [key: huge, huge + "/Cell": huge],
                                         segues: [RowSegue.StoryboardSegue(key: key, identifier: "other" + huge, place: "Main.storyboard:12")])
        #expect(problems.count == 2)
        #expect(problems.allSatisfy { $0.message.count < 500 })
        #expect(problems.allSatisfy { $0.message.contains("…") })
    }

    @Test("--device all on a layout JSON maps it once and says once that the device does not apply")
    func deviceAllOnLayoutJSON() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("column.json", columnLayoutJSON)
        let layouts = try DeviceLayoutChoice.layouts(device: "all", rightToLeft: false)
        #expect(layouts.count > 1)
        let map = MapTool.run(file: file, json: false, layouts: layouts)
        #expect(map.status == .success)
        #expect(map.output.components(separatedBy: "Scene \"").count == 2)
        #expect(map.errorOutput == "\(file): --device and --rtl lay out storyboards and xibs from their constraints; a layout JSON or a running app's dump keeps its frames, so it is read once as it is")
        let lint = LintTool.run(paths: [file], json: false, strict: false, layouts: layouts)
        #expect(lint.errorOutput == map.errorOutput)
        #expect(lint.output.contains("in 1 scene (1 file)"))
    }
}
