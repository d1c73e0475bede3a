import Testing
@testable import GamepadKitCore

@Suite("The on-device map's drawing")
struct NavigationMapDrawingTests {
    private func button(_ id: String, _ x: Double, _ y: Double) -> FocusCandidate {
        FocusCandidate(id: id, kind: .button, frame: Rect(x: x, y: y, width: 100, height: 44))
    }

    /// `a b` side by side, `island` below `a`; only a ⇄ b are connected.
    private var drawing: NavigationMapDrawing {
        let edges: [String: [MoveDirection: String]] = ["a": [.right: "b"], "b": [.left: "a"]]
        return NavigationMapDrawing(candidates: [button("a", 20, 100), button("b", 200, 100), button("island", 20, 300)],
                                    neighbor: { edges[$0]?[$1] })
    }

    @Test("a right move runs from a's right edge to b's left edge, 3 points above the middle; the left move 3 below")
    func arrowsRunSideBySide() {
        let arrows = drawing.arrows
        #expect(arrows.map { "\($0.fromID)>\($0.toID)" } == ["a>b", "b>a"])
        #expect(arrows[0].shaft == .init(start: LayoutPoint(x: 120, y: 119), end: LayoutPoint(x: 200, y: 119)))
        #expect(arrows[1].shaft == .init(start: LayoutPoint(x: 200, y: 125), end: LayoutPoint(x: 120, y: 125)))
    }

    @Test("an arrow's head is two 5-point strokes from its tip, 30 degrees either side, pointing back")
    func arrowHead() {
        let head = drawing.arrows[0].head
        #expect(head.count == 2)
        for stroke in head {
            #expect(stroke.start == LayoutPoint(x: 200, y: 119))
            #expect(abs(stroke.length - 5) < 1e-9)
            #expect(abs(stroke.end.x - (200 - 5 * 0.8660254037844386)) < 1e-9)
        }
        #expect(Set(head.map { ($0.end.y * 1000).rounded() / 1000 }) == [116.5, 121.5])
    }

    @Test("down from a leads nowhere while island lies below: a dead end with a bar on the middle half of a's bottom edge")
    func deadEnd() {
        let deadEnds = drawing.deadEnds
        #expect(deadEnds.contains(.init(elementID: "a", direction: .down,
                                        bar: .init(start: LayoutPoint(x: 45, y: 144), end: LayoutPoint(x: 95, y: 144)))))
        #expect(!deadEnds.contains { $0.elementID == "a" && $0.direction == .left })
        #expect(drawing.elements.first { $0.id == "a" }?.state == .deadEnd)
    }

    @Test("island, which no move from the top-left initial focus reaches, is unreachable")
    func unreachable() {
        #expect(drawing.elements.map(\.state) == [.deadEnd, .deadEnd, .unreachable])
        #expect(drawing.elements.map(\.frame) == [Rect(x: 20, y: 100, width: 100, height: 44), Rect(x: 200, y: 100, width: 100, height: 44),
                                                  Rect(x: 20, y: 300, width: 100, height: 44)])
    }

    @Test("a grid mapped by the SDK has arrows both ways between neighbours and nothing unreachable")
    func mappedGrid() {
        let candidates = [button("a", 20, 100), button("b", 200, 100), button("c", 20, 200), button("d", 200, 200)]
        let map = NavigationMap(candidates: candidates)
        let drawing = NavigationMapDrawing(candidates: candidates, neighbor: map.neighbor(of:_:))
        #expect(drawing.elements.allSatisfy { $0.state == .reachable })
        #expect(drawing.deadEnds.isEmpty)
        #expect(drawing.arrows.count == 8)
    }

    @Test("touching elements still get an arrow 12 points long, pulled into both boxes")
    func touchingElements() {
        let shaft = NavigationMapDrawing.arrowShaft(from: Rect(x: 0, y: 0, width: 60, height: 30), to: Rect(x: 60, y: 0, width: 60, height: 30), .right)
        #expect(shaft == .init(start: LayoutPoint(x: 54, y: 12), end: LayoutPoint(x: 66, y: 12)))
    }
}

@Suite("The on-device map's colours")
struct NavigationMapColorTests {
    @Test("the device map uses gamepadkit render's colours: teal up, blue down, purple left, green right, red unreachable, orange dead ends")
    func renderColours() {
        #expect(MoveDirection.allCases.map { NavigationMapDrawing.color(of: $0).hexString }.sorted()
            == ["#2A9D8FFF", "#3A6EA5FF", "#5A9A3CFF", "#8E6BBFFF"])
        #expect(NavigationMapDrawing.color(of: .up).hexString == "#2A9D8FFF")
        #expect(NavigationMapDrawing.color(of: .unreachable).hexString == "#D62828FF")
        #expect(NavigationMapDrawing.color(of: .deadEnd).hexString == "#F77F00FF")
    }
}
