#if canImport(UIKit)
import UIKit

/// Stable ids of UIKit objects for the engine: the same object keeps the same id as long as it
/// lives, so focus survives rebuilds.
enum ObjectIdentity {
    /// `accessibilityIdentifier` when the app set one, else `"ClassName@0x…"` from the object's
    /// identity.
    @MainActor
    static func id(of view: UIView) -> String {
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
            return identifier
        }
        return id(ofObject: view)
    }

    /// `"ClassName@0x…"`.
    static func id(ofObject object: AnyObject) -> String {
        let address = UInt(bitPattern: ObjectIdentifier(object).hashValue)
        return "\(String(describing: type(of: object)))@0x\(String(address, radix: 16))"
    }
}
#endif
