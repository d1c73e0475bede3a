import Testing
@testable import GamepadKitCore

// The merge as it was before it looked things up in grids (`FrameGridIndex`): every element
// weighs every child on its way down from its host and every UIKit control and accessibility
// element of its host. Kept here as the reference the merge must agree with; whether a view
// holds an element, and whether a view counts as visible, are the merge's own rules
// (`TreeIndex.holds`, `TreeIndex.isVisible`): what the grids must not change is which views
// those rules are asked about.

struct ReferenceSceneMerge {
    /// VoiceOver, Switch Control or another assistive technology is running.
    var assistiveTechnologyIsRunning: Bool

    /// A merge for a device where an assistive technology is (or is not) running.
    init(assistiveTechnologyIsRunning: Bool) {
        self.assistiveTechnologyIsRunning = assistiveTechnologyIsRunning
    }

    /// Merges `registry` into `tree`; `anchors` maps a root's key to its anchor's node id.
    func merge(_ registry: SwiftUIElementRegistry, anchors: [String: String], into tree: ViewNode) -> SwiftUIMergeResult {
        var result = SwiftUIMergeResult(root: tree)
        guard !registry.isEmpty, !anchors.isEmpty else { return result }
        var index = ReferenceTreeIndex(tree, locating: Set(anchors.values))
        var removedAccessibilityIDs: Set<String> = []
        // Roots in the tree order of their anchors, so that a second root of one scope is `#2`
        // whatever keys SwiftUI drew.
        let placedRoots = registry.rootKeys.compactMap { rootKey -> (key: String, anchor: ReferenceLocatedNode)? in
            guard let anchorID = anchors[rootKey], let anchor = index.locate(anchorID) else { return nil }
            return (rootKey, anchor)
        }.sorted { $0.anchor.path.lexicographicallyPrecedes($1.anchor.path) }
        var usedScopes: Set<String> = []
        var coverNodesByHost: [[Int]: ReferenceCoverNodes] = [:]
        for (rootKey, anchor) in placedRoots {
            let scope = SwiftUIElementIdentity.uniqueScope(registry.scope(of: rootKey) ?? SwiftUIElementIdentity.fallbackScope,
                                                           used: usedScopes)
            usedScopes.insert(scope)
            let host = index.searchRoot(above: anchor.path)
            // The anchor and the wrappers SwiftUI puts around it hold nothing of the screen.
            let anchorBranch = Array(anchor.path.prefix(host.path.count + 1))
            let cover: ReferenceCoverNodes
            if let known = coverNodesByHost[host.path] {
                cover = known
            } else {
                cover = ReferenceCoverNodes(index.descendants(of: host, excluding: anchorBranch))
                coverNodesByHost[host.path] = cover
            }
            let origin = anchor.frame.origin
            let members = registry.elements(of: rootKey)
            var liveIDs = Set(members.compactMap(\.id))
            var placed: [String: String] = [:]  // registry key → element id
            let repeated = SwiftUISceneMerge.repeatedRegistrations(members.map(\.registration), lastChanges: registry.lastChanges(of: rootKey))
            for (knownID, registration) in members where !repeated.contains(registration.key) {
                let frame = registration.frame.offsetBy(dx: origin.x, dy: origin.y)
                guard frame.isFinite, !frame.isEmpty else { continue }
                let covered = cover.accessibilityStops.filter { AccessibilityRules.covers(frame, $0.frame) }
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
                if cover.uikitControls.contains(where: { AccessibilityRules.covers(frame, $0.frame) }) {
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
                if registration.isDefaultFocus, registration.isEnabled { result.defaultFocusIDs.append(uniqueID) }
            }
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
        node.children = node.children.filter { $0.kind != .accessibilityElement || !ids.contains($0.id) }.map { removing(ids, from: $0) }
        return node
    }
}

/// A node found in the tree, with its place in window coordinates.
private struct ReferenceLocatedNode {
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
/// elements that are focus stops, gathered once per host and merge.
private struct ReferenceCoverNodes {
    var uikitControls: [ReferenceLocatedNode] = []
    var accessibilityStops: [ReferenceLocatedNode] = []

    init(_ nodes: [ReferenceLocatedNode]) {
        for node in nodes {
            if node.isUIKitControl { uikitControls.append(node) }
            if node.isAccessibilityStop { accessibilityStops.append(node) }
        }
    }
}

/// The tree being merged into, with the lookups the merge needs. It is walked once, when made;
/// nodes the merge appends never move the paths of the nodes already there.
private struct ReferenceTreeIndex {
    var root: ViewNode
    private var usedIDs: Set<String> = []
    /// The path of the first node in depth-first tree order of each id `locate` may be asked for.
    private var paths: [String: [Int]] = [:]

    /// The index of `root`, where the nodes with the ids in `wanted` (the roots' anchors) can be
    /// located.
    init(_ root: ViewNode, locating wanted: Set<String>) {
        self.root = root
        var pending: [(node: ViewNode, path: [Int])] = [(root, [])]
        while let (node, path) = pending.popLast() {
            usedIDs.insert(node.id)
            if wanted.contains(node.id), paths[node.id] == nil { paths[node.id] = path }
            for index in node.children.indices.reversed() {
                pending.append((node.children[index], path + [index]))
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
    func located(_ path: [Int]) -> ReferenceLocatedNode {
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
        return ReferenceLocatedNode(node, path: path, origin: origin, contentOrigin: contentOrigin, scrolled: scrolled)
    }

    /// The node with `id`, the first in depth-first tree order.
    func locate(_ id: String) -> ReferenceLocatedNode? {
        paths[id].map(located)
    }

    /// Where the search for an element's place starts: the nearest ancestor of the anchor at
    /// `anchorPath` that holds anything besides the anchor's branch, is a modal scope (elements
    /// must stay inside a presented screen) or is a window.
    func searchRoot(above anchorPath: [Int]) -> ReferenceLocatedNode {
        var path = anchorPath
        while path.count > 1 {
            path.removeLast()
            let node = node(at: path)
            if node.children.count > 1 || node.isModalScope || path.count == 1 { return located(path) }
        }
        return located(Array(anchorPath.dropLast()))
    }

    /// Every visible node under `top`, not in the subtree of `excluded`.
    func descendants(of top: ReferenceLocatedNode, excluding excluded: [Int]) -> [ReferenceLocatedNode] {
        var found: [ReferenceLocatedNode] = []
        var pending: [ReferenceLocatedNode] = [top]
        while let current = pending.popLast() {
            let node = node(at: current.path)
            for (index, child) in node.children.enumerated() where TreeIndex.isVisible(child) {
                let path = current.path + [index]
                guard path != excluded else { continue }
                let placed = current.child(child, at: path)
                found.append(placed)
                pending.append(placed)
            }
        }
        return found
    }

    /// The deepest view under `top` that holds `frame` (see `SwiftUISceneMerge`), in the scroll
    /// view `scroll` names when the system told.
    func deepestHolder(of frame: Rect, scroll: SwiftUIScrollContainer, from top: ReferenceLocatedNode,
                       excluding excluded: [Int]) -> ReferenceLocatedNode {
        var current = top
        var currentNode = node(at: top.path)
        descent: while true {
            // Children are weighed by their box alone; only the one descended into is located.
            let isExcludedParent = excluded.count == current.path.count + 1 && excluded.starts(with: current.path)
            for index in currentNode.children.indices.reversed() {
                let child = currentNode.children[index]
                guard !(isExcludedParent && excluded.last == index), TreeIndex.isVisible(child),
                      child.kind != .accessibilityElement else { continue }
                if child.kind.isFocusableByDefault, !child.kind.isListRow { continue }
                let box = Rect(origin: LayoutPoint(x: current.contentOrigin.x + child.frame.origin.x,
                                                   y: current.contentOrigin.y + child.frame.origin.y),
                               size: child.frame.size)
                guard box.isFinite, !box.isEmpty else { continue }
                let childContentOrigin = LayoutPoint(x: box.minX - child.contentOffset.x, y: box.minY - child.contentOffset.y)
                guard TreeIndex.holds(frame, contentOrigin: childContentOrigin, kind: child.kind, children: child.children, box: box,
                                      scroll: scroll) else { continue }
                current = current.child(child, at: current.path + [index])
                currentNode = child
                continue descent
            }
            return current
        }
    }

    mutating func append(_ child: ViewNode, under path: [Int]) {
        Self.modify(&root, at: path[...]) { $0.children.append(child) }
    }

    private static func modify(_ node: inout ViewNode, at path: ArraySlice<Int>, _ body: (inout ViewNode) -> Void) {
        guard let first = path.first else { return body(&node) }
        modify(&node.children[first], at: path.dropFirst(), body)
    }
}

private extension ReferenceLocatedNode {
    init(_ node: ViewNode, path: [Int], origin: LayoutPoint, contentOrigin: LayoutPoint, scrolled: LayoutPoint) {
        self.init(id: node.id, path: path, frame: Rect(origin: origin, size: node.frame.size), contentOrigin: contentOrigin,
                  scrolled: scrolled,
                  isUIKitControl: node.kind.isFocusableByDefault && !node.kind.isListRow && node.isEnabled,
                  isAccessibilityStop: node.kind == .accessibilityElement && AccessibilityRules.isFocusStop(node.accessibilityTraits),
                  label: node.label)
    }

    /// `child`, a child of this node, at `path`, placed in the window.
    func child(_ child: ViewNode, at path: [Int]) -> ReferenceLocatedNode {
        let origin = LayoutPoint(x: contentOrigin.x + child.frame.origin.x, y: contentOrigin.y + child.frame.origin.y)
        return ReferenceLocatedNode(child, path: path, origin: origin,
                           contentOrigin: LayoutPoint(x: origin.x - child.contentOffset.x, y: origin.y - child.contentOffset.y),
                           scrolled: LayoutPoint(x: scrolled.x + child.contentOffset.x, y: scrolled.y + child.contentOffset.y))
    }
}

/// Scenes drawn from a seeded generator: trees with wide views (more children than the merge
/// searches one by one), scroll views, lists and their rows, UIKit controls and accessibility
/// elements on a coarse grid so that frames meet, touch and repeat, odd frames (empty,
/// negative, infinite, far away), repeated ids, and roots whose anchors sit anywhere, with
/// registrations of every kind.
private struct MergeSceneGenerator {
    var random: SplitMix64
    private var serial = 0
    private var budget = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    mutating func chance(_ probability: Double) -> Bool {
        random.nextUnit() < probability
    }

    mutating func coordinate() -> Double {
        Double(int(0...40)) * 10 - 20
    }

    mutating func frame() -> Rect {
        switch int(0...29) {
        case 0: Rect(x: coordinate(), y: coordinate(), width: 0, height: 40)
        case 1: Rect(x: coordinate(), y: coordinate(), width: -30, height: 40)
        case 2: Rect(x: 1e12, y: coordinate(), width: 50, height: 50)
        case 3: Rect(x: coordinate(), y: coordinate(), width: .infinity, height: 40)
        case 4, 5: Rect(x: 0, y: 0, width: 400, height: 800)
        case 6: Rect(x: coordinate() + 0.5, y: coordinate() - 0.25, width: 9.5, height: 1)
        default: Rect(x: coordinate(), y: coordinate(), width: Double(int(1...30)) * 10, height: Double(int(1...12)) * 10)
        }
    }

    mutating func id(_ prefix: String) -> String {
        serial += 1
        return chance(0.03) ? "repeated" : "\(prefix)-\(serial)"
    }

    /// A tree of about `nodes` views with `rootCount` anchors in it; returns the anchors' ids.
    mutating func tree(nodes: Int, rootCount: Int) -> (ViewNode, [String]) {
        budget = nodes
        var anchors: [String] = []
        let children = (0..<int(1...3)).map { _ in node(depth: 1, anchors: &anchors, rootCount: rootCount) }
        var window = ViewNode(id: "window", kind: .view, frame: Rect(x: 0, y: 0, width: 400, height: 800), children: children)
        while anchors.count < rootCount {
            window.children.insert(anchorBranch(&anchors), at: int(0...window.children.count))
        }
        return (window, anchors)
    }

    private mutating func anchorBranch(_ anchors: inout [String]) -> ViewNode {
        let anchor = ViewNode(id: "anchor-\(anchors.count)", kind: .view, frame: frame(), isInteractive: chance(0.2))
        anchors.append(anchor.id)
        // Mostly inside SwiftUI's wrapper; sometimes straight among its host's children.
        return chance(0.8) ? ViewNode(id: id("wrapper"), kind: .view, frame: frame(), children: [anchor]) : anchor
    }

    private mutating func node(depth: Int, anchors: inout [String], rootCount: Int) -> ViewNode {
        budget -= 1
        let kinds: [ViewKind] = [.view, .view, .view, .view, .label, .image, .stack, .scroll, .scroll, .table, .tableRow,
                                 .collection, .collectionItem, .button, .switch, .textField, .accessibilityElement,
                                 .accessibilityElement, .control]
        let kind = kinds[int(0...(kinds.count - 1))]
        var node = ViewNode(id: id("\(kind)"), kind: kind, frame: frame(), isHidden: chance(0.04), alpha: chance(0.04) ? 0 : 1,
                            isEnabled: !chance(0.1), isInteractive: !chance(0.04),
                            contentOffset: kind == .scroll || kind.isList ? LayoutPoint(x: 0, y: Double(int(0...30)) * 10) : .zero,
                            isModalScope: chance(0.02), label: chance(0.5) ? ["Play", "Save", "Share"][int(0...2)] : nil,
                            accessibilityTraits: kind == .accessibilityElement ? [[], .button, .staticText, .adjustable][int(0...3)] : [])
        guard depth < 5, budget > 0, kind != .accessibilityElement else { return node }
        let count = chance(0.2) ? int(16...40) : int(0...4)
        for _ in 0..<count where budget > 0 {
            if anchors.count < rootCount, chance(0.05) {
                node.children.append(anchorBranch(&anchors))
            } else {
                node.children.append(self.node(depth: depth + 1, anchors: &anchors, rootCount: rootCount))
            }
        }
        return node
    }

    /// A registry of `rootCount` roots with a few dozen elements each, some of them with
    /// frames of nodes of `tree` (so that controls and accessibility elements cover them).
    mutating func registry(rootCount: Int) -> SwiftUIElementRegistry {
        var registry = SwiftUIElementRegistry()
        let roles: [SwiftUIElementRole] = [.button, .button, .toggle, .adjustable]
        for rootIndex in 0..<rootCount {
            let rootKey = "root-\(rootIndex)"
            if chance(0.8) { registry.setScope(chance(0.5) ? "Scope" : "Scope\(rootIndex)", root: rootKey) }
            for sectionIndex in 0..<int(0...2) {
                registry.registerSection(SwiftUIFocusSectionRegistration(key: "s\(sectionIndex)", frame: frame()), root: rootKey)
            }
            for index in 0..<int(0...40) {
                let scroll: SwiftUIScrollContainer = switch int(0...3) {
                case 0: .unknown
                case 1: .none
                default: .viewport(chance(0.5) ? Rect(x: 0, y: 0, width: 400, height: 800) : frame())
                }
                let explicitID: String? = switch int(0...9) {
                case 0: "app-\(int(0...5))"
                case 1: ""
                default: nil
                }
                registry.register(SwiftUIElementRegistration(
                    key: "k\(index % 30)", explicitID: explicitID, role: roles[int(0...3)],
                    frame: chance(0.05) ? Rect(x: .nan, y: 0, width: 10, height: 10) : frame(),
                    label: chance(0.4) ? ["Play", "Save", "  "][int(0...2)] : nil,
                    isEnabled: !chance(0.1), isDefaultFocus: chance(0.1),
                    sectionKey: chance(0.3) ? "s\(int(0...2))" : nil, scrollContainer: scroll), root: rootKey)
            }
        }
        return registry
    }
}

@Suite("SwiftUI merge: the grids change no result")
struct SwiftUISceneMergeReferenceTests {
    @Test("on 300 seeded scenes, with and without an assistive technology, the merge makes what weighing every child and every control makes")
    func seededScenes() {
        var wideNodes = 0
        var placed = 0
        var dropped = 0
        for seed in UInt64(1)...300 {
            var generator = MergeSceneGenerator(seed: seed)
            let rootCount = generator.int(1...4)
            let (tree, anchorIDs) = generator.tree(nodes: generator.int(20...400), rootCount: rootCount)
            // Each root has an anchor of its own (or none on screen): two roots drawn by one
            // anchor are taken in the order of the registry's root keys, a set's order.
            var anchors: [String: String] = [:]
            for (index, anchorID) in anchorIDs.enumerated() where !generator.chance(0.1) {
                anchors["root-\(index)"] = generator.chance(0.05) ? "missing" : anchorID
            }
            let registry = generator.registry(rootCount: rootCount)
            for assistive in [false, true] {
                let merged = SwiftUISceneMerge(assistiveTechnologyIsRunning: assistive).merge(registry, anchors: anchors, into: tree)
                let reference = ReferenceSceneMerge(assistiveTechnologyIsRunning: assistive).merge(registry, anchors: anchors, into: tree)
                let agrees = merged == reference
                #expect(agrees, "seed \(seed), assistive technology \(assistive)")
                placed += merged.placements.count
                dropped += merged.droppedIDs.count
            }
            var pending = [tree]
            while let node = pending.popLast() {
                if node.children.count >= 16 { wideNodes += 1 }
                pending += node.children
            }
        }
        // The scenes reach what the grids change: wide views, placed and dropped elements.
        #expect(wideNodes > 300)
        #expect(placed > 3_000)
        #expect(dropped > 100)
    }
}
