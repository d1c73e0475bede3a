/// Reads a window's views from an `AdapterViewSource` into a `ViewNode` tree, the way the iOS
/// adapter does on every scan, and counts what it asked.
///
/// - **Ids** are made unique per scan (`"id"`, `"id#2"`…).
/// - **Frames** are given in window coordinates by the source and re-expressed in the parent's,
///   plus the parent's content offset, as every `ViewNode` frame is.
/// - **Class facts** are read once per class and cache (`ViewClassFactsCache`); the iOS layer
///   passes one cache for the whole process.
/// - **Accessibility elements** are read only from plain views outside bars whose class may
///   carry them (`ViewClassFacts.mayCarryAccessibilityElements`), after their subviews; those
///   that stand for a control among the subviews are dropped
///   (`AccessibilityRules.withoutDuplicates`).
/// - **Hit tests**: after the walk, each view a stop may be made of (`HitTestPermission.isAsked`)
///   is hit tested at the centre of its visible part, and when the centre is not on it (a badge
///   or a play button over it), at the four inset corners too (`HitTestPermission.probePoints`),
///   each point only where `HitTestPermission.Blocks` allows it (the corners not for a view
///   outside the window's modal scope, which is no stop): at most
///   `HitTestPermission.maxProbesPerView` per view. The answer is its `isHittable`
///   (`HitTestPermission.combined`). The others are left to `TouchReach`.
public struct AdapterTreeReader<Source: AdapterViewSource> {
    /// What the reader asked, per scan.
    public struct Counts: Hashable, Sendable {
        /// Views read.
        public var views = 0
        /// Hit tests asked.
        public var hitTests = 0
        /// Views a hit test was considered for (by role).
        public var hitTestCandidates = 0
        /// Classes whose facts were read by this reader (class-name strings built; none for a
        /// class the cache already held).
        public var classesRead = 0
        /// Views asked for their accessibility elements.
        public var accessibilityElementReads = 0
    }

    /// The source read (not retained: the source usually owns its reader).
    public unowned let source: Source
    /// The deepest view read.
    public var depthLimit = 200
    /// Whether hit tests are asked at all (not while a transition runs, when UIKit takes no
    /// touches anywhere).
    public var asksHitTest = true
    /// What was asked so far.
    public private(set) var counts = Counts()
    private let classFacts: ViewClassFactsCache<ObjectIdentifier>

    /// A reader of `source`, with nothing read yet, keeping class facts in `classFacts` (by
    /// default a cache of its own; pass a shared one to read each class once across readers).
    public init(source: Source, classFacts: ViewClassFactsCache<ObjectIdentifier> = ViewClassFactsCache()) {
        self.source = source
        self.classFacts = classFacts
    }

    /// An area no point lies in.
    private static var nowhere: Rect { Rect(x: .infinity, y: .infinity, width: 0, height: 0) }

    /// A view waiting for its hit test, found during one window's walk.
    private struct PendingHitTest {
        var view: Source.View
        var path: [Int]
        var entry: Int
        var visiblePart: Rect?
    }

    /// The state of one window's walk.
    private struct WindowWalk {
        var entries: [HitTestPermission.Entry] = []
        var pending: [PendingHitTest] = []
        /// The entries of the last modal scope in tree order (a presented controller's view or
        /// a menu with a visible part), the scope the scanner keeps stops in.
        var modalScope: Range<Int>?
    }

    /// Where a probe of the last tree read would run an override (`HitTestPermission.Blocks`),
    /// nil until a tree was read with hit tests asked. A probe for a view of a lower window asks
    /// an upper window only where its blocks allow (`WindowSelection.probeAnswer`).
    public private(set) var lastBlocks: HitTestPermission.Blocks?

    /// The facts of `view`'s class.
    public mutating func facts(of view: Source.View) -> ViewClassFacts {
        let source = self.source
        let before = classFacts.classesRead
        let facts = classFacts.facts(of: source.classKey(of: view)) { source.readClassFacts(of: view) }
        counts.classesRead += classFacts.classesRead - before
        return facts
    }

    /// The node of `root` (a window, or a view placed directly under a synthetic root) and its
    /// subtree. `windowFrame` is its frame in window coordinates, `parentWindowOrigin` the
    /// origin its frame is measured from, `visibleArea` the part of the window it can show.
    public mutating func read(_ root: Source.View, windowFrame: Rect, parentWindowOrigin: LayoutPoint,
                              visibleArea: Rect, context: Source.Context) -> ViewNode? {
        lastBlocks = nil
        var walk = WindowWalk()
        var path: [Int] = []
        guard var node = read(root, windowFrame: windowFrame, parentWindowOrigin: parentWindowOrigin,
                              parentContentOffset: .zero, clip: visibleArea, reachArea: nil, closedAbove: false,
                              context: context, depth: 0, path: &path, walk: &walk) else { return nil }
        guard asksHitTest else { return node }
        let blocks = HitTestPermission.Blocks(walk.entries)
        lastBlocks = blocks
        guard !walk.pending.isEmpty else { return node }
        for pending in walk.pending {
            var answers: [HitTestAnswer] = []
            for point in HitTestPermission.probePoints(visiblePart: pending.visiblePart, entry: pending.entry,
                                                       modalScope: walk.modalScope)
            where blocks.allowsProbe(of: pending.entry, at: point) {
                counts.hitTests += 1
                let answer = source.hitTest(pending.view, at: point)
                answers.append(answer)
                if answer == .hit { break }
            }
            guard !answers.isEmpty else { continue }
            let answer = HitTestPermission.combined(answers)
            node.update(at: pending.path[...]) { $0.isHittable = answer }
        }
        return node
    }

