import Testing
@testable import GamepadKitCore

@Suite("L2/R2 on a paging scroll view turn whole pages, where UIKit's paging rests")
struct PagingScrollTests {
    @Test("a pager of four 390-pt pages under a translucent bar (insets 91 and 83) steps 390 pt, not the visible 216")
    func pagerUnderBars() {
        let next = PageScroll.pagingOffset(current: 0, pageLength: 390, contentLength: 1_560, insetStart: 0, insetEnd: 0, forward: true)
        #expect(next == 390)
        // The same pager scrolling vertically: pages are bounds heights from 0, whatever the insets.
        let down = PageScroll.pagingOffset(current: 844, pageLength: 844, contentLength: 3_376, insetStart: 91, insetEnd: 83, forward: true)
        #expect(down == 1_688)
        let visibleStep = PageScroll.offset(current: 844, visibleHeight: 844 - 91 - 83, contentHeight: 3_376,
                                            insetTop: 91, insetBottom: 83, forward: true)
        #expect(visibleStep == 1_514)
    }

    @Test("a landscape pager of 844-pt pages goes page by page both ways and stops at the first and the last")
    func landscape() {
        var offset = 0.0
        var visited: [Double] = []
        for _ in 0..<4 {
            offset = PageScroll.pagingOffset(current: offset, pageLength: 844, contentLength: 2_532, forward: true)
            visited.append(offset)
        }
        #expect(visited == [844, 1_688, 1_688, 1_688])
        for _ in 0..<3 {
            offset = PageScroll.pagingOffset(current: offset, pageLength: 844, contentLength: 2_532, forward: false)
            visited.append(offset)
        }
        #expect(visited.suffix(3) == [844, 0, 0])
    }

    @Test("from between two pages (a swipe stopped by the app) forward goes to the next whole page, back to the previous")
    func betweenPages() {
        #expect(PageScroll.pagingOffset(current: 500, pageLength: 390, contentLength: 1_560, forward: true) == 780)
        #expect(PageScroll.pagingOffset(current: 500, pageLength: 390, contentLength: 1_560, forward: false) == 390)
        #expect(PageScroll.pagingOffset(current: 390.2, pageLength: 390, contentLength: 1_560, forward: false) == 0)
    }

    @Test("content that is not a whole number of pages ends at its end; bad numbers leave the offset as it is")
    func partialLastPageAndBadInput() {
        #expect(PageScroll.pagingOffset(current: 390, pageLength: 390, contentLength: 1_000, forward: true) == 610)
        #expect(PageScroll.pagingOffset(current: 12, pageLength: 0, contentLength: 1_000, forward: true) == 12)
        #expect(PageScroll.pagingOffset(current: 12, pageLength: .nan, contentLength: 1_000, forward: true) == 12)
        #expect(PageScroll.pagingOffset(current: 1e300, pageLength: 1e-300, contentLength: .infinity, forward: true) == 1e300)
    }
}
