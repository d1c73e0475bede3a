/// What the focus engine asks the platform to do. The engine never touches UIKit: the iOS layer
/// executes these, and tests compare them exactly.
public enum FocusCommand: Hashable, Sendable {
    /// Show the highlight on `id` (at `frame`, window coordinates); `animated` when it moves from
    /// another element rather than appearing.
    case focus(id: String, frame: Rect, animated: Bool)
    /// Hide the highlight: nothing is focused.
    case clearFocus
    /// Perform the element's interaction (`press`, `toggle`, `customTap`).
    case activate(id: String, interaction: FocusInteraction)
    /// Enter or leave adjust mode on a slider, stepper or segmented control.
    case beginAdjusting(id: String)
    /// Adjust mode on the element ends.
    case endAdjusting(id: String)
    /// Change an adjustable control's value by `steps` (negative: decrease).
    case adjust(id: String, steps: Int)
    /// Make a text input first responder, or resign it.
    case beginTextEntry(id: String)
    /// Text entry in the element ends.
    case endTextEntry(id: String)
    /// Scroll the list `listID` so that `row` is on screen.
    case scrollToRow(listID: String, row: RowPath)
    /// Scroll the scroll views that hold the element `id` (nearest first) by the least that
    /// brings it entirely into view, as `UIScrollView.scrollRectToVisible` does. Emitted before
    /// focusing an element outside a list that `FocusCandidate.needsScroll`.
    case scrollToReveal(id: String)
    /// Select the row and tell the list's delegate.
    case selectRow(listID: String, row: RowPath)
    /// Dismiss the presented controller.
    case dismiss
    /// Pop the navigation stack.
    case pop
    /// Select the tab at `index`.
    case switchTab(index: Int)
    /// Scroll the scroll view that contains `id` (or the screen's main one) by a page.
    case pageScroll(containerID: String?, forward: Bool)
    /// Turn the page of the screen's page view controller (`setViewControllers` with the page
    /// its data source gives after or before the current one), as a swipe does.
    case turnPage(forward: Bool)
    /// Close the open menu `id` (B on a menu), as a tap outside it does.
    case closeMenu(id: String)
    /// Turn the wheel `wheel` of the picker `id` by `steps` rows (negative: up), then report the
    /// change as a finger's spin does (`pickerView(_:didSelectRow:inComponent:)`, `.valueChanged`).
    case turnWheel(id: String, wheel: Int, steps: Int)
    /// Adjust mode on the picker `id` moved to its wheel `wheel` (left/right); the highlight
    /// may mark it.
    case chooseWheel(id: String, wheel: Int)
    /// A move had nowhere to go: a small shake of the highlight.
    case bump(MoveDirection)
}
