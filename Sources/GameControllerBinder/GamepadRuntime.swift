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

    var mode: Mode = .off {
        didSet { if mode != oldValue { updateSwiftUIListening() } }
    }
    var configuration = GamepadKitConfiguration.standard
    var router = InputRouter()
    var engine = FocusEngine()
    /// When to scan, what the highlight does meanwhile (`RebuildPolicy`).
    var policy = RebuildPolicy()
    /// On a device UIKit's hit test answers for the stops: views outside their parents are not
    /// dropped by the walk (`FocusScanner.dropsViewsOutsideParents`).
    let scanner: FocusScanner = {
        var scanner = FocusScanner()
        scanner.dropsViewsOutsideParents = false
        return scanner
    }()
    var capture: SceneCapture?
    var lastSnapshot: FocusSnapshot?
    /// The views the last capture's stops were made of, read again before a move on an older
    /// map (`mapStillHolds()`); nil until the first revalidation after a scan.
    var watchedViews: [WatchedView]?
    /// The last scan found the screen excluded.
    var isScreenDisabled: Bool { policy.isScreenExcluded }

    // The 1.1 API's state.
    var binderBindings = BinderBindings<AppInputHandler>()
    var registry = FocusableRegistry()
    var binderRoots: [WeakRef<UIView>] = []
    var touchpads = ControllerTouchpads()

    var focusChangeHandler: ((FocusChange) -> Void)?
    var notifiedFocusID: String?

    let overlay = HighlightOverlay()
    lazy var controllers = ControllerObserver(runtime: self)
    lazy var screenObserver = ScreenChangeObserver(runtime: self)
    lazy var executor = CommandExecutor(runtime: self)
    let eventClaim = ControllerEventClaim()
    var repeatWork: DispatchWorkItem?
    /// The screen changed since the last scan (`RebuildPolicy`): scan before the next use.
    var isMapDirty: Bool { policy.isMapDirty }
    /// The scroll views the last scan found a stop in (a stop's view or one of its ancestors):
    /// a scroll from code of any other scroll view (a ticker of labels) changes nothing the map
    /// knows (`RebuildPolicy.scrolled(_:by:holdsStop:…)`).
    var scrollViewsHoldingStops: Set<ObjectIdentifier> = []
    /// `captureScreenIncludingSwiftUI()` calls waiting for SwiftUI's registrations: SwiftUI keeps
    /// listening until the last one returns.
    var swiftUICapturesUnderWay = 0
    /// Whether a keyboard navigates, for following SwiftUI views (`SwiftUIListening`).
    var swiftUIListening = SwiftUIListening()
    /// The pending end of a keyboard's grace while the highlight sleeps, and its time.
    var swiftUIListeningDeadline: (work: DispatchWorkItem, time: Double)?
    /// A keyboard's first key waiting for the SwiftUI views to register before the highlight
    /// wakes (`HeldKeyboardWake`).
    var heldKeyboardWake = HeldKeyboardWake()
    /// The pending call of `policy.advance(to:)` (the end of a scroll), or of a waiting turn.
    var policyDeadlineWork: DispatchWorkItem?
    /// Sees every touch of the driven windows without taking part in them (`TouchObserver`).
    lazy var touchObserver = TouchObserver(runtime: self)
    /// The view the highlight rides on while a scroll is under way (`followFocusedElement()`).
    var highlightAnchor: HighlightAnchor?
    let focusLogger = DiagnosticLog(category: "focus")
    let inputLogger = DiagnosticLog(category: "input")

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
        // The controller keyboard leaves the field it types in (the system keyboard comes back).
        #if canImport(WebKit)
        // Typing in a web field ends, in the page too (first: the keyboard's removal below would
        // slide the system keyboard onto the SDK's field).
        WebFieldTyping.shared.end()
        #endif
        ControllerKeyboardSession.shared.remove()
        // Screens registered through the 1.1 API keep working on their own.
        if binderRoots.contains(where: { $0.value != nil }) {
            mode = .binderOnly
            // Only the registered views' windows stay claimed, from the next rebuild on.
            eventClaim.releaseAll()
            SceneCapture.forgetBars()
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

    func start() {
        // Devices are known at once; their handlers go on on the next main-queue turn, so that
        // a press whose handler enables GamepadKit or creates a binder is not seen by it.
        controllers.start()
        screenObserver.start()
    }

    func stop() {
        // Whatever the app was told is pressed is released before the controllers are let go,
        // and every repeat ends.
        let now = CACurrentMediaTime()
        deliver(binderBindings.deliveries(for: touchpads.disconnectAll()))
        deliver(binderBindings.deliveries(for: router.disconnectAll(at: now)))
        mode = .off
        abandonHeldKeyboardWake()
        swiftUIListening.reset()
        policy.sleep()
        highlightStateChanged()
        execute(engine.sleep())
        overlay.hide(animated: false)
        overlay.map.remove()
        OwnScrolls.forgetAll()
        eventClaim.releaseAll()
        touchObserver.observe([])
        screenObserver.stop()
        // Its handlers stop feeding GamepadKit now and come off their elements on the next
        // main-queue turn: `disable()` may run inside one of them (an app action run by A).
        controllers.stop()
        policy.reset()
        policyDeadlineWork?.cancel()
        policyDeadlineWork = nil
        repeatWork?.cancel()
        repeatWork = nil
        capture = nil
        watchedViews = nil
        lastSnapshot = nil
        SceneCapture.forgetBars()
    }

    /// The configuration's input settings with the live binders' 1.1 setup calls applied.
    func applySettings() {
        router.settings = binderBindings.settings(from: configuration.input, binderOnly: mode == .binderOnly)
        engine.settings = FocusSettings(wrapsAround: configuration.wrapsAround,
                                        preferredInitialFocus: swiftUIPreferredInitialFocus)
    }
}

/// What an app binding runs with each routed input of its token.
typealias AppInputHandler = @MainActor (RoutedInput) -> Void
#endif
