#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

extension HighlightOverlay {
    private static let outlineName = "GamepadKit.outline"
    private static let outlineEdgeName = "GamepadKit.outline.edge"

    /// Draws the ring along `path` (in screen coordinates, as `accessibilityPath` is) instead of
    /// its rounded rectangle, in the ring's colour and width — over a wider stroke of the edge
    /// colour for a two-tone ring; a nil path puts the rectangle back. Called after the ring has
    /// been placed, so the path is laid out in the ring's final frame. It is drawn in the window
    /// that draws the ring (the focused element's, else `fallbackWindow`).
    func outline(_ path: UIBezierPath?, in fallbackWindow: UIWindow?) {
        guard let ring = view else { return }
        let window = host(fallbackWindow)
        let existing = ring.layer.sublayers?.filter { $0.name == Self.outlineName || $0.name == Self.outlineEdgeName } ?? []
        guard let path, let window, ring.superview === window, let screen = ScreenCoordinates(window: window) else {
            existing.forEach { $0.removeFromSuperlayer() }
            HighlightRingPainter.setBandsHidden(false, in: ring)
            return
        }
        existing.forEach { $0.removeFromSuperlayer() }
        var toWindow = screen.screenToWindow
        let inWindow = path.cgPath.copy(using: &toWindow) ?? path.cgPath
        var toRing = CGAffineTransform(translationX: -ring.frame.minX, y: -ring.frame.minY)
        let inRing = inWindow.copy(using: &toRing)
        let lineWidth = style.lineWidth.isFinite ? max(0, style.lineWidth) : 0
        if style.ringStyle == .twoTone, lineWidth > 0 {
            let edge = CAShapeLayer()
            edge.name = Self.outlineEdgeName
            edge.path = inRing
            edge.fillColor = nil
            edge.strokeColor = HighlightRingPainter.cgColor(style.edgeColor)
            edge.lineWidth = CGFloat(lineWidth + 2 * HighlightRingLayout.edgeWidth(forLineWidth: lineWidth))
            ring.layer.addSublayer(edge)
        }
        let shape = CAShapeLayer()
        shape.name = Self.outlineName
        shape.path = inRing
        shape.fillColor = nil
        shape.strokeColor = HighlightRingPainter.cgColor(style.color)
        shape.lineWidth = CGFloat(lineWidth)
        ring.layer.addSublayer(shape)
        HighlightRingPainter.setBandsHidden(true, in: ring)
    }
}
#endif
