#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// A on a table row or collection item: what UIKit runs for a tap on it.
@MainActor
enum RowTap {
    /// Selects the row as a tap would: asks `shouldHighlight` and `willSelect`, selects, and
    /// tells `didSelect`.
    static func tap(_ list: UIScrollView?, indexPath: IndexPath) {
        switch list {
        case let table as UITableView:
            guard table.allowsSelection, indexPath.section < table.numberOfSections,
                  indexPath.row < table.numberOfRows(inSection: indexPath.section) else { return }
            let delegate = table.delegate
            if delegate?.tableView?(table, shouldHighlightRowAt: indexPath) == false { return }
            var target: IndexPath? = indexPath
            if let delegate, delegate.responds(to: #selector(UITableViewDelegate.tableView(_:willSelectRowAt:))) {
                target = delegate.tableView?(table, willSelectRowAt: indexPath)
            }
            guard let chosen = target else { return }
            table.selectRow(at: chosen, animated: true, scrollPosition: .none)
            delegate?.tableView?(table, didSelectRowAt: chosen)
        case let collection as UICollectionView:
            guard collection.allowsSelection, indexPath.section < collection.numberOfSections,
                  indexPath.item < collection.numberOfItems(inSection: indexPath.section) else { return }
            let delegate = collection.delegate
            if delegate?.collectionView?(collection, shouldHighlightItemAt: indexPath) == false { return }
            if delegate?.collectionView?(collection, shouldSelectItemAt: indexPath) == false { return }
            collection.selectItem(at: indexPath, animated: true, scrollPosition: [])
            delegate?.collectionView?(collection, didSelectItemAt: indexPath)
        default:
            break
        }
    }
}
#endif
