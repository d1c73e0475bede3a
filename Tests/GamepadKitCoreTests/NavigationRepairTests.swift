import Testing
@testable import GamepadKitCore

@Suite("Navigation reachability repair")
struct NavigationRepairTests {
    typealias F = NavigationFixture

    /// Three buttons in a row, with hand-made edges.
    private func row() -> RankedLayout {
        RankedLayout([F.button("a", 0, 0, 80, 44), F.button("b", 100, 0, 80, 44), F.button("c", 200, 0, 80, 44)])
    }

    private func edges(_ list: [(Int, MoveDirection, Int)], count: Int) -> [Int32] {
        var successors = [Int32](repeating: -1, count: 4 * count)
        for (source, direction, target) in list { successors[source * 4 + direction.slot] = Int32(target) }
        return successors
    }

    @Test("an element nothing leads to is reached by filling an empty edge that points its way")
    func fillsEmptyEdge() {
        let layout = row()
        // a ⇄ b, c → b; nothing enters c, and b's right edge is empty.
        var successors = edges([(0, .right, 1), (1, .left, 0), (2, .left, 1)], count: 3)
        let result = ReachabilityRepair.repair(&successors, locked: [Bool](repeating: false, count: 12), layout: layout)
        #expect(result.connected)
        #expect(result.changes.count == 1)
        #expect(successors[1 * 4 + MoveDirection.right.slot] == 2)
    }

    @Test("dead ends below a row each get their way back up to the element above them")
    func deadEndsJoinTogether() {
        let layout = RankedLayout([
            F.button("a", 0, 0, 80, 44), F.button("b", 100, 0, 80, 44),
            F.button("underA", 0, 100, 80, 44), F.button("underB", 100, 100, 80, 44),
        ])
        // a ⇄ b, a ↓ underA, b ↓ underB; nothing leads back up, and nothing enters the row.
        var successors = edges([(0, .right, 1), (1, .left, 0), (0, .down, 2), (1, .down, 3)], count: 4)
        let result = ReachabilityRepair.repair(&successors, locked: [Bool](repeating: false, count: 16), layout: layout)
        #expect(result.connected)
        #expect(result.changes.count == 2)
        #expect(successors[2 * 4 + MoveDirection.up.slot] == 0)
        #expect(successors[3 * 4 + MoveDirection.up.slot] == 1)
    }

    @Test("when no empty edge points at the unreached element, an edge whose target keeps another way in is re-pointed")
    func repointsEdge() {
        let layout = row()
        // a → c and c → a skip b; b → a and b → c; nothing enters b and no empty edge points at it.
        var successors = edges([(0, .right, 2), (2, .left, 0), (1, .left, 0), (1, .right, 2)], count: 3)
        let result = ReachabilityRepair.repair(&successors, locked: [Bool](repeating: false, count: 12), layout: layout)
        #expect(result.connected)
        #expect(result.changes.count == 1)
        // a's right edge (first in reading order) now goes to b; c keeps b's edge as its way in.
        #expect(successors[0 * 4 + MoveDirection.right.slot] == 1)
        #expect(StronglyConnectedComponents(successors: successors, nodeCount: 3).count == 1)
    }

    @Test("override edges are never re-pointed, even when that leaves an element unreachable")
    func overridesStay() {
        let layout = row()
        var successors = edges([(0, .right, 2), (2, .left, 0), (1, .left, 0), (1, .right, 2)], count: 3)
        var locked = [Bool](repeating: false, count: 12)
        locked[0 * 4 + MoveDirection.right.slot] = true
        locked[2 * 4 + MoveDirection.left.slot] = true
        let result = ReachabilityRepair.repair(&successors, locked: locked, layout: layout)
        #expect(!result.connected)
        #expect(result.changes.isEmpty)
    }

    @Test("elements stacked on one another cannot all be reached and the map says so")
    func stackedElements() {
        let map = NavigationMap(candidates: [F.button("under", 0, 0, 100, 100), F.button("over", 10, 10, 80, 80)])
        #expect(map.neighbors(of: "under").isEmpty)
        #expect(!map.isStronglyConnected)
    }

