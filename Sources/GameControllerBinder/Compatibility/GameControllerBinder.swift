#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The GameControllerBinder 1.1 API, kept source-compatible and implemented on the GamepadKit
/// engine.
///
/// Every binding goes through the one input router, so a screen that uses this API while
/// `GamepadKit.enable()` is on reacts to each press once: a bound button runs the app's closure
/// instead of its navigation action, and the setup calls only adjust the engine's bindings
/// (see `BinderSetup`).
///
/// Without `GamepadKit.enable()`, the first use of a binder starts GamepadKit in *binder-only*
/// mode: controllers are followed, the views given to ``registerAllFocusableSubviews(from:)``
/// are scanned, and input does exactly what the setup calls asked for. Other screens are left
/// alone. Calling `GamepadKit.enable()` later switches to following every screen.
///
/// A binding lasts as long as its binder: when the binder is released, its bindings end and the
/// setup calls it made no longer count (a trigger it took pages again, for example). A later
/// binding of the same input, from any binder, replaces an earlier one.
///
/// Swift 5 apps: the class is `@preconcurrency` main-actor isolated (SE-0337), so code written
/// for 1.1 — a plain coordinator class that owns a binder, a helper function that calls it —
/// compiles unchanged. It is main-thread API, as 1.1 was in practice: a call from another
/// thread is logged and its work runs on the main queue (a getter answers nil or false).
@preconcurrency @MainActor
public final class GameControllerBinder {
    /// A button of an extended gamepad (A, B, X, Y, shoulders, D-pad, stick clicks, menu…).
    public typealias ButtonName = BinderButtonName
    /// An analog trigger (L2 / R2, LT / RT).
    public typealias TriggerName = BinderTriggerName
    /// A thumbstick.
    public typealias ThumbstickName = BinderThumbstickName
    /// The family of a connected controller.
    public typealias ControllerType = BinderControllerType
    /// The PlayStation touchpad click and its eight finger regions.
    public typealias PlayStationButtonName = BinderPlayStationButtonName
    /// The Xbox share button and the Elite paddles.
    public typealias XboxButtonName = BinderXboxButtonName

    private let id: Int

    /// A binder. Its bindings and setup calls last as long as it does; creating one starts
    /// GamepadKit in binder-only mode when `GamepadKit.enable()` was not called.
    public init() {
        id = Self.makeID()
        MainThreadCheck.perform("GameControllerBinder.init()") {
            GamepadRuntime.shared.startBinderOnlyIfNeeded()
        }
    }

    nonisolated(unsafe) private static let idLock = NSLock()
    nonisolated(unsafe) private static var lastID = 0

    /// A new binder id, from any thread.
    private nonisolated static func makeID() -> Int {
        idLock.lock()
        defer { idLock.unlock() }
        lastID += 1
        return lastID
    }

    deinit {
        let id = self.id
        DispatchQueue.main.async {
            runAsMainActor { GamepadRuntime.shared.releaseBinder(id) }
        }
    }

    /// True while a game controller is connected (a keyboard does not count). Read live from
    /// the controller layer; setting it has no effect (it was a stored property in 1.1).
    public var isConnected: Bool {
        get { MainThreadCheck.value("GameControllerBinder.isConnected", fallback: false) { GamepadRuntime.shared.controllers.hasGamepad } }
        set {}
    }

    /// The family of the most recently connected game controller, nil when none is connected.
    /// Setting it has no effect (it was a stored property in 1.1).
    public var controllerType: ControllerType? {
        get {
            MainThreadCheck.value("GameControllerBinder.controllerType", fallback: nil) {
                GamepadRuntime.shared.controllers.currentGamepadKind.flatMap(ControllerType.init)
            }
        }
        set {}
    }

    // MARK: Bindings

    /// Runs `action` when the button goes down. Replaces an earlier binding of the same button.
    public func bindButtonToAction(buttonName: ButtonName, action: @escaping () -> Void) {
        bindButton(buttonName.button, press: action, release: nil)
    }

    /// Runs `pressAction` when the button goes down and `releaseAction` when it comes up.
    public func bindButtonToAction(buttonName: ButtonName, pressAction: @escaping () -> Void, releaseAction: @escaping () -> Void) {
        bindButton(buttonName.button, press: pressAction, release: releaseAction)
    }

    /// Runs `action` when the button goes down; with `withAnimation`, `uiElement` shows its
    /// highlighted state while the button is held.
    public func bindButtonToUIElement(buttonName: ButtonName, uiElement: UIButton, withAnimation: Bool = true, action: @escaping () -> Void) {
        let element = WeakRef(uiElement)
        bindButton(buttonName.button, press: {
            if withAnimation { element.value?.isHighlighted = true }
            action()
        }, release: {
            if withAnimation { element.value?.isHighlighted = false }
        })
    }

    /// Reports the trigger's value (0…1) on every change. While bound, the trigger no longer
    /// pages.
    public func bindTriggerToAction(triggerName: TriggerName, action: @escaping (Float) -> Void) {
        let id = id
        MainThreadCheck.perform("GameControllerBinder.bindTriggerToAction") {
            GamepadRuntime.shared.bindApp(.trigger(triggerName.trigger), binder: id) { input in
                if case .appTrigger(_, let value) = input { action(Float(value)) }
            }
        }
    }

