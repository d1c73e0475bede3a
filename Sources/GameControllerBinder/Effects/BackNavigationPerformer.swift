#if canImport(UIKit)
import UIKit
import ObjectiveC
import Darwin
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// B (and A on the back button): going back as a tap on the navigation bar's back button does
/// (`BackButtonTap`): the app's `navigationBar(_:shouldPop:)` is asked first, so an
/// unsaved-changes guard decides; then the item's `backAction` (iOS 16) or a pop.
@MainActor
enum BackNavigationPerformer {
    static func goBack(_ back: BackNavigation, in navigation: UINavigationController) {
        let bar = navigation.navigationBar
        let delegate = bar.delegate
        let top = navigation.topViewController
        switch BackButtonTap.firstStep(for: back, barDelegateHasAppGuard: hasAppGuard(delegate)) {
        case .askBarDelegate:
            guard let item = bar.topItem, let delegate else { return perform(back, in: navigation) }
            let allows = delegate.navigationBar?(bar, shouldPop: item) ?? true
            let next = BackButtonTap.afterAskingBarDelegate(back, allows: allows,
                                                            topChanged: navigation.topViewController !== top)
            if case .goBack(let back) = next { perform(back, in: navigation) }
        case .goBack(let back):
            perform(back, in: navigation)
        case .stop:
            break
        }
    }

    private static func perform(_ back: BackNavigation, in navigation: UINavigationController) {
        switch back {
        case .backAction:
            if #available(iOS 16.0, *), let action = navigation.topViewController?.navigationItem.backAction {
                action.performWithSender(nil, target: nil)
            } else {
                navigation.popViewController(animated: true)
            }
        case .pop:
            navigation.popViewController(animated: true)
        }
    }

    /// True when `delegate` implements `navigationBar(_:shouldPop:)` in code outside UIKit (an
    /// app's navigation controller subclass, or a category on UINavigationController). UIKit's
    /// own implementation is private machinery and is never called directly.
    private static func hasAppGuard(_ delegate: UINavigationBarDelegate?) -> Bool {
        guard let delegate else { return false }
        let selector = #selector(UINavigationBarDelegate.navigationBar(_:shouldPop:))
        guard delegate.responds(to: selector),
              let cls = object_getClass(delegate), let method = class_getInstanceMethod(cls, selector) else { return false }
        let implementation = method_getImplementation(method)
        var info = Dl_info()
        guard dladdr(unsafeBitCast(implementation, to: UnsafeRawPointer.self), &info) != 0,
              let imagePath = info.dli_fname else { return true }
        let image = String(cString: imagePath)
        return !(image.hasSuffix("/UIKitCore") || image.hasSuffix("/UIKit"))
    }
}
#endif
