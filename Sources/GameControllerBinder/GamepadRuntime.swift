#if canImport(UIKit)
import UIKit
import QuartzCore

#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The one running instance of the engine on iOS: it owns the router, the focus engine and the
/// rebuild scheduler, feeds them what the UIKit and GameController adapters translate, and hands
/// the resulting commands to the executor.
///
/// It runs in one of three modes:
/// - `off`: nothing is observed, nothing is drawn.
/// - `binderOnly`: the app uses the 1.1 `GameControllerBinder` API and never called
///   `GamepadKit.enable()`. Controllers are observed and the screens whose views were registered
///   with `registerAllFocusableSubviews(from:)` are scanned; no view controller hook runs, and
///   input does only what the 1.1 setup calls asked for (see `BinderSetup` and `BinderBindings`).
/// - `enabled`: `GamepadKit.enable()` was called: every screen is followed.
@MainActor
final class GamepadRuntime {
    enum Mode: Equatable { case off, binderOnly, enabled }

    static let shared = GamepadRuntime()

    private(set) var mode: Mode = .off
    private(set) var configuration = GamepadKitConfiguration.standard
    private(set) var router = InputRouter()
    private(set) var engine = FocusEngine()
    private var scheduler = RebuildScheduler()
    private let scanner = FocusScanner()
    private(set) var capture: SceneCapture?
    private(set) var lastSnapshot: FocusSnapshot?
    private var isScreenDisabled = false

    // The 1.1 API's state.
    private var binderBindings = BinderBindings<AppInputHandler>()
    private(set) var registry = FocusableRegistry()
    private var binderRoots: [WeakRef<UIView>] = []
    private var touchpads = ControllerTouchpads()

    var focusChangeHandler: ((FocusChange) -> Void)?
    private var notifiedFocusID: String?

    let overlay = HighlightOverlay()
    private(set) lazy var controllers = ControllerObserver(runtime: self)
    private lazy var screenObserver = ScreenChangeObserver(runtime: self)
    private lazy var executor = CommandExecutor(runtime: self)
    private let eventClaim = ControllerEventClaim()
    private var repeatWork: DispatchWorkItem?
    /// The screen changed while nobody could use the map (`ScanPolicy`): scan before the next use.
    private var isMapDirty = false
    private let focusLogger = DiagnosticLog(category: "focus")
    private let inputLogger = DiagnosticLog(category: "input")

    private init() {}

    // MARK: - Modes

    func enable(configuration: GamepadKitConfiguration) {
        self.configuration = configuration
        overlay.style = configuration.highlight
        if mode != .enabled {
            mode = .enabled
            ViewControllerHooks.install()
            AlertActionHandlers.install()
            start()
        }
        applySettings()
        invalidate(.explicit)
    }

    func disable() {
        guard mode == .enabled else { return }
        // Screens registered through the 1.1 API keep working on their own.
        if binderRoots.contains(where: { $0.value != nil }) {
            mode = .binderOnly
            // Only the registered views' windows stay claimed, from the next rebuild on.
            eventClaim.releaseAll()
            applySettings()
            invalidate(.explicit)
            return
        }
        stop()
    }

    /// The 1.1 API was used: make sure the runtime runs, in binder-only mode unless enabled.
    func startBinderOnlyIfNeeded() {
        guard mode == .off else { return }
        mode = .binderOnly
        overlay.style = configuration.highlight
        AlertActionHandlers.install()
        start()
        applySettings()
    }

    private func start() {
        // Devices are known at once; their handlers go on on the next main-queue turn, so that
        // a press whose handler enables GamepadKit or creates a binder is not seen by it.
        controllers.start()
        screenObserver.start()
    }

    private func stop() {
        // Whatever the app was told is pressed is released before the controllers are let go,
        // and every repeat ends.
        let now = CACurrentMediaTime()
        deliver(binderBindings.deliveries(for: touchpads.disconnectAll()))
        deliver(binderBindings.deliveries(for: router.disconnectAll(at: now)))
        mode = .off
        execute(engine.sleep())
        overlay.hide(animated: false)
        eventClaim.releaseAll()
        isMapDirty = false
        screenObserver.stop()
        // Its handlers stop feeding GamepadKit now and come off their elements on the next
        // main-queue turn: `disable()` may run inside one of them (an app action run by A).
        controllers.stop()
        scheduler.reset()
        repeatWork?.cancel()
        repeatWork = nil
        capture = nil
        lastSnapshot = nil
    }

    /// The configuration's input settings with the live binders' 1.1 setup calls applied.
    func applySettings() {
        router.settings = binderBindings.settings(from: configuration.input, binderOnly: mode == .binderOnly)
        engine.settings = FocusSettings(wrapsAround: configuration.wrapsAround,
                                        preferredInitialFocus: configuration.preferredInitialFocus)
    }

    // MARK: - Rebuilds

