import Testing
@testable import GamepadKitCore

@Suite("Navigation policy")
struct NavigationPolicyTests {
    typealias F = NavigationFixture

    @Test("on a 5×4 grid of buttons off by up to ±12 pt, at least 98% of moves land on the same-row or same-column neighbour")
    func misalignedGrid() {
        let rows = 5, columns = 4
        var moves = 0
        var correct = 0
        for seed in UInt64(1)...8 {
            let map = NavigationMap(candidates: SyntheticLayout.misalignedGrid(rows: rows, columns: columns, jitter: 12, seed: seed))
            for move in F.gridMoves(rows: rows, columns: columns) {
                moves += 1
                if map.neighbor(of: move.source, move.direction) == move.expected { correct += 1 }
            }
        }
        #expect(moves == 8 * rows * columns * 4)
        #expect(correct * 100 >= moves * 98, "\(correct) of \(moves) moves landed on the grid neighbour")
    }

    @Test("down from the top-right card lands on the bottom-right card when the right column sits 13 pt lower")
    func staggeredCards() {
        let cards = [
            F.button("topLeft", 16, 100, 160, 120),
            F.button("topRight", 192, 113, 160, 120),
            F.button("bottomLeft", 16, 236, 160, 120),
            F.button("bottomRight", 192, 249, 160, 120),
        ]
        let map = NavigationMap(candidates: cards)
        #expect(map.neighbor(of: "topRight", .down) == "bottomRight")
        #expect(map.neighbor(of: "bottomLeft", .up) == "topLeft")
        #expect(map.neighbor(of: "topLeft", .down) == "bottomLeft")
        #expect(map.neighbor(of: "bottomRight", .up) == "topRight")
        #expect(map.neighbor(of: "topLeft", .right) == "topRight")
        #expect(map.neighbor(of: "bottomRight", .left) == "bottomLeft")
    }

    @Test("down from a button goes to the button directly below, not to a nearer one in the next column")
    func downStaysInColumn() {
        // `near` starts 2 pt below `source` but 110 pt to the side; a score without the beam
        // (13·2² + 110² = 12152 against 13·46² = 27508) would jump there.
        let buttons = [
            F.button("source", 20, 100, 100, 44),
            F.button("below", 20, 190, 100, 44),
            F.button("near", 130, 146, 100, 60),
        ]
        let map = NavigationMap(candidates: buttons)
        #expect(map.neighbor(of: "source", .down) == "below")
        #expect(SpatialSearch.target(from: buttons[0].frame, direction: .down, among: buttons, excluding: "source")?.id == "below")
    }

    @Test("down goes to an element outside the beam but within 45° when it lies entirely closer than the one in the beam")
    func entirelyCloserWinsVertically() {
        // "closeAside" is 6 pt to the side of the beam and 16 pt below: within 45°.
        let buttons = [
            F.button("source", 20, 100, 100, 44),
            F.button("farBelow", 20, 400, 100, 44),
            F.button("closeAside", 126, 160, 100, 44),
        ]
        let map = NavigationMap(candidates: buttons)
        #expect(map.neighbor(of: "source", .down) == "closeAside")
    }

    @Test("down stays in the beam when the entirely closer element is more than 45° off")
    func entirelyCloserOffAxisLoses() {
        // "closeAside" is 20 pt to the side of the beam but only 6 pt below: more than 45° off.
        let buttons = [
            F.button("source", 20, 100, 100, 44),
            F.button("farBelow", 20, 400, 100, 44),
            F.button("closeAside", 140, 150, 100, 44),
        ]
        let map = NavigationMap(candidates: buttons)
        #expect(map.neighbor(of: "source", .down) == "farBelow")
    }

    @Test("right always prefers the element in the beam, however far")
    func beamAlwaysWinsHorizontally() {
        let buttons = [
            F.button("source", 0, 100, 60, 44),
            F.button("farInRow", 600, 100, 60, 44),
            F.button("closeAbove", 70, 40, 60, 44),
        ]
        let map = NavigationMap(candidates: buttons)
        #expect(map.neighbor(of: "source", .right) == "farInRow")
    }

    @Test("a row whose buttons are misaligned still navigates left and right")
    func misalignedRow() {
        // Neighbours overlap only partly in height; "e" sits entirely below "d"'s beam, 10 pt
        // lower than its bottom edge and 16 pt to its right: within 45°.
        let row = [
            F.button("a", 0, 100, 80, 44),
            F.button("b", 96, 120, 80, 44),
            F.button("c", 192, 90, 80, 44),
            F.button("d", 288, 126, 80, 44),
            F.button("e", 384, 180, 80, 44),
        ]
        let map = NavigationMap(candidates: row)
        let order = ["a", "b", "c", "d", "e"]
        for (left, right) in zip(order, order.dropFirst()) {
            #expect(map.neighbor(of: left, .right) == right)
            #expect(map.neighbor(of: right, .left) == left)
        }
    }

    @Test("a move never goes to an element behind or beside the source")
    func onlyInDirection() {
        let buttons = [
            F.button("source", 100, 100, 100, 44),
            F.button("beside", 210, 110, 100, 44),
            F.button("overlapsBottomEdge", 100, 130, 100, 44),
        ]
        let map = NavigationMap(candidates: buttons)
        // "overlapsBottomEdge" starts above source.maxY, so it is not below; nothing else is.
        #expect(map.neighbor(of: "source", .down) == nil)
        #expect(map.neighbor(of: "source", .right) == "beside")
        #expect(map.neighbor(of: "source", .left) == nil)
    }

