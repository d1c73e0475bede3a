/// One UIKit step of activating an element. The iOS layer executes the steps in order; the
/// decision of which steps a kind takes lives here.
public enum ActivationStep: Hashable, Sendable {
    /// `sendActions(for: .primaryActionTriggered)` (iOS 14 `UIAction`s and menus listen to it).
    case sendPrimaryActionTriggered
    /// `sendActions(for: .touchUpInside)` (target–action buttons listen to it).
    case sendTouchUpInside
    /// `setOn(!isOn, animated: true)`.
    case toggleSwitch
    /// `sendActions(for: .valueChanged)`.
    case sendValueChanged
    /// A page control moves to its next page, wrapping to the first.
    case advancePage
    /// `becomeFirstResponder()` (a date picker opens its compact editor; text inputs use
    /// `FocusCommand.beginTextEntry` instead).
    case becomeFirstResponder
    /// Select the tab of a tab bar item (asking the tab bar controller's delegate).
    case selectTab
    /// Perform a bar button item's target–action or primary action.
    case performBarButtonItem
    /// Run the alert action's handler and dismiss the alert.
    case performAlertAction
    /// Call the app's `simulateTap()` of a `Focusable` view.
    case simulateTap
}

/// What `FocusCommand.activate` does to an element of each kind, as UIKit steps.
///
/// A button sends both `.primaryActionTriggered` and `.touchUpInside`, because apps listen to one
/// or the other (a target–action button to `.touchUpInside`, a `UIAction` button to both on
/// iOS 14+; UIKit runs a `UIAction` once per event it is registered for, which for an action
/// given at init is `.primaryActionTriggered` only). Switches flip and report the change.
/// A page control advances. Other controls get `.primaryActionTriggered` then `.touchUpInside`
/// like buttons. Tab bar items, bar buttons and alert actions act as the user's tap would.
public enum Activation {
    /// The steps for an element of `kind`. Kinds whose activation is not a press (sliders and
    /// other adjustables, text inputs, list rows) have their own commands and return no steps.
    public static func steps(for kind: ViewKind) -> [ActivationStep] {
        switch kind {
        case .button, .control, .colorWell:
            return [.sendPrimaryActionTriggered, .sendTouchUpInside]
        case .switch:
            return [.toggleSwitch, .sendValueChanged]
        case .pageControl:
            return [.advancePage, .sendValueChanged]
        case .datePicker:
            return [.becomeFirstResponder]
        case .tabBarItem:
            return [.selectTab]
        case .barButton:
            return [.performBarButtonItem]
        case .alertAction:
            return [.performAlertAction]
        case .custom:
            return [.simulateTap]
        case .slider, .stepper, .segmented, .textField, .textView, .searchBar,
             .tableRow, .collectionItem, .table, .collection, .scroll, .stack, .label, .image, .view:
            return []
        }
    }
}
