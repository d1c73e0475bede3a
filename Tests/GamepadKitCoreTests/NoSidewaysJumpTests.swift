import Testing
@testable import GamepadKitCore

/// Moves a person would call a jump (more than 45° off the press and more than 100 pt to the
/// side) where something lies that way: bars left for the content nearest the pressed beam,
/// lists entered at the item nearest the press, rows pressed sideways staying put.
@Suite("No sideways jumps")
struct NoSidewaysJumpTests {
    static let screen = Rect(x: 0, y: 0, width: 375, height: 667)

    static func engine(_ candidates: [FocusCandidate], lists: [ListInfo] = [], focus id: String) -> FocusEngine {
        var engine = FocusFixtures.awakeEngine(on: FocusSnapshot(bounds: screen, candidates: candidates, lists: lists))
        _ = engine.focus(id: id)
        return engine
    }

    @Test("up from the first tab lands on the button above it, not on a button just above the tab bar 200 pt to its right")
    func tabUpStaysInItsBeam() {
        let candidates = [
            FocusCandidate(id: "compose", kind: .button, frame: Rect(x: 10, y: 200, width: 80, height: 44)),
            FocusCandidate(id: "help", kind: .button, frame: Rect(x: 300, y: 580, width: 60, height: 30)),
            FocusCandidate(id: "tab0", kind: .tabBarItem, frame: Rect(x: 0, y: 618, width: 94, height: 49), barID: "tabs"),
            FocusCandidate(id: "tab3", kind: .tabBarItem, frame: Rect(x: 282, y: 618, width: 94, height: 49), barID: "tabs"),
        ]
        var engine = Self.engine(candidates, focus: "tab0")
        #expect(engine.moveTarget(from: "tab0", .up) == "compose")
        _ = engine.handle(.move(.up))
        #expect(engine.focusedID == "compose")
        #expect(engine.moveTarget(from: "tab3", .up) == "help")
    }

    @Test("down from a navigation bar button on the right lands on the control below it, not on one far to the left")
    func barButtonDownStaysInItsBeam() {
        let candidates = [
            FocusCandidate(id: "edit", kind: .barButton, frame: Rect(x: 300, y: 20, width: 60, height: 44), barID: "nav"),
            FocusCandidate(id: "search", kind: .button, frame: Rect(x: 10, y: 70, width: 60, height: 30)),
            FocusCandidate(id: "sort", kind: .button, frame: Rect(x: 290, y: 400, width: 70, height: 30)),
        ]
        #expect(Self.engine(candidates, focus: "edit").moveTarget(from: "edit", .down) == "sort")
    }

    @Test("down from a button on the right enters a collection at the item below it, not at the first item far to the left")
    func listEnteredNearestThePress() {
        var candidates = [FocusCandidate(id: "filter", kind: .button, frame: Rect(x: 270, y: 150, width: 90, height: 40))]
        let items = [(0, 10.0, 250.0), (1, 140.0, 252.0), (2, 270.0, 254.0)]
        var visible: [RowPath: String] = [:]
        for (item, x, y) in items {
            let path = RowPath(section: 0, row: item)
            let id = RowPath.rowID(list: "c", path: path)
            candidates.append(FocusCandidate(id: id, kind: .collectionItem, frame: Rect(x: x, y: y, width: 20, height: 100),
                                             listID: "c", rowPath: path, scrollContainerID: "c"))
            visible[path] = id
        }
        let list = ListInfo(id: "c", kind: .collection, frame: Rect(x: 0, y: 240, width: 375, height: 400), sectionRowCounts: [3], visibleRows: visible)
        let engine = Self.engine(candidates, lists: [list], focus: "filter")
        #expect(engine.moveTarget(from: "filter", .down) == "c[0.2]")
    }

    @Test("right from a row never leaps to a text field 140 pt below beside another row")
    func rowPressedSidewaysStaysPut() {
        let (rows, list) = FocusFixtures.table("t", sections: [4], visible: (0..<4).map { RowPath(section: 0, row: $0) })
        let field = FocusCandidate(id: "note", kind: .textField, frame: Rect(x: 310, y: 280, width: 80, height: 30))
        var engine = Self.engine(rows + [field], lists: [list], focus: FocusFixtures.row("t", 0, 0))
        #expect(engine.moveTarget(from: FocusFixtures.row("t", 0, 0), .right) == nil)
        let commands = engine.handle(.move(.right))
        #expect(engine.focusedID == FocusFixtures.row("t", 0, 0))
        #expect(commands.contains(.bump(.right)))
        // Level with the field, the row beside it still reaches it.
        #expect(engine.moveTarget(from: FocusFixtures.row("t", 0, 3), .right) == "note")
    }

