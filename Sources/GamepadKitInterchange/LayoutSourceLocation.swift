/// Where something of a layout file is written: a 1-based line and column, as editors and
/// Xcode's issue navigator count them. For a storyboard or xib, the start tag of the element.
public struct LayoutSourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// Creates a location; values below 1 become 1.
    public init(line: Int, column: Int = 1) {
        self.line = max(1, line)
        self.column = max(1, column)
    }

    /// The top of the file, for what has no place of its own (a layout JSON's nodes).
    public static let fileStart = LayoutSourceLocation(line: 1, column: 1)

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
