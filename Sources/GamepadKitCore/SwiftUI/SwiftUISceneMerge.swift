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
///   row stays one stop of a UIKit list, never a second one. A list takes in an element the
///   system places in a scroll view whose visible bounds lie inside the list's frame (SwiftUI may
///   report them inside the list's content insets), and one the system places in no scroll view
///   when one of its visible rows holds the element's whole frame (rows hold only their own
///   content; SwiftUI may not count a `List` as a scroll view).
/// - **UIKit controls win.** An element that covers a UIKit control of the host (at least half of
///   the smaller of the two: a SwiftUI `Toggle` drawn by a `UISwitch`, a `TextField`) is dropped:
///   the UIKit scan already has it, with its own handling.
/// - **One source per element.** The host may publish accessibility elements too. When an
///   assistive technology runs, the tree is complete and is what VoiceOver users get: an element
///   covered by an accessibility element that is a focus stop is dropped, the accessibility
///   element stays. When none runs, the registrations are the source: accessibility elements
///   they cover are removed (the element takes their label). Accessibility elements that cover
///   no registration (a custom-drawn control inside the host) stay either way.
/// - **One stop per control.** Two registrations of one role at the same place in one root
///   (`repeatedRegistrations(_:)`: a button an app's style redraws with `Button(configuration)`
///   inside `.gamepadButtonStyle`, a button also marked `.gamepadFocusable(id:)`) are one
///   control: the one with the app's id is kept, else the first registered.
/// - **Disabled** elements are added with `notEnabled`, so they are no stops.
/// - **Ids** are the registry's: the app's own, or the one derived when the element was first
///   placed (`SwiftUIElementIdentity`, from the root's scope, the label and the element's place in
///   its root's unscrolled content), which the result hands back (`newElementIDs`) for the
///   registry to keep. An id already used in the tree gets `#2`, `#3`… appended.
///
/// Cost: the tree is indexed once per merge (node ids to paths), whatever the number of roots;
/// each host's UIKit controls and accessibility elements are gathered once, in a grid of their
/// frames (`FrameGridIndex`); each element then costs a descent from its host, in which a view
/// with many children finds the ones that may hold the element in a grid of their boxes (made
/// the first time an element goes through it), and a look at the controls and elements in the
/// grid cells its frame touches. A merge is close to linear in the tree's nodes plus the
/// elements, where it used to weigh every child and every control of the host for each element.
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
        var index = TreeIndex(tree, locating: Set(anchors.values))
        var removedAccessibilityIDs: Set<String> = []
        // Roots in the tree order of their anchors, so that a second root of one scope is `#2`
        // whatever keys SwiftUI drew; roots that share an anchor in the order of their keys (the
        // registry's set of keys has no order of its own, and may iterate differently each run).
        let placedRoots = registry.rootKeys.compactMap { rootKey -> (key: String, anchor: LocatedNode)? in
            guard let anchorID = anchors[rootKey], let anchor = index.locate(anchorID) else { return nil }
            return (rootKey, anchor)
        }.sorted { first, second in
            first.anchor.path == second.anchor.path ? first.key < second.key
                : first.anchor.path.lexicographicallyPrecedes(second.anchor.path)
        }
        var usedScopes: Set<String> = []
        var coverNodesByHost: [[Int]: HostCoverNodes] = [:]
        var defaultFocusIDs: Set<String> = []  // `result.defaultFocusIDs`, to look up
        for (rootKey, anchor) in placedRoots {
            let scope = SwiftUIElementIdentity.uniqueScope(registry.scope(of: rootKey) ?? SwiftUIElementIdentity.fallbackScope,
                                                           used: usedScopes)
            usedScopes.insert(scope)
            let host = index.searchRoot(above: anchor.path)
            // The anchor and the wrappers SwiftUI puts around it hold nothing of the screen.
            let anchorBranch = Array(anchor.path.prefix(host.path.count + 1))
            let cover: HostCoverNodes
            if let known = coverNodesByHost[host.path] {
                cover = known
            } else {
                cover = index.coverNodes(under: host, excluding: anchorBranch)
                coverNodesByHost[host.path] = cover
            }
            let origin = anchor.frame.origin
            let members = registry.elements(of: rootKey)
            var liveIDs = Set(members.compactMap(\.id))
            var placed: [String: String] = [:]  // registry key → element id
            let repeated = Self.repeatedRegistrations(members.map(\.registration), lastChanges: registry.lastChanges(of: rootKey))
            for (knownID, registration) in members where !repeated.contains(registration.key) {
                let frame = registration.frame.offsetBy(dx: origin.x, dy: origin.y)
                guard frame.isFinite, !frame.isEmpty else { continue }
                let covered = cover.accessibilityStops(covering: frame)
                let label = registration.label ?? covered.lazy.compactMap(\.label).first
                let parent = index.deepestHolder(of: frame, scroll: registration.scrollContainer.offsetBy(dx: origin.x, dy: origin.y),
                                                 from: host, excluding: anchorBranch)
                let id: String
                if let knownID {
                    id = knownID
                } else {
                    // Where the element lies in its root's content as if nothing were scrolled.
                    let position = LayoutPoint(x: registration.frame.minX + parent.scrolled.x - anchor.scrolled.x,
                                               y: registration.frame.minY + parent.scrolled.y - anchor.scrolled.y)
                    id = SwiftUIElementIdentity.elementID(scope: scope, role: registration.role, label: label, position: position,
                                                         isTaken: liveIDs.contains)
                    liveIDs.insert(id)
                    result.newElementIDs[rootKey, default: [:]][registration.key] = id
                }
                if cover.coversUIKitControl(frame) {
                    result.droppedIDs.append(id)
                    continue
                }
                if assistiveTechnologyIsRunning, !covered.isEmpty {
                    result.droppedIDs.append(id)
                    continue
                }
                removedAccessibilityIDs.formUnion(covered.map(\.id))
                let uniqueID = index.unique(id)
                var traits = registration.role.traits
                if !registration.isEnabled { traits.insert(.notEnabled) }
                let node = ViewNode(id: uniqueID, kind: .accessibilityElement,
                                    frame: frame.offsetBy(dx: -parent.contentOrigin.x, dy: -parent.contentOrigin.y),
                                    label: label, accessibilityTraits: traits)
                index.append(node, under: parent.path)
                result.placements[uniqueID] = SwiftUIMergeResult.Placement(rootKey: rootKey, key: registration.key,
                                                                          parentID: parent.id, windowFrame: frame)
                placed[registration.key] = uniqueID
                if registration.explicitID.map(\.isEmpty) ?? true { result.derivedIDs.insert(uniqueID) }
                if registration.isDefaultFocus, registration.isEnabled {
                    result.defaultFocusIDs.append(uniqueID)
                    defaultFocusIDs.insert(uniqueID)
                }
            }
            let sections = registry.sections(of: rootKey)
            guard !sections.isEmpty else { continue }
            // Each section's placed members, in registration order: one pass over the root.
            var idsBySection: [String: [String]] = [:]
            for (_, registration) in members {
                guard let sectionKey = registration.sectionKey, let id = placed[registration.key] else { continue }
                idsBySection[sectionKey, default: []].append(id)
            }
            for section in sections {
                guard let ids = idsBySection[section.key], !ids.isEmpty else { continue }
                result.sections.append(SwiftUIFocusSection(
                    id: "\(rootKey).\(section.key)", frame: section.frame.offsetBy(dx: origin.x, dy: origin.y),
                    memberIDs: ids, defaultID: ids.first { defaultFocusIDs.contains($0) }))
            }
        }
        if !removedAccessibilityIDs.isEmpty { index.remove(removedAccessibilityIDs) }
        result.root = index.root
        return result
    }

    /// The keys of registrations that repeat another registration of the same control: the same
    /// role at the same place (frames equal in whole points, in the same scroll view as far as
    /// the system tells) in one root, registered by the
    /// root's styles rather than with an id of the app's. A control drawn by a style that
    /// draws with `Button(configuration)` inside `.gamepadButtonStyle` reaches two registering
    /// styles; a button the app also marked `.gamepadFocusable(id:)` reaches a style and the
    /// modifier. One stop stands for it: the one with the app's id; else the enabled one (a
    /// disabled placeholder under the live button is not the one kept), then the one whose state
    /// changed last (`lastChanges`, registry key → `SwiftUIElementRegistry.lastChanges(of:)`),
    /// then the one registered first. Registrations with ids of the app's are never dropped.
    /// Two buttons of the app stacked exactly on each other (a `ZStack`) are one stop too: the
    /// D-pad cannot tell them apart. The registry does not know a view's opacity: of a play and
    /// a pause button swapped with `.opacity` and nothing else changing, the first registered
    /// is kept.
    static func repeatedRegistrations(_ registrations: [SwiftUIElementRegistration],
                                      lastChanges: [String: Int] = [:]) -> Set<String> {
        /// A rectangle in whole points.
        struct WholeRect: Hashable {
            var x, y, width, height: Int
            init(_ rect: Rect) {
                x = Int(saturating: rect.minX.rounded())
                y = Int(saturating: rect.minY.rounded())
                width = Int(saturating: rect.width.rounded())
                height = Int(saturating: rect.height.rounded())
            }
        }
        /// The scroll view around a registration, as told.
        enum ScrollPlace: Hashable {
            case unknown, none
            case viewport(WholeRect)
        }
        struct Place: Hashable {
            var role: SwiftUIElementRole
            var frame: WholeRect
            /// The scroll view around it, as told: content scrolled to where a header is drawn
            /// is another place.
            var scroll: ScrollPlace
        }
        func place(_ registration: SwiftUIElementRegistration) -> Place? {
            let frame = registration.frame
            guard frame.isFinite, !frame.isEmpty else { return nil }
            let scroll: ScrollPlace = switch registration.scrollContainer {
            case .unknown: .unknown
            case .none: .none
            case .viewport(let viewport): .viewport(WholeRect(viewport))
            }
            return Place(role: registration.role, frame: WholeRect(frame), scroll: scroll)
        }
        func hasOwnID(_ registration: SwiftUIElementRegistration) -> Bool {
            registration.explicitID.map { !$0.isEmpty } ?? false
        }
        var kept: [Place: Bool] = [:]  // place → whether the one kept there has the app's id
        for registration in registrations {
            guard let place = place(registration), hasOwnID(registration) else { continue }
            kept[place] = true
        }
        var repeated: Set<String> = []
        var chosen: [Place: SwiftUIElementRegistration] = [:]  // place → the one kept, among those without an id
        func isBetter(_ new: SwiftUIElementRegistration, than old: SwiftUIElementRegistration) -> Bool {
            if new.isEnabled != old.isEnabled { return new.isEnabled }
            return lastChanges[new.key, default: 0] > lastChanges[old.key, default: 0]
        }
        for registration in registrations where !hasOwnID(registration) {
            guard let place = place(registration) else { continue }
            if kept[place] == true {
                repeated.insert(registration.key)
            } else if let current = chosen[place] {
                let loser = isBetter(registration, than: current) ? current : registration
                if loser.key == current.key { chosen[place] = registration }
                repeated.insert(loser.key)
            } else {
                kept[place] = false
                chosen[place] = registration
            }
        }
        return repeated
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
    /// The ids of the placed elements the app gave no id (derived from a label or a place:
    /// `SwiftUIElementIdentity`), which the configuration should not name
    /// (`SwiftUIElementIdentity.configuredIDsNamingDerived(_:derived:)`).
    public var derivedIDs: Set<String> = []
    /// The ids this merge derived for elements that had none (root key → view key → id), for
    /// the registry to keep (`SwiftUIElementRegistry.adoptIDs(_:)`).
    public var newElementIDs: [String: [String: String]] = [:]

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
    /// The content offsets of the node and its ancestors, added up: how far scrolling moved
    /// what the node holds.
    var scrolled: LayoutPoint
    var isUIKitControl: Bool
    var isAccessibilityStop: Bool
    var label: String?
}

