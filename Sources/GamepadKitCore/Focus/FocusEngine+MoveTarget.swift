/// Where one press leads, asked of the engine without moving its focus: the one move function
/// that the tools' map, lint and render, and the on-device map, draw from — so every drawn or
/// linted move is the move the engine (and `gamepadkit simulate`) makes.
extension FocusEngine {
    /// The id focus lands on when `id` is focused and `direction` is pressed once: the engine's
    /// own move (row by row through lists, content before bars, the map elsewhere), without
    /// changing this engine's focus, memory or mode (a move from a list row is tried on a copy;
    /// any other move only reads the map). Nil when the press goes nowhere
    /// (a bump) or when `id` is not on screen, unless it names a row a move scrolls to (the
    /// move from there is tried on a copy, as focus waiting for that row makes it). A row scrolled to that is not on screen yet is
    /// named by its row id (`RowPath.rowID(list:path:)`).
    ///
    /// Each call costs one move: linear in the number of candidates at worst (entering a list
    /// looks at its rows).
    public func moveTarget(from id: String, _ direction: MoveDirection) -> String? {
        if let snapshot, let index = indexByID[id], index < snapshot.candidates.count, !snapshot.candidates[index].isInBar,
           !isListRowMove(from: index, in: snapshot) {
            // The usual move, content to content outside lists: the map's neighbour is where the
            // press lands (`ContentBeforeBars` keeps it, `entryPoint` enters no list), found
            // without copying either element.
            let candidates = snapshot.candidates
            var target: Int?
            if let targetID = map.neighbor(of: id, direction) {
                guard let found = indexByID[targetID], found < candidates.count else { return moveTargetReadingTheMap(from: id, direction) }
                target = found
            }
            switch contentMove(from: index, toMapNeighbor: target, in: candidates, direction) {
            case .nowhere: return nil
            case .lands(let landed): return candidates[landed].id != id ? candidates[landed].id : nil
            case .needsTheFullRules: return moveTargetReadingTheMap(from: id, direction)
            }
        }
        if let focused = candidate(id), !isListRowMove(from: focused) {
            // Outside of lists a move only reads the map (`move(_:)` from a focused element
            // that is not a row): the same answer without a trial copy of the engine, which a
            // tool asking every move of a large screen pays for per move.
            return moveTargetReadingTheMap(from: id, direction)
        }
        guard let source = present(id) else { return moveTarget(fromRowScrolledTo: id, direction) }
        var trial = self
        var ignored: [FocusCommand] = []
        trial.settle(on: source, commands: &ignored)
        trial.requestedID = nil
        _ = trial.move(direction)
        guard let landed = trial.focusedID, landed != source else { return nil }
        return landed
    }

    /// From a row a move scrolls to that is not on screen yet (named by its row id): the engine
    /// goes on row by row from it while focus waits for the row (down from a list's last row,
    /// scrolled in, leaves the list for the toolbar below). Nil when `id` names no such row.
    private func moveTarget(fromRowScrolledTo id: String, _ direction: MoveDirection) -> String? {
        guard let (listID, path) = RowPath.parse(rowID: id), let list = snapshot?.list(id: listID),
              list.contains(path), candidate(id) == nil else { return nil }
        var trial = self
        trial.focusedID = id
        trial.pendingRow = PendingRow(listID: listID, path: path, direction: direction)
        trial.requestedID = nil
        _ = trial.move(direction)
        guard let landed = trial.focusedID, landed != id else { return nil }
        return landed
    }

