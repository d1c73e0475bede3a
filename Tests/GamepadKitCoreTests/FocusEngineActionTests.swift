import Testing
@testable import GamepadKitCore

@Suite("Focus engine: moves, activation, modes, back, tabs, pages")
struct FocusEngineActionTests {
    typealias F = FocusFixtures

    @Test("down from the top-right cell lands on the cell below it")
    func moveFollowsTheMap() {
        let grid = F.grid()
        var engine = F.awakeEngine(on: F.snapshot(grid))
        _ = engine.focus(id: "r0c2")
        #expect(engine.handle(.moveDown) == [.focus(id: "r1c2", frame: F.frame(of: "r1c2", in: grid), animated: true)])
    }

    @Test("a move with nowhere to go bumps and keeps focus where it is")
    func bumpAtEdge() {
        var engine = F.awakeEngine(on: F.snapshot(F.grid()))
        #expect(engine.handle(.moveUp) == [.bump(.up)])
        #expect(engine.handle(.moveLeft) == [.bump(.left)])
        #expect(engine.focusedID == "r0c0")
    }

    @Test("A presses a button, flips a switch and taps a custom view", arguments: [
        (ViewKind.button, FocusInteraction.press),
        (ViewKind.switch, FocusInteraction.toggle),
        (ViewKind.custom, FocusInteraction.customTap),
        (ViewKind.tabBarItem, FocusInteraction.press),
    ])
    func activation(kind: ViewKind, interaction: FocusInteraction) {
        var engine = F.awakeEngine(on: F.snapshot([F.element("control", kind, x: 20, y: 100)]))
        #expect(engine.handle(.activate) == [.activate(id: "control", interaction: interaction)])
        #expect(engine.mode == .navigating)
    }

    @Test("A on an adjustable control enters adjust mode: left and right step, up and down are ignored, A leaves",
          arguments: [ViewKind.slider, .stepper, .segmented])
    func adjustMode(kind: ViewKind) {
        let control = F.element("volume", kind, x: 20, y: 100, width: 300)
        let below = F.element("below", x: 20, y: 300)
        var engine = F.awakeEngine(on: F.snapshot([control, below]))
        #expect(engine.handle(.activate) == [.beginAdjusting(id: "volume")])
        #expect(engine.mode == .adjusting(id: "volume"))
        #expect(engine.handle(.moveLeft) == [.adjust(id: "volume", steps: -1)])
        #expect(engine.handle(.moveRight) == [.adjust(id: "volume", steps: 1)])
        #expect(engine.handle(.moveDown) == [])
        #expect(engine.handle(.nextTab) == [])
        #expect(engine.focusedID == "volume")
        #expect(engine.handle(.activate) == [.endAdjusting(id: "volume")])
        #expect(engine.mode == .navigating)
        #expect(engine.handle(.moveDown) == [.focus(id: "below", frame: below.frame, animated: true)])
    }

    @Test("B leaves adjust mode instead of popping")
    func backLeavesAdjustMode() {
        let slider = F.element("volume", .slider, x: 20, y: 100)
        var engine = F.awakeEngine(on: F.snapshot([slider], context: ScreenContext(canPop: true)))
        _ = engine.handle(.activate)
        #expect(engine.handle(.back) == [.endAdjusting(id: "volume")])
        #expect(engine.handle(.back) == [.pop])
    }

    @Test("a rebuild while adjusting (the slider's value moved its thumb) stays in adjust mode")
    func adjustModeSurvivesRebuild() {
        let slider = F.element("volume", .slider, x: 20, y: 100)
        var engine = F.awakeEngine(on: F.snapshot([slider]))
        _ = engine.handle(.activate)
        _ = engine.update(F.snapshot([slider]))
        #expect(engine.mode == .adjusting(id: "volume"))
    }

    @Test("A on a text field starts typing: moves are ignored, B ends editing and then pops")
    func textEntryBeginAndEnd() {
        let name = F.element("name", .textField, x: 20, y: 100, width: 300)
        let save = F.element("save", x: 20, y: 300)
        var engine = F.awakeEngine(on: F.snapshot([name, save], context: ScreenContext(canPop: true)))
        #expect(engine.handle(.activate) == [.beginTextEntry(id: "name")])
        #expect(engine.mode == .textEntry(id: "name"))
        #expect(engine.handle(.moveDown) == [])
        #expect(engine.handle(.activate) == [])
        #expect(engine.focusedID == "name")
        #expect(engine.handle(.back) == [.endTextEntry(id: "name")])
        #expect(engine.mode == .navigating)
        #expect(engine.handle(.back) == [.pop])
    }

    @Test("closing the keyboard by other means returns to navigating without a command")
    func textEntryDidEnd() {
        let search = F.element("search", .searchBar, x: 20, y: 100, width: 300)
        var engine = F.awakeEngine(on: F.snapshot([search]))
        _ = engine.handle(.activate)
        #expect(engine.textEntryDidEnd(id: "other") == [])
        #expect(engine.mode == .textEntry(id: "search"))
        #expect(engine.textEntryDidEnd(id: "search") == [])
        #expect(engine.mode == .navigating)
    }

