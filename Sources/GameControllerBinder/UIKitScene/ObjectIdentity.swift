#if canImport(UIKit)
import UIKit
import ObjectiveC

/// Stable ids of UIKit objects for the engine: the same object keeps the same id as long as it
/// lives, so focus survives rebuilds, and a new object never takes the id of one that is gone.
///
/// A memory address would not do: a new view allocated where a released one was would inherit
/// its id, and with it its remembered focus. Each object is stamped instead, on first sight,
/// with a serial number kept as an associated object (`"ClassName#12"`).
enum ObjectIdentity {
    /// The key of the stamp (its address is the key; the byte is never read).
    nonisolated(unsafe) private static let stampKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    nonisolated(unsafe) private static var nextSerial = 0
    private static let lock = NSLock()

    /// `accessibilityIdentifier` when the app set one, else the object's stamped id.
    @MainActor
    static func id(of view: UIView) -> String {
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
            return identifier
        }
        return id(ofObject: view)
    }

    /// `"ClassName#serial"`, the same for the object's whole life.
    static func id(ofObject object: AnyObject) -> String {
        if let stamp = objc_getAssociatedObject(object, stampKey) as? String { return stamp }
        lock.lock()
        nextSerial += 1
        let serial = nextSerial
        lock.unlock()
        let stamp = "\(String(describing: type(of: object)))#\(serial)"
        objc_setAssociatedObject(object, stampKey, stamp, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        return stamp
    }
}
#endif
