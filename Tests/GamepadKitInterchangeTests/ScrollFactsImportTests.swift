import Foundation
import Testing
import GamepadKitCore
@testable import GamepadKitInterchange

@Suite("How scroll views scroll, read from layout JSON and Interface Builder files")
struct ScrollFactsImportTests {
    /// An onboarding pager of two 390-point pages, a "Start" button on the second.
    let pagerJSON = layout("""
        {"id": "pager", "kind": "scroll", "frame": [0, 100, 390, 400], "paging": true, "contentSize": [780, 400], "children": [
          {"id": "skip", "kind": "button", "frame": [20, 300, 100, 44]},
          {"id": "start", "kind": "button", "frame": [410, 300, 100, 44]}
        ]}
        """)

    @Test("a pager in layout JSON: the button on its second page is a stop the reveal brings in with a whole page turn")
    func pagerFromJSON() throws {
        let scene = try LayoutJSON.decode(Data(pagerJSON.utf8))
        let pager = try #require(findNode("pager", in: scene.root))
        #expect(pager.isPaging)
        #expect(pager.contentSize == LayoutSize(width: 780, height: 400))
        let start = try #require(scan(scene).candidate(id: "start"))
        #expect(start.needsScroll)
        #expect(start.revealedFrame == Rect(x: 20, y: 400, width: 100, height: 44))
    }

    @Test("a banner with scrollEnabled false in layout JSON: only what it shows is a stop")
    func scrollingOffFromJSON() throws {
        let json = pagerJSON.replacingOccurrences(of: #""paging": true"#, with: #""scrollEnabled": false"#)
        let scene = try LayoutJSON.decode(Data(json.utf8))
        #expect(findNode("pager", in: scene.root)?.isScrollEnabled == false)
        #expect(scan(scene).candidates.map(\.id) == ["skip"])
    }

    @Test("files without the keys read as before: scrolling on, no paging, content size from the children")
    func olderFilesReadAsBefore() throws {
        let json = layout(#"{"id": "feed", "kind": "scroll", "frame": [0, 0, 390, 844]}"#)
        let feed = try #require(findNode("feed", in: try LayoutJSON.decode(Data(json.utf8)).root))
        #expect(feed.isScrollEnabled)
        #expect(!feed.isPaging)
        #expect(feed.contentSize == nil)
    }

    @Test("the keys are written back, so a capture of a pager reads back the same")
    func roundTrip() throws {
        let scene = try LayoutJSON.decode(Data(pagerJSON.utf8))
        let again = try LayoutJSON.decode(LayoutJSON.encode(scene))
        #expect(again.root == scene.root)
    }

    @Test("a device capture of a pager and a banner with scrolling off reads back with the same facts and the same page turn")
    func captureReadsBack() throws {
        var banner = ViewNode(id: "banner", kind: .scroll, frame: Rect(x: 0, y: 600, width: 390, height: 100))
        banner.isScrollEnabled = false
        banner.contentSize = LayoutSize(width: 1_170, height: 100)
        var root = try LayoutJSON.decode(Data(pagerJSON.utf8)).root
        root.children.append(banner)
        let json = LayoutCapture.json(root: root, size: LayoutSize(width: 390, height: 844), name: "Onboarding")
        let read = try LayoutJSON.decode(Data(json.utf8))
        #expect(read.root.children == root.children)
        #expect(scan(read).candidate(id: "start")?.revealedFrame == Rect(x: 20, y: 400, width: 100, height: 44))
    }

    @Test("a recursiveDescription dump gives a scroll view its contentSize")
    func recursiveDescriptionContentSize() throws {
        let text = """
            <UIWindow: 0x10480a1c0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000002d8ab0>>
               | <UIScrollView: 0x104a0c2e0; frame = (0 100; 390 400); clipsToBounds = YES; layer = <CALayer: 0x6000003e1f40>; contentOffset: {0, 0}; contentSize: {1170, 400}; adjustedContentInset: {0, 0, 0, 0}>
               |    | <UIButton: 0x104a0f3a0; frame = (410 300; 100 44); opaque = NO; layer = <CALayer: 0x6000003e2b20>>
            """
        let scene = try #require(try RunningAppFormat.scene(from: Data(text.utf8), file: "pager.txt", name: "pager"))
        var scrollViews: [ViewNode] = []
        var pending = [scene.root]
        while let node = pending.popLast() {
            if node.kind == .scroll { scrollViews.append(node) }
            pending += node.children
        }
        #expect(scrollViews.map(\.contentSize) == [LayoutSize(width: 1_170, height: 400)])
    }

    @Test("bad values are errors naming the node", arguments: [
        (#""paging": "yes""#, "paging must be true or false"),
        (#""contentSize": [780]"#, "contentSize must be [width, height]"),
        (#""contentSize": [-1, 400]"#, "contentSize must hold 2 finite numbers"),
    ])
    func badValues(field: String, message: String) throws {
        let json = pagerJSON.replacingOccurrences(of: #""paging": true, "contentSize": [780, 400]"#, with: field)
        let error = try #require(layoutError(json))
        #expect(error.message.contains(message))
    }

    @Test("paging on a button is an error: it belongs on a scroll view")
    func pagingOnAButton() throws {
        let error = try #require(layoutError(layout(#"{"id": "ok", "kind": "button", "frame": [0, 0, 100, 44], "paging": true}"#)))
        #expect(error.message.contains("paging belongs on a scroll view"))
    }

    @Test("a storyboard's paging scroll view (two pages in a content view) and a table with scrolling off carry those facts")
    func storyboardAttributes() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects><view id="root"><rect key="frame" x="0" y="0" width="390" height="844"/><subviews>
            <scrollView pagingEnabled="YES" id="Pgr-Sc-001"><rect key="frame" x="0" y="100" width="390" height="400"/><subviews>
            <view id="Pgr-Vw-001"><rect key="frame" x="0" y="0" width="780" height="400"/><subviews>
            <button id="Pgr-Bt-001"><rect key="frame" x="20" y="300" width="100" height="44"/></button>
            <button id="Pgr-Bt-002"><rect key="frame" x="410" y="300" width="100" height="44"/><state key="normal" title="Next"/></button>
            </subviews></view>
            </subviews></scrollView>
            <tableView scrollEnabled="NO" id="Tbl-Tv-001"><rect key="frame" x="0" y="600" width="390" height="200"/></tableView>
            <scrollView id="Pln-Sc-001"><rect key="frame" x="0" y="800" width="390" height="44"/></scrollView>
            </subviews></view></objects></document>
            """
        let scene = try #require(try InterfaceBuilderDocument.scenes(from: Data(xml.utf8)).first)
        #expect(findNode("Pgr-Sc-001", in: scene.root)?.isPaging == true)
        #expect(findNode("Tbl-Tv-001", in: scene.root)?.isScrollEnabled == false)
        #expect(findNode("Pln-Sc-001", in: scene.root).map { !$0.isPaging && $0.isScrollEnabled } == true)
        #expect(scan(scene).candidate(id: "Pgr-Bt-002")?.revealedFrame == Rect(x: 20, y: 400, width: 100, height: 44))
    }
}
