#if canImport(UIKit)
import UIKit
import QuartzCore
@preconcurrency import GameController
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Follows game controllers and hardware keyboards: connects the ones already there when
/// GamepadKit starts and every one that connects later, turns each element's changes into
/// `ControllerEvent`s for the runtime, and reports disconnects. Several controllers at once are
/// independent (each has its own `ControllerID`); the keyboard has one id of its own.
///
/// `start()` and `stop()` may be called from inside a controller handler (an app action run by
/// A that calls `GamepadKit.disable()`, a screen opened by a press that creates a
/// `GameControllerBinder`). They change what is known at once (which devices are connected,
/// whether GamepadKit's handlers feed it), but they put handlers on elements or take them off
/// only on the next main-queue turn, so that the handler that is running is never replaced
/// while it runs, and a press that starts GamepadKit is not also seen by it. Several calls in
/// one turn end in the state of the last one.
@MainActor
final class ControllerObserver {
    private unowned let runtime: GamepadRuntime
    private var tokens: [NSObjectProtocol] = []
    private var ids: [ObjectIdentifier: ControllerID] = [:]
    private(set) var kinds: [ControllerID: ControllerKind] = [:] {
        didSet {
            if Self.hasGamepad(kinds) != Self.hasGamepad(oldValue) || kinds.values.contains(.keyboard) != oldValue.values.contains(.keyboard) {
                runtime.updateSwiftUIListening()
            }
        }
    }
    /// Connection order, for "the current controller" of the 1.1 API.
    private var order: [ControllerID] = []
    private var nextID = 1
    private var keyboardID: ControllerID?
    /// The handlers installed on each connected device, removed when it goes.
    private var installed: [ObjectIdentifier: [InstalledHandler]] = [:]
    /// Devices `start()` registered whose handlers are installed on the next main-queue turn.
    private var pendingAttach: [ObjectIdentifier: WeakRef<NSObject>] = [:]
    /// Handlers `stop()` turned off, taken off their elements on the next main-queue turn.
    private var pendingDetach: [InstalledHandler] = []
    private var isHandlerTurnScheduled = false

    init(runtime: GamepadRuntime) {
        self.runtime = runtime
    }

    /// True while at least one game controller (not a keyboard) is connected.
    var hasGamepad: Bool { Self.hasGamepad(kinds) }

    /// True while a hardware keyboard is connected.
    var hasKeyboard: Bool { kinds.values.contains(.keyboard) }

    /// The id the keyboard's input carries, while one is connected.
    var keyboardControllerID: ControllerID? { keyboardID }

    private static func hasGamepad(_ kinds: [ControllerID: ControllerKind]) -> Bool {
        kinds.values.contains { $0 != .keyboard }
    }

    /// True while a game controller or a keyboard is connected.
    var hasInputDevice: Bool { !kinds.isEmpty }

    /// Puts GamepadKit's handlers back in front of handlers the app installed after them
    /// (see `HandlerChain`).
    func rechainReplacedHandlers() {
        installed.values.forEach { $0.forEach { $0.rechainIfReplaced() } }
    }

    /// The family of the most recently connected game controller.
    var currentGamepadKind: ControllerKind? {
        order.reversed().compactMap { kinds[$0] }.first { $0 != .keyboard }
    }

    func start() {
        guard tokens.isEmpty else { return }
        let center = NotificationCenter.default
        // Each notification's object is a controller or a keyboard; connect and disconnect
        // take either.
        let changes: [(Notification.Name, isConnect: Bool)] = [
            (.GCControllerDidConnect, true), (.GCControllerDidDisconnect, false),
            (.GCKeyboardDidConnect, true), (.GCKeyboardDidDisconnect, false),
        ]
        for (name, isConnect) in changes {
            tokens.append(center.addObserver(forName: name, object: nil, queue: .main) { note in
                let device = UncheckedBox(note.object as AnyObject?)
                runAsMainActor {
                    guard let device = device.value else { return }
                    let observer = GamepadRuntime.shared.controllers
                    if isConnect {
                        observer.connect(device, attachesNow: true)
                    } else {
                        observer.disconnect(device)
                    }
                }
            })
        }
        GCController.controllers().forEach { connect($0, attachesNow: false) }
        if let keyboard = GCKeyboard.coalesced { connect(keyboard, attachesNow: false) }
    }

