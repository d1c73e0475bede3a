import Testing
@testable import GamepadKitCore

/// A form sheet on an iPad: an app's "tap outside to close" button fills the sheet behind a
/// dropdown it opened. Backdrops are measured against the sheet that traps focus, not the screen.
@Suite("Backdrops inside a sheet")
struct SheetBackdropTests {
    static let iPad = Rect(x: 0, y: 0, width: 1024, height: 1366)
    static let sheetFrame = Rect(x: 242, y: 373, width: 540, height: 620)

    /// The sheet (a modal scope) holding a field, the backdrop filling it, and a two-item dropdown.
    static func screen(backdropHeight: Double = 620) -> ViewNode {
        var sheet = ViewNode(id: "sheet", kind: .view, frame: sheetFrame, children: [
            button("country", x: 20, y: 20, width: 500, height: 44),
            button("tapOutside", x: 0, y: 0, width: 540, height: backdropHeight),
            button("france", x: 20, y: 70, width: 500, height: 44),
            button("spain", x: 20, y: 114, width: 500, height: 44),
        ])
        sheet.isModalScope = true
        let content = ViewNode(id: "content", kind: .view, frame: iPad, children: [button("behind", x: 20, y: 100)])
        return ViewNode(id: "window", kind: .view, frame: iPad, children: [content, sheet])
    }

    @Test("a button filling the sheet with the dropdown over it is a backdrop: no stop, B does its work")
    func backdropOfTheSheet() {
        let snapshot = FocusScanner().scan(Self.screen(), bounds: Self.iPad)
        #expect(snapshot.modalScopeID == "sheet")
        #expect(snapshot.modalScopeFrame == Self.sheetFrame)
        // The field under the backdrop takes no touch while the dropdown is open.
        #expect(snapshot.candidates.map(\.id) == ["france", "spain"])
    }

    @Test("a button over most of the sheet but under 90% stays a stop, and is not entered from the dropdown: it is no card")
    func largeButtonOfTheSheetIsNotEntered() {
        // 400 of 620 pt: 65% of the sheet, 16% of the screen.
        let snapshot = FocusScanner().scan(Self.screen(backdropHeight: 400), bounds: Self.iPad)
        #expect(snapshot.candidates.map(\.id).contains("tapOutside"))
        let inSheet = NavigationMap(candidates: snapshot.candidates, options: NavigationOptions(stopArea: snapshot.stopArea))
        #expect(!inSheet.repairs.contains { $0.target == "tapOutside" })
        // Measured against the whole screen it would have been taken for a card and entered.
        let onScreen = NavigationMap(candidates: snapshot.candidates, options: NavigationOptions(stopArea: snapshot.bounds))
        #expect(onScreen.repairs.contains { $0.target == "tapOutside" })
    }

    @Test("the engine's map measures a button holding the dropdown against the sheet that traps focus")
    func engineMeasuresAgainstTheSheet() {
        var engine = FocusEngine()
        _ = engine.update(FocusScanner().scan(Self.screen(backdropHeight: 400), bounds: Self.iPad))
        #expect(engine.map.options.stopArea == Self.sheetFrame)
        #expect(!engine.map.repairs.contains { $0.target == "tapOutside" })
    }
}
