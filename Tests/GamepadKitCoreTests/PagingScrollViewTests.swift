import Testing
@testable import GamepadKitCore

/// An onboarding pager: three 390-point pages side by side in a paging scroll view at y 100,
/// each page with a "Next" button at its bottom right and a "Back" button at its bottom left.
struct OnboardingPager {
    static let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    static let pageWidth = 390.0

    var offset = 0.0
    var pages = 3
    /// `isPagingEnabled`, or `isScrollEnabled == false` for a banner the app pages from code.
    var isPaging = true
    var isScrollEnabled = true
    /// A page view controller's scroll view still moving (a swipe settling, the app's timer turning).
    var isPagerInMotion = false

    var tree: ViewNode {
        var buttons: [ViewNode] = []
        for page in 0..<pages {
            let x = Double(page) * Self.pageWidth
            buttons.append(ViewNode(id: "back\(page)", kind: .button, frame: Rect(x: x + 20, y: 300, width: 100, height: 44)))
            buttons.append(ViewNode(id: "next\(page)", kind: .button, frame: Rect(x: x + 270, y: 300, width: 100, height: 44)))
        }
        let pager = ViewNode(id: "pager", kind: .scroll, frame: Rect(x: 0, y: 100, width: Self.pageWidth, height: 400),
                             children: buttons, contentOffset: LayoutPoint(x: offset, y: 0),
                             isScrollEnabled: isScrollEnabled, isPaging: isPaging,
                             contentSize: LayoutSize(width: Double(pages) * Self.pageWidth, height: 400),
                             isPagerInMotion: isPagerInMotion)
        return ViewNode(id: "window", kind: .view, frame: Self.screen, children: [pager])
    }

    var snapshot: FocusSnapshot {
        FocusScanner().scan(tree, bounds: Self.screen)
    }

    /// The pager as the reveal on iOS sees it, with the element `id`'s frame in its content.
    func scroller(around id: String) -> NestedRevealScroll.Scroller? {
        guard let button = tree.children.first?.children.first(where: { $0.id == id }) else { return nil }
        return NestedRevealScroll.Scroller(
            horizontal: .init(offset: offset, length: Self.pageWidth, contentLength: Double(pages) * Self.pageWidth,
                              start: button.frame.minX, end: button.frame.maxX),
            vertical: .init(offset: 0, length: 400, contentLength: 400, start: button.frame.minY, end: button.frame.maxY),
            isScrollEnabled: isScrollEnabled, isPaging: isPaging)
    }
}

@Suite("Paging scroll views and scroll views a finger cannot scroll")
struct PagingScrollViewTests {
    @Test("the buttons of the next page are stops that need a page turn; the ring goes where the turn brings them")
    func nextPageNeedsAPageTurn() throws {
        let snapshot = OnboardingPager().snapshot
        let back1 = try #require(snapshot.candidate(id: "back1"))
        #expect(back1.needsScroll)
        #expect(back1.frame == Rect(x: 410, y: 400, width: 100, height: 44))
        // A whole page on: back1 sits where back0 sits now, not at the pager's right edge.
        #expect(back1.revealedFrame == Rect(x: 20, y: 400, width: 100, height: 44))
        #expect(snapshot.candidate(id: "next0")?.needsScroll == false)
    }

    @Test("D-pad right from the last button of a page turns one page, and after the turn the button is where the ring already is")
    func rightFromTheLastButtonOfAPage() throws {
        var pager = OnboardingPager()
        var engine = FocusEngine()
        _ = engine.update(pager.snapshot)
        _ = engine.handle(.activate)
        #expect(engine.focusedID == "back0")
        _ = engine.handle(.moveRight)
        #expect(engine.focusedID == "next0")

        let commands = engine.handle(.moveRight)
        let landed = try #require(pager.snapshot.candidate(id: "back1")).revealedFrame
        #expect(commands == [.scrollToReveal(id: "back1"), .focus(id: "back1", frame: landed, animated: true)])
        // The platform turns the page as the reveal on iOS does.
        let chain = try #require(pager.scroller(around: "back1"))
        let offsets = NestedRevealScroll.offsets([chain])
        #expect(offsets[0].x == 390)
        pager.offset = offsets[0].x
        #expect(engine.update(pager.snapshot) == [])
        #expect(pager.snapshot.candidate(id: "back1")?.frame == landed)
    }

