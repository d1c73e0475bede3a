#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Performs the UIKit side of one `ActivationStep` on a view, and the value changes of sliders,
/// steppers and segmented controls. Shared by the executor (A on the focused element, and
/// adjust mode) and by `UIControl.simulateTap()`; which steps a kind takes is decided in
/// `Activation`, the new values in `ValueAdjustment`.
@MainActor
enum ActivationPerformer {
    /// Performs `step` on `view`. Steps that need more than a view (a tab, an alert action)
    /// are performed by the executor through the element's target and do nothing here.
    static func perform(_ step: ActivationStep, on view: UIView) {
        let control = view as? UIControl
        switch step {
        case .sendPrimaryActionTriggered:
            control?.sendActions(for: .primaryActionTriggered)
        case .sendTouchUpInside:
            control?.sendActions(for: .touchUpInside)
        case .toggleSwitch:
            if let toggle = view as? UISwitch { toggle.setOn(!toggle.isOn, animated: true) }
        case .sendValueChanged:
            control?.sendActions(for: .valueChanged)
        case .advancePage:
            if let pages = view as? UIPageControl, pages.numberOfPages > 0 {
                pages.currentPage = (pages.currentPage + 1) % pages.numberOfPages
            }
        case .becomeFirstResponder:
            _ = view.becomeFirstResponder()
        case .selectTab, .performAlertAction, .goBack:
            break
        case .performPrimaryAction:
            if #available(iOS 17.4, *) {
                control?.performPrimaryAction()
            } else {
                control?.sendActions(for: .primaryActionTriggered)
            }
        case .presentMenuAsSheet:
            if let button = view as? UIButton { MenuSheetPresenter.present(menuOf: button) }
        case .simulateTap:
            (view as? Focusable)?.simulateTap()
        case .activateAccessibilityElement:
            _ = view.accessibilityActivate()
        case .adjustValue(let steps):
            adjust(view, steps: steps)
        case .cycleSegment:
            if let segmented = view as? UISegmentedControl,
               let next = ValueAdjustment.cycledSegment(selected: segmented.selectedSegmentIndex,
                                                        count: segmented.numberOfSegments,
                                                        enabled: { segmented.isEnabledForSegment(at: $0) }),
               next != segmented.selectedSegmentIndex {
                segmented.selectedSegmentIndex = next
                segmented.sendActions(for: .valueChanged)
            }
        }
    }

    /// Changes a slider, stepper or segmented control by `steps` and sends `.valueChanged`
    /// (a segmented control only when its selection changed). Other views are left alone.
    static func adjust(_ view: UIView?, steps: Int) {
        switch view {
        case let slider as UISlider:
            let value = ValueAdjustment.slider(value: Double(slider.value), minimum: Double(slider.minimumValue),
                                               maximum: Double(slider.maximumValue), steps: steps)
            slider.setValue(Float(value), animated: true)
            slider.sendActions(for: .valueChanged)
        case let stepper as UIStepper:
            stepper.value = ValueAdjustment.stepper(value: stepper.value, minimum: stepper.minimumValue,
                                                    maximum: stepper.maximumValue, stepValue: stepper.stepValue,
                                                    wraps: stepper.wraps, steps: steps)
            stepper.sendActions(for: .valueChanged)
        case let segmented as UISegmentedControl:
            let next = ValueAdjustment.segment(selected: segmented.selectedSegmentIndex,
                                               count: segmented.numberOfSegments,
                                               enabled: { segmented.isEnabledForSegment(at: $0) }, steps: steps)
            if let next, next != segmented.selectedSegmentIndex {
                segmented.selectedSegmentIndex = next
                segmented.sendActions(for: .valueChanged)
            }
        default:
            break
        }
    }
}
#endif
