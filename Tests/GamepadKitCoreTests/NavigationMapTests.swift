import Testing
@testable import GamepadKitCore

@Suite("Navigation map")
struct NavigationMapTests {
    typealias F = NavigationFixture

    @Test("on 1,000 random non-overlapping layouts every element reaches every other and every move goes the pressed way")
    func reachabilityOnRandomLayouts() {
        var failures: [String] = []
        for seed in UInt64(0)..<1000 {
            let candidates = SyntheticLayout.scatteredBoxes(count: 3 + Int(seed % 28), seed: seed)
            let map = NavigationMap(candidates: candidates)
            let frames = Dictionary(uniqueKeysWithValues: candidates.map { ($0.id, $0.frame) })
            if !map.isStronglyConnected { failures.append("seed \(seed): not strongly connected") }
            for candidate in candidates {
                let reached = F.reachable(from: candidate.id, in: map)
                if reached.count != candidates.count {
                    failures.append("seed \(seed): \(candidate.id) reaches \(reached.count) of \(candidates.count)")
                }
                for (direction, target) in map.neighbors(of: candidate.id) {
                    if let frame = frames[target], !F.lies(frame, in: direction, from: candidate.frame) {
                        failures.append("seed \(seed): \(candidate.id) \(direction) goes to \(target), which is not that way")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test("the fast map equals the all-pairs reference on seeded random layouts, before and after repair")
    func fastEqualsReference() {
        var layouts: [[FocusCandidate]] = []
        for seed in UInt64(0)..<150 {
            layouts.append(SyntheticLayout.scatteredBoxes(count: 1 + Int(seed % 90), seed: seed &+ 5000))
        }
        for seed in UInt64(0)..<30 {
            layouts.append(SyntheticLayout.misalignedGrid(rows: 2 + Int(seed % 7), columns: 1 + Int(seed % 5),
                                                          jitter: Double(seed % 4) * 9, seed: seed))
        }
        for (number, candidates) in layouts.enumerated() {
            let layout = RankedLayout(candidates)
            #expect(NavigationMap.spatialSuccessors(layout, search: .grid) == NavigationMap.spatialSuccessors(layout, search: .allPairs),
                    "layout \(number)")
            for wrap in [false, true] {
                let options = NavigationOptions(wrap: wrap)
                let fast = NavigationMap(candidates: candidates, options: options)
                let reference = NavigationMap.allPairsReference(candidates: candidates, options: options)
                #expect(F.differences(fast, reference).isEmpty, "layout \(number), wrap \(wrap): \(F.differences(fast, reference).prefix(5))")
                #expect(fast.repairs == reference.repairs)
            }
        }
    }

    @Test("the fast map equals the reference when elements overlap, touch, nest or have no size")
    func fastEqualsReferenceOnAwkwardGeometry() {
        var random = SplitMix64(seed: 99)
        for layoutNumber in 0..<60 {
            var candidates: [FocusCandidate] = []
            for i in 0..<(5 + layoutNumber % 40) {
                // Coordinates on a coarse 20 pt lattice make shared edges and equal scores common.
                let x = (random.nextUnit() * 20).rounded(.down) * 20
                let y = (random.nextUnit() * 30).rounded(.down) * 20
                let w = (random.nextUnit() * 6).rounded(.down) * 20
                let h = (random.nextUnit() * 4).rounded(.down) * 20
                candidates.append(F.button("e\(i)", x, y, w, h))
            }
            let layout = RankedLayout(candidates)
            #expect(NavigationMap.spatialSuccessors(layout, search: .grid) == NavigationMap.spatialSuccessors(layout, search: .allPairs),
                    "layout \(layoutNumber)")
            let fast = NavigationMap(candidates: candidates, options: NavigationOptions(wrap: layoutNumber % 2 == 0))
            let reference = NavigationMap.allPairsReference(candidates: candidates, options: NavigationOptions(wrap: layoutNumber % 2 == 0))
            #expect(F.differences(fast, reference).isEmpty, "layout \(layoutNumber)")
        }
    }

    @Test("a single query agrees with the map's spatial step for every element and direction")
    func spatialSearchAgreesWithMap() {
        for seed in UInt64(0)..<40 {
            let candidates = SyntheticLayout.scatteredBoxes(count: 2 + Int(seed % 40), seed: seed &+ 900)
            let layout = RankedLayout(candidates)
            let spatial = NavigationMap.spatialSuccessors(layout, search: .grid)
            for (rank, id) in layout.ids.enumerated() {
                let frame = candidates[layout.inputIndex[rank]].frame
                for direction in MoveDirection.allCases {
                    let expected = spatial[rank * 4 + direction.slot]
                    let found = SpatialSearch.target(from: frame, direction: direction, among: candidates, excluding: id)?.id
                    #expect(found == (expected >= 0 ? layout.ids[Int(expected)] : nil), "seed \(seed) \(id) \(direction)")
                }
            }
        }
    }

    @Test("the same layout gives the same map whatever the order of its candidates")
    func deterministicUnderShuffle() {
        for seed in UInt64(0)..<40 {
            var candidates = SyntheticLayout.scatteredBoxes(count: 10 + Int(seed % 50), seed: seed &+ 300)
            // Mirror pairs make exact ties, which reading order must settle.
            candidates += [F.button("twinL", -200, 0, 40, 40), F.button("twinR", -80, 0, 40, 40),
                           F.button("twinTop", -140, -60, 40, 40)]
            let options = NavigationOptions(wrap: seed % 2 == 1)
            let map = NavigationMap(candidates: candidates, options: options)
            for shuffleSeed in UInt64(1)...3 {
                let shuffled = NavigationMap(candidates: F.shuffled(candidates, seed: shuffleSeed &* 7919 &+ seed), options: options)
                #expect(F.differences(map, shuffled).isEmpty, "seed \(seed)")
                #expect(map.repairs == shuffled.repairs)
            }
        }
    }

    @Test("synthetic layouts are the same for the same seed and never overlap")
    func syntheticLayouts() {
        #expect(SyntheticLayout.scatteredBoxes(count: 50, seed: 3) == SyntheticLayout.scatteredBoxes(count: 50, seed: 3))
        #expect(SyntheticLayout.scatteredBoxes(count: 50, seed: 3) != SyntheticLayout.scatteredBoxes(count: 50, seed: 4))
        let boxes = SyntheticLayout.scatteredBoxes(count: 300, seed: 11)
        #expect(boxes.count == 300)
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                #expect(!boxes[i].frame.intersects(boxes[j].frame), "\(boxes[i].id) overlaps \(boxes[j].id)")
            }
        }
        let grid = SyntheticLayout.misalignedGrid(rows: 3, columns: 2, jitter: 12, seed: 1)
        #expect(grid.map(\.id) == ["r0c0", "r0c1", "r1c0", "r1c1", "r2c0", "r2c1"])
        #expect(SyntheticLayout.misalignedGrid(rows: -1, columns: 4, jitter: .nan, seed: 1).isEmpty)
        var a = SplitMix64(seed: 42), b = SplitMix64(seed: 42)
        #expect((0..<5).map { _ in a.next() } == (0..<5).map { _ in b.next() })
    }
}
