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
    /// One colour, or the colour between two contrasting edges (standard: `.twoTone`), so that
    /// the ring stays visible on a background of its own colour. See ``HighlightRingLayout``.
    public var ringStyle: HighlightRingStyle
    /// The colour of the two-tone ring's edges; nil computes it from ``color``
    /// (``RGBAColor/contrastingEdgeColor``) (standard: nil).
    public var outerColor: RGBAColor?
    /// How far, in points, the ring nudges towards a direction that leads nowhere; 0 turns the
    /// nudge off (standard: 6). See ``HighlightNudge``.
    public var bumpDistance: Double
    /// The strength, from 0 to 1, of the controller's haptic tap when a move leads nowhere; 0
    /// (the standard) plays none.
    public var bumpHapticStrength: Double

    /// Creates a highlight style; every parameter defaults to the standard value.
    public init(
        color: RGBAColor = HighlightStyle.standardColor,
        lineWidth: Double = 3,
        padding: Double = 4,
        cornerRadius: Double? = nil,
        animationDuration: Double = 0.15,
        ringStyle: HighlightRingStyle = .twoTone,
        outerColor: RGBAColor? = nil,
        bumpDistance: Double = 6,
        bumpHapticStrength: Double = 0
    ) {
        self.color = color
        self.lineWidth = lineWidth
        self.padding = padding
        self.cornerRadius = cornerRadius
        self.animationDuration = animationDuration
        self.ringStyle = ringStyle
        self.outerColor = outerColor
        self.bumpDistance = bumpDistance
        self.bumpHapticStrength = bumpHapticStrength
    }

    /// The colour of the two-tone ring's edges: ``outerColor``, else the colour computed to
    /// contrast with ``color``.
    public var edgeColor: RGBAColor {
        outerColor ?? color.contrastingEdgeColor
    }

    /// The standard outline colour, `#0A84FF`.
    public static let standardColor = RGBAColor(red: 10.0 / 255, green: 132.0 / 255, blue: 255.0 / 255)

    /// The standard style.
    public static let standard = HighlightStyle()
}

/// How the focus ring is drawn (`highlight.style` in `GamepadKit.plist`).
public enum HighlightRingStyle: String, CaseIterable, Hashable, Sendable {
    /// The colour between two thin edges of a contrasting colour: visible on any background,
    /// including one of the ring's own colour (the standard).
    case twoTone
    /// The colour alone, as GamepadKit 2.0 drew it.
    case single
}
