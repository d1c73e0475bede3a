import Foundation
import GamepadKitCore
import Testing
@testable import GamepadKitInterchange

/// Frames as UIKit lays them out, tab titles through storyboard references, names a person can
/// read: `Fixtures/RoundTwo/Main.storyboard` (a 375×667 device) and the `Settings.storyboard`
/// its second tab refers to.
@Suite("Storyboards laid out as UIKit does: bar offsets, insets, flow layouts, stale cells, names")
struct StoryboardLayoutRoundTwoTests {
    func scenes() throws -> [String: LayoutScene] {
        let scenes = try LayoutFile.load(path: fixturePath("RoundTwo/Main.storyboard"))
        return Dictionary(scenes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func scene(_ name: String) throws -> LayoutScene {
        try #require(try scenes()[name], "no scene \(name)")
    }

    /// The frame of `id` in window coordinates.
    func windowFrame(_ id: String, in scene: LayoutScene) -> Rect? {
        var stack: [(ViewNode, LayoutPoint)] = [(scene.root, LayoutPoint(x: 0, y: 0))]
        while let (node, origin) = stack.popLast() {
            let frame = Rect(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY, width: node.frame.width, height: node.frame.height)
            if node.id == id { return frame }
            let inner = LayoutPoint(x: frame.minX - node.contentOffset.x, y: frame.minY - node.contentOffset.y)
            stack += node.children.map { ($0, inner) }
        }
        return nil
    }

    @Test("a view stored below an opaque navigation bar (y 64) keeps its place: frames are the nested rects plus 64")
    func rootViewKeepsItsBarOffset() throws {
        let details = try scene("Details")
        #expect(details.bounds.size == LayoutSize(width: 375, height: 667))
        #expect(windowFrame("R2D-Bx-001", in: details) == Rect(x: 16, y: 64 + 20, width: 343, height: 200))
        #expect(windowFrame("R2D-Sg-001", in: details) == Rect(x: 16 + 10, y: 64 + 20 + 10, width: 200, height: 29))
        #expect(windowFrame("R2D-Sl-001", in: details) == Rect(x: 16 + 90, y: 64 + 20 + 56, width: 200, height: 31))
        // The navigation bar sits under the 20 pt status bar of the document's iPhone 8, with a
        // back button titled by the previous screen, and the tab bar at the bottom.
        let navigationBar = try #require(details.root.children.first { $0.kind == .navigationBar })
        #expect(navigationBar.frame == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(navigationBar.children.first?.label == "Inbox")
        let tabBar = try #require(details.root.children.first { $0.kind == .tabBar })
        #expect(tabBar.frame == Rect(x: 0, y: 618, width: 375, height: 49))
        #expect(details.context.canPop)
        #expect(details.context.tabCount == 2)
    }

    @Test("a freeform popup gets no status bar: its scroll view's content is not pushed down")
    func freeformHasNoStatusBar() throws {
        let popup = try scene("Popup")
        #expect(popup.bounds.size == LayoutSize(width: 300, height: 200))
        let scroll = try #require(popup.root.children.first?.children.first)
        #expect(scroll.contentOffset == LayoutPoint(x: 0, y: 0))
        #expect(scroll.contentInset == .zero)
        #expect(windowFrame("R2P-Bt-001", in: popup) == Rect(x: 20, y: 10, width: 260, height: 44))
    }

    @Test("a table laid out under a translucent navigation bar and over the tab bar is inset by both; rows under the tab bar need a scroll")
    func tableUnderBothBars() throws {
        let inbox = try scene("Inbox")
        let table = try #require(inbox.root.children.first)
        #expect(table.contentInset == LayoutInsets(top: 64, left: 0, bottom: 49, right: 0))
        #expect(table.contentOffset == LayoutPoint(x: 0, y: -64))
        let snapshot = scan(inbox)
        let rows = snapshot.candidates.filter { $0.kind == .tableRow }
        #expect(rows.count == 11)
        // Row 9 (content 540…600, on screen 604…664) reaches under the tab bar at 618.
        #expect(rows.filter(\.needsScroll).map(\.id) == ["R2I-Tv-001[0.9]", "R2I-Tv-001[0.10]"])
        #expect(rows.first?.frame == Rect(x: 0, y: 64, width: 375, height: 60))
    }

    @Test("a tab whose controller lives in another storyboard of the folder gets that controller's tab title")
    func storyboardReferenceTabTitle() throws {
        let inbox = try scene("Inbox")
        let tabBar = try #require(inbox.root.children.first { $0.kind == .tabBar })
        #expect(tabBar.children.map(\.label) == ["Inbox", "Settings"])
        #expect(inbox.context.tabCount == 2)
        #expect(inbox.context.selectedTab == 0)
        #expect(!inbox.context.canPop)
    }

    @Test("without the referenced storyboard the tab keeps its placeholder title")
    func storyboardReferenceMissing() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: fixturePath("RoundTwo/Main.storyboard")))
        let inbox = try #require(try InterfaceBuilderDocument.scenes(from: data).first { $0.name == "Inbox" })
        let tabBar = try #require(inbox.root.children.first { $0.kind == .tabBar })
        #expect(tabBar.children.map(\.label) == ["Inbox", "Item"])
    }

    @Test("a collection's one prototype is laid out as its flow layout would: three 100 pt columns spread over 375 pt, six lines down the screen")
    func collectionFlowLayout() throws {
        let photos = try scene("Photos")
        let snapshot = scan(photos)
        let items = snapshot.candidates.filter { $0.kind == .collectionItem }
        #expect(items.count == 18)
        #expect(Set(items.map(\.frame.minX)) == [10, 137.5, 265])
        #expect(Set(items.map(\.frame.minY)) == [30, 140, 250, 360, 470, 580])
        #expect(snapshot.lists.map(\.sectionRowCounts) == [[18]])
        // Grid navigation: right along a line, down a column.
        let map = NavigationMap(candidates: snapshot.candidates)
        #expect(map.neighbor(of: "R2C-Cv-001[0.0]", .right) == "R2C-Cv-001[0.1]")
        #expect(map.neighbor(of: "R2C-Cv-001[0.0]", .down) == "R2C-Cv-001[0.3]")
        #expect(map.neighbor(of: "R2C-Cv-001[0.4]", .up) == "R2C-Cv-001[0.1]")
    }

    @Test("static cells that all store one stale frame are stacked by row height and reported")
    func staleStaticCells() throws {
        let preferences = try scene("Preferences")
        let rows = scan(preferences).candidates
        #expect(rows.map(\.label) == ["Sounds", "Privacy", "About"])
        // Under the 20 pt status bar, 44 pt apart.
        #expect(rows.map(\.frame.minY) == [20, 64, 108])
        #expect(preferences.staleCellFrames == [StaleCellFrames(tableID: "R2S-Tv-001", cellIDs: ["R2S-Ce-001", "R2S-Ce-002", "R2S-Ce-003"],
                                                                declaredFrame: Rect(x: 0, y: 22, width: 375, height: 44))])
        #expect(try scene("Inbox").staleCellFrames.isEmpty)
    }

    @Test("controls without a title are named by their segments, the label beside them, their image or the label they cover; ids stay ids")
    func readableNames() throws {
        let details = try scene("Details")
        let candidates = scan(details).candidates
        let labels = Dictionary(candidates.map { ($0.id, $0.label ?? "-") }, uniquingKeysWith: { first, _ in first })
        #expect(labels["R2D-Sg-001"] == "Day / Week / Month")
        #expect(labels["R2D-Sl-001"] == "Volume")
        #expect(labels["R2D-Tf-001"] == "Nickname")
        #expect(labels["R2D-Bt-001"] == "trash")
        // An invisible button laid over a card takes the card's title.
        #expect(labels["R2D-Bt-002"] == "Open the card")
        // A photo cell without a label is named by its image and its place among the items the
        // flow layout fills from it; its copies keep ids of their own.
        let photos = scan(try scene("Photos")).candidates
        #expect(photos.first?.label == "photo 1")
        #expect(photos.dropFirst().first?.label == "photo 2")
        #expect(Set(photos.map(\.id)).count == photos.count)
    }

    @Test("a prototype holding thousands of views is copied only a few times")
    func hugePrototypeIsCopiedLittle() throws {
        let labels = (0..<4_000).map { #"<label text="x" id="L\#($0)"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"# }.joined()
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects><collectionView id="C" dataMode="prototypes"><rect key="frame" x="0" y="0" width="375" height="667"/>
            <collectionViewFlowLayout key="collectionViewLayout" id="F"><size key="itemSize" width="10" height="10"/></collectionViewFlowLayout>
            <cells><collectionViewCell id="P"><rect key="frame" x="0" y="0" width="10" height="10"/>
            <view key="contentView" id="V"><rect key="frame" x="0" y="0" width="10" height="10"/><subviews>\(labels)</subviews></view>
            </collectionViewCell></cells></collectionView></objects></document>
            """
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(xml.utf8)).first)
        let items = scene.root.children.first?.children.filter { $0.kind == .collectionItem } ?? []
        #expect(items.count == CollectionFlowLayout.maximumCopiedViews / 4_002)
    }
}
