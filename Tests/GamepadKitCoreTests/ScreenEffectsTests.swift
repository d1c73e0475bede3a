import Testing
@testable import GamepadKitCore

@Suite("Activation per kind")
struct ScreenActivationTests {
    @Test("a button sends its primary action then touch up inside")
    func button() {
        #expect(Activation.steps(for: .button) == [.sendPrimaryActionTriggered, .sendTouchUpInside])
        #expect(Activation.steps(for: .control) == [.sendPrimaryActionTriggered, .sendTouchUpInside])
    }

    @Test("a switch flips and reports the change; a page control advances and reports it")
    func valueControls() {
        #expect(Activation.steps(for: .switch) == [.toggleSwitch, .sendValueChanged])
        #expect(Activation.steps(for: .pageControl) == [.advancePage, .sendValueChanged])
    }

    @Test("bar items, tab items, alert actions and custom views act as a tap would")
    func itemsAndCustom() {
        #expect(Activation.steps(for: .tabBarItem) == [.selectTab])
        #expect(Activation.steps(for: .barButton) == [.sendTouchUpInside])
        #expect(Activation.steps(for: .alertAction) == [.performAlertAction])
        #expect(Activation.steps(for: .custom) == [.simulateTap])
        #expect(Activation.steps(for: .datePicker) == [.becomeFirstResponder])
    }

    @Test("adjustables, text inputs and rows have commands of their own, not activation steps")
    func ownCommands() {
        for kind in [ViewKind.slider, .stepper, .segmented, .textField, .textView, .searchBar, .tableRow, .collectionItem] {
            #expect(Activation.steps(for: kind).isEmpty)
            #expect(kind.interaction != .press)
        }
    }

    @Test("every kind that takes focus by default and presses has at least one step")
    func everyPressHasSteps() {
        for kind in ViewKind.allCases where kind.isFocusableByDefault && kind.interaction == .press {
            #expect(!Activation.steps(for: kind).isEmpty, "\(kind)")
        }
    }
}

@Suite("Adjusting values")
struct ScreenValueAdjustmentTests {
    @Test("a slider moves a twentieth of its range per step and stops at its ends")
    func slider() {
        #expect(ValueAdjustment.slider(value: 0.5, minimum: 0, maximum: 1, steps: 1) == 0.55)
        #expect(ValueAdjustment.slider(value: 50, minimum: 0, maximum: 200, steps: -2) == 30)
        #expect(ValueAdjustment.slider(value: 0.98, minimum: 0, maximum: 1, steps: 1) == 1)
        #expect(ValueAdjustment.slider(value: 0.01, minimum: 0, maximum: 1, steps: -1) == 0)
        #expect(ValueAdjustment.slider(value: 3, minimum: 5, maximum: 5, steps: 1) == 3)
    }

    @Test("a stepper moves by its step value, clamps without wrap and wraps around with it")
    func stepper() {
        #expect(ValueAdjustment.stepper(value: 2, minimum: 0, maximum: 10, stepValue: 2, wraps: false, steps: 1) == 4)
        #expect(ValueAdjustment.stepper(value: 9, minimum: 0, maximum: 10, stepValue: 2, wraps: false, steps: 1) == 10)
        #expect(ValueAdjustment.stepper(value: 10, minimum: 0, maximum: 10, stepValue: 2, wraps: true, steps: 1) == 0)
        #expect(ValueAdjustment.stepper(value: 0, minimum: 0, maximum: 10, stepValue: 2, wraps: true, steps: -1) == 10)
        #expect(ValueAdjustment.stepper(value: 1, minimum: 0, maximum: 10, stepValue: 0, wraps: false, steps: 1) == 1)
    }

    @Test("a segmented control moves one segment per step, skips disabled ones and stops at the ends")
    func segmented() {
        #expect(ValueAdjustment.segment(selected: 0, count: 3, steps: 1) == 1)
        #expect(ValueAdjustment.segment(selected: 2, count: 3, steps: 1) == 2)
        #expect(ValueAdjustment.segment(selected: 0, count: 4, enabled: { $0 != 1 }, steps: 1) == 2)
        #expect(ValueAdjustment.segment(selected: 3, count: 4, enabled: { $0 != 2 }, steps: -1) == 1)
        #expect(ValueAdjustment.segment(selected: -1, count: 3, steps: 1) == 0)
        #expect(ValueAdjustment.segment(selected: -1, count: 3, steps: -1) == 2)
        #expect(ValueAdjustment.segment(selected: 0, count: 0, steps: 1) == nil)
        #expect(ValueAdjustment.segment(selected: 0, count: 2, enabled: { _ in false }, steps: 1) == nil)
    }
}

