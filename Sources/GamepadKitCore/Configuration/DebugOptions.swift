/// Diagnostics the SDK writes to the log, all off by default.
public struct DebugOptions: Hashable, Sendable {
    /// Log every focus change (which element, why).
    public var logsFocusChanges: Bool
    /// Log every routed input (event and resulting action).
    public var logsInput: Bool

    /// Creates debug options.
    public init(logsFocusChanges: Bool = false, logsInput: Bool = false) {
        self.logsFocusChanges = logsFocusChanges
        self.logsInput = logsInput
    }

    /// Everything off.
    public static let standard = DebugOptions()
}
