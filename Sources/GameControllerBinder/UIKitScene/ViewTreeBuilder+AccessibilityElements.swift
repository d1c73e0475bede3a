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

    /// Adds the accessibility elements a plain view publishes after its subviews, without those
    /// that stand for a UIKit control among them, and registers each element as a target.
    func appendAccessibilityElements(of view: UIView, to node: inout ViewNode, windowOrigin: CGPoint, contentOffset: CGPoint) {
        let elements = AccessibilityTreeReader.elements(of: view, containerID: node.id, containerWindowOrigin: windowOrigin,
                                                        contentOffset: contentOffset)
        guard !elements.isEmpty else { return }
        let objects = Dictionary(elements.map { ($0.node.id, $0.object) }, uniquingKeysWith: { first, _ in first })
        let kept = AccessibilityRules.withoutDuplicates(of: elements.map(\.node), beside: node.children)
        for var element in kept {
            guard let object = objects[element.id] else { continue }
            let readID = element.id
            element.id = uniqueID(readID)
            targets[element.id] = .accessibilityElement(element: WeakRef(object), container: WeakRef(view),
                                                        containerID: node.id, readID: readID)
            node.children.append(element)
        }
    }
}
#endif
