import Foundation

extension RGBAColor {
    /// The colour's relative luminance as WCAG 2 defines it (0 for black, 1 for white), from its
    /// sRGB components; alpha is not taken into account.
    public var relativeLuminance: Double {
        func linear(_ component: Double) -> Double {
            component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2 contrast ratio between this colour and `other`, from 1 (the same) to 21
    /// (black and white).
    public func contrastRatio(with other: RGBAColor) -> Double {
        let lighter = max(relativeLuminance, other.relativeLuminance)
        let darker = min(relativeLuminance, other.relativeLuminance)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// The edge colour of a two-tone ring of this colour: black or white, whichever contrasts
    /// more with it (white on a tie), with this colour's alpha. A ring drawn as this colour
    /// between two such edges stays visible on every background: where the background matches
    /// the colour, the edges stand out, and where it matches the edges, the colour does.
    public var contrastingEdgeColor: RGBAColor {
        let white = RGBAColor(red: 1, green: 1, blue: 1)
        let black = RGBAColor(red: 0, green: 0, blue: 0)
        let base = RGBAColor(red: red, green: green, blue: blue)
        let edge = base.contrastRatio(with: black) > base.contrastRatio(with: white) ? black : white
        return RGBAColor(red: edge.red, green: edge.green, blue: edge.blue, alpha: alpha)
    }
}
