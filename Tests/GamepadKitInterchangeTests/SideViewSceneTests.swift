import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitInterchange

/// Views a storyboard scene keeps beside its controller (an input accessory bar, a popup, a
/// switch the code puts in a cell) are mapped as panels of their own, after the controller's scene.
@Suite("Views beside a storyboard controller")
struct SideViewSceneTests {
    static let file = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
      <device id="retina6_1" orientation="portrait"/>
      <scenes>
        <scene sceneID="s1"><objects>
          <viewController id="terminal" customClass="TerminalViewController" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
              <subviews>
                <view contentMode="scaleToFill" id="screen" customClass="TerminalView">
                  <rect key="frame" x="0.0" y="48" width="414" height="814"/>
                </view>
              </subviews>
            </view>
          </viewController>
          <placeholder placeholderIdentifier="IBFirstResponder" id="responder" sceneMemberID="firstResponder"/>
          <view contentMode="scaleToFill" id="bar" customClass="BarView">
            <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
            <subviews>
              <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="tab">
                <rect key="frame" x="6" y="0.0" width="44" height="50"/>
                <state key="normal" title="Tab"/>
              </button>
              <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="paste" userLabel="Paste">
                <rect key="frame" x="364" y="0.0" width="44" height="50"/>
                <state key="normal" title="Paste"/>
              </button>
            </subviews>
          </view>
          <switch opaque="NO" contentMode="scaleToFill" on="YES" id="dim">
            <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
          </switch>
        </objects></scene>
      </scenes>
    </document>
    """

    @Test("the input accessory bar kept beside the terminal screen is a scene of its own whose keys are stops, after the screen's")
    func accessoryBarIsMapped() throws {
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(Self.file.utf8), file: "Terminal.storyboard")
        #expect(scenes.map(\.name) == ["TerminalViewController", "BarView", "dim"])
        let screen = FocusScanner().scan(scenes[0].root, bounds: scenes[0].bounds, context: scenes[0].context)
        #expect(screen.candidates.isEmpty)
        let bar = FocusScanner().scan(scenes[1].root, bounds: scenes[1].bounds, context: scenes[1].context)
        #expect(bar.candidates.map(\.id) == ["tab", "paste"])
        #expect(scenes[1].bounds.size == LayoutSize(width: 414, height: 50))
        let toggle = FocusScanner().scan(scenes[2].root, bounds: scenes[2].bounds, context: scenes[2].context)
        #expect(toggle.candidates.map(\.kind) == [.switch])
    }
}
