import Testing
@testable import GamepadKitCore

@Suite("Content under a bar is out of view, as on iOS: cut, scrolled or dropped")
struct BarCoverageTests {
    /// A 390×844 screen with a navigation bar (47…91) holding Cancel and Tweet, a text view laid
    /// out from y 56 under it, a button the bar covers entirely, and a tab bar (761…844).
    static func screen(extra: [ViewNode] = []) -> ViewNode {
        let navigationBar = ViewNode(id: "nav", kind: .navigationBar, frame: Rect(x: 0, y: 47, width: 390, height: 44), children: [
            ViewNode(id: "cancel", kind: .barButton, frame: Rect(x: 8, y: 0, width: 70, height: 44)),
            ViewNode(id: "tweet", kind: .barButton, frame: Rect(x: 321, y: 0, width: 61, height: 44)),
        ])
        let tabBar = ViewNode(id: "tabs", kind: .tabBar, frame: Rect(x: 0, y: 761, width: 390, height: 83), children: [
            ViewNode(id: "home", kind: .tabBarItem, frame: Rect(x: 0, y: 0, width: 195, height: 49)),
            ViewNode(id: "search", kind: .tabBarItem, frame: Rect(x: 195, y: 0, width: 195, height: 49)),
        ])
        let content = ViewNode(id: "content", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), children: [
            ViewNode(id: "text", kind: .textView, frame: Rect(x: 0, y: 56, width: 390, height: 128)),
            ViewNode(id: "hidden", kind: .button, frame: Rect(x: 120, y: 50, width: 100, height: 36)),
            ViewNode(id: "list", kind: .scroll, frame: Rect(x: 0, y: 200, width: 390, height: 644), children: [
                ViewNode(id: "first", kind: .button, frame: Rect(x: 16, y: 0, width: 358, height: 44)),
                ViewNode(id: "behindTabs", kind: .button, frame: Rect(x: 16, y: 570, width: 358, height: 44)),
            ]),
        ] + extra)
        return ViewNode(id: "window", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), children: [content, navigationBar, tabBar])
    }

    /// The ids reached from the reading order's first element by the moves the focus engine
    /// makes outside lists: the map's, with the content before the bars.
    static func reachable(_ snapshot: FocusSnapshot) -> Set<String> {
        let map = NavigationMap(candidates: snapshot.candidates)
        guard let start = ReadingOrder.first(among: snapshot.candidates) else { return [] }
        var seen: Set<String> = [start.id]
        var queue = [start]
        while let source = queue.popLast() {
            for direction in MoveDirection.allCases {
                let mapTarget = map.neighbor(of: source.id, direction).flatMap { snapshot.candidate(id: $0) }
                guard let target = ContentBeforeBars.target(from: source, direction, mapTarget: mapTarget, among: snapshot.candidates),
                      seen.insert(target.id).inserted else { continue }
                queue.append(target)
            }
        }
        return seen
    }

    @Test("a text view laid out under the navigation bar keeps the part below it, and up from it reaches the bar")
    func textViewUnderTheBar() throws {
        let snapshot = FocusScanner().scan(Self.screen(), bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        let text = try #require(snapshot.candidate(id: "text"))
        #expect(text.frame == Rect(x: 0, y: 91, width: 390, height: 93))
        #expect(snapshot.candidate(id: "hidden") == nil)
        let map = NavigationMap(candidates: snapshot.candidates)
        #expect(map.neighbor(of: "text", .up) != nil)
        #expect(["cancel", "tweet"].contains(map.neighbor(of: "text", .up) ?? ""))
        #expect(Self.reachable(snapshot) == Set(snapshot.candidates.map(\.id)))
    }

    @Test("content scrolled behind the tab bar needs a scroll, so the tabs stay reachable and rows never move sideways onto them")
    func rowBehindTheTabBar() throws {
        let snapshot = FocusScanner().scan(Self.screen(), bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        let row = try #require(snapshot.candidate(id: "behindTabs"))
        #expect(row.needsScroll)
        #expect(snapshot.candidate(id: "first")?.needsScroll == false)
        let map = NavigationMap(candidates: snapshot.candidates)
        #expect(map.neighbor(of: "behindTabs", .left) == nil)
        #expect(map.neighbor(of: "behindTabs", .right) == nil)
        #expect(Self.reachable(snapshot) == Set(snapshot.candidates.map(\.id)))
        #expect(map.neighbor(of: "home", .up) != nil)
    }

    @Test("a field laid out under the status bar, above the navigation bar, goes down to the bar, which lies between it and the content")
    func fieldAboveTheNavigationBar() throws {
        let field = ViewNode(id: "superview", kind: .textField, frame: Rect(x: 200, y: 10, width: 150, height: 30))
        let snapshot = FocusScanner().scan(Self.screen(extra: [field]), bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        let source = try #require(snapshot.candidate(id: "superview"))
        let map = NavigationMap(candidates: snapshot.candidates)
        let mapTarget = map.neighbor(of: "superview", .down).flatMap { snapshot.candidate(id: $0) }
        #expect(mapTarget?.id == "tweet")
        #expect(ContentBeforeBars.target(from: source, .down, mapTarget: mapTarget, among: snapshot.candidates)?.id == "tweet")
        // Up from the content below the bar still reaches the bar, not the field above it.
        let text = try #require(snapshot.candidate(id: "text"))
        let up = map.neighbor(of: "text", .up).flatMap { snapshot.candidate(id: $0) }
        #expect(ContentBeforeBars.target(from: text, .up, mapTarget: up, among: snapshot.candidates)?.isInBar == true)
        #expect(Self.reachable(snapshot) == Set(snapshot.candidates.map(\.id)))
    }

    /// A sign-up screen: Close at the navigation bar's leading end, Copy a lone button at the
    /// trailing edge, Plan a button near the bottom (`planX`, `planWidth`), with `extra` stops.
    static func signUp(planX: Double = 20, planWidth: Double = 60, extra: [FocusCandidate] = []) -> FocusSnapshot {
        let candidates = [
            FocusCandidate(id: "close", kind: .barButton, frame: Rect(x: 8, y: 48, width: 61, height: 44), barID: "nav"),
            FocusCandidate(id: "copy", kind: .button, frame: Rect(x: 372, y: 369, width: 25, height: 34)),
            FocusCandidate(id: "plan", kind: .button, frame: Rect(x: planX, y: 782, width: planWidth, height: 50)),
        ] + extra
        return FocusSnapshot(bounds: Rect(x: 0, y: 0, width: 414, height: 896), candidates: candidates)
    }

    @Test("a sign-up screen whose only bar item, Close, lies above a lone button to the side: up from the wide button below reaches Close, which the button would leave out of reach")
    func barItemAboveALoneButtonStaysReachable() {
        var engine = FocusFixtures.awakeEngine(on: Self.signUp(planX: 67, planWidth: 280))
        _ = engine.focus(id: "plan")
        // Up from Copy goes nowhere (Close lies more than 45° off, 300 pt to the side), so up
        // from Plan does not stop at Copy first: it reaches Close, the only way to it.
        #expect(engine.moveTarget(from: "copy", .up) == nil)
        #expect(engine.moveTarget(from: "plan", .up) == "close")
        _ = engine.handle(.move(.up))
        #expect(engine.focusedID == "close")
        #expect(engine.moveTarget(from: "close", .right) == "copy")
        #expect(engine.moveTarget(from: "copy", .down) == "plan")
    }

    @Test("wrapping around, the lone button's up goes to the far end of its column: no way on towards the bar, so up from the button below Close still reaches Close")
    func wrapAroundIsNoWayOn() {
        let snapshot = Self.signUp(extra: [FocusCandidate(id: "help", kind: .button, frame: Rect(x: 360, y: 700, width: 50, height: 30))])
        let wrapping = FocusFixtures.awakeEngine(on: snapshot, settings: FocusSettings(wrapsAround: true))
        #expect(wrapping.map.neighbor(of: "copy", .up) == "help")
        #expect(wrapping.moveTarget(from: "plan", .up) == "close")
    }

    @Test("content that the move goes on from still comes before the bar: up from a button below Close stops first at the button under Done")
    func contentWithAWayOnComesFirst() {
        let done = FocusCandidate(id: "done", kind: .barButton, frame: Rect(x: 340, y: 48, width: 66, height: 44), barID: "nav")
        let engine = FocusFixtures.awakeEngine(on: Self.signUp(extra: [done]))
        #expect(engine.map.neighbor(of: "plan", .up) == "close")
        #expect(engine.moveTarget(from: "plan", .up) == "copy")
        #expect(engine.moveTarget(from: "copy", .up) == "done")
    }

    @Test("two lone buttons to the side, one above the other, under Close: up from the wide button below still reaches Close")
    func twoLoneButtonsDoNotHideTheBar() {
        let share = FocusCandidate(id: "share", kind: .button, frame: Rect(x: 372, y: 300, width: 25, height: 34))
        let engine = FocusFixtures.awakeEngine(on: Self.signUp(extra: [share]))
        #expect(engine.map.neighbor(of: "copy", .up) == "share")
        #expect(engine.moveTarget(from: "share", .up) == nil)
        #expect(engine.moveTarget(from: "plan", .up) == "close")
    }

    /// A FAQ page over a tab bar: a scroll view (0…813) of text whose only buttons, Email and
    /// Call, lie below the fold (content y 1,249 and 1,289), and two tab items (813…862).
    static func faqPage() -> FocusSnapshot {
        let scroll = ViewNode(id: "faq", kind: .scroll, frame: Rect(x: 0, y: 0, width: 414, height: 813), children: [
            ViewNode(id: "answers", kind: .label, frame: Rect(x: 30, y: 30, width: 354, height: 1_200)),
            ViewNode(id: "email", kind: .button, frame: Rect(x: 30, y: 1_249, width: 50, height: 30)),
            ViewNode(id: "call", kind: .button, frame: Rect(x: 30, y: 1_289, width: 50, height: 50)),
        ])
        let tabBar = ViewNode(id: "tabs", kind: .tabBar, frame: Rect(x: 0, y: 813, width: 414, height: 83), children: [
            ViewNode(id: "home", kind: .tabBarItem, frame: Rect(x: 0, y: 0, width: 207, height: 49)),
            ViewNode(id: "info", kind: .tabBarItem, frame: Rect(x: 207, y: 0, width: 207, height: 49)),
        ])
        let window = ViewNode(id: "window", kind: .view, frame: Rect(x: 0, y: 0, width: 414, height: 896), children: [scroll, tabBar])
        return FocusScanner().scan(window, bounds: Rect(x: 0, y: 0, width: 414, height: 896))
    }

    @Test("a page whose only buttons lie below the fold, over a tab bar: up from the tab bar enters it at the button nearest the bar, and up from its first button goes nowhere (the bar is below it once shown)")
    func buttonsBelowTheFoldAboveTheTabBar() throws {
        let snapshot = Self.faqPage()
        #expect(try #require(snapshot.candidate(id: "email")).needsScroll)
        var engine = FocusFixtures.awakeEngine(on: snapshot)
        #expect(engine.moveTarget(from: "home", .up) == "call")
        #expect(engine.moveTarget(from: "call", .up) == "email")
        #expect(engine.moveTarget(from: "email", .up) == nil)
        #expect(engine.moveTarget(from: "call", .down) == "home")
        #expect(engine.moveTarget(from: "home", .down) == nil)
        _ = engine.focus(id: "home")
        _ = engine.handle(.move(.up))
        #expect(engine.focusedID == "call")
        #expect(FocusFixtures.reachesEveryCandidate(engine, from: "home"))
    }

    /// A 320×480 screen whose table (0…480) runs on under a toolbar drawn over its bottom
    /// (436…480, a sibling after it), with rows down to 675: the last rows lie below the fold.
    static func tableUnderAToolbar() -> FocusSnapshot {
        let rows = [(0.0, 220.0), (220, 90), (310, 134), (444, 152), (596, 79)].enumerated().map { index, row in
            ViewNode(id: "row\(index)", kind: .tableRow, frame: Rect(x: 0, y: row.0, width: 320, height: row.1),
                     rowPath: RowPath(section: 0, row: index))
        }
        let table = ViewNode(id: "table", kind: .table, frame: Rect(x: 0, y: 0, width: 320, height: 480), children: rows,
                             sectionRowCounts: [5])
        let toolbar = ViewNode(id: "toolbar", kind: .toolbar, frame: Rect(x: 0, y: 436, width: 320, height: 44), children: [
            ViewNode(id: "join", kind: .barButton, frame: Rect(x: 8, y: 0, width: 61, height: 44)),
            ViewNode(id: "share", kind: .barButton, frame: Rect(x: 233, y: 0, width: 44, height: 44)),
        ])
        let view = ViewNode(id: "view", kind: .view, frame: Rect(x: 0, y: 0, width: 320, height: 480), children: [table, toolbar])
        return FocusScanner().scan(view, bounds: Rect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("a table that runs on under a toolbar: its last row, below the fold, shows above the toolbar, and down from it reaches the toolbar")
    func lastRowBelowTheFoldOverAToolbar() throws {
        let snapshot = Self.tableUnderAToolbar()
        let last = try #require(snapshot.candidates.first { $0.rowPath == RowPath(section: 0, row: 4) })
        #expect(last.needsScroll)
        #expect(last.revealedFrame.maxY <= 436, "shown above the toolbar, not behind it")
        let engine = FocusFixtures.awakeEngine(on: snapshot)
        let down = try #require(engine.moveTarget(from: last.id, .down))
        #expect(["join", "share"].contains(down))
        #expect(FocusFixtures.reachesEveryCandidate(engine, from: try #require(snapshot.candidates.first?.id)))
    }

    /// A 320×480 screen: a table (64…431) of two tall rows and, in a cell below the fold (content
    /// y 783), a table of its own with one row; a tab bar (431…480) below it.
    static func tableInACellBelowTheFold() -> FocusSnapshot {
        let inner = ViewNode(id: "inner", kind: .table, frame: Rect(x: 0, y: 0, width: 320, height: 50), children: [
            ViewNode(id: "innerRow", kind: .tableRow, frame: Rect(x: 0, y: 0, width: 320, height: 50), rowPath: RowPath(section: 0, row: 0)),
        ], sectionRowCounts: [1])
        let outer = ViewNode(id: "outer", kind: .table, frame: Rect(x: 0, y: 64, width: 320, height: 367), children: [
            ViewNode(id: "tall0", kind: .tableRow, frame: Rect(x: 0, y: 0, width: 320, height: 360), rowPath: RowPath(section: 0, row: 0)),
            ViewNode(id: "tall1", kind: .tableRow, frame: Rect(x: 0, y: 360, width: 320, height: 359), rowPath: RowPath(section: 0, row: 1)),
            ViewNode(id: "holder", kind: .tableRow, frame: Rect(x: 0, y: 719, width: 320, height: 50), children: [inner],
                     rowPath: RowPath(section: 0, row: 2)),
        ], sectionRowCounts: [3])
        let tabBar = ViewNode(id: "tabs", kind: .tabBar, frame: Rect(x: 0, y: 431, width: 320, height: 49), children: [
            ViewNode(id: "nearby", kind: .tabBarItem, frame: Rect(x: 0, y: 0, width: 160, height: 49)),
            ViewNode(id: "me", kind: .tabBarItem, frame: Rect(x: 160, y: 0, width: 160, height: 49)),
        ])
        let window = ViewNode(id: "window", kind: .view, frame: Rect(x: 0, y: 0, width: 320, height: 480), children: [outer, tabBar])
        return FocusScanner().scan(window, bounds: Rect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("a table in a cell below the fold: its row shows where the outer table's scroll brings it, and down from it reaches the tab bar, which is otherwise never reached")
    func tableInACellBelowTheFoldReachesTheTabBar() throws {
        let snapshot = Self.tableInACellBelowTheFold()
        let row = try #require(snapshot.candidates.first { $0.listID == "inner" })
        #expect(row.needsScroll)
        let revealed = row.revealedFrame
        #expect(revealed.minY >= 64 && revealed.maxY <= 431, "inside the outer table's viewport: \(revealed)")
        let engine = FocusFixtures.awakeEngine(on: snapshot)
        let down = try #require(engine.moveTarget(from: row.id, .down))
        #expect(["nearby", "me"].contains(down))
        #expect(FocusFixtures.reachesEveryCandidate(engine, from: try #require(snapshot.candidates.first?.id)))
    }

    @Test("a toolbar laid out in a form's scrolling content scrolls with it: it cuts no viewport, and a field above the fold is revealed at the top of the scroll view")
    func toolbarInsideScrollContentCutsNoViewport() throws {
        let form = ViewNode(id: "form", kind: .scroll, frame: Rect(x: 0, y: 0, width: 320, height: 480), children: [
            ViewNode(id: "name", kind: .textField, frame: Rect(x: 20, y: 0, width: 280, height: 40)),
            ViewNode(id: "save", kind: .button, frame: Rect(x: 20, y: 600, width: 280, height: 44)),
            ViewNode(id: "formatting", kind: .toolbar, frame: Rect(x: 0, y: 350, width: 320, height: 44), children: [
                ViewNode(id: "bold", kind: .barButton, frame: Rect(x: 8, y: 0, width: 44, height: 44)),
            ]),
        ], contentOffset: LayoutPoint(x: 0, y: 300), contentSize: LayoutSize(width: 320, height: 1_000))
        let snapshot = FocusScanner().scan(form, bounds: Rect(x: 0, y: 0, width: 320, height: 480))
        let name = try #require(snapshot.candidate(id: "name"))
        #expect(name.needsScroll)
        #expect(name.scrollViewport == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(name.revealedFrame == Rect(x: 20, y: 0, width: 280, height: 40))
    }
}
