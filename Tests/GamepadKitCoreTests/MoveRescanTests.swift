import Testing
@testable import GamepadKitCore

@Suite("Moves and code-driven scrolls: when the map is rebuilt")
struct MoveRescanTests {
    static func awake() -> RebuildPolicyReplay {
        var trace = RebuildPolicyReplay(policy: RebuildPolicy())
        trace.press(.moveDown)
        return trace
    }

    @Test("a news ticker of labels scrolling from code for 5 s makes no move scan")
    func tickerWithoutStops() {
        var trace = Self.awake()
        let before = trace.scans
        for frame in 0..<600 {
            trace.scrollFrame(7, by: .code, holdsStop: false)
            trace.turn()
            trace.wait(1.0 / 120)
            if frame % 10 == 0 { trace.press(.moveDown) }
        }
        // Moves 1/12 s apart: only the map's age (0.5 s) rescans, never the ticker.
        #expect(trace.scans - before <= 11)
        #expect(trace.policy.isMapDirty == false)
    }

    @Test("an auto-advancing carousel of buttons scrolled from code marks the map out of date")
    func carouselWithStops() {
        var policy = RebuildPolicy()
        policy.didScan(isScreenExcluded: false, at: 0)
        _ = policy.scrolled(3, by: .code, holdsStop: true, hasInputDevice: true, at: 0.01)
        #expect(policy.isMapDirty)
        #expect(policy.scansBefore(.moveRight, isRepeat: false, at: 0.02, focusedViewIsGone: false))
    }

    @Test("a ticker without stops scrolling from code changes nothing")
    func tickerChangesNothing() {
        var policy = RebuildPolicy()
        policy.didScan(isScreenExcluded: false, at: 0)
        #expect(policy.scrolled(3, by: .code, holdsStop: false, hasInputDevice: true, at: 0.01) == .none)
        #expect(!policy.isMapDirty)
        #expect(policy.scrolls.isEmpty)
    }

    @Test("a finger's scroll marks the map out of date even where no stop was found")
    func userScrollAlwaysCounts() {
        var policy = RebuildPolicy()
        policy.didScan(isScreenExcluded: false, at: 0)
        _ = policy.scrolled(3, by: .user, holdsStop: false, hasInputDevice: true, at: 0.01)
        #expect(policy.isMapDirty)
    }

    @Test("a button a timer enabled with no layout is found by the first move more than 0.5 s after the last scan")
    func timerEnabledButton() {
        var policy = RebuildPolicy()
        policy.didScan(isScreenExcluded: false, at: 10)
        #expect(!policy.scansBefore(.moveDown, isRepeat: false, at: 10.3, focusedViewIsGone: false))
        #expect(policy.scansBefore(.moveDown, isRepeat: false, at: 10.6, focusedViewIsGone: false))
    }

    @Test("a move whose focused view left its window scans at once")
    func focusedViewGone() {
        var policy = RebuildPolicy()
        policy.didScan(isScreenExcluded: false, at: 10)
        #expect(policy.scansBefore(.moveDown, isRepeat: true, at: 10.05, focusedViewIsGone: true))
    }

    @Test("100 D-pad moves in quick succession with no layout between share one scan")
    func quickMovesOneScan() {
        var trace = RebuildPolicyReplay(policy: RebuildPolicy())
        for _ in 0..<100 {
            trace.press(.moveDown)
            trace.wait(0.004)
        }
        #expect(trace.scans == 1)
    }

    @Test("a held D-pad repeating for 2 s on a still screen checks the map about every half second and scans once")
    func heldRepeat() {
        var trace = RebuildPolicyReplay(policy: RebuildPolicy())
        trace.press(.moveDown)
        for _ in 0..<20 {
            trace.wait(0.1)
            trace.press(.moveDown, isRepeat: true)
        }
        #expect(trace.scans == 1)
        #expect(trace.revalidations >= 3)
        #expect(trace.revalidations <= 5)
    }

