import Testing
@testable import GamepadKitCore

@Suite("Rebuild policy replay: fling durations that are no number of frames")
struct RebuildPolicyFlingDurationTests {
    @Test("a SwiftUI fling of NaN, negative or zero seconds, or at a rate that is no positive number, replays no frame")
    func noFrames() {
        for (seconds, hz) in [(Double.nan, 120.0), (-5, 120), (0, 120), (5, .nan), (5, -120), (5, 0), (5, .infinity)] {
            var replay = RebuildPolicyReplay.standard()
            replay.press(.moveDown)
            let (scans, follows) = (replay.scans, replay.follows)
            replay.flingSwiftUIList(seconds: seconds, hz: hz)
            #expect(replay.scans == scans, "\(seconds) s at \(hz) Hz")
            #expect(replay.follows == follows, "\(seconds) s at \(hz) Hz")
        }
    }

    @Test("a SwiftUI fling of 1e300 seconds is cut at an hour at 120 Hz and rebuilds once, when it stops")
    func endlessFlingIsCut() {
        var replay = RebuildPolicyReplay.standard()
        replay.press(.moveDown)
        let scans = replay.scans
        replay.flingSwiftUIList(seconds: 1e300, hz: 120)
        #expect(replay.scans == scans + 1)
        #expect(!replay.policy.isMapDirty)
    }
}
