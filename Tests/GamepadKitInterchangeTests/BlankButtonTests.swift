import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// A login dialog xib as apps save it: a blank button with no action fills the dialog behind its
/// title, its fields and its Log In button, so that taps between them reach nothing underneath.
@Suite("Storyboards and xibs: buttons a tap does nothing on")
struct BlankButtonTests {
    /// The dialog, with `panel` (attributes and children of the blank button) and `outlets`
    /// (extra outlets of the File's Owner).
    static func dialog(panel: String = "", panelBody: String = "", outlets: String = "") -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController">
            <connections>
              <outlet property="view" destination="root" id="o1"/>
              <outlet property="account" destination="account" id="o2"/>\(outlets)
            </connections>
          </placeholder>
          <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
              <view contentMode="scaleToFill" id="box">
                <rect key="frame" x="40" y="243" width="295" height="180"/>
                <subviews>
                  <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="panel"\(panel)>
                    <rect key="frame" x="0.0" y="0.0" width="295" height="180"/>\(panelBody)
                  </button>
                  <label opaque="NO" userInteractionEnabled="NO" text="Verify your account" id="title">
                    <rect key="frame" x="0.0" y="13" width="295" height="21"/>
                  </label>
                  <textField opaque="NO" contentMode="scaleToFill" placeholder="Account" id="account">
                    <rect key="frame" x="64" y="48.5" width="208" height="30"/>
                  </textField>
                  <textField opaque="NO" contentMode="scaleToFill" placeholder="Password" id="password">
                    <rect key="frame" x="64" y="89.5" width="208" height="30"/>
                  </textField>
                  <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="login">
                    <rect key="frame" x="117.5" y="139.5" width="60" height="30"/>
                    <state key="normal" title="Log In"/>
                    <connections>
                      <action selector="logIn:" destination="-1" eventType="touchUpInside" id="a1"/>
                    </connections>
                  </button>
                </subviews>
              </view>
            </subviews>
          </view>
        </objects>
        </document>
        """.utf8)
    }

    static func stops(_ data: Data) throws -> [String] {
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: data, file: "Login.xib").first)
        return FocusScanner().scan(scene.root, bounds: scene.bounds).candidates.map(\.id)
    }

    @Test("the blank panel with no action, outlet or tag is no stop, and the dialog's controls are all reached")
    func blankPanelIsNoStop() throws {
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Self.dialog(), file: "Login.xib").first)
        let snapshot = FocusScanner().scan(scene.root, bounds: scene.bounds)
        #expect(snapshot.candidates.map(\.id) == ["account", "password", "login"])
        #expect(NavigationMap(candidates: snapshot.candidates, options: NavigationOptions(stopArea: snapshot.stopArea)).isStronglyConnected)
    }

    @Test("a panel the file gives an action, a segue, an outlet, a tag, an identifier, a class, a menu or a title stays a stop")
    func panelThatMayActStaysAStop() throws {
        let action = "\n<connections><action selector=\"close:\" destination=\"-1\" eventType=\"touchUpInside\" id=\"a2\"/></connections>"
        let segue = "\n<connections><segue destination=\"next\" kind=\"show\" id=\"s1\"/></connections>"
        let cases: [(panel: String, body: String, outlets: String)] = [
            ("", action, ""),
            ("", segue, ""),
            ("", "", "\n<outlet property=\"panel\" destination=\"panel\" id=\"o3\"/>"),
            ("", "", "\n<outletCollection property=\"buttons\" destination=\"panel\" id=\"o4\"/>"),
            (" tag=\"7\"", "", ""),
            ("", "\n<accessibility key=\"accessibilityConfiguration\" identifier=\"dialogPanel\"/>", ""),
            (" customClass=\"TouchCatcher\"", "", ""),
            (" showsMenuAsPrimaryAction=\"YES\"", "", ""),
            ("", "\n<menu key=\"menu\" id=\"m1\"><children/></menu>", ""),
            ("", "\n<state key=\"normal\" title=\"Close\"/>", ""),
            ("", "\n<state key=\"normal\" image=\"xmark\"/>", ""),
            ("", "\n<buttonConfiguration key=\"configuration\" style=\"plain\" title=\"Close\"/>", ""),
        ]
        for (panel, body, outlets) in cases {
            let ids = try Self.stops(Self.dialog(panel: panel, panelBody: body, outlets: outlets))
            let identifier = body.contains("dialogPanel") ? "dialogPanel" : "panel"
            #expect(ids.first == identifier, "\(panel)\(body)\(outlets)")
        }
        // Colours alone draw nothing: the panel is still blank.
        let coloured = "\n<state key=\"normal\"><color key=\"titleColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/></state>"
        #expect(try Self.stops(Self.dialog(panelBody: coloured)) == ["account", "password", "login"])
    }

    @Test("noAction survives a layout JSON round trip and belongs on a button only")
    func layoutJSON() throws {
        let scene = try LayoutJSON.decode(Data("""
        {"size": [375, 667], "views": [
          {"id": "panel", "kind": "button", "frame": [40, 243, 295, 180], "noAction": true},
          {"id": "login", "kind": "button", "frame": [157.5, 382.5, 60, 30]}
        ]}
        """.utf8), file: "dialog.json")
        #expect(scene.root.children[0].takesNoAction)
        #expect(!scene.root.children[1].takesNoAction)
        #expect(try LayoutJSON.decode(LayoutJSON.encode(scene)) == scene)
        #expect(FocusScanner().scan(scene.root, bounds: scene.bounds).candidates.map(\.id) == ["login"])
        #expect(throws: InterchangeError.self) {
            try LayoutJSON.decode(Data("""
            {"size": [375, 667], "views": [{"id": "s", "kind": "switch", "frame": [0, 0, 51, 31], "noAction": true}]}
            """.utf8), file: "dialog.json")
        }
    }
}
