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

    @Test("a paging scroll view nearest along an axis stops the reveal there: nothing outside it moves either")
    func pagingStops() {
        var pagingCarousel = carousel
        pagingCarousel.isPaging = true
        let outer = NestedRevealScroll.Scroller(
            horizontal: .init(offset: 0, length: 375, contentLength: 2000, start: 280, end: 480),
            vertical: .init(offset: 0, length: 600, contentLength: 600, start: 0, end: 100))
        let offsets = NestedRevealScroll.offsets([pagingCarousel, outer])
        #expect(offsets[0].x == 0)
        #expect(offsets[1].x == 0)
    }
}
