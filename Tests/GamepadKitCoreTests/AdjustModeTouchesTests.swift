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