@Suite("Paging a scroll view")
struct ScreenPageScrollTests {
    @Test("a page forward scrolls one visible height")
    func forward() {
        #expect(PageScroll.offset(current: 0, visibleHeight: 600, contentHeight: 3000, forward: true) == 600)
    }

    @Test("paging stops at the bottom and the top of the content, insets included")
    func clamped() {
        #expect(PageScroll.offset(current: 2200, visibleHeight: 600, contentHeight: 3000, forward: true) == 2400)
        #expect(PageScroll.offset(current: 100, visibleHeight: 600, contentHeight: 3000, insetTop: 88, forward: false) == -88)
        #expect(PageScroll.offset(current: 0, visibleHeight: 600, contentHeight: 300, forward: true) == 0)
    }

    @Test("nonsense sizes leave the offset where it is")
    func nonsense() {
        #expect(PageScroll.offset(current: 40, visibleHeight: 0, contentHeight: 3000, forward: true) == 40)
        #expect(PageScroll.offset(current: 40, visibleHeight: .nan, contentHeight: 3000, forward: true) == 40)
    }
}

@Suite("When the highlight moves")
struct ScreenHighlightMotionTests {
    let ring = (Rect(x: 10, y: 10, width: 100, height: 50), 8.0)

    @Test("the first focus appears at once; a later animated focus glides for the style's duration")
    func appearThenGlide() {
        let focus = FocusCommand.focus(id: "play", frame: Rect(x: 14, y: 14, width: 92, height: 42), animated: true)
        #expect(HighlightMotion.motion(for: focus, isVisible: false, placement: ring, animationDuration: 0.2)
            == .appear(frame: ring.0, cornerRadius: 8))
        #expect(HighlightMotion.motion(for: focus, isVisible: true, placement: ring, animationDuration: 0.2)
            == .glide(frame: ring.0, cornerRadius: 8, duration: 0.2))
        #expect(HighlightMotion.motion(for: focus, isVisible: true, placement: ring, animationDuration: 0)
            == .appear(frame: ring.0, cornerRadius: 8))
    }

    @Test("clearing focus hides a visible ring; a bump shakes it; nothing happens while hidden")
    func hideAndShake() {
        #expect(HighlightMotion.motion(for: .clearFocus, isVisible: true, placement: nil, animationDuration: 0.2) == .hide)
        #expect(HighlightMotion.motion(for: .clearFocus, isVisible: false, placement: nil, animationDuration: 0.2) == nil)
        #expect(HighlightMotion.motion(for: .bump(.left), isVisible: true, placement: nil, animationDuration: 0.2)
            == .shake(.left, distance: 6, duration: 0.18))
        #expect(HighlightMotion.motion(for: .bump(.left), isVisible: false, placement: nil, animationDuration: 0.2) == nil)
    }

    @Test("activating, adjusting, scrolling and navigating leave the ring where it is")
    func othersStay() {
        let commands: [FocusCommand] = [.activate(id: "a", interaction: .press), .adjust(id: "s", steps: 1),
                                        .scrollToRow(listID: "t", row: RowPath(section: 0, row: 3)), .dismiss, .pop,
                                        .switchTab(index: 1), .pageScroll(containerID: nil, forward: true)]
        for command in commands {
            #expect(HighlightMotion.motion(for: command, isVisible: true, placement: ring, animationDuration: 0.2) == nil)
        }
    }

    @Test("a focus with no drawable placement hides the ring")
    func undrawable() {
        let focus = FocusCommand.focus(id: "x", frame: Rect(x: .nan, y: 0, width: 1, height: 1), animated: false)
        #expect(HighlightMotion.motion(for: focus, isVisible: true, placement: nil, animationDuration: 0.2) == .hide)
    }
}
