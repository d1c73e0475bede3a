#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Reads the accessibility elements a view publishes (a SwiftUI hosting view, a custom-drawn
/// control with `accessibilityElements`) into `ViewNode`s of kind `accessibilityElement`, with
/// public API only. Decides nothing: `AccessibilityRules` in core says which are focus stops and
/// what A does.
///
/// - **Containers.** Only plain views (kind `view`) outside bars are asked, and not hidden or
///   transparent ones, so UIKit controls, lists, bars and `Focusable` views keep their own handling. A view's elements are its `accessibilityElements`
///   when set and not empty, else `accessibilityElementCount()` elements by `accessibilityElement(at:)`. An
///   element that is not itself an element (`isAccessibilityElement` false) is read as a
///   container in turn, to a bounded depth.
/// - **Only elements A can use.** An element whose traits make it a stop but whose class
///   does not perform `accessibilityActivate()` (a plain `UIAccessibilityElement` with a button
///   trait) and is not adjustable is read with `focusableOverride` false (`ElementActivation`).
/// - **No element counted twice.** An element that is a `UIView` is skipped: the view walk reaches
///   it with its own role. Elements that stand for a UIKit control among the container's subviews
///   are dropped by `AccessibilityRules.withoutDuplicates(of:beside:)`.
/// - **Frames** come from `accessibilityFrame` (screen coordinates; `accessibilityPath`'s bounds
///   when the frame is empty), converted to the window's coordinates and then to the
///   container's, as every `ViewNode` frame is.
/// - **Ids** are the element's `accessibilityIdentifier`, else its label under the container,
///   else its place (`AccessibilityRules.elementID`), so a tree rebuilt by SwiftUI keeps focus.
/// - **Freshness.** Nothing is cached: every scan reads the tree again, so a SwiftUI update (a
///   toggled value, a new row) is seen at the next rebuild, and always before a press.
@MainActor
enum AccessibilityTreeReader {
    /// The most elements read from one container.
    static let maximumElements = 500
    /// The deepest nesting of element containers followed.
    static let maximumDepth = 12

    /// One element read from a container.
    struct Element {
        var node: ViewNode
        var object: NSObject
    }

    /// True when `view`, a plain view, is itself an accessibility element (a custom control that
    /// describes itself to VoiceOver): it becomes an `accessibilityElement` node.
    static func isElement(_ view: UIView) -> Bool {
        view.isAccessibilityElement && !view.accessibilityElementsHidden
    }