    @Test("down from the last row enters the Unlock button pinned over the bottom of the list")
    func pinnedButtonIsEnteredFromTheList() {
        let (rows, list) = FocusFixtures.table("t", sections: [5], visible: (0..<5).map { RowPath(section: 0, row: $0) })
        let unlock = FocusCandidate(id: "unlock", kind: .button, frame: Rect(x: 50, y: 345, width: 200, height: 44))
        var engine = Self.engine(rows + [unlock], lists: [list], focus: FocusFixtures.row("t", 0, 3))
        _ = engine.handle(.move(.down))
        #expect(engine.focusedID == FocusFixtures.row("t", 0, 4))
        _ = engine.handle(.move(.down))
        #expect(engine.focusedID == "unlock")
        #expect(engine.moveTarget(from: FocusFixtures.row("t", 0, 4), .down) == "unlock")
    }

    @Test("down from a like button at the right of the list's last row never leaps to a back chevron floating at the list's left edge")
    func floatingButtonFarToTheSideIsNoWayDown() {
        // A profile's posts: the last row holds a like and a comment button at its right; a back
        // chevron floats over the list's lower half at its left edge, 200 pt to the side.
        let path = RowPath(section: 0, row: 0)
        let rowID = RowPath.rowID(list: "t", path: path)
        let list = ListInfo(id: "t", kind: .table, frame: Rect(x: 0, y: 0, width: 375, height: 667), sectionRowCounts: [1],
                            visibleRows: [path: rowID])
        let like = FocusCandidate(id: "like", kind: .button, frame: Rect(x: 261, y: 584, width: 20, height: 20),
                                  listID: "t", rowPath: path)
        let comment = FocusCandidate(id: "comment", kind: .button, frame: Rect(x: 319, y: 584, width: 20, height: 20),
                                     listID: "t", rowPath: path)
        let back = FocusCandidate(id: "back", kind: .button, frame: Rect(x: 14, y: 600, width: 40, height: 40))
        let engine = Self.engine([like, comment, back], lists: [list], focus: "like")
        #expect(engine.moveTarget(from: "like", .down) == nil)
        #expect(engine.moveTarget(from: "comment", .down) == nil)
        // In line with it, the chevron is the way down.
        let inLine = FocusCandidate(id: "back", kind: .button, frame: Rect(x: 250, y: 620, width: 40, height: 40))
        #expect(Self.engine([like, comment, inLine], lists: [list], focus: "like").moveTarget(from: "like", .down) == "back")
    }

    @Test("down from a list's only row goes to the nearest button laid over the list below it, not to the header button whose foot the row slips under")
    func floatingButtonAboveTheRowIsNoWayDown() {
        // A profile: a settings button at the top (20–80), a table filling the screen whose one
        // row (76–120) slips under the button's foot, a status card and a photo button over the table below.
        let row = FocusCandidate(id: "t[0.0]", kind: .tableRow, frame: Rect(x: 0, y: 76, width: 375, height: 44),
                                 listID: "t", rowPath: RowPath(section: 0, row: 0))
        let list = ListInfo(id: "t", kind: .table, frame: Rect(x: 0, y: 0, width: 375, height: 667), sectionRowCounts: [1],
                            visibleRows: [RowPath(section: 0, row: 0): "t[0.0]"])
        let settings = FocusCandidate(id: "settings", kind: .button, frame: Rect(x: 0, y: 20, width: 283, height: 60))
        let status = FocusCandidate(id: "status", kind: .button, frame: Rect(x: 16, y: 222.5, width: 140, height: 222))
        let photo = FocusCandidate(id: "photo", kind: .button, frame: Rect(x: 315, y: 194, width: 64, height: 64))
        let engine = Self.engine([row, settings, status, photo], lists: [list], focus: "t[0.0]")
        // The nearest below (the photo button, 74 pt down), never the settings button above.
        #expect(engine.moveTarget(from: "t[0.0]", .down) == "photo")
    }

