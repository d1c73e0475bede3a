import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// The login scene of `AutoLayout/SizeClassLogin.storyboard`, laid out for `device`.
private func loginScene(_ device: String?, sourceFile: String = #filePath) throws -> LayoutScene {
    let folder = URL(fileURLWithPath: sourceFile).deletingLastPathComponent().deletingLastPathComponent()
    let options = try device.map { LayoutOptions(device: try #require(LayoutDevice.named($0)?.first)) } ?? LayoutOptions()
    let scenes = try LayoutFile.load(path: folder.appendingPathComponent("Fixtures/AutoLayout/SizeClassLogin.storyboard").path, options: options)
    return try #require(scenes.first)
}

private func frame(_ id: String, in scene: LayoutScene) -> Rect? {
    scene.root.children.first?.children.first { $0.id == id }?.frame
}

@Suite("Size classes: variations and exclusions for the device's traits")
struct SizeClassLayoutTests {
    @Test("the traits of iPhones and iPads, in portrait and landscape")
    func traits() throws {
        let se = try #require(LayoutDevice.named("iPhone SE")?.first)
        let max = try #require(LayoutDevice.named("iPhone 16 Pro Max")?.first)
        let pad = try #require(LayoutDevice.named("iPad mini")?.first)
        #expect(SizeClassTraits(device: se) == SizeClassTraits(regularWidth: false, regularHeight: true))
        #expect(SizeClassTraits(device: se.landscape) == SizeClassTraits(regularWidth: false, regularHeight: false))
        #expect(SizeClassTraits(device: max.landscape) == SizeClassTraits(regularWidth: true, regularHeight: false))
        #expect(SizeClassTraits(device: pad.landscape) == SizeClassTraits(regularWidth: true, regularHeight: true))
    }

    @Test("compact width: the form spans the screen under the logo, as Xcode stored it")
    func compactWidth() throws {
        let scene = try loginScene("retina4_7")
        #expect(frame("logo", in: scene) == Rect(x: 137.5, y: 40, width: 100, height: 100))
        #expect(frame("email", in: scene) == Rect(x: 16, y: 180, width: 343, height: 34))
        #expect(frame("login", in: scene) == Rect(x: 16, y: 234, width: 343, height: 44))
        #expect(scene.constraintIssues.isEmpty)
    }

    @Test("regular width: the form is 320 pt wide and centred, with no conflict")
    func regularWidth() throws {
        let scene = try loginScene("iPad mini")
        #expect(frame("email", in: scene) == Rect(x: 212, y: 184, width: 320, height: 34))
        #expect(frame("login", in: scene) == Rect(x: 212, y: 238, width: 320, height: 44))
        #expect(scene.constraintIssues.isEmpty)
        #expect(scan(scene).candidates.map(\.id) == ["email", "login"])
    }

    @Test("compact height: the logo is not installed and the form moves to the top")
    func compactHeight() throws {
        let scene = try loginScene("iPhone SE landscape")
        #expect(frame("logo", in: scene) == nil)
        #expect(frame("email", in: scene) == Rect(x: 16, y: 8, width: 635, height: 34))
        #expect(frame("login", in: scene) == Rect(x: 16, y: 62, width: 635, height: 44))
        // A large iPhone in landscape is regular wide: centred between the sensor housing's insets.
        let large = try loginScene("iPhone 16 Pro Max landscape")
        #expect(frame("email", in: large) == Rect(x: 318, y: 8, width: 320, height: 34))
    }

    @Test("the stored frames keep every subview; only the constraints follow the file's size class")
    func storedFrames() throws {
        let scene = try loginScene(String?.none)
        #expect(frame("logo", in: scene) != nil)
        #expect(scene.constraintIssues.isEmpty)
    }

    /// A PIN screen: a pad view left out of every size class (`default` excludes it, nothing
    /// includes it back), which the canvas stores at its 1000 × 1000 placeholder with a Cancel
    /// button filling it, over the Reset button; a hint view left out by default but included for
    /// regular widths, stored at a real place; and a promotion view that no size class includes,
    /// stored at a real place.
    static let pinStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" useAutolayout="YES" useTraitCollections="YES" initialViewController="pin">
    <device id="retina4_7" orientation="portrait"/>
    <scenes><scene sceneID="s1"><objects>
      <viewController id="pin" customClass="PinViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
            <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="reset"><rect key="frame" x="31.5" y="378" width="312" height="50"/><state key="normal" title="PIN RESET"/></button>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pad">
              <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
              <subviews>
                <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cancel"><rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/><state key="normal" title="Cancel"/></button>
              </subviews>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hint">
              <rect key="frame" x="20" y="500" width="335" height="60"/>
              <subviews>
                <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="help"><rect key="frame" x="0.0" y="0.0" width="100" height="44"/><state key="normal" title="Help"/></button>
              </subviews>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="promo">
              <rect key="frame" x="20" y="580" width="335" height="60"/>
              <subviews>
                <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="upgrade"><rect key="frame" x="0.0" y="0.0" width="100" height="44"/><state key="normal" title="Upgrade"/></button>
              </subviews>
            </view>
          </subviews>
          <variation key="default">
            <mask key="subviews">
              <exclude reference="pad"/>
              <exclude reference="hint"/>
              <exclude reference="promo"/>
            </mask>
          </variation>
          <variation key="widthClass=regular">
            <mask key="subviews">
              <include reference="hint"/>
            </mask>
          </variation>
        </view>
      </viewController>
    </objects></scene></scenes>
    </document>
    """

    @Test("with the stored frames, a subview left out of the size class and stored at the canvas's 1000 × 1000 placeholder is not installed: the button it would cover is a stop")
    func uninstalledPlaceholderGoes() throws {
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(Self.pinStoryboard.utf8), file: "Pin.storyboard").first)
        let snapshot = FocusScanner().scan(scene.root, bounds: scene.bounds, context: scene.context)
        #expect(snapshot.candidate(id: "cancel") == nil)
        #expect(snapshot.candidate(id: "reset")?.frame == Rect(x: 31.5, y: 378, width: 312, height: 50))
        // A subview left out here but installed in another size class, stored at a real place,
        // keeps its stored frame; so does one no size class installs (apps add such views from
        // code: a scroll view's content view designed uninstalled).
        #expect(snapshot.candidate(id: "help") != nil)
        #expect(snapshot.candidate(id: "upgrade") != nil)
    }
}