/// The nodes of a host that can stand for a registered element: UIKit controls and accessibility
/// elements that are focus stops, gathered once per host and merge, with a grid of their frames.
private struct HostCoverNodes {
    private var uikitControls: [LocatedNode] = []
    private var accessibilityStops: [LocatedNode] = []
    private var uikitControlGrid = FrameGridIndex(cellWidth: 1, cellHeight: 1)
    private var accessibilityStopGrid = FrameGridIndex(cellWidth: 1, cellHeight: 1)

    /// `nodes` in the order they were gathered (their paths are not read).
    init(_ nodes: [LocatedNode]) {
        for node in nodes {
            if node.isUIKitControl { uikitControls.append(node) }
            if node.isAccessibilityStop { accessibilityStops.append(node) }
        }
        uikitControlGrid = FrameGridIndex(uikitControls.enumerated().map { ($0.offset, $0.element.frame) })
        accessibilityStopGrid = FrameGridIndex(accessibilityStops.enumerated().map { ($0.offset, $0.element.frame) })
    }

    /// Whether `frame` covers a UIKit control (`AccessibilityRules.covers`).
    func coversUIKitControl(_ frame: Rect) -> Bool {
        !uikitControls.isEmpty && uikitControlGrid.candidates(meeting: frame).contains { AccessibilityRules.covers(frame, uikitControls[$0].frame) }
    }

