#if canImport(UIKit)
import Foundation

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

/// One handler GamepadKit put on a GameController element, and how to take it off.
struct InstalledHandler {
    private let remove: () -> Void

    fileprivate init(remove: @escaping () -> Void) {
        self.remove = remove
    }

    /// Stops feeding GamepadKit and, when GamepadKit's handler is still the element's handler,
    /// puts back the one it replaced.
    func detach() { remove() }
}

/// Installs GamepadKit's handlers on GameController elements without taking them from the app.
///
/// - The handler that was there (the app's own) is kept and called after GamepadKit's, with
///   the same arguments, on the queue GameController calls them on (the controller's
///   `handlerQueue`, which GamepadKit leaves as the app set it).
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
        make: (_ previous: Handler?, _ isOn: HandlerSwitch) -> Handler
    ) -> InstalledHandler {
        let previous = element[keyPath: keyPath]
        let isOn = HandlerSwitch()
        element[keyPath: keyPath] = make(previous, isOn)
        let installed = blockObject(of: element, key: key)
        return InstalledHandler {
            isOn.turnOff()
            guard let installed, let current = blockObject(of: element, key: key), current === installed else { return }
            element[keyPath: keyPath] = previous
        }
    }

    /// The block object the element holds under `key`, or nil (none, or no such property).
    private static func blockObject(of element: NSObject, key: String) -> AnyObject? {
        guard element.responds(to: NSSelectorFromString(key)) else { return nil }
        return element.value(forKey: key) as AnyObject?
    }
}
#endif
