import Testing
@testable import GamepadKitCore

@Suite("Input router: a clock that jumps")
struct InputRouterClockJumpTests {
    typealias E = InputEvents

    @Test("one event stamped 1e300 does not freeze the repeats of a direction held afterwards")
    func wildTimeStampRecovers() {
        var router = InputRouter()
        _ = router.handle(E.press(.x, at: 1e300))
        #expect(router.handle(E.press(.dpadDown, at: 10)) == [E.action(.moveDown)])
        #expect(router.nextDeadline == 10.4)
        #expect(router.advance(to: 10.4) == [E.action(.moveDown, isRepeat: true)])
        #expect(router.nextDeadline.map { abs($0 - 10.52) < 1e-9 } == true)
    }

    @Test("a direction held across a jump back keeps repeating on the new clock, at most one initial delay later")
    func heldAcrossJumpBack() {
        var router = InputRouter()
        _ = router.handle(E.press(.dpadRight, at: 0))
        // The clock jumps far ahead once: the held repeat, late, fires once there.
        #expect(router.advance(to: 1e300) == [E.action(.moveRight, isRepeat: true)])
        // Then the platform's times come back to normal: the repeat is due again soon, not never.
        #expect(router.advance(to: 5) == [])
        #expect(router.nextDeadline == 5.4)
        #expect(router.advance(to: 5.4) == [E.action(.moveRight, isRepeat: true)])
    }

    @Test("a restarted clock reschedules a pending repeat at the same distance from the present")
    func restartedClockKeepsDistance() {
        var router = InputRouter()
        _ = router.handle(E.press(.dpadUp, at: 100))
        #expect(router.nextDeadline == 100.4)
        _ = router.advance(to: 100.1)
        // The clock restarts at 2: the repeat that was 0.3 s away is still 0.3 s away.
        #expect(router.advance(to: 2) == [])
        #expect(router.nextDeadline.map { abs($0 - 2.3) < 1e-9 } == true)
    }
}
