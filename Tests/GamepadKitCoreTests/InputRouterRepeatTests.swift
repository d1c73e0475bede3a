import Testing
@testable import GamepadKitCore

@Suite("InputRouter: presses and repeat")
struct InputRouterRepeatTests {
    typealias E = InputEvents

    @Test("a D-pad press moves once, and a second press event without a release does not move again")
    func pressMovesOnce() {
        var router = InputRouter()
        #expect(router.handle(E.press(.dpadRight, at: 0)) == [E.action(.moveRight)])
        #expect(router.handle(E.press(.dpadRight, at: 0.1, value: 0.8)) == [])
        #expect(router.handle(E.release(.dpadRight, at: 0.2)) == [])
        #expect(router.handle(E.press(.dpadRight, at: 0.3)) == [E.action(.moveRight)])
    }

    @Test("holding right repeats at 0.4, 0.52, 0.622 and then ever faster down to the minimum interval")
    func holdRepeatsWithAcceleration() {
        var router = InputRouter()
        _ = router.handle(E.press(.dpadRight, at: 0))
        let steps = router.followDeadlines(through: 3)
        let expected = E.expectedRepeatTimes(pressedAt: 0, through: 3)

        #expect(steps.map(\.time) == expected)
        #expect(steps.allSatisfy { $0.routed == [E.action(.moveRight, isRepeat: true)] })
        // The first gaps, written out: 0.4, then 0.12, then 0.12 × 0.85.
        #expect(abs(expected[0] - 0.4) < 1e-12)
        #expect(abs(expected[1] - 0.52) < 1e-12)
        #expect(abs(expected[2] - 0.622) < 1e-12)
        // By three seconds the gaps have reached the 0.05 s floor.
        let lastGap = expected[expected.count - 1] - expected[expected.count - 2]
        #expect(abs(lastGap - 0.05) < 1e-9)
    }

    @Test("nothing repeats before the deadline")
    func nothingBeforeDeadline() {
        var router = InputRouter()
        _ = router.handle(E.press(.dpadDown, at: 1))
        #expect(router.nextDeadline == 1.4)
        #expect(router.advance(to: 1.399) == [])
        #expect(router.advance(to: 1.4) == [E.action(.moveDown, isRepeat: true)])
    }

    @Test("releasing the held direction stops the repeat")
    func releaseStopsRepeat() {
        var router = InputRouter()
        _ = router.handle(E.press(.dpadLeft, at: 0))
        #expect(router.advance(to: 0.45) == [E.action(.moveLeft, isRepeat: true)])
        #expect(router.handle(E.release(.dpadLeft, at: 0.5)) == [])
        #expect(router.nextDeadline == nil)
        #expect(router.advance(to: 10) == [])
    }

    @Test("an advance just after each deadline follows the timing exactly, one repeat per call")
    func slightlyLateAdvances() {
        var router = InputRouter()
        _ = router.handle(E.press(.dpadUp, at: 0))
        let expected = E.expectedRepeatTimes(pressedAt: 0, through: 1)
        for time in expected {
            #expect(router.advance(to: time + 0.01) == [E.action(.moveUp, isRepeat: true)])
        }
        #expect(router.nextDeadline == E.expectedRepeatTimes(pressedAt: 0, through: 2)[expected.count])
    }

    @Test("after a sixty-second stall one advance moves once and the repeat carries on from then, still speeding up")
    func stalledAdvanceFiresOnce() {
        var router = InputRouter()
        _ = router.handle(E.press(.dpadUp, at: 0))
        #expect(router.advance(to: 60) == [E.action(.moveUp, isRepeat: true)])
        // The first repeat was due at 0.4 and would have been followed 0.12 later; that gap
        // now starts at 60, and the next ones shrink as usual.
        #expect(router.nextDeadline == 60 + 0.12)
        #expect(router.advance(to: 60 + 0.12) == [E.action(.moveUp, isRepeat: true)])
        #expect(router.nextDeadline == 60 + 0.12 + 0.12 * 0.85)
    }

    @Test("a release after a stall returns the one late repeat before it, and an on-time release none")
    func releaseAfterStall() {
        var stalled = InputRouter()
        _ = stalled.handle(E.press(.dpadUp, at: 0))
        #expect(stalled.handle(E.release(.dpadUp, at: 30)) == [E.action(.moveUp, isRepeat: true)])
        #expect(stalled.nextDeadline == nil)

        var onTime = InputRouter()
        _ = onTime.handle(E.press(.dpadUp, at: 0))
        #expect(onTime.handle(E.release(.dpadUp, at: 0.5)) == [E.action(.moveUp, isRepeat: true)])   // 0.4

        var early = InputRouter()
        _ = early.handle(E.press(.dpadUp, at: 0))
        #expect(early.handle(E.release(.dpadUp, at: 0.3)) == [])
    }