    /// The accessibility stops `frame` covers, in the order they were gathered. (Two frames that
    /// cover each other share area, so the grid's candidates hold every one.)
    func accessibilityStops(covering frame: Rect) -> [LocatedNode] {
        guard !accessibilityStops.isEmpty else { return [] }
        return accessibilityStopGrid.candidates(meeting: frame).lazy.map { accessibilityStops[$0] }
            .filter { AccessibilityRules.covers(frame, $0.frame) }
    }
}

/// The tree being merged into, with the lookups the merge needs. It is walked once, when made;
/// nodes the merge appends never move the paths of the nodes already there.
private struct TreeIndex {
    var root: ViewNode
    private var usedIDs: Set<String> = []
    /// The path of the first node in depth-first tree order of each id `locate` may be asked for.
    private var paths: [String: [Int]] = [:]
    /// For the views with many children the descent went through (by path), a grid of the
    /// children that may hold an element.
    private var childGrids: [[Int]: ChildGrid] = [:]

    /// Views with at least this many children are searched through a grid of their children.
    static let gridChildCount = 16

    /// The index of `root`, where the nodes with the ids in `wanted` (the roots' anchors) can be
    /// located.
    init(_ root: ViewNode, locating wanted: Set<String>) {
        self.root = root
        usedIDs.insert(root.id)
        if wanted.contains(root.id) { paths[root.id] = [] }
        Self.visitDescendants(of: root) { siblings, index, path in
            let id = siblings[index].id
            usedIDs.insert(id)
            if wanted.contains(id), paths[id] == nil { paths[id] = path }
            return true
        }
    }

