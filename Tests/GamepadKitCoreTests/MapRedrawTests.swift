import Testing
@testable import GamepadKitCore

@Suite("The live map redraws only when the map changed")
struct MapRedrawTests {
    typealias F = FocusFixtures

    private func drawn(_ candidates: [FocusCandidate], window: Int = 1, width: Double = 390) -> MapRedraw.Drawn {
        let map = NavigationMap(candidates: candidates, options: NavigationOptions(wrap: false))
        return MapRedraw.Drawn(drawing: NavigationMapDrawing(candidates: candidates, neighbor: map.neighbor(of:_:)),
                               windowID: window, windowSize: LayoutSize(width: width, height: 844))
    }

    @Test("a rebuild that scanned the same screen draws nothing; the first drawing is drawn")
    func sameScreen() {
        let grid = F.grid()
        #expect(!MapRedraw.needsRedraw(shown: drawn(grid), next: drawn(grid)))
        #expect(MapRedraw.needsRedraw(shown: nil, next: drawn(grid)))
    }

    @Test("a rebuild that found the same snapshot does not compute the drawing again; a moved element or other settings do")
    func sameSnapshotIsNotComputedAgain() {
        let grid = F.grid()
        var engine = FocusEngine()
        _ = engine.update(F.snapshot(grid))
        let first = MapRedraw.Source(engine: engine)
        #expect(MapRedraw.needsDrawing(drawnFrom: nil, next: first))
        _ = engine.update(F.snapshot(grid))
        _ = engine.handle(.moveDown)  // focus moved: the map's moves did not
        #expect(!MapRedraw.needsDrawing(drawnFrom: first, next: MapRedraw.Source(engine: engine)))
        var moved = grid
        moved[0].frame = moved[0].frame.offsetBy(dx: 0, dy: 5)
        _ = engine.update(F.snapshot(moved))
        #expect(MapRedraw.needsDrawing(drawnFrom: first, next: MapRedraw.Source(engine: engine)))
        var wrapping = FocusEngine(settings: FocusSettings(wrapsAround: true))
        _ = wrapping.update(F.snapshot(grid))
        #expect(MapRedraw.needsDrawing(drawnFrom: first, next: MapRedraw.Source(engine: wrapping)))
    }

    @Test("a moved element, another window or a rotated window redraws")
    func changes() {
        let grid = F.grid()
        var moved = grid
        moved[0].frame = moved[0].frame.offsetBy(dx: 0, dy: 5)
        #expect(MapRedraw.needsRedraw(shown: drawn(grid), next: drawn(moved)))
        #expect(MapRedraw.needsRedraw(shown: drawn(grid), next: drawn(grid, window: 2)))
        #expect(MapRedraw.needsRedraw(shown: drawn(grid), next: drawn(grid, width: 844)))
    }
}
