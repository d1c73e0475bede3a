import Testing
@testable import GamepadKitCore

/// Whether the closed extents of `a` and `b` (from the smaller to the larger edge on each axis)
/// meet, touching edges included: what a candidate list must hold.
private func extentsMeet(_ a: Rect, _ b: Rect) -> Bool {
    min(a.minX, a.maxX) <= max(b.minX, b.maxX) && min(b.minX, b.maxX) <= max(a.minX, a.maxX)
        && min(a.minY, a.maxY) <= max(b.minY, b.maxY) && min(b.minY, b.maxY) <= max(a.minY, a.maxY)
}

@Suite("Frame grid index: the rectangles that may meet a point or a rectangle")
struct FrameGridIndexTests {
    @Test("a point finds the cards under it, edges included, and few others")
    func pointQuery() {
        // A grid of 100 cards, 100×60 each, 10 pt apart.
        let cards = (0..<100).map { index in
            (key: index, frame: Rect(x: Double(index % 10) * 110, y: Double(index / 10) * 70, width: 100, height: 60))
        }
        let index = FrameGridIndex(cards)
        let found = index.candidates(containing: LayoutPoint(x: 345, y: 150))
        #expect(found.contains(23))
        #expect(found.count <= 8)
        #expect(found == found.sorted())
        // Touching edges count.
        #expect(index.candidates(containing: LayoutPoint(x: 100, y: 60)).contains(0))
        // Far outside everything: nothing.
        #expect(index.candidates(containing: LayoutPoint(x: -500, y: 5_000)).isEmpty)
    }

    @Test("frames with a coordinate that is no number, far away or too large are candidates of every query; such a query answers every key")
    func oddFrames() {
        var index = FrameGridIndex(cellWidth: 50, cellHeight: 50)
        index.insert(Rect(x: 10, y: 10, width: 20, height: 20), key: 0)
        index.insert(Rect(x: .nan, y: 10, width: 20, height: 20), key: 1)
        index.insert(Rect(x: 1e12, y: 10, width: 20, height: 20), key: 2)
        index.insert(Rect(x: 0, y: 0, width: 100_000, height: 100_000), key: 3)  // too many cells
        index.insert(Rect(x: 500, y: 500, width: 20, height: 20), key: 4)
        #expect(index.candidates(containing: LayoutPoint(x: 15, y: 15)) == [0, 1, 2, 3])
        #expect(index.candidates(meeting: Rect(x: .infinity, y: 0, width: 1, height: 1)) == [0, 1, 2, 3, 4])
        #expect(index.candidates(containing: LayoutPoint(x: .nan, y: 0)) == [0, 1, 2, 3, 4])
        #expect(index.count == 5)
    }

    @Test("an index made from frames takes more frames outside their extent, and finds both")
    func framesAddedOutsideTheFirstOnes() {
        // A column of switches down a long list, then a button far to its side and one above.
        var index = FrameGridIndex((0..<50).map { (key: $0, frame: Rect(x: 310, y: Double($0) * 600, width: 51, height: 31)) })
        index.insert(Rect(x: 5_000, y: 100, width: 40, height: 40), key: 50)
        index.insert(Rect(x: 20, y: -900, width: 40, height: 40), key: 51)
        #expect(index.candidates(containing: LayoutPoint(x: 330, y: 6_015)) == [10])
        #expect(index.candidates(containing: LayoutPoint(x: 5_020, y: 120)) == [50])
        #expect(index.candidates(meeting: Rect(x: 0, y: -1_000, width: 400, height: 1_100)) == [0, 51])
        #expect(index.count == 52)
    }

    @Test("a frame of negative size is stored by its extent")
    func negativeSizes() {
        var index = FrameGridIndex(cellWidth: 10, cellHeight: 10)
        index.insert(Rect(x: 100, y: 100, width: -60, height: -60), key: 7)  // covers 40…100
        #expect(index.candidates(containing: LayoutPoint(x: 45, y: 45)) == [7])
        #expect(index.candidates(meeting: Rect(x: 120, y: 120, width: -30, height: -30)) == [7])
        #expect(index.candidates(containing: LayoutPoint(x: 120, y: 120)).isEmpty)
    }

    @Test("on seeded frames, the candidates hold every frame that meets the query, in ascending order, each once")
    func seededFrames() {
        var random = SplitMix64(seed: 34)
        func coordinate() -> Double { (random.nextUnit() * 1_000).rounded() - 100 }
        func frame() -> Rect {
            switch Int(random.next() % 20) {
            case 0: Rect(x: coordinate(), y: coordinate(), width: 0, height: 0)
            case 1: Rect(x: coordinate(), y: coordinate(), width: -coordinate(), height: coordinate())
            case 2: Rect(x: coordinate(), y: .infinity, width: 10, height: 10)
            case 3: Rect(x: coordinate(), y: coordinate(), width: 3_000, height: 2_000)
            case 4: Rect(x: coordinate() + 0.1, y: coordinate() - 0.7, width: 0.3, height: 1e-9)
            default: Rect(x: coordinate(), y: coordinate(), width: (random.nextUnit() * 200).rounded(), height: (random.nextUnit() * 80).rounded())
            }
        }
        for round in 0..<200 {
            var frames = (0..<Int(random.next() % 300)).map { (key: $0, frame: frame()) }
            var index = FrameGridIndex(frames)
            // Half the rounds store more frames after the index was made, over and beside the
            // first ones.
            if round % 2 == 1 {
                for key in frames.count..<(frames.count + Int(random.next() % 40)) {
                    let added = frame()
                    index.insert(added, key: key)
                    frames.append((key, added))
                }
            }
            for _ in 0..<50 {
                let query = frame()
                let found = index.candidates(meeting: query)
                #expect(found == Array(Set(found)).sorted())
                let finite = [query.minX, query.maxX, query.minY, query.maxY].allSatisfy(\.isFinite)
                for (key, stored) in frames where !finite || extentsMeet(stored, query) || ![stored.minX, stored.maxX, stored.minY, stored.maxY].allSatisfy(\.isFinite) {
                    #expect(found.contains(key), "frame \(stored) meets \(query)")
                }
                let point = LayoutPoint(x: coordinate(), y: coordinate())
                let atPoint = index.candidates(containing: point)
                for (key, stored) in frames where stored.contains(point) {
                    #expect(atPoint.contains(key))
                }
            }
        }
    }
}
