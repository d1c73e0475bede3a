/// Diagnostics the SDK writes to the log, all off by default.
public struct DebugOptions: Hashable, Sendable {
    /// Log every focus change (which element, why).
    public var logsFocusChanges: Bool
    /// Log every routed input (event and resulting action).
    public var logsInput: Bool
    /// Draw the live navigation map over the app: every element's moves as arrows, dead ends
    /// and unreachable elements marked (see ``NavigationMapDrawing``), redrawn on every rebuild.
    public var showsMap: Bool

    /// Creates debug options.
    public init(logsFocusChanges: Bool = false, logsInput: Bool = false, showsMap: Bool = false) {
        self.logsFocusChanges = logsFocusChanges
        self.logsInput = logsInput
        self.showsMap = showsMap
    }

    /// Everything off.
    public static let standard = DebugOptions()
}
