/// Row order inside a list: the rows of every section, one after the other, as the list
/// shows them. Out-of-range places and negative counts are tolerated (they have no neighbours).
extension ListInfo {
    /// True when `path` names a row the list has (on screen or not).
    func contains(_ path: RowPath) -> Bool {
        path.section >= 0 && path.section < sectionRowCounts.count
            && path.row >= 0 && path.row < max(0, sectionRowCounts[path.section])
    }

    /// The row's place in the whole list (0 is the first row of the first non-empty section),
    /// or nil when the list has no such row.
    func index(of path: RowPath) -> Int? {
        guard contains(path) else { return nil }
        var index = path.row
        for section in 0..<path.section {
            index += max(0, sectionRowCounts[section])
        }
        return index
    }

    /// The row at `index` in the whole list, or nil when the list is shorter.
    func path(atIndex index: Int) -> RowPath? {
        guard index >= 0 else { return nil }
        var remaining = index
        for (section, count) in sectionRowCounts.enumerated() {
            let rows = max(0, count)
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
