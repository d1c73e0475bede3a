/// Why a layout file could not be read: what is wrong and where (a node path or a line).
public struct InterchangeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, when known.
    public var file: String?
    /// Where in the file: a node path such as `views[0].children[2]`, or `line 14`.
    public var location: String
    public var message: String

    /// The longest message kept, in characters: a longer one (a reader quoting a hostile value
    /// whole) is cut there and ends with `…`.
    public static let maximumMessageCharacters = 1_000

    public init(file: String? = nil, location: String, message: String) {
        self.file = file
        self.location = location
        self.message = message.count > Self.maximumMessageCharacters
            ? String(message.prefix(Self.maximumMessageCharacters)) + "…"
            : message
    }

    public var description: String {
        [file, location.isEmpty ? nil : location].compactMap { $0 }.joined(separator: ": ") + ": " + message
    }
}