    @Test("a full-screen page behind its close button, or a field around its Scan button, reached from nothing else: the inner stop's empty edge towards the holder's centre enters it")
    func holderEnteredFromWhatItHolds() {
        // A paging collection's item fills the screen; a close button floats over its top-left.
        var page = F.button("page", 0, 20, 375, 669)
        page.kind = .collectionItem
        let close = F.button("close", 4, 28, 48, 48)
        let map = NavigationMap(candidates: [page, close])
        #expect(map.isStronglyConnected)
        // Right: 135.5 pt from the button's right edge to the page's centre, 302.5 across;
        // down would be 278.5 along and 159.5 across, which the along weight makes farther.
        #expect(map.neighbor(of: "close", .right) == "page")
        #expect(map.repairs.map(\.target) == ["page"])
        #expect(map.neighbor(of: "page", .up) == "close")
        // A page whose centre the button covers is entered from no side: nothing lies that way.
        var small = page
        small.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let covering = NavigationMap(candidates: [small, F.button("close", 10, 10, 80, 80)])
        #expect(!covering.isStronglyConnected)
        // A full-screen button (a popup's dismiss backdrop) is not entered: B does its work.
        #expect(!NavigationMap(candidates: [F.button("page", 0, 20, 375, 669), close]).isStronglyConnected)
        // A key field with a Scan button inside its right end: left from the button enters it.
        var field = F.button("key", 16, 183, 288, 32)
        field.kind = .textField
        let scan = NavigationMap(candidates: [field, F.button("scan", 196, 184, 100, 30)])
        #expect(scan.isStronglyConnected)
        #expect(scan.neighbor(of: "scan", .left) == "key")
    }

    @Test("a tall row whose top a field laid over the list's foot covers is entered down from the field, below which a finger taps it; a row the field covers whole is not")
    func rowPartlyUnderAFieldEnteredFromIt() {
        // A route's header button, its first row (365 pt, running off the 667 pt screen) and a
        // field pinned over the foot of the list, covering the row's top 11 pt.
        let more = F.button("more", 293, 215, 78, 78)
        var row = F.button("start", 0, 598, 375, 365)
        row.kind = .tableRow
        var field = F.button("name", 17, 560, 337, 49)
        field.kind = .textField
        let map = NavigationMap(candidates: [more, row, field])
        #expect(map.isStronglyConnected)
        #expect(map.neighbor(of: "name", .down) == "start")
        #expect(map.repairs.map(\.target) == ["start"])
        // A row the field covers whole shows nothing beside it: no move enters it.
        row.frame = Rect(x: 20, y: 565, width: 330, height: 40)
        #expect(!NavigationMap(candidates: [more, row, field]).isStronglyConnected)
    }

    @Test("three buttons in a popup's row, the middle one laid over the left end of the last: right from the middle one enters the last, 48 pt of which show beside it")
    func buttonPartlyUnderItsNeighbourEnteredFromIt() {
        let first = F.button("first", 66.5, 388.5, 116, 40)
        let middle = F.button("middle", 182.5, 388.5, 77.5, 40)
        let last = F.button("last", 192.5, 388.5, 116, 40)
        let options = NavigationOptions(stopArea: Rect(x: 0, y: 0, width: 375, height: 667))
        let map = NavigationMap(candidates: [last, middle, first], options: options)
        #expect(map.isStronglyConnected)
        #expect(map.neighbor(of: "middle", .right) == "last")
        // Covered but for 20 pt, less than a finger's target, it stays unreached.
        let covered = F.button("last", 192.5, 388.5, 87.5, 40)
        #expect(!NavigationMap(candidates: [covered, middle, first], options: options).isStronglyConnected)
    }

