/// Where one press leads, asked of the engine without moving its focus: the one move function
/// that the tools' map, lint and render, and the on-device map, draw from — so every drawn or
/// linted move is the move the engine (and `gamepadkit simulate`) makes.
extension FocusEngine {
    /// The id focus lands on when `id` is focused and `direction` is pressed once: the engine's
    /// own move (row by row through lists, content before bars, the map elsewhere), tried on a
    /// copy so this engine keeps its focus, memory and mode. Nil when the press goes nowhere
    /// (a bump) or when `id` is not on screen. A row scrolled to that is not on screen yet is
    /// named by its row id (`RowPath.rowID(list:path:)`).
    ///
    /// Each call costs one move: linear in the number of candidates at worst (entering a list
    /// looks at its rows).
    public func moveTarget(from id: String, _ direction: MoveDirection) -> String? {
        guard let source = present(id) else { return nil }
        var trial = self
        var ignored: [FocusCommand] = []
        trial.settle(on: source, commands: &ignored)
        trial.requestedID = nil
        _ = trial.move(direction)
        guard let landed = trial.focusedID, landed != source else { return nil }
        return landed
    }
}

extension NavigationMapDrawing {
    /// The drawing of the engine's snapshot with the moves the engine makes
    /// (``FocusEngine/moveTarget(from:_:)``); an empty drawing before its first update.
    public init(engine: FocusEngine) {
        self.init(candidates: engine.snapshot?.candidates ?? [], neighbor: engine.moveTarget(from:_:))
    }
}