    @Test("while a page view controller's pager still moves, D-pad right from the last button of a page stays: no turn starts mid-flight, so no stop of the next page is chosen")
    func pagerInMotionTurnsNoPage() throws {
        var pager = OnboardingPager()
        pager.isPagerInMotion = true
        let snapshot = pager.snapshot
        #expect(snapshot.candidate(id: "back1") == nil)
        #expect(snapshot.candidate(id: "next0")?.needsScroll == false)
        var engine = FocusEngine()
        _ = engine.update(snapshot)
        _ = engine.handle(.activate)
        _ = engine.handle(.moveRight)
        #expect(engine.focusedID == "next0")
        #expect(!engine.handle(.moveRight).contains(.scrollToReveal(id: "back1")))
        #expect(engine.focusedID == "next0")

        // At rest again, the same press turns the page.
        pager.isPagerInMotion = false
        _ = engine.update(pager.snapshot)
        #expect(engine.handle(.moveRight).first == .scrollToReveal(id: "back1"))
        #expect(engine.focusedID == "back1")
    }

    @Test("the last page of a pager whose content is not a whole number of pages: the turn stops at the end of the content")
    func lastPageIsClampedToTheContent() throws {
        // Content 1,000 wide: the last "page" starts at 780, but the pager cannot go past 610.
        let buttons = [ViewNode(id: "done", kind: .button, frame: Rect(x: 880, y: 300, width: 100, height: 44))]
        let pager = ViewNode(id: "pager", kind: .scroll, frame: Rect(x: 0, y: 100, width: 390, height: 400), children: buttons,
                             isPaging: true, contentSize: LayoutSize(width: 1_000, height: 400))
        let snapshot = FocusScanner().scan(ViewNode(id: "window", kind: .view, frame: OnboardingPager.screen, children: [pager]),
                                           bounds: OnboardingPager.screen)
        let done = try #require(snapshot.candidate(id: "done"))
        #expect(done.revealedFrame == Rect(x: 270, y: 400, width: 100, height: 44))
        let axis = NestedRevealScroll.Axis(offset: 0, length: 390, contentLength: 1_000, start: 880, end: 980)
        #expect(NestedRevealScroll.pageOffset(axis, start: 880, end: 980) == 610)
    }

    @Test("a pager read from a file without a content size: its content reaches as far as its children do, so the last turn stops where the last button ends")
    func contentSizeFromChildren() throws {
        let tree = OnboardingPager().tree
        var pager = try #require(tree.children.first)
        pager.contentSize = nil
        let snapshot = FocusScanner().scan(ViewNode(id: "window", kind: .view, frame: OnboardingPager.screen, children: [pager]),
                                           bounds: OnboardingPager.screen)
        // next2 ends at 1,150: the pager can go to 760 at most, not to the third page's 780.
        #expect(snapshot.candidate(id: "next2")?.revealedFrame == Rect(x: 290, y: 400, width: 100, height: 44))
    }

    @Test("a banner the app pages from code, with scrolling turned off: what its viewport does not show is no stop")
    func scrollingOffHidesWhatLiesBeyond() {
        var banner = OnboardingPager()
        banner.isPaging = false
        banner.isScrollEnabled = false
        let snapshot = banner.snapshot
        #expect(snapshot.candidates.map(\.id) == ["back0", "next0"])
        #expect(snapshot.candidates.allSatisfy { !$0.needsScroll && $0.scrollContainerID == nil })
        // The app turns to the second page: its buttons are the stops now.
        banner.offset = 390
        #expect(banner.snapshot.candidates.map(\.id) == ["back1", "next1"])
    }

