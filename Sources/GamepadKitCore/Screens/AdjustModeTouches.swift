/// The control events adjust mode sends, as the finger it stands for would: entering adjust
/// mode on a slider is a finger coming down on its thumb, each step a drag, leaving it the
/// finger lifting; each step of a stepper is a whole tap on its + or −; each step of a
/// segmented control a tap on a segment; each step of a picker wheel a flick that settles.
///
/// So a video scrubber that pauses on `.touchDown` and seeks on `.touchUpInside` pauses when
/// adjust mode begins and seeks when it ends; a slider whose `isContinuous` is false sends
/// `.valueChanged` once, when the finger lifts, as UIKit does.
public enum AdjustModeTouches {
    /// The adjustable control, with what changes its events.
    public enum Control: Hashable, Sendable {
        /// A `UISlider`, sending `.valueChanged` per step when it is continuous, else once at the end.
        case slider(isContinuous: Bool)
        /// A `UIStepper`: each step is a whole tap.
        case stepper(isContinuous: Bool)
        /// A `UISegmentedControl`.
        case segmented
        /// A `UIPickerView` wheel (or another control that tells its own delegate).
        case pickerWheel
        /// Any other adjustable control (an accessibility element, say): it gets no control events.
        case other
    }

    /// One event UIKit would send the control's targets.
    public enum Event: Hashable, Sendable {
        /// `.touchDown`: a finger lands on the control.
        case touchDown
        /// `.valueChanged`: the value changed.
        case valueChanged
        /// `.touchUpInside`: the finger lifts on the control.
        case touchUpInside
        /// `.touchCancel`: the touch ended without a lift, as UIKit cancels a finger's touch on a
        /// control that leaves its window.
        case touchCancel
        /// Tell a picker's delegate the row it settled on (`pickerView(_:didSelectRow:inComponent:)`),
        /// which a programmatic `selectRow` does not.
        case pickerDidSelectRow
    }

    /// The events when adjust mode begins on `control`.
    public static func onBegin(_ control: Control) -> [Event] {
        if case .slider = control { return [.touchDown] }
        return []
    }

    /// The events of one step that changed the value (`changed`), or did not (at an end).
    public static func onStep(_ control: Control, changed: Bool) -> [Event] {
        switch control {
        case .slider(let isContinuous):
            return isContinuous && changed ? [.valueChanged] : []
        case .stepper:
            // A tap on + at the maximum still goes down and up, and changes nothing.
            return changed ? [.touchDown, .valueChanged, .touchUpInside] : [.touchDown, .touchUpInside]
        case .segmented:
            return changed ? [.valueChanged] : []
        case .pickerWheel:
            return changed ? [.pickerDidSelectRow] : []
        case .other:
            return []
        }
    }

    /// The events when adjust mode ends; `changedSinceBegin` is true when a step changed the value.
    public static func onEnd(_ control: Control, changedSinceBegin: Bool) -> [Event] {
        guard case .slider(let isContinuous) = control else { return [] }
        return !isContinuous && changedSinceBegin ? [.valueChanged, .touchUpInside] : [.touchUpInside]
    }

    /// The events when adjust mode ends, sent to the control it began on: `touched` is that
    /// control while it still exists, nil when it was deallocated (or none was touched down).
    /// A finger lifts only from the control it came down on, so a view found by the same id now
    /// — a recreated slider that never saw `.touchDown` — hears nothing.
    public static func onEnd(touched: Control?, changedSinceBegin: Bool) -> [Event] {
        guard let touched else { return [] }
        return onEnd(touched, changedSinceBegin: changedSinceBegin)
    }

    /// `onEnd(touched:changedSinceBegin:)`, sent only while the touched control still stands
    /// for the element adjust mode began on (`stillStandsForElement`,
    /// `stillStandsForElement(isInWindow:rowAtBegin:rowNow:)`): a slider whose cell was reused
    /// for another row during adjust mode (a reload while adjusting), or that left its window,
    /// hears no `.valueChanged` and `.touchUpInside` for a row the user never touched. It hears
    /// `.touchCancel` instead, as UIKit cancels a touch whose view goes away: its targets heard
    /// `.touchDown` and learn the touch is over (a scrubber that paused on touch-down resumes).
    public static func onEnd(touched: Control?, stillStandsForElement: Bool, changedSinceBegin: Bool) -> [Event] {
        guard stillStandsForElement else {
            if case .slider? = touched { return [.touchCancel] }
            return []
        }
        return onEnd(touched: touched, changedSinceBegin: changedSinceBegin)
    }

    /// True when the control adjust mode began on still stands for the same element: it is in a
    /// window, and it shows the same row of its list as when the mode began (`rowAtBegin`,
    /// `rowNow`: the row of the cell that holds it, nil outside a list or when the list no
    /// longer shows that cell).
    public static func stillStandsForElement(isInWindow: Bool, rowAtBegin: RowPath?, rowNow: RowPath?) -> Bool {
        isInWindow && rowAtBegin == rowNow
    }
}
