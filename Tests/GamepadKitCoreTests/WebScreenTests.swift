import Testing
@testable import GamepadKitCore

@Suite("A web view joins the screen's map: native → web → native, below the fold by scrolling")
struct WebScreenTests {
    /// A 390×844 screen: a navigation bar (47…91) with a Done button, a web view from 91 to 744
    /// (a 390×653 page viewport) and a native Continue button at 760.
    ///
    /// The page: a fixed header with a Home link, an Intro link, an email field, a Terms link
    /// below the fold (the script could not test it: `hit` false), and a Footer link at the end.
    static let listing = WebPageListing(
        url: "https://example.com/", viewport: LayoutSize(width: 390, height: 653), document: LayoutSize(width: 390, height: 3000),
        elements: [
            WebElement(key: 1, tag: "a", label: "Home", rect: Rect(x: 16, y: 8, width: 80, height: 32), hasHref: true, isFixed: true),
            WebElement(key: 2, tag: "a", label: "Intro", rect: Rect(x: 16, y: 80, width: 200, height: 24), hasHref: true),
            WebElement(key: 3, tag: "input", type: "email", label: "Email", rect: Rect(x: 16, y: 200, width: 358, height: 44), isEditable: true),
            WebElement(key: 4, tag: "a", label: "Terms", rect: Rect(x: 16, y: 1500, width: 200, height: 24), isHit: false, hasHref: true),
            WebElement(key: 5, tag: "a", label: "Footer", rect: Rect(x: 16, y: 2900, width: 200, height: 24), hasHref: true),
        ])

    static func screen(listing: WebPageListing? = listing, offset: Double = 0) -> ViewNode {
        let geometry = WebViewGeometry(boundsSize: LayoutSize(width: 390, height: 653), contentOffset: LayoutPoint(x: 0, y: offset),
                                       contentSize: LayoutSize(width: 390, height: 3000))
        let web = WebContent.node(for: "web", frame: Rect(x: 0, y: 91, width: 390, height: 653), listing: listing, geometry: geometry)
        let navigationBar = ViewNode(id: "nav", kind: .navigationBar, frame: Rect(x: 0, y: 47, width: 390, height: 44), children: [
            ViewNode(id: "done", kind: .barButton, frame: Rect(x: 16, y: 0, width: 60, height: 44)),
        ])
        let bottom = ViewNode(id: "continue", kind: .button, frame: Rect(x: 16, y: 760, width: 358, height: 44))
        return ViewNode(id: "window", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844),
                        children: [web, bottom, navigationBar])
    }

    static func scan(_ root: ViewNode) -> FocusSnapshot {
        FocusScanner().scan(root, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("the page's stops are candidates with the web view's ids, frames in the window and labels")
    func candidates() throws {
        let snapshot = Self.scan(Self.screen())
        #expect(snapshot.candidates.map(\.id) == ["web/web:2", "web/web:3", "web/web:4", "web/web:5", "web/web:1", "continue", "done"])
        let home = try #require(snapshot.candidate(id: "web/web:1"))
        #expect(home.frame == Rect(x: 16, y: 99, width: 80, height: 32))
        #expect(home.needsScroll == false)
        #expect(home.label == "Home")
        let field = try #require(snapshot.candidate(id: "web/web:3"))
        #expect(field.kind == .textField)
        #expect(field.frame == Rect(x: 16, y: 291, width: 358, height: 44))
        #expect(field.scrollContainerID == "web/scroll")
        let terms = try #require(snapshot.candidate(id: "web/web:4"))
        #expect(terms.needsScroll)
        #expect(terms.frame == Rect(x: 16, y: 1591, width: 200, height: 24))
    }

    @Test("down from the nav bar's Done enters the web header, goes on through the page and leaves for the native button")
    func downThroughThePage() {
        var engine = FocusEngine()
        _ = engine.update(Self.scan(Self.screen()))
        _ = engine.focus(id: "done")
        _ = engine.handle(.moveDown)  // wakes on Done
        var visited: [String?] = []
        for _ in 0..<4 {
            _ = engine.handle(.moveDown)
            visited.append(engine.focusedID)
        }
        #expect(visited == ["web/web:1", "web/web:2", "web/web:3", "continue"])
        _ = engine.handle(.moveUp)
        #expect(engine.focusedID == "web/web:3")
    }

    @Test("a link below the fold is reachable, and a move to it scrolls the web view's scroll view first")
    func belowTheFold() throws {
        var engine = FocusEngine()
        let snapshot = Self.scan(Self.screen())
        _ = engine.update(snapshot)
        let map = NavigationMap(candidates: snapshot.candidates)
        #expect(map.isStronglyConnected)
        // From the native button below the web view, down goes on into the page's unseen content.
        _ = engine.focus(id: "continue")
        _ = engine.handle(.moveDown)
        let commands = engine.handle(.moveDown)
        #expect(engine.focusedID == "web/web:4")
        #expect(commands.contains(.scrollToReveal(id: "web/web:4")))
    }

    @Test("scrolled by 1400 pt the Terms link shows without a scroll and the header stays where it was")
    func scrolledPage() throws {
        var scrolled = Self.listing
        scrolled.scroll = LayoutPoint(x: 0, y: 1400)
        for index in scrolled.elements.indices where !scrolled.elements[index].isFixed {
            scrolled.elements[index].rect = scrolled.elements[index].rect.offsetBy(dx: 0, dy: -1400)
            scrolled.elements[index].isHit = true
        }
        let snapshot = Self.scan(Self.screen(listing: scrolled, offset: 1400))
        let terms = try #require(snapshot.candidate(id: "web/web:4"))
        #expect(terms.frame == Rect(x: 16, y: 191, width: 200, height: 24))
        #expect(terms.needsScroll == false)
        #expect(snapshot.candidate(id: "web/web:1")?.frame == Rect(x: 16, y: 99, width: 80, height: 32))
        #expect(snapshot.candidate(id: "web/web:2")?.needsScroll == true)
    }

    @Test("with no listing the web view is a plain scroll view: no stop inside, the native ones stay")
    func noListing() {
        let snapshot = Self.scan(Self.screen(listing: nil))
        #expect(snapshot.candidates.map(\.id) == ["continue", "done"])
    }

    @Test("a native button floating over the web view covers what lies under it: a fixed link is no stop, page content needs a scroll")
    func nativeViewOverThePage() throws {
        let floating = ViewNode(id: "chat", kind: .button, frame: Rect(x: 0, y: 91, width: 390, height: 300))
        var root = Self.screen()
        root.children.append(floating)
        let snapshot = Self.scan(root)
        #expect(snapshot.candidate(id: "web/web:1") == nil)
        #expect(snapshot.candidate(id: "web/web:2")?.needsScroll == true)
        #expect(snapshot.candidate(id: "web/web:3")?.needsScroll == true)
        #expect(snapshot.candidate(id: "chat") != nil)
    }
}
