import Testing
@testable import GamepadKitCore

@Suite("Adjust mode ends with the control it began on")
struct AdjustModeEndTests {
    typealias F = FocusFixtures

    @Test("a player's scrubber hides mid-scrub: the update that drops it ends adjusting on the scrubber")
    func scrubberDisappears() {
        let scrubber = F.element("scrubber", .slider, x: 20, y: 600, width: 300)
        let play = F.element("play", x: 20, y: 100)
        var engine = F.awakeEngine(on: F.snapshot([play, scrubber]))
        _ = engine.focus(id: "scrubber")
        #expect(engine.handle(.activate) == [.beginAdjusting(id: "scrubber")])
        let commands = engine.update(F.snapshot([play]))
        #expect(commands.contains(.endAdjusting(id: "scrubber")))
        #expect(engine.mode == .navigating)
        #expect(engine.adjustedTargetID == nil)
    }

    @Test("every control hides: the end still names the scrubber before the highlight goes")
    func everythingDisappears() {
        var engine = F.awakeEngine(on: F.snapshot([F.element("scrubber", .slider, x: 20, y: 600, width: 300)]))
        _ = engine.handle(.activate)
        #expect(engine.update(F.snapshot([])) == [.endAdjusting(id: "scrubber"), .clearFocus])
    }

    @Test("sleeping after the control left ends it too, once")
    func sleepAfterDisappearing() {
        var engine = F.awakeEngine(on: F.snapshot([F.element("scrubber", .slider, x: 20, y: 600, width: 300)]))
        _ = engine.handle(.activate)
        #expect(engine.sleep() == [.endAdjusting(id: "scrubber"), .clearFocus])
        #expect(engine.sleep() == [])
    }
}
