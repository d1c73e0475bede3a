/// Turns a view tree into the list of what can take focus on screen now, or after a scroll.
///
/// The scanner owns the visibility rules and the roles:
///
/// - **Placement.** A child's window origin is its parent's window origin plus the child's
///   `frame.origin` minus the parent's `contentOffset`. The root's frame is already in window
///   coordinates.
/// - **Visibility.** A subtree is skipped when its top view is hidden, has an alpha of 0.01 or
///   less, has user interaction off, or has a frame or content offset that is not a finite number.
///   A view is not a candidate when it is disabled, has no size, or when no part of it can be
///   seen, now or after scrolling: the visible part is its frame cut by `bounds` and by every
///   clipping ancestor. Views that clip are those with `clipsToBounds` and every kind that
///   scrolls its content (scroll views, tables, collections, text views).
/// - **Content below the fold.** Inside a scroll view whose viewport can be seen (now or after
///   scrolling its own scrolling ancestors), the viewport and the screen do not cut the content:
///   an element scrolled out of view, above, below or beside the viewport, is a candidate with
///   its frame in the content at the current scroll position, `needsScroll` set, and the
///   viewport's visible part as `scrollViewport`. Clipping ancestors inside the content still
///   cut it: what they hide no scroll reveals. An element partly out of view needs a scroll too,
///   and so does one under a bar: the viewport is the scroll view's visible part less its
///   `contentInset`.
/// - **Scroll views a finger cannot scroll.** A scroll view with scrolling turned off
///   (`ViewNode.isScrollEnabled`) shows only its viewport: what lies outside it is no candidate,
///   as a view that clips hides it (what a finger could not reach, focus does not reach). It is no
///   scrolling ancestor either: its content needs a scroll only of the scroll views around it.
/// - **Paging scroll views** (`ViewNode.isPaging`) turn whole pages: the `revealedFrame` of content
///   in one (or inside one) is where `NestedRevealScroll` brings it, the page that holds it. A
///   page view controller's scroll view in motion (`ViewNode.isPagerInMotion`) counts as one a
///   finger cannot scroll until it rests: no turn may start mid-flight.
/// - **Geometry.** A candidate's `frame` is its *full* window frame, even when only part of it is
///   visible: navigation then lines elements up by their real edges.
/// - **Roles.** A view is focusable when its kind is focusable by default
///   (`ViewKind.isFocusableByDefault`) unless the app's `focusableOverride` says otherwise: `true`
///   makes any view (a card, a label) focusable, `false` removes even a control. Tables and
///   collections are always containers, never candidates themselves. An accessibility element
///   is focusable by its traits, and one marked `notEnabled` counts as disabled
///   (`AccessibilityRules`). A view grouped as one element that holds focusable views is not
///   focusable: its inside is searched (`AccessibilityRules.holdsFocusableView(_:)`).
/// - **Inside a focusable view** nothing more is searched: a button's label and a card's inner
///   switch are part of the element that holds them.
/// - **Rows are containers.** A focusable table row or collection item is searched for the
///   controls it holds: focusable views (by the rules above, outside lists nested in the row)
///   that are enabled and can be seen. A row with none is one candidate that A selects. A row
///   with one is one candidate whose A operates that control (`controlID`, `controlKind`, and
///   `controlTraits` for an accessibility element), unless the row's own selection does
///   something (`ViewNode.rowSelection`, `RowSelectionFacts.selectionActs`): then the row and
///   its control are two candidates — except a form row whose one control is a text input
///   (`TextFieldRow`), which stays one stop. A row with several makes each control a candidate of its
///   own (its own id and kind, the row's `listID` and `rowPath`), and the row one too when its
///   selection does something. A row that holds a list of its own (a shelf) and no control is
///   no candidate: the inner list's items are, and the inner `ListInfo` names the row
///   (`enclosingListID`, `enclosingRowPath`).
/// - **Touch.** A candidate is kept only if a finger could touch it (`TouchReach`): the app's
///   `isHittable` when the adapter gave it, else not covered at every sample point of its visible
///   part by a view later in tree order that takes touches. Content of a scroll view covered
///   where it is now (under a bar, a pinned header, a floating player: `FloatingCover`) is kept,
///   needing a scroll, unless the scroll view's whole visible part is covered. Views under 2 pt wide or high are not candidates. Refresh controls
///   and section indexes, and everything in them, are skipped.
/// - **Backdrops.** A plain button covering the screen with a popup's controls over it is no
///   candidate (`DismissBackdrop`): B dismisses the popup.
/// - **Menus.** A `menu` view on screen is a modal scope; the snapshot says so
///   (`modalScopeIsMenu`) and B closes it.
/// - **Lists.** A table or collection that can be seen yields a `ListInfo` (its visible frame,
///   its rows per section, the rows found). Each row or item with a `rowPath` under it becomes a
///   candidate with the id `RowPath.rowID(list:path:)` (or its controls do). When the list does
///   not say how many rows it has, the counts are taken from the rows found. A second cell
///   showing a row that is already found (a cell on its way out during an update) is skipped.
/// - **Bars.** Everything inside a navigation bar, toolbar or tab bar carries the bar's id as
///   `barID`.
/// - **Modal scope.** A view marked `isModalScope` that is on screen (reached by the rules above
///   and with a visible part) traps focus. When there are several, the last one in tree order is
///   on top: only candidates and lists inside it are reported, and `modalScopeID` names it.
/// - **Identity.** Candidates keep tree order. When two views share an id, the later one gets
///   `#2`, `#3`… appended, so every candidate id in a snapshot is unique.
///
/// The walk is iterative and visits each view once, so a tree of any depth and thousands of views
/// is scanned in linear time without deep recursion.
public struct FocusScanner: Sendable {
    /// Views whose alpha is at or below this are treated as invisible, as UIKit does for touches.
    public static let minimumVisibleAlpha = 0.01

