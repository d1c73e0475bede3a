/// One problem found in a configuration: which key, what is wrong, and what would be accepted.
/// The key's default is used in its place.
public struct ConfigurationIssue: Error, Hashable, Sendable, CustomStringConvertible {
    /// The dotted path of the offending key (`"repeat.interval"`, `"bindings.buttonZ"`,
    /// `"excludedScreens[2]"`); empty when the whole file is unusable.
    public var keyPath: String
    /// What is wrong and what is accepted.
    public var message: String

    /// Creates an issue.
    public init(keyPath: String, message: String) {
        self.keyPath = keyPath
        self.message = message
    }

    /// `"repeat.interval: 0 is out of range; accepted: …"`, for logs; an issue about the whole
    /// input reads `"configuration: …"`.
    public var description: String {
        keyPath.isEmpty ? "configuration: \(message)" : "\(keyPath): \(message)"
    }
}
