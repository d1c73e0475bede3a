import Testing
@testable import GamepadKitCore

/// B goes back the way a tap on the back button does, so the app's unsaved-changes guard decides.
@Suite("B as a tap on the back button")
struct BackButtonTapTests {
    let pop = BackNavigation.pop(navigationID: "Nav")

    @Test("an editor's navigation controller with a discard-changes guard is asked before the pop")
    func guardIsAskedFirst() {
        #expect(BackButtonTap.firstStep(for: pop, barDelegateHasAppGuard: true) == .askBarDelegate)
    }

    @Test("without an app guard B pops as the back button does")
    func noGuardPops() {
        #expect(BackButtonTap.firstStep(for: pop, barDelegateHasAppGuard: false) == .goBack(pop))
    }

    @Test("the guard refusing (unsaved changes) keeps the editor on screen")
    func refusalStays() {
        #expect(BackButtonTap.afterAskingBarDelegate(pop, allows: false, topChanged: false) == .stop)
    }

    @Test("the guard allowing pops once")
    func allowancePops() {
        #expect(BackButtonTap.afterAskingBarDelegate(pop, allows: true, topChanged: false) == .goBack(pop))
    }

    @Test("a guard that popped inside its answer is not popped again")
    func guardThatPoppedItselfIsNotPoppedTwice() {
        #expect(BackButtonTap.afterAskingBarDelegate(pop, allows: true, topChanged: true) == .stop)
        #expect(BackButtonTap.afterAskingBarDelegate(pop, allows: false, topChanged: true) == .stop)
    }

    @Test("an item whose back action the app replaced performs it without asking the bar")
    func backActionIsPerformed() {
        let back = BackNavigation.backAction(navigationID: "Nav")
        #expect(BackButtonTap.firstStep(for: back, barDelegateHasAppGuard: true) == .goBack(back))
    }
}
