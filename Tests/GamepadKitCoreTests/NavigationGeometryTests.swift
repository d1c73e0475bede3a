import Testing
@testable import GamepadKitCore

/// Navigation on the geometry of real screens: frames that overlap by a few points, and elements
/// far off the pressed direction.
@Suite("Navigation on real geometry")
struct NavigationGeometryTests {
    typealias F = NavigationFixture

    /// The map's move and the single query's answer for the same source, which must agree.
    private func moves(from id: String, _ direction: MoveDirection, in candidates: [FocusCandidate]) -> (map: String?, query: String?) {
        let map = NavigationMap(candidates: candidates)
        let reference = NavigationMap.allPairsReference(candidates: candidates)
        #expect(F.differences(map, reference).isEmpty)
        let source = candidates.first { $0.id == id }
        let query = source.flatMap {
            SpatialSearch.target(from: $0.frame, direction: direction, among: candidates, excluding: id)?.id
        }
        return (map.neighbor(of: id, direction), query)
    }

    @Test("two stacked buttons overlapping by 1 pt are each other's up and down neighbours")
    func stackedButtonsOverlappingByOnePoint() {
        let buttons = [F.button("save", 20, 400, 335, 44), F.button("cancel", 20, 443, 335, 44)]
        let map = NavigationMap(candidates: buttons)
        #expect(map.neighbor(of: "save", .down) == "cancel")
        #expect(map.neighbor(of: "cancel", .up) == "save")
        #expect(map.isStronglyConnected)
        #expect(moves(from: "save", .down, in: buttons).query == "cancel")
        #expect(moves(from: "cancel", .up, in: buttons).query == "save")
    }

    @Test("two buttons side by side overlapping by 1 pt are each other's left and right neighbours")
    func sideBySideButtonsOverlappingByOnePoint() {
        let buttons = [F.button("no", 20, 400, 160, 44), F.button("yes", 179, 400, 160, 44)]
        let map = NavigationMap(candidates: buttons)
        #expect(map.neighbor(of: "no", .right) == "yes")
        #expect(map.neighbor(of: "yes", .left) == "no")
        #expect(map.neighbor(of: "no", .down) == nil)
        #expect(map.neighbor(of: "yes", .up) == nil)
    }

    @Test("with wrap on, the end of a row whose buttons overlap by 1 pt wraps to the other end")
    func wrapOnOverlappingRow() {
        let row = [F.button("a", 20, 400, 100, 44), F.button("b", 119, 400, 100, 44), F.button("c", 218, 400, 100, 44)]
        let map = NavigationMap(candidates: row, options: NavigationOptions(wrap: true))
        let reference = NavigationMap.allPairsReference(candidates: row, options: NavigationOptions(wrap: true))
        #expect(F.differences(map, reference).isEmpty)
        #expect(map.neighbor(of: "c", .right) == "a")
        #expect(map.neighbor(of: "a", .left) == "c")
        #expect(map.neighbor(of: "a", .right) == "b")
        #expect(map.neighbor(of: "b", .right) == "c")
    }

    @Test("a button overlapping the one above by 8 pt, less than a quarter of its height, is still below it")
    func overlapOfEightPointsStillCounts() {
        let buttons = [F.button("top", 20, 100, 120, 44), F.button("bottom", 20, 136, 120, 44)]
        #expect(moves(from: "top", .down, in: buttons) == ("bottom", "bottom"))
        #expect(moves(from: "bottom", .up, in: buttons) == ("top", "top"))
    }

    @Test("an overlap of more than 8 pt, or of more than a quarter of the smaller element, is not a neighbour that way")
    func largerOverlapsDoNotCount() {
        // 10 pt of two 100 pt cards: under a quarter, but more than a few points.
        let cards = [F.button("upper", 20, 100, 160, 100), F.button("lower", 20, 190, 160, 100)]
        #expect(moves(from: "upper", .down, in: cards) == (nil, nil))
        #expect(moves(from: "lower", .up, in: cards) == (nil, nil))
        // 6 pt of a 20 pt tall link: under 8 pt, but more than a quarter of the link.
        let small = [F.button("field", 20, 100, 200, 44), F.button("link", 20, 138, 200, 20)]
        #expect(moves(from: "field", .down, in: small) == (nil, nil))
        #expect(moves(from: "link", .up, in: small) == (nil, nil))
    }

    @Test("up from a top-row button does not go to its row neighbour that sits a few points higher")
    func upFromTopRowStaysPut() {
        let row = [
            F.button("first", 20, 100, 96, 44),
            F.button("second", 124, 94, 96, 44),
            F.button("third", 228, 97, 96, 44),
            F.button("below", 20, 170, 96, 44),
        ]
        for id in ["first", "second", "third"] {
            #expect(moves(from: id, .up, in: row) == (nil, nil), "\(id)")
        }
        #expect(moves(from: "first", .right, in: row) == ("second", "second"))
        #expect(moves(from: "third", .left, in: row) == ("second", "second"))
        #expect(moves(from: "below", .up, in: row) == ("first", "first"))
    }

