/// A decoded configuration and the problems found on the way. The configuration is always
/// usable: every key with an issue holds its default.
public struct ConfigurationLoadResult: Hashable, Sendable {
    /// The configuration, with defaults wherever the input was missing or invalid.
    public var configuration: GamepadKitConfiguration
    /// Every problem found, in key order; empty when the input was entirely valid.
    public var issues: [ConfigurationIssue]

    /// Creates a load result.
    public init(configuration: GamepadKitConfiguration, issues: [ConfigurationIssue]) {
        self.configuration = configuration
        self.issues = issues
    }
}