    @Test("a list with scrolling off inside a form, below the fold: its rows are reached by scrolling the form")
    func scrollingOffListInsideAForm() throws {
        let rows = (0..<4).map { ViewNode(id: "cell\($0)", kind: .tableRow, frame: Rect(x: 0, y: Double($0) * 44, width: 390, height: 44),
                                          rowPath: RowPath(section: 0, row: $0)) }
        let hidden = ViewNode(id: "cell9", kind: .tableRow, frame: Rect(x: 0, y: 200, width: 390, height: 44),
                              rowPath: RowPath(section: 0, row: 9))
        let table = ViewNode(id: "list", kind: .table, frame: Rect(x: 0, y: 700, width: 390, height: 176),
                             children: rows + [hidden], sectionRowCounts: [10], isScrollEnabled: false)
        let form = ViewNode(id: "form", kind: .scroll, frame: OnboardingPager.screen, children: [table],
                            contentSize: LayoutSize(width: 390, height: 1_200))
        let snapshot = FocusScanner().scan(ViewNode(id: "window", kind: .view, frame: OnboardingPager.screen, children: [form]),
                                           bounds: OnboardingPager.screen)
        let lastRow = try #require(snapshot.candidate(id: "list[0.3]"))
        #expect(lastRow.needsScroll)
        #expect(lastRow.scrollContainerID == "form")
        #expect(lastRow.revealedFrame == Rect(x: 0, y: 800, width: 390, height: 44))
        // Row 9's cell lies below the list's bottom: the list cannot be scrolled to it.
        #expect(snapshot.candidate(id: "list[0.9]") == nil)
    }

    @Test("a paging carousel in a list, below the fold: the carousel turns a page, the list scrolls down, and the ring lands where both leave the card")
    func pagingCarouselInAList() throws {
        let cards = (0..<6).map { ViewNode(id: "card\($0)", kind: .button,
                                           frame: Rect(x: Double($0 / 2) * 390 + Double($0 % 2) * 195 + 20, y: 240, width: 150, height: 44)) }
        let carousel = ViewNode(id: "carousel", kind: .scroll, frame: Rect(x: 0, y: 700, width: 390, height: 300), children: cards,
                                isPaging: true, contentSize: LayoutSize(width: 1_170, height: 300))
        let list = ViewNode(id: "list", kind: .scroll, frame: OnboardingPager.screen, children: [carousel],
                            contentSize: LayoutSize(width: 390, height: 2_000))
        let snapshot = FocusScanner().scan(ViewNode(id: "window", kind: .view, frame: OnboardingPager.screen, children: [list]),
                                           bounds: OnboardingPager.screen)
        let card3 = try #require(snapshot.candidate(id: "card3"))
        #expect(card3.frame == Rect(x: 605, y: 940, width: 150, height: 44))
        let offsets = NestedRevealScroll.offsets([
            .init(horizontal: .init(offset: 0, length: 390, contentLength: 1_170, start: 605, end: 755),
                  vertical: .init(offset: 0, length: 300, contentLength: 300, start: 240, end: 284), isPaging: true),
            .init(horizontal: .init(offset: 0, length: 390, contentLength: 390, start: 605, end: 755),
                  vertical: .init(offset: 0, length: 844, contentLength: 2_000, start: 940, end: 984)),
        ])
        #expect(offsets[0].x == 390)
        #expect(offsets[1].y == 140)
        #expect(card3.revealedFrame == Rect(x: 215, y: 800, width: 150, height: 44))
    }
}

@Suite("A fixed-height list inside a form, partly below the fold")
struct ListInsideAFormTests {
    /// A 300-high scroll list at 700 in a form (content 2,000); its buttons every 100 points.
    func form(listOffset: Double = 0, formOffset: Double = 0) -> ViewNode {
        let buttons = (0..<10).map { ViewNode(id: "item\($0)", kind: .button, frame: Rect(x: 16, y: Double($0) * 100, width: 358, height: 44)) }
        let list = ViewNode(id: "list", kind: .scroll, frame: Rect(x: 0, y: 700, width: 390, height: 300), children: buttons,
                            contentOffset: LayoutPoint(x: 0, y: listOffset), contentSize: LayoutSize(width: 390, height: 1_000))
        let form = ViewNode(id: "form", kind: .scroll, frame: OnboardingPager.screen, children: [list],
                            contentOffset: LayoutPoint(x: 0, y: formOffset), contentSize: LayoutSize(width: 390, height: 2_000))
        return ViewNode(id: "window", kind: .view, frame: OnboardingPager.screen, children: [form])
    }

