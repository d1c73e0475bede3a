/// Turns a view tree into the list of what can take focus on screen now.
///
/// The scanner owns the visibility rules and the roles:
///
/// - **Placement.** A child's window origin is its parent's window origin plus the child's
///   `frame.origin` minus the parent's `contentOffset`. The root's frame is already in window
///   coordinates.
/// - **Visibility.** A subtree is skipped when its top view is hidden, has an alpha of 0.01 or
///   less, has user interaction off, or has a frame or content offset that is not a finite number.
///   A view is not a candidate when it is disabled, has no size, or when no part of it is visible:
///   the visible part is its frame cut by `bounds` and by every clipping ancestor. Views that clip
///   are those with `clipsToBounds` and every kind that scrolls its content (scroll views, tables,
///   collections, text views), so rows and content scrolled out of a viewport drop out.
/// - **Geometry.** A candidate's `frame` is its *full* window frame, even when only part of it is
///   visible: navigation then lines elements up by their real edges, and the focus engine knows
///   how far to scroll to reveal a half-hidden row. A view whose visible part is empty is skipped.
/// - **Roles.** A view is focusable when its kind is focusable by default
///   (`ViewKind.isFocusableByDefault`) unless the app's `focusableOverride` says otherwise: `true`
///   makes any view (a card, a label) focusable, `false` removes even a control. Tables and
///   collections are always containers, never candidates themselves. An accessibility element
///   is focusable by its traits, and one marked `notEnabled` counts as disabled
///   (`AccessibilityRules`).
/// - **Inside a focusable view** nothing more is searched: a button's label, a card's inner switch
///   and a row's accessory are part of the element that holds them. The one exception is a list,
///   whose rows are the candidates. A row that holds a list of its own (a carousel row) is
///   therefore one candidate; an app that wants the inner items reachable marks the row not
///   focusable (`focusableOverride = false`), and the inner list's items become the candidates.
/// - **Lists.** A table or collection on screen yields a `ListInfo` (its visible frame, its rows
///   per section, the rows on screen). Each row or item with a `rowPath` under it becomes a
///   candidate with the id `RowPath.rowID(list:path:)`. When the list does not say how many rows
///   it has, the counts are taken from the rows on screen. A second cell showing a row that is
///   already on screen (a cell on its way out during an update) is skipped.
/// - **Modal scope.** A view marked `isModalScope` that is on screen (reached by the rules above
///   and with a visible part) traps focus. When there are several, the last one in tree order is
///   on top: only candidates and lists inside it are reported, and `modalScopeID` names it.
/// - **Identity.** Candidates keep tree order. When two views share an id, the later one gets
///   `#2`, `#3`… appended, so every candidate id in a snapshot is unique.
///
/// The walk is iterative and visits each view once, so a tree of any depth and thousands of views
/// is scanned in linear time without deep recursion.
public struct Scanner: Sendable {
    /// Views whose alpha is at or below this are treated as invisible, as UIKit does for touches.
    public static let minimumVisibleAlpha = 0.01

    /// Creates a scanner.
    public init() {}

    /// Scans the tree under `root`.
    ///
    /// - Parameters:
    ///   - root: The top of the tree: the window, or a synthetic node holding several windows
    ///     (later children are on top). Its frame is in window coordinates.
    ///   - bounds: The screen, in window coordinates. Nothing outside it is a candidate.
    ///   - context: What surrounds the screen; copied into the snapshot.
    /// - Returns: The candidates and lists on screen, in tree order.
    public func scan(_ root: ViewNode, bounds: Rect, context: ScreenContext = ScreenContext()) -> FocusSnapshot {
        var walk = Walk()
        var stack: [Visit] = [Visit(node: root, parentOrigin: .zero, parentContentOffset: .zero, clip: bounds.isFinite ? bounds : nil, scrollContainerID: nil, listIndex: nil, modalOrdinal: nil)]

        while let visit = stack.popLast() {
            walk.visit(visit, pushingChildrenOnto: &stack)
        }
        return walk.snapshot(bounds: bounds, context: context)
    }
}

/// One view waiting to be visited, with what it inherits from its ancestors.
private struct Visit {
    var node: ViewNode
    /// The parent's origin in window coordinates.
    var parentOrigin: Point
    var parentContentOffset: Point
    /// The part of the window the ancestors leave visible; nil when nothing is left.
    var clip: Rect?
    var scrollContainerID: String?
    /// The nearest enclosing list, as an index into the walk's lists.
    var listIndex: Int?
    /// The nearest enclosing modal scope that is on screen, by its order of discovery.
    var modalOrdinal: Int?
}

/// The state of one scan: what has been found so far.
private struct Walk {
    /// A candidate with the modal scope it sits in.
    struct Found {
        var candidate: FocusCandidate
        var modalOrdinal: Int?
    }

    /// A list with the modal scope it sits in and the rows found in it.
    struct FoundList {
        var info: ListInfo
        var modalOrdinal: Int?
        var countsAreKnown: Bool
    }

