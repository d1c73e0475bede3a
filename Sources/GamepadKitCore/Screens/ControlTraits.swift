/// What activating a control depends on besides its kind: its menu, whether it is the app's own
/// button, and what the OS offers.
public struct ControlTraits: Hashable, Sendable {
    /// The control's menu opens on a tap (`UIButton.showsMenuAsPrimaryAction`).
    public var showsMenuAsPrimaryAction: Bool
    /// The OS has `UIControl.performPrimaryAction()` (iOS 17.4 and later).
    public var canPerformPrimaryAction: Bool
    /// The control is a `UIButton` the app made (a bar item's custom view), not one of the views
    /// UIKit draws for bar button items.
    public var isAppButton: Bool

    /// Traits; by default a control without a menu, UIKit's own, on an OS without
    /// `performPrimaryAction()`.
    public init(showsMenuAsPrimaryAction: Bool = false, canPerformPrimaryAction: Bool = false, isAppButton: Bool = false) {
        self.showsMenuAsPrimaryAction = showsMenuAsPrimaryAction
        self.canPerformPrimaryAction = canPerformPrimaryAction
        self.isAppButton = isAppButton
    }
}
