/// What `FocusCommand.activate` does to an element of each kind, as UIKit steps.
///
/// A button sends both `.primaryActionTriggered` and `.touchUpInside`, because apps listen to one
/// or the other (a target–action button to `.touchUpInside`, a `UIAction` button to both on
/// iOS 14+; UIKit runs a `UIAction` once per event it is registered for, which for an action
/// given at init is `.primaryActionTriggered` only). Switches flip and report the change.
/// A page control advances. Other controls get `.primaryActionTriggered` then `.touchUpInside`
/// like buttons. Tab bar items, bar buttons and alert actions act as the user's tap would. An
/// accessibility element activates itself as it does for VoiceOver.
///
/// Menus and bar items (`ControlTraits`): a button whose menu is its primary action
/// (`showsMenuAsPrimaryAction`) opens it through `performPrimaryAction()` where the OS has it
/// (iOS 17.4); before, its menu is shown as an action sheet (`MenuSheet`). A bar button drawn by UIKit gets exactly one event:
/// `performPrimaryAction()` where the OS has it, else `.touchUpInside`; a bar item whose custom
/// view is the app's own button is pressed like any button.
public enum Activation {
    /// The steps for an element of `kind` with `traits`. Kinds whose activation is not a press
    /// (sliders and other adjustables, text inputs, list rows) have their own commands and
    /// return no steps.
    public static func steps(for kind: ViewKind, traits: ControlTraits = ControlTraits()) -> [ActivationStep] {
        switch kind {
        case .button:
            if traits.showsMenuAsPrimaryAction {
                switch MenuSheet.opening(canPerformPrimaryAction: traits.canPerformPrimaryAction) {
                case .performPrimaryAction: return [.performPrimaryAction]
                case .actionSheet: return [.presentMenuAsSheet]
                }
            }
            return [.sendPrimaryActionTriggered, .sendTouchUpInside]
        case .barButton:
            if traits.isAppButton { return steps(for: .button, traits: traits) }
            return traits.canPerformPrimaryAction ? [.performPrimaryAction] : [.sendTouchUpInside]
        case .control, .colorWell:
            return [.sendPrimaryActionTriggered, .sendTouchUpInside]
        case .switch:
            return [.toggleSwitch, .sendValueChanged]
        case .pageControl:
            return [.advancePage, .sendValueChanged]
        case .datePicker:
            return [.becomeFirstResponder]
        case .tabBarItem:
            return [.selectTab]
        case .backButton:
            return [.goBack]
        case .alertAction:
            return [.performAlertAction]
        case .custom:
            return [.simulateTap]
        case .accessibilityElement:
            return [.activateAccessibilityElement]
        case .slider, .stepper, .segmented, .picker, .textField, .textView, .searchBar,
             .tableRow, .collectionItem, .table, .collection, .scroll, .stack, .label, .image, .view,
             .navigationBar, .toolbar, .tabBar, .refreshControl, .sectionIndex, .menu:
            return []
        }
    }

    /// The steps of a 1.1 `simulateTap()` on a `UIControl` of `kind` (the app calls it itself,
    /// so every control does something): a slider or stepper steps up once, a segmented
    /// control selects the next segment (wrapping), a switch flips, a page control advances,
    /// a date picker or color well reports `.valueChanged`, a button sends its primary action
    /// and `.touchUpInside`, and any other control `.touchUpInside`.
    public static func simulatedTapSteps(for kind: ViewKind) -> [ActivationStep] {
        switch kind {
        case .slider, .stepper:
            return [.adjustValue(steps: 1)]
        case .segmented:
            return [.cycleSegment]
        case .switch:
            return [.toggleSwitch, .sendValueChanged]
        case .pageControl:
            return [.advancePage, .sendValueChanged]
        case .datePicker, .colorWell, .picker:
            return [.sendValueChanged]
        case .accessibilityElement:
            return [.activateAccessibilityElement]
        case .button:
            return [.sendPrimaryActionTriggered, .sendTouchUpInside]
        case .control, .textField, .textView, .searchBar, .tabBarItem, .barButton, .backButton, .alertAction, .custom,
             .tableRow, .collectionItem, .table, .collection, .scroll, .stack, .label, .image, .view,
             .navigationBar, .toolbar, .tabBar, .refreshControl, .sectionIndex, .menu:
            return [.sendTouchUpInside]
        }
    }
}
