/// The rules for elements that come from the accessibility tree (SwiftUI views, custom-drawn
/// controls): whether one is a focus stop, what A does on it, and how it sits beside the UIKit
/// views of the same container. The scanner asks these rules about every view, so a UIKit view
/// keeps the rules of its kind.
///
/// - **Focus stops.** An accessibility element is a stop when one of its traits says it does
///   something: `button`, `link`, `toggleButton`, `adjustable`, `searchField` or `keyboardKey`.
///   A header, static text, image or an element with no trait is read by VoiceOver but has no
///   action, so it is not a stop (a header that is also a button is). The app's
///   `focusableOverride` wins, as for every view.
/// - **Groups holding controls.** A view that is one element for VoiceOver but holds focusable
///   views of its own (a card grouped for reading, with its own button) is not a stop: its
///   inside is searched, as for any plain view (`holdsFocusableView(_:)`). Elements read from a
///   container's accessibility tree hold no views, so the rule never applies to them.
/// - **Not enabled.** An element with `notEnabled` is treated as a disabled control: it is not a
///   candidate, and nothing inside it is searched.
/// - **A.** On an `adjustable` element A enters adjust mode, where left and right increment and
///   decrement it (`FocusCommand.adjust`), and A or B leave the mode. On a `searchField` A starts
///   text entry and B ends it. On a `toggleButton` A toggles. Any other stop is pressed. The iOS
///   layer performs each of these through the element's accessibility actions
///   (`accessibilityActivate`, `accessibilityIncrement`/`Decrement`).
/// - **B.** No trait changes B: in adjust mode or text entry it leaves the mode, otherwise it
///   goes back (dismiss or pop) as on every screen.
/// - **No element counted twice.** A container can publish elements that stand for UIKit views
///   it also holds (a SwiftUI text field is a `UITextField`). An element whose frame covers a
///   UIKit control beside it for at least half of the smaller of the two is dropped: the control
///   keeps its own handling (`withoutDuplicates(of:beside:)`).
public enum AccessibilityRules {
    /// The traits that make an element a focus stop.
    public static let actionableTraits: ElementTraits = [.button, .link, .toggleButton, .adjustable, .searchField, .keyboardKey]

    /// True when an accessibility element with `traits` is a focus stop that can be used now:
    /// it has an actionable trait and is not `notEnabled`.
    public static func isFocusStop(_ traits: ElementTraits) -> Bool {
        isActionable(traits) && !traits.contains(.notEnabled)
    }

    /// True when `traits` say the element does something when activated (enabled or not).
    public static func isActionable(_ traits: ElementTraits) -> Bool {
        !traits.isDisjoint(with: actionableTraits)
    }

    /// What A does on an accessibility element with `traits`.
    public static func interaction(for traits: ElementTraits) -> FocusInteraction {
        if traits.contains(.adjustable) { return .adjust }
        if traits.contains(.searchField) { return .textEntry }
        if traits.contains(.toggleButton) { return .toggle }
        return .press
    }

    /// What A does on an element of `kind`: the traits decide for accessibility elements, the
    /// kind for every other view.
    public static func interaction(kind: ViewKind, traits: ElementTraits) -> FocusInteraction {
        kind == .accessibilityElement ? interaction(for: traits) : kind.interaction
    }

    /// The scanner's focusability rule for any view: the app's override, else the traits for an
    /// accessibility element that holds no focusable view, else the kind's default.
    public static func isFocusable(_ node: ViewNode) -> Bool {
        if let override = node.focusableOverride { return override }
        if node.kind == .accessibilityElement {
            return isActionable(node.accessibilityTraits) && !holdsFocusableView(node)
        }
        return node.kind.isFocusableByDefault
    }

