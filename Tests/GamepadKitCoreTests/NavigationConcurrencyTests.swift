import Testing
@testable import GamepadKitCore

private typealias F = NavigationFixture

@Suite("Navigation map built on two cores")
struct NavigationConcurrencyTests {
    @Test("10,000 overlapping boxes give the same map whether the axes run at the same time or one after the other")
    func largeLayoutSameEitherWay() {
        let candidates = SyntheticLayout.overlappingBoxes(count: 10_000, seed: 7)
        let together = NavigationMap(candidates: candidates, options: NavigationOptions(), search: .grid, concurrently: true)
        let inTurn = NavigationMap(candidates: candidates, options: NavigationOptions(), search: .grid, concurrently: false)
        #expect(together.orderedIDs == inTurn.orderedIDs)
        #expect(F.differences(together, inTurn).isEmpty, "\(F.differences(together, inTurn).prefix(5))")
        #expect(together.repairs == inTurn.repairs)
        #expect(together.isStronglyConnected == inTurn.isStronglyConnected)
        // The layout size alone picks the concurrent path, and it changes nothing.
        let automatic = NavigationMap(candidates: candidates)
        #expect(F.differences(automatic, inTurn).isEmpty)
        #expect(automatic.repairs == inTurn.repairs)
    }

    @Test("the spatial step's targets are the same element by element on both paths, also with elements that hold others")
    func spatialStepSameEitherWay() {
        // Overlapping boxes, plus full-screen backdrops that hold them (moves measured from centres).
        var candidates = SyntheticLayout.overlappingBoxes(count: 3_000, seed: 11)
        candidates.append(F.button("backdrop", -10, -10, 20_000, 20_000))
        candidates.append(F.button("panel", 0, 0, 600, 400))
        let together = RankedLayout(candidates, concurrently: true)
        let inTurn = RankedLayout(candidates, concurrently: false)
        #expect(together.ids == inTurn.ids)
        #expect(together.containsOthers == inTurn.containsOthers)
        #expect(together.containsOthers.contains(true))
        let concurrent = NavigationMap.spatialSuccessors(together, search: .grid, concurrently: true)
        let sequential = NavigationMap.spatialSuccessors(inTurn, search: .grid, concurrently: false)
        #expect(concurrent.count == 4 * candidates.count)
        let firstDifference = concurrent.indices.first { concurrent[$0] != sequential[$0] }
        #expect(firstDifference == nil, "slot \(firstDifference ?? -1)")
    }

    @Test("on a mid-size random layout the map built on two cores equals the all-pairs reference, with and without wrap")
    func concurrentEqualsReference() {
        for seed in UInt64(0)..<2 {
            let candidates = SyntheticLayout.scatteredBoxes(count: 700, seed: seed &+ 41)
            let layout = RankedLayout(candidates, concurrently: true)
            #expect(NavigationMap.spatialSuccessors(layout, search: .grid, concurrently: true)
                    == NavigationMap.spatialSuccessors(layout, search: .allPairs, concurrently: false))
            for wrap in [false, true] {
                let options = NavigationOptions(wrap: wrap)
                let fast = NavigationMap(candidates: candidates, options: options, search: .grid, concurrently: true)
                let reference = NavigationMap.allPairsReference(candidates: candidates, options: options)
                #expect(F.differences(fast, reference).isEmpty, "seed \(seed), wrap \(wrap): \(F.differences(fast, reference).prefix(5))")
                #expect(fast.repairs == reference.repairs)
            }
        }
    }

    @Test("an element that only held a dropped duplicate does not count as holding others on either path")
    func droppedDuplicateIsNotHeld() {
        // "x" appears twice: the copy at the top comes first in reading order and takes part;
        // the copy inside "frame" is dropped, so "frame" holds nothing.
        let candidates = [
            F.button("x", 0, 0, 80, 40),
            F.button("frame", 0, 100, 300, 200),
            F.button("x", 20, 120, 80, 40),
            F.button("y", 400, 120, 80, 40),
        ]
        for concurrently in [true, false] {
            let layout = RankedLayout(candidates, concurrently: concurrently)
            #expect(layout.ids == ["x", "frame", "y"])
            #expect(layout.containsOthers == [false, false, false], "concurrently \(concurrently)")
        }
        // Without the duplicate, the frame does hold the element inside it.
        var unique = candidates
        unique[2] = F.button("z", 20, 120, 80, 40)
        for concurrently in [true, false] {
            let layout = RankedLayout(unique, concurrently: concurrently)
            #expect(layout.ids == ["x", "frame", "z", "y"])
            #expect(layout.containsOthers == [false, true, false, false], "concurrently \(concurrently)")
        }
    }
}
