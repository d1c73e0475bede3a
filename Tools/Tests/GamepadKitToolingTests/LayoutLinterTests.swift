import GamepadKitCore
import Testing
@testable import GamepadKitTooling

@Suite("Lint rules")
struct LayoutLinterTests {
    let linter = LayoutLinter()

    @Test("a tidy two-by-two grid of buttons has no findings")
    func tidyGrid() {
        #expect(linter.findings(in: scene(grid)) == [])
    }

    @Test("an element no move leads to is unreachable from the top-left initial focus")
    func unreachable() {
        let candidates = [button("a", 20, 100), button("b", 200, 100), button("island", 20, 300)]
        let map = neighbors([
            "a": [.right: "b"],
            "b": [.left: "a"],
            "island": [.up: "a"],
        ])
        let findings = linter.findings(candidates: candidates, neighbor: map).filter { $0.kind == .unreachable }
        #expect(findings.map(\.elementID) == ["island"])
        #expect(findings.first?.otherID == "a")
    }

    @Test("the initial focus is the top-most, then left-most element, whatever the tree order")
    func initialFocusInReadingOrder() {
        let candidates = [button("lower", 20, 300), button("topRight", 200, 100), button("topLeft", 20, 100)]
        #expect(LayoutLinter.initialFocus(among: candidates)?.id == "topLeft")
    }

