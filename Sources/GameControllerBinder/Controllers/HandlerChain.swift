#if canImport(UIKit)
import Foundation
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Turns one installed handler off from any thread: the handler keeps forwarding to the app's
/// own handler but stops feeding GamepadKit.
final class HandlerSwitch: @unchecked Sendable {
    private let lock = NSLock()
    private var on = true

    var isOn: Bool {
        lock.lock()
        defer { lock.unlock() }
        return on
    }

    func turnOff() {
        lock.lock()
        on = false
        lock.unlock()
    }
}

/// One handler GamepadKit put on a GameController element: how to take it off, and how to put
/// it back in front when the app replaced it.
struct InstalledHandler {
    private let remove: () -> Void
    private let refresh: () -> Void
    private let silence: () -> Void

    fileprivate init(remove: @escaping () -> Void, refresh: @escaping () -> Void, silence: @escaping () -> Void) {
        self.remove = remove
        self.refresh = refresh
        self.silence = silence
    }

    /// Stops feeding GamepadKit and, when GamepadKit's handler is still the element's handler,
    /// puts back the one it replaced.
    func detach() { remove() }

    /// Stops feeding GamepadKit without touching the element (safe inside a running handler);
    /// `detach()` later puts the app's handler back.
    func turnOff() { silence() }

    /// When the app set a handler of its own after GamepadKit's (which replaced it), chains
    /// GamepadKit's in front again (`HandlerReplacement`).
    func rechainIfReplaced() { refresh() }
}

/// Installs GamepadKit's handlers on GameController elements without taking them from the app.
///
/// - The handler that was there (the app's own) is kept and called after GamepadKit's, with
///   the same arguments, on the queue GameController calls them on (the controller's
///   `handlerQueue`, which GamepadKit leaves as the app set it).
/// - A handler the app sets later replaces GamepadKit's. `rechainIfReplaced()` (run on the
///   rebuild after a screen appeared or went, a device connected or the scene activated, and
///   when the app becomes active; never inside a controller handler) notices it and installs GamepadKit's again in
///   front of the app's new one; the replaced GamepadKit handler is switched off, so an app
///   handler that itself calls the one it replaced never delivers an event twice.
/// - Detaching turns GamepadKit's handler off and restores the previous one only when
///   GamepadKit's is still installed: when the app replaced it meanwhile, the app's stays.
///   Whether it is still installed is told by the identity of the block object the element
///   holds (read through key-value coding, since a block loses its identity when bridged to a
///   Swift closure). When that cannot be read, nothing is replaced, and GamepadKit's handler,
///   turned off, only forwards to the previous one.
enum HandlerChain {
    static func install<Element: NSObject, Handler>(
        on element: Element,
        property keyPath: ReferenceWritableKeyPath<Element, Handler?>,
        key: String,
        make: @escaping (_ previous: Handler?, _ isOn: HandlerSwitch) -> Handler
    ) -> InstalledHandler {
        let chain = Chain(element: element, keyPath: keyPath, key: key, make: make)
        chain.installInFront()
        return InstalledHandler(remove: { chain.detach() }, refresh: { chain.rechainIfReplaced() },
                                silence: { chain.turnOff() })
    }

    /// The block object the element holds under `key`, or nil (none, or no such property).
    fileprivate static func blockObject(of element: NSObject, key: String) -> AnyObject? {
        guard canRead(element, key: key) else { return nil }
        return element.value(forKey: key) as AnyObject?
    }

    fileprivate static func canRead(_ element: NSObject, key: String) -> Bool {
        element.responds(to: NSSelectorFromString(key))
    }

    /// The state of one element's handler chain.
    private final class Chain<Element: NSObject, Handler> {
        private weak var element: Element?
        private let keyPath: ReferenceWritableKeyPath<Element, Handler?>
        private let key: String
        private let make: (Handler?, HandlerSwitch) -> Handler
        private var previous: Handler?
        private var isOn = HandlerSwitch()
        private var installed: AnyObject?
        private var isDetached = false

        init(element: Element, keyPath: ReferenceWritableKeyPath<Element, Handler?>, key: String,
             make: @escaping (Handler?, HandlerSwitch) -> Handler) {
            self.element = element
            self.keyPath = keyPath
            self.key = key
            self.make = make
        }

        func installInFront() {
            guard let element else { return }
            previous = element[keyPath: keyPath]
            isOn = HandlerSwitch()
            element[keyPath: keyPath] = make(previous, isOn)
            installed = HandlerChain.blockObject(of: element, key: key)
        }

        func rechainIfReplaced() {
            guard !isDetached, let element else { return }
            let current = HandlerChain.blockObject(of: element, key: key)
            let state = HandlerReplacement.state(installed: installed.map(ObjectIdentifier.init),
                                                 current: current.map(ObjectIdentifier.init),
                                                 canRead: HandlerChain.canRead(element, key: key))
            switch state {
            case .intact, .unknown:
                return
            case .replaced, .cleared:
                isOn.turnOff()
                installInFront()
            }
        }

        func turnOff() {
            isOn.turnOff()
        }

        func detach() {
            isDetached = true
            isOn.turnOff()
            guard let element, let installed, let current = HandlerChain.blockObject(of: element, key: key),
                  current === installed else { return }
            element[keyPath: keyPath] = previous
        }
    }
}
#endif
