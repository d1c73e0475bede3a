import Testing
@testable import GamepadKitCore

@Suite("Focus engine: waking by app input, and the bounds of the per-screen memory")
struct FocusEngineMemoryTests {
    typealias F = FocusFixtures

    @Test("an input that went to the app wakes the engine and shows focus without acting")
    func wakeByAppInput() {
        let grid = F.grid()
        var engine = FocusEngine()
        _ = engine.update(F.snapshot(grid))
        #expect(engine.wake() == [.focus(id: "r0c0", frame: F.frame(of: "r0c0", in: grid), animated: false)])
        #expect(engine.isAwake)
        #expect(engine.focusedID == "r0c0")
        #expect(engine.wake() == [])
        #expect(engine.handle(.moveRight) == [.focus(id: "r0c1", frame: F.frame(of: "r0c1", in: grid), animated: true)])
    }

    @Test("waking after sleep shows the same element again; waking an empty screen shows nothing")
    func wakeAfterSleep() {
        let grid = F.grid()
        var engine = F.awakeEngine(on: F.snapshot(grid))
        _ = engine.handle(.moveDown)
        #expect(engine.sleep() == [.clearFocus])
        #expect(engine.wake() == [.focus(id: "r1c0", frame: F.frame(of: "r1c0", in: grid), animated: false)])
        var empty = FocusEngine()
        _ = empty.update(F.snapshot([]))
        #expect(empty.wake() == [])
        #expect(empty.isAwake)
    }

    @Test("a forgotten screen that comes back under the same id starts in reading order")
    func forgottenScreenStartsAfresh() {
        let grid = F.grid()
        let home = ScreenContext(screenID: "Home")
        var engine = F.awakeEngine(on: F.snapshot(grid, context: home))
        _ = engine.handle(.moveRight)
        _ = engine.update(F.snapshot([F.element("back", x: 20, y: 40)], context: ScreenContext(screenID: "Detail")))
        engine.forgetScreen("Home")
        #expect(engine.update(F.snapshot(grid, context: home)) == [.focus(id: "r0c0", frame: F.frame(of: "r0c0", in: grid), animated: true)])
    }

    @Test("after 32 other screens, the first screen's focus is forgotten; the 32 latest are kept")
    func memoryKeepsTheLatestScreens() {
        let grid = F.grid()
        var engine = F.awakeEngine(on: F.snapshot(grid, context: ScreenContext(screenID: "screen0")))
        _ = engine.handle(.moveRight)
        for index in 1...FocusEngine.memoryCapacity {
            _ = engine.update(F.snapshot(grid, context: ScreenContext(screenID: "screen\(index)")))
            _ = engine.handle(.moveDown)
        }
        _ = engine.update(F.snapshot(grid, context: ScreenContext(screenID: "screen0")))
        #expect(engine.focusedID == "r0c0")
        // Coming back to screen0 made it the most recent screen and pushed out screen1.
        _ = engine.update(F.snapshot(grid, context: ScreenContext(screenID: "screen2")))
        #expect(engine.focusedID == "r1c0")
        _ = engine.update(F.snapshot(grid, context: ScreenContext(screenID: "screen1")))
        #expect(engine.focusedID == "r0c0")
    }

    @Test("a screen focused again becomes the most recent one and is not the next forgotten")
    func revisitedScreenStaysRemembered() {
        let grid = F.grid()
        var engine = F.awakeEngine(on: F.snapshot(grid, context: ScreenContext(screenID: "screen0")))
        _ = engine.handle(.moveRight)
        for index in 1...FocusEngine.memoryCapacity {
            _ = engine.update(F.snapshot(grid, context: ScreenContext(screenID: "screen\(index)")))
            if index == 16 {
                _ = engine.update(F.snapshot(grid, context: ScreenContext(screenID: "screen0")))
            }
        }
        _ = engine.update(F.snapshot(grid, context: ScreenContext(screenID: "screen0")))
        #expect(engine.focusedID == "r0c1")
    }
}
