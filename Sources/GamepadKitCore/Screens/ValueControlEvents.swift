/// The control events a finger sends to a slider or stepper, sent by adjust mode in the same
/// order, so that an app listening for the end of a drag (a video scrubber that seeks on
/// `.touchUpInside`, a slider with `isContinuous` off) hears it.
///
/// A finger on a slider: `.touchDown` when it lands, `.valueChanged` as the thumb moves (only
/// once, at the lift, when `isContinuous` is false), then `.touchUpInside` when it lifts. A
/// tap on a stepper's button: `.touchDown`, `.valueChanged`, `.touchUpInside`. Adjust mode maps
/// entering to the landing, each step to a move, and leaving (A, B, focus moving away, the
/// controller leaving) to the lift. Segmented controls and wheel pickers change on each step
/// and have no lift of their own.
public enum ValueControlEvents {
    /// A control event of a value control.
    public enum Event: Hashable, Sendable {
        case touchDown
        case valueChanged
        case touchUpInside
    }

    /// The events when adjust mode begins on a control of `kind`.
    public static func onBegin(_ kind: ViewKind) -> [Event] {
        kind == .slider ? [.touchDown] : []
    }

    /// The events after one step changed the value of a control of `kind`. `isContinuous` is
    /// the slider's (`UISlider.isContinuous`, `UIStepper.isContinuous`).
    public static func onStep(_ kind: ViewKind, isContinuous: Bool = true) -> [Event] {
        switch kind {
        case .slider: isContinuous ? [.valueChanged] : []
        case .stepper: [.touchDown, .valueChanged, .touchUpInside]
        default: [.valueChanged]
        }
    }

    /// The events when adjust mode ends on a control of `kind`; `changed` tells whether any step
    /// changed the value since it began.
    public static func onEnd(_ kind: ViewKind, isContinuous: Bool = true, changed: Bool) -> [Event] {
        guard kind == .slider else { return [] }
        return !isContinuous && changed ? [.valueChanged, .touchUpInside] : [.touchUpInside]
    }
}
