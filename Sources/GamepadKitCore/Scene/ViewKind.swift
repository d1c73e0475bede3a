/// What a view is, in UIKit's terms. The kind decides whether a view can take focus and what
/// activating it means. The raw values are the `kind` strings of the layout JSON.
public enum ViewKind: String, CaseIterable, Hashable, Sendable, Codable {
    // UIControl kinds
    /// A `UIButton`.
    case button
    /// A `UISwitch`: A flips it.
    case `switch`
    /// A `UISlider`: A enters adjust mode.
    case slider
    /// A `UIStepper`: A enters adjust mode.
    case stepper
    /// A `UISegmentedControl`: A enters adjust mode.
    case segmented
    /// A `UIDatePicker` (compact, inline or wheels).
    case datePicker
    /// A wheel picker (`UIPickerView`): A enters adjust mode, up and down turn the wheel, left
    /// and right choose the wheel.
    case picker
    /// A `UIPageControl`.
    case pageControl
    /// A `UIColorWell`.
    case colorWell
    /// Any other `UIControl` subclass.
    case control
    // Text input
    /// A `UITextField`: A starts text entry.
    case textField
    /// An editable `UITextView`: A starts text entry.
    case textView
    /// A `UISearchBar`: A starts text entry.
    case searchBar
    // Lists and their rows
    /// A `UITableView`: its rows are focused one by one.
    case table
    /// A `UITableViewCell`, a row of a table.
    case tableRow
    /// A `UICollectionView`: its items are focused one by one.
    case collection
    /// A `UICollectionViewCell`, an item of a collection.
    case collectionItem
    // Bars and alerts
    /// A navigation bar (`UINavigationBar`): holds the back button and the navigation item's
    /// left and right bar button items. A container, never a candidate itself.
    case navigationBar
    /// A toolbar (`UIToolbar`): holds bar button items. A container.
    case toolbar
    /// A tab bar (`UITabBar`): holds the tab items. A container.
    case tabBar
    /// A tab of a tab bar: A selects it.
    case tabBarItem
    /// A bar button item of a navigation bar or toolbar.
    case barButton
    /// The back button of a navigation bar: activating it goes back as the navigation
    /// controller's own back button does.
    case backButton
    /// An action button of a `UIAlertController`: A runs the action's handler after the alert is dismissed.
    case alertAction
    // Containers and content that never take focus by themselves
    /// A `UIScrollView`: what it can scroll into view is reachable.
    case scroll
    /// A `UIStackView`, a container.
    case stack
    /// A `UILabel`: never focusable, and it takes no touches.
    case label
    /// A `UIImageView`: never focusable, and it takes no touches.
    case image
    /// Any other `UIView`, a container.
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
