import Testing
@testable import GamepadKitCore

@Suite("Focus engine: waking, initial focus, rebuilds, memory, modals")
struct FocusEngineLifecycleTests {
    typealias F = FocusFixtures

    @Test("a rebuild while asleep shows nothing; the first press shows focus without moving it")
    func wakeShowsFocusWithoutMoving() {
        let grid = F.grid()
        var engine = FocusEngine()
        #expect(engine.update(F.snapshot(grid)) == [])
        #expect(!engine.isAwake)

        #expect(engine.handle(.moveDown) == [.focus(id: "r0c0", frame: F.frame(of: "r0c0", in: grid), animated: false)])
        #expect(engine.isAwake)
        #expect(engine.focusedID == "r0c0")

        #expect(engine.handle(.moveDown) == [.focus(id: "r1c0", frame: F.frame(of: "r1c0", in: grid), animated: true)])
    }

    @Test("a right-to-left sheet over a left-to-right app starts at its top right; its direction comes from the nearest view that says")
    func directionOfTheScreenNotTheWindow() {
        // An Arabic sheet (its view forced right to left) presented in an English app.
        #expect(ScreenContext.readsRightToLeft(modalScope: true, screen: false, keyWindow: false))
        // One screen forced left to right (a media player) in an Arabic app.
        #expect(!ScreenContext.readsRightToLeft(modalScope: nil, screen: false, keyWindow: true))
        #expect(ScreenContext.readsRightToLeft(modalScope: nil, screen: nil, keyWindow: true))
        #expect(!ScreenContext.readsRightToLeft(modalScope: nil, screen: nil, keyWindow: nil))
        var context = ScreenContext()
        context.isRightToLeft = ScreenContext.readsRightToLeft(modalScope: true, screen: false, keyWindow: false)
        let row = [F.element("left", x: 20, y: 100), F.element("right", x: 250, y: 100)]
        var engine = FocusEngine()
        _ = engine.update(F.snapshot(row, context: context))
        #expect(engine.handle(.moveDown) == [.focus(id: "right", frame: row[1].frame, animated: false)])
    }

    @Test("the first press on a screen with nothing focusable is performed at once")
    func wakeOnEmptyScreenPerformsThePress() {
        var engine = FocusEngine()
        _ = engine.update(F.snapshot([], context: ScreenContext(canPop: true)))
        #expect(engine.handle(.back) == [.pop])
        #expect(engine.isAwake)
    }

    @Test("the first preferred id that is on screen takes the initial focus")
    func preferredInitialFocus() {
        let grid = F.grid()
        var engine = FocusEngine(settings: FocusSettings(preferredInitialFocus: ["search", "r1c2", "r0c1"]))
        _ = engine.update(F.snapshot(grid))
        #expect(engine.handle(.activate) == [.focus(id: "r1c2", frame: F.frame(of: "r1c2", in: grid), animated: false)])
    }

    @Test("without preferences the top-left element in reading order takes focus, whatever the tree order")
    func readingOrderDefault() {
        let candidates = [
            F.element("footer", x: 20, y: 700),
            F.element("right", x: 250, y: 100),
            F.element("left", x: 20, y: 100),
            F.element("title", x: 150, y: 40),
        ]
        var engine = FocusEngine()
        _ = engine.update(F.snapshot(candidates))
        _ = engine.handle(.activate)
        #expect(engine.focusedID == "title")

        var withoutTitle = FocusEngine()
        _ = withoutTitle.update(F.snapshot(Array(candidates.dropLast())))
        _ = withoutTitle.handle(.activate)
        #expect(withoutTitle.focusedID == "left")
    }

    @Test("a rebuild that adds elements above keeps focus on the same element, silently")
    func focusKeptAcrossRebuild() {
        let grid = F.grid()
        var engine = F.awakeEngine(on: F.snapshot(grid))
        _ = engine.handle(.moveDown)
        _ = engine.handle(.moveRight)
        #expect(engine.focusedID == "r1c1")

        let rebuilt = [F.element("banner", x: 20, y: 10)] + grid
        #expect(engine.update(F.snapshot(rebuilt)) == [])
        #expect(engine.focusedID == "r1c1")
    }

