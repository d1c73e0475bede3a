import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitInterchange

/// Views that are not a screen: a controller embedded in another's container view takes the
/// container's size, and a freeform panel of a xib has no status bar over it.
@Suite("Embedded controllers and freeform panels laid out for a device")
struct EmbeddedViewLayoutTests {
    /// A settings screen whose 295 × 400 container view (40 pt from each side) embeds a form
    /// whose name field is pinned 40 pt inside the form's sides.
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="settings">
    <device id="retina4_7" orientation="portrait"/>
    <scenes>
    <scene sceneID="s0"><objects>
      <viewController id="settings" customClass="SettingsViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="settingsView">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
            <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
              <rect key="frame" x="40" y="133.5" width="295" height="400"/>
              <connections><segue destination="form" kind="embed" id="e1"/></connections>
            </containerView>
          </subviews>
          <constraints>
            <constraint firstItem="container" firstAttribute="leading" secondItem="settingsView" secondAttribute="leading" constant="40" id="k1"/>
            <constraint firstAttribute="trailing" secondItem="container" secondAttribute="trailing" constant="40" id="k2"/>
            <constraint firstItem="container" firstAttribute="centerY" secondItem="settingsView" secondAttribute="centerY" id="k3"/>
            <constraint firstItem="container" firstAttribute="height" constant="400" id="k4"/>
          </constraints>
          <viewLayoutGuide key="safeArea" id="settingsSafe"/>
        </view>
      </viewController>
    </objects></scene>
    <scene sceneID="s1"><objects>
      <viewController id="form" customClass="FormViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="formView">
          <rect key="frame" x="0.0" y="0.0" width="295" height="400"/>
          <subviews>
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
              <rect key="frame" x="40" y="30" width="215" height="40"/>
              <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
          </subviews>
          <constraints>
            <constraint firstItem="name" firstAttribute="leading" secondItem="formSafe" secondAttribute="leading" constant="40" id="f1"/>
            <constraint firstItem="formSafe" firstAttribute="trailing" secondItem="name" secondAttribute="trailing" constant="40" id="f2"/>
            <constraint firstItem="name" firstAttribute="top" secondItem="formSafe" secondAttribute="top" constant="30" id="f3"/>
            <constraint firstItem="name" firstAttribute="height" constant="40" id="f4"/>
          </constraints>
          <viewLayoutGuide key="safeArea" id="formSafe"/>
        </view>
      </viewController>
    </objects></scene>
    </scenes>
    </document>
    """

    /// A freeform xib panel (a field with its underline) whose field is pinned to its safe area.
    static let panel = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
    <device id="retina4_7" orientation="portrait"/>
    <objects>
      <placeholder placeholderIdentifier="IBFilesOwner" id="owner" customClass="ValidationField"/>
      <view contentMode="scaleToFill" id="panel">
        <rect key="frame" x="0.0" y="0.0" width="375" height="92"/>
        <subviews>
          <textField opaque="NO" contentMode="scaleToFill" placeholder="Email" translatesAutoresizingMaskIntoConstraints="NO" id="email">
            <rect key="frame" x="0.0" y="0.0" width="375" height="91"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
          </textField>
        </subviews>
        <constraints>
          <constraint firstItem="email" firstAttribute="top" secondItem="panelSafe" secondAttribute="top" id="p1"/>
          <constraint firstItem="email" firstAttribute="leading" secondItem="panelSafe" secondAttribute="leading" id="p2"/>
          <constraint firstItem="panelSafe" firstAttribute="trailing" secondItem="email" secondAttribute="trailing" id="p3"/>
          <constraint firstAttribute="bottom" secondItem="email" secondAttribute="bottom" constant="1" id="p4"/>
        </constraints>
        <viewLayoutGuide key="safeArea" id="panelSafe"/>
        <nil key="simulatedTopBarMetrics"/>
        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
      </view>
    </objects>
    </document>
    """

