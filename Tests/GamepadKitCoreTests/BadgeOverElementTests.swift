import Testing
@testable import GamepadKitCore

/// A group member's avatar button with a 20 × 20 delete badge on its top-right corner, drawn
/// over it and reaching 6 pt past its right edge: a finger taps the badge anywhere, so the
/// controller reaches it, right from the avatar. Laid the other way (the badge under the avatar,
/// 6 pt of it showing) it stays unreached: less than a finger's target shows.
@Suite("A badge drawn over an element's corner")
struct BadgeOverElementTests {
    static let screen = Rect(x: 0, y: 0, width: 375, height: 667)
    static let avatar = ViewNode(id: "avatar", kind: .button, frame: Rect(x: 100, y: 100, width: 46, height: 46))
    static let badge = ViewNode(id: "delete", kind: .button, frame: Rect(x: 132, y: 100, width: 20, height: 20))
    static let done = ViewNode(id: "done", kind: .button, frame: Rect(x: 100, y: 400, width: 175, height: 44))

    static func engine(_ children: [ViewNode]) -> FocusEngine {
        var engine = FocusEngine()
        _ = engine.update(FocusScanner().scan(ViewNode(id: "root", kind: .view, frame: screen, children: children), bounds: screen))
        return engine
    }

    @Test("the scanner numbers its candidates in tree order, which is the order they are drawn in")
    func drawOrderIsTreeOrder() {
        let snapshot = FocusScanner().scan(ViewNode(id: "root", kind: .view, frame: Self.screen, children: [Self.avatar, Self.badge, Self.done]),
                                           bounds: Self.screen)
        #expect(snapshot.candidates.map(\.id) == ["avatar", "delete", "done"])
        #expect(snapshot.candidates.map(\.drawOrder) == [1, 2, 3])
    }

    @Test("drawn over the avatar, the badge is reached right from it, and focus leaves it down to Done")
    func badgeOverIsReached() {
        let engine = Self.engine([Self.avatar, Self.badge, Self.done])
        #expect(engine.map.isStronglyConnected)
        #expect(NavigationMapDrawing(engine: engine).elements.allSatisfy { $0.state != .unreachable })
        // The engine's own presses, as `simulate` makes them.
        #expect(engine.moveTarget(from: "avatar", .right) == "delete")
        #expect(engine.moveTarget(from: "delete", .down) == "done")
        #expect(engine.moveTarget(from: "done", .up) == "avatar")
    }

    @Test("drawn under the avatar, the 6 pt of the badge that show are no finger's target: it stays unreached")
    func badgeUnderStaysUnreached() {
        let engine = Self.engine([Self.badge, Self.avatar, Self.done])
        #expect(engine.moveTarget(from: "avatar", .right) == nil)
        #expect(!engine.map.isStronglyConnected)
    }

    @Test("the map is the same whatever order the candidates come in: the draw order travels with each")
    func inputOrderChangesNothing() {
        let candidates = FocusScanner().scan(ViewNode(id: "root", kind: .view, frame: Self.screen, children: [Self.avatar, Self.badge, Self.done]),
                                             bounds: Self.screen).candidates
        let map = NavigationMap(candidates: candidates)
        let reversed = NavigationMap(candidates: candidates.reversed())
        for id in ["avatar", "delete", "done"] {
            for direction in MoveDirection.allCases {
                #expect(map.neighbor(of: id, direction) == reversed.neighbor(of: id, direction))
            }
        }
        #expect(map.repairs == reversed.repairs)
    }
}
