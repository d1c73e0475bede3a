import Testing
@testable import GamepadKitCore

@Suite("CSS pixels into the web view: zoom, scroll, insets, fixed elements and right-to-left pages")
struct WebViewGeometryTests {
    static func listing(scroll: LayoutPoint = .zero, viewport: LayoutSize = LayoutSize(width: 390, height: 844),
                        document: LayoutSize = LayoutSize(width: 390, height: 3000), rightToLeft: Bool = false) -> WebPageListing {
        WebPageListing(viewport: viewport, scroll: scroll, document: document, isRightToLeft: rightToLeft, elements: [])
    }

    @Test("a page at zoom 2 scrolled by 100 CSS px: (rect + scroll) × zoom − contentOffset")
    func zoomAndScroll() {
        let geometry = WebViewGeometry(boundsSize: LayoutSize(width: 390, height: 844), zoomScale: 2,
                                       contentOffset: LayoutPoint(x: 0, y: 200), contentSize: LayoutSize(width: 780, height: 6000))
        let page = Self.listing(scroll: LayoutPoint(x: 0, y: 100), viewport: LayoutSize(width: 195, height: 422))
        let element = WebElement(key: 1, tag: "a", rect: Rect(x: 10, y: 10, width: 50, height: 20))
        #expect(geometry.contentFrame(ofViewportRect: element.rect, in: page) == Rect(x: 20, y: 220, width: 100, height: 40))
        #expect(geometry.webViewFrame(of: element, in: page) == Rect(x: 20, y: 20, width: 100, height: 40))
    }

    @Test("a fixed element stays at its viewport place from the inset corner, however far the page is scrolled")
    func fixedElement() {
        let geometry = WebViewGeometry(boundsSize: LayoutSize(width: 390, height: 844), contentOffset: LayoutPoint(x: 0, y: 1200),
                                       adjustedContentInset: LayoutInsets(top: 91, left: 0, bottom: 34, right: 0),
                                       contentSize: LayoutSize(width: 390, height: 3000))
        let header = WebElement(key: 1, tag: "a", rect: Rect(x: 16, y: 8, width: 80, height: 32), isFixed: true)
        #expect(geometry.webViewFrame(of: header, in: Self.listing(scroll: LayoutPoint(x: 0, y: 1291))) == Rect(x: 16, y: 99, width: 80, height: 32))
        // At the top, scrolled content lines up with the same corner: contentOffset is −91 there.
        let top = WebViewGeometry(boundsSize: geometry.boundsSize, contentOffset: LayoutPoint(x: 0, y: -91),
                                  adjustedContentInset: geometry.adjustedContentInset, contentSize: geometry.contentSize)
        let link = WebElement(key: 2, tag: "a", rect: Rect(x: 16, y: 8, width: 80, height: 32))
        #expect(top.webViewFrame(of: link, in: Self.listing()) == Rect(x: 16, y: 99, width: 80, height: 32))
    }

    @Test("a right-to-left page 1000 px wide starts at its right end: scrollX 0 is content x 610")
    func rightToLeft() {
        let page = Self.listing(document: LayoutSize(width: 1000, height: 844), rightToLeft: true)
        #expect(WebViewGeometry.viewportOrigin(in: page) == LayoutPoint(x: 610, y: 0))
        let geometry = WebViewGeometry(boundsSize: LayoutSize(width: 390, height: 844), contentOffset: LayoutPoint(x: 610, y: 0),
                                       contentSize: LayoutSize(width: 1000, height: 844))
        let start = WebElement(key: 1, tag: "a", rect: Rect(x: 300, y: 10, width: 80, height: 20))
        #expect(geometry.contentFrame(ofViewportRect: start.rect, in: page) == Rect(x: 910, y: 10, width: 80, height: 20))
        #expect(geometry.webViewFrame(of: start, in: page) == Rect(x: 300, y: 10, width: 80, height: 20))
        var scrolledLeft = page
        scrolledLeft.scroll = LayoutPoint(x: -200, y: 0)
        #expect(WebViewGeometry.viewportOrigin(in: scrolledLeft) == LayoutPoint(x: 410, y: 0))
        // A left-to-right page of the same size starts at its left end.
        #expect(WebViewGeometry.viewportOrigin(in: Self.listing(document: LayoutSize(width: 1000, height: 844))) == .zero)
    }

    @Test("a geometry with a NaN, an infinite or negative size, or a zoom of 0 is not usable")
    func usable() {
        let good = WebViewGeometry(boundsSize: LayoutSize(width: 390, height: 844))
        #expect(good.isUsable)
        var bad = good
        bad.zoomScale = 0
        #expect(!bad.isUsable)
        bad = good
        bad.contentOffset = LayoutPoint(x: .nan, y: 0)
        #expect(!bad.isUsable)
        bad = good
        bad.contentSize = LayoutSize(width: -1, height: 10)
        #expect(!bad.isUsable)
        bad = good
        bad.adjustedContentInset = LayoutInsets(top: .infinity)
        #expect(!bad.isUsable)
    }

    @Test("L2/R2 page the web view by its visible height less 40 pt, clamped to the content's ends")
    func pageScroll() {
        let geometry = WebViewGeometry(boundsSize: LayoutSize(width: 390, height: 844), contentOffset: LayoutPoint(x: 0, y: -91),
                                       adjustedContentInset: LayoutInsets(top: 91, bottom: 34), contentSize: LayoutSize(width: 390, height: 3000))
        #expect(WebScroll.pageOffset(geometry, forward: true) == -91 + 719 - 40)
        #expect(WebScroll.pageOffset(geometry, forward: false) == -91)
        var end = geometry
        end.contentOffset = LayoutPoint(x: 0, y: 2100)
        #expect(WebScroll.pageOffset(end, forward: true) == 3000 + 34 - 844)
    }

    @Test("a listing fits the web view it was taken in; after a rotation to 844 wide it does not until listed again")
    func fits() {
        let portrait = WebViewGeometry(boundsSize: LayoutSize(width: 390, height: 844))
        let landscape = WebViewGeometry(boundsSize: LayoutSize(width: 844, height: 390),
                                        adjustedContentInset: LayoutInsets(left: 47, right: 47))
        let listed = Self.listing(viewport: LayoutSize(width: 390, height: 844))
        #expect(portrait.fits(listed))
        #expect(!landscape.fits(listed))
        #expect(landscape.fits(Self.listing(viewport: LayoutSize(width: 750, height: 390))))
        #expect(landscape.fits(Self.listing(viewport: LayoutSize(width: 844, height: 390))))
        // A page without a viewport tag: 980 CSS px at zoom 0.398.
        var zoomedOut = portrait
        zoomedOut.zoomScale = 390.0 / 980.0
        #expect(zoomedOut.fits(Self.listing(viewport: LayoutSize(width: 980, height: 2121))))
    }
}
