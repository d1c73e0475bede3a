#if canImport(UIKit)
import UIKit
import ObjectiveC
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Hooks `viewDidAppear(_:)`, `viewDidDisappear(_:)` and `viewDidLayoutSubviews()` of
/// `UIViewController` so that GamepadKit learns when the screen changes.
///
/// - Installed once: `install()` is idempotent and thread-safe (a lock guards the flag).
/// - Only `UIViewController` itself is changed, with `method_setImplementation`: the new
///   implementation always calls the original one first, with the same arguments, then tells
///   the runtime. Subclasses that override these methods reach it through `super`, as UIKit
///   requires of them.
/// - Never removed: `GamepadKit.disable()` makes the hooks inert (the runtime ignores them when
///   it is off), so hooks that other libraries installed later keep their original in place.
/// - Called on the main thread by UIKit; anything else is sent to the main thread.
enum ViewControllerHooks {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var isInstalled = false

    static func install() {
        lock.lock()
        defer { lock.unlock() }
        guard !isInstalled else { return }
        isInstalled = true
        hookAppearance(#selector(UIViewController.viewDidAppear(_:))) { controller in
            GamepadRuntime.shared.viewControllerDidAppear(controller)
        }
        hookAppearance(#selector(UIViewController.viewDidDisappear(_:))) { controller in
            GamepadRuntime.shared.viewControllerDidDisappear(controller)
        }
        hookLayout(#selector(UIViewController.viewDidLayoutSubviews)) { controller in
            GamepadRuntime.shared.viewControllerDidLayout(controller)
        }
    }

    private typealias AppearanceFunction = @convention(c) (UIViewController, Selector, Bool) -> Void
    private typealias LayoutFunction = @convention(c) (UIViewController, Selector) -> Void

    private static func hookAppearance(_ selector: Selector, then notify: @escaping @MainActor (UIViewController) -> Void) {
        guard let method = class_getInstanceMethod(UIViewController.self, selector) else { return }
        let original = unsafeBitCast(method_getImplementation(method), to: AppearanceFunction.self)
        let replacement: @convention(block) (UIViewController, Bool) -> Void = { controller, animated in
            original(controller, selector, animated)
            notifyOnMain(controller, notify)
        }
        method_setImplementation(method, imp_implementationWithBlock(replacement))
    }

    private static func hookLayout(_ selector: Selector, then notify: @escaping @MainActor (UIViewController) -> Void) {
        guard let method = class_getInstanceMethod(UIViewController.self, selector) else { return }
        let original = unsafeBitCast(method_getImplementation(method), to: LayoutFunction.self)
        let replacement: @convention(block) (UIViewController) -> Void = { controller in
            original(controller, selector)
            notifyOnMain(controller, notify)
        }
        method_setImplementation(method, imp_implementationWithBlock(replacement))
    }

    private static func notifyOnMain(_ controller: UIViewController, _ notify: @escaping @MainActor (UIViewController) -> Void) {
        if Thread.isMainThread {
            runAsMainActor { notify(controller) }
        } else {
            let box = UncheckedBox(controller)
            DispatchQueue.main.async {
                runAsMainActor { notify(box.value) }
            }
        }
    }
}
#endif
