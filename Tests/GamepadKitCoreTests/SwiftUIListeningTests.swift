import Testing
@testable import GamepadKitCore

@Suite("SwiftUI views: when GamepadKit follows them")
struct SwiftUIListeningTests {
    @Test("a game controller connected: the views are followed from the start, for the first press")
    func controllerFollows() {
        let listening = SwiftUIListening()
        #expect(listening.follows(isRunning: true, hasGamepad: true, hasKeyboard: false, capturesUnderWay: 0))
        #expect(listening.follows(isRunning: true, hasGamepad: true, hasKeyboard: true, capturesUnderWay: 0))
        #expect(!listening.follows(isRunning: false, hasGamepad: true, hasKeyboard: false, capturesUnderWay: 0))
        #expect(!listening.follows(isRunning: true, hasGamepad: false, hasKeyboard: false, capturesUnderWay: 0))
    }

    @Test("an iPad keyboard only typed on costs no report; once the highlight is awake with it, it is followed")
    func keyboardFollowsOnceItNavigates() {
        var listening = SwiftUIListening()
        listening.note(hasKeyboard: true, isHighlightAwake: false, at: 0)
        #expect(!listening.follows(isRunning: true, hasGamepad: false, hasKeyboard: true, capturesUnderWay: 0))
        listening.note(hasKeyboard: true, isHighlightAwake: true, at: 1)
        #expect(listening.follows(isRunning: true, hasGamepad: false, hasKeyboard: true, capturesUnderWay: 0))
        // The keyboard leaves: a keyboard connected later starts unfollowed again.
        listening.note(hasKeyboard: false, isHighlightAwake: true, at: 2)
        #expect(!listening.follows(isRunning: true, hasGamepad: false, hasKeyboard: true, capturesUnderWay: 0))
        // Stopped GamepadKit follows nothing, whatever navigated.
        listening.note(hasKeyboard: true, isHighlightAwake: true, at: 3)
        #expect(!listening.follows(isRunning: false, hasGamepad: false, hasKeyboard: true, capturesUnderWay: 0))
        listening.reset()
        #expect(!listening.keyboardNavigated)
    }

    @Test("a controller leaving while the highlight is awake leaves the keyboard followed: the views stay registered")
    func controllerLeavesKeyboardStays() {
        var listening = SwiftUIListening()
        listening.note(hasKeyboard: true, isHighlightAwake: true, at: 0)  // awake, moved with the controller
        #expect(listening.follows(isRunning: true, hasGamepad: false, hasKeyboard: true, capturesUnderWay: 0))
    }

    @Test("a touch: the keyboard stays followed for the grace, then no longer; the deadline says when to look")
    func sleepGrace() {
        var listening = SwiftUIListening()
        listening.note(hasKeyboard: true, isHighlightAwake: true, at: 10)
        listening.note(hasKeyboard: true, isHighlightAwake: false, at: 20)
        #expect(listening.nextDeadline == 20 + SwiftUIListening.keyboardSleepGrace)
        let early = listening.advance(to: 24.9)
        #expect(!early)
        #expect(listening.follows(isRunning: true, hasGamepad: false, hasKeyboard: true, capturesUnderWay: 0))
        // A later note while still asleep does not push the deadline back.
        listening.note(hasKeyboard: true, isHighlightAwake: false, at: 23)
        let due = listening.advance(to: 25)
        #expect(due)
        #expect(!listening.follows(isRunning: true, hasGamepad: false, hasKeyboard: true, capturesUnderWay: 0))
        #expect(listening.nextDeadline == nil)
        // Woken again within the grace: the clock stops.
        listening.keyboardWillNavigate()
        listening.note(hasKeyboard: true, isHighlightAwake: false, at: 30)
        listening.note(hasKeyboard: true, isHighlightAwake: true, at: 31)
        #expect(listening.nextDeadline == nil)
        let never = listening.advance(to: 100)
        #expect(!never)
    }

    @Test("the first key on a SwiftUI screen that is not followed waits for the views; followed, no SwiftUI root, or an excluded screen, it does not")
    func heldKeyboardWake() {
        #expect(SwiftUIListening.holdsKeyboardWake(isFollowing: false, hasSwiftUIRootOnScreen: true))
        #expect(!SwiftUIListening.holdsKeyboardWake(isFollowing: true, hasSwiftUIRootOnScreen: true))
        #expect(!SwiftUIListening.holdsKeyboardWake(isFollowing: false, hasSwiftUIRootOnScreen: false))
        #expect(!SwiftUIListening.holdsKeyboardWake(isFollowing: false, hasSwiftUIRootOnScreen: true, isScreenExcluded: true))
    }

    @Test("the grace ending inside a finger's scroll lets go a second later, not mid-scroll")
    func graceWaitsForTheScroll() {
        var listening = SwiftUIListening()
        listening.note(hasKeyboard: true, isHighlightAwake: true, at: 0)
        listening.note(hasKeyboard: true, isHighlightAwake: false, at: 10)
        let duringScroll = listening.advance(to: 15, isScrolling: true)
        #expect(!duringScroll)
        #expect(listening.nextDeadline == 16)
        #expect(listening.follows(isRunning: true, hasGamepad: false, hasKeyboard: true, capturesUnderWay: 0))
        let after = listening.advance(to: 16)
        #expect(after)
    }

    @Test("a capture waiting for the views follows them while it runs, device or not")
    func captureFollows() {
        let listening = SwiftUIListening()
        #expect(listening.follows(isRunning: false, hasGamepad: false, hasKeyboard: false, capturesUnderWay: 1))
        #expect(listening.follows(isRunning: true, hasGamepad: false, hasKeyboard: true, capturesUnderWay: 2))
    }
}
