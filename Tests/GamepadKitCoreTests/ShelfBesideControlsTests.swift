import Testing
@testable import GamepadKitCore

/// A media home whose shelves have a "See all" button above their posters, the last shelf half
/// below the fold.
enum ShelfFixtures {
    static func home(shelves: Int = 4) -> ViewNode {
        let rows = (0..<shelves).map { shelf in
            let posters = (0..<4).map { item in
                ViewNode(id: "poster\(shelf)-\(item)", kind: .collectionItem,
                         frame: Rect(x: 16 + Double(item) * 130, y: 0, width: 120, height: 180),
                         rowPath: RowPath(section: 0, row: item))
            }
            let strip = ViewNode(id: "shelf\(shelf)", kind: .collection, frame: Rect(x: 0, y: 40, width: 390, height: 180),
                                 children: posters, sectionRowCounts: [20])
            let title = ViewNode(id: "title\(shelf)", kind: .label, frame: Rect(x: 16, y: 8, width: 200, height: 24))
            let seeAll = ViewNode(id: "seeAll\(shelf)", kind: .button, frame: Rect(x: 300, y: 4, width: 80, height: 32))
            return ViewNode(id: "cell\(shelf)", kind: .tableRow, frame: Rect(x: 0, y: Double(shelf) * 230, width: 390, height: 230),
                            children: [title, seeAll, strip], rowPath: RowPath(section: 0, row: shelf))
        }
        return window([ViewNode(id: "home", kind: .table, frame: Rect(x: 0, y: 100, width: 390, height: 744),
                                children: rows, sectionRowCounts: [shelves])])
    }

    /// An awake engine on `screen` (the media home unless given), focused on `id`.
    static func engine(focus id: String, on screen: ViewNode = home()) -> FocusEngine {
        var engine = FocusEngine()
        _ = engine.update(FocusScanner().scan(screen, bounds: phoneScreen))
        _ = engine.focus(id: id)
        _ = engine.wake()
        return engine
    }
}

@Suite("Shelves beside controls")
struct ShelfBesideControlsTests {
    @Test("a row holding a list and a See all button is still a shelf: its posters are stops, and the button too")
    func shelfWithButton() {
        let snapshot = FocusScanner().scan(ShelfFixtures.home(), bounds: phoneScreen)
        let ids = Set(snapshot.candidates.map(\.id))
        #expect(ids.contains("shelf0[0.0]"))
        #expect(ids.contains("seeAll0"))
        #expect(!ids.contains("home[0.0]"))
        #expect(snapshot.candidate(id: "seeAll0")?.listID == "home")
        #expect(snapshot.candidate(id: "seeAll0")?.rowPath == RowPath(section: 0, row: 0))
        #expect(ShelfRules.isShelf(holdsList: true, controlCount: 1))
        #expect(!ShelfRules.isShelf(holdsList: false, controlCount: 1))
    }

    @Test("up from a poster reaches its shelf's See all; down from See all goes to the next shelf's, row by row")
    func movingBetweenButtonAndPosters() {
        var engine = ShelfFixtures.engine(focus: "shelf0[0.2]")
        _ = engine.handle(.moveUp)
        #expect(engine.focusedID == "seeAll0")
        _ = engine.handle(.moveDown)
        #expect(engine.focusedID == "seeAll1")
    }

    @Test("down from a poster enters the next shelf on the poster below, not on its See all")
    func posterToPoster() {
        var engine = ShelfFixtures.engine(focus: "shelf0[0.0]")
        _ = engine.handle(.moveDown)
        #expect(engine.focusedID == "shelf1[0.0]")
    }

