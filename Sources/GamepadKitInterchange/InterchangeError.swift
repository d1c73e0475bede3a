/// Why a layout file could not be read: what is wrong and where (a node path or a line).
public struct InterchangeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, when known.
    public var file: String?
    /// Where in the file: a node path such as `views[0].children[2]`, or `line 14`.
    public var location: String
    public var message: String

    public init(file: String? = nil, location: String, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    public var description: String {
        [file, location.isEmpty ? nil : location].compactMap { $0 }.joined(separator: ": ") + ": " + message
    }
}
