/// Where one press leads, asked of the engine without moving its focus: the one move function
/// that the tools' map, lint and render, and the on-device map, draw from — so every drawn or
/// linted move is the move the engine (and `gamepadkit simulate`) makes.
extension FocusEngine {
    /// The id focus lands on when `id` is focused and `direction` is pressed once: the engine's
    /// own move (row by row through lists, content before bars, the map elsewhere), without
    /// changing this engine's focus, memory or mode (a move from a list row is tried on a copy;
    /// any other move only reads the map). Nil when the press goes nowhere
    /// (a bump) or when `id` is not on screen. A row scrolled to that is not on screen yet is
    /// named by its row id (`RowPath.rowID(list:path:)`).
    ///
    /// Each call costs one move: linear in the number of candidates at worst (entering a list
    /// looks at its rows).
    public func moveTarget(from id: String, _ direction: MoveDirection) -> String? {
        if let focused = candidate(id), !isListRowMove(from: focused) {
            // Outside of lists a move only reads the map (`move(_:)` from a focused element
            // that is not a row): the same answer without a trial copy of the engine, which a
            // tool asking every move of a large screen pays for per move.
            guard let target = neighbor(of: focused, direction) else { return nil }
            let landed = entryPoint(for: target, from: focused.frame, direction, focusedListID: focused.listID).id
            return landed != id ? landed : nil
        }
        guard let source = present(id) else { return nil }
        var trial = self
        var ignored: [FocusCommand] = []
        trial.settle(on: source, commands: &ignored)
        trial.requestedID = nil
        _ = trial.move(direction)
        guard let landed = trial.focusedID, landed != source else { return nil }
        return landed
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
