import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

@Suite("--device takes Interface Builder's devices, sizes and the file's own")
struct InterfaceBuilderDeviceTests {
    @Test("an IB id, a name Xcode shows and a size name the same 375×667 iPhone")
    func idsNamesAndSizes() throws {
        for name in ["retina4_7", "iPhone 8", "iphone-8", "375x667", "375×667"] {
            let device = try #require(LayoutDevice.named(name)?.first, "\(name)")
            #expect(device.size == LayoutSize(width: 375, height: 667), "\(name)")
            #expect(device.safeArea == LayoutInsets(top: 20, left: 0, bottom: 0, right: 0), "\(name)")
        }
        #expect(LayoutDevice.named("retina5_9")?.first?.safeArea == LayoutInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(LayoutDevice.named("retina3_5")?.first?.size == LayoutSize(width: 320, height: 480))
        #expect(LayoutDevice.named("ipad9_7 landscape")?.first?.size == LayoutSize(width: 1024, height: 768))
        #expect(LayoutDevice.named("667x375")?.first?.isLandscape == true)
        // The devices that were already known keep their names; parts of names still work.
        #expect(LayoutDevice.named("se")?.first?.name == "iPhone SE (3rd generation)")
        #expect(LayoutDevice.named("iPhone 16")?.first?.name == "iPhone 16")
        #expect(LayoutDevice.named("0x667") == nil)
        #expect(LayoutDevice.named("retina9_9") == nil)
        // The 428-pt iPhones (12/13 Pro Max, 14 Plus) and the rounded 11-inch iPad Pro that
        // public files are saved as.
        #expect(LayoutDevice.named("retina6_7")?.first?.size == LayoutSize(width: 428, height: 926))
        #expect(LayoutDevice.named("retina6_7")?.first?.safeArea == LayoutInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(LayoutDevice.named("iPhone 14 Plus")?.first?.size == LayoutSize(width: 428, height: 926))
        #expect(LayoutDevice.named("ipad11_0rounded")?.first?.size == LayoutSize(width: 834, height: 1194))
    }

