import Testing
@testable import GamepadKitCore

@Suite("Hit tests under a modal scope: controls behind a sheet or menu get no corner probes")
struct ModalScopeProbeTests {
    typealias FakeView = AdapterTreeReaderTests.FakeView
    typealias FakeSource = AdapterTreeReaderTests.FakeSource
    static let screen = AdapterTreeReaderTests.screen

    @Test("under a menu over a screen of ten buttons the centre misses everywhere: each screen button is probed once, the menu's button five times")
    func screenBehindMenu() {
        let screenButtons = (0..<10).map { FakeView("UIButton", .button, Rect(x: 10, y: Double($0) * 60, width: 200, height: 44)) }
        let menuButton = FakeView("MenuButton", .button, Rect(x: 20, y: 300, width: 200, height: 44))
        let menu = FakeView("Menu", .menu, Rect(x: 0, y: 200, width: 390, height: 400), [menuButton])
        let window = FakeView("UIWindow", .view, Self.screen, [FakeView("UIView", .view, Self.screen, screenButtons), menu])
        let source = FakeSource(classes: [:])
        source.hitAnswer = .miss
        var reader = AdapterTreeReader(source: source)
        _ = reader.read(window, windowFrame: Self.screen, parentWindowOrigin: .zero, visibleArea: Self.screen, context: ())
        #expect(source.hitTests.filter { $0 == "UIButton" }.count == 10)
        #expect(source.hitTests.filter { $0 == "MenuButton" }.count == HitTestPermission.maxProbesPerView)
    }

    @Test("with no modal scope a covered button's corners are still probed")
    func noScope() {
        let points = HitTestPermission.probePoints(visiblePart: Rect(x: 0, y: 0, width: 100, height: 44), entry: 3, modalScope: nil)
        #expect(points.count == HitTestPermission.maxProbesPerView)
    }

    @Test("a view inside the scope gets every probe, one outside only the centre, one with nothing visible none")
    func insideOutside() {
        let part = Rect(x: 0, y: 0, width: 100, height: 44)
        #expect(HitTestPermission.probePoints(visiblePart: part, entry: 5, modalScope: 4..<9).count == 5)
        #expect(HitTestPermission.probePoints(visiblePart: part, entry: 2, modalScope: 4..<9) == [LayoutPoint(x: 50, y: 22)])
        #expect(HitTestPermission.probePoints(visiblePart: part, entry: 9, modalScope: 4..<9).count == 1)
        #expect(HitTestPermission.probePoints(visiblePart: nil, entry: 2, modalScope: 4..<9).isEmpty)
    }

    @Test("a menu nested in a sheet is the scope: the sheet's own buttons outside the menu get only the centre")
    func nestedScopes() {
        let sheetButton = FakeView("SheetButton", .button, Rect(x: 10, y: 100, width: 200, height: 44))
        let menuButton = FakeView("MenuButton", .button, Rect(x: 20, y: 400, width: 200, height: 44))
        let sheet = FakeView("Sheet", .menu, Self.screen, [sheetButton, FakeView("Menu", .menu, Rect(x: 0, y: 350, width: 390, height: 200), [menuButton])])
        let window = FakeView("UIWindow", .view, Self.screen, [sheet])
        let source = FakeSource(classes: [:])
        source.hitAnswer = .miss
        var reader = AdapterTreeReader(source: source)
        _ = reader.read(window, windowFrame: Self.screen, parentWindowOrigin: .zero, visibleArea: Self.screen, context: ())
        #expect(source.hitTests.filter { $0 == "SheetButton" }.count == 1)
        #expect(source.hitTests.filter { $0 == "MenuButton" }.count == 5)
    }
}
