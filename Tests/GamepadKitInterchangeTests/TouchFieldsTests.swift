import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

private func decode(_ json: String) throws -> LayoutScene {
    try LayoutJSON.decode(Data(json.utf8), file: "touch.json")
}

private func storyboard(_ body: String) -> Data {
    Data("""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
    <scenes><scene sceneID="s1"><objects>
    <tableViewController id="TVC" sceneMemberID="viewController">
    \(body)
    </tableViewController>
    </objects></scene></scenes>
    </document>
    """.utf8)
}

@Suite("Layout JSON and storyboards: what a touch needs")
struct TouchFieldsTests {
    static let downloads = """
    {"size": [390, 844], "views": [
      {"id": "list", "kind": "table", "frame": [0, 100, 390, 700], "sections": [2], "children": [
        {"id": "c0", "kind": "tableRow", "frame": [0, 0, 390, 60], "row": [0, 0], "accessory": "disclosureIndicator", "children": [
          {"id": "dl0", "kind": "button", "frame": [300, 8, 44, 44]}]},
        {"id": "c1", "kind": "tableRow", "frame": [0, 60, 390, 60], "row": [0, 1], "selectionStyle": "none", "children": [
          {"id": "sw1", "kind": "switch", "frame": [320, 14, 51, 31]}]}
      ]}
    ]}
    """

    @Test("a tableRow's accessory and selectionStyle decide its stops: a chevron row with a button is two, a switch row one")
    func accessoryAndSelectionStyle() throws {
        let scene = try decode(Self.downloads)
        let table = try #require(scene.root.children.first)
        #expect(table.children[0].rowSelection?.accessory == .disclosureIndicator)
        #expect(table.children[1].rowSelection?.selectionStyleIsNone == true)
        let ids = FocusScanner().scan(scene.root, bounds: scene.bounds).candidates.map(\.id)
        #expect(ids == ["list[0.0]", "dl0", "list[0.1]"])
    }

    @Test("the touch fields survive writing and reading the layout again")
    func roundTrip() throws {
        let scene = try decode(Self.downloads)
        #expect(try LayoutJSON.decode(LayoutJSON.encode(scene)) == scene)
        let more = try decode("""
        {"size": [390, 844], "views": [
          {"id": "t", "kind": "table", "frame": [0, 0, 390, 400], "allowsSelection": false, "children": [
            {"id": "r", "kind": "tableRow", "frame": [0, 0, 390, 44], "row": [0, 0], "accessory": "checkmark", "selects": true}]},
          {"id": "p", "kind": "picker", "frame": [0, 500, 390, 216], "wheels": 2, "hittable": false}
        ]}
        """)
        #expect(more.root.children[0].children[0].rowSelection?.listAllowsSelection == false)
        #expect(more.root.children[1].wheelCount == 2)
        #expect(try LayoutJSON.decode(LayoutJSON.encode(more)) == more)
    }

    @Test("an unknown accessory, selection style or misplaced field is an error naming the node")
    func badValues() {
        func message(_ field: String, kind: String = "tableRow") -> String? {
            interchangeError {
                _ = try decode("""
                {"size": [390, 844], "views": [{"id": "t", "kind": "table", "frame": [0, 0, 390, 400], "children": [
                  {"id": "r", "kind": "\(kind)", "frame": [0, 0, 390, 44], \(field)}]}]}
                """)
            }?.description
        }
        #expect(message(#""accessory": "chevron""#) == "touch.json: views[0].children[0]: accessory is not an accessory type ('chevron'); accepted: none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton")
        #expect(message(#""selectionStyle": "fancy""#) == "touch.json: views[0].children[0]: selectionStyle is not a selection style ('fancy'); accepted: none, default, blue, gray")
        #expect(message(#""accessory": "checkmark""#, kind: "button") == "touch.json: views[0].children[0]: accessory belongs on a tableRow or collectionItem, not on a button")
        #expect(message(#""wheels": 0"#, kind: "picker") == "touch.json: views[0].children[0]: wheels must be a whole number from 1 to 20")
    }

