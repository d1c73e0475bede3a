import GamepadKitCore
import GamepadKitInterchange

/// One screen as the tools see it: its name, what the scanner found focusable there, and the
/// navigation map the SDK would build over it.
public struct ScannedScene: Sendable {
    /// The scene's name (a storyboard scene's controller, a layout file's name).
    public var name: String
    /// The scanner's output for the scene.
    public private(set) var snapshot: FocusSnapshot
    /// The neighbours of every candidate, as the SDK computes them.
    public private(set) var map: NavigationMap
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
    /// The bar items among `candidates`, found once rather than on every move.
    private var barItems: [FocusCandidate] = []

    /// Builds the navigation map over `snapshot`'s candidates.
    public init(name: String, snapshot: FocusSnapshot, options: NavigationOptions = NavigationOptions()) {
        self.name = name
        self.snapshot = snapshot
        self.map = NavigationMap(candidates: snapshot.candidates, options: options)
        for (index, candidate) in snapshot.candidates.enumerated() where indexByID[candidate.id] == nil {
            indexByID[candidate.id] = index
        }
        barItems = snapshot.candidates.filter(\.isInBar)
    }

    /// The candidate with `id`.
    public func candidate(id: String) -> FocusCandidate? {
        indexByID[id].map { snapshot.candidates[$0] }
    }

    /// The focusable elements, in tree (reading and z) order.
    public var candidates: [FocusCandidate] { snapshot.candidates }

    /// Where a move in `direction` from `id` leads, as the focus engine moves outside lists:
    /// the map's neighbour, with the screen's content before its bars (`ContentBeforeBars`).
    public func neighbor(of id: String, _ direction: MoveDirection) -> String? {
        let mapTarget = map.neighbor(of: id, direction)
        guard let source = candidate(id: id) else { return mapTarget }
        let target = mapTarget.flatMap { candidate(id: $0) }
        let applies = source.isInBar ? target?.needsScroll == true : target?.isInBar == true || (target == nil && source.needsScroll)
        guard applies else { return mapTarget }
        return ContentBeforeBars.target(from: source, direction, mapTarget: target, among: snapshot.candidates, barItems: barItems)?.id
    }

    /// The screen's bounds in window coordinates.
    public var bounds: Rect { snapshot.bounds }
}
