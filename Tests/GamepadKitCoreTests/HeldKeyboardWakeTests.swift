import Testing
@testable import GamepadKitCore

@Suite("The first keyboard key waiting for the SwiftUI views")
struct HeldKeyboardWakeTests {
    func holds(_ wake: HeldKeyboardWake, fullMode: Bool = true, keyPress: Bool = true, awake: Bool = false,
               following: Bool = false, excluded: Bool = false, root: Bool = true) -> Bool {
        wake.holds(isFullMode: fullMode, isWakingKeyPress: keyPress, isHighlightAwake: awake, isFollowing: following,
                   isScreenExcluded: excluded) { root }
    }

    @Test("a waking key press holds in full mode on a SwiftUI screen not followed; anything else does not, and views are not looked at then")
    func whenItHolds() {
        let wake = HeldKeyboardWake()
        #expect(holds(wake))
        #expect(!holds(wake, fullMode: false))  // binder-only: its first key would be lost
        #expect(!holds(wake, keyPress: false))
        #expect(!holds(wake, awake: true))
        #expect(!holds(wake, following: true))
        #expect(!holds(wake, excluded: true))
        #expect(!holds(wake, root: false))
        var looked = false
        _ = wake.holds(isFullMode: true, isWakingKeyPress: true, isHighlightAwake: true, isFollowing: false, isScreenExcluded: false) {
            looked = true
            return true
        }
        #expect(!looked)
        _ = wake.holds(isFullMode: true, isWakingKeyPress: true, isHighlightAwake: false, isFollowing: true, isScreenExcluded: false) {
            looked = true
            return true
        }
        #expect(!looked)
    }

    @Test("while it waits, a second key does not hold again and the keyboard's actions are dropped, a controller's are not")
    func whileWaiting() {
        var wake = HeldKeyboardWake()
        _ = wake.hold()
        #expect(!holds(wake))
        #expect(wake.drops(actionFromKeyboard: true))
        #expect(!wake.drops(actionFromKeyboard: false))
    }

    @Test("its end wakes the highlight in full mode with a device left and nothing awake; a touch or disable() before it makes it wake nothing")
    func theEnd() {
        var wake = HeldKeyboardWake()
        let first = wake.hold()
        let ended1 = wake.finish(first, isFullMode: true, hasInputDevice: true, isHighlightAwake: false)
        #expect(ended1)
        #expect(!wake.isHeld)
        #expect(!wake.drops(actionFromKeyboard: true))
        // Ended once: a second end of the same wait does nothing.
        let ended2 = wake.finish(first, isFullMode: true, hasInputDevice: true, isHighlightAwake: false)
        #expect(!ended2)

        let abandoned = wake.hold()
        wake.abandon()
        #expect(!wake.isHeld)
        let ended3 = wake.finish(abandoned, isFullMode: true, hasInputDevice: true, isHighlightAwake: false)
        #expect(!ended3)
        // A new wait after the abandoned one: only its own end counts.
        let current = wake.hold()
        let ended4 = wake.finish(abandoned, isFullMode: true, hasInputDevice: true, isHighlightAwake: false)
        #expect(!ended4)
        #expect(wake.isHeld)
        let ended5 = wake.finish(current, isFullMode: true, hasInputDevice: true, isHighlightAwake: false)
        #expect(ended5)

        for (fullMode, device, awake) in [(false, true, false), (true, false, false), (true, true, true)] {
            let generation = wake.hold()
            let ended6 = wake.finish(generation, isFullMode: fullMode, hasInputDevice: device, isHighlightAwake: awake)
            #expect(!ended6)
            #expect(!wake.isHeld)
        }
    }
}
