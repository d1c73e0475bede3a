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
    /// `performPrimaryAction()` (iOS 17.4): what a tap does, a menu shown as the primary action
    /// included.
    case performPrimaryAction
    /// Show the button's menu as an action sheet (`MenuSheet`), where the OS has no
    /// `performPrimaryAction()` to open it.
    case presentMenuAsSheet
    /// Go back as the navigation bar's back button does (the top item's `backAction` where the
    /// app set one, else pop the navigation stack).
    case goBack
    /// Run the alert action's handler and dismiss the alert.
    case performAlertAction
    /// Call the app's `simulateTap()` of a `Focusable` view.
    case simulateTap
    /// Ask an accessibility element to activate itself (`accessibilityActivate()`), as VoiceOver
    /// and Switch Control do: a SwiftUI button runs its action, a toggle flips.
    case activateAccessibilityElement
    /// Change a slider's or stepper's value by `steps`, as `FocusCommand.adjust` does, and send
    /// `.valueChanged`.
    case adjustValue(steps: Int)
    /// Select the next segment of a segmented control, wrapping around
    /// (`ValueAdjustment.cycledSegment`), and send `.valueChanged`.
    case cycleSegment
}
