#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The focus highlight: a borderless view of its own, laid on top of the key window, that draws
/// a ring with the borders of *its own* band views (`HighlightRingLayout`: the colour between
/// two contrasting edges by default). It never changes the app's views or layers, never
/// takes touches (`isUserInteractionEnabled = false`) and is hidden from accessibility.
///
/// Stacking: the ring is brought to the front of the key window on every show and move, and
/// after every rebuild (`keepOnTop(in:)`), so views the app adds to the window later (a
/// presented controller's container, a toast) do not cover it for longer than one run-loop
/// turn. A window of its own at a high level was not chosen: an extra window is visible to the
/// app (`UIWindowScene.windows`), can take part in key-window and status-bar decisions and in
/// accessibility, and would have to follow every scene.
@MainActor
final class HighlightOverlay {
    /// The overlay view (created on first use), which scans skip.
    private(set) var view: UIView?
    var style = HighlightStyle.standard
    private(set) var isVisible = false
    /// The controller's haptic tap for a bump (`highlight.bumpHaptics`).
    let bumpHaptics = BumpHaptics()
    /// The live navigation map (`debug.showsMap`).
    let map = MapOverlay()
    /// The window of the focused element (`HighlightHost`), which draws the ring; the window
    /// the caller passes when it is unknown.
    var elementWindow: WeakRef<UIWindow>?
    /// The ring's frame (in its window) when it was last placed, for `follow(offsetX:y:)`.
    private var placedFrame: CGRect?

    /// The window that draws: the focused element's, else `fallback`.
    func host(_ fallback: UIWindow?) -> UIWindow? {
        elementWindow?.value ?? fallback
    }

    /// `frame`, in the scan's (the scene's) coordinates, in `window`'s.
    private func local(_ frame: Rect, in window: UIWindow) -> CGRect {
        let windowInScene = Rect(window.convert(window.bounds, to: nil as UIWindow?))
        return CGRect(HighlightHost.frame(frame, inWindowAt: windowInScene))
    }

    private func makeView(in window: UIWindow) -> UIView {
        let ring = view ?? UIView(frame: .zero)
        ring.isUserInteractionEnabled = false
        ring.backgroundColor = .clear
        ring.isAccessibilityElement = false
        ring.accessibilityElementsHidden = true
        if ring.superview !== window {
            window.addSubview(ring)
        }
        window.bringSubviewToFront(ring)
        view = ring
        return ring
    }

    /// Brings the ring (when shown) back to the front of `window`, moving it there if the key
    /// window changed.
    func keepOnTop(in window: UIWindow?) {
        guard isVisible, let window = host(window), let ring = view else { return }
        if ring.superview !== window {
            window.addSubview(ring)
        }
        if window.subviews.last !== ring {
            window.bringSubviewToFront(ring)
        }
    }

    /// Applies one motion (see `HighlightMotion`) in `window`.
    func apply(_ motion: HighlightMotion, in fallbackWindow: UIWindow?) {
        let window = host(fallbackWindow)
        switch motion {
        case .appear(let frame, let radius):
            guard let window else { return }
            let ring = makeView(in: window)
            let layout = ringLayout(frame: frame, cornerRadius: radius)
            ring.layer.removeAllAnimations()
            ring.frame = local(layout.frame, in: window)
            placedFrame = ring.frame
            HighlightRingPainter.paint(ring, layout)
            ring.alpha = 1
            ring.isHidden = false
            isVisible = true
        case .glide(let frame, let radius, let duration):
            guard let window else { return }
            let ring = makeView(in: window)
            let layout = ringLayout(frame: frame, cornerRadius: radius)
            ring.isHidden = false
            isVisible = true
            let target = local(layout.frame, in: window)
            placedFrame = target
            UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, .curveEaseOut]) {
                ring.frame = target
                HighlightRingPainter.paint(ring, layout)
            }
        case .hide:
            hide(animated: true)
        case .shake(let direction, let distance, let duration):
            guard let ring = view, isVisible else { return }
            bumpHaptics.play(strength: style.bumpHapticStrength)
            let nudge = HighlightNudge(direction: direction, distance: distance, duration: duration)
            guard !nudge.isEmpty else { return }
            let keyframes = nudge.keyframes
            let animation = CAKeyframeAnimation(keyPath: "transform.translation")
            animation.values = keyframes.map { NSValue(cgSize: CGSize(width: $0.dx, height: $0.dy)) }
            animation.keyTimes = keyframes.map { NSNumber(value: $0.time) }
            animation.duration = nudge.duration
            ring.layer.add(animation, forKey: "GamepadKit.bump")
        }
    }

    /// Moves the shown ring by the offset its element moved since the ring was placed (a scroll
    /// under way), without animation and without a scan.
    func follow(offsetX dx: CGFloat, y dy: CGFloat) {
        guard isVisible, let ring = view, let placedFrame else { return }
        ring.layer.removeAllAnimations()
        UIView.performWithoutAnimation {
            ring.frame = placedFrame.offsetBy(dx: dx, dy: dy)
        }
    }

    func hide(animated: Bool) {
        isVisible = false
        guard let ring = view else { return }
        if animated {
            UIView.animate(withDuration: 0.12, animations: { ring.alpha = 0 }) { _ in
                if !self.isVisible { ring.isHidden = true }
            }
        } else {
            ring.isHidden = true
        }
    }

    /// The ring's frame and bands around a colour band at `frame` with outer `cornerRadius`.
    private func ringLayout(frame: Rect, cornerRadius: Double) -> HighlightRingLayout {
        HighlightRingLayout(placement: HighlightPlacement(frame: frame, cornerRadius: cornerRadius, lineWidth: style.lineWidth),
                            style: style)
    }

    /// Where the ring goes around an element of `frame` with `elementRadius`, by the style.
    func placement(around frame: Rect, elementRadius: Double) -> (Rect, Double)? {
        HighlightPlacement.around(elementFrame: frame, elementCornerRadius: elementRadius, padding: style.padding,
                                  cornerRadiusOverride: style.cornerRadius, lineWidth: style.lineWidth)
            .map { ($0.frame, $0.cornerRadius) }
    }
}
#endif
