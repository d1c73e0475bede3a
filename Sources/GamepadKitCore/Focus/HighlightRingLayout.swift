/// How the focus ring is drawn around a ``HighlightPlacement``: the overlay's frame and the
/// bands of colour inside it.
///
/// A `.single` ring is one band: the placement's frame, `lineWidth` wide, in the style's colour.
/// A `.twoTone` ring (the standard) keeps that band exactly where it was and adds an edge of the
/// contrasting colour (``HighlightStyle/edgeColor``) on each side of it, ``edgeWidth(forLineWidth:)``
/// wide: the overlay grows by one edge width on every side, and the inner edge lies inside the
/// colour band. Each band is drawn like a layer border: `inset` from the overlay's bounds on
/// every side, `lineWidth` wide on the inside of that rectangle, with `cornerRadius` at its outer
/// edge, so that the three bands' corners are concentric.
public struct HighlightRingLayout: Hashable, Sendable {
    /// One band of the ring.
    public struct Band: Hashable, Sendable {
        /// The distance from the overlay's bounds to the band's outer edge, on every side.
        public var inset: Double
        /// The band's width, inwards from its outer edge.
        public var lineWidth: Double
        /// The corner radius of the band's outer edge.
        public var cornerRadius: Double
        /// The band's colour.
        public var color: RGBAColor

        /// Creates a band.
        public init(inset: Double, lineWidth: Double, cornerRadius: Double, color: RGBAColor) {
            self.inset = inset
            self.lineWidth = lineWidth
            self.cornerRadius = cornerRadius
            self.color = color
        }
    }

    /// The overlay's frame (window coordinates).
    public var frame: Rect
    /// The bands, outermost first.
    public var bands: [Band]

    /// Creates a layout with exactly these values (see ``init(placement:style:)``).
    public init(frame: Rect, bands: [Band]) {
        self.frame = frame
        self.bands = bands
    }

    /// The width of each contrasting edge of a two-tone ring whose colour band is `lineWidth`
    /// wide: half of it, at least 1 and at most 2 points.
    public static func edgeWidth(forLineWidth lineWidth: Double) -> Double {
        guard lineWidth.isFinite else { return 1 }
        return min(2, max(1, lineWidth / 2))
    }

    /// The ring for `placement` (the colour band's frame, outer radius and width) drawn in `style`.
    public init(placement: HighlightPlacement, style: HighlightStyle) {
        let width = placement.lineWidth.isFinite ? max(0, placement.lineWidth) : 0
        let radius = placement.cornerRadius.isFinite ? max(0, placement.cornerRadius) : 0
        let colorBand = Band(inset: 0, lineWidth: width, cornerRadius: radius, color: style.color)
        guard style.ringStyle == .twoTone, width > 0 else {
            self.init(frame: placement.frame, bands: [colorBand])
            return
        }
        let edge = Self.edgeWidth(forLineWidth: width)
        let frame = Rect(x: placement.frame.minX - edge, y: placement.frame.minY - edge,
                         width: placement.frame.width + 2 * edge, height: placement.frame.height + 2 * edge)
        self.init(frame: frame, bands: [
            Band(inset: 0, lineWidth: edge, cornerRadius: radius + edge, color: style.edgeColor),
            Band(inset: edge, lineWidth: width, cornerRadius: radius, color: style.color),
            Band(inset: edge + width, lineWidth: edge, cornerRadius: max(0, radius - width), color: style.edgeColor),
        ])
    }
}
