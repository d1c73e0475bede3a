/// A width and a height in points.
public struct LayoutSize: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of no width and no height.
    public static let zero = LayoutSize(width: 0, height: 0)

    public var description: String { "\(width.compactDescription)×\(height.compactDescription)" }
}
