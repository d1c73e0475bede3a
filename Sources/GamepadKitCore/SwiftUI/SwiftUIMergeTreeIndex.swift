// The tree a SwiftUI merge (`SwiftUISceneMerge`) puts elements into, indexed for the lookups the
// merge makes: where an anchor is, which view holds an element, which UIKit controls and
// accessibility elements of a host an element covers.

/// A node found in the tree, with its place in window coordinates.
struct LocatedNode {
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
struct HostCoverNodes {
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
struct TreeIndex {
    var root: ViewNode
    private var usedIDs = NodeIDs()
    /// The path of the first node in depth-first tree order of each id `locate` may be asked for.
    private var paths: [String: [Int]] = [:]
    /// For the views with many children the descent went through (by path), a grid of the
    /// children that may hold an element.
    private var childGrids: [[Int]: ChildGrid] = [:]
    /// The accessibility elements of the tree as it was given, with their paths, in depth-first
    /// tree order, for `remove` (appends move no path).
    private var accessibilityElements: [(id: String, path: [Int])] = []
    /// The accessibility elements appended: id, the parent's path and the index under it.
    private var appendedElements: [(id: String, parent: [Int], index: Int)] = []

    /// Views with at least this many children are searched through a grid of their children.
    static let gridChildCount = 16

