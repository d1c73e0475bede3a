/// The delegate calls and selection changes a finger's tap on a list row makes, in UIKit's
/// order, so that A on a row runs what a tap runs.
///
/// For a tap on row `r` (`UITableView`, and `UICollectionView` with its item methods):
/// 1. Nothing when selection is not allowed now (`RowSelectionFacts.canBeSelected` false),
///    except the primary action (iOS 16), which a list runs without selection too.
/// 2. In a multiple-selection list, a tap on a selected row deselects it:
///    `willDeselect(r)` → deselect `r` → `didDeselect(r)`, and nothing else.
/// 3. Otherwise `willSelect(r)`: the delegate may return nil (the tap does nothing more) or
///    another row, which takes `r`'s place in every later step.
/// 4. In a single-selection list, each other selected row is deselected first:
///    `willDeselect(p)` → deselect `p` → `didDeselect(p)` (the delegate may return nil from
///    `willDeselect`, which keeps `p` selected, or another row to deselect instead).
/// 5. Select `r` → `didSelect(r)`.
/// 6. `performPrimaryAction(r)` when the delegate implements it (iOS 16 and later), the list is
///    not editing and a single row is selected (not in a multiple-selection list), as UIKit does
///    after the selection.
///
/// The iOS layer executes the steps in order, calling each delegate method only when the
/// delegate responds to it, and applies what `willSelect`/`willDeselect` return.
public enum RowTapSequence {
    /// One step of the tap sequence.
    public enum Step: Hashable, Sendable {
        /// Ask `willSelectRowAt`/`willSelectItemAt`; nil ends the sequence, another row
        /// replaces `row` in the steps that follow.
        case willSelect(RowPath)
        /// Ask `willDeselectRowAt`; nil skips this row's deselection, another row replaces it.
        case willDeselect(RowPath)
        /// `deselectRow(at:animated:)` / `deselectItem(at:animated:)`.
        case deselect(RowPath)
        /// `didDeselectRowAt` / `didDeselectItemAt`.
        case didDeselect(RowPath)
        /// `selectRow(at:animated:scrollPosition:)` / `selectItem(at:animated:scrollPosition:)`.
        case select(RowPath)
        /// `didSelectRowAt` / `didSelectItemAt`.
        case didSelect(RowPath)
        /// `performPrimaryActionForRowAt` / `performPrimaryActionForItemAt` (iOS 16).
        case performPrimaryAction(RowPath)
    }

    /// The steps of a tap on `row`, given what UIKit tells about it and the rows selected now.
    ///
    /// - Parameters:
    ///   - row: the row (or item) the press lands on.
    ///   - facts: the row's selection facts (`isSelected`, the list's selection modes).
    ///   - selectedRows: the list's `indexPathsForSelectedRows` before the tap.
    ///   - implementsPrimaryAction: the delegate responds to `performPrimaryAction…` and the
    ///     system has it (iOS 16 and later).
    public static func steps(tapping row: RowPath, facts: RowSelectionFacts, selectedRows: [RowPath],
                             implementsPrimaryAction: Bool) -> [Step] {
        let primary: [Step] = implementsPrimaryAction && !facts.isEditing && !facts.allowsMultipleSelection
            ? [.performPrimaryAction(row)] : []
        guard facts.canBeSelected else { return primary }
        let isSelected = facts.isSelected || selectedRows.contains(row)
        if facts.allowsMultipleSelection, isSelected {
            return [.willDeselect(row), .deselect(row), .didDeselect(row)]
        }
        var steps: [Step] = [.willSelect(row)]
        if !facts.allowsMultipleSelection {
            for previous in selectedRows where previous != row {
                steps += [.willDeselect(previous), .deselect(previous), .didDeselect(previous)]
            }
        }
        steps += [.select(row), .didSelect(row)]
        return steps + primary
    }
}
