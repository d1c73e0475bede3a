import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// A screen drawn under a simulated navigation bar that no navigation controller of the file
/// shows: the app pushes it in code, so its safe area starts below the status bar and the bar
/// (64 pt on a 375 × 667 iPhone), where Xcode stored its frames.
@Suite("A screen pushed in code under a navigation bar, laid out from its constraints")
struct NavigationBarShownInCodeLayoutTests {
    /// A nickname form: a 50 pt row 20 pt below the safe area's top, a Save button 61 pt below
    /// the row. `topBar` is the controller's simulated top bar element, `extra` more scenes.
    private static func storyboard(topBar: String, extra: String = "") -> String {
        phoneScreenStoryboard(controller: #"storyboardIdentifier="NicknameController" title="Nickname" id="nickname" customClass="NicknameController""#,
                              subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0.0" y="84" width="375" height="50"/>
                <subviews>
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Nickname" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                        <rect key="frame" x="15" y="5" width="345" height="40"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="40" id="f-h"/>
                        </constraints>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textField>
                </subviews>
                <constraints>
                    <constraint firstItem="field" firstAttribute="centerY" secondItem="row" secondAttribute="centerY" id="f-y"/>
                    <constraint firstItem="field" firstAttribute="leading" secondItem="row" secondAttribute="leading" constant="15" id="f-l"/>
                    <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="15" id="f-r"/>
                    <constraint firstAttribute="height" constant="50" id="row-h"/>
                </constraints>
            </view>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="save">
                <rect key="frame" x="15" y="195" width="345" height="45"/>
                <constraints>
                    <constraint firstAttribute="height" constant="45" id="s-h"/>
                </constraints>
                <state key="normal" title="Save"/>
            </button>
            """, constraints: """
            <constraint firstItem="row" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="row-t"/>
            <constraint firstItem="row" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="row-l"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="row-r"/>
            <constraint firstItem="save" firstAttribute="top" secondItem="row" secondAttribute="bottom" constant="61" id="s-t"/>
            <constraint firstItem="save" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="15" id="s-l"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="save" secondAttribute="trailing" constant="15" id="s-r"/>
            """, afterView: topBar, moreScenes: extra)
    }

    /// A navigation controller that hides its bar, with the form as its root.
    private static let hidingNavigationController = """
        <scene sceneID="s2">
            <objects>
                <navigationController navigationBarHidden="YES" id="stack" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="stackBar">
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="nickname" kind="relationship" relationship="rootViewController" id="root-segue"/>
                    </connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """

    private static let simulatedNavigationBar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#

    private func frames(_ storyboard: String, _ options: LayoutOptions) throws -> (row: Rect?, save: Rect?) {
        let frames = try laidOutFrames(storyboard, options, ["row", "save"])
        return (frames[0], frames[1])
    }

    @Test("on an iPhone SE and at the device it was saved as, the row is 20 pt below the bar and Save 61 pt below the row, where Xcode stored them")
    func laidOutBelowTheBar() throws {
        let storyboard = Self.storyboard(topBar: Self.simulatedNavigationBar)
        let phone = try #require(LayoutDevice.named("iPhone SE")?.first)
        for options in [LayoutOptions(device: phone), .storedDevice()] {
            let solved = try frames(storyboard, options)
            #expect(solved.row == Rect(x: 0, y: 84, width: 375, height: 50))
            #expect(solved.save == Rect(x: 15, y: 195, width: 345, height: 45))
        }
    }

    @Test("without a simulated navigation bar, or as the root of a navigation controller that hides its bar, the row is 20 pt below the status bar")
    func noBarNoInset() throws {
        let phone = try #require(LayoutDevice.named("iPhone SE")?.first)
        for storyboard in [Self.storyboard(topBar: ""),
                           Self.storyboard(topBar: Self.simulatedNavigationBar, extra: Self.hidingNavigationController)] {
            let solved = try frames(storyboard, LayoutOptions(device: phone))
            #expect(solved.row == Rect(x: 0, y: 40, width: 375, height: 50))
            #expect(solved.save == Rect(x: 15, y: 151, width: 345, height: 45))
        }
    }

    @Test("a list pushed in code under that bar starts below it in the file's own layout, as on a device: its first row 64 pt down and then its header, not 20")
    func listBelowTheBarInTheOwnLayout() throws {
        let storyboard = phoneScreenStoryboard(controller: #"storyboardIdentifier="Documents" id="documents" customClass="DocumentsController""#, subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="grouped" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                <rect key="frame" x="0.0" y="0.0" width="375" height="554"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="DocumentCell" textLabel="docTitle" id="docCell">
                        <rect key="frame" x="0.0" y="55.5" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" id="docContent">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Passport" id="docTitle">
                                    <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """, constraints: """
            <constraint firstItem="list" firstAttribute="top" secondItem="safe" secondAttribute="top" id="l-t"/>
            <constraint firstItem="list" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l-l"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="l-r"/>
            <constraint firstItem="safe" firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="l-b"/>
            """, afterView: Self.simulatedNavigationBar)
        func firstRow(_ options: LayoutOptions) throws -> Rect? {
            let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(storyboard.utf8), options: options).first)
            let snapshot = FocusScanner().scan(scene.root, bounds: scene.bounds, context: scene.context)
            return snapshot.candidates.first { $0.kind == .tableRow }?.frame
        }
        let own = try #require(try firstRow(LayoutOptions()))
        #expect(own.minY == 64 + 55.5)
        let phone = try #require(try firstRow(LayoutOptions(device: try #require(LayoutDevice.named("iPhone SE")?.first))))
        #expect(phone.minY == own.minY)
    }

    @Test("under an opaque bar shown in code, the view starts below the bar, as under an opaque bar of the file: the row 20 pt down the view, which starts 64 pt down")
    func opaqueBarMovesTheView() throws {
        let opaque = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        // Saved as Xcode draws it under an opaque bar: the row 20 pt from the view's top.
        let storyboard = Self.storyboard(topBar: opaque)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="84" width="375" height="50"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="20" width="375" height="50"/>"#)
            .replacingOccurrences(of: #"<rect key="frame" x="15" y="195" width="345" height="45"/>"#,
                                  with: #"<rect key="frame" x="15" y="131" width="345" height="45"/>"#)
        #expect(storyboard.contains(#"y="20" width="375" height="50""#) && storyboard.contains(#"y="131""#))
        let phone = try #require(LayoutDevice.named("iPhone SE")?.first)
        for options in [LayoutOptions(device: phone), .storedDevice(), LayoutOptions()] {
            let frames = try laidOutFrames(storyboard, options, ["root", "row", "save"])
            #expect(frames[0]?.minY == 64)
            #expect(frames[1] == Rect(x: 0, y: 20, width: 375, height: 50))
            #expect(frames[2] == Rect(x: 15, y: 131, width: 345, height: 45))
        }
        // An older file, with no device, stores the view below the bar (y 64, 603 pt tall): it
        // stays where it is, and a button at its bottom stays a stop.
        let storedBelow = storyboard
            .replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait"/>"#, with: "")
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="64" width="375" height="603"/>"#)
            .replacingOccurrences(of: #"<rect key="frame" x="15" y="131" width="345" height="45"/>"#,
                                  with: #"<rect key="frame" x="15" y="550" width="345" height="45"/>"#)
        #expect(!storedBelow.contains("<device") && storedBelow.contains(#"y="64" width="375" height="603""#))
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(storedBelow.utf8)).first)
        #expect(scan(scene).candidate(id: "save") != nil)
    }
}
