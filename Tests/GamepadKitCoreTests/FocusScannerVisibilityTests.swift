import Testing
@testable import GamepadKitCore

/// A 390×844 screen.
let phoneScreen = Rect(x: 0, y: 0, width: 390, height: 844)

/// A window filling the phone screen with `children`.
func window(_ children: [ViewNode]) -> ViewNode {
    ViewNode(id: "window", kind: .view, frame: phoneScreen, children: children)
}

/// A 100×44 button at `x`, `y`.
func button(_ id: String, x: Double = 20, y: Double = 100, width: Double = 100, height: Double = 44) -> ViewNode {
    ViewNode(id: id, kind: .button, frame: Rect(x: x, y: y, width: width, height: height))
}

/// The ids of the candidates `root` yields on the phone screen.
func candidateIDs(_ root: ViewNode, bounds: Rect = phoneScreen) -> [String] {
    FocusScanner().scan(root, bounds: bounds).candidates.map(\.id)
}

@Suite("FocusScanner: what is visible")
struct ScannerVisibilityTests {
    @Test("a button inside a hidden container is not a candidate")
    func hiddenAncestor() {
        var panel = ViewNode(id: "panel", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 300), children: [button("inside")])
        panel.isHidden = true
        #expect(candidateIDs(window([panel, button("outside", y: 400)])) == ["outside"])
    }

    @Test("a hidden button is not a candidate")
    func hiddenButton() {
        var hidden = button("hidden")
        hidden.isHidden = true
        #expect(candidateIDs(window([hidden, button("shown", y: 200)])) == ["shown"])
    }

    @Test("a button in a fully transparent container is not a candidate, a half-transparent one is")
    func transparentAncestor() {
        var clear = ViewNode(id: "clear", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 200), children: [button("ghost")])
        clear.alpha = 0
        var faint = ViewNode(id: "faint", kind: .view, frame: Rect(x: 0, y: 300, width: 390, height: 200), children: [button("dim")])
        faint.alpha = 0.5
        var nearlyClear = button("nearlyClear", y: 600)
        nearlyClear.alpha = 0.01
        #expect(candidateIDs(window([clear, faint, nearlyClear])) == ["dim"])
    }

    @Test("a button inside a view with user interaction off is not a candidate")
    func interactionOffAncestor() {
        var inert = ViewNode(id: "inert", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 200), children: [button("unreachable")])
        inert.isInteractive = false
        #expect(candidateIDs(window([inert, button("reachable", y: 300)])) == ["reachable"])
    }

    @Test("a disabled button is not a candidate")
    func disabled() {
        var off = button("off")
        off.isEnabled = false
        #expect(candidateIDs(window([off, button("on", y: 200)])) == ["on"])
    }

    @Test("a button of zero width or zero height is not a candidate")
    func zeroSize() {
        #expect(candidateIDs(window([button("thin", width: 0), button("flat", y: 200, height: 0), button("fine", y: 300)])) == ["fine"])
    }

    @Test("a button pushed outside a clipping parent is not a candidate; without clipping, one that overhangs it is")
    func clippedAway() {
        var clipping = ViewNode(id: "clipping", kind: .view, frame: Rect(x: 0, y: 100, width: 390, height: 100),
                                children: [button("below", y: 150)])
        clipping.clipsToBounds = true
        let open = ViewNode(id: "open", kind: .view, frame: Rect(x: 0, y: 400, width: 390, height: 100),
                            children: [button("overhanging", y: 80)])
        #expect(candidateIDs(window([clipping, open])) == ["overhanging"])
    }

    @Test("a button drawn wholly outside its parent's bounds takes no touch (UIKit asks the parent first), nor does anything inside it")
    func whollyOutsideParent() {
        // A 30 x 30 button stored at (-20, -121) in a form's container: drawn at the screen's
        // top corner, over nothing a finger can reach through the container.
        let form = ViewNode(id: "form", kind: .view, frame: Rect(x: 20, y: 140, width: 350, height: 400),
                            children: [button("stray", x: -20, y: -121, width: 30, height: 30), button("inside", y: 200),
                                       ViewNode(id: "panel", kind: .view, frame: Rect(x: 0, y: 420, width: 350, height: 60),
                                                children: [button("inPanel", y: 8)])])
        #expect(candidateIDs(window([form])) == ["inside"])
        // Its class runs its own hit test (a raised centre button over a bar): left to it.
        var custom = form
        custom.overridesHitTest = true
        #expect(candidateIDs(window([custom])) == ["stray", "inside", "inPanel"])
        // UIKit's own answer on a device stands.
        var answered = form
        answered.children[0].isHittable = true
        #expect(candidateIDs(window([answered])) == ["stray", "inside"])
        // A device scan leaves it to UIKit's hit test, which knows UIKit's own overrides.
        var device = FocusScanner()
        device.dropsViewsOutsideParents = false
        #expect(device.scan(window([form]), bounds: phoneScreen).candidates.map(\.id) == ["stray", "inside", "inPanel"])
        // A container stored at no size (sized from code) bounds nothing.
        var unsized = form
        unsized.frame = Rect(x: 20, y: 140, width: 0, height: 0)
        #expect(candidateIDs(window([unsized])) == ["stray", "inside", "inPanel"])
    }

    @Test("a clipping grandparent hides a button its non-clipping parent lets overhang")
    func clippedByGrandparent() {
        let inner = ViewNode(id: "inner", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 50),
                             children: [button("far", y: 120)])
        var outer = ViewNode(id: "outer", kind: .view, frame: Rect(x: 0, y: 100, width: 390, height: 100), children: [inner])
        outer.clipsToBounds = true
        #expect(candidateIDs(window([outer])).isEmpty)
    }

    @Test("a button scrolled above a scroll view's viewport is a candidate that needs a scroll, even off screen")
    func scrolledOut() {
        let scroll = ViewNode(
            id: "scroll", kind: .scroll, frame: Rect(x: 0, y: 200, width: 390, height: 300),
            children: [button("gone", y: 20), button("stays", y: 400)],
            contentOffset: LayoutPoint(x: 0, y: 300))
        // "gone" sits at 200 + 20 - 300 = -80 in the window: above the viewport (and the screen).
        // "stays" sits at 200 + 400 - 300 = 300: inside.
        let snapshot = FocusScanner().scan(window([scroll]), bounds: phoneScreen)
        #expect(snapshot.candidates.map(\.id) == ["gone", "stays"])
        #expect(snapshot.candidates.map(\.needsScroll) == [true, false])
        #expect(snapshot.candidates.first?.frame == Rect(x: 20, y: -80, width: 100, height: 44))
        #expect(snapshot.candidates.first?.scrollViewport == Rect(x: 0, y: 200, width: 390, height: 300))
        #expect(snapshot.candidates.first?.revealedFrame == Rect(x: 20, y: 200, width: 100, height: 44))
    }

    @Test("a button scrolled below the viewport but still on screen needs a scroll that brings its bottom to the viewport's")
    func scrolledBelowViewport() {
        let scroll = ViewNode(id: "scroll", kind: .scroll, frame: Rect(x: 0, y: 100, width: 390, height: 200),
                              children: [button("belowViewport", y: 250)])
        let candidate = FocusScanner().scan(window([scroll]), bounds: phoneScreen).candidates.first
        #expect(candidate?.id == "belowViewport")
        #expect(candidate?.needsScroll == true)
        #expect(candidate?.revealedFrame == Rect(x: 20, y: 256, width: 100, height: 44))
    }

    @Test("a button a clipping view inside the scroll content hides is not a candidate: no scroll reveals it")
    func clippedInsideContent() {
        let card = ViewNode(id: "card", kind: .view, frame: Rect(x: 0, y: 600, width: 390, height: 100),
                            children: [button("cut", y: 150), button("kept", y: 20)], clipsToBounds: true)
        let scroll = ViewNode(id: "scroll", kind: .scroll, frame: Rect(x: 0, y: 100, width: 390, height: 500), children: [card])
        #expect(candidateIDs(window([scroll])) == ["kept"])
    }

    @Test("the content of a scroll view that is itself off screen is not a candidate")
    func scrollViewOffScreen() {
        let scroll = ViewNode(id: "scroll", kind: .scroll, frame: Rect(x: 0, y: 900, width: 390, height: 500), children: [button("far", y: 0)])
        #expect(candidateIDs(window([scroll, button("in", y: 10)])) == ["in"])
    }

    @Test("a button entirely outside the screen is not a candidate")
    func offScreen() {
        #expect(candidateIDs(window([button("right", x: 400), button("below", y: 900), button("left", x: -101), button("in", y: 10)])) == ["in"])
    }

    @Test("a half-visible button is a candidate with its full window frame")
    func halfVisibleKeepsFullFrame() {
        let snapshot = FocusScanner().scan(window([button("edge", x: 340, y: 10)]), bounds: phoneScreen)
        #expect(snapshot.candidates.map(\.frame) == [Rect(x: 340, y: 10, width: 100, height: 44)])
    }

    @Test("a node with a NaN frame is skipped with its subtree; its siblings stay")
    func notANumber() {
        let broken = ViewNode(id: "broken", kind: .view, frame: Rect(x: .nan, y: 0, width: 100, height: 100), children: [button("lost")])
        var brokenButton = button("infinite")
        brokenButton.frame.size.width = .infinity
        var badOffset = ViewNode(id: "badOffset", kind: .scroll, frame: Rect(x: 0, y: 0, width: 390, height: 400), children: [button("unplaceable")])
        badOffset.contentOffset = LayoutPoint(x: 0, y: .nan)
        #expect(candidateIDs(window([broken, brokenButton, badOffset, button("fine", y: 500)])) == ["fine"])
    }

    @Test("with a NaN screen nothing is a candidate and nothing crashes")
    func notANumberBounds() {
        #expect(candidateIDs(window([button("a")]), bounds: Rect(x: 0, y: 0, width: .nan, height: 10)).isEmpty)
    }

    @Test("while an alert is on screen only the alert's buttons are candidates")
    func modalScope() {
        var alert = ViewNode(id: "alert", kind: .view, frame: Rect(x: 45, y: 350, width: 300, height: 150),
                             children: [button("ok", x: 10, y: 90), button("cancel", x: 160, y: 90)])
        alert.isModalScope = true
        let snapshot = FocusScanner().scan(window([button("behind"), alert]), bounds: phoneScreen)
        #expect(snapshot.candidates.map(\.id) == ["ok", "cancel"])
        #expect(snapshot.modalScopeID == "alert")
    }

    @Test("a presented form's Done bar, shown in the keyboard's window, counts in the form's scope; without the mark it is outside")
    func accessoryJoinsModalScope() {
        var sheet = ViewNode(id: "sheet", kind: .view, frame: Rect(x: 0, y: 60, width: 390, height: 784), children: [button("field")])
        sheet.isModalScope = true
        var bar = ViewNode(id: "accessory", kind: .view, frame: Rect(x: 0, y: 500, width: 390, height: 44),
                           children: [button("done", x: 300, y: 0, width: 80, height: 44)])
        bar.joinsModalScope = true
        // The bar is read on its own, above the app's window (as the iOS layer reads it).
        let app = window([button("behind", y: 20), sheet])
        let snapshot = FocusScanner().scan(ViewNode(id: "windows", kind: .view, frame: phoneScreen, children: [app, bar]), bounds: phoneScreen)
        #expect(snapshot.candidates.map(\.id) == ["field", "done"])
        #expect(snapshot.modalScopeID == "sheet")
        bar.joinsModalScope = false
        #expect(candidateIDs(ViewNode(id: "windows", kind: .view, frame: phoneScreen, children: [app, bar])) == ["field"])
        // With no modal scope the bar is simply on top.
        bar.joinsModalScope = true
        #expect(Set(candidateIDs(ViewNode(id: "windows", kind: .view, frame: phoneScreen,
                                          children: [window([button("behind", y: 20)]), bar]))) == ["behind", "done"])
    }

    @Test("of two modal scopes the later one is on top and wins")
    func lastModalScopeWins() {
        var sheet = ViewNode(id: "sheet", kind: .view, frame: Rect(x: 0, y: 200, width: 390, height: 644), children: [button("sheetButton")])
        sheet.isModalScope = true
        var alert = ViewNode(id: "alert", kind: .view, frame: Rect(x: 45, y: 350, width: 300, height: 150), children: [button("ok", x: 10, y: 90)])
        alert.isModalScope = true
        let snapshot = FocusScanner().scan(window([sheet, alert]), bounds: phoneScreen)
        #expect(snapshot.candidates.map(\.id) == ["ok"])
        #expect(snapshot.modalScopeID == "alert")
    }

    @Test("a modal scope nested in another traps focus in the inner one")
    func nestedModalScope() {
        var inner = ViewNode(id: "inner", kind: .view, frame: Rect(x: 0, y: 0, width: 300, height: 100), children: [button("innerButton", x: 0, y: 0)])
        inner.isModalScope = true
        var outer = ViewNode(id: "outer", kind: .view, frame: Rect(x: 0, y: 300, width: 390, height: 400),
                             children: [inner, button("outerButton", y: 200)])
        outer.isModalScope = true
        let snapshot = FocusScanner().scan(window([outer]), bounds: phoneScreen)
        #expect(snapshot.candidates.map(\.id) == ["innerButton"])
        #expect(snapshot.modalScopeID == "inner")
    }

    @Test("a hidden or off-screen modal scope traps nothing")
    func invisibleModalScope() {
        var hidden = ViewNode(id: "hiddenAlert", kind: .view, frame: Rect(x: 45, y: 350, width: 300, height: 150), children: [button("ok", x: 10, y: 90)])
        hidden.isModalScope = true
        hidden.isHidden = true
        var away = ViewNode(id: "awaySheet", kind: .view, frame: Rect(x: 0, y: 900, width: 390, height: 600), children: [button("sheetButton")])
        away.isModalScope = true
        let snapshot = FocusScanner().scan(window([button("main"), hidden, away]), bounds: phoneScreen)
        #expect(snapshot.candidates.map(\.id) == ["main"])
        #expect(snapshot.modalScopeID == nil)
    }

    @Test("five thousand buttons all become candidates, in tree order")
    func manyViews() {
        let rows = (0..<50).map { r in
            ViewNode(id: "row\(r)", kind: .stack, frame: Rect(x: 0, y: Double(r) * 16, width: 390, height: 16),
                     children: (0..<100).map { c in button("b\(r)-\(c)", x: Double(c) * 3.9, y: 0, width: 3.9, height: 16) })
        }
        let ids = candidateIDs(window(rows))
        #expect(ids.count == 5_000)
        #expect(ids.first == "b0-0")
        #expect(ids[101] == "b1-1")
        #expect(ids.last == "b49-99")
    }

    @Test("a chain of two thousand nested views is scanned down to the button at the bottom")
    func deepTree() {
        var node = button("deep", x: 0, y: 0)
        for level in 0..<2_000 {
            node = ViewNode(id: "level\(level)", kind: .view, frame: Rect(x: 0, y: 0.1, width: 390, height: 600), children: [node])
        }
        let snapshot = FocusScanner().scan(window([node]), bounds: phoneScreen)
        #expect(snapshot.candidates.map(\.id) == ["deep"])
        #expect(abs((snapshot.candidates.first?.frame.minY ?? 0) - 200) < 1e-6)
    }

    @Test("two views with the same id both stay, the later one with a suffix")
    func duplicateIDs() {
        #expect(candidateIDs(window([button("twin", y: 100), button("twin", y: 200), button("twin", y: 300)])) == ["twin", "twin#2", "twin#3"])
    }

    @Test("the snapshot carries the bounds and the screen context")
    func carriesContext() {
        let context = ScreenContext(screenID: "Settings", canPop: true)
        let snapshot = FocusScanner().scan(window([]), bounds: phoneScreen, context: context)
        #expect(snapshot.bounds == phoneScreen)
        #expect(snapshot.context == context)
        #expect(snapshot.candidates.isEmpty)
    }
}