    @Test("the return key moves typing on to the next field: the ring follows it, and B ends editing there")
    func textEntryMovesOn() {
        let name = F.element("name", .textField, x: 20, y: 100, width: 300)
        let email = F.element("email", .textField, x: 20, y: 200, width: 300)
        let save = F.element("save", x: 20, y: 300)
        var engine = F.awakeEngine(on: F.snapshot([name, email, save], context: ScreenContext(canPop: true)))
        #expect(engine.handle(.activate) == [.beginTextEntry(id: "name")])
        // Return: "name" ends, "email" begins (textFieldShouldReturn made it first responder).
        #expect(engine.textEntryDidEnd(id: "name") == [])
        #expect(engine.textEntryDidBegin(id: "email") == [.focus(id: "email", frame: email.frame, animated: true)])
        #expect(engine.focusedID == "email")
        #expect(engine.mode == .textEntry(id: "email"))
        #expect(engine.handle(.back) == [.endTextEntry(id: "email")])
        #expect(engine.handle(.moveDown) == [.focus(id: "save", frame: save.frame, animated: true)])
        // Again for the field already typed in, and for one the map lacks: nothing.
        _ = engine.focus(id: "email")
        _ = engine.handle(.activate)
        #expect(engine.textEntryDidBegin(id: "email") == [])
        #expect(engine.textEntryDidBegin(id: "not on screen") == [])
        #expect(engine.mode == .textEntry(id: "email"))
    }

    @Test("a next field below the fold: the ring moves to it without a scroll of GamepadKit's (the keyboard's avoidance scrolls it)")
    func textEntryMovesOnWithoutScrolling() {
        let name = F.element("name", .textField, x: 20, y: 100, width: 300)
        var notes = F.element("notes", .textView, x: 20, y: 900, width: 300)
        notes.needsScroll = true
        var engine = F.awakeEngine(on: F.snapshot([name, notes]))
        _ = engine.handle(.activate)
        _ = engine.textEntryDidEnd(id: "name")
        let commands = engine.textEntryDidBegin(id: "notes")
        #expect(commands.count == 1)
        guard case .focus(let id, _, _)? = commands.first else {
            Issue.record("expected a focus command, got \(commands)")
            return
        }
        #expect(id == "notes")
        #expect(engine.mode == .textEntry(id: "notes"))
    }

    @Test("a text field that disappears while typing returns to navigating")
    func textFieldVanishesWhileTyping() {
        let name = F.element("name", .textField, x: 20, y: 100)
        let save = F.element("save", x: 20, y: 300)
        var engine = F.awakeEngine(on: F.snapshot([name, save]))
        _ = engine.handle(.activate)
        #expect(engine.update(F.snapshot([save])) == [.focus(id: "save", frame: save.frame, animated: true)])
        #expect(engine.mode == .navigating)
    }

    @Test("B dismisses a presented screen, else pops, else does nothing", arguments: [
        (ScreenContext(canDismiss: true, canPop: true), [FocusCommand.dismiss]),
        (ScreenContext(canDismiss: false, canPop: true), [FocusCommand.pop]),
        (ScreenContext(), [FocusCommand]()),
    ])
    func back(context: ScreenContext, expected: [FocusCommand]) {
        var engine = F.awakeEngine(on: F.snapshot(F.grid(), context: context))
        #expect(engine.handle(.back) == expected)
    }

    @Test("the shoulder buttons switch tabs without wrapping around")
    func tabsClamp() {
        let grid = F.grid()
        var first = F.awakeEngine(on: F.snapshot(grid, context: ScreenContext(tabCount: 3, selectedTab: 0)))
        #expect(first.handle(.previousTab) == [])
        #expect(first.handle(.nextTab) == [.switchTab(index: 1)])

        var last = F.awakeEngine(on: F.snapshot(grid, context: ScreenContext(tabCount: 3, selectedTab: 2)))
        #expect(last.handle(.nextTab) == [])
        #expect(last.handle(.previousTab) == [.switchTab(index: 1)])

        var single = F.awakeEngine(on: F.snapshot(grid, context: ScreenContext(tabCount: 1, selectedTab: 0)))
        #expect(single.handle(.nextTab) == [])
    }

    @Test("the triggers page the scroll view that holds the focused element")
    func pageUsesContainer() {
        let post = F.element("post", x: 20, y: 100, container: "feed")
        var engine = F.awakeEngine(on: F.snapshot([post]))
        #expect(engine.handle(.pageDown) == [.pageScroll(containerID: "feed", forward: true)])
        #expect(engine.handle(.pageUp) == [.pageScroll(containerID: "feed", forward: false)])

        var outside = F.awakeEngine(on: F.snapshot([F.element("close", x: 20, y: 40)]))
        #expect(outside.handle(.pageDown) == [.pageScroll(containerID: nil, forward: true)])
    }

    @Test("sleeping in adjust mode ends adjusting before hiding the highlight")
    func sleepEndsAdjusting() {
        var engine = F.awakeEngine(on: F.snapshot([F.element("volume", .slider, x: 20, y: 100)]))
        _ = engine.handle(.activate)
        #expect(engine.sleep() == [.endAdjusting(id: "volume"), .clearFocus])
        #expect(engine.mode == .navigating)
    }
}
