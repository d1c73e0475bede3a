import GamepadKitCore
import Testing
@testable import GamepadKitTooling

@Suite("Tools: lint asks the engine for each move once")
struct LintMoveCountTests {
    /// A column of buttons 50 pt apart, the last `repeats` of them repeating the first ids.
    private func column(_ count: Int, repeats: Int = 0) -> [FocusCandidate] {
        (0..<count).map { index in
            let id = index >= count - repeats ? "b\(index - (count - repeats))" : "b\(index)"
            return FocusCandidate(id: id, kind: .button, frame: Rect(x: 20, y: Double(index) * 50, width: 100, height: 44))
        }
    }

    @Test("linting a column of 200 buttons asks for each of their 800 moves exactly once")
    func eachMoveOnce() {
        let candidates = column(200)
        let map = NavigationMap(candidates: candidates)
        var asked: [String: Int] = [:]
        _ = LayoutLinter().findings(candidates: candidates) { id, direction in
            asked["\(id) \(direction.rawValue)", default: 0] += 1
            return map.neighbor(of: id, direction)
        }
        #expect(asked.count == 800)
        #expect(asked.values.allSatisfy { $0 == 1 })
    }

    @Test("a repeated id is asked about once: its copies move as the first one does")
    func repeatedIDsAskedOnce() {
        let candidates = column(30, repeats: 5)
        let map = NavigationMap(candidates: candidates)
        var asked: [String: Int] = [:]
        _ = LayoutLinter().findings(candidates: candidates) { id, direction in
            asked["\(id) \(direction.rawValue)", default: 0] += 1
            return map.neighbor(of: id, direction)
        }
        #expect(asked.count == 25 * 4)
        #expect(asked.values.allSatisfy { $0 == 1 })
    }
}
