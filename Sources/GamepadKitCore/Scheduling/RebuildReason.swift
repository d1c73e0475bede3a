/// Why the focus map has to be rebuilt: what changed on screen.
///
/// The reasons only describe the change (for logs and for deciding how much to redo); every
/// reason leads to the same coalesced rebuild.
public enum RebuildReason: String, CaseIterable, Hashable, Sendable, Codable {
    /// A view controller's view appeared.
    case screenAppeared
    /// A view controller's view disappeared.
    case screenDisappeared
    /// A view laid out its subviews.
    case layout
    /// A scroll view, table or collection scrolled.
    case scroll
    /// The keyboard appeared, disappeared or changed its frame.
    case keyboard
    /// The device rotated.
    case rotation
    /// The trait collection changed (size class, content size category, appearance).
    case traitChange
    /// A window became key, appeared or went away.
    case windowChange
    /// The scene became active again.
    case sceneActivation
    /// A controller or keyboard connected or disconnected.
    case controllerChange
    /// The app asked for a rebuild.
    case explicit
    /// What the same screen shows changed without being a change of screen: SwiftUI elements
    /// registered or left (every lazy row that scrolls in), a `.gamepadFocusable` anchor moved,
    /// a child view controller inside a list's cell appeared or went. Like layout, it only
    /// marks the map out of date while the highlight sleeps or a scroll is under way.
    case contentChange
}