    /// Something on screen changed: one rebuild follows on the next run-loop turn, however many
    /// invalidations arrive before it. While the highlight is asleep, a change of the same
    /// screen (layout, scrolling, the keyboard) only marks the map dirty (`ScanPolicy`); every
    /// use of the map rescans it first (`rescanIfDirty()`).
    func invalidate(_ reason: RebuildReason) {
        guard mode != .off else { return }
        if ScanPolicy.response(to: reason, hasInputDevice: controllers.hasInputDevice,
                               isAwake: engine.isAwake) == .markDirty {
            isMapDirty = true
            return
        }
        if scheduler.invalidate(reason) {
            scheduleRebuildTurn()
        }
    }

    private func scheduleRebuildTurn() {
        DispatchQueue.main.async {
            runAsMainActor { GamepadRuntime.shared.rebuild() }
        }
    }

    private func rebuild() {
        let reasons = scheduler.beginRebuild()
        if !reasons.isEmpty, mode != .off {
            if ScanPolicy.rechainsHandlers(after: reasons) {
                // Here, on a turn of its own and never inside a controller handler, so that no
                // handler is replaced while it runs.
                controllers.rechainReplacedHandlers()
            }
            performRebuild()
        }
        if scheduler.endRebuild() {
            scheduleRebuildTurn()
        }
    }

    /// Lays the screen out and rescans it now, before a press acts on it (`ScanPolicy`).
    private func rescanNow() {
        guard mode != .off else { return }
        performRebuild()
    }

    /// Rescans when the screen changed while the map was asleep (or was never scanned), before
    /// something uses the map.
    private func rescanIfDirty() {
        if mode != .off, isMapDirty || lastSnapshot == nil {
            rescanNow()
        }
    }

    private func performRebuild() {
        isMapDirty = false
        let roots = binderRoots.compactMap(\.value)
        binderRoots = binderRoots.filter { $0.value != nil }
        let newCapture = SceneCapture.make(
            scope: mode == .enabled ? .screens : .registeredViews(roots),
            excludedScreens: configuration.excludedScreens,
            overlay: overlay)
        capture = newCapture
        screenObserver.observeScrollViews(newCapture?.scrollViews ?? [])
        defer {
            eventClaim.update(claims: SystemControllerRouting.claimsGamepadInput(isRunning: mode != .off,
                                                                                isScreenExcluded: isScreenDisabled),
                              windows: newCapture?.drivenWindows ?? [])
        }
        if let newCapture {
            registry.keepOnly(newCapture.elementIDs)
            overlay.keepOnTop(in: newCapture.keyWindow)
        }

        guard let newCapture else {
            isScreenDisabled = false
            applySnapshot(FocusSnapshot(bounds: .zero, candidates: []))
            return
        }
        let disabled = newCapture.resolution?.isDisabled ?? false
        if disabled != isScreenDisabled, disabled, let reason = newCapture.resolution?.disabledReason {
            focusLogger.debug("GamepadKit is off on this screen: \(reason)")
        }
        isScreenDisabled = disabled
        if disabled {
            // An opted-out screen: nothing can take focus there.
            applySnapshot(FocusSnapshot(bounds: newCapture.bounds, candidates: [], context: newCapture.context))
            return
        }
        let snapshot = scanner.scan(newCapture.root, bounds: newCapture.bounds, context: newCapture.context)
        applySnapshot(snapshot)
    }

    private func applySnapshot(_ snapshot: FocusSnapshot) {
        guard snapshot != lastSnapshot else { return }
        lastSnapshot = snapshot
        execute(engine.update(snapshot))
    }

    // MARK: - Input

    /// One event from a controller or the keyboard.
    func handle(_ event: ControllerEvent) {
        guard mode != .off else { return }
        if configuration.debug.logsInput {
            inputLogger.debug("\(String(describing: event))")
        }
        if case .button(let button, let isPressed, _) = event.input, button.isKeyboardKey {
            // The router ignores navigation keys while a text input has the keyboard.
            let isEditing = TextInputState.isEditing
            router.isTextEntryActive = isEditing
            var beganEditing = false
            if case .textEntry = engine.mode { beganEditing = true }
            switch KeyPressFacts.owner(of: button, isPressed: isPressed, isEditing: isEditing, gamepadKitBeganEditing: beganEditing) {
            case .gamepadKit:
                break
            case .endTextEditing:
                TextInputState.endEditing()
                return
            case .leftToSystem:
                return
            }
        }
        deliver(binderBindings.deliveries(for: touchpads.handle(event)))
        let wakes = FocusWakePolicy.wakes(event.input, deadzone: router.settings.thumbstick.effectiveDeadzone,
                                          triggerPress: router.settings.triggers.effective.press)
        // An action rescans before it acts (`ScanPolicy.rescansBefore`), which also brings an
        // asleep map up to date.
        perform(router.handle(event))
        if wakes {
            // An input that reached no action (an app binding, an unbound button) still wakes
            // the highlight: on the screen as it is now.
            rescanIfDirty()
            if !isScreenDisabled {
                execute(engine.wake())
            }
        }
        scheduleRepeat()
    }

    /// The second finger on a PlayStation touchpad (controller events carry only the first).
    func handleSecondaryTouch(of controller: ControllerID, x: Double, y: Double, lifted: Bool) {
        guard mode != .off else { return }
        deliver(binderBindings.deliveries(for: lifted ? touchpads.lift(.secondary, of: controller)
                                                      : touchpads.move(.secondary, of: controller, x: x, y: y)))
    }

