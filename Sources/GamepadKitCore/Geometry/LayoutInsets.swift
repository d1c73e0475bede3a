/// Distances in from each edge of a rectangle, in points (as `UIEdgeInsets`).
public struct LayoutInsets: Hashable, Sendable, Codable {
    /// The inset from the top edge, in points.
    public var top: Double
    /// The inset from the left edge, in points.
    public var left: Double
    /// The inset from the bottom edge, in points.
    public var bottom: Double
    /// The inset from the right edge, in points.
    public var right: Double

    /// Creates insets; each side defaults to 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side.
    public static let zero = LayoutInsets()
}

extension Rect {
    /// The rectangle with `insets` taken off its edges; negative or non-finite insets count as 0,
    /// and a rectangle inset past its middle has no size.
    public func inset(by insets: LayoutInsets) -> Rect {
        func amount(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
        let top = amount(insets.top), left = amount(insets.left)
        return Rect(x: minX + left, y: minY + top,
                    width: max(0, width - left - amount(insets.right)), height: max(0, height - top - amount(insets.bottom)))
    }
}
