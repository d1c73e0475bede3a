#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// One band of the focus ring: a view of the ring's own whose layer border draws the band. It
/// follows the ring's size (autoresizing), so a ring that glides carries its bands along in the
/// same animation.
final class HighlightRingBandView: UIView {}

/// Draws a `HighlightRingLayout` into the ring view: one band view per band, inset from the
/// ring's bounds, bordered in the band's colour and width with the band's corner radius. The
/// ring's own layer draws nothing.
@MainActor
enum HighlightRingPainter {
    /// Paints `layout`'s bands into `ring`, whose frame is already `layout.frame` (or is being
    /// animated there: the band views follow by autoresizing and their radii animate with it).
    static func paint(_ ring: UIView, _ layout: HighlightRingLayout) {
        ring.layer.borderWidth = 0
        var bandViews = bands(of: ring)
        while bandViews.count < layout.bands.count {
            let band = HighlightRingBandView(frame: ring.bounds)
            band.isUserInteractionEnabled = false
            band.backgroundColor = .clear
            band.isAccessibilityElement = false
            band.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            ring.addSubview(band)
            bandViews.append(band)
        }
        while bandViews.count > layout.bands.count {
            bandViews.removeLast().removeFromSuperview()
        }
        for (view, band) in zip(bandViews, layout.bands) {
            let inset = CGFloat(band.inset.isFinite ? band.inset : 0)
            view.frame = ring.bounds.insetBy(dx: min(inset, ring.bounds.width / 2), dy: min(inset, ring.bounds.height / 2))
            view.layer.borderColor = cgColor(band.color)
            view.layer.borderWidth = CGFloat(band.lineWidth)
            view.layer.cornerRadius = CGFloat(band.cornerRadius)
            view.isHidden = false
        }
    }

    /// The ring's band views, outermost first.
    static func bands(of ring: UIView) -> [HighlightRingBandView] {
        ring.subviews.compactMap { $0 as? HighlightRingBandView }
    }

    /// Shows or hides the bands (an element's own outline path replaces them).
    static func setBandsHidden(_ hidden: Bool, in ring: UIView) {
        for band in bands(of: ring) { band.isHidden = hidden }
    }

    static func cgColor(_ color: RGBAColor) -> CGColor {
        UIColor(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha)).cgColor
    }
}
#endif
