#if canImport(SwiftUI) && canImport(UIKit)
import UIKit

/// What one registered SwiftUI view does, as an object the executor's accessibility path can
/// act on: A calls `accessibilityActivate()`, adjust mode `accessibilityIncrement()` and
/// `accessibilityDecrement()` (`AccessibilityElementActions`). It is never published to
/// VoiceOver: it is no element of any container's accessibility tree.
@MainActor
final class SwiftUIElementHandle: NSObject {
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
#endif
