import GamepadKitCore

/// One screen as the tools see it: its name, what the scanner found focusable there, and the
/// navigation map the SDK would build over it.
public struct ScannedScene: Sendable {
    /// The scene's name (a storyboard scene's controller, a layout file's name).
    public var name: String
    /// The scanner's output for the scene.
    public var snapshot: FocusSnapshot
    /// The neighbours of every candidate, as the SDK computes them.
    public var map: NavigationMap
    /// Findings about the scene's frames, found in its view tree rather than in its map
    /// (`SceneFrameCheck`); empty for a scene made from a snapshot.
    public var frameFindings: [LintFinding] = []

    /// Builds the navigation map over `snapshot`'s candidates.
    public init(name: String, snapshot: FocusSnapshot, options: NavigationOptions = NavigationOptions()) {
        self.name = name
        self.snapshot = snapshot
        self.map = NavigationMap(candidates: snapshot.candidates, options: options)
    }

    /// The focusable elements, in tree (reading and z) order.
    public var candidates: [FocusCandidate] { snapshot.candidates }

    /// The screen's bounds in window coordinates.
    public var bounds: Rect { snapshot.bounds }
}
