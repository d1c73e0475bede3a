import Testing
@testable import GamepadKitCore

@Suite("Input router: the largest finite time")
struct InputRouterLargestTimeTests {
    typealias E = InputEvents
    private let largest = Double.greatestFiniteMagnitude

    @Test("a direction pressed at the largest finite time is due again at a finite time, and repeats once per call there")
    func heldAtLargestTime() {
        var router = InputRouter()
        #expect(router.handle(E.press(.dpadDown, at: largest)) == [E.action(.moveDown)])
        #expect(router.nextDeadline == largest)
        #expect(router.advance(to: largest) == [E.action(.moveDown, isRepeat: true)])
        #expect(router.advance(to: largest) == [E.action(.moveDown, isRepeat: true)])
        #expect(router.nextDeadline == largest)
    }

    @Test("after the largest finite time, a clock that comes back keeps the held direction repeating")
    func clockComesBack() {
        var router = InputRouter()
        _ = router.handle(E.press(.dpadRight, at: largest))
        #expect(router.advance(to: 20) == [])
        #expect(router.nextDeadline.map { $0 > 20 && $0 <= 20.4 } == true)
        #expect(router.advance(to: 20.4) == [E.action(.moveRight, isRepeat: true)])
    }

    @Test("two controllers held at the largest finite time each repeat once per call")
    func twoControllers() {
        var router = InputRouter()
        let other = ControllerID(2)
        _ = router.handle(E.press(.dpadUp, at: largest))
        _ = router.handle(E.press(.dpadLeft, at: largest, on: other))
        let repeats = router.advance(to: largest)
        #expect(repeats.count == 2)
        #expect(Set(repeats.map { "\($0)" }).count == 2)
    }
}