    @Test("a storyboard cell's accessoryType, selectionStyle, segue and its table's allowsSelection are read")
    func storyboardCells() throws {
        let data = storyboard("""
        <tableView key="view" id="T" allowsMultipleSelection="YES">
          <rect key="frame" x="0" y="0" width="390" height="844"/>
          <prototypes>
            <tableViewCell id="Nav" accessoryType="disclosureIndicator" rowHeight="60">
              <rect key="frame" x="0" y="0" width="390" height="60"/>
              <tableViewCellContentView key="contentView" id="NavC">
                <rect key="frame" x="0" y="0" width="360" height="60"/>
                <subviews><button id="Fav"><rect key="frame" x="300" y="8" width="44" height="44"/><state key="normal" image="star"/></button></subviews>
              </tableViewCellContentView>
            </tableViewCell>
            <tableViewCell id="Seg" selectionStyle="none">
              <rect key="frame" x="0" y="60" width="390" height="60"/>
              <tableViewCellContentView key="contentView" id="SegC">
                <rect key="frame" x="0" y="0" width="390" height="60"/>
                <subviews><switch id="Sw"><rect key="frame" x="320" y="14" width="51" height="31"/></switch></subviews>
              </tableViewCellContentView>
              <connections><segue destination="X" kind="show" id="sg1"/></connections>
            </tableViewCell>
            <tableViewCell id="Shelf">
              <rect key="frame" x="0" y="120" width="390" height="200"/>
              <tableViewCellContentView key="contentView" id="ShelfC">
                <rect key="frame" x="0" y="0" width="390" height="200"/>
                <subviews>
                  <collectionView id="Strip"><rect key="frame" x="0" y="0" width="390" height="200"/>
                    <cells>
                      <collectionViewCell id="P0"><rect key="frame" x="10" y="10" width="120" height="180"/></collectionViewCell>
                      <collectionViewCell id="P1"><rect key="frame" x="140" y="10" width="120" height="180"/></collectionViewCell>
                    </cells>
                  </collectionView>
                </subviews>
              </tableViewCellContentView>
            </tableViewCell>
          </prototypes>
        </tableView>
        """)
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: data, file: "Touch.storyboard").first)
        let table = try #require(findNode("T", in: scene.root))
        #expect(table.children.map { $0.rowSelection?.accessory } == [.disclosureIndicator, RowAccessory.none, RowAccessory.none])
        #expect(table.children[1].rowSelection?.selectionStyleIsNone == true)
        #expect(table.children[1].rowSelection?.delegateHandlesSelection == true)
        #expect(table.children[0].rowSelection?.allowsMultipleSelection == true)
        let ids = FocusScanner().scan(scene.root, bounds: scene.bounds).candidates.map(\.id)
        #expect(ids == ["T[0.0]", "Fav", "T[0.1]", "Strip[0.0]", "Strip[0.1]"])
    }

    @Test("a storyboard table under the app's own tab bar view keeps its covered cell as a stop that needs a scroll")
    func tableUnderOwnTabBar() throws {
        // The shape of a demo app's explore screen: a long table, and a UITabBar view of the
        // scene's own drawn over its bottom, covering the last cell's switch.
        let data = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <scenes><scene sceneID="s1"><objects>
        <viewController id="VC" customClass="ExploreViewController" sceneMemberID="viewController">
          <view key="view" id="Root"><rect key="frame" x="0" y="0" width="375" height="667"/>
            <subviews>
              <tableView id="T" clipsSubviews="YES"><rect key="frame" x="0" y="0" width="375" height="667"/>
                <prototypes>
                  <tableViewCell id="Top" selectionStyle="none"><rect key="frame" x="0" y="0" width="375" height="44"/></tableViewCell>
                  <tableViewCell id="Bottom" selectionStyle="none"><rect key="frame" x="0" y="620" width="375" height="44"/>
                    <tableViewCellContentView key="contentView" id="BottomC"><rect key="frame" x="0" y="0" width="375" height="44"/>
                      <subviews><switch id="Sw"><rect key="frame" x="300" y="6" width="51" height="31"/></switch></subviews>
                    </tableViewCellContentView>
                  </tableViewCell>
                </prototypes>
              </tableView>
              <tabBar id="Bar"><rect key="frame" x="0" y="618" width="375" height="49"/></tabBar>
            </subviews>
          </view>
        </viewController>
        </objects></scene></scenes>
        </document>
        """.utf8)
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: data, file: "Explore.storyboard").first)
        let snapshot = FocusScanner().scan(scene.root, bounds: scene.bounds)
        let covered = try #require(snapshot.candidates.first { $0.controlID == "Sw" })
        #expect(covered.needsScroll)
    }
}