    func controllerDisconnected(_ id: ControllerID) {
        deliver(binderBindings.deliveries(for: touchpads.disconnect(id)))
        perform(router.disconnect(id, at: CACurrentMediaTime()))
        scheduleRepeat()
    }

    /// No controller and no keyboard is left: the highlight goes away until the next input.
    func lastInputDeviceLeft() {
        execute(engine.sleep())
    }

    /// The app is about to stop being active (a call, Control Center, the app switcher): what
    /// is held is released now, so no direction keeps repeating and the app hears the end of
    /// every bound press. The controllers stay connected.
    func appWillDeactivate() {
        guard mode != .off else { return }
        let now = CACurrentMediaTime()
        deliver(binderBindings.deliveries(for: touchpads.disconnectAll()))
        perform(router.disconnectAll(at: now))
        scheduleRepeat()
    }

    /// The app is active again: handlers the app installed meanwhile are chained behind
    /// GamepadKit's again.
    func appDidActivate() {
        guard mode != .off else { return }
        controllers.rechainReplacedHandlers()
    }

    private func perform(_ routed: [RoutedInput]) {
        for input in routed {
            switch input {
            case .action(let action, _, let isRepeat):
                if ScanPolicy.rescansBefore(action, isRepeat: isRepeat) {
                    rescanNow()
                }
                guard !isScreenDisabled else { continue }
                guard ScreenTransitionReader.current(in: capture).allows(action) else { continue }  // as UIKit drops touches
                execute(engine.handle(action), isUserMove: true)
                if ScanPolicy.rebuildsAfter(action) {
                    invalidate(.explicit)
                }
            case .appButton, .appTrigger, .appThumbstick:
                deliver(binderBindings.deliveries(for: [input]))
            }
        }
    }

    private func deliver(_ deliveries: [BinderBindings<AppInputHandler>.Delivery]) {
        for delivery in deliveries {
            delivery.handler(delivery.input)
        }
    }

    private func scheduleRepeat() {
        repeatWork?.cancel()
        repeatWork = nil
        guard let deadline = router.nextDeadline else { return }
        let work = DispatchWorkItem {
            runAsMainActor { GamepadRuntime.shared.repeatDue() }
        }
        repeatWork = work
        let delay = max(0, deadline - CACurrentMediaTime())
        DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: work)
    }

    private func repeatDue() {
        repeatWork = nil
        perform(router.advance(to: CACurrentMediaTime()))
        scheduleRepeat()
    }

    // MARK: - Commands

    /// Executes the engine's `commands`; `isUserMove` when they answer the user's input (the
    /// highlight glides only then).
    func execute(_ commands: [FocusCommand], isUserMove: Bool = false) {
        for command in commands {
            if configuration.debug.logsFocusChanges {
                focusLogger.debug("\(String(describing: command))")
            }
            executor.execute(command, isUserMove: isUserMove)
            switch command {
            case .focus(let id, let frame, _):
                notifyFocusChange(to: id, frame: CGRect(frame))
            case .clearFocus:
                notifyFocusChange(to: nil, frame: nil)
            default:
                break
            }
        }
    }

    private func notifyFocusChange(to id: String?, frame: CGRect?) {
        guard id != notifiedFocusID else { return }
        let change = FocusChange(previousID: notifiedFocusID, currentID: id, frame: frame)
        notifiedFocusID = id
        focusChangeHandler?(change)
        NotificationCenter.default.post(name: GamepadKit.focusDidChangeNotification, object: nil,
                                        userInfo: [GamepadKit.focusChangeUserInfoKey: change])
    }

    /// The app asks for focus on `view`: on the screen as it is now (the view's id, a row's for
    /// a cell, comes from a capture that has seen it).
    func requestFocus(on view: UIView) {
        rescanIfDirty()
        let id = capture?.id(of: view) ?? ObjectIdentity.id(of: view)
        execute(engine.focus(id: id))
    }

    /// The app asks for focus on the element `id`.
    func focus(elementID id: String) {
        rescanIfDirty()
        execute(engine.focus(id: id))
    }

    /// `controller` is gone for good: the engine forgets the focus it remembered for its screen.
    func forgetScreen(of controller: UIViewController) {
        engine.forgetScreen(ObjectIdentity.id(ofObject: controller))
    }

    /// The user finished editing a text input by other means than B (return key, touch).
    func textEntryEnded(in view: UIView) {
        guard let id = capture?.id(of: view) else { return }
        execute(engine.textEntryDidEnd(id: id))
    }

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
    }

    /// A 1.1 press/release binding of a touchpad region.
    func bindTouchpadRegion(_ name: BinderPlayStationButtonName, binder binderID: Int, handler: @escaping AppInputHandler) {
        startBinderOnlyIfNeeded()
        binderBindings.bindTouchpadRegion(name, binder: binderID, handler: handler)
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
    }
}

/// What an app binding runs with each routed input of its token.
typealias AppInputHandler = @MainActor (RoutedInput) -> Void
#endif
