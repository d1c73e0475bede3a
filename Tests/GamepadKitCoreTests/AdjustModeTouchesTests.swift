import Testing
@testable import GamepadKitCore

/// Adjust mode sends what a finger on the control would, so apps that act on touch-up act.
@Suite("Adjust mode as a finger")
struct AdjustModeTouchesTests {
    let scrubber = AdjustModeTouches.Control.slider(isContinuous: true)

    @Test("a video scrubber is touched down when adjust mode begins and seeks on touch-up when it ends")
    func scrubberSeeksOnLeaving() {
        #expect(AdjustModeTouches.onBegin(scrubber) == [.touchDown])
        #expect(AdjustModeTouches.onStep(scrubber, changed: true) == [.valueChanged])
        #expect(AdjustModeTouches.onEnd(scrubber, changedSinceBegin: true) == [.touchUpInside])
    }

    @Test("a slider that is not continuous reports its value once, when adjust mode ends")
    func nonContinuousSliderReportsOnce() {
        let slider = AdjustModeTouches.Control.slider(isContinuous: false)
        #expect(AdjustModeTouches.onStep(slider, changed: true) == [])
        #expect(AdjustModeTouches.onEnd(slider, changedSinceBegin: true) == [.valueChanged, .touchUpInside])
        #expect(AdjustModeTouches.onEnd(slider, changedSinceBegin: false) == [.touchUpInside])
    }

    @Test("each stepper step is a whole tap; at its maximum the tap changes nothing")
    func stepperStepIsATap() {
        let stepper = AdjustModeTouches.Control.stepper(isContinuous: true)
        #expect(AdjustModeTouches.onStep(stepper, changed: true) == [.touchDown, .valueChanged, .touchUpInside])
        #expect(AdjustModeTouches.onStep(stepper, changed: false) == [.touchDown, .touchUpInside])
        #expect(AdjustModeTouches.onBegin(stepper) == [])
        #expect(AdjustModeTouches.onEnd(stepper, changedSinceBegin: true) == [])
    }

    @Test("a picker wheel that turned tells its delegate, one that hit its end does not")
    func pickerWheelTellsDelegate() {
        #expect(AdjustModeTouches.onStep(.pickerWheel, changed: true) == [.pickerDidSelectRow])
        #expect(AdjustModeTouches.onStep(.pickerWheel, changed: false) == [])
    }

    @Test("a segmented control reports only a new segment")
    func segmentedReportsChange() {
        #expect(AdjustModeTouches.onStep(.segmented, changed: true) == [.valueChanged])
        #expect(AdjustModeTouches.onStep(.segmented, changed: false) == [])
    }

    @Test("a scrubber that was deallocated while adjusted: its recreated twin gets no touch-up it never touched down for")
    func goneControlGetsNoEnd() {
        #expect(AdjustModeTouches.onEnd(touched: nil, changedSinceBegin: true) == [])
        #expect(AdjustModeTouches.onEnd(touched: scrubber, changedSinceBegin: true) == [.touchUpInside])
    }
}

@Suite("Adjust mode ends: the finger lifts only from the element it came down on")
struct AdjustModeEndStillSameElementTests {
    let scrubber = AdjustModeTouches.Control.slider(isContinuous: false)

    @Test("a slider whose cell was reused for another row during adjust mode hears no value or lift, only that the touch was cancelled")
    func cellReusedForAnotherRow() {
        let stillStands = AdjustModeTouches.stillStandsForElement(isInWindow: true, rowAtBegin: RowPath(section: 0, row: 3),
                                                                  rowNow: RowPath(section: 0, row: 17))
        #expect(!stillStands)
        #expect(AdjustModeTouches.onEnd(touched: scrubber, stillStandsForElement: stillStands, changedSinceBegin: true) == [.touchCancel])
    }

    @Test("a slider that left its window during adjust mode hears the touch cancelled, as UIKit cancels a finger's touch")
    func leftWindow() {
        let stillStands = AdjustModeTouches.stillStandsForElement(isInWindow: false, rowAtBegin: nil, rowNow: nil)
        #expect(AdjustModeTouches.onEnd(touched: scrubber, stillStandsForElement: stillStands, changedSinceBegin: true) == [.touchCancel])
    }

    @Test("a stepper or a deallocated slider that no longer stands for its element hears nothing (no touch is held on them)")
    func nothingHeld() {
        #expect(AdjustModeTouches.onEnd(touched: .stepper(isContinuous: true), stillStandsForElement: false, changedSinceBegin: true) == [])
        #expect(AdjustModeTouches.onEnd(touched: nil, stillStandsForElement: false, changedSinceBegin: true) == [])
    }

    @Test("a slider still in its row, or outside any list, hears the value and the lift")
    func sameRow() {
        let inRow = AdjustModeTouches.stillStandsForElement(isInWindow: true, rowAtBegin: RowPath(section: 1, row: 2),
                                                            rowNow: RowPath(section: 1, row: 2))
        let outsideList = AdjustModeTouches.stillStandsForElement(isInWindow: true, rowAtBegin: nil, rowNow: nil)
        #expect(AdjustModeTouches.onEnd(touched: scrubber, stillStandsForElement: inRow, changedSinceBegin: true) == [.valueChanged, .touchUpInside])
        #expect(AdjustModeTouches.onEnd(touched: scrubber, stillStandsForElement: outsideList, changedSinceBegin: false) == [.touchUpInside])
    }

    @Test("a slider whose row the list no longer shows (its cell is off screen, kept for reuse) hears nothing")
    func rowGoneFromList() {
        #expect(!AdjustModeTouches.stillStandsForElement(isInWindow: true, rowAtBegin: RowPath(section: 0, row: 3), rowNow: nil))
    }
}
