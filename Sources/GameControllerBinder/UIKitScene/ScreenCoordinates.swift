#if canImport(UIKit)
import UIKit

/// Converts the accessibility API's screen coordinates (`accessibilityFrame`,
/// `accessibilityPath`) to a window's coordinates.
///
/// The window's own bounds are put into screen coordinates with the function UIKit gives
/// accessibility elements for the same purpose (`UIAccessibility.convertToScreenCoordinates`),
/// and the conversion is its inverse: an offset and a scale, with no guess about which of the
/// screen's coordinate spaces applies.
@MainActor
struct ScreenCoordinates {
    private let windowInScreen: CGRect
    private let windowBounds: CGRect

    /// The conversion for `window`; nil when the window has no size on screen.
    init?(window: UIWindow) {
        let bounds = window.bounds
        let inScreen = UIAccessibility.convertToScreenCoordinates(bounds, in: window)
        guard inScreen.width > 0, inScreen.height > 0, inScreen.minX.isFinite, inScreen.minY.isFinite,
              bounds.width > 0, bounds.height > 0 else { return nil }
        windowInScreen = inScreen
        windowBounds = bounds
    }

    private var scaleX: CGFloat { windowBounds.width / windowInScreen.width }
    private var scaleY: CGFloat { windowBounds.height / windowInScreen.height }

    /// `rect`, given in screen coordinates, in the window's coordinates.
    func windowRect(fromScreen rect: CGRect) -> CGRect {
        CGRect(x: windowBounds.minX + (rect.minX - windowInScreen.minX) * scaleX,
               y: windowBounds.minY + (rect.minY - windowInScreen.minY) * scaleY,
               width: rect.width * scaleX, height: rect.height * scaleY)
    }

    /// The transform that takes screen coordinates to the window's.
    var screenToWindow: CGAffineTransform {
        CGAffineTransform(translationX: windowBounds.minX, y: windowBounds.minY)
            .scaledBy(x: scaleX, y: scaleY)
            .translatedBy(x: -windowInScreen.minX, y: -windowInScreen.minY)
    }
}
#endif
