#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Adjust mode on a value control, as a finger on it (`AdjustModeTouches`): a slider is touched
/// down when the mode begins and lifted (`.touchUpInside`) when it ends; each stepper step is a
/// tap; a picker wheel turns with `selectRow(_:inComponent:animated:)` and its delegate hears
/// `pickerView(_:didSelectRow:inComponent:)`, which a programmatic selection does not send
/// (`turnWheel`).
/// The new values are `ValueAdjustment`'s.
@MainActor
final class AdjustModePerformer {
    private weak var adjusted: UIView?
    /// The row of the list the adjusted control's cell showed when the mode began.
    private var adjustedRow: RowPath?
    private var changedSinceBegin = false
    /// The wheel a picker's last turn moved.
    private var pickerComponent = 0

    func begin(_ view: UIView?) {
        // A control still held (its end never came) is lifted first.
        if adjusted != nil, adjusted !== view { end(nil) }
        adjusted = view
        adjustedRow = view.flatMap(Self.row(holding:))
        changedSinceBegin = false
        pickerComponent = 0
        guard let view else { return }
        send(AdjustModeTouches.onBegin(Self.control(view)), to: view, pickerRow: nil)
    }

    /// Lifts the finger: the end events go to the control adjust mode began on, while it is in a
    /// window and its cell still shows the same row. When that control was deallocated, nothing
    /// is sent: `view` (found by id now) never saw the touch-down; when its cell was reused for
    /// another row or it left its window, it hears only `.touchCancel`
    /// (`AdjustModeTouches.onEnd(touched:stillStandsForElement:changedSinceBegin:)`).
    func end(_ view: UIView?) {
        let touched = adjusted
        let stillStands = touched.map {
            AdjustModeTouches.stillStandsForElement(isInWindow: $0.window != nil, rowAtBegin: adjustedRow, rowNow: Self.row(holding: $0))
        } ?? false
        let events = AdjustModeTouches.onEnd(touched: touched.map(Self.control), stillStandsForElement: stillStands,
                                             changedSinceBegin: changedSinceBegin)
        if let touched { send(events, to: touched, pickerRow: nil) }
        adjusted = nil
        adjustedRow = nil
        changedSinceBegin = false
    }

    /// The row of the table or collection whose cell holds `view`, nil outside a list or when
    /// the list does not show that cell now.
    static func row(holding view: UIView) -> RowPath? {
        var current: UIView? = view
        var depth = 0
        while let candidate = current, depth < 64 {
            if let cell = candidate as? UITableViewCell {
                return enclosing(UITableView.self, of: cell)?.indexPath(for: cell).map { RowPath(section: $0.section, row: $0.row) }
            }
            if let cell = candidate as? UICollectionViewCell {
                return enclosing(UICollectionView.self, of: cell)?.indexPath(for: cell).map { RowPath(section: $0.section, row: $0.item) }
            }
            current = candidate.superview
            depth += 1
        }
        return nil
    }

    private static func enclosing<List: UIView>(_ type: List.Type, of cell: UIView) -> List? {
        var current = cell.superview
        while let candidate = current {
            if let list = candidate as? List { return list }
            current = candidate.superview
        }
        return nil
    }

    /// Changes the value by `steps` (a picker: its current wheel by `steps` rows).
    func step(_ view: UIView?, steps: Int) {
        guard let view else { return }
        let control = Self.control(view)
        var changed = false
        switch view {
        case let slider as UISlider:
            let value = ValueAdjustment.slider(value: Double(slider.value), minimum: Double(slider.minimumValue),
                                               maximum: Double(slider.maximumValue), steps: steps)
            changed = Float(value) != slider.value
            slider.setValue(Float(value), animated: true)
        case let stepper as UIStepper:
            let value = ValueAdjustment.stepper(value: stepper.value, minimum: stepper.minimumValue,
                                                maximum: stepper.maximumValue, stepValue: stepper.stepValue,
                                                wraps: stepper.wraps, steps: steps)
            changed = value != stepper.value
            stepper.value = value
        case let segmented as UISegmentedControl:
            let next = ValueAdjustment.segment(selected: segmented.selectedSegmentIndex, count: segmented.numberOfSegments,
                                               enabled: { segmented.isEnabledForSegment(at: $0) }, steps: steps)
            if let next, next != segmented.selectedSegmentIndex {
                segmented.selectedSegmentIndex = next
                changed = true
            }
        default:
            ActivationPerformer.adjust(view, steps: steps)
            return
        }
        if changed { changedSinceBegin = true }
        send(AdjustModeTouches.onStep(control, changed: changed), to: view, pickerRow: nil)
    }

    /// Turns wheel `wheel` of the picker `view` (a `UIPickerView`, or the wheel picker inside a
    /// wheels-style `UIDatePicker`) by `steps` rows, stopping at its ends, as a flick that
    /// settles: `selectRow(_:inComponent:animated:)`, then the delegate's
    /// `pickerView(_:didSelectRow:inComponent:)` (a date picker's own delegate updates its date
    /// and sends `.valueChanged`).
    func turnWheel(_ view: UIView?, wheel: Int, steps: Int) {
        guard let picker = Self.wheelPicker(of: view), wheel >= 0, picker.numberOfComponents > wheel else { return }
        let count = picker.numberOfRows(inComponent: wheel)
        guard count > 0 else { return }
        let current = picker.selectedRow(inComponent: wheel)
        let next = min(max((current < 0 ? 0 : current) + steps, 0), count - 1)
        let changed = next != current
        if changed {
            picker.selectRow(next, inComponent: wheel, animated: true)
            changedSinceBegin = true
        }
        pickerComponent = wheel
        send(AdjustModeTouches.onStep(.pickerWheel, changed: changed), to: picker, pickerRow: next)
    }

    /// The wheel picker a view turns: itself, or the one inside a date picker in the wheels
    /// style (nil for a compact or inline date picker, which has no wheels).
    static func wheelPicker(of view: UIView?) -> UIPickerView? {
        if let picker = view as? UIPickerView { return picker }
        guard let datePicker = view as? UIDatePicker, datePicker.datePickerStyle == .wheels else { return nil }
        var stack = datePicker.subviews
        while let next = stack.popLast() {
            if let picker = next as? UIPickerView { return picker }
            stack.append(contentsOf: next.subviews)
        }
        return nil
    }

    private func send(_ events: [AdjustModeTouches.Event], to view: UIView, pickerRow: Int?) {
        for event in events {
            switch event {
            case .touchDown: (view as? UIControl)?.sendActions(for: .touchDown)
            case .valueChanged: (view as? UIControl)?.sendActions(for: .valueChanged)
            case .touchUpInside: (view as? UIControl)?.sendActions(for: .touchUpInside)
            case .touchCancel: (view as? UIControl)?.sendActions(for: .touchCancel)
            case .pickerDidSelectRow:
                if let picker = view as? UIPickerView, let pickerRow {
                    picker.delegate?.pickerView?(picker, didSelectRow: pickerRow, inComponent: pickerComponent)
                }
            }
        }
    }

    private static func control(_ view: UIView) -> AdjustModeTouches.Control {
        switch view {
        case let slider as UISlider: .slider(isContinuous: slider.isContinuous)
        case let stepper as UIStepper: .stepper(isContinuous: stepper.isContinuous)
        case is UISegmentedControl: .segmented
        case is UIPickerView: .pickerWheel
        default: .other
        }
    }
}
#endif
