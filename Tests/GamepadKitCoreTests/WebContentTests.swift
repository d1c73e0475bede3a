import Testing
@testable import GamepadKitCore

@Suite("Pages scanned as a finger meets them: banners, backdrops, iframes, carousels, right-to-left")
struct WebContentTests {
    /// A full-screen 390×844 web view (no bars) showing `listing`, scanned.
    static func scan(_ listing: WebPageListing?, geometry: WebViewGeometry? = nil) -> FocusSnapshot {
        let geometry = geometry ?? WebViewGeometry(boundsSize: LayoutSize(width: 390, height: 844),
                                                   contentOffset: listing.map { WebViewGeometry.viewportOrigin(in: $0) } ?? .zero,
                                                   contentSize: listing?.document ?? LayoutSize(width: 390, height: 844))
        let web = WebContent.node(for: "web", frame: Rect(x: 0, y: 0, width: 390, height: 844), listing: listing, geometry: geometry)
        let window = ViewNode(id: "window", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), children: [web])
        return FocusScanner().scan(window, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
    }

    static func page(_ elements: [WebElement], scroll: LayoutPoint = .zero, document: LayoutSize = LayoutSize(width: 390, height: 3000),
                     rightToLeft: Bool = false, scrollers: [WebScroller] = [], frames: [WebFrame] = []) -> WebPageListing {
        WebPageListing(viewport: LayoutSize(width: 390, height: 844), scroll: scroll, document: document, isRightToLeft: rightToLeft,
                       elements: elements, scrollers: scrollers, frames: frames)
    }

    static func link(_ key: Int, x: Double = 16, y: Double, width: Double = 200, hit: Bool = true, fixed: Bool = false,
                     scroller: Int = -1, frame: Int = 0) -> WebElement {
        WebElement(key: key, tag: "a", label: "Link \(key)", rect: Rect(x: x, y: y, width: width, height: 24), isHit: hit,
                   hasHref: true, isFixed: fixed, scroller: scroller, frame: frame)
    }

