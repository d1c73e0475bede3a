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
@MainActor
final class ControllerObserver {
    private unowned let runtime: GamepadRuntime
    private var tokens: [NSObjectProtocol] = []
    private var ids: [ObjectIdentifier: ControllerID] = [:]
    private(set) var kinds: [ControllerID: ControllerKind] = [:]
    /// Connection order, for "the current controller" of the 1.1 API.
    private var order: [ControllerID] = []
    private var nextID = 1
    private var keyboardID: ControllerID?
    /// The handlers installed on each connected device, removed when it goes.
    private var installed: [ObjectIdentifier: [InstalledHandler]] = [:]

    init(runtime: GamepadRuntime) {
        self.runtime = runtime
    }

    /// True while at least one game controller (not a keyboard) is connected.
    var hasGamepad: Bool { kinds.values.contains { $0 != .keyboard } }

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
                    if isConnect { observer.connect(device) } else { observer.disconnect(device) }
                }
            })
        }
        GCController.controllers().forEach { connect($0) }
        if let keyboard = GCKeyboard.coalesced { connect(keyboard) }
    }

    func stop() {
        tokens.forEach(NotificationCenter.default.removeObserver)
        tokens.removeAll()
        installed.values.forEach { $0.forEach { $0.detach() } }
        installed.removeAll()
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

    private func connect(_ device: AnyObject) {
        if let controller = device as? GCController {
            connect(controller)
        } else if let keyboard = device as? GCKeyboard {
            connect(keyboard)
        }
    }

    private func connect(_ controller: GCController) {
        let profile = controller.extendedGamepad ?? controller.microGamepad
        let kind = ControllerKind(
            profileClassName: profile.map { String(describing: type(of: $0)) },
            productCategory: controller.productCategory,
            vendorName: controller.vendorName)
        guard let id = register(controller, kind: kind) else { return }
        installed[ObjectIdentifier(controller)] = GamepadInputBridge.attach(to: controller, id: id)
    }

    private func connect(_ keyboard: GCKeyboard) {
        guard let id = register(keyboard, kind: .keyboard) else { return }
        keyboardID = id
        installed[ObjectIdentifier(keyboard)] = KeyboardInputBridge.attach(to: keyboard, id: id)
    }

    private func disconnect(_ object: AnyObject) {
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
