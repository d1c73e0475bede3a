#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// A on a table row or collection item: UIKit's tap sequence (`RowTapSequence`), each delegate
/// method called only when the delegate implements it, with what `willSelect`/`willDeselect`
/// return applied: a second A deselects in a multiple-selection list, a new selection
/// deselects the old one with `willDeselect`/`didDeselect`, and `performPrimaryAction…` runs
/// on iOS 16 and later. After `didSelect`, the cell's storyboard selection segue where
/// `rowSegues` names it (`RowSegueFollowUp`).
@MainActor
enum RowTap {
    static func tap(_ list: UIScrollView?, indexPath: IndexPath) {
        switch list {
        case let table as UITableView: tap(table, row: indexPath)
        case let collection as UICollectionView: tap(collection, item: indexPath)
        default: break
        }
    }

    private static func path(_ indexPath: IndexPath) -> RowPath { RowPath(section: indexPath.section, row: indexPath.item) }
    private static func index(_ row: RowPath) -> IndexPath { IndexPath(item: row.row, section: row.section) }

    private static func tap(_ table: UITableView, row indexPath: IndexPath) {
        guard indexPath.section < table.numberOfSections,
              indexPath.row < table.numberOfRows(inSection: indexPath.section) else { return }
        let delegate = table.delegate
        if delegate?.tableView?(table, shouldHighlightRowAt: indexPath) == false { return }
        let cell = table.cellForRow(at: indexPath)
        var facts = cell.map { RowSelectionReader.facts(of: $0, in: table) } ?? RowSelectionFacts(
            listAllowsSelection: table.allowsSelection, allowsMultipleSelection: table.allowsMultipleSelection,
            isEditing: table.isEditing, allowsSelectionDuringEditing: table.allowsSelectionDuringEditing)
        let selected = (table.indexPathsForSelectedRows ?? []).map(path)
        facts.isSelected = selected.contains(path(indexPath))
        var implementsPrimary = false
        if #available(iOS 16.0, *), let delegate {
            implementsPrimary = delegate.responds(to: #selector(UITableViewDelegate.tableView(_:performPrimaryActionForRowAt:)))
        }
        var replaced: [RowPath: RowPath?] = [:]
        for step in RowTapSequence.steps(tapping: path(indexPath), facts: facts, selectedRows: selected,
                                         implementsPrimaryAction: implementsPrimary) {
            switch step {
            case .willSelect(let row):
                var answer: IndexPath? = index(row)
                if let delegate, delegate.responds(to: #selector(UITableViewDelegate.tableView(_:willSelectRowAt:))) {
                    answer = delegate.tableView?(table, willSelectRowAt: index(row))
                }
                guard let answer else { return }
                replaced.updateValue(path(answer), forKey: row)
            case .willDeselect(let row):
                var answer: IndexPath? = index(row)
                if let delegate, delegate.responds(to: #selector(UITableViewDelegate.tableView(_:willDeselectRowAt:))) {
                    answer = delegate.tableView?(table, willDeselectRowAt: index(row))
                }
                replaced.updateValue(answer.map(path), forKey: row)
            case .deselect(let row):
                guard let target = resolved(row, replaced) else { continue }
                table.deselectRow(at: index(target), animated: true)
            case .didDeselect(let row):
                guard let target = resolved(row, replaced) else { continue }
                delegate?.tableView?(table, didDeselectRowAt: index(target))
            case .select(let row):
                guard let target = resolved(row, replaced) else { continue }
                table.selectRow(at: index(target), animated: true, scrollPosition: .none)
            case .didSelect(let row):
                guard let target = resolved(row, replaced) else { continue }
                // The cell is taken before didSelect, which may reload the table.
                let selectedCell = table.cellForRow(at: index(target))
                let shownBefore = RowSegueFollowUp.shown(around: table)
                delegate?.tableView?(table, didSelectRowAt: index(target))
                // UIKit performs the cell's selection segue after didSelect, for a tap only.
                let heard = delegate?.responds(to: #selector(UITableViewDelegate.tableView(_:didSelectRowAt:))) == true || implementsPrimary
                RowSegueFollowUp.rowSelected(selectedCell, in: table, delegateHeardSelection: heard, shownBefore: shownBefore)
            case .performPrimaryAction(let row):
                if #available(iOS 16.0, *), let target = resolved(row, replaced) {
                    delegate?.tableView?(table, performPrimaryActionForRowAt: index(target))
                }
            }
        }
    }

    private static func tap(_ collection: UICollectionView, item indexPath: IndexPath) {
        guard indexPath.section < collection.numberOfSections,
              indexPath.item < collection.numberOfItems(inSection: indexPath.section) else { return }
        let delegate = collection.delegate
        if delegate?.collectionView?(collection, shouldHighlightItemAt: indexPath) == false { return }
        let cell = collection.cellForItem(at: indexPath)
        var facts = cell.map { RowSelectionReader.facts(of: $0, in: collection) } ?? RowSelectionFacts(
            listAllowsSelection: collection.allowsSelection, allowsMultipleSelection: collection.allowsMultipleSelection,
            isEditing: collection.isEditing, allowsSelectionDuringEditing: collection.allowsSelectionDuringEditing)
        let selected = (collection.indexPathsForSelectedItems ?? []).map(path)
        facts.isSelected = selected.contains(path(indexPath))
        var implementsPrimary = false
        if #available(iOS 16.0, *), let delegate {
            implementsPrimary = delegate.responds(to: #selector(UICollectionViewDelegate.collectionView(_:performPrimaryActionForItemAt:)))
        }
        var skipped: Set<RowPath> = []
        for step in RowTapSequence.steps(tapping: path(indexPath), facts: facts, selectedRows: selected,
                                         implementsPrimaryAction: implementsPrimary) {
            // A collection view asks should-select / should-deselect (true or false) where a
            // table asks will-select / will-deselect.
            switch step {
            case .willSelect(let row):
                if delegate?.collectionView?(collection, shouldSelectItemAt: index(row)) == false { return }
            case .willDeselect(let row):
                if delegate?.collectionView?(collection, shouldDeselectItemAt: index(row)) == false { skipped.insert(row) }
            case .deselect(let row):
                if !skipped.contains(row) { collection.deselectItem(at: index(row), animated: true) }
            case .didDeselect(let row):
                if !skipped.contains(row) { delegate?.collectionView?(collection, didDeselectItemAt: index(row)) }
            case .select(let row):
                collection.selectItem(at: index(row), animated: true, scrollPosition: [])
            case .didSelect(let row):
                // The cell is taken before didSelect, which may reload the collection.
                let selectedCell = collection.cellForItem(at: index(row))
                let shownBefore = RowSegueFollowUp.shown(around: collection)
                delegate?.collectionView?(collection, didSelectItemAt: index(row))
                let heard = delegate?.responds(to: #selector(UICollectionViewDelegate.collectionView(_:didSelectItemAt:))) == true
                    || implementsPrimary
                RowSegueFollowUp.rowSelected(selectedCell, in: collection, delegateHeardSelection: heard, shownBefore: shownBefore)
            case .performPrimaryAction(let row):
                if #available(iOS 16.0, *) {
                    delegate?.collectionView?(collection, performPrimaryActionForItemAt: index(row))
                }
            }
        }
    }

    /// The row a step acts on after `willSelect`/`willDeselect` answered: the replacement, nil
    /// when the delegate said none, the row itself when it was not asked.
    private static func resolved(_ row: RowPath, _ replaced: [RowPath: RowPath?]) -> RowPath? {
        guard let answer = replaced[row] else { return row }
        return answer
    }
}
#endif
