#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

extension HighlightOverlay {
    private static let outlineName = "GamepadKit.outline"

    /// Draws the ring along `path` (in screen coordinates, as `accessibilityPath` is) instead of
    /// its rounded rectangle, in the ring's color and width; a nil path puts the rectangle back.
    /// Called after the ring has been placed, so the path is laid out in the ring's final frame.
    func outline(_ path: UIBezierPath?, in window: UIWindow?) {
        guard let ring = view else { return }
        let existing = ring.layer.sublayers?.first { $0.name == Self.outlineName } as? CAShapeLayer
        guard let path, let window, ring.superview === window, let screen = ScreenCoordinates(window: window) else {
            if let existing {
                ring.layer.borderWidth = existing.lineWidth
                existing.removeFromSuperlayer()
            }
            return
        }
        let shape = existing ?? CAShapeLayer()
        shape.name = Self.outlineName
        var toWindow = screen.screenToWindow
        let inWindow = path.cgPath.copy(using: &toWindow) ?? path.cgPath
        var toRing = CGAffineTransform(translationX: -ring.frame.minX, y: -ring.frame.minY)
        shape.path = inWindow.copy(using: &toRing)
        shape.fillColor = nil
        shape.strokeColor = ring.layer.borderColor
        // The ring's border width, or the outline's own when the ring was not repainted.
        shape.lineWidth = ring.layer.borderWidth > 0 ? ring.layer.borderWidth : (existing?.lineWidth ?? 0)
        ring.layer.borderWidth = 0
        if existing == nil {
            ring.layer.addSublayer(shape)
        }
    }
}
#endif