    @Test("a card row with a filter button over its top and a button over its foot, each the other's only neighbour: up from the foot button enters the card, whose middle a finger taps; a dialog's plain button keeps its fields' moves")
    func holderEnteredByARepointWhenNoEdgeIsEmpty() {
        var card = F.button("card", 0, 21, 375, 358)
        card.kind = .tableRow
        let filter = F.button("filter", 0, 35, 375, 44)
        let like = F.button("like", 47.5, 301.5, 280, 64)
        let map = NavigationMap(candidates: [card, filter, like])
        #expect(map.isStronglyConnected)
        #expect(map.neighbor(of: "like", .up) == "card")
        #expect(map.neighbor(of: "filter", .down) == "like")
        #expect(map.repairs.map(\.previous) == ["filter"])
        // A dialog's plain button behind its account and password fields and its Log In button:
        // down from the account field stays the password field, and the dialog is left unreached.
        let dialog = F.button("dialog", 40, 243, 295, 180)
        var account = F.button("account", 104, 291.5, 208, 30)
        account.kind = .textField
        var password = F.button("password", 104, 332.5, 208, 30)
        password.kind = .textField
        let login = NavigationMap(candidates: [dialog, account, password, F.button("login", 157.5, 382.5, 60, 30)])
        #expect(!login.isStronglyConnected)
        #expect(login.neighbor(of: "account", .down) == "password")
    }

    @Test("a card button under a row of tags drawn over its top is entered down from the tags; a button covering half the screen or more stays a backdrop")
    func cardButtonEnteredFromItsTags() {
        // A club card (a plain button, 414 x 132) with twelve 27 x 18 tags over its top, on a
        // 414 x 896 screen: nothing else on screen leads to the card.
        let card = F.button("card", 0, 76, 414, 132)
        let tags = (0..<12).map { F.button("tag\($0)", 24 + Double($0) * 32, 90, 27, 18) }
        let screen = Rect(x: 0, y: 0, width: 414, height: 896)
        let map = NavigationMap(candidates: [card] + tags, options: NavigationOptions(stopArea: screen))
        #expect(map.isStronglyConnected)
        #expect(map.repairs.map(\.target) == ["card"])
        #expect(map.repairs.map(\.direction) == [.down])
        // Without the screen's bounds, or for a button covering half of it, nothing enters it.
        #expect(!NavigationMap(candidates: [card] + tags).isStronglyConnected)
        var backdrop = card
        backdrop.frame = Rect(x: 0, y: 64, width: 414, height: 448)
        #expect(!NavigationMap(candidates: [backdrop] + tags, options: NavigationOptions(stopArea: screen)).isStronglyConnected)
    }

    @Test("a pair of buttons nothing leads to, reached by a re-point from the search bar above rather than a fill that jumps 122 pt to the side")
    func farFillComesAfterARepoint() {
        // A lesson screen: a search bar, two button columns (1bx/cVs above, their copies below),
        // and a pair (NAx, 7tb) lower right that no move of the policy reaches.
        let candidates = [
            F.button("search", 0, 116, 320, 51), F.button("1bx", 137.5, 318, 50, 45), F.button("cVs", 197.5, 329, 25, 25),
            F.button("NAx", 270, 476, 45, 40), F.button("7tb", 325, 481, 25, 25),
            F.button("1bx#1", 137.5, 677, 50, 45), F.button("cVs#1", 197.5, 688, 25, 25),
        ]
        let map = NavigationMap(candidates: candidates)
        #expect(map.isStronglyConnected)
        // Right from cVs would be the only empty edge towards the pair: 47 pt along, 122 pt to
        // the side. The search bar's down (in the beam) is re-pointed instead: 1bx keeps its
        // ways in from cVs and from below.
        #expect(map.neighbor(of: "cVs", .right) == nil)
        #expect(map.repairs.map { "\($0.from) \($0.direction) \($0.target)" } == ["search down NAx"])
        #expect(map.isRepair(from: "search", .down, to: "NAx"))
        #expect(!map.isRepair(from: "search", .down, to: "1bx") && !map.isRepair(from: "cVs", .down, to: "cVs#1"))
        let frames = Dictionary(uniqueKeysWithValues: candidates.map { ($0.id, $0.frame) })
        for repair in map.repairs {
            guard let from = frames[repair.from], let to = frames[repair.target] else { continue }
            #expect(!SidewaysJump.isJump(from: from, to: to, repair.direction))
        }
    }