    /// The most candidates a scan makes room for before it starts; more grow as found.
    static let largestReservation = 8_192

    /// Creates a scanner.
    public init() {}

    /// Scans the tree under `root`.
    ///
    /// - Parameters:
    ///   - root: The top of the tree: the window, or a synthetic node holding several windows
    ///     (later children are on top). Its frame is in window coordinates.
    ///   - bounds: The screen, in window coordinates. Nothing outside it is a candidate, except
    ///     content a scroll view on screen can scroll into view.
    ///   - context: What surrounds the screen; copied into the snapshot.
    /// - Returns: The candidates and lists, in tree order.
    public func scan(_ root: ViewNode, bounds: Rect, context: ScreenContext = ScreenContext()) -> FocusSnapshot {
        var walk = Walk()
        walk.cover = TouchCover(screen: bounds)
        // Room for every candidate and every view that may cover one, up front (up to a bound):
        // growing the arrays and the id set as they fill would copy and rehash them several times.
        let counts = Self.viewCounts(in: root)
        let room = min(counts.focusable, Self.largestReservation)
        walk.candidates.reserveCapacity(room)
        walk.candidateModalOrdinals.reserveCapacity(room)
        walk.ids.reserveCapacity(room)
        walk.candidateReach.reserveCapacity(room)
        walk.cover.reserveCapacity(min(counts.views, Self.largestReservation))
        let screen: Rect? = bounds.isFinite ? bounds : nil
        walk.enclosures = [Enclosure(clip: screen, reach: screen.map(Reach.inside) ?? .nowhere)]
        let top = Surroundings(parentOrigin: .zero, parentContentOffset: .zero, enclosure: 0)
        walk.run(root, top)
        return walk.snapshot(bounds: bounds, context: context)
    }

    /// The number of views under `root` (itself included), and of those that could be
    /// candidates: those of a focusable kind or marked focusable. The second is an upper bound
    /// of the candidates of any scan of it, the first of the views that cover them.
    static func viewCounts(in root: ViewNode) -> (views: Int, focusable: Int) {
        var views = 1
        var focusable = 0
        var pending: [[ViewNode]] = [[root]]
        while let level = pending.popLast() {
            level.withUnsafeBufferPointer { buffer in
                guard let first = buffer.baseAddress else { return }
                for index in 0..<buffer.count {
                    let view = first + index
                    if view.pointee.focusableOverride ?? (view.pointee.kind.isFocusableByDefault || view.pointee.kind == .accessibilityElement) {
                        focusable += 1
                    }
                    if !view.pointee.children.isEmpty {
                        views += view.pointee.children.count
                        pending.append(view.pointee.children)
                    }
                }
            }
        }
        return (views, focusable)
    }
}

/// Where an element could be seen: now, or once the scroll views around it have scrolled.
private enum Reach {
    case nowhere
    /// Anywhere: inside a scroll view's content, nothing above the scroll view cuts it.
    case everywhere
    case inside(Rect)

    /// The part of `frame` that can be brought into view; nil when none.
    func part(of frame: Rect) -> Rect? {
        switch self {
        case .nowhere: nil
        case .everywhere: frame
        case .inside(let region): frame.intersection(region)
        }
    }
}

/// What a view inherits from its ancestors: where its parent is, and which `Enclosure` it sits
/// in. Small and plain (about 40 bytes, no references), because the walk copies it several
/// times per view: into each view's step, into the level of its children and back out of the
/// stack. The rarely changing rest is shared through the walk's `enclosures` table.
private struct Surroundings {
    /// The parent's origin in window coordinates.
    var parentOrigin: LayoutPoint
    var parentContentOffset: LayoutPoint
    /// What encloses the view, as an index into the walk's `enclosures`.
    var enclosure: Int
    /// A direct child of a list (a row, or a section header or footer).
    var isListChild = false
    /// Inside a list's section header or footer, which stays in place over the rows when
    /// pinned: it covers rows as a view outside the list does (`FloatingCover`).
    var isOverList = false
}