    func frame(of id: String, in text: String, file: String, device: String?) throws -> Rect? {
        let options = try device.map { LayoutOptions(device: try #require(LayoutDevice.named($0)?.first)) } ?? LayoutOptions()
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(text.utf8), file: file, options: options)
        return scenes.lazy.compactMap { findNode(id, in: $0.root)?.frame }.first
    }

    @Test("an embedded form is as wide as its container: its name field keeps 40 pt at each side on an iPhone SE, and on a wider phone grows with the container, not with the screen")
    func embeddedFormTakesItsContainersWidth() throws {
        let stored = try frame(of: "name", in: Self.storyboard, file: "Settings.storyboard", device: nil)
        #expect(stored == Rect(x: 40, y: 30, width: 215, height: 40))
        let phone = try frame(of: "name", in: Self.storyboard, file: "Settings.storyboard", device: "iPhone SE")
        #expect(phone == Rect(x: 40, y: 30, width: 215, height: 40))
        // 440 pt wide: the container keeps its 40 pt sides (360 wide), the field 280.
        let wide = try frame(of: "name", in: Self.storyboard, file: "Settings.storyboard", device: "iPhone 16 Pro Max")
        #expect(wide == Rect(x: 40, y: 30, width: 280, height: 40))
    }

    @Test("a drawer embedded in a 75-pt container the app opens from code keeps the height it is stored at (400 pt, not 75), so what it shows once open is mapped")
    func drawerKeepsItsStoredHeight() throws {
        let drawer = Self.storyboard
            .replacingOccurrences(of: #"<rect key="frame" x="40" y="133.5" width="295" height="400"/>"#,
                                  with: #"<rect key="frame" x="40" y="592" width="295" height="75"/>"#)
            .replacingOccurrences(of: #"<constraint firstItem="container" firstAttribute="height" constant="400" id="k4"/>"#,
                                  with: #"<constraint firstItem="container" firstAttribute="height" constant="75" id="k4"/>"#)
        #expect(drawer != Self.storyboard)
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(drawer.utf8), file: "Settings.storyboard",
                                                         options: LayoutOptions(device: try #require(LayoutDevice.named("iPhone SE")?.first)))
        let form = try #require(scenes.first { $0.name == "FormViewController" })
        #expect(form.root.children.first?.frame.size == LayoutSize(width: 295, height: 400))
        #expect(findNode("name", in: form.root)?.frame == Rect(x: 40, y: 30, width: 215, height: 40))
    }

    @Test("a freeform 295 × 400 card no segue shows (the app presents it from code) keeps the size it is drawn at on a device; drawn at the device's size, or shown by a segue, it takes the screen")
    func cardShownFromCodeKeepsItsSize() throws {
        let card = Self.storyboard
            .replacingOccurrences(of: #"<segue destination="form" kind="embed" id="e1"/>"#, with: "")
            .replacingOccurrences(of: #"<viewController id="form" customClass="FormViewController" sceneMemberID="viewController">"#,
                                  with: #"<viewController id="form" customClass="FormViewController" sceneMemberID="viewController"><freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="295" height="400"/>"#)
        #expect(card != Self.storyboard)
        let phone = try frame(of: "name", in: card, file: "Settings.storyboard", device: "iPhone 16 Pro Max")
        #expect(phone == Rect(x: 40, y: 30, width: 215, height: 40))
        let shown = card.replacingOccurrences(of: #"<document "#, with: #"<document initialViewController="form" "#)
            .replacingOccurrences(of: #"initialViewController="settings""#, with: "")
        let screen = try frame(of: "name", in: shown, file: "Settings.storyboard", device: "iPhone 16 Pro Max")
        #expect(screen.map { abs($0.width - 360) < 0.01 } == true)
    }

    @Test("Xcode 11 and later store a freeform card by its size alone (no simulated metrics): the card shown from code keeps its size just the same")
    func cardWithFreeformSizeAloneKeepsItsSize() throws {
        let card = Self.storyboard
            .replacingOccurrences(of: #"<segue destination="form" kind="embed" id="e1"/>"#, with: "")
            .replacingOccurrences(of: #"<viewController id="form" customClass="FormViewController" sceneMemberID="viewController">"#,
                                  with: #"<viewController id="form" customClass="FormViewController" sceneMemberID="viewController"><size key="freeformSize" width="295" height="400"/>"#)
        #expect(card != Self.storyboard)
        let phone = try frame(of: "name", in: card, file: "Settings.storyboard", device: "iPhone 16 Pro Max")
        #expect(phone == Rect(x: 40, y: 30, width: 215, height: 40))
    }

    @Test("a freeform panel's field pinned to its safe area's top stays at the panel's top on a device: no status bar stands over a panel drawn on no screen")
    func freeformPanelHasNoStatusBar() throws {
        let phone = try frame(of: "email", in: Self.panel, file: "ValidationField.xib", device: "iPhone SE")
        #expect(phone == Rect(x: 0, y: 0, width: 375, height: 91))
    }
}
