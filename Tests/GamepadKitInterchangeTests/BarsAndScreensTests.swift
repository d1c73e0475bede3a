import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitInterchange

/// Bars and screens as the file says: `Fixtures/RoundThree/BarsAndScreens.storyboard` (a
/// 320×568 device; see the comment at its top for the shapes).
@Suite("Bars and screens as the file says")
struct BarsAndScreensTests {
    func scene(_ name: String) throws -> (scene: LayoutScene, snapshot: FocusSnapshot) {
        let scenes = try LayoutFile.load(path: fixturePath("RoundThree/BarsAndScreens.storyboard"))
        let scene = try #require(scenes.first { $0.name == name }, "no scene \(name)")
        return (scene, FocusScanner().scan(scene.root, bounds: scene.bounds, context: scene.context))
    }

    @Test("a root view that ends above its tab bar keeps the tab bar below it: Save at its bottom stays a stop, whole")
    func shortRootKeepsTabBarBelow() throws {
        let (scene, snapshot) = try scene("FeedViewController")
        #expect(scene.bounds.size == LayoutSize(width: 320, height: 568))
        #expect(snapshot.candidate(id: "Bar-Fd-Sv")?.frame == Rect(x: 20, y: 64 + 415, width: 280, height: 34))
        #expect(snapshot.candidate(id: "Bar-It-001")?.frame.minY == 519)
    }

    @Test("the navigation item of a tab bar controller in a navigation stack shows on its tabs: Compose and the segmented title view")
    func containerItemsShowOnChildren() throws {
        for name in ["FeedViewController", "ProfileViewController"] {
            let (_, snapshot) = try scene(name)
            #expect(snapshot.candidate(id: "Bar-BB-Cmp")?.label == "Compose", "\(name)")
            let title = snapshot.candidate(id: "Bar-Seg-01")
            #expect(title?.kind == .segmented, "\(name)")
            #expect(title.map { $0.frame.midX > 100 && $0.frame.midX < 220 && $0.frame.minY >= 20 && $0.frame.maxY <= 64 } == true, "\(name)")
        }
    }

    @Test("a root view stored 107 pt wide is laid out at the device's width")
    func staleRootWidth() throws {
        let (scene, snapshot) = try scene("ProfileViewController")
        #expect(scene.bounds.width == 320)
        #expect(scene.root.children.first?.frame.width == 320)
        #expect(snapshot.candidate(id: "Bar-Pf-Ed") != nil)
    }

    @Test("an opaque navigation bar pushes a root stored at y 0 below it; the back button names the container's title")
    func opaqueBarPushesContentDown() throws {
        let (_, snapshot) = try scene("ReceiptViewController")
        #expect(snapshot.candidate(id: "Bar-Op-Pr")?.frame == Rect(x: 20, y: 64 + 8, width: 280, height: 36))
        #expect(snapshot.candidates.first { $0.kind == .backButton }?.label == "Home")
    }

    @Test("no navigation bar where the simulated top bar is None: the Close button at the top is not covered")
    func noTopBar() throws {
        let (_, snapshot) = try scene("PlayerViewController")
        #expect(!snapshot.candidates.contains { $0.kind == .backButton || $0.barID != nil })
        #expect(snapshot.candidate(id: "Bar-Nb-Cl")?.frame == Rect(x: 10, y: 24, width: 60, height: 30))
    }

    @Test("a split view that is a tab keeps the tab bar on its master's screen")
    func splitViewKeepsTabBar() throws {
        let (scene, snapshot) = try scene("LibraryViewController")
        #expect(snapshot.candidates.filter { $0.kind == .tabBarItem }.count == 3)
        #expect(scene.context.tabCount == 3)
        #expect(scene.context.selectedTab == 2)
    }

    @Test("a round button laid over a toolbar (after it in the view) keeps its whole frame")
    func buttonOverToolbar() throws {
        let (_, snapshot) = try scene("RecorderViewController")
        #expect(snapshot.candidate(id: "Bar-Rc-Rec")?.frame == Rect(x: 130, y: 500, width: 60, height: 60))
        #expect(snapshot.candidate(id: "Bar-Rc-Sh") != nil)
    }