    @Test("in a collection, the item the repair leads to from the search bar is where down from the bar lands, not the item nearest it")
    func repairIntoAListLandsOnItsTarget() {
        // The same screen, its buttons the items of a collection under the search bar.
        let frames: [(String, Rect)] = [
            ("1bx", Rect(x: 137.5, y: 318, width: 50, height: 45)), ("cVs", Rect(x: 197.5, y: 329, width: 25, height: 25)),
            ("NAx", Rect(x: 270, y: 476, width: 45, height: 40)), ("7tb", Rect(x: 325, y: 481, width: 25, height: 25)),
            ("1bx#1", Rect(x: 137.5, y: 677, width: 50, height: 45)), ("cVs#1", Rect(x: 197.5, y: 688, width: 25, height: 25)),
        ]
        var candidates = [FocusCandidate(id: "search", kind: .searchBar, frame: Rect(x: 0, y: 116, width: 320, height: 51))]
        var visibleRows: [RowPath: String] = [:]
        for (item, (id, frame)) in frames.enumerated() {
            let path = RowPath(section: 0, row: item)
            candidates.append(FocusCandidate(id: id, kind: .collectionItem, frame: frame, listID: "c", rowPath: path, scrollContainerID: "c"))
            visibleRows[path] = id
        }
        let list = ListInfo(id: "c", kind: .collection, frame: Rect(x: 0, y: 167, width: 320, height: 401), sectionRowCounts: [6],
                            visibleRows: visibleRows)
        let engine = FocusFixtures.awakeEngine(on: FocusSnapshot(bounds: Rect(x: 0, y: 0, width: 320, height: 568),
                                                                 candidates: candidates, lists: [list]))
        #expect(engine.map.repairs.map { "\($0.from) \($0.direction) \($0.target)" } == ["search down NAx"])
        #expect(engine.moveTarget(from: "search", .down) == "NAx")
        #expect(FocusFixtures.reachesEveryCandidate(engine, from: "search"))
    }

    @Test("the map reports the edges its repair changed, each going the pressed way, on scattered and overlapping layouts")
    func mapReportsRepairs() {
        var checked = 0
        for seed in UInt64(0)..<400 {
            // Scattered boxes rarely need a repair; boxes that overlap often do.
            let scattered = seed % 2 == 0
            let candidates = scattered
                ? SyntheticLayout.scatteredBoxes(count: 20 + Int(seed % 40), seed: seed &+ 77)
                : SyntheticLayout.overlappingBoxes(count: 10 + Int(seed % 40), seed: seed)
            let map = NavigationMap(candidates: candidates)
            let frames = Dictionary(uniqueKeysWithValues: candidates.map { ($0.id, $0.frame) })
            // From an element that holds others, the pressed way is measured from its centre.
            let origins = F.moveOrigins(candidates)
            for repair in map.repairs {
                checked += 1
                #expect(map.neighbor(of: repair.from, repair.direction) == repair.target || map.repairs.contains {
                    $0.from == repair.from && $0.direction == repair.direction && $0.previous == repair.target
                })
                if let from = origins[repair.from], let to = frames[repair.target] {
                    #expect(F.lies(to, in: repair.direction, from: from))
                }
            }
            if scattered { #expect(map.isStronglyConnected, "seed \(seed)") }
        }
        // The random layouts do need repairs now and then; otherwise this test checks nothing.
        #expect(checked > 0)
    }

    @Test("components are found in a graph deeper than any call stack would allow")
    func deepGraph() {
        let n = 50_000
        var successors = [Int32](repeating: -1, count: 4 * n)
        for i in 0..<n { successors[i * 4 + MoveDirection.down.slot] = Int32((i + 1) % n) }
        #expect(StronglyConnectedComponents(successors: successors, nodeCount: n).count == 1)
        successors[(n - 1) * 4 + MoveDirection.down.slot] = -1
        #expect(StronglyConnectedComponents(successors: successors, nodeCount: n).count == n)
    }
}
