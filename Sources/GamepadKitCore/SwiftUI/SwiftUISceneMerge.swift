/// Puts what SwiftUI views registered into the view tree the UIKit scan built, so that one scan
/// makes one map of both (`FocusScanner`).
///
/// Each root (a view with `.gamepadNavigable()`, or an element with `.gamepadFocusable` and no
/// root above it) draws an invisible anchor view behind itself; its node in the tree places the
/// root in window coordinates. A root whose anchor is not in the tree (its view left the window)
/// adds nothing.
///
/// - **Where an element goes.** Its window frame is the anchor's window origin plus its frame in
///   the root. The search starts at the nearest ancestor of the anchor that holds anything besides
///   the anchor (the hosting view, not the wrapper SwiftUI puts around the anchor), or that is a
///   modal scope or a window, leaves the anchor's branch out, and goes down into the topmost
///   visible child that holds the element's centre. A scroll view, table or collection holds only
///   its own content: when the system tells the element's scroll view (iOS 17:
///   `SwiftUIScrollContainer.viewport`), the one with that frame, wherever the element is scrolled
///   to; when it tells there is none, no scroll view (a floating button over a list stays out of
///   it); when it cannot tell, the one whose frame or content view holds the centre. The element
///   becomes an `accessibilityElement` node with its role's traits in the
///   deepest such view: inside a SwiftUI `ScrollView`'s scroll view it is content that scrolling
///   reveals; inside a `List` row (a table or collection cell) it is that row's control, so the
///   row stays one stop of a UIKit list, never a second one.
/// - **UIKit controls win.** An element that covers a UIKit control of the host (at least half of
///   the smaller of the two: a SwiftUI `Toggle` drawn by a `UISwitch`, a `TextField`) is dropped:
///   the UIKit scan already has it, with its own handling.
/// - **One source per element.** The host may publish accessibility elements too. When an
///   assistive technology runs, the tree is complete and is what VoiceOver users get: an element
///   covered by an accessibility element that is a focus stop is dropped, the accessibility
///   element stays. When none runs, the registrations are the source: accessibility elements
///   they cover are removed. Accessibility elements that cover no registration (a custom-drawn
///   control inside the host) stay either way.
/// - **Disabled** elements are added with `notEnabled`, so they are no stops.
/// - **Ids** are the registry's; an id already used in the tree gets `#2`, `#3`… appended.
public struct SwiftUISceneMerge: Sendable {
    /// VoiceOver, Switch Control or another assistive technology is running.
    public var assistiveTechnologyIsRunning: Bool

    /// A merge for a device where an assistive technology is (or is not) running.
    public init(assistiveTechnologyIsRunning: Bool) {
        self.assistiveTechnologyIsRunning = assistiveTechnologyIsRunning
    }

    /// Merges `registry` into `tree`; `anchors` maps a root's key to its anchor's node id.
    public func merge(_ registry: SwiftUIElementRegistry, anchors: [String: String], into tree: ViewNode) -> SwiftUIMergeResult {
        var result = SwiftUIMergeResult(root: tree)
        guard !registry.isEmpty, !anchors.isEmpty else { return result }
        var index = TreeIndex(tree)
        var removedAccessibilityIDs: Set<String> = []
        for rootKey in registry.rootKeys.sorted() {
            guard let anchorID = anchors[rootKey], let anchor = index.locate(anchorID) else { continue }
            let host = index.searchRoot(above: anchor.path)
            // The anchor and the wrappers SwiftUI puts around it hold nothing of the screen.
            let anchorBranch = Array(anchor.path.prefix(host.path.count + 1))
            let hostNodes = index.descendants(of: host, excluding: anchorBranch)
            let origin = anchor.frame.origin
            var placed: [String: String] = [:]  // registry key → element id
            for (id, registration) in registry.elements(of: rootKey) {
                let frame = registration.frame.offsetBy(dx: origin.x, dy: origin.y)
                guard frame.isFinite, !frame.isEmpty else { continue }
                if hostNodes.contains(where: { $0.isUIKitControl && AccessibilityRules.covers(frame, $0.frame) }) {
                    result.droppedIDs.append(id)
                    continue
                }
                let covered = hostNodes.filter { $0.isAccessibilityStop && AccessibilityRules.covers(frame, $0.frame) }
                if assistiveTechnologyIsRunning, !covered.isEmpty {
                    result.droppedIDs.append(id)
                    continue
                }
                removedAccessibilityIDs.formUnion(covered.map(\.id))
                let parent = index.deepestHolder(of: frame, scroll: registration.scrollContainer.offsetBy(dx: origin.x, dy: origin.y),
                                                 from: host, excluding: anchorBranch)
                let uniqueID = index.unique(id)
                var traits = registration.role.traits
                if !registration.isEnabled { traits.insert(.notEnabled) }
                let node = ViewNode(id: uniqueID, kind: .accessibilityElement,
                                    frame: frame.offsetBy(dx: -parent.contentOrigin.x, dy: -parent.contentOrigin.y),
                                    label: registration.label, accessibilityTraits: traits)
                index.append(node, under: parent.path)
                result.placements[uniqueID] = SwiftUIMergeResult.Placement(rootKey: rootKey, key: registration.key,
                                                                          parentID: parent.id, windowFrame: frame)
                placed[registration.key] = uniqueID
                if registration.isDefaultFocus, registration.isEnabled { result.defaultFocusIDs.append(uniqueID) }
            }
            let members = registry.elements(of: rootKey)
            for section in registry.sections(of: rootKey) {
                let ids = members.filter { $0.registration.sectionKey == section.key }.compactMap { placed[$0.registration.key] }
                guard !ids.isEmpty else { continue }
                result.sections.append(SwiftUIFocusSection(
                    id: "\(rootKey).\(section.key)", frame: section.frame.offsetBy(dx: origin.x, dy: origin.y),
                    memberIDs: ids, defaultID: ids.first { result.defaultFocusIDs.contains($0) }))
            }
        }
        result.root = removedAccessibilityIDs.isEmpty ? index.root : Self.removing(removedAccessibilityIDs, from: index.root)
        return result
    }

