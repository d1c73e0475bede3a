import Testing
@testable import GamepadKitCore

@Suite("Rows under a floating view need a scroll, as rows under a bar do")
struct FloatingCoverTests {
    static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

    /// A list (y 0…844) of 60-pt rows, each a button, and `floating` views after it, outside it.
    /// UIKit's hit test answered `hittable` for every row.
    static func window(rows: Int = 14, floating: [ViewNode], hittable: [String: Bool] = [:]) -> ViewNode {
        let buttons = (0..<rows).map { index -> ViewNode in
            var row = ViewNode(id: "row\(index)", kind: .button, frame: Rect(x: 0, y: Double(index) * 60, width: 390, height: 60))
            row.isHittable = hittable[row.id]
            return row
        }
        let list = ViewNode(id: "list", kind: .scroll, frame: screen, children: buttons)
        return ViewNode(id: "window", kind: .view, frame: screen, children: [list] + floating)
    }

    @Test("a row under a mini-player, which the hit test misses, is a stop that needs a scroll")
    func rowUnderMiniPlayer() throws {
        let player = ViewNode(id: "miniPlayer", kind: .view, frame: Rect(x: 0, y: 720, width: 390, height: 64))
        let snapshot = FocusScanner().scan(Self.window(floating: [player], hittable: ["row12": false, "row0": true]), bounds: Self.screen)
        let row = try #require(snapshot.candidate(id: "row12"))
        #expect(row.needsScroll)
        #expect(snapshot.candidate(id: "row0")?.needsScroll == false)
    }

