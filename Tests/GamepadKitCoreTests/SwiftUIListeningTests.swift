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

    @Test("an iPad keyboard only typed on costs no report; its first navigating key starts following, a touch does not stop it")
    func keyboardFollowsOnceItNavigates() {
        var listening = SwiftUIListening()
        #expect(!listening.follows(isRunning: true, hasGamepad: false, hasKeyboard: true, capturesUnderWay: 0))
        listening.keyboardDidNavigate()
        #expect(listening.follows(isRunning: true, hasGamepad: false, hasKeyboard: true, capturesUnderWay: 0))
        // A keyboard connected later starts unfollowed again.
        listening.keyboardsLeft()
        #expect(!listening.follows(isRunning: true, hasGamepad: false, hasKeyboard: true, capturesUnderWay: 0))
        // Stopped GamepadKit follows nothing, whatever navigated.
        listening.keyboardDidNavigate()
        #expect(!listening.follows(isRunning: false, hasGamepad: false, hasKeyboard: true, capturesUnderWay: 0))
    }

    @Test("a capture waiting for the views follows them while it runs, device or not")
    func captureFollows() {
        let listening = SwiftUIListening()
        #expect(listening.follows(isRunning: false, hasGamepad: false, hasKeyboard: false, capturesUnderWay: 1))
        #expect(listening.follows(isRunning: true, hasGamepad: false, hasKeyboard: true, capturesUnderWay: 2))
    }
}