    private static func removing(_ ids: Set<String>, from node: ViewNode) -> ViewNode {
        var node = node
        node.children = node.children.filter { !ids.contains($0.id) }.map { removing(ids, from: $0) }
        return node
    }
}

/// What a merge made: the tree to scan and where each SwiftUI element went.
public struct SwiftUIMergeResult: Hashable, Sendable {
    /// Where one element was put.
    public struct Placement: Hashable, Sendable {
        /// The registry key of the `.gamepadNavigable()` root the element belongs to.
        public var rootKey: String
        /// The registry key of the SwiftUI view.
        public var key: String
        /// The node the element was added to (the view that holds it).
        public var parentID: String
        /// Its frame in window coordinates when the scan was taken.
        public var windowFrame: Rect
    }

    /// The tree with the SwiftUI elements in it.
    public var root: ViewNode
    /// Each added element's id and where it went.
    public var placements: [String: Placement] = [:]
    /// Elements marked `.gamepadDefaultFocus()`, in registration order.
    public var defaultFocusIDs: [String] = []
    /// The focus sections, in window coordinates, with their members' ids.
    public var sections: [SwiftUIFocusSection] = []
    /// Registered elements left out because a UIKit control or (with an assistive technology
    /// running) an accessibility element already stands for them.
    public var droppedIDs: [String] = []

    /// A result holding `root` and nothing placed yet.
    public init(root: ViewNode) {
        self.root = root
    }
}

/// A node found in the tree, with its place in window coordinates.
private struct LocatedNode {
    var id: String
    var path: [Int]
    var frame: Rect
    /// The window position of the node's content origin (its origin less its content offset).
    var contentOrigin: LayoutPoint
    var isUIKitControl: Bool
    var isAccessibilityStop: Bool
}

/// The tree being merged into, with the lookups the merge needs.
private struct TreeIndex {
    var root: ViewNode
    private var usedIDs: Set<String> = []

    init(_ root: ViewNode) {
        self.root = root
        var pending = [root]
        while let node = pending.popLast() {
            usedIDs.insert(node.id)
            pending.append(contentsOf: node.children)
        }
    }

    /// `id`, or `id#2`, `id#3`… when already used.
    mutating func unique(_ id: String) -> String {
        var candidate = id
        var number = 1
        while usedIDs.contains(candidate) {
            number += 1
            candidate = "\(id)#\(number)"
        }
        usedIDs.insert(candidate)
        return candidate
    }

    func node(at path: [Int]) -> ViewNode {
        var node = root
        for index in path { node = node.children[index] }
        return node
    }

    /// The node and window placement at `path`.
    func located(_ path: [Int]) -> LocatedNode {
        var node = root
        var origin = root.frame.origin
        var contentOrigin = LayoutPoint(x: origin.x - root.contentOffset.x, y: origin.y - root.contentOffset.y)
        for index in path {
            node = node.children[index]
            origin = LayoutPoint(x: contentOrigin.x + node.frame.origin.x, y: contentOrigin.y + node.frame.origin.y)
            contentOrigin = LayoutPoint(x: origin.x - node.contentOffset.x, y: origin.y - node.contentOffset.y)
        }
        return LocatedNode(node, path: path, origin: origin, contentOrigin: contentOrigin)
    }

    /// The node with `id`, depth first in tree order.
    func locate(_ id: String) -> LocatedNode? {
        var pending: [[Int]] = [[]]
        while let path = pending.popLast() {
            let node = node(at: path)
            if node.id == id { return located(path) }
            for index in node.children.indices.reversed() { pending.append(path + [index]) }
        }
        return nil
    }

    /// Where the search for an element's place starts: the nearest ancestor of the anchor at
    /// `anchorPath` that holds anything besides the anchor's branch, is a modal scope (elements
    /// must stay inside a presented screen) or is a window.
    func searchRoot(above anchorPath: [Int]) -> LocatedNode {
        var path = anchorPath
        while path.count > 1 {
            path.removeLast()
            let node = node(at: path)
            if node.children.count > 1 || node.isModalScope || path.count == 1 { return located(path) }
        }
        return located(Array(anchorPath.dropLast()))
    }

