import Testing
@testable import GamepadKitCore

@Suite("Page turns of a page view controller")
struct PageTurnTests {
    /// A book of pages 0…count-1: the data source answers the page after or before.
    private static func book(_ count: Int) -> (after: (Int) -> Int?, before: (Int) -> Int?) {
        ({ $0 + 1 < count ? $0 + 1 : nil }, { $0 > 0 ? $0 - 1 : nil })
    }

    @Test("a scroll transition and a single-sided curl at a side spine show one page; a middle spine two facing pages; a double-sided side spine two sides")
    func layouts() {
        #expect(PageTurn.layout(isPageCurl: false, spineIsMid: false, isDoubleSided: false) == .onePage)
        #expect(PageTurn.layout(isPageCurl: false, spineIsMid: true, isDoubleSided: true) == .onePage)
        #expect(PageTurn.layout(isPageCurl: true, spineIsMid: false, isDoubleSided: false) == .onePage)
        #expect(PageTurn.layout(isPageCurl: true, spineIsMid: true, isDoubleSided: true) == .facingPages)
        #expect(PageTurn.layout(isPageCurl: true, spineIsMid: false, isDoubleSided: true) == .doubleSided)
    }

    @Test("a middle spine or a double-sided book is never handed one view controller")
    func neverOneInTwoPageLayouts() {
        let (after, before) = Self.book(10)
        for layout in [PageTurn.Layout.facingPages, .doubleSided] {
            #expect(PageTurn.pageCount(in: layout) == 2)
            for showing in [[2, 3], [4, 5], [6]] {
                for forward in [true, false] {
                    let pages = PageTurn.pages(showing: showing, layout: layout, forward: forward, after: after, before: before)
                    #expect(pages == nil || pages?.count == 2)
                }
            }
        }
    }

    @Test("R2 on pages 2 and 3 around a middle spine shows 4 and 5; L2 shows 0 and 1")
    func facingPages() {
        let (after, before) = Self.book(10)
        #expect(PageTurn.pages(showing: [2, 3], layout: .facingPages, forward: true, after: after, before: before) == [4, 5])
        #expect(PageTurn.pages(showing: [2, 3], layout: .facingPages, forward: false, after: after, before: before) == [0, 1])
    }

    @Test("at the last spread, or with an odd page left and no blank page after it, a middle spine turns nothing")
    func facingPagesAtTheEnd() {
        let (after, before) = Self.book(7)
        #expect(PageTurn.pages(showing: [4, 5], layout: .facingPages, forward: true, after: after, before: before) == nil)
        #expect(PageTurn.pages(showing: [0, 1], layout: .facingPages, forward: false, after: after, before: before) == nil)
    }

    @Test("a double-sided book passes the new front and the back of the sheet that turns")
    func doubleSided() {
        let (after, before) = Self.book(10)
        #expect(PageTurn.pages(showing: [2, 3], layout: .doubleSided, forward: true, after: after, before: before) == [4, 3])
        #expect(PageTurn.pages(showing: [4], layout: .doubleSided, forward: false, after: after, before: before) == [2, 3])
        #expect(PageTurn.pages(showing: [8], layout: .doubleSided, forward: true, after: after, before: before) == nil)
    }

    @Test("one page at a time asks for one page, and nothing past the ends or with nothing shown")
    func onePage() {
        let (after, before) = Self.book(3)
        #expect(PageTurn.pages(showing: [1], layout: .onePage, forward: true, after: after, before: before) == [2])
        #expect(PageTurn.pages(showing: [1], layout: .onePage, forward: false, after: after, before: before) == [0])
        #expect(PageTurn.pages(showing: [2], layout: .onePage, forward: true, after: after, before: before) == nil)
        #expect(PageTurn.pages(showing: [Int](), layout: .onePage, forward: true, after: after, before: before) == nil)
    }
}

@Suite("A page turn starts only on a pager at rest")
struct PageTurnAtRestTests {
    @Test("a pager resting on its middle page may turn")
    func resting() {
        #expect(PageTurn.isAtRest(isTracking: false, isDragging: false, isDecelerating: false, offset: 390, pageLength: 390))
        #expect(PageTurn.isAtRest(isTracking: false, isDragging: false, isDecelerating: false, offset: 780.2, pageLength: 390))
    }

    @Test("a swipe still decelerating, a finger on it, or an offset between pages (a turn from the app's timer) waits")
    func moving() {
        #expect(!PageTurn.isAtRest(isTracking: false, isDragging: false, isDecelerating: true, offset: 390, pageLength: 390))
        #expect(!PageTurn.isAtRest(isTracking: true, isDragging: false, isDecelerating: false, offset: 390, pageLength: 390))
        #expect(!PageTurn.isAtRest(isTracking: false, isDragging: true, isDecelerating: false, offset: 390, pageLength: 390))
        #expect(!PageTurn.isAtRest(isTracking: false, isDragging: false, isDecelerating: false, offset: 512, pageLength: 390))
    }

    @Test("a pager without a size, or a NaN offset, never turns")
    func degenerate() {
        #expect(!PageTurn.isAtRest(isTracking: false, isDragging: false, isDecelerating: false, offset: 0, pageLength: 0))
        #expect(!PageTurn.isAtRest(isTracking: false, isDragging: false, isDecelerating: false, offset: .nan, pageLength: 390))
    }

    @Test("an animated turn from 0 to 390 is never at rest between the pages, whatever inset its scroll view has")
    func midTurnNeverAtRest() {
        for offset in stride(from: 1.0, through: 389.0, by: 1.0) {
            #expect(!PageTurn.isAtRest(isTracking: false, isDragging: false, isDecelerating: false, offset: offset, pageLength: 390))
        }
    }

    @Test("a scroll-style pager whose scroll view was not found never turns; a page curl turns while no gesture is under way")
    func mayStart() {
        #expect(PageTurn.mayStart(isPageCurl: false, pagerAtRest: true, curlGesturesIdle: false))
        #expect(!PageTurn.mayStart(isPageCurl: false, pagerAtRest: false, curlGesturesIdle: true))
        #expect(!PageTurn.mayStart(isPageCurl: false, pagerAtRest: nil, curlGesturesIdle: true))
        #expect(PageTurn.mayStart(isPageCurl: true, pagerAtRest: nil, curlGesturesIdle: true))
        #expect(!PageTurn.mayStart(isPageCurl: true, pagerAtRest: nil, curlGesturesIdle: false))
    }
}
