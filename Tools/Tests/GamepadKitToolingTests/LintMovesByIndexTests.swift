import GamepadKitCore
import Testing
@testable import GamepadKitTooling

/// `LayoutLinter.findings(in:)` follows the engine's moves by candidate index
/// (`FocusEngine.moveTarget(fromCandidateAt:_:)`); its findings must be those of the same scene
/// linted through the moves asked by id.
@Suite("Tools: lint of a scene by candidate index finds what lint by id finds")
struct LintMovesByIndexTests {
    /// A screen with dead ends, one-way pairs, stacks, a backdrop, bar items, content out of view,
    /// a list and (when `repeats`) repeated ids: every rule has something to find.
    private func screen(_ seed: Int, repeats: Bool) -> FocusSnapshot {
        var candidates: [FocusCandidate] = []
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        func next(_ limit: Int) -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(state % UInt64(limit))
        }
        for index in 0..<60 {
            var candidate = FocusCandidate(id: "e\(index)", kind: .button,
                                           frame: Rect(x: Double(next(30) * 12), y: Double(next(70) * 12), width: Double(8 + next(10) * 10), height: 44))
            switch next(10) {
            case 0: candidate.barID = "toolbar"; candidate.frame = Rect(x: Double(next(4)) * 90, y: 800, width: 80, height: 40)
            case 1: candidate.needsScroll = true; candidate.scrollContainerID = "scroll"; candidate.frame.origin.y += 900
            case 2 where index > 0: candidate.frame = candidates[next(index)].frame
            case 3 where index > 0 && repeats: candidate.id = candidates[next(index)].id
            case 4: candidate.frame = Rect(x: 0, y: 0, width: 390, height: 844)
            default: break
            }
            candidates.append(candidate)
        }
        let list = ListInfo(id: "list", kind: .table, frame: Rect(x: 0, y: 500, width: 390, height: 132), sectionRowCounts: [8],
                            visibleRows: Dictionary(uniqueKeysWithValues: (0..<3).map { (RowPath(section: 0, row: $0), "list/\($0)") }))
        for row in 0..<3 {
            var cell = FocusCandidate(id: "list/\(row)", kind: .tableRow, frame: Rect(x: 0, y: 500 + Double(row) * 44, width: 390, height: 44))
            cell.listID = "list"
            cell.rowPath = RowPath(section: 0, row: row)
            candidates.append(cell)
        }
        return FocusSnapshot(bounds: Rect(x: 0, y: 0, width: 390, height: 844), candidates: candidates, lists: [list])
    }

    @Test("30 screens, with and without repeated ids: the same findings, in the same order")
    func sameFindings() {
        for seed in 1...30 {
            let scene = ScannedScene(name: "Screen", snapshot: screen(seed, repeats: seed % 2 == 0))
            let byIndex = LayoutLinter().findings(in: scene)
            let byID = LayoutLinter().findings(candidates: scene.candidates, neighbor: scene.neighbor(of:_:))
            #expect(byIndex == byID, "seed \(seed)")
            #expect(!byIndex.isEmpty)
        }
    }
}