    @Test("down from a that goes nowhere while c lies below is a dead end naming c")
    func deadEnd() {
        let map = neighbors([
            "a": [.right: "b"],
            "b": [.left: "a", .down: "d"],
            "c": [.up: "a", .right: "d"],
            "d": [.up: "b", .left: "c"],
        ])
        let findings = linter.findings(candidates: grid, neighbor: map).filter { $0.kind == .deadEnd }
        #expect(findings == [
            LintFinding(kind: .deadEnd, elementID: "a", direction: .down, otherID: "c",
                        message: "down from a goes nowhere, but c lies that way"),
        ])
    }

    @Test("a direction with nothing that way is not a dead end")
    func edgeIsNotADeadEnd() {
        let map = neighbors(["a": [.right: "b"], "b": [.left: "a"]])
        let candidates = [button("a", 20, 100), button("b", 200, 100)]
        #expect(linter.findings(candidates: candidates, neighbor: map).filter { $0.kind == .deadEnd } == [])
    }

    @Test("an element that only partly lies below (its top above the source's bottom) does not make a dead end")
    func partlyBelowIsNotThatWay() {
        let candidates = [button("a", 20, 100), button("tall", 200, 120, 100, 200)]
        let map = neighbors(["a": [.right: "tall"], "tall": [.left: "a"]])
        #expect(linter.findings(candidates: candidates, neighbor: map).filter { $0.kind == .deadEnd } == [])
    }

    @Test("right from a leads to b but left from b skips a, in b's row and nearer, for c: a one-way")
    func oneWay() {
        let candidates = [button("a", 20, 100), button("b", 200, 100), button("c", 0, 160, 60, 44)]
        let map = neighbors([
            "a": [.right: "b", .down: "c"],
            "b": [.left: "c"],
            "c": [.up: "a", .right: "b"],
        ])
        let findings = linter.findings(candidates: candidates, neighbor: map).filter { $0.kind == .oneWay }
        #expect(findings.map(\.elementID) == ["a"])
        #expect(findings.first?.direction == .right)
        #expect(findings.first?.otherID == "b")
        #expect(findings.first?.message == "right from a leads to b, but left from b leads to c")
    }

    @Test("coming back to a nearer element in the same row is not a one-way")
    func nearerWayBackIsNotOneWay() {
        // back (top-left, alone) → right → recent; left from recent goes to its row neighbour all.
        let candidates = [button("back", 8, 52, 72, 36), button("all", 16, 112, 80, 40), button("recent", 108, 117, 90, 40)]
        let map = neighbors([
            "back": [.right: "recent", .down: "all"],
            "all": [.up: "back", .right: "recent"],
            "recent": [.up: "back", .left: "all"],
        ])
        #expect(linter.findings(candidates: candidates, neighbor: map).filter { $0.kind == .oneWay } == [])
    }

    @Test("coming back to an element out of line is not a one-way")
    func outOfLineIsNotOneWay() {
        // shared (right) → up → back (far left); down from back goes to all, under it.
        let candidates = [button("back", 8, 52, 72, 36), button("all", 16, 112, 80, 40), button("shared", 210, 109, 90, 40)]
        let map = neighbors([
            "back": [.down: "all", .right: "shared"],
            "all": [.up: "back", .right: "shared"],
            "shared": [.up: "back", .left: "all"],
        ])
        #expect(linter.findings(candidates: candidates, neighbor: map).filter { $0.kind == .oneWay } == [])
    }

    @Test("an override that sends the way back across the screen is a one-way")
    func overrideWayBack() {
        let candidates = [button("a", 20, 100), button("b", 200, 100), button("far", 200, 600)]
        let map = neighbors([
            "a": [.right: "b"],
            "b": [.left: "far", .down: "far"],
            "far": [.up: "b", .left: "a"],
        ])
        let findings = linter.findings(candidates: candidates, neighbor: map).filter { $0.kind == .oneWay }
        #expect(findings.map(\.elementID) == ["a"])
    }

    @Test("a way back that leads nowhere is not reported as a one-way")
    func missingWayBackIsNotOneWay() {
        let candidates = [button("a", 20, 100), button("b", 200, 100)]
        let map = neighbors(["a": [.right: "b"]])
        let findings = linter.findings(candidates: candidates, neighbor: map)
        #expect(findings.filter { $0.kind == .oneWay } == [])
        #expect(findings.filter { $0.kind == .deadEnd }.map(\.elementID) == ["b"])
    }

    @Test("two buttons sharing 20×44 points overlap; buttons that only touch do not")
    func overlap() {
        let candidates = [button("a", 20, 100), button("b", 100, 100), button("touching", 200, 100)]
        let findings = linter.findings(in: scene(candidates)).filter { $0.kind == .overlap }
        #expect(findings == [
            LintFinding(kind: .overlap, elementID: "a", otherID: "b", message: "a and b overlap by 20×44 pt"),
        ])
    }

    @Test("an overlap within the tolerance (one hairline) is not reported")
    func hairlineOverlap() {
        let candidates = [button("a", 20, 100), button("b", 119.5, 100, 100, 1)]
        #expect(LayoutLinter(minimumSide: 0).findings(in: scene(candidates)).filter { $0.kind == .overlap } == [])
    }

    @Test("a 20×20 button is too small, a 24×24 one is not")
    func tooSmall() {
        let candidates = [button("tiny", 20, 100, 20, 20), button("enough", 200, 100, 24, 24), button("flat", 20, 300, 200, 23)]
        let findings = linter.findings(in: scene(candidates)).filter { $0.kind == .tooSmall }
        #expect(findings.map(\.elementID) == ["tiny", "flat"])
        #expect(findings.first?.message == "tiny is 20×20 pt, smaller than 24×24 pt")
    }

    @Test("findings come grouped by kind in the documented order")
    func grouping() {
        let candidates = [button("a", 20, 100, 10, 10), button("b", 25, 100, 10, 10), button("far", 300, 700)]
        let map = neighbors(["a": [.right: "b"], "b": [.left: "a"]])
        let findings = linter.findings(candidates: candidates, neighbor: map)
        // Right from b and left from "far" would be jumps more than 45° off and far to the side:
        // deliberate dead ends, not findings.
        #expect(findings.map(\.kind) == [.unreachable, .deadEnd, .deadEnd, .deadEnd, .overlap, .tooSmall, .tooSmall])
        #expect(findings.filter { $0.kind == .deadEnd }.map { "\($0.elementID) \($0.direction?.rawValue ?? "")" }
            == ["a down", "b down", "far up"])
    }

    @Test("the lint report counts focusable elements and findings per scene, and the JSON lists them")
    func report() {
        let lint = SceneLint(file: "Main.storyboard", scene: scene([button("tiny", 20, 100, 20, 20)], name: "Login"))
        let text = LintReport.text([lint])
        #expect(text == """
            Main.storyboard
              Scene "Login": 1 focusable element, 1 finding
                too small (1)
                  - tiny is 20×20 pt, smaller than 24×24 pt

            1 finding in 1 scene (1 file).

            """)
        #expect(LintReport.json([lint]).text == #"{"scenes":[{"file":"Main.storyboard","name":"Login","focusable":1,"findings":[{"kind":"tooSmall","id":"tiny","direction":null,"other":null,"message":"tiny is 20×20 pt, smaller than 24×24 pt"}]}],"findingCount":1}"#)
    }

    @Test("a toolbar reached only through a list row the move scrolls to is not unreachable: lint follows the engine past the row off screen")
    func reachedThroughARowOffScreen() {
        let path = RowPath(section: 0, row: 0)
        let candidates = [
            FocusCandidate(id: "sites[0.0]", kind: .tableRow, frame: Rect(x: 0, y: 700, width: 390, height: 44),
                           listID: "sites", rowPath: path, scrollContainerID: "sites"),
            FocusCandidate(id: "done", kind: .barButton, frame: Rect(x: 270, y: 761, width: 52, height: 44), barID: "toolbar"),
            FocusCandidate(id: "edit", kind: .barButton, frame: Rect(x: 330, y: 761, width: 52, height: 44), barID: "toolbar"),
        ]
        let list = ListInfo(id: "sites", kind: .table, frame: Rect(x: 0, y: 0, width: 390, height: 761),
                            sectionRowCounts: [2], visibleRows: [path: "sites[0.0]"])
        let scanned = ScannedScene(name: "Sites", snapshot: FocusSnapshot(bounds: Rect(x: 0, y: 0, width: 390, height: 844),
                                                                         candidates: candidates, lists: [list]))
        #expect(scanned.engine.moveTarget(from: "sites[0.0]", .down) == "sites[0.1]")
        #expect(linter.findings(in: scanned).filter { $0.kind == .unreachable } == [])
    }
}