    /// A demo list drawn at a freeform size left in the file (375 × 900) on an iPhone 8 canvas,
    /// in a navigation controller: its first static row is stored 28 pt down the table.
    static let tallListStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15702" useAutolayout="YES" initialViewController="nav">
    <device id="retina4_7" orientation="portrait"/>
    <scenes>
    <scene sceneID="s1"><objects>
      <navigationController id="nav" sceneMemberID="viewController">
        <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar"><rect key="frame" x="0.0" y="0.0" width="375" height="44"/></navigationBar>
        <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
      </navigationController>
    </objects></scene>
    <scene sceneID="s2"><objects>
      <tableViewController id="list" customClass="ComponentsViewController" sceneMemberID="viewController">
        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
          <rect key="frame" x="0.0" y="0.0" width="375" height="900"/>
          <sections>
            <tableViewSection id="section">
              <cells>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" id="textInput">
                  <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                  <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="textInput" id="textInputContent">
                    <rect key="frame" x="0.0" y="0.0" width="348" height="44"/>
                  </tableViewCellContentView>
                </tableViewCell>
              </cells>
            </tableViewSection>
          </sections>
        </tableView>
        <navigationItem key="navigationItem" title="Components" id="item"/>
        <size key="freeformSize" width="375" height="900"/>
      </tableViewController>
    </objects></scene>
    </scenes>
    </document>
    """

    @Test("a list drawn taller than its iPhone 8 canvas (a freeform size) is under that iPhone's status bar: its first row starts 64 + 28 pt down, as when laid out for the device")
    func tallListUnderTheDevicesStatusBar() throws {
        let stored = try #require(try InterfaceBuilderDocument.scenes(from: Data(Self.tallListStoryboard.utf8), file: "Components.storyboard").first)
        let storedRow = FocusScanner().scan(stored.root, bounds: stored.bounds, context: stored.context).candidates.first
        #expect(storedRow?.frame == Rect(x: 0, y: 92, width: 375, height: 44))
        let device = try #require(LayoutDevice.named("iPhone SE")?.first)
        let solved = try #require(try InterfaceBuilderDocument.scenes(from: Data(Self.tallListStoryboard.utf8), file: "Components.storyboard",
                                                                       options: LayoutOptions(device: device)).first)
        #expect(FocusScanner().scan(solved.root, bounds: solved.bounds, context: solved.context).candidates.first?.frame.minY == 92)
    }

    /// A list in a navigation controller whose back bar button item's title is `backTitle`, and
    /// the note it pushes (one Share button).
    static func pushedNote(backTitle: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="s0"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
                        <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="rootSegue"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <viewController id="list" customClass="NotesViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="listRoot">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="open"><rect key="frame" x="20" y="100" width="335" height="44"/><state key="normal" title="Open"/>
                                    <connections><segue destination="note" kind="show" id="showNote"/></connections>
                                </button>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" title="Notes" id="listItem">
                            <barButtonItem key="backBarButtonItem" title="\(backTitle)" id="listBack"/>
                        </navigationItem>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="note" customClass="NoteViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="noteRoot">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="share"><rect key="frame" x="20" y="100" width="335" height="44"/><state key="normal" title="Share"/></button>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" title="Note" id="noteItem"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    @Test("a back title of spaces (the chevron alone) names the back button Back, 44 pt wide; a title of its own names it")
    func chevronOnlyBackButton() throws {
        for (title, label, width) in [(" ", "Back", 44.0), ("     ", "Back", 44.0), ("All notes", "All notes", 115.0)] {
            let scenes = try InterfaceBuilderDocument.scenes(from: Data(Self.pushedNote(backTitle: title).utf8), file: "Notes.storyboard")
            let note = try #require(scenes.first { $0.name == "NoteViewController" })
            let snapshot = FocusScanner().scan(note.root, bounds: note.bounds, context: note.context)
            let back = try #require(snapshot.candidates.first { $0.kind == .backButton }, "\(title)")
            #expect(back.label == label, "\(title)")
            #expect(back.frame.width == width, "\(title)")
        }
    }

    /// A tab bar controller no segue of the file pushes (another storyboard does) whose navigation
    /// item has a Calc button, with two tabs.
    static let pushedTabsFromElsewhere = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" initialViewController="tabs">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="s0"><objects>
                    <tabBarController id="tabs" customClass="MorphologyTabBarController" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Morphology" id="tabsItem">
                            <barButtonItem key="rightBarButtonItem" title="Calc" id="calc"/>
                        </navigationItem>
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tabBar"><rect key="frame" x="0.0" y="0.0" width="375" height="49"/></tabBar>
                        <connections>
                            <segue destination="left" kind="relationship" relationship="viewControllers" id="t1"/>
                            <segue destination="right" kind="relationship" relationship="viewControllers" id="t2"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <viewController id="left" customClass="LeftViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="leftRoot">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="clear"><rect key="frame" x="20" y="500" width="335" height="44"/><state key="normal" title="Clear"/></button>
                            </subviews>
                        </view>
                        <tabBarItem key="tabBarItem" title="LBBB" id="leftTab"/>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="right" customClass="RightViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rightRoot">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                        <tabBarItem key="tabBarItem" title="RBBB" id="rightTab"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test("a tab bar controller pushed from elsewhere (no segue of the file pushes it) shows its navigation item's Calc on its tabs")
    func tabsOfAPushedTabBarControllerShowItsItem() throws {
        let scenes = try InterfaceBuilderDocument.scenes(from: Data(Self.pushedTabsFromElsewhere.utf8), file: "Morphology.storyboard")
        for name in ["LeftViewController", "RightViewController"] {
            let scene = try #require(scenes.first { $0.name == name })
            let snapshot = FocusScanner().scan(scene.root, bounds: scene.bounds, context: scene.context)
            let calc = try #require(snapshot.candidate(id: "calc"), "\(name)")
            #expect(calc.kind == .barButton && calc.label == "Calc")
            // Saved by Xcode 14 as an iPhone 8: no status bar above the navigation bar.
            #expect(calc.frame.minY == 0 && calc.frame.maxX > 300, "\(name)")
            #expect(snapshot.candidates.filter { $0.kind == .tabBarItem }.count == 2, "\(name)")
            #expect(!snapshot.candidates.contains { $0.kind == .backButton }, "\(name)")
        }
    }
}