    /// True when a view that can be used lies under `node`: one that is focusable (by the app's
    /// override, its kind, or its traits for an accessibility element) and enabled, in a subtree
    /// that is not hidden, transparent or closed to touches. A view grouped for VoiceOver that
    /// holds one (a card that is one element and has its own "Follow" button) is then not a
    /// stop: the scanner searches its inside instead.
    ///
    /// An actionable element found below counts without looking under it: either it is a stop
    /// itself or what it holds is, so the walk visits each view once.
    public static func holdsFocusableView(_ node: ViewNode) -> Bool {
        var pending: [[ViewNode]] = [node.children]
        while let views = pending.popLast() {
            for view in views {
                guard !view.isHidden, view.alpha > FocusScanner.minimumVisibleAlpha, view.isInteractive else { continue }
                let focusable: Bool
                if let override = view.focusableOverride {
                    focusable = override
                } else if view.kind == .accessibilityElement {
                    focusable = isActionable(view.accessibilityTraits)
                } else {
                    focusable = view.kind.isFocusableByDefault
                }
                if focusable, isEnabled(view) { return true }
                if !focusable || view.isWalkedThrough, !view.children.isEmpty { pending.append(view.children) }
            }
        }
        return false
    }

    /// The scanner's enabled rule for any view: enabled, not marked `notEnabled`, and not a
    /// button a tap does nothing on (`ViewNode.takesNoAction`): a press there would do nothing.
    public static func isEnabled(_ node: ViewNode) -> Bool {
        node.isEnabled && !node.accessibilityTraits.contains(.notEnabled) && !node.takesNoAction
    }

    /// The stable id of an element of the container `containerID`: its accessibility identifier
    /// when it has one, else its label, else its place among the container's elements. Element
    /// objects may be recreated on every read (SwiftUI does), so an object's identity cannot be
    /// the id; the label keeps focus on "Save" across rebuilds.
    public static func elementID(containerID: String, identifier: String?, label: String?, index: Int) -> String {
        if let identifier, !identifier.isEmpty { return identifier }
        if let label, !label.isEmpty { return "\(containerID)/\(label)" }
        return "\(containerID)/element\(index)"
    }

    /// The accessibility elements of a container without those that stand for a UIKit control
    /// among `views` (the container's subviews, with their subtrees).
    ///
    /// Frames are all in the container's coordinates (the `ViewNode` contract: each child's frame
    /// in its parent's). An element is a duplicate when its frame and a control's share at least
    /// half of the smaller of the two areas. Controls are the views focusable by default
    /// (`ViewKind.isFocusableByDefault`) or marked focusable, found at any depth; hidden and
    /// transparent subtrees hold none.
    public static func withoutDuplicates(of elements: [ViewNode], beside views: [ViewNode]) -> [ViewNode] {
        let controls = controlFrames(in: views)
        guard !controls.isEmpty else { return elements }
        return elements.filter { element in
            !controls.contains { covers(element.frame, $0) }
        }
    }

    /// True when `a` and `b` share at least half of the smaller one's area.
    static func covers(_ a: Rect, _ b: Rect) -> Bool {
        guard let shared = a.intersection(b) else { return false }
        let smaller = min(a.width * a.height, b.width * b.height)
        guard smaller > 0 else { return false }
        return shared.width * shared.height * 2 >= smaller
    }

    /// The frames of the controls among `views`, in the coordinates `views` are placed in.
    static func controlFrames(in views: [ViewNode]) -> [Rect] {
        var frames: [Rect] = []
        var stack: [(node: ViewNode, origin: LayoutPoint)] = views.reversed().map { ($0, .zero) }
        while let (node, parentOrigin) = stack.popLast() {
            guard !node.isHidden, node.alpha > FocusScanner.minimumVisibleAlpha else { continue }
            let origin = LayoutPoint(x: parentOrigin.x + node.frame.minX, y: parentOrigin.y + node.frame.minY)
            if node.kind != .accessibilityElement, node.focusableOverride ?? node.kind.isFocusableByDefault {
                frames.append(Rect(origin: origin, size: node.frame.size))
                continue
            }
            let childOrigin = LayoutPoint(x: origin.x - node.contentOffset.x, y: origin.y - node.contentOffset.y)
            for child in node.children.reversed() {
                stack.append((child, childOrigin))
            }
        }
        return frames
    }
}