    @Test("a stall catches up one repeat per controller, oldest first, each rescheduled from the call")
    func stallWithTwoControllers() {
        var router = InputRouter()
        _ = router.handle(E.press(.dpadRight, at: 0, on: E.pad))
        _ = router.handle(E.press(.dpadDown, at: 0.1, on: E.otherPad))
        #expect(router.advance(to: 10) == [
            E.action(.moveRight, on: E.pad, isRepeat: true),       // was due at 0.4
            E.action(.moveDown, on: E.otherPad, isRepeat: true),   // was due at 0.5
        ])
        #expect(router.nextDeadline == 10 + 0.12)
        #expect(router.advance(to: 10 + 0.12) == [
            E.action(.moveRight, on: E.pad, isRepeat: true),
            E.action(.moveDown, on: E.otherPad, isRepeat: true),
        ])
    }

    @Test("at huge timestamps, where a repeat interval is too small to change the time, every advance still returns")
    func hugeTimestamps() {
        var router = InputRouter()
        let pressTime = 1e16   // consecutive doubles are 2 apart here: + 0.4 changes nothing
        _ = router.handle(E.press(.dpadLeft, at: pressTime))
        #expect(router.nextDeadline == pressTime.nextUp)
        #expect(router.advance(to: pressTime) == [])
        var deadline = pressTime
        for _ in 0..<5 {
            let next = router.nextDeadline ?? -1
            #expect(next == deadline.nextUp)
            #expect(router.advance(to: next) == [E.action(.moveLeft, isRepeat: true)])
            deadline = next
        }
        // A far later call is a stall like any other: one repeat.
        #expect(router.advance(to: 1e300) == [E.action(.moveLeft, isRepeat: true)])
        #expect(router.nextDeadline == (1e300).nextUp)
        #expect(router.handle(E.release(.dpadLeft, at: 1e300)) == [])
        #expect(router.nextDeadline == nil)
    }

    @Test("keyboard arrows move and repeat like the D-pad; Return activates, Escape goes back, Tab moves right")
    func keyboard() {
        var router = InputRouter()
        #expect(router.handle(E.press(.keyDown, at: 0)) == [E.action(.moveDown)])
        #expect(router.advance(to: 0.4) == [E.action(.moveDown, isRepeat: true)])
        #expect(router.handle(E.release(.keyDown, at: 0.45)) == [])
        #expect(router.handle([E.press(.keyUp, at: 1), E.press(.keyLeft, at: 1), E.press(.keyRight, at: 1)])
            == [E.action(.moveUp), E.action(.moveLeft), E.action(.moveRight)])
        #expect(router.handle([E.release(.keyUp, at: 1.1), E.release(.keyLeft, at: 1.1), E.release(.keyRight, at: 1.1)]) == [])
        #expect(router.handle([E.press(.keyReturn, at: 2), E.press(.keySpace, at: 2), E.press(.keyEscape, at: 2), E.press(.keyTab, at: 2)])
            == [E.action(.activate), E.action(.activate), E.action(.back), E.action(.moveRight)])
    }

    @Test("activate, back and the tab switches fire once however long they are held")
    func nonDirectionsDoNotRepeat() {
        var router = InputRouter()
        #expect(router.handle([E.press(.a, at: 0), E.press(.b, at: 0), E.press(.leftShoulder, at: 0), E.press(.rightShoulder, at: 0)])
            == [E.action(.activate), E.action(.back), E.action(.previousTab), E.action(.nextTab)])
        #expect(router.nextDeadline == nil)
        #expect(router.advance(to: 5) == [])
    }

    @Test("a held page button keeps paging with the repeat timing")
    func pageRepeats() {
        var router = InputRouter()
        #expect(router.handle(E.press(.rightTrigger, at: 0)) == [E.action(.pageDown)])
        #expect(router.advance(to: 0.45) == [E.action(.pageDown, isRepeat: true)])   // due at 0.4
        #expect(router.advance(to: 0.53) == [E.action(.pageDown, isRepeat: true)])   // due at 0.52
    }

    @Test("pressing a second direction takes over the repeat, and releasing it does not resume the first")
    func latestDirectionRepeats() {
        var router = InputRouter()
        _ = router.handle(E.press(.dpadRight, at: 0))
        #expect(router.handle(E.press(.dpadDown, at: 0.2)) == [E.action(.moveDown)])
        #expect(router.nextDeadline == 0.2 + 0.4)
        #expect(router.advance(to: 0.61) == [E.action(.moveDown, isRepeat: true)])
        #expect(router.handle(E.release(.dpadDown, at: 0.65)) == [])
        #expect(router.nextDeadline == nil)
        // Releasing the first one, still held, changes nothing either.
        #expect(router.handle(E.release(.dpadRight, at: 0.7)) == [])
    }

    @Test("two controllers holding different directions each repeat on their own")
    func twoControllers() {
        var router = InputRouter()
        #expect(router.handle(E.press(.dpadRight, at: 0, on: E.pad)) == [E.action(.moveRight, on: E.pad)])
        #expect(router.handle(E.press(.dpadDown, at: 0.1, on: E.otherPad)) == [E.action(.moveDown, on: E.otherPad)])
        let otherTimes = E.expectedRepeatTimes(pressedAt: 0.1, through: 1)
        #expect(router.advance(to: 0.45) == [E.action(.moveRight, on: E.pad, isRepeat: true)])        // 0.4
        #expect(router.advance(to: 0.55) == [
            E.action(.moveDown, on: E.otherPad, isRepeat: true),   // 0.5
            E.action(.moveRight, on: E.pad, isRepeat: true),       // 0.52
        ])
        #expect(router.nextDeadline == otherTimes[1])   // 0.62
        // One releasing leaves the other repeating.
        #expect(router.handle(E.release(.dpadRight, at: 0.61, on: E.pad)) == [])
        #expect(router.nextDeadline == otherTimes[1])
        #expect(router.advance(to: otherTimes[1]) == [E.action(.moveDown, on: E.otherPad, isRepeat: true)])
        // A release on one controller of a button held on the other is not a release there.
        #expect(router.handle(E.release(.dpadDown, at: 0.63, on: E.pad)) == [])
        #expect(router.nextDeadline == otherTimes[2])
    }

    @Test("unplugging a controller mid-hold stops its repeat and leaves the other controller alone")
    func disconnectStopsRepeat() {
        var router = InputRouter()
        _ = router.handle(E.press(.dpadRight, at: 0, on: E.pad))
        _ = router.handle(E.press(.dpadLeft, at: 0.3, on: E.otherPad))
        #expect(router.disconnect(E.pad, at: 0.45) == [E.action(.moveRight, on: E.pad, isRepeat: true)])
        #expect(router.nextDeadline == 0.3 + 0.4)
        // Long after its deadline: the other controller's one late repeat.
        #expect(router.advance(to: 5) == [E.action(.moveLeft, on: E.otherPad, isRepeat: true)])
        #expect(router.nextDeadline == 5 + 0.12)
        _ = router.handle(E.release(.dpadLeft, at: 5, on: E.otherPad))
        // The unplugged controller's release, arriving late, does nothing.
        #expect(router.handle(E.release(.dpadRight, at: 5.1, on: E.pad)) == [])
    }

    @Test("a binding to none, or a button with no binding, does nothing")
    func unboundButtons() {
        var settings = InputSettings.standard
        settings.bindings[.a] = GamepadAction.none
        var router = InputRouter(settings: settings)
        #expect(router.handle([E.press(.a, at: 0), E.release(.a, at: 0.1), E.press(.x, at: 0), E.press(.menu, at: 0)]) == [])
        #expect(router.handle(E.press(.keyReturn, at: 0.2)) == [E.action(.activate)])
    }

    @Test("a rebound button performs its new action and repeats if that action repeats")
    func reboundButton() {
        var settings = InputSettings.standard
        settings.bindings[.y] = .moveDown
        var router = InputRouter(settings: settings)
        #expect(router.handle(E.press(.y, at: 0)) == [E.action(.moveDown)])
        #expect(router.advance(to: 0.4) == [E.action(.moveDown, isRepeat: true)])
    }

    @Test("custom repeat timing is followed exactly")
    func customTiming() {
        let timing = RepeatTiming(initialDelay: 0.25, interval: 0.2, acceleration: 0.5, minimumInterval: 0.06)
        var router = InputRouter(settings: InputSettings(repeatTiming: timing))
        _ = router.handle(E.press(.dpadUp, at: 2))
        let steps = router.followDeadlines(through: 3)
        #expect(steps.map(\.time) == E.expectedRepeatTimes(pressedAt: 2, through: 3, timing: timing))
        #expect(zip(steps.map(\.time), [2.25, 2.45, 2.55, 2.61]).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    @Test("nonsense timing falls back to safe values instead of flooding")
    func nonsenseTiming() {
        let timing = RepeatTiming(initialDelay: -1, interval: 0, acceleration: .nan, minimumInterval: .infinity)
        var router = InputRouter(settings: InputSettings(repeatTiming: timing))
        _ = router.handle(E.press(.dpadUp, at: 0))
        #expect(router.nextDeadline == 0.4)
        // The standard delay and interval, without acceleration: a steady 0.12.
        let steady = RepeatTiming(initialDelay: 0.4, interval: 0.12, acceleration: 1, minimumInterval: 0.05)
        let steps = router.followDeadlines(through: 0.95)
        #expect(steps.map(\.time) == E.expectedRepeatTimes(pressedAt: 0, through: 0.95, timing: steady))
        #expect(zip(steps.map(\.time), [0.4, 0.52, 0.64, 0.76, 0.88]).allSatisfy { abs($0 - $1) < 1e-12 } && steps.count == 5)
        #expect(steps.allSatisfy { $0.routed == [E.action(.moveUp, isRepeat: true)] })
    }

    @Test("an event stamped a little earlier than the last one is taken as happening now")
    func timeDoesNotGoBackwards() {
        var router = InputRouter()
        _ = router.advance(to: 10)
        _ = router.handle(E.press(.dpadUp, at: 9.5))
        #expect(router.nextDeadline == 10.4)
    }
}
