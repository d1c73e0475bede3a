import Testing
@testable import GamepadKitCore

@Suite("A on a tab item is a tap on it")
struct TabTapTests {
    @Test("A on the selected tab, three screens deep, pops it to its root and tells the delegate")
    func reselectPopsToRoot() {
        #expect(TabTap.steps(source: .tap, isSelected: true, delegateAllows: true, navigationDepth: 3) == [.popToRoot, .tellDidSelect])
    }

    @Test("A on the selected tab at its root, or a tab that is no navigation controller, only tells the delegate")
    func reselectAtRoot() {
        #expect(TabTap.steps(source: .tap, isSelected: true, delegateAllows: true, navigationDepth: 1) == [.tellDidSelect])
        #expect(TabTap.steps(source: .tap, isSelected: true, delegateAllows: true, navigationDepth: nil) == [.tellDidSelect])
    }

    @Test("a delegate that refuses the selected tab keeps its stack")
    func refusedReselect() {
        #expect(TabTap.asksDelegate(source: .tap, isSelected: true))
        #expect(TabTap.steps(source: .tap, isSelected: true, delegateAllows: false, navigationDepth: 3).isEmpty)
    }

    @Test("A or R1 on another tab selects it, then tells the delegate")
    func otherTab() {
        for source in [TabTap.Source.tap, .tabSwitch] {
            #expect(TabTap.steps(source: source, isSelected: false, delegateAllows: true, navigationDepth: 4) == [.select, .tellDidSelect])
            #expect(TabTap.steps(source: source, isSelected: false, delegateAllows: false, navigationDepth: 4).isEmpty)
        }
    }

    @Test("R1 landing on the tab already selected (one tab) neither asks nor pops")
    func switchOntoSelected() {
        #expect(!TabTap.asksDelegate(source: .tabSwitch, isSelected: true))
        #expect(TabTap.steps(source: .tabSwitch, isSelected: true, delegateAllows: true, navigationDepth: 3).isEmpty)
    }
}
