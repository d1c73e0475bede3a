#if canImport(SwiftUI) && canImport(UIKit)
import UIKit
import SwiftUI

/// What one registered SwiftUI view does, as an object the executor's accessibility path can
/// act on: A calls `accessibilityActivate()`, adjust mode `accessibilityIncrement()` and
/// `accessibilityDecrement()` (`AccessibilityElementActions`). It is never published to
/// VoiceOver: it is no element of any container's accessibility tree.
///
/// It is an `ObservableObject` only so that a view keeps it as a `@StateObject`, whose initial
/// value SwiftUI makes once per view identity (a `@State` initial value is made again on every
/// evaluation of the parent's body, then thrown away): it publishes nothing.
@MainActor
final class SwiftUIElementHandle: NSObject, ObservableObject {
    /// The SwiftUI view's token: the same for as long as the view lives.
    let key = SwiftUIKeys.make()
    var activate: (@MainActor () -> Void)?
    var increment: (@MainActor () -> Void)?
    var decrement: (@MainActor () -> Void)?

    override func accessibilityActivate() -> Bool {
        guard let activate else { return false }
        activate()
        return true
    }

    override func accessibilityIncrement() {
        increment?()
    }

    override func accessibilityDecrement() {
        decrement?()
    }
}

/// Short random tokens for SwiftUI views and roots.
enum SwiftUIKeys {
    static func make() -> String {
        String(UUID().uuidString.prefix(8)).lowercased()
    }
}

/// A token kept as a `@StateObject`, so that it is made once per view identity, not on every
/// evaluation of the parent's body (as a `@State` initial value would be). It publishes nothing.
@MainActor
final class SwiftUIKeyHolder: ObservableObject {
    let key = SwiftUIKeys.make()
}
#endif