    /// The index of `root`, where the nodes with the ids in `wanted` (the roots' anchors) can be
    /// located.
    init(_ root: ViewNode, locating wanted: Set<String>) {
        self.root = root
        var wantedIDs = NodeIDs()
        for id in wanted { wantedIDs.insert(id) }
        usedIDs.insert(root.id)
        if wantedIDs.contains(root.id) { paths[root.id] = [] }
        Self.visitDescendants(of: root) { siblings, index, path in
            let id = siblings[index].id
            usedIDs.insert(id)
            if wantedIDs.contains(id), paths[id] == nil { paths[id] = path }
            if siblings[index].kind == .accessibilityElement { accessibilityElements.append((id, path)) }
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

    /// The children of the node at `path`, read without copying a node on the way (a node is a
    /// large value; its children are one shared array).
    func children(at path: [Int]) -> [ViewNode] {
        var children = root.children
        for index in path { children = children[index].children }
        return children
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
            [(children(at: top.path), top.contentOrigin, top.scrolled, true)]
        while let (children, contentOrigin, scrolled, isTop) = pending.popLast() {
            for index in children.indices where Self.isVisible(index, of: children) {
                guard !(isTop && index == excludedIndex) else { continue }
                let frame = children[index].frame, contentOffset = children[index].contentOffset
                let origin = LayoutPoint(x: contentOrigin.x + frame.origin.x, y: contentOrigin.y + frame.origin.y)
                let childContentOrigin = LayoutPoint(x: origin.x - contentOffset.x, y: origin.y - contentOffset.y)
                let childScrolled = LayoutPoint(x: scrolled.x + contentOffset.x, y: scrolled.y + contentOffset.y)
                let kind = children[index].kind
                if LocatedNode.isUIKitControl(kind: kind, isEnabled: children[index].isEnabled)
                    || LocatedNode.isAccessibilityStop(kind: kind, traits: children[index].accessibilityTraits) {
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
        var children = children(at: top.path)
        while true {
            // Children are weighed by their box alone; only the one descended into is located.
            let skipped = excluded.count == current.path.count + 1 && excluded.starts(with: current.path) ? excluded.last : nil
            var found: Int?
            if children.count >= Self.gridChildCount {
                for index in childGrid(of: children, at: current).candidates(holding: frame, scroll: scroll)
                where index != skipped && Self.holds(frame, scroll: scroll, child: index, of: children, in: current) {
                    found = index
                    break
                }
            } else {
                for index in children.indices.reversed()
                where index != skipped && Self.holds(frame, scroll: scroll, child: index, of: children, in: current) {
                    found = index
                    break
                }
            }
            guard let index = found else { return current }
            current = current.child(index, of: children, at: current.path + [index])
            children = children[index].children
        }
    }

    /// Whether the descent goes into child `index` of `siblings` (the children of the view at
    /// `parent`): it has a descent box (`descentBox(of:in:)`) that holds the element at `frame`.
    /// The child is read where it is: the descent weighs several children of each view it goes
    /// through, and a copy of a node retains every array and string it holds.
    private static func holds(_ frame: Rect, scroll: SwiftUIScrollContainer, child index: Int, of siblings: [ViewNode],
                              in parent: LocatedNode) -> Bool {
        guard let box = descentBox(of: index, of: siblings, in: parent) else { return false }
        let contentOffset = siblings[index].contentOffset
        let childContentOrigin = LayoutPoint(x: box.minX - contentOffset.x, y: box.minY - contentOffset.y)
        return holds(frame, contentOrigin: childContentOrigin, kind: siblings[index].kind, children: siblings[index].children,
                     box: box, scroll: scroll)
    }

    /// The box in the window of `child` (a child of the view at `parent`), when the descent may
    /// go into it: a visible view that is no accessibility element and no UIKit control (a list
    /// row is), with a finite box of some area.
    private static func descentBox(of index: Int, of siblings: [ViewNode], in parent: LocatedNode) -> Rect? {
        guard isVisible(index, of: siblings) else { return nil }
        let kind = siblings[index].kind
        guard kind != .accessibilityElement else { return nil }
        if kind.isFocusableByDefault, !kind.isListRow { return nil }
        let box = box(of: index, of: siblings, contentOrigin: parent.contentOrigin)
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
            guard let box = Self.descentBox(of: index, of: children, in: placed) else { continue }
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
            // Most views the descent goes through hold no scroll view, and the centre lies in one
            // box: nothing to sort.
            if scrolling.isEmpty, found.count <= 1 { return found }
            found += scrolling
            found.sort(by: >)
            var unique: [Int] = []
            unique.reserveCapacity(found.count)
            for index in found where unique.last != index { unique.append(index) }
            return unique
        }
    }

    /// Whether a view of `kind` holding `children` (at `box` in the window) holds the element at
    /// `frame` with `scroll`. A
    /// scroll view, table or collection holds an element only when it is its scroll view: the
    /// one whose frame is the element's viewport when the system told (a list: whose frame holds
    /// the viewport, which SwiftUI may report inside its content insets), none when it said the
    /// element is in no scroll view (but a list whose visible row holds the element's whole
    /// frame: the element is that row's content); when it cannot tell, the one whose frame or
    /// content (a visible subview: SwiftUI's content view) holds the centre.
    static func holds(_ frame: Rect, contentOrigin: LayoutPoint, kind: ViewKind, children: [ViewNode], box: Rect,
                      scroll: SwiftUIScrollContainer) -> Bool {
        let centre = frame.center
        let scrolls = kind == .scroll || kind.isList
        guard scrolls else {
            // A view around the element's scroll view holds it wherever it is scrolled to.
            if case .viewport(let viewport) = scroll, box.contains(viewport) { return true }
            return box.contains(centre)
        }
        switch scroll {
        case .none:
            guard kind.isList else { return false }
            return children.indices.contains { row in
                children[row].kind.isListRow && Self.isVisible(row, of: children)
                    && Self.holdsWithin(Self.box(of: row, of: children, contentOrigin: contentOrigin), frame)
            }
        case .viewport(let viewport):
            return kind.isList ? Self.holdsWithin(box, viewport) : Self.isSameFrame(box, viewport)
        case .unknown:
            if box.contains(centre) { return true }
            guard kind == .scroll else { return false }
            return children.indices.contains { child in
                Self.isVisible(child, of: children) && Self.box(of: child, of: children, contentOrigin: contentOrigin).contains(centre)
            }
        }
    }

    /// The box in the window of child `index` of `siblings`, children of a view whose content
    /// origin is at `contentOrigin`.
    private static func box(of index: Int, of siblings: [ViewNode], contentOrigin: LayoutPoint) -> Rect {
        let frame = siblings[index].frame
        return Rect(origin: LayoutPoint(x: contentOrigin.x + frame.origin.x, y: contentOrigin.y + frame.origin.y), size: frame.size)
    }

    /// `inner` lies inside `outer`, give or take a point on each edge.
    static func holdsWithin(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 1 && inner.minY >= outer.minY - 1 && inner.maxX <= outer.maxX + 1 && inner.maxY <= outer.maxY + 1
    }

    /// Two frames within a point of each other on every edge.
    static func isSameFrame(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) <= 1 && abs(a.minY - b.minY) <= 1 && abs(a.maxX - b.maxX) <= 1 && abs(a.maxY - b.maxY) <= 1
    }

    /// Takes every accessibility element but the root whose id is in `ids` out of the tree, with
    /// all it holds. Only the views on the way to a node taken out are changed; the rest of the
    /// tree is shared with the tree the merge was given. Only accessibility elements' ids are
    /// looked up (the covered stops the merge removes are such elements), from the list kept
    /// since the index was made: the tree is not walked again.
    mutating func remove(_ ids: Set<String>) {
        // The paths of the nodes to take out, in tree order; an element inside one taken out
        // goes with it.
        var matching = accessibilityElements.filter { ids.contains($0.id) }.map(\.path)
        for appended in appendedElements where ids.contains(appended.id) { matching.append(appended.parent + [appended.index]) }
        matching.sort { $0.lexicographicallyPrecedes($1) }
        var found: [[Int]] = []
        for path in matching {
            if let outer = found.last, path.starts(with: outer) { continue }
            found.append(path)
        }
        // Last first, so that taking one out moves none of those still to go.
        for path in found.reversed() {
            guard let index = path.last else { continue }
            Self.modify(&root, at: path.dropLast()) { $0.children.remove(at: index) }
        }
    }

    mutating func append(_ child: ViewNode, under path: [Int]) {
        var index = 0
        Self.modify(&root, at: path[...]) {
            index = $0.children.count
            $0.children.append(child)
        }
        if child.kind == .accessibilityElement { appendedElements.append((child.id, path, index)) }
    }

    /// Runs `body` on the node at `path` under `node`. Each view on the way is changed where it
    /// is: through the array subscript, each level copied its node out and back in.
    private static func modify(_ node: inout ViewNode, at path: ArraySlice<Int>, _ body: (inout ViewNode) -> Void) {
        guard let first = path.first else { return body(&node) }
        node.children.withUnsafeMutableBufferPointer { children in
            precondition(first >= 0 && first < children.count, "a path of this tree")
            modify(&children[first], at: path.dropFirst(), body)
        }
    }

    /// Whether the merge sees `node`: shown, not transparent, taking touches.
    static func isVisible(_ node: ViewNode) -> Bool {
        isVisible(isHidden: node.isHidden, alpha: node.alpha, isInteractive: node.isInteractive)
    }

    /// `isVisible(_:)` of child `index` of `siblings`, read where it is.
    static func isVisible(_ index: Int, of siblings: [ViewNode]) -> Bool {
        isVisible(isHidden: siblings[index].isHidden, alpha: siblings[index].alpha, isInteractive: siblings[index].isInteractive)
    }

    private static func isVisible(isHidden: Bool, alpha: Double, isInteractive: Bool) -> Bool {
        !isHidden && alpha > FocusScanner.minimumVisibleAlpha && isInteractive
    }
}

extension LocatedNode {
    init(_ node: ViewNode, path: [Int], origin: LayoutPoint, contentOrigin: LayoutPoint, scrolled: LayoutPoint) {
        self.init(id: node.id, path: path, frame: Rect(origin: origin, size: node.frame.size), contentOrigin: contentOrigin,
                  scrolled: scrolled,
                  isUIKitControl: Self.isUIKitControl(node), isAccessibilityStop: Self.isAccessibilityStop(node), label: node.label)
    }

    /// An enabled UIKit control (not a list row): a registered element over it is dropped.
    static func isUIKitControl(_ node: ViewNode) -> Bool {
        isUIKitControl(kind: node.kind, isEnabled: node.isEnabled)
    }

    static func isUIKitControl(kind: ViewKind, isEnabled: Bool) -> Bool {
        kind.isFocusableByDefault && !kind.isListRow && isEnabled
    }

    /// An accessibility element that is a focus stop.
    static func isAccessibilityStop(_ node: ViewNode) -> Bool {
        isAccessibilityStop(kind: node.kind, traits: node.accessibilityTraits)
    }

    static func isAccessibilityStop(kind: ViewKind, traits: ElementTraits) -> Bool {
        kind == .accessibilityElement && AccessibilityRules.isFocusStop(traits)
    }

    /// Child `index` of `children` (this node's children), at `path`, placed in the window. The
    /// child is read where it is (a copy of a node retains every array and string it holds).
    func child(_ index: Int, of children: [ViewNode], at path: [Int]) -> LocatedNode {
        let frame = children[index].frame, contentOffset = children[index].contentOffset
        let origin = LayoutPoint(x: contentOrigin.x + frame.origin.x, y: contentOrigin.y + frame.origin.y)
        return LocatedNode(id: children[index].id, path: path, frame: Rect(origin: origin, size: frame.size),
                           contentOrigin: LayoutPoint(x: origin.x - contentOffset.x, y: origin.y - contentOffset.y),
                           scrolled: LayoutPoint(x: scrolled.x + contentOffset.x, y: scrolled.y + contentOffset.y),
                           isUIKitControl: Self.isUIKitControl(kind: children[index].kind, isEnabled: children[index].isEnabled),
                           isAccessibilityStop: Self.isAccessibilityStop(kind: children[index].kind,
                                                                         traits: children[index].accessibilityTraits),
                           label: children[index].label)
    }
}

/// A set of ids (a tree's nodes', asked by `TreeIndex.unique`; the anchors', asked of every node)
/// that hashes an id only when some id of its length is kept. The ids an element gets are seldom
/// as long as the ids of the views around it, so the ids are kept by length and put into a set
/// only for a length that is asked about: hashing every id of a 5,000-view scan cost about as
/// much as placing 500 elements in it.
struct NodeIDs {
    /// Ids longer than this (in UTF-8 bytes) share the last bucket.
    private static let longest = 96
    /// The ids not yet in a set, by length.
    private var waiting = [[String]](repeating: [], count: longest + 1)
    /// The ids of each length asked about, once asked.
    private var sets = [Set<String>?](repeating: nil, count: longest + 1)

    private static func bucket(_ id: String) -> Int {
        min(id.utf8.count, longest)
    }

    mutating func insert(_ id: String) {
        let bucket = Self.bucket(id)
        if sets[bucket] != nil {
            sets[bucket]?.insert(id)
        } else {
            waiting[bucket].append(id)
        }
    }

    mutating func contains(_ id: String) -> Bool {
        let bucket = Self.bucket(id)
        if sets[bucket] == nil {
            guard !waiting[bucket].isEmpty else { return false }
            // Room for as many again: the ids `TreeIndex.unique` hands out join the set.
            var set = Set<String>(minimumCapacity: waiting[bucket].count * 2)
            for id in waiting[bucket] { set.insert(id) }
            sets[bucket] = set
            waiting[bucket] = []
        }
        guard let set = sets[bucket], !set.isEmpty else { return false }
        return set.contains(id)
    }
}
