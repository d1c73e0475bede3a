import Testing
@testable import GamepadKitCore

@Suite("Hit tests skip what takes no touch: hidden, transparent and non-interactive views and what they hold")
struct ClosedViewProbeTests {
    typealias FakeView = AdapterTreeReaderTests.FakeView
    typealias FakeSource = AdapterTreeReaderTests.FakeSource
    static let screen = AdapterTreeReaderTests.screen

    private static func column(_ className: String, count: Int, x: Double = 10) -> [FakeView] {
        (0..<count).map { FakeView(className, .button, Rect(x: x, y: Double($0 % 18) * 46, width: 160, height: 44)) }
    }

    private static func scan(_ window: FakeView, answer: HitTestAnswer = .miss) -> (FakeSource, AdapterTreeReader<FakeSource>.Counts) {
        let source = FakeSource(classes: [:])
        source.hitAnswer = answer
        var reader = AdapterTreeReader(source: source)
        _ = reader.read(window, windowFrame: screen, parentWindowOrigin: .zero, visibleArea: screen, context: ())
        return (source, reader.counts)
    }

    @Test("200 hidden, transparent, non-interactive or disabled buttons get no hit test; the ten shown ones get theirs")
    func closedControlsNotProbed() {
        var closed: [FakeView] = []
        for (index, button) in Self.column("Closed", count: 200).enumerated() {
            switch index % 4 {
            case 0: button.isHidden = true
            case 1: button.alpha = 0
            case 2: button.isInteractive = false
            default: button.isEnabled = false
            }
            closed.append(button)
        }
        let shown = Self.column("Shown", count: 10, x: 200)
        let window = FakeView("UIWindow", .view, Self.screen, [FakeView("UIView", .view, Self.screen, closed + shown)])
        let (source, counts) = Self.scan(window)
        #expect(source.hitTests.filter { $0 == "Closed" }.isEmpty)
        #expect(source.hitTests.filter { $0 == "Shown" }.count == 10 * HitTestPermission.maxProbesPerView)
        #expect(counts.hitTests == 50)
    }

    @Test("everything under a hidden ancestor or a container with interaction off is skipped; a disabled control's subviews are not")
    func closedAncestors() {
        let hiddenPanel = FakeView("HiddenPanel", .view, Self.screen, Self.column("UnderHidden", count: 100))
        hiddenPanel.isHidden = true
        let deadPanel = FakeView("DeadPanel", .view, Self.screen, Self.column("UnderDead", count: 100))
        deadPanel.isInteractive = false
        let disabledHost = FakeView("DisabledHost", .button, Rect(x: 0, y: 0, width: 390, height: 400),
                                    [FakeView("Inner", .button, Rect(x: 10, y: 10, width: 100, height: 44))])
        disabledHost.isEnabled = false
        let window = FakeView("UIWindow", .view, Self.screen, [hiddenPanel, deadPanel, disabledHost])
        let (source, _) = Self.scan(window, answer: .hit)
        #expect(source.hitTests == ["Inner"])
    }

    @Test("the rule: hidden, alpha at or under 0.01, NaN alpha and interaction off close a view to touches")
    func rule() {
        let base = ViewNode(id: "v", kind: .button, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(!HitTestPermission.closesTouches(base))
        var node = base
        node.isHidden = true
        #expect(HitTestPermission.closesTouches(node))
        node = base
        node.alpha = 0.01
        #expect(HitTestPermission.closesTouches(node))
        node.alpha = .nan
        #expect(HitTestPermission.closesTouches(node))
        node = base
        node.isInteractive = false
        #expect(HitTestPermission.closesTouches(node))
        node = base
        node.isEnabled = false
        #expect(!HitTestPermission.closesTouches(node))
    }
}

@Suite("Hit tests ask the windows above first: a custom alert or HUD window that never became key takes the touch")
struct WindowHitTestOrderTests {
    @Test("a view in the lowest of three windows: the top window first, then the middle, then its own")
    func order() {
        #expect(WindowSelection.hitTestOrder(forWindowAt: 0, count: 3) == [2, 1, 0])
        #expect(WindowSelection.hitTestOrder(forWindowAt: 2, count: 3) == [2])
        #expect(WindowSelection.hitTestOrder(forWindowAt: 5, count: 3) == [5])
        #expect(WindowSelection.hitTestOrder(forWindowAt: -1, count: 3) == [-1])
    }

    @Test("an overlay window above that takes the point makes the probe a miss, without asking the view's window")
    func overlayTakesTheTouch() {
        var ownAsked = false
        var asked: [Int] = []
        let answer = WindowSelection.probeAnswer(windowsAbove: 2, upperWindow: { index in
            asked.append(index)
            return index == 1 ? .takesTouch : .letsThrough
        }, ownAnswer: { ownAsked = true; return .hit })
        #expect(answer == .miss)
        #expect(asked == [0, 1])
        #expect(!ownAsked)
    }

    @Test("windows above that let the touch through leave the answer to the view's own window")
    func passThroughWindows() {
        #expect(WindowSelection.probeAnswer(windowsAbove: 2, upperWindow: { _ in .letsThrough }, ownAnswer: { .hit }) == .hit)
        #expect(WindowSelection.probeAnswer(windowsAbove: 0, upperWindow: { _ in .takesTouch }, ownAnswer: { .noAnswer }) == .noAnswer)
    }

    @Test("a window above whose hitTest an override would run at that point (a pass-through window) is passed over; its own window answers")
    func overrideAboveIsNotAsked() {
        var ownAsked = false
        let answer = WindowSelection.probeAnswer(windowsAbove: 2, upperWindow: { $0 == 0 ? .notAsked : .letsThrough },
                                                 ownAnswer: { ownAsked = true; return .hit })
        #expect(answer == .hit)
        #expect(ownAsked)
        #expect(WindowSelection.probeAnswer(windowsAbove: 2, upperWindow: { $0 == 0 ? .notAsked : .takesTouch }, ownAnswer: { .hit }) == .miss)
    }

    @Test("the reader keeps the blocks of the window it read: an overriding view blocks probes only where UIKit would ask it")
    func readerKeepsBlocks() throws {
        typealias FakeView = AdapterTreeReaderTests.FakeView
        let screen = AdapterTreeReaderTests.screen
        // UIKit asks a view's hitTest for any point inside its superview: the backdrop's override
        // runs only for points inside the banner that holds it.
        let backdrop = FakeView("PassThroughBackdrop", .view, Rect(x: 0, y: 0, width: 390, height: 300))
        let banner = FakeView("UIView", .view, Rect(x: 0, y: 0, width: 390, height: 300), [backdrop])
        let window = FakeView("OverlayWindow", .view, screen, [banner])
        let source = AdapterTreeReaderTests.FakeSource(classes: [
            "PassThroughBackdrop": ViewClassFacts(name: "PassThroughBackdrop", overridesHitTest: true, isSystemClass: false)])
        var reader = AdapterTreeReader(source: source)
        _ = reader.read(window, windowFrame: screen, parentWindowOrigin: .zero, visibleArea: screen, context: ())
        let blocks = try #require(reader.lastBlocks)
        #expect(!blocks.allowsProbe(of: 0, at: LayoutPoint(x: 100, y: 100)))
        #expect(blocks.allowsProbe(of: 0, at: LayoutPoint(x: 100, y: 600)))
    }
}
