import Testing
@testable import GamepadKitCore

@Suite("Revealing an element inside nested scroll views")
struct NestedRevealScrollTests {
    /// A 300-point-wide carousel (content 900) whose card at 280...380 peeks past its edge.
    let carousel = NestedRevealScroll.Scroller(
        horizontal: .init(offset: 0, length: 300, contentLength: 900, start: 280, end: 380),
        vertical: .init(offset: 0, length: 200, contentLength: 200, start: 20, end: 180))

    @Test("a carousel card peeking past the edge inside a horizontal pager: the carousel scrolls, the pager stays on its page")
    func pagerStaysOnPage() {
        let pager = NestedRevealScroll.Scroller(
            horizontal: .init(offset: 375, length: 375, contentLength: 1125, start: 655, end: 755),
            vertical: .init(offset: 0, length: 800, contentLength: 800, start: 100, end: 260), isPaging: true)
        let offsets = NestedRevealScroll.offsets([carousel, pager])
        #expect(offsets[0].x == 80)
        #expect(offsets[1].x == 375)
        #expect(offsets[1].y == 0)
    }

    @Test("a shelf card below the fold: the shelf scrolls sideways, the list around it scrolls down, neither twice")
    func eachAxisMovesOnce() {
        let list = NestedRevealScroll.Scroller(
            horizontal: .init(offset: 0, length: 375, contentLength: 375, start: 280, end: 380),
            vertical: .init(offset: 0, length: 600, contentLength: 3000, start: 700, end: 860))
        let offsets = NestedRevealScroll.offsets([carousel, list])
        #expect(offsets[0].x == 80)
        #expect(offsets[0].y == 0)
        #expect(offsets[1].x == 0)
        #expect(offsets[1].y == 260)
    }

    @Test("a paging carousel turns to the page that holds the card's centre; the scroll view around it, which shows that page, stays")
    func pagingTurnsWholePages() {
        var pagingCarousel = carousel
        pagingCarousel.isPaging = true
        let outer = NestedRevealScroll.Scroller(
            horizontal: .init(offset: 0, length: 375, contentLength: 2000, start: 280, end: 380),
            vertical: .init(offset: 0, length: 600, contentLength: 600, start: 0, end: 160))
        let offsets = NestedRevealScroll.offsets([pagingCarousel, outer])
        #expect(offsets[0].x == 300)
        #expect(offsets[1].x == 0)
    }

    @Test("a paging scroll view that already shows the element whole stays where it is, even between pages")
    func pagingLeavesAShownElement() {
        let pager = NestedRevealScroll.Scroller(
            horizontal: .init(offset: 150, length: 300, contentLength: 900, start: 200, end: 300),
            vertical: .init(offset: 0, length: 200, contentLength: 200, start: 20, end: 60), isPaging: true)
        #expect(NestedRevealScroll.offsets([pager])[0].x == 150)
    }

    @Test("a fixed-height list inside a form, partly below the fold: the list scrolls to the row, then the form brings the row up")
    func outerRevealsWhatTheInnerLeftOffScreen() {
        // The list is 300 high at 700 in the form's content; its row at 400...444 is below its bottom.
        let list = NestedRevealScroll.Scroller(
            horizontal: .init(offset: 0, length: 390, contentLength: 390, start: 0, end: 390),
            vertical: .init(offset: 0, length: 300, contentLength: 1000, start: 400, end: 444))
        let form = NestedRevealScroll.Scroller(
            horizontal: .init(offset: 0, length: 390, contentLength: 390, start: 0, end: 390),
            vertical: .init(offset: 0, length: 844, contentLength: 2000, start: 1100, end: 1144))
        let offsets = NestedRevealScroll.offsets([list, form])
        #expect(offsets[0].y == 144)
        // The row now sits at 956...1000 in the form: the form moves it up to its bottom edge.
        #expect(offsets[1].y == 156)
    }

    @Test("a list inside a form that is on screen whole: only the list moves")
    func outerThatShowsTheElementStays() {
        let list = NestedRevealScroll.Scroller(
            horizontal: .init(offset: 0, length: 390, contentLength: 390, start: 0, end: 390),
            vertical: .init(offset: 0, length: 300, contentLength: 1000, start: 400, end: 444))
        let form = NestedRevealScroll.Scroller(
            horizontal: .init(offset: 0, length: 390, contentLength: 390, start: 0, end: 390),
            vertical: .init(offset: 0, length: 844, contentLength: 2000, start: 500, end: 544))
        let offsets = NestedRevealScroll.offsets([list, form])
        #expect(offsets[0].y == 144)
        #expect(offsets[1].y == 0)
    }

    @Test("a scroll view with scrolling turned off never moves; the one around it brings the element into view")
    func scrollingOffNeverMoves() {
        let banner = NestedRevealScroll.Scroller(
            horizontal: .init(offset: 0, length: 390, contentLength: 1170, start: 20, end: 120),
            vertical: .init(offset: 0, length: 200, contentLength: 200, start: 20, end: 64), isScrollEnabled: false)
        let page = NestedRevealScroll.Scroller(
            horizontal: .init(offset: 0, length: 390, contentLength: 390, start: 20, end: 120),
            vertical: .init(offset: 0, length: 844, contentLength: 1500, start: 920, end: 964))
        let offsets = NestedRevealScroll.offsets([banner, page])
        #expect(offsets[0].x == 0)
        #expect(offsets[0].y == 0)
        #expect(offsets[1].y == 120)
    }
}