    private mutating func read(_ view: Source.View, windowFrame: Rect, parentWindowOrigin: LayoutPoint,
                               parentContentOffset: LayoutPoint, clip: Rect?, reachArea: Rect?, closedAbove: Bool,
                               context: Source.Context, depth: Int, path: inout [Int], walk: inout WindowWalk) -> ViewNode? {
        guard depth < depthLimit else { return nil }
        counts.views += 1
        let facts = facts(of: view)
        let id = source.uniqueID(source.idBase(of: view))
        var node = ViewNode(id: id, kind: .view,
                            frame: Rect(x: windowFrame.minX - parentWindowOrigin.x + parentContentOffset.x,
                                        y: windowFrame.minY - parentWindowOrigin.y + parentContentOffset.y,
                                        width: windowFrame.width, height: windowFrame.height))
        let description = source.describe(view, facts: facts, node: &node, windowFrame: windowFrame, context: context)
        node.overridesHitTest = facts.overridesHitTest
        let entry = walk.entries.count
        walk.entries.append(HitTestPermission.Entry(depth: depth, overridesHitTest: facts.overridesHitTest, reachArea: reachArea))
        // UIKit asks the subviews only for points inside this view.
        let innerReach: Rect? = reachArea.map { $0.intersection(windowFrame) ?? Self.nowhere } ?? windowFrame
        let visiblePart = clip.flatMap { windowFrame.intersection($0) }
        // A hidden, transparent or non-interactive view and everything inside it take no touch:
        // the scanner drops them, and a probe there would only visit the views behind them.
        let closed = closedAbove || HitTestPermission.closesTouches(node)
        if HitTestPermission.isAsked(node.kind), !closed, node.isEnabled {
            counts.hitTestCandidates += 1
            walk.pending.append(PendingHitTest(view: view, path: path, entry: entry, visiblePart: visiblePart))
        }
        let innerClip = node.clipsToBounds || node.kind.scrollsContent ? visiblePart : clip
        let origin = windowFrame.origin
        let offset = node.contentOffset
        var children: [ViewNode] = []
        for (child, childFrame) in source.subviews(of: view, node: node) {
            path.append(children.count)
            if let childNode = read(child, windowFrame: childFrame, parentWindowOrigin: origin, parentContentOffset: offset,
                                    clip: innerClip, reachArea: innerReach, closedAbove: closed, context: description.context,
                                    depth: depth + 1, path: &path, walk: &walk) {
                children.append(childNode)
            }
            path.removeLast()
        }
        node.children = children
        if node.isModalScope || node.kind == .menu, HitTestPermission.probePoint(visiblePart: visiblePart) != nil,
           entry >= (walk.modalScope?.lowerBound ?? 0) {
            walk.modalScope = entry..<walk.entries.count
        }
        if let closing = description.closingChildren {
            node.children += closing
            return node
        }
        if node.kind == .view, !description.isInBar, facts.mayCarryAccessibilityElements {
            counts.accessibilityElementReads += 1
            appendAccessibilityElements(of: view, to: &node, windowOrigin: origin)
        }
        return node
    }

    /// Adds the accessibility elements `view` publishes after its subviews, without those that
    /// stand for a control among them.
    private mutating func appendAccessibilityElements(of view: Source.View, to node: inout ViewNode, windowOrigin: LayoutPoint) {
        let elements = source.accessibilityElements(of: view, node: node, windowOrigin: windowOrigin)
        guard !elements.isEmpty else { return }
        for var element in AccessibilityRules.withoutDuplicates(of: elements, beside: node.children) {
            let readID = element.id
            element.id = source.uniqueID(readID)
            source.keepAccessibilityElement(readID: readID, as: element.id, in: view, containerID: node.id)
            node.children.append(element)
        }
    }
}

extension ViewNode {
    /// Changes the node at `path` (child indexes from this node) with `body`.
    mutating func update(at path: ArraySlice<Int>, _ body: (inout ViewNode) -> Void) {
        guard let first = path.first else {
            body(&self)
            return
        }
        guard children.indices.contains(first) else { return }
        children[first].update(at: path.dropFirst(), body)
    }
}