    @Test("a D-pad held for 5 s on a grid that does not scroll never scans inside the glide: its repeats revalidate, and the next press scans")
    func longHeldRepeatNoScan() {
        var trace = RebuildPolicyReplay(policy: RebuildPolicy())
        trace.press(.moveRight)
        for _ in 0..<50 {
            trace.wait(0.1)
            trace.press(.moveRight, isRepeat: true)
        }
        #expect(trace.scans == 1)
        #expect(trace.revalidations >= 9)
        trace.wait(0.6)
        trace.press(.moveRight)
        #expect(trace.scans == 2)
    }

    @Test("deliberate D-pad presses a second apart on a still screen revalidate, and scan once the last scan is over 2 s old")
    func deliberatePressesStillScreen() {
        var trace = RebuildPolicyReplay(policy: RebuildPolicy())
        for _ in 0..<30 {
            trace.press(.moveDown)
            trace.wait(1)
        }
        // A scan at 0 s, 3 s, 6 s…: the presses 1 s and 2 s after each revalidate.
        #expect(trace.scans == 10)
        #expect(trace.revalidations == 20)
    }

    @Test("deliberate presses a second apart with a change nothing reports every 10 s: each change is found by the next press")
    func deliberatePressesWithUnreportedChanges() {
        var trace = RebuildPolicyReplay(policy: RebuildPolicy())
        for index in 0..<60 {
            trace.press(.moveDown)
            trace.wait(0.5)
            if index % 10 == 9 { trace.changeNothingReports() }
            trace.wait(0.5)
            trace.turn()
        }
        // Every third press (the last scan over 2 s old), and the press after each change.
        #expect(trace.scans == 24)
    }

    @Test("moves in quick succession within 2 s of a scan never scan again, whatever revalidates")
    func quickMovesAfterScan() {
        var trace = RebuildPolicyReplay(policy: RebuildPolicy())
        for _ in 0..<8 {
            trace.press(.moveDown)
            trace.wait(0.25)
        }
        #expect(trace.scans == 1)
    }

    @Test("a button a timer enables between two deliberate presses is found by the second press")
    func timerEnablesButtonBetweenPresses() {
        var trace = RebuildPolicyReplay(policy: RebuildPolicy())
        trace.press(.moveDown)
        trace.wait(1)
        trace.press(.moveDown)
        #expect(trace.scans == 1)
        trace.wait(0.4)
        trace.changeNothingReports()  // the timer fires: the button is enabled, no layout pass
        trace.wait(0.6)
        trace.press(.moveDown)
        #expect(trace.scans == 2)
        #expect(!trace.hasUnreportedChange)
    }

    @Test("a move within half a second of a check uses the map unchecked; a later one revalidates")
    func moveCheckTimes() {
        var policy = RebuildPolicy()
        policy.didScan(isScreenExcluded: false, at: 10)
        #expect(policy.moveCheck(.moveDown, isRepeat: false, at: 10.3, focusedViewIsGone: false) == .useMap)
        #expect(policy.moveCheck(.moveDown, isRepeat: false, at: 10.6, focusedViewIsGone: false) == .revalidate)
        policy.didRevalidate(at: 10.6)
        #expect(policy.moveCheck(.moveDown, isRepeat: false, at: 10.9, focusedViewIsGone: false) == .useMap)
        #expect(policy.moveCheck(.moveDown, isRepeat: false, at: 10.9, focusedViewIsGone: true) == .scan)
        #expect(policy.moveCheck(.activate, isRepeat: false, at: 10.9, focusedViewIsGone: false) == .scan)
    }

    @Test("an excluded screen scans nothing on moves, however old the map")
    func excludedScreen() {
        var policy = RebuildPolicy()
        policy.didScan(isScreenExcluded: true, at: 0)
        #expect(!policy.scansBefore(.moveDown, isRepeat: false, at: 100, focusedViewIsGone: true))
    }
}
