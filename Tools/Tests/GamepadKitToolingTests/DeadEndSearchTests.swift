import GamepadKitCore
import Testing
@testable import GamepadKitTooling

@Suite("Tools: the dead-end check on huge and hostile layouts")
struct DeadEndSearchTests {
    /// The definition: among every other candidate lying that way (and not scrolled-out content
    /// apart from the source), the nearest by gap, then offset across, then the earlier one.
    private func referenceNearest(_ candidates: [FocusCandidate], _ source: Int, _ direction: MoveDirection) -> Int? {
        let from = candidates[source]
        var best: (Int, (Double, Double))?
        for (index, other) in candidates.enumerated()
        where other.id != from.id && !LayoutLinter.outOfViewApart(from, other) && NavigationMapDrawing.lies(other.frame, direction, from: from.frame) {
            let distance = NearestLyingElement.distance(other.frame, direction, from: from.frame)
            if let current = best, !(distance < current.1) { continue }
            best = (index, distance)
        }
        return best?.0
    }

    @Test("on 60 seeded layouts of stacks, rows, columns and scrolled content, the nearest element each way is the one every pair gives")
    func matchesEveryPair() {
        var generator = SplitMix64(seed: 19)
        for layout in 0..<60 {
            let count = 5 + layout
            let candidates: [FocusCandidate] = (0..<count).map { index in
                // Coarse coordinates make equal edges, equal centres and stacked frames common.
                let x = Double(Int.random(in: 0..<8, using: &generator) * 40)
                let y = Double(Int.random(in: 0..<8, using: &generator) * 30)
                let width = Double(Int.random(in: 0..<3, using: &generator) * 20)
                let height = Double(Int.random(in: 0..<3, using: &generator) * 15)
                let container = [nil, "scroll", "other"][Int.random(in: 0..<3, using: &generator)]
                let needsScroll = container != nil && Bool.random(using: &generator)
                return FocusCandidate(id: "e\(index)", kind: .button, frame: Rect(x: x, y: y, width: width, height: height),
                                      scrollContainerID: container, needsScroll: needsScroll)
            }
            let search = NearestLyingElement(candidates)
            for source in candidates.indices {
                for direction in MoveDirection.allCases {
                    #expect(search.nearest(to: source, direction) == referenceNearest(candidates, source, direction),
                            "layout \(layout), e\(source) \(direction.rawValue)")
                }
            }
        }
    }

    @Test("10,000 stacked buttons have no dead ends: nothing lies beside a frame its equals cover")
    func stackedButtons() {
        let candidates = (0..<10_000).map { button("s\($0)", 20, 100) }
        let findings = LayoutLinter().findings(candidates: candidates, neighbor: { _, _ in nil }).filter { $0.kind == .deadEnd }
        #expect(findings.isEmpty)
    }

    @Test("in a 10,000-button column with no moves, each button's dead end down names the next one")
    func column() {
        let candidates = (0..<10_000).map { button("c\($0)", 20, Double($0) * 50) }
        let findings = LayoutLinter().findings(candidates: candidates, neighbor: { _, _ in nil }).filter { $0.kind == .deadEnd }
        #expect(findings.count == 2 * 9_999)
        #expect(findings.first { $0.elementID == "c500" && $0.direction == .down }?.otherID == "c501")
        #expect(findings.first { $0.elementID == "c500" && $0.direction == .up }?.otherID == "c499")
    }
}