    @Test("when the focused element moves, the highlight follows with an animated focus")
    func movedFrameReemitsFocus() {
        var grid = F.grid()
        var engine = F.awakeEngine(on: F.snapshot(grid))
        let moved = Rect(x: 20, y: 140, width: 100, height: 60)
        grid[0].frame = moved
        #expect(engine.update(F.snapshot(grid)) == [.focus(id: "r0c0", frame: moved, animated: true)])
        #expect(engine.update(F.snapshot(grid)) == [])
    }

    @Test("when the focused button disappears, focus goes to its nearest surviving neighbour")
    func vanishedElementGoesToNearestNeighbour() {
        let save = F.element("save", x: 20, y: 100)
        let share = F.element("share", x: 140, y: 100)
        let delete = F.element("delete", x: 20, y: 400)
        var engine = F.awakeEngine(on: F.snapshot([save, share, delete]))
        _ = engine.handle(.moveRight)
        #expect(engine.focusedID == "share")

        #expect(engine.update(F.snapshot([save, delete])) == [.focus(id: "save", frame: save.frame, animated: true)])
        #expect(engine.focusedID == "save")
    }

    @Test("coming back to a screen restores the element last focused there")
    func perScreenMemoryRestores() {
        let grid = F.grid()
        let home = ScreenContext(screenID: "Home")
        let detail = [F.element("back", x: 20, y: 40), F.element("buy", x: 20, y: 300)]
        var engine = F.awakeEngine(on: F.snapshot(grid, context: home))
        _ = engine.handle(.moveDown)
        _ = engine.handle(.moveRight)
        #expect(engine.focusedID == "r1c1")

        #expect(engine.update(F.snapshot(detail, context: ScreenContext(screenID: "Detail", canPop: true)))
            == [.focus(id: "back", frame: detail[0].frame, animated: true)])
        #expect(engine.update(F.snapshot(grid, context: home))
            == [.focus(id: "r1c1", frame: F.frame(of: "r1c1", in: grid), animated: true)])
    }

    @Test("coming back to a screen whose remembered element is gone starts in reading order")
    func perScreenMemoryFallsBack() {
        let grid = F.grid()
        let home = ScreenContext(screenID: "Home")
        var engine = F.awakeEngine(on: F.snapshot(grid, context: home))
        _ = engine.handle(.moveRight)
        _ = engine.update(F.snapshot([F.element("back", x: 20, y: 40)], context: ScreenContext(screenID: "Detail")))
        _ = engine.update(F.snapshot(grid.filter { $0.id != "r0c1" }, context: home))
        #expect(engine.focusedID == "r0c0")
    }

    @Test("a modal traps focus inside and gives the outside focus back when it goes away")
    func modalTrapAndGiveBack() {
        let grid = F.grid()
        let cancel = F.element("cancel", .alertAction, x: 60, y: 400)
        let confirm = F.element("confirm", .alertAction, x: 200, y: 400)
        var engine = F.awakeEngine(on: F.snapshot(grid))
        _ = engine.handle(.moveDown)
        #expect(engine.focusedID == "r1c0")

        #expect(engine.update(F.snapshot([cancel, confirm], modal: "alert"))
            == [.focus(id: "cancel", frame: cancel.frame, animated: true)])
        _ = engine.handle(.moveRight)
        #expect(engine.focusedID == "confirm")
        #expect(engine.handle(.moveRight) == [.bump(.right)])
        #expect(engine.handle(.moveUp) == [.bump(.up)])

        #expect(engine.update(F.snapshot(grid))
            == [.focus(id: "r1c0", frame: F.frame(of: "r1c0", in: grid), animated: true)])
    }

    @Test("a modal starts on a preferred id it contains")
    func modalPrefersPreferredID() {
        let cancel = F.element("cancel", .alertAction, x: 60, y: 400)
        let confirm = F.element("confirm", .alertAction, x: 200, y: 400)
        var engine = F.awakeEngine(on: F.snapshot(F.grid()), settings: FocusSettings(preferredInitialFocus: ["confirm"]))
        _ = engine.update(F.snapshot([cancel, confirm], modal: "alert"))
        #expect(engine.focusedID == "confirm")
    }

    @Test("sleeping hides the highlight; waking shows the same element again")
    func sleepClearsAndWakeRestores() {
        let grid = F.grid()
        var engine = F.awakeEngine(on: F.snapshot(grid))
        _ = engine.handle(.moveRight)
        #expect(engine.sleep() == [.clearFocus])
        #expect(!engine.isAwake)
        #expect(engine.sleep() == [])
        #expect(engine.update(F.snapshot(grid)) == [])
        #expect(engine.handle(.moveDown) == [.focus(id: "r0c1", frame: F.frame(of: "r0c1", in: grid), animated: false)])
    }

    @Test("a snapshot without candidates clears the highlight; the element is shown again when it returns")
    func emptySnapshotClears() {
        let grid = F.grid()
        var engine = F.awakeEngine(on: F.snapshot(grid))
        _ = engine.handle(.moveRight)
        #expect(engine.update(F.snapshot([])) == [.clearFocus])
        #expect(engine.focusedID == nil)
        #expect(engine.update(F.snapshot([])) == [])
        #expect(engine.handle(.moveDown) == [])
        #expect(engine.update(F.snapshot(grid)) == [.focus(id: "r0c1", frame: F.frame(of: "r0c1", in: grid), animated: false)])
    }

    @Test("the app's request for an element not yet on screen is honoured by the update that has it")
    func focusRequestWaitsForUpdate() {
        let grid = F.grid()
        var engine = F.awakeEngine(on: F.snapshot(grid))
        #expect(engine.focus(id: "newsletter") == [])
        #expect(engine.focusedID == "r0c0")
        #expect(engine.update(F.snapshot(grid)) == [])
        let withNewsletter = grid + [F.element("newsletter", x: 20, y: 500)]
        #expect(engine.update(F.snapshot(withNewsletter)) == [.focus(id: "newsletter", frame: withNewsletter[9].frame, animated: true)])
    }

    @Test("the app's request for an element on screen moves focus at once, but only shows it when awake")
    func focusRequestOnScreen() {
        let grid = F.grid()
        var asleep = FocusEngine()
        _ = asleep.update(F.snapshot(grid))
        #expect(asleep.focus(id: "r2c2") == [])
        #expect(asleep.handle(.moveUp) == [.focus(id: "r2c2", frame: F.frame(of: "r2c2", in: grid), animated: false)])

        var awake = F.awakeEngine(on: F.snapshot(grid))
        #expect(awake.focus(id: "r2c2") == [.focus(id: "r2c2", frame: F.frame(of: "r2c2", in: grid), animated: true)])
    }

    @Test("input before any snapshot and unknown ids do nothing and break nothing")
    func unknownInputIsHarmless() {
        var engine = FocusEngine()
        #expect(engine.handle(.moveDown) == [])
        #expect(engine.handle(.activate) == [])
        #expect(engine.handle(.pageDown) == [])
        #expect(engine.focus(id: "ghost") == [])
        #expect(engine.textEntryDidEnd(id: "nothing") == [])
        #expect(engine.sleep() == [])
        #expect(engine.handle(.none) == [])
        #expect(engine.focusedID == nil)
    }
    @Test("coming back to a screen, the remembered element wins over the preferred one")
    func memoryWinsOverPreferredOnReturn() {
        let grid = F.grid()
        let home = ScreenContext(screenID: "Home")
        var engine = F.awakeEngine(on: F.snapshot(grid, context: home), settings: FocusSettings(preferredInitialFocus: ["r0c0"]))
        _ = engine.handle(.moveDown)
        _ = engine.update(F.snapshot([F.element("back", x: 20, y: 40)], context: ScreenContext(screenID: "Detail")))
        _ = engine.update(F.snapshot(grid, context: home))
        #expect(engine.focusedID == "r1c0")
    }

    @Test("when the element focused before a modal is gone as it closes, the screen starts over in reading order")
    func modalGiveBackFallsBack() {
        let grid = F.grid()
        var engine = F.awakeEngine(on: F.snapshot(grid))
        _ = engine.handle(.moveRight)
        _ = engine.update(F.snapshot([F.element("ok", .alertAction, x: 150, y: 400)], modal: "alert"))
        _ = engine.update(F.snapshot(grid.filter { $0.id != "r0c1" }))
        #expect(engine.focusedID == "r0c0")
    }
}
