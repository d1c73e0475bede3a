import Testing
@testable import GamepadKitCore

/// `FocusEngine.moveTarget` answers a move from an element outside lists from the map, without a
/// trial copy of the engine, and `ReadingOrder.first` finds the first element without looking
/// for every container when the first one holds nothing. Both must give what the full rules
/// give, on screens with bars, a table, overlapping and stacked elements and backdrops.
@Suite("Move targets and the first element, answered the short way")
struct MoveTargetShortcutTests {
    /// A small deterministic generator (SplitMix64), so that every run checks the same screens.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ limit: Int) -> Int { Int(next() % UInt64(limit)) }
    }

    /// A screen of `count` elements: buttons spread and overlapping, some stacked on one frame,
    /// now and then a backdrop that holds others, bar items at the top and the bottom, content
    /// below the fold, and a repeated id.
    static func screen(seed: UInt64, count: Int) -> [FocusCandidate] {
        var random = Generator(state: seed)
        var candidates: [FocusCandidate] = []
        for index in 0..<count {
            let x = Double(random.below(30) * 10), y = Double(random.below(80) * 10)
            var candidate = FocusCandidate(id: "e\(index)", kind: .button, frame: Rect(x: x, y: y, width: 40 + Double(random.below(8)) * 10, height: 44))
            switch random.below(12) {
            case 0: candidate.frame = Rect(x: 0, y: 0, width: 400, height: 800)
            case 1: candidate.barID = "toolbar"; candidate.frame = Rect(x: Double(random.below(4)) * 100, y: 760, width: 80, height: 40)
            case 2: candidate.barID = "navigation"; candidate.frame = Rect(x: Double(random.below(4)) * 100, y: 0, width: 80, height: 40)
            case 3: candidate.needsScroll = true; candidate.scrollContainerID = "scroll"; candidate.frame.origin.y += 800
            case 4 where index > 0: candidate.frame = candidates[random.below(index)].frame
            case 5 where index > 0: candidate.id = candidates[random.below(index)].id
            default: break
            }
            candidates.append(candidate)
        }
        return candidates
    }

    /// The first element by the full rule: containers found among all pairs, then the smallest
    /// (container, group, top, left), the earliest on a tie.
    static func firstByFullRule(_ candidates: [FocusCandidate], rightToLeft: Bool) -> String? {
        let boxes = candidates.map { NavigationBox($0.frame) }
        func holdsOther(_ i: Int) -> Bool {
            guard let outer = boxes[i] else { return false }
            return boxes.indices.contains { j in j != i && boxes[j].map { ContainingElements.contains(outer, $0) } == true }
        }
        func key(_ i: Int) -> (Int, Int, Double, Double) {
            let candidate = candidates[i]
            let group = candidate.needsScroll ? 2 : candidate.isInBar ? 1 : 0
            return (holdsOther(i) ? 1 : 0, group, candidate.frame.minY, rightToLeft ? -candidate.frame.maxX : candidate.frame.minX)
        }
        var best: Int?
        for index in candidates.indices {
            guard let current = best else { best = index; continue }
            if key(index) < key(current) { best = index }
        }
        return best.map { candidates[$0].id }
    }

    @Test("the first element in reading order is the one the full rule picks, backdrops and stacks included")
    func firstElementMatchesFullRule() {
        for seed in 1...300 as ClosedRange<UInt64> {
            let candidates = Self.screen(seed: seed, count: 1 + Int(seed % 25))
            for rightToLeft in [false, true] {
                #expect(ReadingOrder.first(among: candidates, rightToLeft: rightToLeft)?.id
                        == Self.firstByFullRule(candidates, rightToLeft: rightToLeft), "seed \(seed)")
            }
        }
        // Only backdrops: every candidate holds another, and the full rule decides.
        let nested = [
            FocusCandidate(id: "outer", kind: .button, frame: Rect(x: 0, y: 0, width: 400, height: 800)),
            FocusCandidate(id: "inner", kind: .button, frame: Rect(x: 10, y: 10, width: 300, height: 600)),
            FocusCandidate(id: "core", kind: .button, frame: Rect(x: 20, y: 20, width: 100, height: 100)),
        ]
        #expect(ReadingOrder.first(among: nested)?.id == "core")
        let withNaN = nested + [FocusCandidate(id: "nan", kind: .button, frame: Rect(x: .nan, y: .nan, width: 10, height: 10))]
        #expect(ReadingOrder.first(among: withNaN)?.id == Self.firstByFullRule(withNaN, rightToLeft: false))
    }

    @Test("a move target asked by candidate index is the one asked by id, repeated ids, bars, content out of view and a table included")
    func moveTargetByIndexMatchesByID() {
        for seed in 1...60 as ClosedRange<UInt64> {
            var candidates = Self.screen(seed: seed, count: 12 + Int(seed % 20))
            // Every other seed without repeated ids, so that both the map's short way and the
            // way by id are taken.
            if seed % 2 == 0 {
                for index in candidates.indices { candidates[index].id = "u\(index)" }
            }
            let table = FocusFixtures.table("table", sections: [6], visible: (0..<4).map { RowPath(section: 0, row: $0) }, top: 300)
            candidates += table.rows
            let engine = FocusFixtures.awakeEngine(on: FocusFixtures.snapshot(candidates, lists: [table.list]))
            let firstIndex = Dictionary(candidates.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
            for index in candidates.indices {
                for direction in MoveDirection.allCases {
                    let byID = engine.moveTarget(from: candidates[index].id, direction)
                    // A row of the table below its loaded cells is no candidate: it keeps its id.
                    let expected = byID.map { id in firstIndex[id].map(MoveLanding.candidate) ?? .other(id) }
                    #expect(engine.moveTarget(fromCandidateAt: index, direction) == expected,
                            "seed \(seed), \(direction.rawValue) from \(candidates[index].id) at \(index)")
                }
            }
            #expect(engine.moveTarget(fromCandidateAt: candidates.count, .down) == nil)
            #expect(engine.moveTarget(fromCandidateAt: -1, .up) == nil)
        }
    }

    @Test("every move target is where a real press from that element lands, outside lists and through a table")
    func moveTargetMatchesPress() {
        for seed in 1...60 as ClosedRange<UInt64> {
            var candidates = Self.screen(seed: seed, count: 12 + Int(seed % 20))
            let table = FocusFixtures.table("table", sections: [6], visible: (0..<4).map { RowPath(section: 0, row: $0) }, top: 300)
            candidates += table.rows
            let snapshot = FocusFixtures.snapshot(candidates, lists: [table.list])
            let engine = FocusFixtures.awakeEngine(on: snapshot)
            for candidate in candidates {
                for direction in MoveDirection.allCases {
                    var pressed = engine
                    _ = pressed.focus(id: candidate.id)
                    let source = pressed.focusedID
                    _ = pressed.handle(GamepadAction.move(direction))
                    let landed = pressed.focusedID == source ? nil : pressed.focusedID
                    #expect(engine.moveTarget(from: candidate.id, direction) == landed,
                            "seed \(seed), \(direction.rawValue) from \(candidate.id)")
                }
            }
        }
    }
}