    var found: [Found] = []
    var lists: [FoundList] = []
    var usedIDs: [String: Int] = [:]
    /// Modal scopes on screen, in tree order.
    var modalScopes: [String] = []

    mutating func visit(_ visit: Visit, pushingChildrenOnto stack: inout [Visit]) {
        let node = visit.node
        guard !node.isHidden,
              node.alpha > Scanner.minimumVisibleAlpha,
              node.isInteractive,
              node.frame.isFinite,
              node.contentOffset.x.isFinite, node.contentOffset.y.isFinite
        else { return }

        let origin = Point(
            x: visit.parentOrigin.x + node.frame.origin.x - visit.parentContentOffset.x,
            y: visit.parentOrigin.y + node.frame.origin.y - visit.parentContentOffset.y)
        let windowFrame = Rect(origin: origin, size: node.frame.size)
        guard windowFrame.isFinite else { return }
        let visiblePart = visit.clip.flatMap { windowFrame.intersection($0) }

        var modalOrdinal = visit.modalOrdinal
        if node.isModalScope, visiblePart != nil {
            modalOrdinal = modalScopes.count
            modalScopes.append(node.id)
        }

        var listIndex = visit.listIndex
        if node.kind.isList {
            listIndex = nil
            if let visiblePart {
                listIndex = lists.count
                lists.append(FoundList(
                    info: ListInfo(id: node.id, kind: node.kind, frame: visiblePart,
                                   sectionRowCounts: node.sectionRowCounts ?? [], visibleRows: [:]),
                    modalOrdinal: modalOrdinal,
                    countsAreKnown: node.sectionRowCounts != nil))
            }
        } else if isFocusable(node) {
            if AccessibilityRules.isEnabled(node), !windowFrame.isEmpty, visiblePart != nil {
                addCandidate(node, frame: windowFrame, visit: visit, modalOrdinal: modalOrdinal)
            }
            return  // the inside of a focusable view belongs to it
        }

        let clips = node.clipsToBounds || node.kind.scrollsContent
        let childClip = clips ? visiblePart : visit.clip
        guard childClip != nil, !node.children.isEmpty else { return }
        let scrollContainerID = node.kind.scrollsContent ? node.id : visit.scrollContainerID
        for child in node.children.reversed() {
            stack.append(Visit(node: child, parentOrigin: origin, parentContentOffset: node.contentOffset,
                               clip: childClip, scrollContainerID: scrollContainerID,
                               listIndex: listIndex, modalOrdinal: modalOrdinal))
        }
    }

    func isFocusable(_ node: ViewNode) -> Bool {
        AccessibilityRules.isFocusable(node)
    }

    mutating func addCandidate(_ node: ViewNode, frame: Rect, visit: Visit, modalOrdinal: Int?) {
        var candidate = FocusCandidate(
            id: node.id, kind: node.kind, frame: frame, cornerRadius: node.cornerRadius,
            focusOverrides: node.focusOverrides, scrollContainerID: visit.scrollContainerID, label: node.label,
            accessibilityTraits: node.accessibilityTraits)

        if let listIndex = visit.listIndex, let path = node.rowPath {
            let listID = lists[listIndex].info.id
            guard lists[listIndex].info.visibleRows[path] == nil else { return }  // the row is already on screen
            candidate.id = RowPath.rowID(list: listID, path: path)
            candidate.listID = listID
            candidate.rowPath = path
            lists[listIndex].info.visibleRows[path] = candidate.id
        }

        let uses = usedIDs[candidate.id, default: 0] + 1
        usedIDs[candidate.id] = uses
        if uses > 1 {
            candidate.id += "#\(uses)"
            if let listIndex = visit.listIndex, let path = candidate.rowPath {
                lists[listIndex].info.visibleRows[path] = candidate.id
            }
        }
        found.append(Found(candidate: candidate, modalOrdinal: modalOrdinal))
    }

    func snapshot(bounds: Rect, context: ScreenContext) -> FocusSnapshot {
        let scope = modalScopes.isEmpty ? nil : modalScopes.count - 1
        let candidates = found.filter { scope == nil || $0.modalOrdinal == scope }.map(\.candidate)
        let infos = lists.filter { scope == nil || $0.modalOrdinal == scope }.map { list in
            var info = list.info
            if !list.countsAreKnown { info.sectionRowCounts = Self.countsFromVisibleRows(info.visibleRows) }
            return info
        }
        return FocusSnapshot(bounds: bounds, candidates: candidates, lists: infos,
                             modalScopeID: scope.map { modalScopes[$0] }, context: context)
    }

    /// Sections beyond this are not inferred from a row path (a bad path must not cost memory).
    static let maximumInferredSections = 10_000

    /// Rows per section for a list that does not say: enough to hold every row on screen.
    static func countsFromVisibleRows(_ rows: [RowPath: String]) -> [Int] {
        var counts: [Int] = []
        for path in rows.keys where (0..<maximumInferredSections).contains(path.section) && (0..<Int.max).contains(path.row) {
            while counts.count <= path.section { counts.append(0) }
            counts[path.section] = max(counts[path.section], path.row + 1)
        }
        return counts
    }
}
