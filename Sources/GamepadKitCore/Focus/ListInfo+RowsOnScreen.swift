/// Rows on screen that are no stop: a disabled or untouchable cell between rows the scan found.
extension ListInfo {
    /// The next row of a table's row order from `path` in `direction` (down: after, up: before)
    /// that is not known to be on screen without being a stop. A row lies on screen when found
    /// rows (`visibleRows`) lie both before and after it in row order — a table shows its
    /// rows one after another — so a row in between that the scan did not find is no stop (a
    /// cell with interaction off, a disabled cell) and is passed over. A row beyond the first or
    /// last found one may be off screen: it is returned, to be scrolled to. `shelves` are rows
    /// that hold a list of their own (their items are the stops): never passed over. Nil at the end.
    func nextStopPath(from path: RowPath, down: Bool, shelves: Set<RowPath> = []) -> RowPath? {
        guard var next = down ? self.path(after: path) : self.path(before: path) else { return nil }
        if visibleRows[next] != nil || shelves.contains(next) { return next }
        let found = visibleRows.keys.compactMap { index(of: $0) }
        guard let first = found.min(), let last = found.max() else { return next }
        while visibleRows[next] == nil, !shelves.contains(next), let index = index(of: next), first < index, index < last {
            guard let further = down ? self.path(after: next) : self.path(before: next) else { return nil }
            next = further
        }
        return next
    }
}