    @Test("a row under a sticky Continue footer and a pinned header, both missed by the hit test, are reached by scrolling")
    func stickyFooterAndPinnedHeader() {
        let header = ViewNode(id: "pinnedHeader", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 50))
        let footer = ViewNode(id: "continueBar", kind: .view, frame: Rect(x: 0, y: 780, width: 390, height: 64), children: [
            ViewNode(id: "continue", kind: .button, frame: Rect(x: 16, y: 8, width: 358, height: 48)),
        ])
        let snapshot = FocusScanner().scan(Self.window(floating: [header, footer], hittable: ["row0": false, "row13": false]),
                                           bounds: Self.screen)
        #expect(snapshot.candidate(id: "row0")?.needsScroll == true)
        #expect(snapshot.candidate(id: "row13")?.needsScroll == true)
        #expect(snapshot.candidate(id: "continue") != nil)
    }

    @Test("a row under a table's pinned section header (a view of the table itself) is reached by scrolling")
    func pinnedSectionHeaderInsideTheTable() throws {
        let rows = (0..<14).map { index -> ViewNode in
            var row = ViewNode(id: "cell\(index)", kind: .tableRow, frame: Rect(x: 0, y: 300 + Double(index) * 60, width: 390, height: 60),
                               children: [ViewNode(id: "open\(index)", kind: .button, frame: Rect(x: 300, y: 8, width: 80, height: 44))])
            row.rowPath = RowPath(section: 0, row: index)
            row.isHittable = index == 0 ? false : true
            return row
        }
        // Scrolled by 300: row 0 is at the top, under the header pinned there.
        let header = ViewNode(id: "header", kind: .view, frame: Rect(x: 0, y: 300, width: 390, height: 70))
        var table = ViewNode(id: "table", kind: .table, frame: Self.screen, children: rows + [header],
                             contentOffset: LayoutPoint(x: 0, y: 300))
        table.sectionRowCounts = [14]
        let root = ViewNode(id: "window", kind: .view, frame: Self.screen, children: [table])
        let snapshot = FocusScanner().scan(root, bounds: Self.screen)
        let first = try #require(snapshot.candidates.first { $0.rowPath == RowPath(section: 0, row: 0) })
        #expect(first.needsScroll)
    }

    @Test("a row the hit test misses with nothing outside the list over it stays unreachable")
    func missWithoutFloatingView() {
        let snapshot = FocusScanner().scan(Self.window(floating: [], hittable: ["row3": false]), bounds: Self.screen)
        #expect(snapshot.candidate(id: "row3") == nil)
    }

    @Test("rows under a loading overlay that covers the whole list are no stops")
    func loadingOverlayCoversAll() {
        let overlay = ViewNode(id: "loading", kind: .view, frame: Self.screen)
        let snapshot = FocusScanner().scan(Self.window(floating: [overlay], hittable: ["row3": false]), bounds: Self.screen)
        #expect(snapshot.candidate(id: "row3") == nil)
    }

    @Test("rows scrolled out of view of a list a panel covers in full are no stops either: whatever scrolls in stays under the panel; with the panel at the bottom only, they need a scroll")
    func rowsOutOfViewUnderACoveringPanel() throws {
        let panel = ViewNode(id: "routePanel", kind: .view, frame: Self.screen, children: [
            ViewNode(id: "startRoute", kind: .button, frame: Rect(x: 300, y: 700, width: 75, height: 75)),
        ])
        let covered = FocusScanner().scan(Self.window(rows: 20, floating: [panel]), bounds: Self.screen)
        #expect(covered.candidate(id: "row17") == nil)
        #expect(covered.candidate(id: "row3") == nil)
        #expect(covered.candidate(id: "startRoute") != nil)
        let footer = ViewNode(id: "footer", kind: .view, frame: Rect(x: 0, y: 780, width: 390, height: 64))
        let open = FocusScanner().scan(Self.window(rows: 20, floating: [footer]), bounds: Self.screen)
        #expect(try #require(open.candidate(id: "row17")).needsScroll)
    }

    @Test("a header scrolled out above a media home whose shelves fill the screen is still a stop that needs a scroll: the shelves scroll with it")
    func headerAboveShelves() throws {
        let header = ViewNode(id: "header", kind: .button, frame: Rect(x: 0, y: 0, width: 390, height: 60))
        let shelves = (0..<4).map { shelf -> ViewNode in
            let items = (0..<3).map { item in
                ViewNode(id: "item\(shelf).\(item)", kind: .button, frame: Rect(x: Double(item) * 130, y: 0, width: 120, height: 220))
            }
            return ViewNode(id: "shelf\(shelf)", kind: .scroll, frame: Rect(x: 0, y: 300 + Double(shelf) * 220, width: 390, height: 220),
                            children: items)
        }
        let home = ViewNode(id: "home", kind: .scroll, frame: Self.screen, children: [header] + shelves,
                            contentOffset: LayoutPoint(x: 0, y: 300))
        let snapshot = FocusScanner().scan(ViewNode(id: "window", kind: .view, frame: Self.screen, children: [home]), bounds: Self.screen)
        #expect(try #require(snapshot.candidate(id: "header")).needsScroll)
        #expect(snapshot.candidate(id: "item0.1") != nil)
    }

    @Test("a carousel scrolled past, above rows that fill the screen, keeps its items as stops that need a scroll: the rows scroll with it")
    func carouselScrolledPast() throws {
        let cards = (0..<3).map { ViewNode(id: "card\($0)", kind: .button, frame: Rect(x: Double($0) * 130, y: 0, width: 120, height: 200)) }
        let carousel = ViewNode(id: "carousel", kind: .scroll, frame: Rect(x: 0, y: 0, width: 390, height: 200), children: cards)
        let rows = (0..<12).map { ViewNode(id: "row\($0)", kind: .button, frame: Rect(x: 0, y: 200 + Double($0) * 80, width: 390, height: 80)) }
        let home = ViewNode(id: "home", kind: .scroll, frame: Self.screen, children: [carousel] + rows,
                            contentOffset: LayoutPoint(x: 0, y: 200))
        let snapshot = FocusScanner().scan(ViewNode(id: "window", kind: .view, frame: Self.screen, children: [home]), bounds: Self.screen)
        #expect(try #require(snapshot.candidate(id: "card1")).needsScroll)
    }

    @Test("rows out of view under a full-screen view that UIKit's hit test passes through (an in-app message window) stay stops: the rows in view were reached; under an overlay that took the touches they go")
    func passThroughOverlay() throws {
        let overlay = ViewNode(id: "messageWindow", kind: .view, frame: Self.screen)
        let inView = Dictionary(uniqueKeysWithValues: (0..<14).map { ("row\($0)", true) })
        let passing = FocusScanner().scan(Self.window(rows: 20, floating: [overlay], hittable: inView), bounds: Self.screen)
        #expect(try #require(passing.candidate(id: "row17")).needsScroll)
        let missed = inView.mapValues { _ in false }
        let blocking = FocusScanner().scan(Self.window(rows: 20, floating: [overlay], hittable: missed), bounds: Self.screen)
        #expect(blocking.candidate(id: "row17") == nil)
        #expect(blocking.candidate(id: "row3") == nil)
    }

    @Test("a Save button under a Delete button of the same scrolling form is no stop: no scroll uncovers it; a plain view over a control does not drop it")
    func coveredBySameScrollContent() {
        // A form in a scroll view keeps Save and Delete in one place; the app shows one of them.
        let save = ViewNode(id: "save", kind: .button, frame: Rect(x: 16, y: 575, width: 343, height: 48))
        let delete = ViewNode(id: "delete", kind: .button, frame: Rect(x: 16, y: 575, width: 343, height: 48))
        let half = ViewNode(id: "half", kind: .button, frame: Rect(x: 16, y: 400, width: 343, height: 48))
        let halfCover = ViewNode(id: "halfCover", kind: .button, frame: Rect(x: 16, y: 400, width: 171, height: 48))
        // A date picker under a plain view of the same content (an app's pass-through view,
        // which the file cannot tell from one that takes touches) stays, needing a scroll.
        let picker = ViewNode(id: "picker", kind: .datePicker, frame: Rect(x: 16, y: 100, width: 343, height: 216))
        let hideView = ViewNode(id: "hideView", kind: .view, frame: Rect(x: 16, y: 100, width: 343, height: 216))
        let form = ViewNode(id: "form", kind: .scroll, frame: Rect(x: 0, y: 0, width: 375, height: 667),
                            children: [picker, hideView, half, halfCover, save, delete])
        let root = ViewNode(id: "window", kind: .view, frame: Rect(x: 0, y: 0, width: 375, height: 667), children: [form])
        let snapshot = FocusScanner().scan(root, bounds: Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(snapshot.candidate(id: "save") == nil)
        #expect(snapshot.candidate(id: "delete") != nil)
        // Half covered, a finger still reaches its other half.
        #expect(snapshot.candidate(id: "half")?.needsScroll == false)
        #expect(snapshot.candidate(id: "picker")?.needsScroll == true)
        // A covering control whose class decides its own touches (an app's hitTest override)
        // drops nothing.
        var passing = delete
        passing.overridesHitTest = true
        let passingForm = ViewNode(id: "form", kind: .scroll, frame: form.frame, children: [save, passing])
        let again = FocusScanner().scan(ViewNode(id: "window", kind: .view, frame: root.frame, children: [passingForm]),
                                        bounds: Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(again.candidate(id: "save")?.needsScroll == true)
    }

    @Test("a control outside any scroll view that the hit test misses stays unreachable")
    func notScrollContent() {
        var button = ViewNode(id: "covered", kind: .button, frame: Rect(x: 20, y: 100, width: 100, height: 44))
        button.isHittable = false
        let sheet = ViewNode(id: "sheet", kind: .view, frame: Rect(x: 0, y: 80, width: 390, height: 200))
        let root = ViewNode(id: "window", kind: .view, frame: Self.screen, children: [button, sheet])
        #expect(FocusScanner().scan(root, bounds: Self.screen).candidate(id: "covered") == nil)
    }
}