    @Test("an element sharing the source's edge counts as lying in the direction")
    func sharedEdgeCounts() {
        let buttons = [F.button("top", 0, 0, 100, 44), F.button("bottom", 0, 44, 100, 44)]
        let map = NavigationMap(candidates: buttons)
        #expect(map.neighbor(of: "top", .down) == "bottom")
        #expect(map.neighbor(of: "bottom", .up) == "top")
    }

    @Test("equal scores go to the element first in reading order")
    func tiesGoToReadingOrder() {
        // Two targets mirror each other below the source, both outside its beam.
        let buttons = [
            F.button("source", 100, 0, 40, 40),
            F.button("rightTwin", 160, 60, 40, 40),
            F.button("leftTwin", 40, 60, 40, 40),
            F.button("lowerTwin", 160, 200, 40, 40),
        ]
        let map = NavigationMap(candidates: buttons)
        #expect(map.neighbor(of: "source", .down) == "leftTwin")
        #expect(SpatialSearch.target(from: buttons[0].frame, direction: .down, among: buttons, excluding: "source")?.id == "leftTwin")
    }

    @Test("an explicit override wins over the spatial neighbour")
    func overrideWins() {
        let buttons = [
            F.button("a", 0, 0, 80, 44, overrides: [.right: "c", .down: "b"]),
            F.button("b", 96, 0, 80, 44),
            F.button("c", 192, 0, 80, 44),
        ]
        let map = NavigationMap(candidates: buttons)
        #expect(map.neighbor(of: "a", .right) == "c")
        // An override may go anywhere the app wants, even the wrong way.
        #expect(map.neighbor(of: "a", .down) == "b")
        #expect(map.neighbor(of: "b", .right) == "c")
    }

    @Test("an override naming an id that is not a candidate falls back to the spatial neighbour")
    func missingOverrideFallsBack() {
        let buttons = [
            F.button("a", 0, 0, 80, 44, overrides: [.right: "gone", .left: "a"]),
            F.button("b", 96, 0, 80, 44),
        ]
        let map = NavigationMap(candidates: buttons)
        #expect(map.neighbor(of: "a", .right) == "b")
        #expect(map.neighbor(of: "a", .left) == nil)
    }

    @Test("with wrap off the end of a row leads nowhere; with wrap on it leads to the other end")
    func wrapAround() {
        let buttons = [
            F.button("a", 0, 0, 80, 44), F.button("b", 96, 4, 80, 44), F.button("c", 192, -4, 80, 44),
            F.button("below", 96, 100, 80, 44),
        ]
        let plain = NavigationMap(candidates: buttons)
        #expect(plain.neighbor(of: "c", .right) == nil)
        #expect(plain.neighbor(of: "a", .left) == nil)
        #expect(plain.neighbor(of: "below", .down) == nil)

        let wrapping = NavigationMap(candidates: buttons, options: NavigationOptions(wrap: true))
        #expect(wrapping.neighbor(of: "c", .right) == "a")
        #expect(wrapping.neighbor(of: "a", .left) == "c")
        #expect(wrapping.neighbor(of: "below", .down) == "b")
        #expect(wrapping.neighbor(of: "b", .up) == "below")
        // Nothing in a's column below or above it: no wrap.
        #expect(wrapping.neighbor(of: "a", .up) == nil)
        // Moves that had a target keep it.
        #expect(wrapping.neighbor(of: "a", .right) == "b")
    }

    @Test("frames with NaN or infinity are skipped and an empty list gives an empty map")
    func nonFiniteFrames() {
        let buttons = [
            F.button("nan", .nan, 0, 80, 44),
            F.button("a", 0, 0, 80, 44),
            F.button("inf", 96, 0, .infinity, 44),
            F.button("b", 96, 0, 80, 44),
            F.button("huge", 0, 100, 1e308, 1e308),
        ]
        let map = NavigationMap(candidates: buttons, options: NavigationOptions(wrap: true))
        #expect(map.neighbor(of: "a", .right) == "b")
        #expect(map.neighbor(of: "nan", .right) == nil)
        #expect(map.neighbors(of: "inf").isEmpty)
        #expect(map.orderedIDs == ["a", "b", "huge"])
        #expect(SpatialSearch.target(from: Rect(x: .nan, y: 0, width: 1, height: 1), direction: .down, among: buttons) == nil)

        let empty = NavigationMap(candidates: [])
        #expect(empty.neighbor(of: "a", .down) == nil)
        #expect(empty.isStronglyConnected)
        #expect(SpatialSearch.target(from: Rect(x: 0, y: 0, width: 1, height: 1), direction: .down, among: []) == nil)
    }

    @Test("a frame with a negative size is read as the same rectangle drawn the other way")
    func negativeSizes() {
        let buttons = [F.button("top", 80, 44, -80, -44), F.button("bottom", 0, 60, 80, 44)]
        let map = NavigationMap(candidates: buttons)
        #expect(map.neighbor(of: "top", .down) == "bottom")
        #expect(map.neighbor(of: "bottom", .up) == "top")
    }

    @Test("when two candidates share an id, the first in reading order takes part")
    func duplicateIDs() {
        let buttons = [F.button("x", 0, 100, 80, 44), F.button("x", 0, 0, 80, 44), F.button("y", 0, 200, 80, 44)]
        let map = NavigationMap(candidates: buttons)
        #expect(map.orderedIDs == ["x", "y"])
        #expect(map.neighbor(of: "x", .down) == "y")
        #expect(map.neighbor(of: "y", .up) == "x")
    }
}
