#if canImport(UIKit)
import UIKit
import QuartzCore

#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The 1.1 `GameControllerBinder` API's entry into the runtime.
extension GamepadRuntime {
    // MARK: - The 1.1 API

    /// Registers the screen under `view` for the 1.1 API and starts the runtime if needed.
    func registerBinderRoot(_ view: UIView) {
        startBinderOnlyIfNeeded()
        if !binderRoots.contains(where: { $0.value === view }) {
            binderRoots.append(WeakRef(view))
        }
        invalidate(.explicit)
    }

    /// A 1.1 app binding of `binder` (see `BinderBindings` for which binding wins).
    func bindApp(_ binding: AppBinding, binder binderID: Int, handler: @escaping AppInputHandler) {
        startBinderOnlyIfNeeded()
        binderBindings.bind(binding, binder: binderID, handler: handler, router: &router)
        applySettings()
        updateControllerClaim()
    }

    /// A 1.1 press/release binding of a touchpad region.
    func bindTouchpadRegion(_ name: BinderPlayStationButtonName, binder binderID: Int, handler: @escaping AppInputHandler) {
        startBinderOnlyIfNeeded()
        binderBindings.bindTouchpadRegion(name, binder: binderID, handler: handler)
        updateControllerClaim()
    }

    /// `setupTapActionInputHandler(for:)`: the button taps the focused element again.
    func setUpTap(on button: GamepadButton, binder binderID: Int) {
        startBinderOnlyIfNeeded()
        binderBindings.setUpTap(on: button, binder: binderID, router: &router)
        applySettings()
    }

    /// `setupDefaultDirectionalInputHandlers(…)`.
    func setUpDirectionalInput(_ directional: BinderSetup.Directional, binder binderID: Int) {
        startBinderOnlyIfNeeded()
        binderBindings.setUpDirectionalInput(directional, binder: binderID)
        applySettings()
    }

    /// Registers a view for `registerAllFocusableSubviews(from:)`.
    func register(_ view: UIView, name: String) {
        registry.register(elementID: capture?.id(of: view) ?? ObjectIdentity.id(of: view), name: name)
    }

    /// A binder went away: its bindings end with it and the settings it changed return to the
    /// configuration's.
    func releaseBinder(_ binderID: Int) {
        binderBindings.release(binder: binderID, router: &router)
        applySettings()
        updateControllerClaim()
    }
}
#endif
