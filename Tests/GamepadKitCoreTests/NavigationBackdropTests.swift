import Testing
@testable import GamepadKitCore

/// An invisible full-screen "dismiss" button behind a popup card, first in tree order, with the
/// card's three stacked buttons and a close button on top of it.
@Suite("Navigation from a full-screen backdrop")
struct NavigationBackdropTests {
    typealias F = NavigationFixture

    /// A 390×844 screen: the backdrop covers it; the card's buttons are stacked in the middle
    /// (the screen's centre, 195,422, lies in the middle one); a close button sits top right.
    static let popup: [FocusCandidate] = [
        F.button("backdrop", 0, 0, 390, 844),
        F.button("first", 65, 332, 260, 50),
        F.button("second", 65, 397, 260, 50),
        F.button("third", 65, 462, 260, 50),
        F.button("close", 300, 60, 70, 44),
    ]

    @Test("the screen starts on the first element in reading order that is not the backdrop")
    func initialFocusSkipsBackdrop() {
        #expect(ReadingOrder.first(among: Self.popup)?.id == "close")
        let withoutClose = Self.popup.filter { $0.id != "close" }
        #expect(ReadingOrder.first(among: withoutClose)?.id == "first")
    }

    @Test("a backdrop alone, or containing nothing, is still a screen's first element")
    func backdropAloneIsFirst() {
        #expect(ReadingOrder.first(among: [Self.popup[0]])?.id == "backdrop")
        let beside = [F.button("backdrop", 0, 0, 390, 300), F.button("below", 20, 320, 100, 44)]
        #expect(ReadingOrder.first(among: beside)?.id == "backdrop")
    }

    @Test("a popup screen starts on its close button, and from the backdrop up and down reach the card")
    func engineStartsOffTheBackdrop() {
        var engine = FocusFixtures.awakeEngine(on: FocusFixtures.snapshot(Self.popup))
        #expect(engine.focusedID == "close")
        _ = engine.focus(id: "backdrop")
        #expect(engine.handle(.moveUp) == [.focus(id: "first", frame: FocusFixtures.frame(of: "first", in: Self.popup), animated: true)])
        _ = engine.focus(id: "backdrop")
        #expect(engine.handle(.moveDown) == [.focus(id: "third", frame: FocusFixtures.frame(of: "third", in: Self.popup), animated: true)])
    }

    @Test("up and down from the backdrop reach the card's top and bottom buttons, right the close button")
    func movesFromBackdropStartAtItsCentre() {
        for map in [NavigationMap(candidates: Self.popup), NavigationMap.allPairsReference(candidates: Self.popup)] {
            #expect(map.neighbor(of: "backdrop", .up) == "first")
            #expect(map.neighbor(of: "backdrop", .down) == "third")
            #expect(map.neighbor(of: "backdrop", .right) == "close")
            #expect(map.neighbor(of: "backdrop", .left) == nil)
        }
    }

    @Test("a single query from the backdrop's frame goes where the map goes")
    func singleQueryFromBackdrop() {
        let map = NavigationMap(candidates: Self.popup)
        for direction in MoveDirection.allCases {
            let found = SpatialSearch.target(from: Self.popup[0].frame, direction: direction, among: Self.popup, excluding: "backdrop")
            #expect(found?.id == map.neighbor(of: "backdrop", direction), "\(direction)")
        }
    }

    @Test("the card's buttons keep their own moves and every one of them is reached from the backdrop")
    func cardButtonsAreReachedFromBackdrop() {
        let map = NavigationMap(candidates: Self.popup)
        #expect(map.neighbor(of: "first", .down) == "second")
        #expect(map.neighbor(of: "second", .down) == "third")
        #expect(map.neighbor(of: "third", .up) == "second")
        #expect(map.neighbor(of: "first", .up) == "close")
        #expect(F.reachable(from: "backdrop", in: map) == ["backdrop", "first", "second", "third", "close"])
        // No move leads back onto the backdrop: nothing lies beyond the card's edges towards it.
        for id in ["first", "second", "third", "close"] {
            #expect(!map.neighbors(of: id).values.contains("backdrop"), "\(id)")
        }
        #expect(!map.isStronglyConnected)
    }

    @Test("a move from a container never goes against the pressed direction from its centre")
    func movesFromContainersGoThePressedWayFromTheCentre() {
        var random = SplitMix64(seed: 77)
        var failures: [String] = []
        for layoutNumber in 0..<60 {
            var candidates = [F.button("backdrop", 0, 0, 390, 844)]
            for i in 0..<(3 + layoutNumber % 25) {
                let x = (random.nextUnit() * 16).rounded(.down) * 20
                let y = (random.nextUnit() * 38).rounded(.down) * 20
                candidates.append(F.button("e\(i)", x, y, 20 + (random.nextUnit() * 4).rounded(.down) * 10, 40))
            }
            let map = NavigationMap(candidates: candidates)
            let frames = Dictionary(uniqueKeysWithValues: candidates.map { ($0.id, $0.frame) })
            let centre = Rect(x: 195, y: 422, width: 0, height: 0)
            for (direction, target) in map.neighbors(of: "backdrop") {
                if let frame = frames[target], !F.lies(frame, in: direction, from: centre) {
                    failures.append("layout \(layoutNumber): backdrop \(direction) goes to \(target)")
                }
            }
            #expect(F.differences(map, NavigationMap.allPairsReference(candidates: candidates)).isEmpty, "layout \(layoutNumber)")
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test("the fast search for containers agrees with comparing every pair, nested, stacked and without size")
    func containingFlagsAgreeWithAllPairs() {
        var random = SplitMix64(seed: 5)
        for layoutNumber in 0..<80 {
            var boxes: [NavigationBox] = []
            for _ in 0..<(2 + layoutNumber % 50) {
                let x = (random.nextUnit() * 10).rounded(.down) * 20
                let y = (random.nextUnit() * 10).rounded(.down) * 20
                let w = (random.nextUnit() * 8).rounded(.down) * 20
                let h = (random.nextUnit() * 8).rounded(.down) * 20
                if let box = NavigationBox(Rect(x: x, y: y, width: w, height: h)) { boxes.append(box) }
            }
            #expect(ContainingElements.flags(boxes) == ContainingElements.flagsComparingAllPairs(boxes), "layout \(layoutNumber)")
        }
        let same = NavigationBox(Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(same.map { ContainingElements.flags([$0, $0]) } == [false, false])
    }
}
