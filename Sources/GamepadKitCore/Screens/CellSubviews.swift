/// Which subviews of a list cell hold the controls a user can reach inside it.
///
/// A `UITableViewCell` puts the app's content in its `contentView` and the app's own accessory
/// (a switch set as `accessoryView`, `editingAccessoryView` while editing) beside it; everything
/// else among its subviews is drawn by UIKit: the disclosure indicator, the detail (info) button
/// of `accessoryType`, the editing and reorder controls, separators and background views. Those
/// are not the row's controls: a detail button counted as the row's single control would take
/// A away from selecting the row. A `UICollectionViewCell` has only its `contentView` for content.
public enum CellSubviews {
    /// The part a subview of a cell plays.
    public enum Role: Hashable, Sendable {
        /// The cell's `contentView`.
        case contentView
        /// The app's `accessoryView`.
        case accessoryView
        /// The app's `editingAccessoryView`.
        case editingAccessoryView
        /// Anything UIKit draws itself (accessory type views, editing and reorder controls,
        /// separators, background and selection views).
        case drawnByUIKit
    }

    /// True when a subview playing `role` is searched for the cell's controls; `isEditing` is the
    /// cell's (or its table's) editing state, which decides which accessory UIKit shows.
    public static func holdsControls(_ role: Role, isEditing: Bool) -> Bool {
        switch role {
        case .contentView: true
        case .accessoryView: !isEditing
        case .editingAccessoryView: isEditing
        case .drawnByUIKit: false
        }
    }
}