    @Test("the node: the web view clips, its scroll view carries the scroll view's facts, fixed elements sit over it")
    func nodeShape() {
        let geometry = WebViewGeometry(boundsSize: LayoutSize(width: 390, height: 653), contentOffset: LayoutPoint(x: 0, y: 120),
                                       adjustedContentInset: LayoutInsets(bottom: 34), contentSize: LayoutSize(width: 390, height: 3000))
        let listing = Self.page([Self.link(1, y: 10, fixed: true), Self.link(2, y: 100)], scroll: LayoutPoint(x: 0, y: 120))
        let node = WebContent.node(for: "web", frame: Rect(x: 0, y: 91, width: 390, height: 653), listing: listing, geometry: geometry)
        #expect(node.id == "web")
        #expect(node.clipsToBounds)
        #expect(node.children.map(\.id) == ["web/scroll", "web/web:1"])
        let scroll = node.children[0]
        #expect(scroll.kind == .scroll)
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 390, height: 653))
        #expect(scroll.contentOffset == LayoutPoint(x: 0, y: 120))
        #expect(scroll.contentInset == LayoutInsets(bottom: 34))
        #expect(scroll.contentSize == LayoutSize(width: 390, height: 3000))
        #expect(scroll.children.map(\.id) == ["web/web:2"])
        #expect(scroll.children[0].frame == Rect(x: 16, y: 220, width: 200, height: 24))
        #expect(scroll.children[0].label == "Link 2")
    }

    @Test("a web view with an unusable geometry lists nothing, and so does one with an empty page")
    func nothingListed() {
        var geometry = WebViewGeometry(boundsSize: LayoutSize(width: 390, height: 844))
        geometry.zoomScale = .nan
        #expect(Self.scan(Self.page([Self.link(1, y: 10)]), geometry: geometry).candidates.isEmpty)
        #expect(Self.scan(Self.page([])).candidates.isEmpty)
    }

    @Test("a cookie banner: the links under it are no stops, its Accept button and the links above and below the fold are")
    func cookieBanner() {
        let listing = Self.page([
            Self.link(1, y: 100), Self.link(2, y: 720, hit: false), Self.link(3, y: 1500, hit: false),
            WebElement(key: 4, tag: "button", label: "Accept", rect: Rect(x: 16, y: 770, width: 120, height: 44), isFixed: true),
        ])
        let snapshot = Self.scan(listing)
        #expect(snapshot.candidates.map(\.id) == ["web/web:1", "web/web:3", "web/web:4"])
        #expect(snapshot.candidate(id: "web/web:3")?.needsScroll == true)
        let map = NavigationMap(candidates: snapshot.candidates)
        #expect(map.neighbor(of: "web/web:1", .down) == "web/web:4")
    }

    @Test("a modal's backdrop: only the dialog's buttons are stops, whatever lies below the fold")
    func modal() {
        let listing = Self.page([
            Self.link(1, y: 100, hit: false), Self.link(2, y: 600, hit: false), Self.link(3, y: 1500),
            WebElement(key: 4, tag: "button", label: "OK", rect: Rect(x: 100, y: 400, width: 190, height: 44), isFixed: true),
            WebElement(key: 5, tag: "button", label: "Cancel", rect: Rect(x: 100, y: 460, width: 190, height: 44), isFixed: true),
        ])
        #expect(Self.scan(listing).candidates.map(\.id) == ["web/web:4", "web/web:5"])
    }

    @Test("an iframe at (20, 400) shows its button at the page's place, and cuts the one past its box")
    func iframe() throws {
        let listing = Self.page([
            Self.link(1, y: 100),
            WebElement(key: 2, tag: "button", label: "Pay", rect: Rect(x: 40, y: 420, width: 100, height: 40), frame: 1),
            WebElement(key: 3, tag: "button", label: "Hidden", rect: Rect(x: 40, y: 700, width: 100, height: 40), frame: 1),
            WebElement(key: 4, tag: "button", label: "Half", rect: Rect(x: 300, y: 500, width: 100, height: 40), frame: 1),
        ], frames: [WebFrame(rect: .zero), WebFrame(rect: Rect(x: 20, y: 400, width: 350, height: 250))])
        let snapshot = Self.scan(listing)
        #expect(snapshot.candidates.map(\.id) == ["web/web:1", "web/web:2", "web/web:4"])
        #expect(snapshot.candidate(id: "web/web:2")?.frame == Rect(x: 40, y: 420, width: 100, height: 40))
        // The full frame, though the iframe shows only its left 70 pt.
        #expect(snapshot.candidate(id: "web/web:4")?.frame == Rect(x: 300, y: 500, width: 100, height: 40))
        #expect(snapshot.candidate(id: "web/web:4")?.needsScroll == false)
    }

    @Test("a carousel scrolled by 40: the items off to the right are reached by scrolling it, one after another")
    func carousel() throws {
        let carousel = WebScroller(rect: Rect(x: 0, y: 300, width: 390, height: 200), scroll: LayoutPoint(x: 40, y: 0),
                                   content: LayoutSize(width: 1200, height: 200), scrollsHorizontally: true, scrollsVertically: false)
        let listing = Self.page([
            Self.link(1, y: 100),
            WebElement(key: 2, tag: "a", label: "One", rect: Rect(x: -24, y: 320, width: 160, height: 160), hasHref: true, scroller: 0),
            WebElement(key: 3, tag: "a", label: "Two", rect: Rect(x: 176, y: 320, width: 160, height: 160), hasHref: true, scroller: 0),
            WebElement(key: 4, tag: "a", label: "Three", rect: Rect(x: 376, y: 320, width: 160, height: 160), hasHref: true, scroller: 0),
            WebElement(key: 5, tag: "a", label: "Four", rect: Rect(x: 576, y: 320, width: 160, height: 160), isHit: false,
                       hasHref: true, scroller: 0),
            Self.link(6, y: 600),
        ], scrollers: [carousel])
        let snapshot = Self.scan(listing)
        #expect(snapshot.candidates.map(\.id) == ["web/web:1", "web/web:6", "web/web:2", "web/web:3", "web/web:4", "web/web:5"])
        let four = try #require(snapshot.candidate(id: "web/web:5"))
        #expect(four.frame == Rect(x: 576, y: 320, width: 160, height: 160))
        #expect(four.needsScroll)
        #expect(four.scrollContainerID == "web/web-scroller:0")
        #expect(snapshot.candidate(id: "web/web:3")?.needsScroll == false)
        #expect(snapshot.candidate(id: "web/web:2")?.needsScroll == true)
        let map = NavigationMap(candidates: snapshot.candidates)
        #expect(map.neighbor(of: "web/web:3", .right) == "web/web:4")
        #expect(map.neighbor(of: "web/web:4", .right) == "web/web:5")
        #expect(map.neighbor(of: "web/web:1", .down) == "web/web:2")
    }

    @Test("hidden, transparent, inert and disabled controls are no stops; a 12 pt icon is")
    func invisible() {
        let listing = Self.page([
            WebElement(key: 1, tag: "button", rect: Rect(x: 16, y: 10, width: 100, height: 40), isDisplayed: false),
            WebElement(key: 2, tag: "button", rect: Rect(x: 16, y: 60, width: 100, height: 40), opacity: 0),
            WebElement(key: 3, tag: "button", rect: Rect(x: 16, y: 110, width: 100, height: 40), isInert: true),
            WebElement(key: 4, tag: "button", rect: Rect(x: 16, y: 160, width: 100, height: 40), isDisabled: true),
            WebElement(key: 5, tag: "input", type: "text", rect: Rect(x: 16, y: 210, width: 1, height: 1), isEditable: true),
            WebElement(key: 6, tag: "button", label: "×", rect: Rect(x: 360, y: 10, width: 12, height: 12)),
        ])
        #expect(Self.scan(listing).candidates.map(\.id) == ["web/web:6"])
    }

    @Test("a right-to-left page wider than the screen: the start shows at the right, the rest is reached by scrolling left")
    func rightToLeft() throws {
        let listing = Self.page([
            Self.link(1, x: 174, y: 100), Self.link(2, x: -26, y: 100, width: 180), Self.link(3, x: -426, y: 100),
        ], document: LayoutSize(width: 1000, height: 844), rightToLeft: true)
        let snapshot = Self.scan(listing)
        #expect(WebViewGeometry.viewportOrigin(in: listing) == LayoutPoint(x: 610, y: 0))
        #expect(snapshot.candidate(id: "web/web:1")?.frame == Rect(x: 174, y: 100, width: 200, height: 24))
        #expect(snapshot.candidate(id: "web/web:1")?.needsScroll == false)
        #expect(snapshot.candidate(id: "web/web:3")?.frame == Rect(x: -426, y: 100, width: 200, height: 24))
        #expect(snapshot.candidate(id: "web/web:3")?.needsScroll == true)
        let map = NavigationMap(candidates: snapshot.candidates)
        #expect(map.neighbor(of: "web/web:1", .left) == "web/web:2")
        #expect(map.neighbor(of: "web/web:2", .left) == "web/web:3")
    }

    @Test("a web view under a translucent bar: a fixed header shows below the bar, page content under the bar needs a scroll")
    func insets() throws {
        let geometry = WebViewGeometry(boundsSize: LayoutSize(width: 390, height: 844), contentOffset: LayoutPoint(x: 0, y: 9),
                                       adjustedContentInset: LayoutInsets(top: 91), contentSize: LayoutSize(width: 390, height: 3000))
        let listing = Self.page([Self.link(1, y: 8, fixed: true), Self.link(2, y: 40), Self.link(3, y: 300)],
                                scroll: LayoutPoint(x: 0, y: 100))
        let snapshot = Self.scan(listing, geometry: geometry)
        #expect(snapshot.candidate(id: "web/web:1")?.frame == Rect(x: 16, y: 99, width: 200, height: 24))
        // Page y 140 (40 + 100) at content offset 9: window y 131, below the bar; page y 400 at 391.
        #expect(snapshot.candidate(id: "web/web:2")?.frame == Rect(x: 16, y: 131, width: 200, height: 24))
        #expect(snapshot.candidate(id: "web/web:3")?.frame == Rect(x: 16, y: 391, width: 200, height: 24))
        #expect(snapshot.candidate(id: "web/web:3")?.needsScroll == false)
    }
}

