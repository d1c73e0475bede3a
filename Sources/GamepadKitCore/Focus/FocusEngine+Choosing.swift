/// Where focus goes on a new screen, on a rebuild and when the focused element vanished (see
/// "Where focus goes" in `FocusEngine`).
extension FocusEngine {
    /// The element a screen or modal starts with.
    func initialChoice(useMemory: Bool) -> String? {
        if let id = present(requestedID) { return id }
        if useMemory, let screenID = snapshot?.context.screenID, let id = present(memory[screenID]) { return id }
        if let id = settings.preferredInitialFocus.lazy.compactMap({ present($0) }).first { return id }
        return readingOrderFirst()
    }

    /// The element that keeps focus on a rebuild of the same screen.
    func continuation() -> Decision {
        if let id = present(requestedID) { return .focus(id) }
        if let id = present(focusedID), !changedRow(id) { return .focus(id) }
        if let pending = pendingRow, let list = snapshot?.list(id: pending.listID), list.contains(pending.path) {
            // The row arrived with controls of its own: the one nearest to where focus was.
            if list.visibleRows[pending.path] != nil,
               let id = nearestInRow(pending.path, of: list.id, to: lastSeen?.frame, pending.direction) {
                return .focus(id)
            }
            return .waitForRow
        }
        if let id = recoveryTarget() { return .focus(id) }
        return initialChoice(useMemory: true).map(Decision.focus) ?? .nothing
    }

    /// True when the candidate `id` is a control of another row than the one it was last seen in
    /// (its cell now shows another row): focus does not follow it there.
    func changedRow(_ id: String) -> Bool {
        guard let last = lastSeen, last.id == id, last.listID != nil, let now = candidate(id) else { return false }
        return now.listID != last.listID || now.rowPath != last.rowPath
    }

    /// Where focus goes when the focused element is gone: the nearest visible row of its list,
    /// else the nearest element around its last frame.
    func recoveryTarget() -> String? {
        guard let snapshot else { return nil }
        if let pending = pendingRow, let list = snapshot.list(id: pending.listID),
           let id = nearestVisibleRow(of: list, to: pending.path) {
            return id
        }
        guard let last = lastSeen else { return nil }
        if let id = present(last.id), !changedRow(id) { return id }
        if let listID = last.listID, let path = last.rowPath, let list = snapshot.list(id: listID),
           let id = nearestVisibleRow(of: list, to: path) {
            return id
        }
        return nearestElement(to: last.frame, in: snapshot.candidates)
    }

    /// The element nearest to `frame`: the best spatial target of each direction, the closest of
    /// them by centre distance; when no direction finds one (everything overlaps `frame`), the
    /// closest element of all.
    func nearestElement(to frame: Rect, in candidates: [FocusCandidate]) -> String? {
        let around = MoveDirection.allCases.compactMap {
            SpatialSearch.target(from: frame, direction: $0, among: candidates)
        }
        let pool = around.isEmpty ? candidates : around
        var best: (distance: Double, candidate: FocusCandidate)?
        for candidate in pool {
            let dx = candidate.frame.midX - frame.midX, dy = candidate.frame.midY - frame.midY
            let distance = dx * dx + dy * dy
            if let current = best, current.distance <= distance { continue }
            best = (distance, candidate)
        }
        return best?.candidate.id
    }

    /// The first candidate in reading order (`ReadingOrder.first(among:)`).
    func readingOrderFirst() -> String? {
        guard let candidates = snapshot?.candidates else { return nil }
        return ReadingOrder.first(among: candidates, rightToLeft: snapshot?.context.isRightToLeft == true)?.id
    }
}
