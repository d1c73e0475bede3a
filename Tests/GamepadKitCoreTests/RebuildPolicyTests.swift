import Testing
@testable import GamepadKitCore

extension RebuildPolicyReplay {
    /// 120 Hz refreshes, scrolling ends 0.1 s after its last frame.
    static func standard() -> RebuildPolicyReplay {
        RebuildPolicyReplay(policy: RebuildPolicy(timing: .init(refreshInterval: 1.0 / 120, scrollSettleInterval: 0.1)))
    }
}

@Suite("Rebuild policy: what scans, and when")
struct RebuildPolicyTests {
    @Test("a touch puts the awake highlight to sleep; the next press wakes it")
    func touchSleeps() {
        var replay = RebuildPolicyReplay.standard()
        replay.press(.moveDown)
        #expect(replay.policy.isHighlightAwake)
        #expect(replay.policy.touchBegan() == true)
        #expect(!replay.policy.isHighlightAwake)
        #expect(replay.policy.touchBegan() == false)
        replay.press(.moveDown)
        #expect(replay.policy.isHighlightAwake)
    }

    @Test("5 s of touch scrolling at 120 Hz with the highlight asleep scans nothing, and the next press scans once")
    func asleepScrollScansNothing() {
        var replay = RebuildPolicyReplay.standard()
        replay.press(.moveDown)
        replay.touch()
        let before = replay.scans
        replay.scroll(seconds: 5, hz: 120)
        #expect(replay.scans == before)
        #expect(replay.follows == 0)
        #expect(replay.policy.isMapDirty)
        replay.press(.moveDown)
        #expect(replay.scans == before + 1)
    }

    @Test("awake, 5 s of scrolling at 120 Hz moves the highlight on every frame and rebuilds once, at the end")
    func awakeScrollFollowsThenRebuildsOnce() {
        var replay = RebuildPolicyReplay.standard()
        replay.press(.moveDown)
        let before = replay.scans
        replay.scroll(seconds: 5, hz: 120)
        #expect(replay.follows == 600)
        #expect(replay.scans == before + 1)
        #expect(!replay.policy.isScrolling)
        #expect(!replay.policy.isMapDirty)
    }

    @Test("an input bound to the app wakes the highlight, scanning first only when the map is out of date")
    func wakingInputScansWhenDirty() {
        var replay = RebuildPolicyReplay.standard()
        replay.wakingInput()
        #expect(replay.scans == 1)
        #expect(replay.policy.isHighlightAwake)
        replay.wakingInput()
        #expect(replay.scans == 1)
        replay.touch()
        replay.change(.layout)
        replay.wakingInput()
        #expect(replay.scans == 2)
    }

    @Test("a scroll frame while awake asks to follow the focused element, not to rebuild")
    func scrollFrameFollows() {
        var policy = RebuildPolicy()
        policy.didScan(isScreenExcluded: false, at: 0)
        _ = policy.wake()
        #expect(policy.screenChanged(.scroll, hasInputDevice: true, at: 1) == .followFocusedElement)
        #expect(policy.screenChanged(.layout, hasInputDevice: true, at: 1) == .none)
        #expect(policy.nextDeadline == 1 + RebuildPolicy.Timing.standard.scrollSettleInterval)
        #expect(policy.advance(to: 1.05) == false)
        #expect(policy.advance(to: 1.2) == true)
    }

    @Test("1,000 layout passes in one turn give one rebuild")
    func layoutFloodInOneTurn() {
        var replay = RebuildPolicyReplay.standard()
        replay.press(.moveDown)
        replay.wait(1)
        let before = replay.scans
        for _ in 0..<1000 { replay.change(.layout) }
        replay.turn()
        #expect(replay.scans == before + 1)
    }

    @Test("layout passes in many turns of one refresh give at most one rebuild per refresh")
    func layoutFloodAcrossTurns() {
        var replay = RebuildPolicyReplay.standard()
        replay.press(.moveDown)
        replay.wait(1)
        let before = replay.scans
        // 200 turns, 1 ms apart: 0.2 s, 24 refreshes at 120 Hz.
        for _ in 0..<200 {
            replay.wait(0.001)
            replay.change(.layout)
            replay.turn()
        }
        let scans = replay.scans - before
        #expect(scans <= 25)
        #expect(scans >= 20)
        // The last change waits for its refresh, and is scanned when it comes.
        replay.wait(0.01)
        replay.turn()
        #expect(!replay.policy.isMapDirty)
    }