@Suite("A page of 5,000 elements: read, judged and scanned whole")
struct WebLargePageTests {
    @Test("5,000 links in rows of five, 2,000 rows of them below the fold: every one a stop, ids in document order")
    func largePage() throws {
        let count = 5_000
        let elements = (0..<count).map { index -> String in
            let x = 8 + Double(index % 5) * 76
            let y = 10 + Double(index / 5) * 40
            return "{\"key\":\(index),\"tag\":\"a\",\"label\":\"Item \(index)\",\"rect\":[\(x),\(y),70,30],\"hit\":true,"
                + "\"display\":true,\"opacity\":1,\"pointerEvents\":true,\"href\":true}"
        }
        let json = "{\"version\":1,\"viewport\":{\"width\":390,\"height\":844},\"scroll\":{\"x\":0,\"y\":0},"
            + "\"document\":{\"width\":390,\"height\":40100},\"elements\":[\(elements.joined(separator: ","))]}"
        let listing = try WebPageListing.decode(json)
        #expect(listing.elements.count == count)
        let web = WebContent.node(for: "web", frame: Rect(x: 0, y: 0, width: 390, height: 844), listing: listing,
                                  geometry: WebViewGeometry(showing: listing))
        let snapshot = FocusScanner().scan(web, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(snapshot.candidates.count == count)
        #expect(snapshot.candidates.first?.id == "web/web:0")
        #expect(snapshot.candidates.last?.id == "web/web:4999")
        #expect(snapshot.candidates.filter { !$0.needsScroll }.count == 105)
    }
}
