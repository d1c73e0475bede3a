/// How the focus highlight is drawn: a rounded outline around the focused element.
public struct HighlightStyle: Hashable, Sendable {
    /// The outline's colour (standard: `#0A84FF`, the system blue of dark mode).
    public var color: RGBAColor
    /// The outline's width in points (standard: 3).
    public var lineWidth: Double
    /// How far the outline's inner edge sits outside the element's frame, in points; negative
    /// draws the outline inside the element, and an inset past the element's middle shrinks it
    /// to the element's centre line (standard: 4). See ``HighlightPlacement``.
    public var padding: Double
    /// The outline's corner radius in points; nil follows the element's own corner radius
    /// (standard: nil).
    public var cornerRadius: Double?
    /// Seconds the highlight takes to move from one element to the next; 0 jumps (standard: 0.15).
    public var animationDuration: Double

    /// Creates a highlight style; every parameter defaults to the standard value.
    public init(
        color: RGBAColor = HighlightStyle.standardColor,
        lineWidth: Double = 3,
        padding: Double = 4,
        cornerRadius: Double? = nil,
        animationDuration: Double = 0.15
    ) {
        self.color = color
        self.lineWidth = lineWidth
        self.padding = padding
        self.cornerRadius = cornerRadius
        self.animationDuration = animationDuration
    }

    /// The standard outline colour, `#0A84FF`.
    public static let standardColor = RGBAColor(red: 10.0 / 255, green: 132.0 / 255, blue: 255.0 / 255)

    /// The standard style.
    public static let standard = HighlightStyle()
}