/// What a view inherits that changes only at a few views: scroll views and clipping views (the
/// clip and reach), lists, bars, modal scopes and shelves. Each such view adds one entry to the
/// walk's `enclosures` (a changed copy of its own); every other view passes its index on.
/// Plain values only (ids are indexes into the walk's tables).
private struct Enclosure {
    /// The part of the window the ancestors leave visible now; nil when nothing is left.
    var clip: Rect?
    /// Where scrolling could bring the view.
    var reach: Reach
    /// The nearest scrolling ancestor, as an index into the walk's `containerIDs`.
    var scrollContainer: Int?
    /// The visible part of the nearest scrolling ancestor.
    var scrollViewport: Rect?
    /// The nearest enclosing list, as an index into the walk's lists.
    var listIndex: Int?
    /// The nearest enclosing modal scope that is on screen, by its order of discovery.
    var modalOrdinal: Int?
    /// The bar the view sits in, as an index into the walk's `barIDs`.
    var bar: Int?
    /// Inside a row that holds a list (a shelf): that row's list, as an index into the walk's
    /// lists, and its place there.
    var shelfList: Int?
    var shelfRow: RowPath?
}

/// A view of the tree, read in place.
///
/// The walk's steps change the walk's state, so a `ViewNode` handed to them as a value is
/// copied first (its strings, arrays and dictionary retained and released, a few hundred bytes
/// moved), once per view and step. Through the pointer a step loads only the fields it reads.
/// Valid only inside the `withUnsafeBufferPointer` of the array that holds the view.
private struct ViewRef {
    let pointer: UnsafePointer<ViewNode>

    var id: String { pointer.pointee.id }
    var kind: ViewKind { pointer.pointee.kind }
    var children: [ViewNode] { pointer.pointee.children }
    var hasChildren: Bool { !pointer.pointee.children.isEmpty }
    var contentOffset: LayoutPoint { pointer.pointee.contentOffset }
    var contentInset: LayoutInsets { pointer.pointee.contentInset }
    var clipsToBounds: Bool { pointer.pointee.clipsToBounds }
    var isModalScope: Bool { pointer.pointee.isModalScope }
    var sectionRowCounts: [Int]? { pointer.pointee.sectionRowCounts }
    var rowPath: RowPath? { pointer.pointee.rowPath }
    var rowSelection: RowSelectionFacts? { pointer.pointee.rowSelection }
    var isHittable: Bool? { pointer.pointee.isHittable }
    var cornerRadius: Double { pointer.pointee.cornerRadius }
    var focusOverrides: [MoveDirection: String] { pointer.pointee.focusOverrides }
    var label: String? { pointer.pointee.label }
    var accessibilityTraits: ElementTraits { pointer.pointee.accessibilityTraits }
    var wheelCount: Int? { pointer.pointee.wheelCount }
    var isScrollEnabled: Bool { pointer.pointee.isScrollEnabled }
    var isPaging: Bool { pointer.pointee.isPaging }
    var isPagerInMotion: Bool { pointer.pointee.isPagerInMotion }
    /// `AccessibilityRules.isFocusable(_:)`, read in place: only an accessibility element
    /// without the app's override, whose inside is searched, is handed over whole.
    var isFocusable: Bool {
        if let override = pointer.pointee.focusableOverride { return override }
        if kind == .accessibilityElement { return AccessibilityRules.isFocusable(pointer.pointee) }
        return kind.isFocusableByDefault
    }
    var isEnabled: Bool { AccessibilityRules.isEnabled(pointer.pointee) }
}

/// Children waiting to be visited, with what they inherit.
private struct Level {
    var children: [ViewNode]
    var next: Int
    var surroundings: Surroundings
}

/// Where a view is: its window frame, the part of it visible now and the part scrolling can reveal.
private struct Placement {
    var origin: LayoutPoint
    var frame: Rect
    var visiblePart: Rect?
    var reachablePart: Rect?

    /// Places `node` among `surroundings`, cut by `clip` and `reach` (its enclosure's); nil when
    /// it is skipped with its subtree.
    @inline(__always)
    init?(_ node: borrowing ViewNode, in surroundings: Surroundings, clip: Rect?, reach: Reach) {
        guard !node.isHidden,
              node.alpha > FocusScanner.minimumVisibleAlpha,
              node.isInteractive,
              node.frame.isFinite,
              node.contentOffset.x.isFinite, node.contentOffset.y.isFinite
        else { return nil }
        origin = LayoutPoint(
            x: surroundings.parentOrigin.x + node.frame.origin.x - surroundings.parentContentOffset.x,
            y: surroundings.parentOrigin.y + node.frame.origin.y - surroundings.parentContentOffset.y)
        frame = Rect(origin: origin, size: node.frame.size)
        guard frame.isFinite else { return nil }
        visiblePart = clip.flatMap { frame.intersection($0) }
        reachablePart = reach.part(of: frame)
    }

    /// Places the view `node` reads among `surroundings`.
    @inline(__always)
    init?(_ node: ViewRef, in surroundings: Surroundings, clip: Rect?, reach: Reach) {
        self.init(node.pointer.pointee, in: surroundings, clip: clip, reach: reach)
    }

    /// True when some of the reachable part is out of view now.
    var needsScroll: Bool {
        guard let reachable = reachablePart else { return false }
        guard let visible = visiblePart else { return true }
        return visible.width * visible.height < reachable.width * reachable.height - 0.25
    }
}

