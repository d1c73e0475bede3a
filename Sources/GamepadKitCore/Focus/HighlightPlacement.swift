/// Where the focus highlight goes around a focused element.
///
/// The highlight is an overlay (never drawn on the app's own layers): a ring `lineWidth` wide
/// whose inner edge is `padding` away from the element's edge — outside the element for a
/// positive padding, inside it for a negative one. Drawn as a layer whose frame is `frame`, with
/// a border of `lineWidth` on the inside of that frame and `cornerRadius` as the layer's corner
/// radius, the ring's inner edge sits exactly `padding` away from the element.
///
/// When the style does not set a corner radius, the ring follows the element's corners
/// concentrically: its outer radius is the element's radius plus `padding` plus `lineWidth`
/// (never below 0), so the gap between the element and the ring is the same all around.
public struct HighlightPlacement: Hashable, Sendable {
    /// The overlay's frame, in the same coordinates as the element's frame: the outer edge of
    /// the ring.
    public var frame: Rect
    /// The corner radius of the ring's outer edge (a layer's `cornerRadius`).
    public var cornerRadius: Double
    /// The width of the ring, drawn inside `frame` (a layer's `borderWidth`).
    public var lineWidth: Double

    /// A placement with exactly these values (see `around(…)` for the computed one).
    public init(frame: Rect, cornerRadius: Double, lineWidth: Double) {
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.lineWidth = lineWidth
    }

    /// The placement around an element.
    ///
    /// - Parameters:
    ///   - elementFrame: the focused element's frame (window coordinates).
    ///   - elementCornerRadius: the element's own corner radius.
    ///   - padding: the gap between the element and the ring's inner edge; negative draws the
    ///     ring inside the element. When the ring would be inset past the element's middle, the
    ///     overlay collapses to the element's centre line along that axis (zero width or height,
    ///     never negative).
    ///   - cornerRadiusOverride: the style's corner radius for the ring's outer edge; nil follows
    ///     the element.
    ///   - lineWidth: the ring's width (negative values are taken as 0).
    /// - Returns: nil when the frame is not made of finite numbers (nothing sensible to draw).
    ///   Any other non-finite input falls back to 0, and the radius never exceeds half the
    ///   overlay's shorter side.
    public static func around(
        elementFrame: Rect,
        elementCornerRadius: Double,
        padding: Double,
        cornerRadiusOverride: Double?,
        lineWidth: Double
    ) -> HighlightPlacement? {
        guard elementFrame.isFinite else { return nil }
        let padding = padding.isFinite ? padding : 0
        let lineWidth = nonNegative(lineWidth)
        // How far the overlay's edge moves out from the element's (in, when negative).
        let grow = padding + lineWidth
        let horizontal = span(from: elementFrame.minX, length: max(0, elementFrame.width), growingBy: grow)
        let vertical = span(from: elementFrame.minY, length: max(0, elementFrame.height), growingBy: grow)
        let frame = Rect(x: horizontal.start, y: vertical.start, width: horizontal.length, height: vertical.length)
        let wanted = cornerRadiusOverride.map(nonNegative) ?? nonNegative(nonNegative(elementCornerRadius) + grow)
        let largest = min(frame.width, frame.height) / 2
        return HighlightPlacement(frame: frame, cornerRadius: min(wanted, largest), lineWidth: lineWidth)
    }

    /// One axis of the overlay: the element's span grown by `grow` on both sides, or, when a
    /// negative `grow` would turn it inside out, the element's centre with no length.
    private static func span(from start: Double, length: Double, growingBy grow: Double) -> (start: Double, length: Double) {
        let grown = length + 2 * grow
        guard grown >= 0 else { return (start + length / 2, 0) }
        return (start - grow, grown)
    }

    private static func nonNegative(_ value: Double) -> Double {
        value.isFinite ? max(0, value) : 0
    }
}