    func stop() {
        tokens.forEach(NotificationCenter.default.removeObserver)
        tokens.removeAll()
        for handlers in installed.values {
            handlers.forEach { $0.turnOff() }
            pendingDetach += handlers
        }
        installed.removeAll()
        pendingAttach.removeAll()
        if !pendingDetach.isEmpty { scheduleHandlerTurn() }
        ids.removeAll()
        kinds.removeAll()
        order.removeAll()
        keyboardID = nil
    }

    private func register(_ object: AnyObject, kind: ControllerKind) -> ControllerID? {
        let key = ObjectIdentifier(object)
        guard ids[key] == nil else { return nil }
        let id = ControllerID(nextID)
        nextID += 1
        ids[key] = id
        kinds[id] = kind
        order.append(id)
        runtime.invalidate(.controllerChange)
        return id
    }

    /// Registers `device` (a controller or a keyboard) and installs its handlers: now when
    /// `attachesNow` (a connect notification, never inside a controller handler), else on the
    /// next main-queue turn.
    private func connect(_ device: AnyObject, attachesNow: Bool) {
        let id: ControllerID
        if let controller = device as? GCController {
            let profile = controller.extendedGamepad ?? controller.microGamepad
            let kind = ControllerKind(
                profileClassName: profile.map { String(describing: type(of: $0)) },
                productCategory: controller.productCategory,
                vendorName: controller.vendorName)
            guard let registered = register(controller, kind: kind) else { return }
            id = registered
        } else if let keyboard = device as? GCKeyboard {
            guard let registered = register(keyboard, kind: .keyboard) else { return }
            keyboardID = registered
            id = registered
        } else {
            return
        }
        guard let object = device as? NSObject else { return }
        if attachesNow {
            installed[ObjectIdentifier(object)] = Self.attach(to: object, id: id)
        } else {
            pendingAttach[ObjectIdentifier(object)] = WeakRef(object)
            scheduleHandlerTurn()
        }
    }

    /// Installs GamepadKit's handlers on `device`.
    private static func attach(to device: NSObject, id: ControllerID) -> [InstalledHandler] {
        if let controller = device as? GCController {
            return GamepadInputBridge.attach(to: controller, id: id)
        }
        if let keyboard = device as? GCKeyboard {
            return KeyboardInputBridge.attach(to: keyboard, id: id)
        }
        return []
    }

    private func scheduleHandlerTurn() {
        guard !isHandlerTurnScheduled else { return }
        isHandlerTurnScheduled = true
        DispatchQueue.main.async {
            runAsMainActor { GamepadRuntime.shared.controllers.applyHandlerChanges() }
        }
    }

    /// The deferred half of `start()` and `stop()`: handlers let go of come off their elements,
    /// then devices still connected get theirs (a device disconnected meanwhile gets none).
    private func applyHandlerChanges() {
        isHandlerTurnScheduled = false
        let detaching = pendingDetach
        pendingDetach = []
        detaching.forEach { $0.detach() }
        let attaching = pendingAttach
        pendingAttach = [:]
        for (key, device) in attaching {
            guard let object = device.value, let id = ids[key], installed[key] == nil else { continue }
            installed[key] = Self.attach(to: object, id: id)
        }
    }

    private func disconnect(_ object: AnyObject) {
        pendingAttach[ObjectIdentifier(object)] = nil
        installed.removeValue(forKey: ObjectIdentifier(object))?.forEach { $0.detach() }
        guard let id = ids.removeValue(forKey: ObjectIdentifier(object)) else { return }
        kinds[id] = nil
        order.removeAll { $0 == id }
        if id == keyboardID { keyboardID = nil }
        runtime.controllerDisconnected(id)
        runtime.invalidate(.controllerChange)
        if kinds.isEmpty {
            runtime.lastInputDeviceLeft()
        }
    }
}
#endif
