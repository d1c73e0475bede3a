import GamepadKitCore
import GamepadKitInterchange

/// One screen as the tools see it: its name, what the scanner found focusable there, and the
/// navigation map the SDK would build over it.
public struct ScannedScene: Sendable {
    /// The scene's name (a storyboard scene's controller, a layout file's name).
    public var name: String
    /// The scanner's output for the scene.
    public private(set) var snapshot: FocusSnapshot
    /// The focus engine holding the scene's snapshot: where every move of the tools comes from.
    public private(set) var engine: FocusEngine
    /// The navigation map the engine follows outside lists (its repairs, its raw neighbours).
    public var map: NavigationMap { engine.map }
    /// Findings about the scene's frames, found in its view tree rather than in its map
    /// (`SceneFrameCheck`); empty for a scene made from a snapshot.
    public var frameFindings: [LintFinding] = []
    /// Where each element is written in its file, by id (storyboards and xibs); empty for a
    /// layout JSON or a scene made from a snapshot.
    public var sourceLocations: [String: LayoutSourceLocation] = [:]
    /// Where the scene itself is written (its controller or top-level view); nil when unknown.
    public var sceneLocation: LayoutSourceLocation?
    /// The place of each candidate id in `candidates` (the first, for a repeated id).
    private var indexByID: [String: Int] = [:]

    /// Gives `snapshot` to a focus engine (which builds the navigation map over its candidates).
    public init(name: String, snapshot: FocusSnapshot, options: NavigationOptions = NavigationOptions()) {
        self.name = name
        self.snapshot = snapshot
        var engine = FocusEngine(settings: FocusSettings(wrapsAround: options.wrap))
        _ = engine.update(snapshot)
        self.engine = engine
        indexByID.reserveCapacity(snapshot.candidates.count)
        for (index, candidate) in snapshot.candidates.enumerated() where indexByID[candidate.id] == nil {
            indexByID[candidate.id] = index
        }
    }

    /// The candidate with `id`.
    public func candidate(id: String) -> FocusCandidate? {
        indexByID[id].map { snapshot.candidates[$0] }
    }

    /// The focusable elements, in tree (reading and z) order.
    public var candidates: [FocusCandidate] { snapshot.candidates }

    /// Where a move in `direction` from `id` leads: the focus engine's own move
    /// (`FocusEngine.moveTarget(from:_:)`), row by row through lists and with the screen's content
    /// before its bars, so the map, lint and render show what `simulate` and the device do.
    public func neighbor(of id: String, _ direction: MoveDirection) -> String? {
        engine.moveTarget(from: id, direction)
    }

    /// The screen's bounds in window coordinates.
    public var bounds: Rect { snapshot.bounds }
}