    @Test("a table controller stored 107 pt wide (also embedded in a 107-pt column) fills the 428-pt screen it is saved for as a navigation root: both leading bar items and the trailing one are stops")
    func rootAtTheSavedDevicesWidth() throws {
        let file = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <device id="retina6_7" orientation="portrait"/>
          <scenes>
            <scene sceneID="s1"><objects>
              <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar"><rect key="frame" x="0.0" y="47" width="428" height="44"/></navigationBar>
                <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="g1"/></connections>
              </navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
              <tableViewController id="list" customClass="HabitsViewController" sceneMemberID="viewController">
                <tableView key="view" contentMode="scaleToFill" style="plain" rowHeight="72" id="table">
                  <rect key="frame" x="0.0" y="0.0" width="107" height="801"/>
                  <sections/>
                </tableView>
                <navigationItem key="navigationItem" id="item">
                  <leftBarButtonItems>
                    <barButtonItem image="filter_icon" id="filter"/>
                    <barButtonItem image="search_icon" id="search"/>
                  </leftBarButtonItems>
                  <barButtonItem key="rightBarButtonItem" image="add_icon" id="add"/>
                </navigationItem>
              </tableViewController>
            </objects></scene>
          </scenes>
        </document>
        """
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(file.utf8), file: "Main.storyboard")
        let scene = try #require(scenes.first { $0.name == "HabitsViewController" })
        #expect(scene.bounds.size == LayoutSize(width: 428, height: 926))
        let snapshot = FocusScanner().scan(scene.root, bounds: scene.bounds, context: scene.context)
        #expect(Set(snapshot.candidates.filter { $0.barID != nil }.map(\.id)) == ["filter", "search", "add"])
    }

    @Test("stored: each file is laid out at its own View As device, turned when it was viewed in landscape")
    func storedDevice() throws {
        let document = try MarkupElement.parse(Data(#"<document><device id="retina5_5" orientation="landscape"/></document>"#.utf8))
        #expect(LayoutDevice.stored(in: document)?.size == LayoutSize(width: 736, height: 414))
        let none = try MarkupElement.parse(Data("<document/>".utf8))
        #expect(LayoutDevice.stored(in: none) == nil)
    }

    @Test("a device that follows each file's orientation is turned to landscape for a document saved in landscape, and stays as named for one saved in portrait or naming no device")
    func followsStoredOrientation() throws {
        let phone = try #require(LayoutDevice.named("iPhone SE")?.first)
        let following = LayoutOptions(device: phone, followsStoredOrientation: true)
        let landscape = try MarkupElement.parse(Data(#"<document><device id="retina4_7" orientation="landscape"/></document>"#.utf8))
        let portrait = try MarkupElement.parse(Data(#"<document><device id="retina4_7" orientation="portrait"/></document>"#.utf8))
        let none = try MarkupElement.parse(Data("<document/>".utf8))
        #expect(following.device(for: landscape)?.size == LayoutSize(width: 667, height: 375))
        #expect(following.device(for: landscape)?.isLandscape == true)
        #expect(following.device(for: portrait)?.size == LayoutSize(width: 375, height: 667))
        #expect(following.device(for: none)?.size == LayoutSize(width: 375, height: 667))
        // Named portrait (or in landscape already), the device stays as it was named.
        #expect(LayoutOptions(device: phone).device(for: landscape)?.size == LayoutSize(width: 375, height: 667))
        #expect(LayoutOptions(device: phone.landscape, followsStoredOrientation: true).device(for: portrait)?.isLandscape == true)
    }

    @Test("a landscape drone screen laid out for an iPhone SE that follows the file is 667 pt wide, its bottom buttons side by side across it")
    func landscapeDocumentLaidOutInLandscape() throws {
        let file = phoneScreenStoryboard(toolsVersion: "14109", orientation: "landscape", controller: #"id="drone" customClass="DroneViewController""#,
                                         safeArea: false, subviews: """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="takeOff">
                <rect key="frame" x="0.0" y="326" width="333.5" height="49"/>
                <state key="normal" title="Take Off"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="land">
                <rect key="frame" x="333.5" y="326" width="333.5" height="49"/>
                <state key="normal" title="Land"/>
            </button>
            """, constraints: """
            <constraint firstItem="takeOff" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t-l"/>
            <constraint firstItem="land" firstAttribute="leading" secondItem="takeOff" secondAttribute="trailing" id="l-l"/>
            <constraint firstAttribute="trailing" secondItem="land" secondAttribute="trailing" id="l-r"/>
            <constraint firstItem="land" firstAttribute="width" secondItem="takeOff" secondAttribute="width" id="l-w"/>
            <constraint firstAttribute="bottom" secondItem="takeOff" secondAttribute="bottom" id="t-b"/>
            <constraint firstAttribute="bottom" secondItem="land" secondAttribute="bottom" id="l-b"/>
            <constraint firstItem="takeOff" firstAttribute="height" constant="49" id="t-h"/>
            <constraint firstItem="land" firstAttribute="height" constant="49" id="l-h"/>
            """)
        let phone = try #require(LayoutDevice.named("iPhone SE")?.first)
        func buttons(_ options: LayoutOptions) throws -> [Rect?] {
            try laidOutFrames(file, options, ["takeOff", "land"])
        }
        #expect(try buttons(LayoutOptions(device: phone, followsStoredOrientation: true))
                == [Rect(x: 0, y: 326, width: 333.5, height: 49), Rect(x: 333.5, y: 326, width: 333.5, height: 49)])
        // Named portrait, the same screen is 375 pt wide.
        #expect(try buttons(LayoutOptions(device: phone))
                == [Rect(x: 0, y: 618, width: 187.5, height: 49), Rect(x: 187.5, y: 618, width: 187.5, height: 49)])
    }
}