    /// The engine's traits for UIKit's.
    static func traits(_ traits: UIAccessibilityTraits) -> ElementTraits {
        var result: ElementTraits = []
        let pairs: [(UIAccessibilityTraits, ElementTraits)] = [
            (.button, .button), (.link, .link), (.adjustable, .adjustable), (.searchField, .searchField),
            (.keyboardKey, .keyboardKey), (.selected, .selected), (.notEnabled, .notEnabled), (.header, .header),
            (.staticText, .staticText), (.image, .image), (.summaryElement, .summaryElement),
            (.updatesFrequently, .updatesFrequently), (.playsSound, .playsSound), (.startsMediaSession, .startsMediaSession),
            (.allowsDirectInteraction, .allowsDirectInteraction), (.causesPageTurn, .causesPageTurn),
            (.tabBar, .tabBar),
        ]
        for (uikit, engine) in pairs where traits.contains(uikit) {
            result.insert(engine)
        }
        if #available(iOS 17.0, *) {
            if traits.contains(.toggleButton) { result.insert(.toggleButton) }
            if traits.contains(.supportsZoom) { result.insert(.supportsZoom) }
        }
        return result
    }

    /// The elements `container` publishes, with frames in the container's coordinates
    /// (`containerWindowOrigin` is its origin in the window, `contentOffset` its scroll position).
    static func elements(of container: UIView, containerID: String, containerWindowOrigin: CGPoint,
                         contentOffset: CGPoint) -> [Element] {
        guard !container.isAccessibilityElement, !container.accessibilityElementsHidden, !container.isHidden,
              container.alpha > CGFloat(FocusScanner.minimumVisibleAlpha), let window = container.window, let screen = ScreenCoordinates(window: window) else { return [] }
        var found: [Element] = []
        var usedIDs: [String: Int] = [:]
        var stack: [(object: NSObject, depth: Int)] = children(of: container).reversed().map { ($0, 1) }
        var visits = 0
        while let (object, depth) = stack.popLast(), found.count < maximumElements, visits < maximumElements * 4 {
            visits += 1
            // A view is reached by the view walk, with its own role.
            if object is UIView || object.accessibilityElementsHidden { continue }
            guard object.isAccessibilityElement else {
                if depth < maximumDepth {
                    stack.append(contentsOf: children(of: object).reversed().map { ($0, depth + 1) })
                }
                continue
            }
            guard let windowFrame = windowFrame(of: object, screen: screen) else { continue }
            let label = object.accessibilityLabel
            let identifier = (object as? UIAccessibilityIdentification)?.accessibilityIdentifier
            let base = AccessibilityRules.elementID(containerID: containerID, identifier: identifier, label: label, index: found.count)
            let uses = usedIDs[base, default: 0] + 1
            usedIDs[base] = uses
            let frame = Rect(x: Double(windowFrame.minX - containerWindowOrigin.x + contentOffset.x),
                             y: Double(windowFrame.minY - containerWindowOrigin.y + contentOffset.y),
                             width: Double(windowFrame.width), height: Double(windowFrame.height))
            let elementTraits = traits(object.accessibilityTraits)
            var node = ViewNode(id: uses == 1 ? base : "\(base)#\(uses)", kind: .accessibilityElement, frame: frame,
                                label: label, accessibilityTraits: elementTraits)
            // A button element whose activation does nothing (no touch is synthesized) is no stop.
            if AccessibilityRules.isActionable(elementTraits) {
                node.focusableOverride = ElementActivation.focusableOverride(
                    traits: elementTraits, activates: ElementActivationReader.activates(object))
            }
            found.append(Element(node: node, object: object))
        }
        return found
    }

    /// The element of `container` that had `id` in the last read, read again (SwiftUI may have
    /// replaced the object since).
    static func element(withID id: String, in container: UIView, containerID: String) -> NSObject? {
        let origin = container.convert(container.bounds.origin, to: nil)
        return elements(of: container, containerID: containerID, containerWindowOrigin: origin, contentOffset: .zero)
            .first { $0.node.id == id }?.object
    }

    /// The direct children of an accessibility container: its `accessibilityElements`, or, when
    /// that is nil or empty, its `accessibilityElementCount()` elements (a hosting view may
    /// answer an empty array and still count its elements).
    static func children(of container: NSObject) -> [NSObject] {
        if let elements = container.accessibilityElements, !elements.isEmpty {
            return elements.prefix(maximumElements).compactMap { $0 as? NSObject }
        }
        let count = container.accessibilityElementCount()
        guard count > 0, count != NSNotFound else { return [] }
        return (0..<min(count, maximumElements)).compactMap { container.accessibilityElement(at: $0) as? NSObject }
    }

    /// The element's frame in the window: `accessibilityFrame`, or its path's bounds when the frame
    /// is empty; nil when neither is a finite, non-empty rectangle.
    static func windowFrame(of element: NSObject, screen: ScreenCoordinates) -> CGRect? {
        var frame = element.accessibilityFrame
        if !isUsable(frame), let path = element.accessibilityPath {
            frame = path.bounds
        }
        guard isUsable(frame) else { return nil }
        let converted = screen.windowRect(fromScreen: frame)
        return isUsable(converted) ? converted : nil
    }

    private static func isUsable(_ rect: CGRect) -> Bool {
        !rect.isNull && !rect.isInfinite && rect.minX.isFinite && rect.minY.isFinite
            && rect.width.isFinite && rect.height.isFinite && rect.width > 0 && rect.height > 0
    }
}
#endif