    @Test("an item below the list's bottom: the list scrolls to it, the form brings it on screen, and it lands where the ring goes")
    func itemComesOnScreen() throws {
        let snapshot = FocusScanner().scan(form(), bounds: OnboardingPager.screen)
        let item4 = try #require(snapshot.candidate(id: "item4"))
        #expect(item4.needsScroll)
        let offsets = NestedRevealScroll.offsets([
            .init(horizontal: .init(offset: 0, length: 390, contentLength: 390, start: 16, end: 374),
                  vertical: .init(offset: 0, length: 300, contentLength: 1_000, start: 400, end: 444)),
            .init(horizontal: .init(offset: 0, length: 390, contentLength: 390, start: 16, end: 374),
                  vertical: .init(offset: 0, length: 844, contentLength: 2_000, start: 1_100, end: 1_144)),
        ])
        #expect(offsets.map(\.y) == [144, 156])
        let after = FocusScanner().scan(form(listOffset: offsets[0].y, formOffset: offsets[1].y), bounds: OnboardingPager.screen)
        let shown = try #require(after.candidate(id: "item4"))
        #expect(!shown.needsScroll)
        #expect(shown.frame == item4.revealedFrame)
    }
}

@Suite("Scrolling to a row of a paging list or of a list a finger cannot scroll")
struct PagingListRowTests {
    @Test("a loaded card of a paging flow-layout carousel is revealed by a page turn, never centred between two pages")
    func pagingCollectionRevealsTheCell() {
        #expect(ItemScrollPlan.plan(layout: .flow(horizontal: true), cellIsLoaded: true, inOrthogonalSection: false, isPaging: true) == .revealCell)
        #expect(ItemScrollPlan.plan(layout: .flow(horizontal: true), cellIsLoaded: true, inOrthogonalSection: false)
            == .scrollToItem(centeredVertically: false, centeredHorizontally: true))
    }

    @Test("a loaded cell of a collection with scrolling off is brought in by the scroll views around it")
    func scrollingOffCollectionRevealsTheCell() {
        #expect(ItemScrollPlan.plan(layout: .flow(horizontal: false), cellIsLoaded: true, inOrthogonalSection: false,
                                    isScrollEnabled: false) == .revealCell)
    }

    @Test("a table sized to its rows inside a form reveals a loaded row through the form; a scrolling table scrolls to the row itself")
    func tableRows() {
        #expect(ItemScrollPlan.revealsTableCell(cellIsLoaded: true, isPaging: false, isScrollEnabled: false))
        #expect(ItemScrollPlan.revealsTableCell(cellIsLoaded: true, isPaging: true, isScrollEnabled: true))
        #expect(!ItemScrollPlan.revealsTableCell(cellIsLoaded: true, isPaging: false, isScrollEnabled: true))
        #expect(!ItemScrollPlan.revealsTableCell(cellIsLoaded: false, isPaging: false, isScrollEnabled: false))
    }

    @Test("a paging list whose target cell is not loaded turns whole pages to the row's frame; scrollToRow and scrollToItem would stop between two pages")
    func unloadedCellOfAPagingList() {
        #expect(ItemScrollPlan.plan(layout: .flow(horizontal: true), cellIsLoaded: false, inOrthogonalSection: false, isPaging: true)
            == .revealItemFrame)
        #expect(ItemScrollPlan.plan(layout: .flow(horizontal: true), cellIsLoaded: false, inOrthogonalSection: false)
            == .scrollToItem(centeredVertically: false, centeredHorizontally: true))
        #expect(ItemScrollPlan.revealsTableRowFrame(cellIsLoaded: false, isPaging: true, isScrollEnabled: true))
        #expect(!ItemScrollPlan.revealsTableRowFrame(cellIsLoaded: true, isPaging: true, isScrollEnabled: true))
        #expect(!ItemScrollPlan.revealsTableRowFrame(cellIsLoaded: false, isPaging: false, isScrollEnabled: true))
    }
}