    /// Visits every node under `root` depth-first, in tree order: `body` gets the node's
    /// siblings (its parent's children), its index among them and its path, and says whether to
    /// go into its children. Nodes are read where they are, never copied (a node is a large
    /// value), and no node needs a path of its own; the walk keeps its own stack, so a deep tree
    /// cannot exhaust the call stack.
    private static func visitDescendants(of root: ViewNode, _ body: ([ViewNode], Int, [Int]) -> Bool) {
        var pending: [(siblings: [ViewNode], next: Int)] = [(root.children, 0)]
        var path: [Int] = []
        while let last = pending.indices.last {
            let (siblings, index) = pending[last]
            guard index < siblings.count else {
                pending.removeLast()
                if !path.isEmpty { path.removeLast() }
                continue
            }
            pending[last].next = index + 1
            path.append(index)
            if body(siblings, index, path), !siblings[index].children.isEmpty {
                pending.append((siblings[index].children, 0))
            } else {
                path.removeLast()
            }
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
        var scrolled = root.contentOffset
        for index in path {
            node = node.children[index]
            origin = LayoutPoint(x: contentOrigin.x + node.frame.origin.x, y: contentOrigin.y + node.frame.origin.y)
            contentOrigin = LayoutPoint(x: origin.x - node.contentOffset.x, y: origin.y - node.contentOffset.y)
            scrolled = LayoutPoint(x: scrolled.x + node.contentOffset.x, y: scrolled.y + node.contentOffset.y)
        }
        return LocatedNode(node, path: path, origin: origin, contentOrigin: contentOrigin, scrolled: scrolled)
    }

    /// The node with `id`, the first in depth-first tree order.
    func locate(_ id: String) -> LocatedNode? {
        paths[id].map(located)
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

    /// The UIKit controls and accessibility stops among the visible nodes under `top`, not in
    /// the subtree of `excluded` (a child of `top`): each node's visible children in order, then
    /// the subtrees of those children from the last to the first.
    func coverNodes(under top: LocatedNode, excluding excluded: [Int]) -> HostCoverNodes {
        var found: [LocatedNode] = []
        let excludedIndex = excluded.count == top.path.count + 1 && excluded.starts(with: top.path) ? excluded.last : nil
        // The walk carries each node's content origin and scroll; only the nodes found are
        // placed, without their paths (a node found stands for an element by its frame, id and
        // label).
        // Children are read where they are (a node is a large value): each step holds a view's
        // children, not the view.
        var pending: [(children: [ViewNode], contentOrigin: LayoutPoint, scrolled: LayoutPoint, isTop: Bool)] =
            [(node(at: top.path).children, top.contentOrigin, top.scrolled, true)]
        while let (children, contentOrigin, scrolled, isTop) = pending.popLast() {
            for index in children.indices where Self.isVisible(children[index]) {
                guard !(isTop && index == excludedIndex) else { continue }
                let frame = children[index].frame, contentOffset = children[index].contentOffset
                let origin = LayoutPoint(x: contentOrigin.x + frame.origin.x, y: contentOrigin.y + frame.origin.y)
                let childContentOrigin = LayoutPoint(x: origin.x - contentOffset.x, y: origin.y - contentOffset.y)
                let childScrolled = LayoutPoint(x: scrolled.x + contentOffset.x, y: scrolled.y + contentOffset.y)
                if LocatedNode.isUIKitControl(children[index]) || LocatedNode.isAccessibilityStop(children[index]) {
                    found.append(LocatedNode(children[index], path: [], origin: origin, contentOrigin: childContentOrigin, scrolled: childScrolled))
                }
                if !children[index].children.isEmpty { pending.append((children[index].children, childContentOrigin, childScrolled, false)) }
            }
        }
        return HostCoverNodes(found)
    }

    /// The deepest view under `top` that holds `frame` (see `SwiftUISceneMerge`), in the scroll
    /// view `scroll` names when the system told.
    ///
    /// At each view the topmost child that holds the element is taken (the last in order). A
    /// view with `gridChildCount` children or more is searched through its `ChildGrid`: the
    /// children whose box may hold the element's centre or its scroll view's viewport, and the
    /// scroll views and lists (which hold by other rules), from the last; the first that holds it
    /// is the one the search over every child, from the last, would take.
    mutating func deepestHolder(of frame: Rect, scroll: SwiftUIScrollContainer, from top: LocatedNode,
                                excluding excluded: [Int]) -> LocatedNode {
        var current = top
        // The children of `current`, read where they are (a node is a large value).
        var children = node(at: top.path).children
        while true {
            // Children are weighed by their box alone; only the one descended into is located.
            let skipped = excluded.count == current.path.count + 1 && excluded.starts(with: current.path) ? excluded.last : nil
            let order: [Int] = children.count >= Self.gridChildCount
                ? childGrid(of: children, at: current).candidates(holding: frame, scroll: scroll)
                : children.indices.reversed()
            guard let index = order.first(where: { index in
                index != skipped && holds(frame, scroll: scroll, child: children[index], in: current)
            }) else { return current }
            current = current.child(children[index], at: current.path + [index])
            children = children[index].children
        }
    }

    /// Whether the descent goes into `child` (a child of the view at `parent`): it has a descent
    /// box (`descentBox(of:in:)`) that holds the element at `frame`.
    private func holds(_ frame: Rect, scroll: SwiftUIScrollContainer, child: ViewNode, in parent: LocatedNode) -> Bool {
        guard let box = Self.descentBox(of: child, in: parent) else { return false }
        let childContentOrigin = LayoutPoint(x: box.minX - child.contentOffset.x, y: box.minY - child.contentOffset.y)
        return holds(frame, contentOrigin: childContentOrigin, child, box: box, scroll: scroll)
    }

    /// The box in the window of `child` (a child of the view at `parent`), when the descent may
    /// go into it: a visible view that is no accessibility element and no UIKit control (a list
    /// row is), with a finite box of some area.
    private static func descentBox(of child: ViewNode, in parent: LocatedNode) -> Rect? {
        guard isVisible(child), child.kind != .accessibilityElement else { return nil }
        if child.kind.isFocusableByDefault, !child.kind.isListRow { return nil }
        let box = Rect(origin: LayoutPoint(x: parent.contentOrigin.x + child.frame.origin.x,
                                           y: parent.contentOrigin.y + child.frame.origin.y),
                       size: child.frame.size)
        guard box.isFinite, !box.isEmpty else { return nil }
        return box
    }

    /// The grid of `children`, the children of the view at `placed`, made the first time it is
    /// asked for.
    /// The merge only appends accessibility elements, which the descent never goes into, so a
    /// grid stays right while the merge goes on.
    private mutating func childGrid(of children: [ViewNode], at placed: LocatedNode) -> ChildGrid {
        if let known = childGrids[placed.path] { return known }
        var boxes: [(key: Int, frame: Rect)] = []
        var scrolling: [Int] = []
        for index in children.indices {
            guard let box = Self.descentBox(of: children[index], in: placed) else { continue }
            if children[index].kind == .scroll || children[index].kind.isList {
                scrolling.append(index)
            } else {
                boxes.append((index, box))
            }
        }
        let grid = ChildGrid(boxes: FrameGridIndex(boxes), scrolling: scrolling)
        childGrids[placed.path] = grid
        return grid
    }

    /// The children of a view the descent may go into, for finding the ones that may hold an
    /// element without weighing every child.
    struct ChildGrid {
        /// The boxes in the window of the children that hold by their box (by child index).
        var boxes: FrameGridIndex
        /// The scroll views, tables and collections among them: they hold by their content or
        /// by the viewport the system told, so each is weighed.
        var scrolling: [Int]

        /// The children that may hold the element at `frame` with `scroll`, from the last to
        /// the first: every one whose box holds the centre, or holds the viewport (a box that
        /// holds a rectangle holds its centre), and every scroll view and list.
        func candidates(holding frame: Rect, scroll: SwiftUIScrollContainer) -> [Int] {
            var found = boxes.candidates(containing: frame.center)
            if case .viewport(let viewport) = scroll { found += boxes.candidates(containing: viewport.center) }
            found += scrolling
            found.sort(by: >)
            var unique: [Int] = []
            unique.reserveCapacity(found.count)
            for index in found where unique.last != index { unique.append(index) }
            return unique
        }
    }

    /// Whether `node` (at `box` in the window) holds the element at `frame` with `scroll`. A
    /// scroll view, table or collection holds an element only when it is its scroll view: the
    /// one whose frame is the element's viewport when the system told (a list: whose frame holds
    /// the viewport, which SwiftUI may report inside its content insets), none when it said the
    /// element is in no scroll view (but a list whose visible row holds the element's whole
    /// frame: the element is that row's content); when it cannot tell, the one whose frame or
    /// content (a visible subview: SwiftUI's content view) holds the centre.
    private func holds(_ frame: Rect, contentOrigin: LayoutPoint, _ node: ViewNode, box: Rect,
                       scroll: SwiftUIScrollContainer) -> Bool {
        let centre = frame.center
        let scrolls = node.kind == .scroll || node.kind.isList
        guard scrolls else {
            // A view around the element's scroll view holds it wherever it is scrolled to.
            if case .viewport(let viewport) = scroll, box.contains(viewport) { return true }
            return box.contains(centre)
        }
        switch scroll {
        case .none:
            guard node.kind.isList else { return false }
            return node.children.contains { row in
                row.kind.isListRow && Self.isVisible(row)
                    && Self.holdsWithin(Rect(origin: LayoutPoint(x: contentOrigin.x + row.frame.origin.x, y: contentOrigin.y + row.frame.origin.y),
                                             size: row.frame.size), frame)
            }
        case .viewport(let viewport):
            return node.kind.isList ? Self.holdsWithin(box, viewport) : Self.isSameFrame(box, viewport)
        case .unknown:
            if box.contains(centre) { return true }
            guard node.kind == .scroll else { return false }
            return node.children.contains { child in
                Self.isVisible(child) && Rect(origin: LayoutPoint(x: contentOrigin.x + child.frame.origin.x,
                                                                  y: contentOrigin.y + child.frame.origin.y),
                                              size: child.frame.size).contains(centre)
            }
        }
    }

    /// `inner` lies inside `outer`, give or take a point on each edge.
    static func holdsWithin(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 1 && inner.minY >= outer.minY - 1 && inner.maxX <= outer.maxX + 1 && inner.maxY <= outer.maxY + 1
    }

    /// Two frames within a point of each other on every edge.
    static func isSameFrame(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) <= 1 && abs(a.minY - b.minY) <= 1 && abs(a.maxX - b.maxX) <= 1 && abs(a.maxY - b.maxY) <= 1
    }

    /// Takes every node but the root whose id is in `ids` out of the tree, with all it holds.
    /// Only the views on the way to a node taken out are changed; the rest of the tree is shared
    /// with the tree the merge was given.
    mutating func remove(_ ids: Set<String>) {
        // The paths of the nodes to take out, in tree order.
        var found: [[Int]] = []
        Self.visitDescendants(of: root) { siblings, index, path in
            guard ids.contains(siblings[index].id) else { return true }
            found.append(path)
            return false
        }
        // Last first, so that taking one out moves none of those still to go.
        for path in found.reversed() {
            guard let index = path.last else { continue }
            Self.modify(&root, at: path.dropLast()) { $0.children.remove(at: index) }
        }
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
    init(_ node: ViewNode, path: [Int], origin: LayoutPoint, contentOrigin: LayoutPoint, scrolled: LayoutPoint) {
        self.init(id: node.id, path: path, frame: Rect(origin: origin, size: node.frame.size), contentOrigin: contentOrigin,
                  scrolled: scrolled,
                  isUIKitControl: Self.isUIKitControl(node), isAccessibilityStop: Self.isAccessibilityStop(node), label: node.label)
    }

    /// An enabled UIKit control (not a list row): a registered element over it is dropped.
    static func isUIKitControl(_ node: ViewNode) -> Bool {
        node.kind.isFocusableByDefault && !node.kind.isListRow && node.isEnabled
    }

    /// An accessibility element that is a focus stop.
    static func isAccessibilityStop(_ node: ViewNode) -> Bool {
        node.kind == .accessibilityElement && AccessibilityRules.isFocusStop(node.accessibilityTraits)
    }

    /// `child`, a child of this node, at `path`, placed in the window.
    func child(_ child: ViewNode, at path: [Int]) -> LocatedNode {
        let origin = LayoutPoint(x: contentOrigin.x + child.frame.origin.x, y: contentOrigin.y + child.frame.origin.y)
        return LocatedNode(child, path: path, origin: origin,
                           contentOrigin: LayoutPoint(x: origin.x - child.contentOffset.x, y: origin.y - child.contentOffset.y),
                           scrolled: LayoutPoint(x: scrolled.x + child.contentOffset.x, y: scrolled.y + child.contentOffset.y))
    }
}
