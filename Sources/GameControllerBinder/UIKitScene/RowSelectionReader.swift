#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Reads what UIKit tells about a row's selection (`RowSelectionFacts`): the list's selection
/// modes, the cell's selection style and accessory, and which selection methods the list's
/// delegate implements, found with `responds(to:)` only (the delegate is never called while
/// scanning).
@MainActor
enum RowSelectionReader {
    static func facts(of cell: UITableViewCell, in table: UITableView) -> RowSelectionFacts {
        let delegate = table.delegate
        var handles = false
        if let delegate {
            var selectors = [#selector(UITableViewDelegate.tableView(_:willSelectRowAt:)),
                             #selector(UITableViewDelegate.tableView(_:didSelectRowAt:))]
            if #available(iOS 16.0, *) {
                selectors.append(#selector(UITableViewDelegate.tableView(_:performPrimaryActionForRowAt:)))
            }
            handles = selectors.contains { delegate.responds(to: $0) }
        }
        let accessoryType = table.isEditing ? cell.editingAccessoryType : cell.accessoryType
        let accessoryView = table.isEditing ? cell.editingAccessoryView : cell.accessoryView
        return RowSelectionFacts(listAllowsSelection: table.allowsSelection,
                                 allowsMultipleSelection: table.isEditing ? table.allowsMultipleSelectionDuringEditing
                                                                          : table.allowsMultipleSelection,
                                 isEditing: table.isEditing,
                                 allowsSelectionDuringEditing: table.allowsSelectionDuringEditing,
                                 selectionStyleIsNone: cell.selectionStyle == .none,
                                 accessory: accessory(accessoryType),
                                 delegateHandlesSelection: handles,
                                 hasCustomAccessoryView: accessoryView != nil,
                                 isSelected: cell.isSelected)
    }

    static func facts(of cell: UICollectionViewCell, in collection: UICollectionView) -> RowSelectionFacts {
        let delegate = collection.delegate
        var handles = false
        if let delegate {
            var selectors = [#selector(UICollectionViewDelegate.collectionView(_:shouldSelectItemAt:)),
                             #selector(UICollectionViewDelegate.collectionView(_:didSelectItemAt:))]
            if #available(iOS 16.0, *) {
                selectors.append(#selector(UICollectionViewDelegate.collectionView(_:performPrimaryActionForItemAt:)))
            }
            handles = selectors.contains { delegate.responds(to: $0) }
        }
        return RowSelectionFacts(listAllowsSelection: collection.allowsSelection,
                                 allowsMultipleSelection: collection.isEditing ? collection.allowsMultipleSelectionDuringEditing
                                                                               : collection.allowsMultipleSelection,
                                 isEditing: collection.isEditing,
                                 allowsSelectionDuringEditing: collection.allowsSelectionDuringEditing,
                                 selectionStyleIsNone: false, accessory: .none,
                                 delegateHandlesSelection: handles, hasCustomAccessoryView: false,
                                 isSelected: cell.isSelected)
    }

    private static func accessory(_ type: UITableViewCell.AccessoryType) -> RowAccessory {
        switch type {
        case .none: .none
        case .disclosureIndicator: .disclosureIndicator
        case .detailDisclosureButton: .detailDisclosureButton
        case .checkmark: .checkmark
        case .detailButton: .detailButton
        @unknown default: .none
        }
    }
}
#endif
