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
///   input does only what the 1.1 setup calls asked for (see `BinderSetup`).
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
    private let scanner = Scanner()
    private(set) var capture: SceneCapture?
    private(set) var lastSnapshot: FocusSnapshot?
    private var isScreenDisabled = false

    // The 1.1 API's state.
    var binderSetup = BinderSetup()
    var registry = FocusableRegistry()
    private var binderRoots: [WeakRef<UIView>] = []
    private var appHandlers: [BindingToken: AppInputHandler] = [:]
    private var tokensByBinder: [Int: [BindingToken]] = [:]
    /// The 1.1 button bindings in force, by button: a new one replaces the old one.
    private var seedButtonTokens: [GamepadButton: BindingToken] = [:]
    private var touchpadHandlers: [BinderPlayStationButtonName: (binder: Int, handler: AppInputHandler)] = [:]
    private var touchpadRegions = TouchpadRegions()

    var focusChangeHandler: ((FocusChange) -> Void)?
    private var notifiedFocusID: String?

    let overlay = HighlightOverlay()
    private(set) lazy var controllers = ControllerObserver(runtime: self)
    private lazy var screenObserver = ScreenChangeObserver(runtime: self)
    private lazy var executor = CommandExecutor(runtime: self)
    private var repeatWork: DispatchWorkItem?
    private let focusLogger = DiagnosticLog(subsystem: "GamepadKit", category: "focus")
    private let inputLogger = DiagnosticLog(subsystem: "GamepadKit", category: "input")

    private init() {}

    // MARK: - Modes

    func enable(configuration: GamepadKitConfiguration) {
        self.configuration = configuration
        overlay.style = configuration.highlight
        if mode != .enabled {
            mode = .enabled
            ViewControllerHooks.install()
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
        start()
        applySettings()
    }

    private func start() {
        controllers.start()
        screenObserver.start()
    }

    private func stop() {
        mode = .off
        execute(engine.sleep())
        overlay.hide(animated: false)
        screenObserver.stop()
        controllers.stop()
        scheduler.reset()
        repeatWork?.cancel()
        repeatWork = nil
        capture = nil
        lastSnapshot = nil
    }

    /// The configuration's input settings with the 1.1 setup calls applied.
    func applySettings() {
        var input = configuration.input
        let binderOnly = mode == .binderOnly
        input.bindings = binderSetup.bindings(from: input.bindings, binderOnly: binderOnly)
        input.movingThumbsticks = binderSetup.movingThumbsticks(from: input.movingThumbsticks, binderOnly: binderOnly)
        router.settings = input
        engine.settings = FocusSettings(wrapsAround: configuration.wrapsAround,
                                        preferredInitialFocus: configuration.preferredInitialFocus)
    }

    // MARK: - Rebuilds

    /// Something on screen changed: one rebuild follows on the next run-loop turn, however many
    /// invalidations arrive before it.
    func invalidate(_ reason: RebuildReason) {
        guard mode != .off else { return }
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
            performRebuild()
        }
        if scheduler.endRebuild() {
            scheduleRebuildTurn()
        }
    }

    private func performRebuild() {
        let roots = binderRoots.compactMap(\.value)
        binderRoots = binderRoots.filter { $0.value != nil }
        let newCapture = SceneCapture.make(
            scope: mode == .enabled ? .screens : .registeredViews(roots),
            excludedScreens: configuration.excludedScreens,
            overlay: overlay)
        capture = newCapture
        screenObserver.observeScrollViews(newCapture?.scrollViews ?? [])

        guard let newCapture else {
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
        if case .touchpad(let x, let y) = event.input {
            deliverTouchpad(touchpadRegions.move(.primary, x: x, y: y))
        } else if case .touchpadLifted = event.input {
            deliverTouchpad(touchpadRegions.lift(.primary))
        }
        let wakes = !engine.isAwake && !isScreenDisabled
            && FocusWakePolicy.wakes(event.input, deadzone: router.settings.thumbstick.effectiveDeadzone,
                                     triggerPress: router.settings.triggers.effective.press)
        perform(router.handle(event))
        if wakes, !engine.isAwake {
            // The input went to the app or to nothing: still show where focus is, and only that.
            execute(engine.handle(.activate).filter { if case .focus = $0 { return true } else { return false } })
        }
        scheduleRepeat()
    }

    /// The second finger on the PlayStation touchpad (the router only follows the first).
    func handleSecondaryTouch(x: Double, y: Double, lifted: Bool) {
        guard mode != .off else { return }
        deliverTouchpad(lifted ? touchpadRegions.lift(.secondary) : touchpadRegions.move(.secondary, x: x, y: y))
    }

    func controllerDisconnected(_ id: ControllerID) {
        perform(router.disconnect(id, at: CACurrentMediaTime()))
        scheduleRepeat()
    }

    /// No controller and no keyboard is left: the highlight goes away until the next input.
    func lastInputDeviceLeft() {
        execute(engine.sleep())
    }

    private func perform(_ routed: [RoutedInput]) {
        for input in routed {
            switch input {
            case .action(let action, _, _):
                guard !isScreenDisabled else { continue }
                execute(engine.handle(action))
            case .appButton(let token, _), .appTrigger(let token, _), .appThumbstick(let token, _, _):
                appHandlers[token]?(input)
            }
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

    func execute(_ commands: [FocusCommand]) {
        for command in commands {
            if configuration.debug.logsFocusChanges {
                focusLogger.debug("\(String(describing: command))")
            }
            executor.execute(command)
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

    /// The app asks for focus on `view`.
    func requestFocus(on view: UIView) {
        let id = capture?.id(of: view) ?? ObjectIdentity.id(of: view)
        execute(engine.focus(id: id))
    }

    /// The app asks for focus on the element `id`.
    func focus(elementID id: String) {
        execute(engine.focus(id: id))
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

    /// Binds `binding` for binder `binderID`; a 1.1 button binding replaces the previous one of
    /// the same button.
    func bindApp(_ binding: AppBinding, binder binderID: Int, handler: @escaping AppInputHandler) {
        startBinderOnlyIfNeeded()
        if case .button(let button) = binding {
            if let previous = seedButtonTokens.removeValue(forKey: button) {
                unbind(previous)
            }
            binderSetup.bindApp(button)
        }
        if case .trigger(let trigger) = binding {
            binderSetup.bindApp(trigger)
        }
        let token = router.bind(binding)
        appHandlers[token] = handler
        tokensByBinder[binderID, default: []].append(token)
        if case .button(let button) = binding {
            seedButtonTokens[button] = token
        }
        applySettings()
    }

    func bindTouchpadRegion(_ name: BinderPlayStationButtonName, binder binderID: Int, handler: @escaping AppInputHandler) {
        startBinderOnlyIfNeeded()
        touchpadHandlers[name] = (binderID, handler)
    }

    /// `setupTapActionInputHandler(for:)`: the button taps the focused element again.
    func setUpTap(on button: GamepadButton) {
        startBinderOnlyIfNeeded()
        if binderSetup.setUpTap(on: button), let token = seedButtonTokens.removeValue(forKey: button) {
            unbind(token)
        }
        applySettings()
    }

    func setUpDirectionalInput(_ directional: BinderSetup.Directional) {
        startBinderOnlyIfNeeded()
        binderSetup.setUpDirectionalInput(directional)
        applySettings()
    }

    /// A binder went away: its bindings end with it.
    func releaseBinder(_ binderID: Int) {
        for token in tokensByBinder.removeValue(forKey: binderID) ?? [] {
            unbind(token)
        }
        touchpadHandlers = touchpadHandlers.filter { $0.value.binder != binderID }
    }

    private func unbind(_ token: BindingToken) {
        router.unbind(token)
        appHandlers[token] = nil
        for (button, seedToken) in seedButtonTokens where seedToken == token {
            seedButtonTokens[button] = nil
        }
    }

    private func deliverTouchpad(_ transitions: [TouchpadTransition]) {
        for transition in transitions {
            let name = BinderPlayStationButtonName(finger: transition.finger, region: transition.region)
            // The handler reads only the press state; the token is a placeholder.
            touchpadHandlers[name]?.handler(.appButton(BindingToken(id: -1, binding: .button(.touchpadButton)),
                                                        isPressed: transition.isPressed))
        }
    }
}

/// What an app binding runs with each routed input of its token.
typealias AppInputHandler = @MainActor (RoutedInput) -> Void

/// A weak reference, for the registries that must not keep views or controllers alive.
struct WeakRef<Object: AnyObject> {
    weak var value: Object?
    init(_ value: Object) { self.value = value }
}

extension CGRect {
    init(_ rect: Rect) {
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
}

extension Rect {
    init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}
#endif