/// A control found inside a row.
private struct RowControl {
    var id: String
    var kind: ViewKind
    var frame: Rect
    var needsScroll: Bool
    var cornerRadius: Double
    var focusOverrides: [MoveDirection: String]
    var label: String?
    var accessibilityTraits: ElementTraits
    var wheelCount: Int?
    var visiblePart: Rect?
    var isHittable: Bool?
}

/// What the touch rule needs of a candidate: its tree order, its part visible now, and UIKit's
/// answer when the adapter gave one.
private struct CandidateReach {
    var order: Int
    var visiblePart: Rect?
    var isHittable: Bool?
    /// The visible part of the scroll view that holds the candidate, if any, and its index.
    var scrollViewport: Rect?
    var scrollContainer: Int?
}

/// The state of one scan: what has been found so far.
private struct Walk {
    /// A list with the modal scope it sits in and the rows found in it.
    struct FoundList {
        var info: ListInfo
        var modalOrdinal: Int?
        var countsAreKnown: Bool
    }

    var candidates: [FocusCandidate] = []
    /// The modal scope of each candidate, by its order of discovery; -1 for none.
    var candidateModalOrdinals: [Int] = []
    var lists: [FoundList] = []
    /// The candidate ids given out so far.
    var ids = CandidateIDs()
    /// The ids of the scrolling views and bars found, indexed by `Surroundings`.
    var containerIDs: [String] = []
    /// What a reveal needs of each scrolling view in `containerIDs` (same indexes).
    var scrollers: [ScrollerPlace] = []
    var barIDs: [String] = []
    /// Where the bars are drawn, in window coordinates (``ContentUnderBars``).
    var barFrames: [ContentUnderBars.Bar] = []
    /// Modal scopes on screen, in tree order.
    var modalScopes: [String] = []
    /// Which of `modalScopes` are open menus.
    var menuScopes: Set<Int> = []
    /// The views visited so far (each view's pre-order number).
    var order = 0
    /// The views that take touches, to tell which candidates are covered (`TouchReach`).
    var cover = TouchCover(screen: nil)
    /// Per candidate, what the touch rule needs.
    var candidateReach: [CandidateReach] = []
    /// What encloses the views, indexed by `Surroundings.enclosure`; the first is the screen.
    var enclosures: [Enclosure] = []

    /// Adds `enclosure` to the table; returns its index.
    mutating func add(_ enclosure: Enclosure) -> Int {
        enclosures.append(enclosure)
        return enclosures.count - 1
    }

    /// Places `node` among `surroundings` (`Placement`), reading the clip and reach in place.
    @inline(__always)
    func place(_ node: ViewRef, _ surroundings: Surroundings) -> Placement? {
        Placement(node, in: surroundings, clip: enclosures[surroundings.enclosure].clip,
                  reach: enclosures[surroundings.enclosure].reach)
    }

    /// Visits `root` and its subtree in tree order.
    mutating func run(_ root: ViewNode, _ surroundings: Surroundings) {
        guard var current = withUnsafePointer(to: root, { visit(ViewRef(pointer: $0), surroundings) }) else { return }
        // The level being visited is kept out of the stack, so that it is not copied in and out
        // of the array for every child.
        var parents: [Level] = []
        while true {
            let index = current.next
            guard index < current.children.count else {
                guard let parent = parents.popLast() else { return }
                current = parent
                continue
            }
            current.next = index + 1
            // Through the buffer, the child is read in place rather than copied out (`ViewRef`).
            let child = current.children.withUnsafeBufferPointer { buffer -> Level? in
                guard let first = buffer.baseAddress else { return nil }
                return visit(ViewRef(pointer: first + index), current.surroundings)
            }
            if let child {
                parents.append(current)
                current = child
            }
        }
    }

    /// Visits one view; returns its children to visit next, if any.
    @inline(__always)
    mutating func visit(_ node: ViewRef, _ surroundings: Surroundings) -> Level? {
        guard !node.kind.isNeverAStop, let placement = place(node, surroundings) else { return nil }
        order += 1
        // The first view (the window, or the screens' root) is behind everything: it covers nothing.
        let isOverList = surroundings.isOverList || (surroundings.isListChild && !node.kind.isListRow)
        if order > 1, let visible = placement.visiblePart, TouchReach.takesTouches(node.kind), !isFoundAgain(node, surroundings) {
            cover.add(order: order, area: visible,
                      container: isOverList ? -1 : enclosures[surroundings.enclosure].scrollContainer ?? -1)
        }

        var inherited = surroundings
        inherited.isListChild = false
        inherited.isOverList = isOverList
        if node.isModalScope || node.kind == .menu, placement.visiblePart != nil {
            var enclosure = enclosures[inherited.enclosure]
            enclosure.modalOrdinal = modalScopes.count
            inherited.enclosure = add(enclosure)
            if node.kind == .menu { menuScopes.insert(modalScopes.count) }
            modalScopes.append(node.id)
        }

        if node.kind.isList {
            inherited.isListChild = true
            inherited.isOverList = false
            var enclosure = enclosures[inherited.enclosure]
            enclosure.listIndex = nil
            if let part = placement.visiblePart ?? placement.reachablePart {
                enclosure.listIndex = lists.count
                var info = ListInfo(id: node.id, kind: node.kind, frame: part,
                                    sectionRowCounts: node.sectionRowCounts ?? [], visibleRows: [:])
                if let shelf = enclosure.shelfList {
                    info.enclosingListID = lists[shelf].info.id
                    info.enclosingRowPath = enclosure.shelfRow
                }
                lists.append(FoundList(info: info, modalOrdinal: enclosure.modalOrdinal,
                                       countsAreKnown: node.sectionRowCounts != nil))
            }
            enclosure.shelfList = nil
            enclosure.shelfRow = nil
            inherited.enclosure = add(enclosure)
        } else if node.isFocusable {
            if node.isEnabled, !placement.frame.isEmpty, !TouchReach.isTooSmall(placement.frame),
               placement.reachablePart != nil {
                if node.kind.isListRow {
                    if addRow(node, placement, inherited) == .shelf {
                        // A row holding a list and no control is not a stop: its list's items are.
                        var enclosure = enclosures[inherited.enclosure]
                        enclosure.shelfList = enclosure.listIndex
                        enclosure.shelfRow = node.rowPath
                        inherited.enclosure = add(enclosure)
                        return descend(node, placement, inherited)
                    }
                } else {
                    addCandidate(node, placement, inherited)
                }
            }
            return nil  // the inside of a focusable view belongs to it
        }

        return descend(node, placement, inherited)
    }

