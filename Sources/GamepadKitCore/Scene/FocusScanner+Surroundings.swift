// What a scanned view inherits from its ancestors and where it lies: the scanner's small
// value types (`FocusScanner.Walk` uses them).

/// Where an element could be seen: now, or once the scroll views around it have scrolled.
enum ScanReach {
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

/// What a view inherits from its ancestors: where its parent is, and which `ScanEnclosure` it sits
/// in. Small and plain (about 40 bytes, no references), because the walk copies it several
/// times per view: into each view's step, into the level of its children and back out of the
/// stack. The rarely changing rest is shared through the walk's `enclosures` table.
struct ScanSurroundings {
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
    /// The parent's size when a touch must land inside its bounds to reach its children
    /// (`TouchReach.isOutsideParent`); a negative width when it does not bound them.
    var parentTouchWidth = -1.0
    var parentTouchHeight = -1.0
}

/// What a view inherits that changes only at a few views: scroll views and clipping views (the
/// clip and reach), lists, bars, modal scopes and shelves. Each such view adds one entry to the
/// walk's `enclosures` (a changed copy of its own); every other view passes its index on.
/// Plain values only (ids are indexes into the walk's tables).
struct ScanEnclosure {
    /// The part of the window the ancestors leave visible now; nil when nothing is left.
    var clip: Rect?
    /// Where scrolling could bring the view.
    var reach: ScanReach
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
struct ScanViewRef {
    let pointer: UnsafePointer<ViewNode>

    var id: String { pointer.pointee.id }
    var kind: ViewKind { pointer.pointee.kind }
    var children: [ViewNode] { pointer.pointee.children }
    var hasChildren: Bool { !pointer.pointee.children.isEmpty }
    var contentOffset: LayoutPoint { pointer.pointee.contentOffset }
    var contentInset: LayoutInsets { pointer.pointee.contentInset }
    var clipsToBounds: Bool { pointer.pointee.clipsToBounds }
    var isModalScope: Bool { pointer.pointee.isModalScope }
    var joinsModalScope: Bool { pointer.pointee.joinsModalScope }
    var sectionRowCounts: [Int]? { pointer.pointee.sectionRowCounts }
    var rowPath: RowPath? { pointer.pointee.rowPath }
    var rowSelection: RowSelectionFacts? { pointer.pointee.rowSelection }
    var isHittable: Bool? { pointer.pointee.isHittable }
    var overridesHitTest: Bool { pointer.pointee.overridesHitTest }
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
    /// ``ViewNode/isWalkedThrough``, read in place.
    var isWalkedThrough: Bool { pointer.pointee.isWalkedThrough }
}

/// Children waiting to be visited, with what they inherit.
struct ScanLevel {
    var children: [ViewNode]
    var next: Int
    var surroundings: ScanSurroundings
}

/// Where a view is: its window frame, the part of it visible now and the part scrolling can reveal.
struct ScanPlacement {
    var origin: LayoutPoint
    var frame: Rect
    var visiblePart: Rect?
    var reachablePart: Rect?

    /// Places `node` among `surroundings`, cut by `clip` and `reach` (its enclosure's); nil when
    /// it is skipped with its subtree.
    @inline(__always)
    init?(_ node: borrowing ViewNode, in surroundings: ScanSurroundings, clip: Rect?, reach: ScanReach) {
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
    init?(_ node: ScanViewRef, in surroundings: ScanSurroundings, clip: Rect?, reach: ScanReach) {
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
struct ScanRowControl {
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
struct ScanCandidateReach {
    var order: Int
    var visiblePart: Rect?
    var isHittable: Bool?
    /// The visible part of the scroll view that holds the candidate, if any, and its index.
    var scrollViewport: Rect?
    var scrollContainer: Int?
}