    @Test("a rebuild turn less than a refresh after the last scan waits for the next refresh")
    func turnWaitsForRefresh() {
        var policy = RebuildPolicy(timing: .init(refreshInterval: 0.01, scrollSettleInterval: 0.1))
        policy.didScan(isScreenExcluded: false, at: 5)
        _ = policy.wake()
        #expect(policy.screenChanged(.layout, hasInputDevice: true, at: 5.002) == .scheduleTurn)
        #expect(policy.beginTurn(at: 5.004) == .wait(until: 5.01))
        #expect(policy.screenChanged(.layout, hasInputDevice: true, at: 5.006) == .none)
        #expect(policy.beginTurn(at: 5.01) == .scan([.layout]))
    }

    @Test("100 presses of A scan 100 times, and the held direction's repeats scan nothing")
    func onePerPress() {
        var replay = RebuildPolicyReplay.standard()
        for _ in 0..<100 {
            replay.press(.activate)
            replay.turn()
        }
        #expect(replay.scans == 100)
        let before = replay.scans
        replay.press(.moveDown)
        for _ in 0..<20 { replay.press(.moveDown, isRepeat: true) }
        #expect(replay.scans == before + 1)
    }

    @Test("a repeat of a held direction scans when a scroll made the map out of date")
    func repeatAfterScrollScans() {
        var policy = RebuildPolicy()
        policy.didScan(isScreenExcluded: false, at: 0)
        _ = policy.wake()
        #expect(policy.scansBefore(.moveDown, isRepeat: true) == false)
        _ = policy.screenChanged(.scroll, hasInputDevice: true, at: 1)
        #expect(policy.scansBefore(.moveDown, isRepeat: true) == true)
    }

    @Test("on an excluded screen, presses, stick moves and layout scan nothing until the screen changes")
    func excludedScreenScansNothing() {
        var replay = RebuildPolicyReplay.standard()
        replay.isScreenExcluded = true
        replay.press(.activate)
        #expect(replay.scans == 1)
        #expect(!replay.policy.isHighlightAwake)
        for _ in 0..<50 {
            replay.change(.layout)
            replay.turn()
            replay.press(.moveDown)
            replay.press(.moveRight, isRepeat: true)
            replay.press(.activate)
        }
        #expect(replay.scans == 1)
        #expect(!replay.policy.isHighlightAwake)
        // Another screen appears: it is scanned (a device is connected), and found allowed.
        replay.isScreenExcluded = false
        replay.wait(1)
        replay.change(.screenAppeared)
        replay.turn()
        #expect(replay.scans == 2)
        replay.press(.activate)
        #expect(replay.scans == 3)
        #expect(replay.policy.isHighlightAwake)
    }

    @Test("an action that can change the screen marks the map dirty without scheduling a rebuild")
    func actionMarksDirty() {
        var policy = RebuildPolicy()
        policy.didScan(isScreenExcluded: true, at: 0)
        policy.didPerform(.moveDown)
        #expect(!policy.isMapDirty)
        policy.didPerform(.back)
        #expect(policy.isMapDirty)
        #expect(!policy.knowsScreenIsExcluded)
        #expect(!policy.scheduler.isScheduled)
    }

    @Test("B alone asks the app's presentation delegate; no other action and no scan does")
    func onlyBAsksDelegates() {
        let asking = GamepadAction.allCases.filter(RebuildPolicy.asksPresentationDelegate(before:))
        #expect(asking == [.back])
    }

    @Test("reset forgets the awake highlight, the exclusion and any scheduled turn")
    func resetForgets() {
        var policy = RebuildPolicy()
        policy.didScan(isScreenExcluded: false, at: 0)
        _ = policy.wake()
        _ = policy.screenChanged(.layout, hasInputDevice: true, at: 1)
        policy.reset()
        #expect(policy == RebuildPolicy())
    }
}

@Suite("What B dismisses after the presentation adapts")
struct DismissalAdaptationTests {
    @Test("a popover its delegate shows full screen on a phone is kept by the app")
    func popoverShownFullScreen() {
        #expect(Dismissal.controller(id: "Pop").afterAdaptation(to: .fullScreen) == .keptByApp(id: "Pop"))
    }

    @Test("a presentation that does not adapt, or adapts to a sheet, is dismissed as declared")
    func noAdaptation() {
        #expect(Dismissal.controller(id: "Pop").afterAdaptation(to: nil) == .controller(id: "Pop"))
        #expect(Dismissal.controller(id: "Pop").afterAdaptation(to: .formSheet) == .controller(id: "Pop"))
        #expect(Dismissal.refused(id: "S").afterAdaptation(to: .fullScreen) == .refused(id: "S"))
        #expect(Dismissal.alertAction(alertID: "A", index: 1).afterAdaptation(to: .overFullScreen)
                == .alertAction(alertID: "A", index: 1))
    }
}