    /// The children of `node` to visit next, if any.
    mutating func descend(_ node: ViewRef, _ placement: Placement, _ inherited: Surroundings) -> Level? {
        guard node.hasChildren else { return nil }
        let inner = surroundingsOfChildren(node, placement, inherited)
        if case .nowhere = enclosures[inner.enclosure].reach { return nil }
        return Level(children: node.children, next: 0, surroundings: inner)
    }

    /// What the children of `node`, placed at `placement`, inherit from it.
    mutating func surroundingsOfChildren(_ node: ViewRef, _ placement: Placement, _ surroundings: Surroundings) -> Surroundings {
        var inner = surroundings
        inner.parentOrigin = placement.origin
        inner.parentContentOffset = node.contentOffset
        // Most views change nothing else: their children share their enclosure.
        guard node.kind.scrollsContent || node.clipsToBounds || node.kind.isBar else { return inner }
        var enclosure = enclosures[surroundings.enclosure]
        if node.kind.scrollsContent {
            // What the bars cover (the adjusted insets) is not shown.
            let viewport = node.contentInset == .zero
                ? placement.visiblePart
                : placement.visiblePart.flatMap { $0.intersection(placement.frame.inset(by: node.contentInset)) }
            enclosure.clip = viewport
            if node.isScrollEnabled && !node.isPagerInMotion {
                enclosure.reach = placement.reachablePart == nil ? .nowhere : .everywhere
                let parent = enclosure.scrollContainer
                enclosure.scrollContainer = containerIDs.count
                containerIDs.append(node.id)
                scrollers.append(ScrollerPlace(node, placement, parent: parent,
                                               pagingAround: node.isPaging || parent.map { scrollers[$0].pagingAround } ?? false))
                enclosure.scrollViewport = viewport
            } else {
                // Scrolling turned off, or a pager in motion: only what its viewport shows can
                // be seen now, and only the scroll views around it can bring that in.
                let shown = node.contentInset == .zero
                    ? placement.reachablePart
                    : placement.reachablePart.flatMap { $0.intersection(placement.frame.inset(by: node.contentInset)) }
                enclosure.reach = shown.map(Reach.inside) ?? .nowhere
            }
        } else if node.clipsToBounds {
            enclosure.clip = placement.visiblePart
            enclosure.reach = placement.reachablePart.map(Reach.inside) ?? .nowhere
        }
        if node.kind.isBar {
            enclosure.bar = barIDs.count
            barIDs.append(node.id)
            if let shown = placement.visiblePart { barFrames.append(ContentUnderBars.Bar(frame: shown, order: order)) }
        }
        inner.enclosure = add(enclosure)
        return inner
    }

    /// True for a second cell showing a row already found (a cell on its way out), which is
    /// skipped and covers nothing.
    func isFoundAgain(_ node: ViewRef, _ surroundings: Surroundings) -> Bool {
        guard node.kind.isListRow, let index = enclosures[surroundings.enclosure].listIndex, let path = node.rowPath else { return false }
        return lists[index].info.visibleRows[path] != nil
    }

    /// A candidate for `node`, with what it inherits.
    func candidate(_ node: ViewRef, _ placement: Placement, _ surroundings: Surroundings,
                   id: String? = nil, listID: String? = nil, rowPath: RowPath? = nil) -> FocusCandidate {
        let enclosure = surroundings.enclosure
        let container = enclosures[enclosure].scrollContainer.map { containerIDs[$0] }
        return FocusCandidate(
            id: id ?? node.id, kind: node.kind, frame: placement.frame, cornerRadius: node.cornerRadius,
            focusOverrides: node.focusOverrides, listID: listID, rowPath: rowPath, scrollContainerID: container, label: node.label,
            accessibilityTraits: node.accessibilityTraits,
            barID: enclosures[enclosure].bar.map { barIDs[$0] }, needsScroll: container != nil && placement.needsScroll,
            scrollViewport: container == nil ? nil : enclosures[enclosure].scrollViewport, wheelCount: node.wheelCount,
            pagedRevealFrame: placement.needsScroll ? pagedRevealFrame(of: placement.frame, in: enclosures[enclosure].scrollContainer) : nil)
    }

