import Testing
@testable import GamepadKitCore

/// A Cancel button alone at the top of a screen whose list scrolls on under the tab bar: rows
/// below the fold lie under the tab bar, so no row's "down" is a tab in the map, and the tabs
/// are nobody's neighbour there.
@Suite("No far jumps from lone controls")
struct LoneControlTests {
    static let screen = Rect(x: 0, y: 0, width: 375, height: 667)

    static func candidates() -> [FocusCandidate] {
        var candidates = [FocusCandidate(id: "cancel", kind: .button, frame: Rect(x: 16, y: 28, width: 60, height: 30))]
        for row in 0..<16 {
            candidates.append(FocusCandidate(id: "list[0.\(row)]", kind: .tableRow, frame: Rect(x: 0, y: 80 + Double(row) * 44, width: 375, height: 44),
                                             listID: "list", rowPath: RowPath(section: 0, row: row), scrollContainerID: "list",
                                             needsScroll: 80 + Double(row + 1) * 44 > 618, scrollViewport: Rect(x: 0, y: 80, width: 375, height: 538)))
        }
        for tab in 0..<4 {
            candidates.append(FocusCandidate(id: "tab\(tab)", kind: .tabBarItem, frame: Rect(x: Double(tab) * 94, y: 618, width: 94, height: 49),
                                             barID: "tabs"))
        }
        return candidates
    }

    static func snapshot() -> FocusSnapshot {
        let rows = candidates().filter { $0.listID != nil }
        let visible = Dictionary(uniqueKeysWithValues: rows.compactMap { row in row.rowPath.map { ($0, row.id) } })
        let list = ListInfo(id: "list", kind: .table, frame: Rect(x: 0, y: 80, width: 375, height: 538), sectionRowCounts: [16], visibleRows: visible)
        return FocusSnapshot(bounds: screen, candidates: candidates(), lists: [list])
    }

    @Test("left and right from the lone Cancel lead nowhere, never to a tab 560 pt below, in the map and the reference")
    func cancelDoesNotJumpSideways() {
        for map in [NavigationMap(candidates: Self.candidates()), NavigationMap.allPairsReference(candidates: Self.candidates())] {
            #expect(map.neighbor(of: "cancel", .right) == nil)
            #expect(map.neighbor(of: "cancel", .left) == nil)
            #expect(!map.repairs.contains { $0.direction.isHorizontal && $0.target.hasPrefix("tab") })
        }
    }

    @Test("the focus engine still reaches every tab: down the list past its last row, then along the tab bar")
    func engineReachesTheTabs() {
        var engine = FocusEngine()
        _ = engine.update(Self.snapshot())
        #expect(engine.moveTarget(from: "cancel", .right) == nil)
        let drawing = NavigationMapDrawing(engine: engine)
        #expect(drawing.elements.filter { $0.state == .unreachable }.map(\.id) == [])
        #expect(engine.moveTarget(from: "list[0.15]", .down)?.hasPrefix("tab") == true)
    }
}