    /// Every visible node under `top`, not in the subtree of `excluded`.
    func descendants(of top: LocatedNode, excluding excluded: [Int]) -> [LocatedNode] {
        var found: [LocatedNode] = []
        var pending: [LocatedNode] = [top]
        while let current = pending.popLast() {
            let node = node(at: current.path)
            for (index, child) in node.children.enumerated() where Self.isVisible(child) {
                let path = current.path + [index]
                guard path != excluded else { continue }
                let origin = LayoutPoint(x: current.contentOrigin.x + child.frame.origin.x,
                                         y: current.contentOrigin.y + child.frame.origin.y)
                let placed = LocatedNode(child, path: path, origin: origin,
                                         contentOrigin: LayoutPoint(x: origin.x - child.contentOffset.x,
                                                                    y: origin.y - child.contentOffset.y))
                found.append(placed)
                pending.append(placed)
            }
        }
        return found
    }

    /// The deepest view under `top` that holds `frame` (see `SwiftUISceneMerge`), in the scroll
    /// view `scroll` names when the system told.
    func deepestHolder(of frame: Rect, scroll: SwiftUIScrollContainer, from top: LocatedNode,
                       excluding excluded: [Int]) -> LocatedNode {
        var current = top
        let centre = frame.center
        descent: while true {
            let node = node(at: current.path)
            for index in node.children.indices.reversed() {
                let child = node.children[index]
                let path = current.path + [index]
                guard path != excluded, Self.isVisible(child), child.kind != .accessibilityElement else { continue }
                if child.kind.isFocusableByDefault, !child.kind.isListRow { continue }
                let origin = LayoutPoint(x: current.contentOrigin.x + child.frame.origin.x,
                                         y: current.contentOrigin.y + child.frame.origin.y)
                let box = Rect(origin: origin, size: child.frame.size)
                guard box.isFinite, !box.isEmpty else { continue }
                let located = LocatedNode(child, path: path, origin: origin,
                                          contentOrigin: LayoutPoint(x: origin.x - child.contentOffset.x,
                                                                     y: origin.y - child.contentOffset.y))
                guard holds(centre, in: located, child, box: box, scroll: scroll) else { continue }
                current = located
                continue descent
            }
            return current
        }
    }

    /// Whether `node` (at `box` in the window) holds the point `centre` of an element with
    /// `scroll`. A scroll view, table or collection holds an element only when it is its scroll
    /// view: the one whose frame is the element's viewport when the system told, none when it
    /// said the element is in no scroll view; when it cannot tell, the one whose frame or content
    /// (a visible subview: SwiftUI's content view) holds the centre.
    private func holds(_ centre: LayoutPoint, in located: LocatedNode, _ node: ViewNode, box: Rect,
                       scroll: SwiftUIScrollContainer) -> Bool {
        let scrolls = node.kind == .scroll || node.kind.isList
        guard scrolls else {
            // A view around the element's scroll view holds it wherever it is scrolled to.
            if case .viewport(let viewport) = scroll, box.contains(viewport) { return true }
            return box.contains(centre)
        }
        switch scroll {
        case .none:
            return false
        case .viewport(let viewport):
            return Self.isSameFrame(box, viewport)
        case .unknown:
            if box.contains(centre) { return true }
            guard node.kind == .scroll else { return false }
            return node.children.contains { child in
                Self.isVisible(child) && Rect(origin: LayoutPoint(x: located.contentOrigin.x + child.frame.origin.x,
                                                                  y: located.contentOrigin.y + child.frame.origin.y),
                                              size: child.frame.size).contains(centre)
            }
        }
    }

    /// Two frames within a point of each other on every edge.
    static func isSameFrame(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) <= 1 && abs(a.minY - b.minY) <= 1 && abs(a.maxX - b.maxX) <= 1 && abs(a.maxY - b.maxY) <= 1
    }

    mutating func append(_ child: ViewNode, under path: [Int]) {
        Self.modify(&root, at: path[...]) { $0.children.append(child) }
    }

    private static func modify(_ node: inout ViewNode, at path: ArraySlice<Int>, _ body: (inout ViewNode) -> Void) {
        guard let first = path.first else { return body(&node) }
        modify(&node.children[first], at: path.dropFirst(), body)
    }

    static func isVisible(_ node: ViewNode) -> Bool {
        !node.isHidden && node.alpha > FocusScanner.minimumVisibleAlpha && node.isInteractive
    }
}

private extension LocatedNode {
    init(_ node: ViewNode, path: [Int], origin: LayoutPoint, contentOrigin: LayoutPoint) {
        self.init(id: node.id, path: path, frame: Rect(origin: origin, size: node.frame.size), contentOrigin: contentOrigin,
                  isUIKitControl: node.kind.isFocusableByDefault && !node.kind.isListRow && node.isEnabled,
                  isAccessibilityStop: node.kind == .accessibilityElement && AccessibilityRules.isFocusStop(node.accessibilityTraits))
    }
}