    /// Where the scroll views around an element at `frame` bring it when one of them pages
    /// (`NestedRevealScroll`, as the reveal on iOS computes it); nil when none of them pages.
    func pagedRevealFrame(of frame: Rect, in container: Int?) -> Rect? {
        guard let container, scrollers[container].pagingAround else { return nil }
        var chain: [NestedRevealScroll.Scroller] = []
        var next: Int? = container
        while let index = next {
            chain.append(scrollers[index].scroller(around: frame))
            next = scrollers[index].parent
        }
        var dx = 0.0
        var dy = 0.0
        for (scroller, offset) in zip(chain, NestedRevealScroll.offsets(chain)) {
            dx += offset.x - scroller.horizontal.offset
            dy += offset.y - scroller.vertical.offset
        }
        let revealed = frame.offsetBy(dx: -dx, dy: -dy)
        return revealed.isFinite ? revealed : nil
    }

    mutating func addCandidate(_ node: ViewRef, _ placement: Placement, _ surroundings: Surroundings) {
        // A control beside a shelf's list (its "See all" button) belongs to the shelf's row: up
        // and down go on row by row from it, and entering the row may land on it.
        var shelfListID: String?
        var shelfRow: RowPath?
        if let shelf = enclosures[surroundings.enclosure].shelfList, let row = enclosures[surroundings.enclosure].shelfRow {
            shelfListID = lists[shelf].info.id
            shelfRow = row
        }
        // Made right in the array: a candidate made first and handed on is copied on the way.
        let id = uniqueID(node.id)
        candidates.append(candidate(node, placement, surroundings, id: id, listID: shelfListID, rowPath: shelfRow))
        candidateModalOrdinals.append(enclosures[surroundings.enclosure].modalOrdinal ?? -1)
        candidateReach.append(CandidateReach(order: order, visiblePart: placement.visiblePart, isHittable: node.isHittable,
                                             scrollViewport: enclosures[surroundings.enclosure].scrollViewport,
                                           scrollContainer: enclosures[surroundings.enclosure].scrollContainer))
    }

    /// What a row turned out to be.
    enum FoundRow {
        /// One or more stops (the row, its controls), or a row already found.
        case stops
        /// A row that holds a list and no control: its list's items are the stops.
        case shelf
    }

    /// A row or item: one candidate whose A forwards to its single control, or one per control
    /// when it holds several, or when its own selection does something
    /// (`RowSelectionFacts.selectionActs`) the row itself and each control; nothing when it
    /// holds a list and no control (a shelf).
    mutating func addRow(_ node: ViewRef, _ placement: Placement, _ surroundings: Surroundings) -> FoundRow {
        var row = candidate(node, placement, surroundings)
        var listIndex: Int?
        if let index = enclosures[surroundings.enclosure].listIndex, let path = node.rowPath {
            guard lists[index].info.visibleRows[path] == nil else { return .stops }  // the row is already found
            listIndex = index
            row.id = RowPath.rowID(list: lists[index].info.id, path: path)
            row.listID = lists[index].info.id
            row.rowPath = path
        }
        var holdsList = false
        let controls = !node.hasChildren ? [] : self.controls(in: node, placement, surroundings, holdsList: &holdsList)
        // A row holding a list is a shelf even beside controls (a "See all" button): its items
        // are stops, and so are its controls, found as the row's inside is visited
        // (`ShelfRules.isShelf`).
        if ShelfRules.isShelf(holdsList: holdsList, controlCount: controls.count) { return .shelf }
        let rowReach = CandidateReach(order: order, visiblePart: placement.visiblePart, isHittable: node.isHittable,
                                     scrollViewport: enclosures[surroundings.enclosure].scrollViewport,
                                           scrollContainer: enclosures[surroundings.enclosure].scrollContainer)
        let selectionActs = node.rowSelection?.selectionActs == true
            && !TextFieldRow.isOneStop(controlKinds: controls.map(\.kind), facts: node.rowSelection)
        guard controls.count > 1 || (selectionActs && !controls.isEmpty) else {
            if let control = controls.first {
                // A row without a name of its own is named by the control it forwards to.
                if row.label?.isEmpty ?? true { row.label = control.label }
                row.controlID = control.id
                row.controlKind = control.kind
                row.controlTraits = control.accessibilityTraits
                row.wheelCount = control.wheelCount
            }
            let id = append(row, surroundings, rowReach)
            if let listIndex, let path = row.rowPath { lists[listIndex].info.visibleRows[path] = id }
            return .stops
        }
        if selectionActs {
            let id = append(row, surroundings, rowReach)
            if let listIndex, let path = row.rowPath { lists[listIndex].info.visibleRows[path] = id }
        }
        for control in controls {
            var candidate = row
            candidate.id = control.id
            candidate.kind = control.kind
            candidate.frame = control.frame
            candidate.needsScroll = row.scrollContainerID != nil && control.needsScroll
            candidate.pagedRevealFrame = control.needsScroll ? pagedRevealFrame(of: control.frame, in: enclosures[surroundings.enclosure].scrollContainer) : nil
            candidate.cornerRadius = control.cornerRadius
            candidate.focusOverrides = control.focusOverrides
            candidate.label = control.label
            candidate.accessibilityTraits = control.accessibilityTraits
            candidate.wheelCount = control.wheelCount
            let id = append(candidate, surroundings,
                            CandidateReach(order: order, visiblePart: control.visiblePart, isHittable: control.isHittable,
                                           scrollViewport: enclosures[surroundings.enclosure].scrollViewport,
                                           scrollContainer: enclosures[surroundings.enclosure].scrollContainer))
            if let listIndex, let path = row.rowPath, lists[listIndex].info.visibleRows[path] == nil {
                lists[listIndex].info.visibleRows[path] = id
            }
        }
        return .stops
    }

