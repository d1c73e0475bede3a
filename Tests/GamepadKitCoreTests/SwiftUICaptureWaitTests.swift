import Testing
@testable import GamepadKitCore

@Suite("SwiftUI capture: waiting for the views to register")
struct SwiftUICaptureWaitTests {
    let wait = SwiftUICaptureWait(minimumMilliseconds: 50, maximumMilliseconds: 500, pollMilliseconds: 25)

    @Test("the first frames after listening turns on are always waited for, even with nothing registered yet")
    func waitsTheFirstFrames() {
        #expect(!wait.isSettled(previousCount: nil, count: 0, waited: 25))
        #expect(!wait.isSettled(previousCount: 0, count: 0, waited: 25))
    }

    @Test("views still arriving keep the capture waiting; two polls with the same count settle it")
    func settlesWhenTheCountStops() {
        #expect(!wait.isSettled(previousCount: 3, count: 12, waited: 75))
        #expect(wait.isSettled(previousCount: 12, count: 12, waited: 100))
    }

    @Test("with a SwiftUI root on screen, no view registered yet is not settled before the longest wait")
    func rootOnScreenWaitsForItsViews() {
        #expect(!wait.isSettled(previousCount: 0, count: 0, waited: 75, expectsViews: true))
        #expect(wait.isSettled(previousCount: 0, count: 0, waited: 75))
        #expect(wait.isSettled(previousCount: 0, count: 0, waited: 500, expectsViews: true))
        #expect(wait.isSettled(previousCount: 4, count: 4, waited: 75, expectsViews: true))
    }

    @Test("a screen that keeps adding views is captured at the longest wait")
    func neverLongerThanTheMaximum() {
        #expect(wait.isSettled(previousCount: 40, count: 41, waited: 500))
    }

    @Test("nonsense bounds are made usable: a maximum below the minimum, zero or negative times")
    func hostileBounds() {
        let odd = SwiftUICaptureWait(minimumMilliseconds: -5, maximumMilliseconds: -10, pollMilliseconds: 0)
        #expect(odd.minimumMilliseconds == 1 && odd.maximumMilliseconds == 1 && odd.pollMilliseconds == 1)
        #expect(odd.isSettled(previousCount: nil, count: 0, waited: 1))
    }
}