    @Test("left from a login form's text field goes to the aligned button beside the form, not to the small link at the bottom-left")
    func loginFieldLeftIgnoresFarLink() {
        // A landscape login screen: "Sign in with Apple" on the left, the form on the right, and
        // "Forgot password?" low on the left. The Apple button sits just above the email field's
        // beam and far away; the link is nearer along the axis but 138 pt below the field.
        let screen = [
            F.button("appleSignIn", 16, 120, 180, 44),
            F.button("email", 360, 166, 320, 36),
            F.button("password", 360, 214, 320, 36),
            F.button("logIn", 360, 266, 320, 44),
            F.button("forgotPassword", 220, 340, 120, 20),
        ]
        #expect(moves(from: "email", .left, in: screen) == ("appleSignIn", "appleSignIn"))
        // The link is still reached from the form: it lies within 45° below "logIn".
        #expect(moves(from: "logIn", .down, in: screen) == ("forgotPassword", "forgotPassword"))
    }

    @Test("down from a top-right button goes to the button directly below, not to one 118 pt to the left")
    func downFromTopRightStaysInColumn() {
        let screen = [
            F.button("edit", 255, 100, 100, 44),
            F.button("share", 137, 150, 100, 44),
            F.button("done", 255, 300, 100, 44),
        ]
        #expect(moves(from: "edit", .down, in: screen) == ("done", "done"))
        #expect(moves(from: "share", .down, in: screen) == ("done", "done"))
    }

    @Test("an element more than 45° off the pressed direction, at most 100 pt to the side, is the target when nothing else lies that way")
    func offAxisIsTheFallback() {
        // Right: 20 pt away, 56 pt below the beam.
        let buttons = [F.button("source", 100, 100, 80, 44), F.button("lowRight", 200, 200, 80, 44)]
        #expect(moves(from: "source", .right, in: buttons) == ("lowRight", "lowRight"))
        #expect(moves(from: "source", .down, in: buttons) == ("lowRight", "lowRight"))
    }

    @Test("right from a button is a dead end rather than a jump to an element 256 pt below the row")
    func farOffAxisIsNoTarget() {
        let buttons = [F.button("source", 100, 100, 80, 44), F.button("farLowRight", 300, 400, 80, 44)]
        #expect(moves(from: "source", .right, in: buttons) == (nil, nil))
        // Down reaches it within 45°, so both stay reachable.
        #expect(moves(from: "source", .down, in: buttons) == ("farLowRight", "farLowRight"))
        #expect(moves(from: "farLowRight", .up, in: buttons) == ("source", "source"))
    }

    @Test("an element within 45° beats one more than 45° off that does not lie entirely closer")
    func coneBeatsOffAxis() {
        let buttons = [
            F.button("source", 100, 100, 80, 44),
            // Right, 20 pt away and 10 pt below the beam: within 45°.
            F.button("aligned", 200, 154, 80, 44),
            // Right, 10 pt away but 60 pt below the beam: off-axis; its far edge (90 pt away)
            // lies beyond the near edge of "aligned" (20 pt away).
            F.button("offAxis", 190, 204, 80, 44),
        ]
        #expect(moves(from: "source", .right, in: buttons) == ("aligned", "aligned"))
    }

    @Test("an off-axis element entirely closer than the one within 45° is not skipped: the nearer wins on score")
    func entirelyCloserOffAxisIsNotSkipped() {
        let buttons = [
            F.button("source", 100, 100, 80, 44),
            // Right, 200 pt away and 10 pt below the beam: within 45°.
            F.button("aligned", 380, 154, 80, 44),
            // Right, 4 pt away but 60 pt below the beam: off-axis, entirely closer.
            F.button("close", 184, 204, 80, 44),
        ]
        #expect(moves(from: "source", .right, in: buttons) == ("close", "close"))
    }

    @Test("on 5×4 grids off by up to ±12 pt with 16 pt gaps, whose neighbours overlap by up to 8 pt, at least 95% of moves land on the row or column neighbour")
    func jitteredOverlappingGrid() {
        let rows = 5, columns = 4
        var moves = 0
        var correct = 0
        var overlapping = 0
        for seed in UInt64(1)...50 {
            let candidates = SyntheticLayout.jitteredGrid(rows: rows, columns: columns, jitter: 12, gap: 16, seed: seed)
            let frames = Dictionary(uniqueKeysWithValues: candidates.map { ($0.id, $0.frame) })
            let map = NavigationMap(candidates: candidates)
            for move in NavigationFixture.gridMoves(rows: rows, columns: columns) {
                moves += 1
                if map.neighbor(of: move.source, move.direction) == move.expected { correct += 1 }
                if let target = move.expected, let a = frames[move.source], let b = frames[target], a.intersects(b) {
                    overlapping += 1
                }
            }
        }
        #expect(moves == 50 * rows * columns * 4)
        // The layouts do overlap; otherwise this checks nothing new.
        #expect(overlapping > 50)
        #expect(correct * 100 >= moves * 95, "\(correct) of \(moves) moves landed on the grid neighbour")
    }