    /// The enabled controls inside `row` that can be seen, in tree order; lists nested in the
    /// row are not searched.
    mutating func controls(in row: ViewRef, _ placement: Placement, _ surroundings: Surroundings,
                           holdsList: inout Bool) -> [RowControl] {
        var found: [RowControl] = []
        var stack: [Level] = [Level(children: row.children, next: 0,
                                    surroundings: surroundingsOfChildren(row, placement, surroundings))]
        while !stack.isEmpty {
            let top = stack.count - 1
            let index = stack[top].next
            guard index < stack[top].children.count else {
                stack.removeLast()
                continue
            }
            stack[top].next = index + 1
            let outer = stack[top].surroundings
            let inside = stack[top].children.withUnsafeBufferPointer { buffer -> Level? in
                guard let first = buffer.baseAddress else { return nil }
                let node = ViewRef(pointer: first + index)
                guard !node.kind.isListRow, !node.kind.isNeverAStop, let place = self.place(node, outer) else { return nil }
                if node.kind.isList {
                    if place.visiblePart ?? place.reachablePart != nil { holdsList = true }
                    return nil
                }
                if node.isFocusable {
                    if node.isEnabled, !place.frame.isEmpty, !TouchReach.isTooSmall(place.frame), place.reachablePart != nil {
                        found.append(RowControl(id: node.id, kind: node.kind, frame: place.frame, needsScroll: place.needsScroll,
                                                cornerRadius: node.cornerRadius, focusOverrides: node.focusOverrides, label: node.label,
                                                accessibilityTraits: node.accessibilityTraits, wheelCount: node.wheelCount,
                                                visiblePart: place.visiblePart, isHittable: node.isHittable))
                    }
                    return nil
                }
                guard node.hasChildren else { return nil }
                let inner = surroundingsOfChildren(node, place, outer)
                if case .nowhere = enclosures[inner.enclosure].reach { return nil }
                return Level(children: node.children, next: 0, surroundings: inner)
            }
            if let inside { stack.append(inside) }
        }
        return found
    }

    /// Adds `candidate` under a unique id; returns that id.
    @discardableResult
    mutating func append(_ candidate: consuming FocusCandidate, _ surroundings: Surroundings, _ reach: CandidateReach) -> String {
        let id = uniqueID(candidate.id)
        candidate.id = id
        candidates.append(consume candidate)
        candidateModalOrdinals.append(enclosures[surroundings.enclosure].modalOrdinal ?? -1)
        candidateReach.append(reach)
        return id
    }

    /// The id a candidate named `id` gets: `id` itself the first time, then `id#2`, `id#3`…
    mutating func uniqueID(_ id: String) -> String {
        ids.unique(id)
    }

    /// The snapshot of what was found. The walk's arrays are moved out, not copied: in the
    /// common case (no modal scope, nothing covered) the candidates found are the result as
    /// they are, and the touch rule only reads them.
    mutating func snapshot(bounds: Rect, context: ScreenContext) -> FocusSnapshot {
        let scope = modalScopes.isEmpty ? nil : modalScopes.count - 1
        var inScope = candidates
        candidates = []
        var inScopeOrders: [Int] = []
        var removed: Set<String> = []
        if scope != nil || !cover.isEmpty || candidateReach.contains(where: { $0.isHittable == false }) {
            // Each candidate is kept, marked as needing a scroll, or dropped; the array is only
            // rebuilt when some are dropped.
            var kept = [Bool](repeating: true, count: inScope.count)
            for index in inScope.indices {
                if let scope, candidateModalOrdinals[index] != scope {
                    kept[index] = false
                    continue
                }
                switch touchability(index) {
                case .touchable:
                    break
                case .afterScrolling:
                    inScope[index].needsScroll = true
                case .unreachable:
                    kept[index] = false
                    removed.insert(inScope[index].id)
                }
            }
            if kept.contains(false) {
                inScope = inScope.indices.filter { kept[$0] }.map { inScope[$0] }
                inScopeOrders = candidateReach.indices.filter { kept[$0] }.map { candidateReach[$0].order }
            } else if !barFrames.isEmpty {
                inScopeOrders = candidateReach.map(\.order)
            }
        } else if !barFrames.isEmpty {
            inScopeOrders = candidateReach.map(\.order)
        }
        let infos = lists.filter { scope == nil || $0.modalOrdinal == scope }.map { list in
            var info = list.info
            if !removed.isEmpty { info.visibleRows = info.visibleRows.filter { !removed.contains($0.value) } }
            if !list.countsAreKnown { info.sectionRowCounts = Self.countsFromVisibleRows(info.visibleRows) }
            return info
        }
        ContentUnderBars.uncover(&inScope, orders: inScopeOrders, bars: barFrames)
        DismissBackdrop.remove(&inScope, bounds: bounds)
        return FocusSnapshot(bounds: bounds, candidates: inScope, lists: infos,
                             modalScopeID: scope.map { modalScopes[$0] }, context: context,
                             modalScopeIsMenu: scope.map { menuScopes.contains($0) } ?? false)
    }

