/// Row order inside a list: the rows of every section, one after the other, as the list
/// shows them. Out-of-range places and negative counts are tolerated (they have no neighbours),
/// and every count is read through `rowCount(inSection:)`, so absurd counts cannot overflow.
extension ListInfo {
    /// True when `path` names a row the list has (on screen or not).
    func contains(_ path: RowPath) -> Bool {
        path.section >= 0 && path.section < sectionRowCounts.count
            && path.row >= 0 && path.row < rowCount(inSection: path.section)
    }

    /// The row's place in the whole list (0 is the first row of the first non-empty section),
    /// or nil when the list has no such row.
    func index(of path: RowPath) -> Int? {
        guard contains(path) else { return nil }
        return rowsBefore(section: path.section) + path.row
    }

    /// The number of rows in the sections before `section` (all of them when it is past the end).
    func rowsBefore(section: Int) -> Int {
        let end = min(max(0, section), sectionRowCounts.count)
        return (0..<end).reduce(0) { $0 + rowCount(inSection: $1) }
    }

    /// The row at `index` in the whole list, or nil when the list is shorter.
    func path(atIndex index: Int) -> RowPath? {
        guard index >= 0 else { return nil }
        var remaining = index
        for section in sectionRowCounts.indices {
            let rows = rowCount(inSection: section)
            if remaining < rows { return RowPath(section: section, row: remaining) }
            remaining -= rows
        }
        return nil
    }

    /// The row after `path` (crossing into the next non-empty section), or nil at the last row.
    func path(after path: RowPath) -> RowPath? {
        index(of: path).flatMap { self.path(atIndex: $0 + 1) }
    }

    /// The row before `path` (crossing into the previous non-empty section), or nil at the first row.
    func path(before path: RowPath) -> RowPath? {
        index(of: path).flatMap { self.path(atIndex: $0 - 1) }
    }
}