    @Test("on jittered overlapping grids every element reaches every other, every move goes the pressed way, and the fast map equals the reference")
    func jitteredOverlappingGridInvariants() {
        for seed in UInt64(1)...40 {
            let candidates = SyntheticLayout.jitteredGrid(rows: 2 + Int(seed % 6), columns: 1 + Int(seed % 5),
                                                          jitter: 12, gap: 16, seed: seed)
            let map = NavigationMap(candidates: candidates)
            let reference = NavigationMap.allPairsReference(candidates: candidates)
            #expect(F.differences(map, reference).isEmpty, "seed \(seed)")
            #expect(map.isStronglyConnected, "seed \(seed)")
            let frames = Dictionary(uniqueKeysWithValues: candidates.map { ($0.id, $0.frame) })
            for candidate in candidates {
                #expect(F.reachable(from: candidate.id, in: map).count == candidates.count, "seed \(seed)")
                for (direction, target) in map.neighbors(of: candidate.id) {
                    if let frame = frames[target] {
                        #expect(F.lies(frame, in: direction, from: candidate.frame), "seed \(seed): \(candidate.id) \(direction) → \(target)")
                    }
                }
            }
        }
    }

    @Test("two candidates with the same id and frame but different overrides give the same map in any input order")
    func duplicateWithDifferentOverrides() {
        let first = F.button("dup", 20, 100, 100, 44, overrides: [.right: "a"])
        let second = F.button("dup", 20, 100, 100, 44, overrides: [.right: "b"])
        let others = [F.button("a", 140, 100, 100, 44), F.button("b", 260, 100, 100, 44)]
        let one = NavigationMap(candidates: [first, second] + others)
        let other = NavigationMap(candidates: others + [second, first])
        #expect(F.differences(one, other).isEmpty)
        #expect(one.neighbor(of: "dup", .right) == other.neighbor(of: "dup", .right))
    }

    @Test("the fast map equals the reference on stacked and heavily overlapping layouts, repairs included")
    func overlappingLayoutsMatchReference() {
        for seed in UInt64(0)..<24 {
            let candidates = seed % 4 == 0
                ? SyntheticLayout.stackedButtons(count: 5 + Int(seed))
                : SyntheticLayout.overlappingBoxes(count: 20 + Int(seed % 9) * 20, seed: seed)
            for wrap in [false, true] {
                let options = NavigationOptions(wrap: wrap)
                let fast = NavigationMap(candidates: candidates, options: options)
                let reference = NavigationMap.allPairsReference(candidates: candidates, options: options)
                #expect(F.differences(fast, reference).isEmpty, "seed \(seed), wrap \(wrap)")
                #expect(fast.repairs == reference.repairs)
            }
        }
    }

    @Test("maps of 20,000 identical frames and of 20,000 heavily overlapping boxes are built, every move going the pressed way")
    func largeOverlappingLayouts() {
        // The repair used to compare every unreached element with every empty edge: minutes for
        // layouts like these. Now a build takes well under a second even in a debug build.
        let stacked = SyntheticLayout.stackedButtons(count: 20_000)
        let stackedMap = NavigationMap(candidates: stacked)
        #expect(stackedMap.orderedIDs.count == 20_000)
        #expect(stackedMap.neighbors(of: "stacked0").isEmpty)
        #expect(!stackedMap.isStronglyConnected)

        let overlapping = SyntheticLayout.overlappingBoxes(count: 20_000, seed: 3)
        let map = NavigationMap(candidates: overlapping)
        let frames = Dictionary(uniqueKeysWithValues: overlapping.map { ($0.id, $0.frame) })
        // From an element that holds others, the pressed way is measured from its centre.
        let origins = F.moveOrigins(overlapping)
        var wrongWay: [String] = []
        for candidate in overlapping {
            for (direction, target) in map.neighbors(of: candidate.id) {
                if let frame = frames[target], let origin = origins[candidate.id], !F.lies(frame, in: direction, from: origin) {
                    wrongWay.append("\(candidate.id) \(direction) → \(target)")
                }
            }
        }
        #expect(wrongWay.isEmpty, "\(wrongWay.prefix(5))")
        #expect(!map.repairs.isEmpty)
        // Most of the crowd is one component; what is left is made of elements stacked too
        // closely for any legal move.
        #expect(F.reachable(from: map.orderedIDs[map.orderedIDs.count / 2], in: map).count > 15_000)
    }

    @Test("an overlapping layout gives the same map and the same repairs whatever the order of its candidates")
    func overlappingLayoutsAreDeterministic() {
        for seed in UInt64(0)..<20 {
            var candidates = SyntheticLayout.overlappingBoxes(count: 30 + Int(seed % 7) * 30, seed: seed &+ 40)
            candidates += SyntheticLayout.stackedButtons(count: 3)
            let map = NavigationMap(candidates: candidates)
            for shuffleSeed in UInt64(1)...3 {
                let shuffled = NavigationMap(candidates: F.shuffled(candidates, seed: shuffleSeed &* 104_729 &+ seed))
                #expect(F.differences(map, shuffled).isEmpty, "seed \(seed)")
                #expect(map.repairs == shuffled.repairs, "seed \(seed)")
            }
        }
    }
}
