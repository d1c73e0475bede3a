#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

extension ViewTreeBuilder {
    /// A plain view that is itself an accessibility element becomes an `accessibilityElement`
    /// node with its traits and label; its accessibility actions are sent to the view.
    func describeAsAccessibilityElement(_ view: UIView, node: inout ViewNode) {
        node.kind = .accessibilityElement
        node.accessibilityTraits = AccessibilityTreeReader.traits(view.accessibilityTraits)
        if let label = view.accessibilityLabel, !label.isEmpty {
            node.label = label
        }
    }
}
#endif