    @Test("a play button floating near the bottom of a collection, over its third card: down goes card by card, the fourth card scrolled in, then to the button")
    func floatingButtonOverACollectionComesAfterItsLastItem() {
        // Cards of a sounds screen (the viewport 20…603); the play button floats 24 pt above its
        // bottom edge, over the third card; the fourth card lies below the fold.
        let cards: [(Double, Double)] = [(20, 219), (249, 94), (353, 238), (601, 352)]
        let viewport = Rect(x: 0, y: 20, width: 375, height: 583)
        let (items, list) = FocusFixtures.collection("c", frames: cards.map { Rect(x: 0, y: $0.0, width: 375, height: $0.1) },
                                                     listFrame: viewport, viewport: viewport)
        let play = FocusCandidate(id: "play", kind: .button, frame: Rect(x: 159.5, y: 523, width: 56, height: 56))
        let engine = Self.engine(items + [play], lists: [list], focus: "c[0.0]")
        #expect(engine.snapshot?.candidate(id: "c[0.3]")?.needsScroll == true)
        #expect(engine.moveTarget(from: "c[0.2]", .down) == "c[0.3]")
        #expect(engine.moveTarget(from: "c[0.3]", .down) == "play")
        #expect(FocusFixtures.reachesEveryCandidate(engine, from: "c[0.0]"))
    }

    @Test("right from a back button at the top never leaps to an Add button floating over a full-width collection's foot; down from the last card reaches it")
    func floatingButtonIsNoWayRightFromTheTop() {
        // A book's updates: a back button top left, full-width cards below it (the last below the
        // fold), an Add button floating over the cards' foot, 730 pt down. Nothing lies right of
        // the back button; only the list's end leads to the button.
        let (items, list) = FocusFixtures.collection("c", frames: (0..<6).map { Rect(x: 0, y: 89.5 + Double($0) * 149, width: 414, height: 139) },
                                                     listFrame: Rect(x: 0, y: 89.5, width: 414, height: 806.5),
                                                     viewport: Rect(x: 0, y: 89.5, width: 414, height: 806.5))
        let back = FocusCandidate(id: "back", kind: .button, frame: Rect(x: 0, y: 49, width: 41.5, height: 36))
        let add = FocusCandidate(id: "add", kind: .button, frame: Rect(x: 117, y: 814, width: 180, height: 40))
        let engine = Self.engine([back] + items + [add], lists: [list], focus: "back")
        #expect(engine.moveTarget(from: "c[0.5]", .down) == "add")
        #expect(engine.moveTarget(from: "back", .right) == nil)
        #expect(FocusFixtures.reachesEveryCandidate(engine, from: "back"))
        // Before, the map's repair led right from the back button to the Add button, 729 pt down.
    }

    @Test("a Details button floating over the top of a collection's second card, not on the first: down from the first card reaches it, and on from it the third")
    func floatingButtonBetweenCardsIsTheMapsMove() {
        let (items, list) = FocusFixtures.collection("c", frames: (0..<4).map { Rect(x: 107, y: 103 + Double($0) * 150, width: 200, height: 150) },
                                                     listFrame: Rect(x: 0, y: 88, width: 414, height: 725))
        let details = FocusCandidate(id: "details", kind: .button, frame: Rect(x: 32, y: 261, width: 350, height: 34))
        let engine = Self.engine(items + [details], lists: [list], focus: "c[0.0]")
        #expect(engine.moveTarget(from: "c[0.0]", .down) == "details")
        #expect(engine.moveTarget(from: "details", .down) == "c[0.2]")
        #expect(FocusFixtures.reachesEveryCandidate(engine, from: "c[0.0]"))
    }

    @Test("a grid whose items scroll sideways, a button floating over the list's other side: up from the top row does not leave for it")
    func floatingButtonOverAnotherColumnIsNoWayOut() {
        // One row of a grid, 44-pt items from x 424 on (scrolled into view from the right), and
        // a Search button floating over the list's left part, above the row.
        let viewport = Rect(x: 0, y: 100, width: 414, height: 700)
        let (items, list) = FocusFixtures.collection("g", frames: (0..<3).map { Rect(x: 424 + Double($0) * 44, y: 114, width: 44, height: 44) },
                                                     listFrame: viewport, viewport: viewport)
        let search = FocusCandidate(id: "search", kind: .button, frame: Rect(x: 300, y: 102, width: 80, height: 10))
        let engine = Self.engine(items + [search], lists: [list], focus: "g[0.2]")
        #expect(engine.snapshot?.candidate(id: "g[0.2]")?.needsScroll == true)
        #expect(engine.moveTarget(from: "g[0.2]", .up) == nil)
    }
}