    enum Touchability {
        case touchable
        /// Covered where it is now (by a bar over a list, say), but its scroll view shows an
        /// uncovered part it can be scrolled to.
        case afterScrolling
        case unreachable
    }

    /// Whether a finger could touch candidate `index` (`TouchReach`): UIKit's answer when the
    /// adapter gave one; else not every visible sample point covered by a view in front, or, for
    /// content of a scroll view, not every sample point of the scroll view's visible part.
    func touchability(_ index: Int) -> Touchability {
        // The common case (nothing in front) reads two fields in place; the whole entry is only
        // copied out when the candidate turns out covered.
        if candidateReach[index].isHittable == true { return .touchable }
        if candidateReach[index].isHittable == nil {
            guard let visible = candidateReach[index].visiblePart,
                  cover.covers(visible, above: candidateReach[index].order) else { return .touchable }
        }
        let reach = candidateReach[index]
        if reach.isHittable == false {
            return FloatingCover.afterScrolling(reach.visiblePart, viewport: reach.scrollViewport,
                                                container: reach.scrollContainer, order: reach.order, cover: cover)
                ? .afterScrolling : .unreachable
        }
        if let viewport = reach.scrollViewport, !cover.covers(viewport, above: reach.order, ignoring: reach.scrollContainer ?? -1) {
            return .afterScrolling
        }
        return .unreachable
    }

    /// Sections beyond this are not inferred from a row path (a bad path must not cost memory).
    static let maximumInferredSections = 10_000

    /// Rows per section for a list that does not say: enough to hold every row found.
    static func countsFromVisibleRows(_ rows: [RowPath: String]) -> [Int] {
        var counts: [Int] = []
        for path in rows.keys where (0..<maximumInferredSections).contains(path.section) && (0..<Int.max).contains(path.row) {
            while counts.count <= path.section { counts.append(0) }
            counts[path.section] = max(counts[path.section], path.row + 1)
        }
        return counts
    }
}

/// A scrolling view as a reveal sees it: where its content sits in the window, its bounds, insets,
/// content size and how it scrolls, and the scrolling view around it.
private struct ScrollerPlace {
    /// The window point of its content's origin at the current offset is `origin - offset`.
    var origin: LayoutPoint
    var offset: LayoutPoint
    var size: LayoutSize
    var inset: LayoutInsets
    var contentSize: LayoutSize
    var isPaging: Bool
    var isScrollEnabled: Bool
    /// The nearest scrolling view around it, as an index into the walk's `scrollers`.
    var parent: Int?
    /// It or a scrolling view around it pages.
    var pagingAround: Bool

    init(_ view: ViewRef, _ placement: Placement, parent: Int?, pagingAround: Bool) {
        let node = view.pointer
        origin = placement.origin
        offset = node.pointee.contentOffset
        size = node.pointee.frame.size
        inset = node.pointee.contentInset
        isPaging = node.pointee.isPaging
        isScrollEnabled = node.pointee.isScrollEnabled
        self.parent = parent
        self.pagingAround = pagingAround
        if let known = node.pointee.contentSize {
            contentSize = known
        } else {
            // Not known (a file): as far as its children reach, and at least its bounds.
            var width = node.pointee.frame.width
            var height = node.pointee.frame.height
            for child in node.pointee.children where child.frame.isFinite {
                width = max(width, child.frame.maxX)
                height = max(height, child.frame.maxY)
            }
            contentSize = LayoutSize(width: width, height: height)
        }
    }

    /// Its facts for `NestedRevealScroll`, with an element at window `frame`: built as the reveal
    /// on iOS builds them from the scroll view.
    func scroller(around frame: Rect) -> NestedRevealScroll.Scroller {
        let inContent = Rect(x: frame.minX - origin.x + offset.x, y: frame.minY - origin.y + offset.y,
                             width: frame.width, height: frame.height)
        return NestedRevealScroll.Scroller(contentOffset: offset, boundsSize: size, adjustedContentInset: inset,
                                           contentSize: contentSize, isPaging: isPaging, isScrollEnabled: isScrollEnabled,
                                           elementFrame: inContent)
    }
}
