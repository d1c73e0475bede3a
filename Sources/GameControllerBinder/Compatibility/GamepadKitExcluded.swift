#if canImport(UIKit)
import UIKit

/// Adopt this marker protocol in a view controller to keep GamepadKit out of its screen: no
/// highlight, no moves, no taps while it is the visible screen (screens inside an opted-out
/// container too). App bindings of the 1.1 API keep working there.
///
/// ```swift
/// final class CameraViewController: UIViewController, GamepadKitExcluded { … }
/// ```
///
/// The `excludedScreens` array of `GamepadKit.plist` does the same by class name.
public protocol GamepadKitExcluded: AnyObject {}
#endif
