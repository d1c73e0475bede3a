import Testing
@testable import GamepadKitCore

/// A compass keypad: N above, W and E beside each other below it, S below them, 5 pt apart —
/// W and E each lie within 45° of "down" from N and entirely closer than S.
@Suite("A compass keypad moves as a person expects")
struct CompassKeypadTests {
    typealias F = NavigationFixture

    static let keypad = [
        F.button("title", 20, 100, 335, 44),
        F.button("N", 160, 300, 55, 55),
        F.button("W", 100, 360, 55, 55),
        F.button("E", 220, 360, 55, 55),
        F.button("S", 160, 420, 55, 55),
        F.button("go", 20, 560, 335, 44),
    ]

    @Test("down from N goes straight to S and up from S to N, in the map, the all-pairs reference and the single query")
    func straightThroughTheMiddle() {
        let map = NavigationMap(candidates: Self.keypad)
        let reference = NavigationMap.allPairsReference(candidates: Self.keypad)
        for built in [map, reference] {
            #expect(built.neighbor(of: "N", .down) == "S")
            #expect(built.neighbor(of: "S", .up) == "N")
        }
        #expect(NavigationFixture.differences(map, reference).isEmpty)
        let n = Self.keypad[1].frame, s = Self.keypad[4].frame
        #expect(SpatialSearch.target(from: n, direction: .down, among: Self.keypad, excluding: "N")?.id == "S")
        #expect(SpatialSearch.target(from: s, direction: .up, among: Self.keypad, excluding: "S")?.id == "N")
    }

    @Test("W and E go to each other sideways and to N and S up and down; N and S reach the page above and below")
    func sidesAndEnds() {
        let map = NavigationMap(candidates: Self.keypad)
        #expect(map.neighbor(of: "W", .right) == "E")
        #expect(map.neighbor(of: "E", .left) == "W")
        #expect(map.neighbor(of: "W", .up) == "N")
        #expect(map.neighbor(of: "E", .down) == "S")
        #expect(map.neighbor(of: "N", .up) == "title")
        #expect(map.neighbor(of: "S", .down) == "go")
    }

    @Test("with a closer element on one side only, down still goes to it (the column's neighbour is far)")
    func oneSideStillWins() {
        let buttons = [
            F.button("source", 20, 100, 100, 44),
            F.button("farBelow", 20, 400, 100, 44),
            F.button("closeAside", 126, 160, 100, 44),
        ]
        #expect(NavigationMap(candidates: buttons).neighbor(of: "source", .down) == "closeAside")
        #expect(NavigationMap.allPairsReference(candidates: buttons).neighbor(of: "source", .down) == "closeAside")
    }

    @Test("the focus engine moves from N down to S and back up")
    func engineMovesStraight() {
        var engine = FocusEngine()
        _ = engine.update(FocusSnapshot(bounds: Rect(x: 0, y: 0, width: 375, height: 667), candidates: Self.keypad))
        #expect(engine.moveTarget(from: "N", .down) == "S")
        #expect(engine.moveTarget(from: "S", .up) == "N")
    }
}