    /// ``moveTarget(from:_:)`` from the candidate at `index` of the snapshot (nil: the move goes
    /// nowhere). The same answer, for a tool asking every move of a large screen: where every
    /// candidate takes part in the map (``NavigationMap/holdsEveryCandidate``), a move from
    /// content to content outside lists is followed by index, with no id looked up; every other
    /// move is asked by id.
    public func moveTarget(fromCandidateAt index: Int, _ direction: MoveDirection) -> MoveLanding? {
        guard let snapshot, index >= 0, index < snapshot.candidates.count else { return nil }
        let candidates = snapshot.candidates
        if map.holdsEveryCandidate, map.candidates.count == candidates.count, !candidates[index].isInBar,
           !isListRowMove(from: index, in: snapshot) {
            switch contentMove(from: index, toMapNeighbor: map.neighborIndex(ofCandidateAt: index, direction), in: candidates, direction) {
            case .nowhere: return nil
            case .lands(let landed): return landed != index ? .candidate(landed) : nil
            case .needsTheFullRules: break
            }
        }
        return moveTarget(from: candidates[index].id, direction).map { id in indexByID[id].map(MoveLanding.candidate) ?? .other(id) }
    }

    /// What a move from content outside lists and bars (the candidate at `index`) does when the
    /// map's neighbour that way is the candidate at `target` (nil: the map has none): it lands
    /// there when that is content outside lists too (`ContentBeforeBars` keeps it, `entryPoint`
    /// enters no list); it goes nowhere when the map has none and the element needs no scroll;
    /// otherwise (a sideways jump among them, which `neighbor(of:_:leaving:)` refuses, or content
    /// out of view from content in view on a screen with bars) the full rules decide
    /// (`moveTargetReadingTheMap`).
    private func contentMove(from index: Int, toMapNeighbor target: Int?, in candidates: [FocusCandidate],
                             _ direction: MoveDirection) -> ContentMove {
        guard let target else { return candidates[index].needsScroll ? .needsTheFullRules : .nowhere }
        if direction.isHorizontal, SidewaysJump.isJump(from: candidates[index].frame, to: candidates[target].frame, direction) {
            return .needsTheFullRules
        }
        // Content out of view may lie past a bar item from here (`ContentBeforeBars.barBetween`).
        if candidates[target].needsScroll, !candidates[index].needsScroll, !barItems.isEmpty { return .needsTheFullRules }
        return !candidates[target].isInBar && candidates[target].listID == nil ? .lands(target) : .needsTheFullRules
    }

    /// A move from `id`, a candidate that is not a list row, through the map with the screen's
    /// content before its bars and the entry into a list (`move(_:)` without a trial copy).
    private func moveTargetReadingTheMap(from id: String, _ direction: MoveDirection) -> String? {
        guard let focused = candidate(id), let target = neighbor(of: focused, direction) else { return nil }
        let landed = entryPoint(for: target, from: focused.frame, direction, focusedListID: focused.listID, sourceID: focused.id).id
        return landed != id ? landed : nil
    }

    /// `isListRowMove(from:)` for the candidate at `index` of `snapshot`.
    private func isListRowMove(from index: Int, in snapshot: FocusSnapshot) -> Bool {
        guard let listID = snapshot.candidates[index].listID, let path = snapshot.candidates[index].rowPath,
              let list = snapshot.list(id: listID) else { return false }
        return list.contains(path)
    }

    /// True when a move from `source` goes row by row through its list (`moveInList`), as
    /// `move(_:)` decides.
    private func isListRowMove(from source: FocusCandidate) -> Bool {
        guard let listID = source.listID, let path = source.rowPath, let list = snapshot?.list(id: listID) else { return false }
        return list.contains(path)
    }
}

extension NavigationMapDrawing {
    /// The drawing of the engine's snapshot with the moves the engine makes
    /// (``FocusEngine/moveTarget(from:_:)``); an empty drawing before its first update.
    public init(engine: FocusEngine) {
        self.init(candidates: engine.snapshot?.candidates ?? [], neighbor: engine.moveTarget(from:_:))
    }
}

/// `FocusEngine.contentMove(from:toMapNeighbor:in:)`'s answer.
private enum ContentMove {
    case nowhere
    case lands(Int)
    case needsTheFullRules
}

/// Where a move leads, as ``FocusEngine/moveTarget(fromCandidateAt:_:)`` answers it.
public enum MoveLanding: Hashable, Sendable {
    /// The candidate at this index of the snapshot (the first with the id focus lands on).
    case candidate(Int)
    /// An id that is no candidate's: a row of a list whose cell is not loaded, which the move
    /// scrolls in.
    case other(String)
}
