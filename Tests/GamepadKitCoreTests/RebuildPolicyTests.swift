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
        // 0.2 s of layout-only changes: one rebuild each 0.1 s.
        #expect(scans <= 3)
        #expect(scans >= 2)
        // The last change waits for its turn, and is scanned when it comes.
        replay.wait(0.1)
        replay.turn()
        #expect(!replay.policy.isMapDirty)
    }

    @Test("awake, a second of layout on every frame of a 120 Hz screen rebuilds about 10 times, not 120")
    func perFrameLayoutIsLimited() {
        var replay = RebuildPolicyReplay.standard()
        replay.press(.moveDown)
        replay.wait(1)
        let before = replay.scans
        for _ in 0..<120 {
            replay.wait(1.0 / 120)
            replay.change(.layout)
            replay.turn()
        }
        #expect(replay.scans - before <= 11)
        #expect(replay.scans - before >= 9)
        // A press in the middle of it all acts on a fresh scan.
        replay.change(.layout)
        let beforePress = replay.scans
        replay.press(.activate)
        #expect(replay.scans == beforePress + 1)
    }

    @Test("a rebuild turn for a new screen less than a refresh after the last scan waits for the next refresh")
    func turnWaitsForRefresh() {
        var policy = RebuildPolicy(timing: .init(refreshInterval: 0.01, scrollSettleInterval: 0.1))
        policy.didScan(isScreenExcluded: false, at: 5)
        _ = policy.wake()
        #expect(policy.screenChanged(.screenAppeared, hasInputDevice: true, at: 5.002) == .scheduleTurn)
        #expect(policy.beginTurn(at: 5.004) == .wait(until: 5.01))
        #expect(policy.screenChanged(.layout, hasInputDevice: true, at: 5.006) == .none)
        #expect(policy.beginTurn(at: 5.01) == .scan([.screenAppeared, .layout]))
    }

    @Test("a layout-only rebuild turn waits until 0.1 s after the last scan")
    func layoutTurnWaitsLonger() {
        var policy = RebuildPolicy(timing: .init(refreshInterval: 0.01, scrollSettleInterval: 0.1, layoutRebuildInterval: 0.1))
        policy.didScan(isScreenExcluded: false, at: 5)
        _ = policy.wake()
        #expect(policy.screenChanged(.layout, hasInputDevice: true, at: 5.002) == .scheduleTurn)
        #expect(policy.beginTurn(at: 5.02) == .wait(until: 5.1))
        #expect(policy.beginTurn(at: 5.1) == .scan([.layout]))
    }

    @Test("100 presses of A scan 100 times; moves in quick succession with nothing laid out between them reuse the map")
    func onePerPress() {
        var replay = RebuildPolicyReplay.standard()
        for _ in 0..<100 {
            replay.press(.activate)
            replay.turn()
        }
        #expect(replay.scans == 100)
        replay.wait(1)
        replay.turn()
        let before = replay.scans
        replay.press(.moveDown)
        for _ in 0..<20 { replay.press(.moveDown, isRepeat: true) }
        for _ in 0..<100 {
            replay.press(.moveRight)
            replay.wait(0.004)
            replay.turn()
        }
        #expect(replay.scans == before + 1)
    }

    @Test("a move after A scans again: the toggle may have enabled the button it moves to")
    func moveAfterActivateScans() {
        var replay = RebuildPolicyReplay.standard()
        replay.press(.moveDown)
        #expect(replay.scans == 1)
        replay.press(.moveUp)
        #expect(replay.scans == 1)
        replay.press(.activate)
        #expect(replay.scans == 2)
        replay.press(.moveUp)
        #expect(replay.scans == 3)
        replay.change(.layout)
        replay.press(.moveUp)
        #expect(replay.scans == 4)
    }

    @Test("flinging a SwiftUI list with a keyboard connected and the highlight asleep scans nothing")
    func asleepSwiftUIFling() {
        var replay = RebuildPolicyReplay.standard()
        replay.hasInputDevice = true
        replay.press(.moveDown)
        replay.touch()
        let before = replay.scans
        replay.flingSwiftUIList(seconds: 5, hz: 120)
        #expect(replay.scans == before)
        #expect(replay.policy.isMapDirty)
    }

    @Test("flinging a SwiftUI list with the highlight awake rebuilds once, when it stops")
    func awakeSwiftUIFling() {
        var replay = RebuildPolicyReplay.standard()
        replay.press(.moveDown)
        let before = replay.scans
        replay.flingSwiftUIList(seconds: 5, hz: 120)
        #expect(replay.scans == before + 1)
        #expect(!replay.policy.isMapDirty)
    }

    @Test("awake and still, SwiftUI rows registering rebuild at most 10 times a second")
    func awakeRegistrationsAreLimited() {
        var replay = RebuildPolicyReplay.standard()
        replay.press(.moveDown)
        replay.wait(1)
        let before = replay.scans
        for _ in 0..<60 {
            replay.wait(1.0 / 60)
            replay.change(.contentChange)
            replay.turn()
        }
        #expect(replay.scans - before <= 11)
    }

    @Test("a ticker that never stops scrolling keeps no rotation waiting, and is itself never rescanned")
    func tickerBesideRotation() {
        var replay = RebuildPolicyReplay.standard()
        replay.press(.moveDown)
        replay.wait(1)
        replay.turn()
        let before = replay.scans
        let ticker = 7
        for frame in 0..<600 {
            replay.wait(1.0 / 120)
            replay.scrollFrame(ticker, by: .code)
            if frame == 300 {
                replay.change(.rotation)
                replay.change(.layout)
            }
            replay.turn()
        }
        #expect(replay.scans - before == 1)
        #expect(!replay.policy.isScrolling)
    }

    @Test("the user's scroll of one list ends on its own while a ticker beside it keeps scrolling")
    func userScrollEndsBesideTicker() {
        var policy = RebuildPolicy(timing: .init(refreshInterval: 0.01, scrollSettleInterval: 0.1))
        policy.didScan(isScreenExcluded: false, at: 0)
        _ = policy.wake()
        #expect(policy.scrolled(1, by: .user, hasInputDevice: true, at: 1) == .followFocusedElement)
        #expect(policy.scrolled(2, by: .code, hasInputDevice: true, at: 1) == .followFocusedElement)
        #expect(policy.isScrolling)
        #expect(policy.screenChanged(.layout, hasInputDevice: true, at: 1.01) == .none)
        #expect(policy.scrolled(2, by: .code, hasInputDevice: true, at: 1.1) == .followFocusedElement)
        #expect(policy.advance(to: 1.1) == true)
        #expect(!policy.isScrolling)
        #expect(policy.scrolls.keys.sorted() == [2])
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
