import Testing
@testable import GamepadKitCore

/// The scanner's prediction of a reveal (`FocusCandidate.revealedFrame`) against the reveal the
/// iOS layer runs: `NestedRevealScroll.offsets` over scroll views built with
/// `NestedRevealScroll.Scroller(contentOffset:boundsSize:adjustedContentInset:contentSize:isPaging:isScrollEnabled:elementFrame:)`
/// from the raw facts UIKit gives (the element's frame converted into each scroll view's content).
@Suite("The reveal's scroll view facts: prediction and scroll agree")
struct RevealScrollerFactsTests {
    static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

    /// A settings list under a 100-point navigation bar and over a 34-point home indicator
    /// (its adjusted insets), scrolled to its top; it holds a button far down its content and,
    /// at content y 300, a paging carousel of three 390-point pages with a card on the third.
    static func screenTree() -> ViewNode {
        let card = ViewNode(id: "card", kind: .button, frame: Rect(x: 800, y: 20, width: 150, height: 160))
        let carousel = ViewNode(id: "carousel", kind: .scroll, frame: Rect(x: 0, y: 300, width: 390, height: 200), children: [card],
                                clipsToBounds: true, isPaging: true, contentSize: LayoutSize(width: 1_170, height: 200))
        let signOut = ViewNode(id: "signOut", kind: .button, frame: Rect(x: 20, y: 1_500, width: 350, height: 44))
        let list = ViewNode(id: "list", kind: .scroll, frame: screen, children: [carousel, signOut], clipsToBounds: true,
                            contentOffset: LayoutPoint(x: 0, y: -100),
                            contentInset: LayoutInsets(top: 100, left: 0, bottom: 34, right: 0),
                            contentSize: LayoutSize(width: 390, height: 2_000))
        return ViewNode(id: "window", kind: .view, frame: screen, children: [list])
    }

    /// The scroll view `node` as the reveal on iOS builds it, with an element at `frame` in its content.
    static func scroller(_ node: ViewNode, around frame: Rect) -> NestedRevealScroll.Scroller {
        NestedRevealScroll.Scroller(contentOffset: node.contentOffset, boundsSize: node.frame.size, adjustedContentInset: node.contentInset,
                                    contentSize: node.contentSize ?? node.frame.size, isPaging: node.isPaging,
                                    isScrollEnabled: node.isScrollEnabled, elementFrame: frame)
    }

    /// Where `windowFrame` lands once `chain` (nearest first) moves as `NestedRevealScroll` says.
    static func revealed(_ windowFrame: Rect, by chain: [NestedRevealScroll.Scroller]) -> Rect {
        var dx = 0.0
        var dy = 0.0
        for (scroller, offset) in zip(chain, NestedRevealScroll.offsets(chain)) {
            dx += offset.x - scroller.horizontal.offset
            dy += offset.y - scroller.vertical.offset
        }
        return windowFrame.offsetBy(dx: -dx, dy: -dy)
    }

    @Test("a button far down a list under a navigation bar: the ring lands where the list's least scroll brings it, above the home indicator")
    func nonPagingList() throws {
        let tree = Self.screenTree()
        let list = tree.children[0]
        let signOut = list.children[1]
        let candidate = try #require(FocusScanner().scan(tree, bounds: Self.screen).candidate(id: "signOut"))
        #expect(candidate.needsScroll)
        #expect(candidate.pagedRevealFrame == nil)
        let scroll = Self.revealed(candidate.frame, by: [Self.scroller(list, around: signOut.frame)])
        #expect(candidate.revealedFrame == scroll)
        #expect(scroll == Rect(x: 20, y: 766, width: 350, height: 44))
    }

    @Test("a card on a paging carousel's third page: the ring lands where the carousel's page turn brings it, the list staying")
    func pagingCarousel() throws {
        let tree = Self.screenTree()
        let list = tree.children[0]
        let carousel = list.children[0]
        let card = carousel.children[0]
        let candidate = try #require(FocusScanner().scan(tree, bounds: Self.screen).candidate(id: "card"))
        #expect(candidate.needsScroll)
        // The card in the list's content: the carousel's frame there, less its own offset.
        let inList = card.frame.offsetBy(dx: carousel.frame.minX - carousel.contentOffset.x, dy: carousel.frame.minY - carousel.contentOffset.y)
        let scroll = Self.revealed(candidate.frame, by: [Self.scroller(carousel, around: card.frame), Self.scroller(list, around: inList)])
        #expect(candidate.revealedFrame == scroll)
        #expect(scroll == Rect(x: 20, y: 420, width: 150, height: 160))
    }

    @Test("the constructor puts each fact on its axis, the element's edges from its frame")
    func factsOnTheirAxes() {
        let scroller = NestedRevealScroll.Scroller(
            contentOffset: LayoutPoint(x: 5, y: -100), boundsSize: LayoutSize(width: 390, height: 844),
            adjustedContentInset: LayoutInsets(top: 100, left: 1, bottom: 34, right: 2), contentSize: LayoutSize(width: 400, height: 2_000),
            isPaging: true, isScrollEnabled: false, elementFrame: Rect(x: 20, y: 1_500, width: 350, height: 44))
        #expect(scroller == NestedRevealScroll.Scroller(
            horizontal: .init(offset: 5, length: 390, insetBefore: 1, insetAfter: 2, contentLength: 400, start: 20, end: 370),
            vertical: .init(offset: -100, length: 844, insetBefore: 100, insetAfter: 34, contentLength: 2_000, start: 1_500, end: 1_544),
            isScrollEnabled: false, isPaging: true))
    }
}
