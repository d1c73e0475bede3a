#if canImport(UIKit)
import UIKit
import ObjectiveC
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Reads whether an accessibility element's class performs `accessibilityActivate()`
/// (`ElementActivation.activates`): its implementation is neither `NSObject`'s default nor
/// `UIAccessibilityElement`'s, or the class is SwiftUI's. A class fact, read once per class
/// and process, as the hit-test facts are (`ViewClassFactsReader`).
@MainActor
enum ElementActivationReader {
    private static var known: [ObjectIdentifier: Bool] = [:]
    private static let selector = #selector(NSObject.accessibilityActivate)

    /// True when an element of `object`'s class does something on `accessibilityActivate()`.
    static func activates(_ object: NSObject) -> Bool {
        let elementClass: AnyClass = type(of: object)
        let key = ObjectIdentifier(elementClass)
        if let answer = known[key] { return answer }
        let own = class_getMethodImplementation(elementClass, selector)
        let defaults = [class_getMethodImplementation(NSObject.self, selector),
                        class_getMethodImplementation(UIAccessibilityElement.self, selector)]
        let implementsActivate = own != nil && !defaults.contains { $0 == own }
        let answer = ElementActivation.activates(implementsActivate: implementsActivate,
                                                 isSwiftUIClass: isSwiftUIImage(class_getImageName(elementClass)))
        known[key] = answer
        return answer
    }

    private static func isSwiftUIImage(_ path: UnsafePointer<CChar>?) -> Bool {
        guard let path else { return false }
        return String(cString: path).contains("/SwiftUI")
    }
}
#endif
