/// A point in points (UIKit's unit), independent of CoreGraphics so the engine runs anywhere.
public struct LayoutPoint: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal coordinate, in points (growing to the right).
    public var x: Double
    /// The vertical coordinate, in points (growing downwards, as in UIKit).
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = LayoutPoint(x: 0, y: 0)

    public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }
}

extension Double {
    /// `12` rather than `12.0`; used when printing frames for people.
    var compactDescription: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}