    /// Reports the stick's position (each axis -1…1, y up) on every change. While bound, the
    /// stick no longer moves focus.
    public func bindThumbstickToAction(thumbstickName: ThumbstickName, action: @escaping (Float, Float) -> Void) {
        let id = id
        MainThreadCheck.perform("GameControllerBinder.bindThumbstickToAction") {
            GamepadRuntime.shared.bindApp(.thumbstick(thumbstickName.thumbstick), binder: id) { input in
                if case .appThumbstick(_, let x, let y) = input { action(Float(x), Float(y)) }
            }
        }
    }

    /// The 1.1 spelling of ``bindPlayStationButtonToAction(playStationButtonName:action:)``.
    public func bindPlaystionButtonToAction(playStationButtonName: PlayStationButtonName, action: @escaping () -> Void) {
        bindPlayStation(playStationButtonName, press: action, release: nil)
    }

    /// Runs `action` when the touchpad is clicked or a finger enters the named touchpad region.
    public func bindPlayStationButtonToAction(playStationButtonName: PlayStationButtonName, action: @escaping () -> Void) {
        bindPlayStation(playStationButtonName, press: action, release: nil)
    }

    /// Runs `pressAction` when the touchpad is clicked or a finger enters the region, and
    /// `releaseAction` when it is released or the finger leaves.
    public func bindPlaystationButtonToAction(playStationButtonName: PlayStationButtonName, pressAction: @escaping () -> Void, releaseAction: @escaping () -> Void) {
        bindPlayStation(playStationButtonName, press: pressAction, release: releaseAction)
    }

    /// Runs `action` when the Xbox button goes down.
    public func bindXboxButtonToAction(xboxButtonName: XboxButtonName, action: @escaping () -> Void) {
        bindButton(xboxButtonName.button, press: action, release: nil)
    }

    /// Runs `pressAction` when the Xbox button goes down and `releaseAction` when it comes up.
    public func bindXboxButtonToAction(xboxButtonName: XboxButtonName, pressAction: @escaping () -> Void, releaseAction: @escaping () -> Void) {
        bindButton(xboxButtonName.button, press: pressAction, release: releaseAction)
    }

    private func bindButton(_ button: GamepadButton, press: @escaping () -> Void, release: (() -> Void)?) {
        let id = id
        MainThreadCheck.perform("GameControllerBinder.bind…ToAction") {
            GamepadRuntime.shared.bindApp(.button(button), binder: id, handler: Self.pressHandler(press: press, release: release))
        }
    }

    private func bindPlayStation(_ name: PlayStationButtonName, press: @escaping () -> Void, release: (() -> Void)?) {
        switch name.input {
        case .button(let button):
            bindButton(button, press: press, release: release)
        case .touchpad:
            let id = id
            MainThreadCheck.perform("GameControllerBinder.bindPlayStationButtonToAction") {
                GamepadRuntime.shared.bindTouchpadRegion(name, binder: id, handler: Self.pressHandler(press: press, release: release))
            }
        }
    }

    private static func pressHandler(press: @escaping () -> Void, release: (() -> Void)?) -> AppInputHandler {
        { input in
            guard case .appButton(_, let isPressed) = input else { return }
            if isPressed { press() } else { release?() }
        }
    }

    // MARK: Focus

    /// Registers every `Focusable` under `view` whose `isFocusable` is true. Calling it again
    /// (each `viewDidAppear`) does not register anything twice. Without `GamepadKit.enable()`,
    /// this is also what makes the screen navigable.
    public func registerAllFocusableSubviews(from view: UIView) {
        MainThreadCheck.perform("GameControllerBinder.registerAllFocusableSubviews(from:)") {
            Self.register(from: view)
        }
    }

    private static func register(from view: UIView) {
        let runtime = GamepadRuntime.shared
        var stack: [UIView] = [view]
        while let next = stack.popLast() {
            if let focusable = next as? Focusable, focusable.isFocusable {
                runtime.register(next, name: focusable.name)
            }
            stack.append(contentsOf: next.subviews.reversed())
        }
        runtime.registerBinderRoot(view)
    }

    /// Chooses which inputs move focus: the D-pad and the sticks. The defaults are 1.1's: the
    /// D-pad moves focus, neither stick does.
    public func setupDefaultDirectionalInputHandlers(useDpad: Bool = true, useLeftThumbstick: Bool = false, useRightThumbstick: Bool = false) {
        let id = id
        let directional = BinderSetup.Directional(useDpad: useDpad, useLeftThumbstick: useLeftThumbstick,
                                                  useRightThumbstick: useRightThumbstick)
        MainThreadCheck.perform("GameControllerBinder.setupDefaultDirectionalInputHandlers") {
            GamepadRuntime.shared.setUpDirectionalInput(directional, binder: id)
        }
    }

    /// Puts focus on `element` (a view, or an element registered under its name).
    public func setInitialFocus(to element: Focusable) {
        let box = UncheckedBox(element)
        MainThreadCheck.perform("GameControllerBinder.setInitialFocus(to:)") {
            let runtime = GamepadRuntime.shared
            if let view = box.value as? UIView {
                runtime.requestFocus(on: view)
            } else if let id = runtime.registry.elementID(named: box.value.name) {
                runtime.focus(elementID: id)
            }
        }
    }

    /// Makes `buttonName` tap the focused element (A does by default). Replaces an app binding
    /// of that button.
    public func setupTapActionInputHandler(for buttonName: ButtonName = .buttonA) {
        let id = id
        MainThreadCheck.perform("GameControllerBinder.setupTapActionInputHandler(for:)") {
            GamepadRuntime.shared.setUpTap(on: buttonName.button, binder: id)
        }
    }
}

#endif
