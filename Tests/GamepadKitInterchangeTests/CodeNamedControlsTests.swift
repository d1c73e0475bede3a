import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitInterchange

/// Controls and rows the file shows nothing to name by (an icon set as a background image, a
/// field without a placeholder, a button whose image the app sets in code, a cell of custom
/// drawing) are named by what the file does say: their background image, the outlet the code
/// reaches them by, the cell's reuse identifier.
@Suite("Names from background images, outlets and reuse identifiers")
struct CodeNamedControlsTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="guide">
    <device id="retina4_7" orientation="portrait"/>
    <scenes>
    <scene sceneID="s0"><objects>
      <viewController id="guide" customClass="GuideViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
            <button contentMode="scaleToFill" id="fav"><rect key="frame" x="335" y="30" width="20" height="20"/>
              <state key="normal" backgroundImage="favorites_red"/>
            </button>
            <button contentMode="scaleToFill" id="share"><rect key="frame" x="295" y="30" width="20" height="20"/>
              <connections><action selector="share:" destination="guide" eventType="touchUpInside" id="a1"/></connections>
            </button>
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="email"><rect key="frame" x="20" y="80" width="335" height="34"/></textField>
            <tableView clipsSubviews="YES" contentMode="scaleToFill" id="places"><rect key="frame" x="0.0" y="130" width="375" height="400"/>
              <prototypes>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="NearbyPlaceCell" id="placeCell">
                  <rect key="frame" x="0.0" y="28" width="375" height="60"/>
                  <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" id="placeContent">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                  </tableViewCellContentView>
                </tableViewCell>
              </prototypes>
            </tableView>
            <button contentMode="scaleToFill" id="next"><rect key="frame" x="20" y="600" width="335" height="50"/>
              <state key="normal" backgroundImage="pill_blue"/>
              <connections><action selector="next:" destination="guide" eventType="touchUpInside" id="a2"/></connections>
            </button>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Continue" id="nextTitle"><rect key="frame" x="140" y="614" width="95" height="21"/></label>
          </subviews>
        </view>
        <connections>
          <outlet property="shareButton" destination="share" id="o1"/>
          <outlet property="emailTextField" destination="email" id="o2"/>
          <outlet property="favoritesButton" destination="fav" id="o3"/>
        </connections>
      </viewController>
    </objects></scene>
    </scenes>
    </document>
    """

    @Test("an icon set as a background image names its button, a title laid over one names it first; a button and a field with nothing to show are named by their outlets; a blank cell by its reuse identifier")
    func namesFromTheFile() throws {
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(Self.storyboard.utf8), file: "Guide.storyboard")
        let scene = try #require(scenes.first)
        let snapshot = FocusScanner().scan(scene.root, bounds: scene.bounds, context: scene.context)
        #expect(snapshot.candidate(id: "fav")?.label == "favorites_red")
        // The title laid over a background image names its button before the image does.
        #expect(snapshot.candidate(id: "next")?.label == "Continue")
        #expect(snapshot.candidate(id: "share")?.label == "share button")
        #expect(snapshot.candidate(id: "email")?.label == "email text field")
        #expect(snapshot.candidates.first { $0.kind == .tableRow }?.label == "nearby place cell")
    }

    @Test("a xib whose top object is a button with only a background image is named by that image")
    func topLevelButton() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="owner" customClass="PickNumberViewController"/>
          <button contentMode="scaleToFill" id="basket"><rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
            <state key="normal" backgroundImage="basket_new.png"/>
            <connections><action selector="openBasket:" destination="owner" eventType="touchUpInside" id="a1"/></connections>
          </button>
        </objects>
        </document>
        """
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(xib.utf8), file: "Basket.xib").first)
        #expect(findNode("basket", in: scene.root)?.label == "basket_new.png")
    }

    @Test("identifiers read as words", arguments: [
        ("favoriteButton", "favorite button"), ("btn_close", "btn close"), ("URLField", "url field"),
        ("label2Title", "label2 title"), ("_", nil), ("", nil), ("OK", "ok"),
    ] as [(String, String?)])
    func identifierWords(identifier: String, words: String?) {
        #expect(ReadableNames.words(ofIdentifier: identifier) == words)
    }
}
