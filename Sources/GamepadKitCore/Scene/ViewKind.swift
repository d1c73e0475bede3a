/// What a view is, in UIKit's terms. The kind decides whether a view can take focus and what
/// activating it means. The raw values are the `kind` strings of the layout JSON.
public enum ViewKind: String, CaseIterable, Hashable, Sendable, Codable {
    // UIControl kinds
    case button
    case `switch`
    case slider
    case stepper
    case segmented
    case datePicker
    /// A wheel picker (`UIPickerView`): A enters adjust mode, up and down turn the wheel, left
    /// and right choose the wheel.
    case picker
    case pageControl
    case colorWell
    /// Any other `UIControl` subclass.
    case control
    // Text input
    case textField
    case textView
    case searchBar
    // Lists and their rows
    case table
    case tableRow
    case collection
    case collectionItem
    // Bars and alerts
    /// A navigation bar (`UINavigationBar`): holds the back button and the navigation item's
    /// left and right bar button items. A container, never a candidate itself.
    case navigationBar
    /// A toolbar (`UIToolbar`): holds bar button items. A container.
    case toolbar
    /// A tab bar (`UITabBar`): holds the tab items. A container.
    case tabBar
    case tabBarItem
    /// A bar button item of a navigation bar or toolbar.
    case barButton
    /// The back button of a navigation bar: activating it goes back as the navigation
    /// controller's own back button does.
    case backButton
    case alertAction
    // Containers and content that never take focus by themselves
    case scroll
    case stack
    case label
    case image
    case view
    /// A custom view the app marks focusable (it adopts `Focusable`).
    case custom
    /// A list's pull-to-refresh control (`UIRefreshControl`): a pull starts it, never a press.
    case refreshControl
    /// A table's section index (the letters at its trailing edge): a finger's scrubbing tool,
    /// never a stop.
    case sectionIndex
    /// An open menu (`UIMenu` shown from a button, a context menu): a modal scope; its items
    /// are the only stops while it is open, and B closes it.
    case menu
    // The accessibility tree
    /// An element of the accessibility tree (a SwiftUI view, a part of a custom-drawn control, a
    /// plain view that describes itself to VoiceOver). Its traits, not its kind, decide whether
    /// it takes focus and what A does (`AccessibilityRules`).
    case accessibilityElement

    /// True when a view of this kind takes focus unless the app says otherwise.
    public var isFocusableByDefault: Bool {
        switch self {
        case .button, .switch, .slider, .stepper, .segmented, .datePicker, .picker, .pageControl, .colorWell,
             .control, .textField, .textView, .searchBar, .tableRow, .collectionItem, .tabBarItem,
             .barButton, .backButton, .alertAction, .custom:
            true
        case .table, .collection, .scroll, .stack, .label, .image, .view, .navigationBar, .toolbar, .tabBar,
             .refreshControl, .sectionIndex, .menu:
            false
        case .accessibilityElement:
            // Decided by its traits (`AccessibilityRules.isFocusable(_:)`).
            false
        }
    }

    /// True for the list containers whose rows are candidates.
    public var isList: Bool { self == .table || self == .collection }

    /// True for a row or item of a list.
    public var isListRow: Bool { self == .tableRow || self == .collectionItem }

    /// True for the bars UIKit draws around a screen's content (navigation bar, toolbar, tab bar).
    public var isBar: Bool { self == .navigationBar || self == .toolbar || self == .tabBar }

    /// True for the views a finger never presses as a stop, whatever the app marks: the
    /// refresh control and the section index. Nothing inside them is searched.
    public var isNeverAStop: Bool { self == .refreshControl || self == .sectionIndex }

    /// True for views that scroll their content (`contentOffset` applies to their children).
    public var scrollsContent: Bool { self == .scroll || self == .table || self == .collection || self == .textView }

    /// What pressing A on a focused view of this kind does. For an accessibility element the
    /// traits decide (`AccessibilityRules.interaction(for:)`); this is its plain press.
    public var interaction: FocusInteraction {
        switch self {
        case .slider, .stepper, .segmented, .picker: .adjust
        case .switch: .toggle
        case .textField, .textView, .searchBar: .textEntry
        case .tableRow, .collectionItem: .selectRow
        case .custom: .customTap
        default: .press
        }
    }
}

/// What activating a focused element does, by kind.
public enum FocusInteraction: String, Hashable, Sendable, Codable {
    /// Send the control's primary action (buttons, tab and bar items, alert actions, date pickers…).
    case press
    /// Flip a switch and send `.valueChanged`.
    case toggle
    /// Enter adjust mode: left/right change the value, A or B leave.
    case adjust
    /// Become first responder; B ends editing.
    case textEntry
    /// Select the row or item and tell the list's delegate.
    case selectRow
    /// Call the app's `simulateTap()`.
    case customTap
}