    @Test("entering the shelf half below the fold scrolls the table to its row, then the shelf to the poster")
    func shelfBelowTheFold() {
        var engine = ShelfFixtures.engine(focus: "shelf2[0.0]")
        let commands = engine.handle(.moveDown)
        #expect(engine.focusedID == "shelf3[0.0]")
        #expect(Array(commands.prefix(2)) == [.scrollToRow(listID: "home", row: RowPath(section: 0, row: 3)),
                                              .scrollToRow(listID: "shelf3", row: RowPath(section: 0, row: 0))])
    }

    @Test("an item above or below its shelf's viewport needs the list around it; one beside it does not")
    func outerScrollRule() {
        let viewport = Rect(x: 0, y: 830, width: 390, height: 14)
        #expect(ShelfRules.needsOuterScroll(itemFrame: Rect(x: 16, y: 830, width: 120, height: 180), viewport: viewport))
        let shown = Rect(x: 0, y: 140, width: 390, height: 180)
        #expect(!ShelfRules.needsOuterScroll(itemFrame: Rect(x: 400, y: 140, width: 120, height: 180), viewport: shown))
        #expect(ShelfRules.needsOuterScroll(itemFrame: Rect(x: 16, y: 900, width: 120, height: 180), viewport: nil))
    }

    @Test("a compositional shelf's loaded cell is revealed by the least scroll; one not loaded yet is centred on both axes")
    func compositionalShelves() {
        #expect(ItemScrollPlan.plan(layout: .compositional(horizontal: false), cellIsLoaded: true, inOrthogonalSection: true) == .revealCell)
        #expect(ItemScrollPlan.plan(layout: .compositional(horizontal: false), cellIsLoaded: false, inOrthogonalSection: false)
            == .scrollToItem(centeredVertically: true, centeredHorizontally: true))
        #expect(ItemScrollPlan.plan(layout: .flow(horizontal: true), cellIsLoaded: true, inOrthogonalSection: false)
            == .scrollToItem(centeredVertically: false, centeredHorizontally: true))
    }
}

/// A feed of posts: each row holds a menu button at its top right, a photo carousel (a paging
/// collection of one photo across the row), and like and tag buttons below the photo.
@Suite("A carousel between a row's controls")
struct CarouselBetweenRowControlsTests {
    static func feed() -> ViewNode {
        let rows = (0..<2).map { post in
            let photo = ViewNode(id: "photo\(post)-0", kind: .collectionItem, frame: Rect(x: 0, y: 0, width: 375, height: 388),
                                 rowPath: RowPath(section: 0, row: 0))
            let carousel = ViewNode(id: "carousel\(post)", kind: .collection, frame: Rect(x: 0, y: 84, width: 375, height: 388),
                                    children: [photo], sectionRowCounts: [1])
            let menu = ViewNode(id: "menu\(post)", kind: .button, frame: Rect(x: 312, y: 12, width: 55, height: 51))
            let like = ViewNode(id: "like\(post)", kind: .button, frame: Rect(x: 8, y: 482, width: 42, height: 41))
            let tag = ViewNode(id: "tag\(post)", kind: .button, frame: Rect(x: 325, y: 482, width: 42, height: 42))
            return ViewNode(id: "post\(post)", kind: .tableRow, frame: Rect(x: 0, y: Double(post) * 540, width: 375, height: 540),
                            children: [menu, carousel, like, tag], rowPath: RowPath(section: 0, row: post))
        }
        return window([ViewNode(id: "feed", kind: .table, frame: Rect(x: 0, y: 0, width: 375, height: 667),
                                children: rows, sectionRowCounts: [2])])
    }

    /// The focus after each of `count` presses of `direction`, from `id`.
    static func focus(after count: Int, _ direction: MoveDirection, from id: String) -> [String?] {
        var engine = ShelfFixtures.engine(focus: id, on: feed())
        return (0..<count).map { _ in
            _ = engine.handle(.move(direction))
            return engine.focusedID
        }
    }

    @Test("down from the menu button lands on the photo below it, not on the tag button past the photo; down again on the like button")
    func downGoesThroughThePhoto() {
        #expect(Self.focus(after: 2, .down, from: "menu0") == ["carousel0[0.0]", "like0"])
    }

    @Test("up from the tag button lands on the photo above it, then on the menu button")
    func upGoesThroughThePhoto() {
        #expect(Self.focus(after: 2, .up, from: "tag0") == ["carousel0[0.0]", "menu0"])
    }

    @Test("the map draws the same moves, so the photo is reached (before, no move led to it)")
    func mapReachesThePhoto() {
        let engine = ShelfFixtures.engine(focus: "menu0", on: Self.feed())
        #expect(engine.moveTarget(from: "menu0", .down) == "carousel0[0.0]")
        #expect(engine.moveTarget(from: "like0", .up) == "carousel0[0.0]")
    }
}
