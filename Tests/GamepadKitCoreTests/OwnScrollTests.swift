import Testing
@testable import GamepadKitCore

@Suite("Scrolls GamepadKit starts: one scan when they end, not one per layout pass")
struct OwnScrollTests {
    /// A reveal animated for 0.3 s in a list that is its controller's root view: every frame
    /// scrolls it and lays the controller out; then the run loop idles for a second.
    private static func reveal(by driver: RebuildPolicy.ScrollDriver) -> Int {
        var replay = RebuildPolicyReplay.standard()
        replay.press(.moveDown)
        replay.wait(1)
        replay.turn()
        let before = replay.scans
        for _ in 0..<36 {
            replay.wait(1.0 / 120)
            replay.scrollFrame(1, by: driver)
            replay.change(.layout)
            replay.turn()
        }
        for _ in 0..<60 {
            replay.wait(1.0 / 60)
            replay.turn()
        }
        return replay.scans - before
    }

    @Test("a reveal GamepadKit animates in a list controller costs one scan; the same frames from the app's code cost more")
    func revealInListController() {
        #expect(Self.reveal(by: .gamepadKit) == 1)
        #expect(Self.reveal(by: .code) > 1)
    }

    @Test("a frame is a finger's while tracking, dragging or decelerating, GamepadKit's soon after it started, else the app's")
    func driverOfAFrame() {
        typealias Driver = RebuildPolicy.ScrollDriver
        #expect(Driver.of(isTracking: true, isDragging: false, isDecelerating: false, gamepadKitStarted: 10, now: 10.1) == .user)
        #expect(Driver.of(isTracking: false, isDragging: false, isDecelerating: true, gamepadKitStarted: nil, now: 10) == .user)
        #expect(Driver.of(isTracking: false, isDragging: false, isDecelerating: false, gamepadKitStarted: 10, now: 10.2) == .gamepadKit)
        #expect(Driver.of(isTracking: false, isDragging: false, isDecelerating: false, gamepadKitStarted: 10, now: 11.5) == .code)
        #expect(Driver.of(isTracking: false, isDragging: false, isDecelerating: false, gamepadKitStarted: nil, now: 10) == .code)
        #expect(Driver.of(isTracking: false, isDragging: false, isDecelerating: false, gamepadKitStarted: .nan, now: 10) == .code)
        #expect(Driver.of(isTracking: false, isDragging: false, isDecelerating: false, gamepadKitStarted: 12, now: 10) == .code)
    }

    @Test("GamepadKit's scroll is its own until it rests: each frame close to the one before, the first soon after the start, all within a second")
    func ownScrollEndsWhenItRests() {
        typealias Driver = RebuildPolicy.ScrollDriver
        func driver(started: Double?, last: Double?, now: Double) -> Driver {
            Driver.of(isTracking: false, isDragging: false, isDecelerating: false, gamepadKitStarted: started, lastOwnFrame: last, now: now)
        }
        // Frames of a 0.3 s animation, one per refresh.
        #expect(driver(started: 10, last: nil, now: 10.02) == .gamepadKit)
        #expect(driver(started: 10, last: 10.28, now: 10.3) == .gamepadKit)
        // A stall of 0.2 s mid-scroll (a heavy cell made) does not end it.
        #expect(driver(started: 10, last: 10.1, now: 10.3) == .gamepadKit)
        // The animation ended at 10.3; an app's carousel tick at 10.6 is the app's.
        #expect(driver(started: 10, last: 10.3, now: 10.6) == .code)
        // No frame came soon after the start (the view was already where it was asked to go).
        #expect(driver(started: 10, last: nil, now: 10.6) == .code)
        // However close its frames, a scroll is GamepadKit's for a second at most.
        #expect(driver(started: 10, last: 10.98, now: 11.05) == .code)
        // A last frame that is no number, or before the start, is no frame.
        #expect(driver(started: 10, last: .nan, now: 10.1) == .gamepadKit)
        #expect(driver(started: 10, last: 9, now: 10.1) == .gamepadKit)
        #expect(driver(started: 10, last: 9, now: 10.6) == .code)
    }

    @Test("while GamepadKit's own scroll runs, a layout change of the same screen waits; a new screen does not")
    func ownScrollHoldsLayoutBack() {
        var policy = RebuildPolicy(timing: .init(refreshInterval: 0.01, scrollSettleInterval: 0.1))
        policy.didScan(isScreenExcluded: false, at: 0)
        _ = policy.wake()
        #expect(policy.scrolled(1, by: .gamepadKit, hasInputDevice: true, at: 1) == .followFocusedElement)
        #expect(policy.isScrolling)
        #expect(policy.screenChanged(.layout, hasInputDevice: true, at: 1.01) == .none)
        #expect(policy.screenChanged(.screenAppeared, hasInputDevice: true, at: 1.02) == .scheduleTurn)
        _ = policy.advance(to: 1.2)
        #expect(!policy.isScrolling)
        #expect(policy.scrolls.isEmpty)
    }
}
