import Testing
@testable import GamepadKitCore

@Suite("Numbers that are not numbers: the core's public helpers clamp or refuse, never trap")
struct NonFiniteNumberTests {
    @Test("a replayed scroll of NaN, negative or infinite seconds, or at 0 or NaN Hz, replays a bounded number of frames")
    func replayScrollWithNonFiniteTime() {
        for (seconds, hz) in [(Double.nan, 60.0), (-3, 60), (1, 0), (1, .nan), (1, -60), (.infinity, 60), (1, .infinity)] {
            var replay = RebuildPolicyReplay()
            replay.scroll(seconds: seconds, hz: hz)
            #expect(replay.scans <= RebuildPolicyReplay.maximumScrollFrames + 1, "seconds \(seconds), hz \(hz)")
        }
        var endless = RebuildPolicyReplay()
        endless.scroll(seconds: .infinity, hz: 60)
        // Cut at the frame budget, then a second to settle.
        #expect(endless.now > Double(RebuildPolicyReplay.maximumScrollFrames) / 60)
        #expect(endless.now < Double(RebuildPolicyReplay.maximumScrollFrames) / 60 + 2)
    }

    @Test("a colour whose component was set to NaN, infinity or 7 after creation prints clamped hex")
    func colourComponentSetToNaN() {
        var color = RGBAColor(red: 1, green: 0.5, blue: 0)
        color.red = .nan
        color.green = .infinity
        color.blue = -.infinity
        color.alpha = 7
        #expect(color.hexString == "#00FF00FF")
    }
}

@Suite("Configuration: a bad textEntry.keyboard value is echoed clipped")
struct KeyboardValueClippingTests {
    @Test("a 200,000-character keyboard name is quoted as its first 60 characters and …")
    func longKeyboardName() {
        let name = String(repeating: "q", count: 200_000)
        let result = GamepadKitConfiguration.decode(dictionary: ["textEntry": ["keyboard": name]])
        let issue = result.issues.first { $0.keyPath == "textEntry.keyboard" }
        #expect(issue?.message.hasPrefix("unknown keyboard '" + String(repeating: "q", count: 60) + "…'; accepted: ") == true)
        #expect((issue?.message.count ?? .max) < 200)
    }
}
