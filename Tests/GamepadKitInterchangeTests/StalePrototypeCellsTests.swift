import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

/// Dynamic tables saved by older Xcode versions: every prototype cell stored at y 0 and 320 pt
/// wide in a wider table, its content view 320×43 whatever the row's height, and the cell's
/// controls placed for the row UIKit shows (a button at x 328, a field at y 59).
@Suite("Prototype cells stored on top of one another, narrower than their table")
struct StalePrototypeCellsTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254"><scenes><scene sceneID="s1"><objects>
    <tableViewController id="tvc" customClass="ParametersViewController" sceneMemberID="viewController">
      <tableView key="view" dataMode="prototypes" style="plain" rowHeight="44" id="table">
        <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
        <prototypes>
          <tableViewCell selectionStyle="none" reuseIdentifier="Reset" rowHeight="87" id="cellA">
            <rect key="frame" x="0.0" y="0.0" width="320" height="87"/>
            <tableViewCellContentView key="contentView" clipsSubviews="YES" tableViewCell="cellA" id="contentA">
              <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
              <subviews>
                <label text="Core data" id="titleA"><rect key="frame" x="16" y="8" width="304" height="21"/></label>
                <button buttonType="roundedRect" id="reset"><rect key="frame" x="328" y="5" width="78" height="76"/><state key="normal" title="Reset"/></button>
              </subviews>
            </tableViewCellContentView>
          </tableViewCell>
          <tableViewCell selectionStyle="none" reuseIdentifier="Key" rowHeight="114" id="cellB">
            <rect key="frame" x="0.0" y="0.0" width="320" height="114"/>
            <tableViewCellContentView key="contentView" clipsSubviews="YES" tableViewCell="cellB" id="contentB">
              <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
              <subviews>
                <textField placeholder="Key" id="keyField"><rect key="frame" x="16" y="59" width="383" height="30"/></textField>
              </subviews>
            </tableViewCellContentView>
          </tableViewCell>
        </prototypes>
      </tableView>
    </tableViewController>
    </objects></scene></scenes></document>
    """

    func scene() throws -> LayoutScene {
        try #require(try InterfaceBuilderDocument.scenes(from: Data(Self.storyboard.utf8), file: "Parameters.storyboard").first)
    }

    func node(_ id: String, in node: ViewNode) -> ViewNode? {
        if node.id == id { return node }
        for child in node.children { if let found = self.node(id, in: child) { return found } }
        return nil
    }

    @Test("the rows are stacked by their row heights, as wide as the table")
    func stacked() throws {
        let root = try scene().root
        let first = try #require(node("cellA", in: root)), second = try #require(node("cellB", in: root))
        #expect(first.frame == Rect(x: 0, y: 0, width: 414, height: 87))
        #expect(second.frame == Rect(x: 0, y: 87, width: 414, height: 114))
        #expect(node("contentA", in: root)?.frame == Rect(x: 0, y: 0, width: 414, height: 87), "the content view fills its row")
    }

    @Test("the reset button and the key field are stops a finger reaches; no two rows share a place")
    func controlsReached() throws {
        let scene = try scene()
        let snapshot = FocusScanner().scan(scene.root, bounds: scene.bounds)
        let ids = Set(snapshot.candidates.map(\.id))
        for control in ["reset", "keyField"] {
            #expect(ids.contains(control) || snapshot.candidates.contains { $0.actionTargetID == control }, "\(control)")
        }
        let rows = snapshot.candidates.filter { $0.kind == .tableRow }
        #expect(Set(rows.map(\.frame.origin.y)).count == rows.count)
    }

    @Test("frames that do not overlap, or no frames at all, are not stale")
    func overlapRule() {
        #expect(TableRowStack.overlap([Rect(x: 0, y: 0, width: 320, height: 87), Rect(x: 0, y: 0, width: 320, height: 114)]))
        #expect(!TableRowStack.overlap([Rect(x: 0, y: 28, width: 414, height: 44), Rect(x: 0, y: 72, width: 414, height: 44)]))
        #expect(!TableRowStack.overlap([nil, nil, Rect(x: 0, y: 0, width: 320, height: 44)]))
    }

    @Test("a cell in a xib of its own grows its 43 pt content view to the cell: the theme buttons below it are stops")
    func cellXib() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects>
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" rowHeight="120" id="themeCell">
          <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
          <tableViewCellContentView key="contentView" clipsSubviews="YES" tableViewCell="themeCell" id="themeContent">
            <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
            <subviews>
              <button id="light"><rect key="frame" x="20" y="21" width="49" height="36"/><state key="normal" title="Light"/></button>
              <button id="night"><rect key="frame" x="20" y="65" width="49" height="30"/><state key="normal" title="Night"/></button>
            </subviews>
          </tableViewCellContentView>
        </tableViewCell>
        <tableViewCell contentMode="scaleToFill" rowHeight="72" id="postCell">
          <rect key="frame" x="0.0" y="0.0" width="320" height="72"/>
          <tableViewCellContentView key="contentView" clipsSubviews="YES" tableViewCell="postCell" id="postContent">
            <subviews>
              <button id="comments"><rect key="frame" x="266" y="0.0" width="54" height="55"/><state key="normal" title="22"/></button>
            </subviews>
          </tableViewCellContentView>
        </tableViewCell>
        </objects></document>
        """
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(xib.utf8), file: "Cells.xib")
        #expect(scenes.count == 2)
        let theme = try #require(scenes.first)
        #expect(node("themeContent", in: theme.root)?.frame == Rect(x: 0, y: 0, width: 320, height: 120))
        let ids = FocusScanner().scan(theme.root, bounds: theme.bounds).candidates.map(\.actionTargetID)
        #expect(ids.contains("light") && ids.contains("night"))
        // A content view stored without a frame fills the cell, with no gap of its own.
        let post = try #require(scenes.last)
        #expect(node("postContent", in: post.root)?.frame == Rect(x: 0, y: 0, width: 320, height: 72))
    }

    @Test("a table's only prototype stored at y 0 under a search bar that heads the table: the row starts below the bar, at the table's row height, and both are stops")
    func prototypeUnderAHeaderView() throws {
        let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254"><scenes><scene sceneID="s1"><objects>
        <tableViewController id="friends" customClass="FriendTableViewController" sceneMemberID="viewController">
          <tableView key="view" dataMode="prototypes" style="plain" rowHeight="90" id="friendTable">
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <searchBar key="tableHeaderView" contentMode="redraw" id="search">
              <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            </searchBar>
            <prototypes>
              <tableViewCell reuseIdentifier="Friend" id="friendCell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" tableViewCell="friendCell" id="friendContent">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                  <subviews>
                    <label text="Nickname" id="nickname"><rect key="frame" x="76" y="16" width="83" height="21"/></label>
                  </subviews>
                </tableViewCellContentView>
              </tableViewCell>
            </prototypes>
          </tableView>
        </tableViewController>
        </objects></scene></scenes></document>
        """
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(storyboard.utf8), file: "Friends.storyboard").first)
        #expect(node("friendCell", in: scene.root)?.frame == Rect(x: 0, y: 44, width: 320, height: 90))
        let snapshot = FocusScanner().scan(scene.root, bounds: scene.bounds)
        #expect(snapshot.candidates.contains { $0.id == "search" })
        let row = try #require(snapshot.candidates.first { $0.kind == .tableRow })
        let search = try #require(snapshot.candidate(id: "search"))
        #expect(row.frame.intersection(search.frame) == nil, "the row lies below the search bar")
        #expect(NavigationMap(candidates: snapshot.candidates).neighbor(of: "search", .down) == row.id)
    }

    /// A friends table under a 44-pt search bar with two prototypes stored at `ys` (44 pt each).
    static func twoPrototypes(headerHeight: Double, ys: (Double, Double)) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254"><scenes><scene sceneID="s1"><objects>
        <tableViewController id="friends" customClass="FriendTableViewController" sceneMemberID="viewController">
          <tableView key="view" dataMode="prototypes" style="plain" rowHeight="44" id="friendTable">
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <searchBar key="tableHeaderView" contentMode="redraw" id="search"><rect key="frame" x="0.0" y="0.0" width="320" height="\(headerHeight)"/></searchBar>
            <prototypes>
              <tableViewCell reuseIdentifier="Friend" id="first"><rect key="frame" x="0.0" y="\(ys.0)" width="320" height="44"/></tableViewCell>
              <tableViewCell reuseIdentifier="Invite" id="second"><rect key="frame" x="0.0" y="\(ys.1)" width="320" height="44"/></tableViewCell>
            </prototypes>
          </tableView>
        </tableViewController>
        </objects></scene></scenes></document>
        """
    }

    @Test("prototypes stored from y 0 under the header view are all stacked below it, each in a place of its own and reached; prototypes stored below it keep their frames")
    func prototypesUnderAHeaderViewAreStackedTogether() throws {
        let stale = try #require(try InterfaceBuilderDocument.scenes(from: Data(Self.twoPrototypes(headerHeight: 44, ys: (0, 44)).utf8),
                                                                      file: "Friends.storyboard").first)
        #expect(node("first", in: stale.root)?.frame == Rect(x: 0, y: 44, width: 320, height: 44))
        #expect(node("second", in: stale.root)?.frame == Rect(x: 0, y: 88, width: 320, height: 44))
        let snapshot = FocusScanner().scan(stale.root, bounds: stale.bounds)
        let map = NavigationMap(candidates: snapshot.candidates)
        for candidate in snapshot.candidates {
            #expect(map.orderedIDs.contains(candidate.id))
        }
        #expect(map.isStronglyConnected)

        let current = try #require(try InterfaceBuilderDocument.scenes(from: Data(Self.twoPrototypes(headerHeight: 56, ys: (84, 128)).utf8),
                                                                       file: "Friends.storyboard").first)
        #expect(node("first", in: current.root)?.frame == Rect(x: 0, y: 84, width: 320, height: 44))
        #expect(node("second", in: current.root)?.frame == Rect(x: 0, y: 128, width: 320, height: 44))
    }

    /// A group's settings: two static rows and a Leave button as the table's footer view, which
    /// the file stores at y -15, over the first row.
    static let footerStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254"><scenes><scene sceneID="s1"><objects>
    <tableViewController id="settings" customClass="GroupSettingsViewController" sceneMemberID="viewController">
      <tableView key="view" dataMode="static" style="grouped" rowHeight="44" id="settingsTable">
        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
        <button key="tableFooterView" contentMode="scaleToFill" id="leave">
          <rect key="frame" x="-23" y="-15" width="320" height="44"/>
          <state key="normal" title="Leave group"/>
        </button>
        <sections>
          <tableViewSection id="section">
            <cells>
              <tableViewCell id="mute"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" tableViewCell="mute" id="muteContent"><rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                  <subviews><label text="Mute" id="muteLabel"><rect key="frame" x="15" y="11" width="100" height="21"/></label></subviews>
                </tableViewCellContentView>
              </tableViewCell>
              <tableViewCell id="invite"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" tableViewCell="invite" id="inviteContent"><rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                  <subviews><label text="Invite" id="inviteLabel"><rect key="frame" x="15" y="11" width="100" height="21"/></label></subviews>
                </tableViewCellContentView>
              </tableViewCell>
            </cells>
          </tableViewSection>
        </sections>
      </tableView>
    </tableViewController>
    </objects></scene></scenes></document>
    """

    @Test("a table's footer view stored over its first row goes below the last section, as wide as the table: down from the last row reaches it")
    func footerViewBelowTheRows() throws {
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(Self.footerStoryboard.utf8), file: "Group.storyboard").first)
        let snapshot = FocusScanner().scan(scene.root, bounds: scene.bounds)
        let rows = snapshot.candidates.filter { $0.kind == .tableRow }.sorted { $0.frame.minY < $1.frame.minY }
        #expect(rows.count == 2)
        let leave = try #require(snapshot.candidate(id: "leave"))
        let last = try #require(rows.last)
        #expect(leave.frame.minY >= last.frame.maxY && leave.frame.minX == 0 && leave.frame.width == 320)
        let map = NavigationMap(candidates: snapshot.candidates)
        #expect(map.neighbor(of: last.id, .down) == "leave")
        #expect(map.neighbor(of: "leave", .up) == last.id)
    }
}
