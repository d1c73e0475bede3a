#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The live navigation map over the app (`debug.showsMap`, `GamepadKit.showsMap`): the picture
/// `gamepadkit render` draws of a file, drawn from the screen's last scan (`NavigationMapDrawing`).
///
/// It is a layer, not a view: a container `CALayer` added to the key window's layer, above its
/// subviews (a high `zPosition`), holding `CAShapeLayer`s — element boxes coloured by state, one
/// layer of arrows per direction, the dead-end bars. A layer takes no touches (UIKit hit-tests
/// views only), is never part of a scan, and is invisible to accessibility; the app's views are
/// not changed. A rebuild redraws it only when the map it shows changed (`MapRedraw`: the
/// drawing, the window or its size); it is removed when the map is turned off or GamepadKit stops.
@MainActor
final class MapOverlay {
    private var container: CALayer?
    /// What the layers show now (nil: nothing drawn).
    private var shown: MapRedraw.Drawn?
    /// The app's word in code (`GamepadKit.showsMap`); nil follows `debug.showsMap`.
    var isShownInCode: Bool?

    /// Above the app's views and the ring's (the ring is a subview at `zPosition` 0).
    private static let zPosition: CGFloat = 10_000

    /// What the last drawing was computed from, and the drawing.
    private var computed: (source: MapRedraw.Source, drawing: NavigationMapDrawing)?

    /// Draws the drawing of `source` over `window`, computing it with `compute` only when the
    /// source changed since the last one (`MapRedraw.needsDrawing`).
    func draw(source: MapRedraw.Source, in window: UIWindow?, compute: () -> NavigationMapDrawing) {
        let drawing: NavigationMapDrawing
        if let computed, !MapRedraw.needsDrawing(drawnFrom: computed.source, next: source) {
            drawing = computed.drawing
        } else {
            drawing = compute()
            computed = (source, drawing)
        }
        draw(drawing, in: window)
    }

    /// Draws `drawing` over `window`, or removes the map when `window` is nil.
    func draw(_ drawing: NavigationMapDrawing, in window: UIWindow?) {
        guard let window else {
            remove()
            return
        }
        let next = MapRedraw.Drawn(drawing: drawing, windowID: ObjectIdentifier(window).hashValue,
                                   windowSize: LayoutSize(width: Double(window.bounds.width), height: Double(window.bounds.height)))
        // The same map in the same window: the layers stay as they are.
        if let container, container.superlayer === window.layer, !MapRedraw.needsRedraw(shown: shown, next: next) { return }
        shown = next
        let container = self.container ?? CALayer()
        container.name = "GamepadKit.map"
        container.zPosition = Self.zPosition
        if container.superlayer !== window.layer {
            container.removeFromSuperlayer()
            window.layer.addSublayer(container)
        }
        self.container = container
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        container.frame = window.layer.bounds
        container.sublayers?.forEach { $0.removeFromSuperlayer() }

        for state in [NavigationMapDrawing.ElementState.reachable, .deadEnd, .unreachable] {
            let path = CGMutablePath()
            for element in drawing.elements where element.state == state {
                path.addRect(CGRect(element.frame))
            }
            container.addSublayer(shape(path, color: NavigationMapDrawing.color(of: state), width: state == .reachable ? 1 : 2,
                                        fill: state == .unreachable))
        }
        for direction in MoveDirection.allCases {
            let path = CGMutablePath()
            for arrow in drawing.arrows where arrow.direction == direction {
                for segment in [arrow.shaft] + arrow.head {
                    path.move(to: CGPoint(segment.start))
                    path.addLine(to: CGPoint(segment.end))
                }
            }
            container.addSublayer(shape(path, color: NavigationMapDrawing.color(of: direction), width: 1.5))
        }
        let bars = CGMutablePath()
        for deadEnd in drawing.deadEnds {
            bars.move(to: CGPoint(deadEnd.bar.start))
            bars.addLine(to: CGPoint(deadEnd.bar.end))
        }
        container.addSublayer(shape(bars, color: NavigationMapDrawing.deadEndColor, width: 4))
        CATransaction.commit()
    }

    /// Takes the map away.
    func remove() {
        computed = nil
        container?.removeFromSuperlayer()
        container = nil
        shown = nil
    }

    private func shape(_ path: CGPath, color: RGBAColor, width: CGFloat, fill: Bool = false) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.path = path
        layer.strokeColor = HighlightRingPainter.cgColor(color)
        layer.fillColor = fill ? HighlightRingPainter.cgColor(RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: 0.15)) : nil
        layer.lineWidth = width
        layer.lineCap = .round
        return layer
    }
}
#endif

#if canImport(UIKit)
private extension CGPoint {
    init(_ point: LayoutPoint) {
        self.init(x: point.x, y: point.y)
    }
}
#endif
