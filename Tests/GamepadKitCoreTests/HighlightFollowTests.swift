import Testing
@testable import GamepadKitCore

@Suite("The ring follows its element through a scroll")
struct HighlightFollowTests {
    /// A row at y 700 (half below the fold) revealed by a 200-point scroll: the ring is placed at
    /// y 500, where the scroll brings it.
    let rowNow = Rect(x: 0, y: 700, width: 320, height: 44)
    let rowRevealed = Rect(x: 0, y: 500, width: 320, height: 44)

    @Test("a reveal scroll moves the ring once: it ends where it was placed, without overshoot")
    func revealScrollEndsInPlace() {
        let cellOriginBefore = LayoutPoint(x: 0, y: 700)
        let anchor = HighlightFollow.anchor(viewOrigin: cellOriginBefore, elementFrame: rowNow, shownFrame: rowRevealed)
        #expect(anchor == LayoutPoint(x: 0, y: 500))
        // Every frame of the scroll, the cell moves up; the ring never goes past y 500.
        for scrolled in stride(from: 0.0, through: 200, by: 25) {
            let cellOrigin = LayoutPoint(x: 0, y: 700 - scrolled)
            let offset = HighlightFollow.offset(viewOrigin: cellOrigin, anchor: anchor)
            let ringY = rowRevealed.minY + offset.y
            #expect(ringY == 700 - scrolled)
            #expect(ringY >= rowRevealed.minY)
        }
        #expect(HighlightFollow.offset(viewOrigin: LayoutPoint(x: 0, y: 500), anchor: anchor) == LayoutPoint(x: 0, y: 0))
    }

    @Test("with no reveal scroll, the user's scroll moves the ring by the scroll")
    func userScroll() {
        let frame = Rect(x: 10, y: 300, width: 100, height: 40)
        let anchor = HighlightFollow.anchor(viewOrigin: LayoutPoint(x: 10, y: 300), elementFrame: frame, shownFrame: frame)
        #expect(HighlightFollow.offset(viewOrigin: LayoutPoint(x: 10, y: 260), anchor: anchor) == LayoutPoint(x: 0, y: -40))
    }

    @Test("a view whose origin differs from the element's frame (a cell around its control) keeps that difference")
    func viewOriginIsNotTheFrame() {
        let anchor = HighlightFollow.anchor(viewOrigin: LayoutPoint(x: 0, y: 690), elementFrame: rowNow, shownFrame: rowRevealed)
        #expect(anchor == LayoutPoint(x: 0, y: 490))
    }

    @Test("a frame that is not a number leaves the ring where it was placed")
    func nonFinite() {
        let broken = Rect(x: .nan, y: 0, width: 1, height: 1)
        let origin = LayoutPoint(x: 3, y: 4)
        #expect(HighlightFollow.anchor(viewOrigin: origin, elementFrame: broken, shownFrame: rowRevealed) == origin)
        #expect(HighlightFollow.offset(viewOrigin: LayoutPoint(x: .infinity, y: 0), anchor: origin) == LayoutPoint(x: 0, y: 0))
    }
}
