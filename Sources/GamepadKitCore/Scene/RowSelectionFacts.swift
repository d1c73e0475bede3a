/// What UIKit tells about whether selecting a table row or collection item does something, the
/// question a finger's tap on the row answers.
///
/// On iOS the adapter fills it from the list (`allowsSelection`, `allowsMultipleSelection`,
/// `isEditing`, `allowsSelectionDuringEditing`), the cell (`selectionStyle`, `accessoryType`,
/// `accessoryView`, `isSelected`) and the list's delegate (whether it implements
/// `willSelect…`, `didSelect…` or `performPrimaryAction…`, found with `responds(to:)`, never by
/// calling it). Files derive it: a layout JSON row's `"accessory"` and `"selectionStyle"`, a
/// storyboard cell's `accessoryType`, `selectionStyle`, its table's `allowsSelection` and a
/// segue the cell triggers.
///
/// The rule (`selectionActs`): a row whose own selection does something and that holds a control
/// is two stops, the row and its control; a row whose selection does nothing (a settings row
/// whose only job is its switch) is one stop whose A forwards to its control.
public struct RowSelectionFacts: Hashable, Sendable {
    /// The list allows selection (`allowsSelection`; for a collection view,
    /// `allowsSelection`).
    public var listAllowsSelection: Bool
    /// The list allows several selected rows (`allowsMultipleSelection`): a tap on a selected row
    /// deselects it.
    public var allowsMultipleSelection: Bool
    /// The list is in editing mode.
    public var isEditing: Bool
    /// The list allows selection while editing (`allowsSelectionDuringEditing`).
    public var allowsSelectionDuringEditing: Bool
    /// The cell's `selectionStyle` is `.none`: a tap shows nothing (a row that only carries a
    /// control). Collection items have no selection style: false.
    public var selectionStyleIsNone: Bool
    /// The accessory UIKit draws (`accessoryType`); ignored by UIKit when the cell has an
    /// `accessoryView` of its own.
    public var accessory: RowAccessory
    /// The list's delegate implements `willSelect…`, `didSelect…` or `performPrimaryAction…`
    /// for rows (or items), or the row triggers a storyboard segue: selection reaches the app.
    public var delegateHandlesSelection: Bool
    /// The cell has an `accessoryView` of its own (which then replaces `accessory`).
    public var hasCustomAccessoryView: Bool
    /// The row is selected now.
    public var isSelected: Bool

    /// Facts; every part has UIKit's default.
    public init(listAllowsSelection: Bool = true, allowsMultipleSelection: Bool = false, isEditing: Bool = false,
                allowsSelectionDuringEditing: Bool = false, selectionStyleIsNone: Bool = false,
                accessory: RowAccessory = .none, delegateHandlesSelection: Bool = false,
                hasCustomAccessoryView: Bool = false, isSelected: Bool = false) {
        self.listAllowsSelection = listAllowsSelection
        self.allowsMultipleSelection = allowsMultipleSelection
        self.isEditing = isEditing
        self.allowsSelectionDuringEditing = allowsSelectionDuringEditing
        self.selectionStyleIsNone = selectionStyleIsNone
        self.accessory = accessory
        self.delegateHandlesSelection = delegateHandlesSelection
        self.hasCustomAccessoryView = hasCustomAccessoryView
        self.isSelected = isSelected
    }

    /// UIKit selects the row on a tap now: selection is allowed (while editing, only with
    /// `allowsSelectionDuringEditing`).
    public var canBeSelected: Bool {
        isEditing ? allowsSelectionDuringEditing : listAllowsSelection
    }

    /// The accessory UIKit shows: none when the cell has an `accessoryView` of its own.
    public var shownAccessory: RowAccessory {
        hasCustomAccessoryView ? .none : accessory
    }

    /// True when a tap on the row itself does something the user would miss: the row can be
    /// selected, and its accessory says it navigates or chooses (a chevron, a checkmark), or it
    /// shows its selection (`selectionStyle` is not `.none`) and the app hears it (the delegate
    /// implements selection, or a segue leaves from the row).
    public var selectionActs: Bool {
        guard canBeSelected else { return false }
        if shownAccessory.marksSelectableRow { return true }
        return !selectionStyleIsNone && delegateHandlesSelection
    }
}
