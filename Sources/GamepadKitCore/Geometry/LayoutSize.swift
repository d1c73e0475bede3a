/// A width and a height in points.
public struct LayoutSize: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = LayoutSize(width: 0, height: 0)

    public var description: String { "\(width.compactDescription)×\(height.compactDescription)" }
}
