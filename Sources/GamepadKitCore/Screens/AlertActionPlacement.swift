/// Where an alert action's focus stop is when its view was not found among the alert's views.
///
/// An iPad action sheet shown as a popover has no cancel button: UIKit leaves the cancel action
/// out and a tap outside the popover runs it. Its stop is then nowhere (B still runs the cancel
/// action, as a tap outside does); a made-up frame would put a stop on an empty spot. Other
/// actions whose view was not found (an alert whose private views changed) keep the stand-in
/// row of `AlertActionLayout.syntheticFrame`, so the user can still answer the alert.
public enum AlertActionPlacement {
    /// The frame of an action's stop: the found frame, none for a cancel action of an action
    /// sheet shown as a popover, else the stand-in `synthetic` frame.
    public static func frame(found: Rect?, isCancel: Bool, isActionSheetInPopover: Bool, synthetic: Rect) -> Rect? {
        if let found { return found }
        if isCancel && isActionSheetInPopover { return nil }
        return synthetic
    }
}
