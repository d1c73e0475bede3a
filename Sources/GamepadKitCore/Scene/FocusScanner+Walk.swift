// The walk over the view tree: one scan's state and the visit of each view.

/// The state of one scan: what has been found so far.
struct ScanWalk {
    /// `FocusScanner.dropsViewsOutsideParents`.
    var dropsViewsOutsideParents = true
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
    /// The ids of the scrolling views and bars found, indexed by `ScanSurroundings`.
    var containerIDs: [String] = []
    /// What a reveal needs of each scrolling view in `containerIDs` (same indexes).
    var scrollers: [ScanScrollerPlace] = []
    var barIDs: [String] = []
    /// Where the bars are drawn, in window coordinates (``ContentUnderBars``).
    var barFrames: [ContentUnderBars.Bar] = []
    /// Modal scopes on screen, in tree order.
    var modalScopes: [String] = []
    /// The visible part of each of `modalScopes`, in window coordinates.
    var modalScopeFrames: [Rect] = []
    /// Which of `modalScopes` are open menus.
    var menuScopes: Set<Int> = []
    /// The views visited so far (each view's pre-order number).
    var order = 0
    /// The views that take touches, to tell which candidates are covered (`TouchReach`).
    var cover = TouchCover(screen: nil)
    /// Per candidate, what the touch rule needs.
    var candidateReach: [ScanCandidateReach] = []
    /// What encloses the views, indexed by `ScanSurroundings.enclosure`; the first is the screen.
    var enclosures: [ScanEnclosure] = []

    /// Adds `enclosure` to the table; returns its index.
    mutating func add(_ enclosure: ScanEnclosure) -> Int {
        enclosures.append(enclosure)
        return enclosures.count - 1
    }

    /// Places `node` among `surroundings` (`ScanPlacement`), reading the clip and reach in place.
    @inline(__always)
    func place(_ node: ScanViewRef, _ surroundings: ScanSurroundings) -> ScanPlacement? {
        ScanPlacement(node, in: surroundings, clip: enclosures[surroundings.enclosure].clip,
                  reach: enclosures[surroundings.enclosure].reach)
    }

    /// Visits `root` and its subtree in tree order.
    mutating func run(_ root: ViewNode, _ surroundings: ScanSurroundings) {
        guard var current = withUnsafePointer(to: root, { visit(ScanViewRef(pointer: $0), surroundings) }) else { return }
        // The level being visited is kept out of the stack, so that it is not copied in and out
        // of the array for every child.
        var parents: [ScanLevel] = []
        while true {
            let index = current.next
            guard index < current.children.count else {
                guard let parent = parents.popLast() else { return }
                current = parent
                continue
            }
            current.next = index + 1
            // Through the buffer, the child is read in place rather than copied out (`ScanViewRef`).
            let child = current.children.withUnsafeBufferPointer { buffer -> ScanLevel? in
                guard let first = buffer.baseAddress else { return nil }
                return visit(ScanViewRef(pointer: first + index), current.surroundings)
            }
            if let child {
                parents.append(current)
                current = child
            }
        }
    }

    /// Visits one view; returns its children to visit next, if any.
    @inline(__always)
    mutating func visit(_ node: ScanViewRef, _ surroundings: ScanSurroundings) -> ScanLevel? {
        guard !node.kind.isNeverAStop, let placement = place(node, surroundings) else { return nil }
        // Drawn entirely outside its parent's bounds: no touch reaches it or anything in it.
        if surroundings.parentTouchWidth >= 0, node.kind != .accessibilityElement, node.isHittable != true,
           TouchReach.isOutsideParent(placement.frame, parent: Rect(origin: surroundings.parentOrigin,
                                                                    size: LayoutSize(width: surroundings.parentTouchWidth,
                                                                                     height: surroundings.parentTouchHeight))) {
            return nil
        }
        order += 1
        // The first view (the window, or the screens' root) is behind everything: it covers nothing.
        let isOverList = surroundings.isOverList || (surroundings.isListChild && !node.kind.isListRow)
        if order > 1, let visible = placement.visiblePart, TouchReach.takesTouches(node.kind), !isFoundAgain(node, surroundings) {
            cover.add(order: order, area: visible,
                      container: isOverList ? -1 : enclosures[surroundings.enclosure].scrollContainer ?? -1,
                      isControl: node.kind.isFocusableByDefault && !node.kind.isListRow && !node.overridesHitTest)
        }

        var inherited = surroundings
        inherited.isListChild = false
        inherited.isOverList = isOverList
        // An input accessory of a responder inside the presented screen counts in its scope (not
        // in an open menu's, which takes every touch).
        if node.joinsModalScope, let innermost = modalScopes.indices.last, !menuScopes.contains(innermost) {
            var enclosure = enclosures[inherited.enclosure]
            enclosure.modalOrdinal = innermost
            inherited.enclosure = add(enclosure)
        }
        if node.isModalScope || node.kind == .menu, placement.visiblePart != nil {
            var enclosure = enclosures[inherited.enclosure]
            enclosure.modalOrdinal = modalScopes.count
            inherited.enclosure = add(enclosure)
            if node.kind == .menu { menuScopes.insert(modalScopes.count) }
            modalScopes.append(node.id)
            modalScopeFrames.append(placement.visiblePart ?? placement.frame)
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
        } else if node.isFocusable, !node.isWalkedThrough {
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
    mutating func descend(_ node: ScanViewRef, _ placement: ScanPlacement, _ inherited: ScanSurroundings) -> ScanLevel? {
        guard node.hasChildren else { return nil }
        let inner = surroundingsOfChildren(node, placement, inherited)
        if case .nowhere = enclosures[inner.enclosure].reach { return nil }
        return ScanLevel(children: node.children, next: 0, surroundings: inner)
    }

    /// What the children of `node`, placed at `placement`, inherit from it.
    mutating func surroundingsOfChildren(_ node: ScanViewRef, _ placement: ScanPlacement, _ surroundings: ScanSurroundings) -> ScanSurroundings {
        var inner = surroundings
        inner.parentOrigin = placement.origin
        inner.parentContentOffset = node.contentOffset
        let bounds = dropsViewsOutsideParents
            && TouchReach.boundsTouches(of: node.kind, overridesHitTest: node.overridesHitTest,
                                        size: placement.frame.size, isInList: enclosures[surroundings.enclosure].listIndex != nil)
        inner.parentTouchWidth = bounds ? placement.frame.width : -1
        inner.parentTouchHeight = bounds ? placement.frame.height : -1
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
                scrollers.append(ScanScrollerPlace(node, placement, parent: parent,
                                               pagingAround: node.isPaging || parent.map { scrollers[$0].pagingAround } ?? false))
                // A scroll view that the one around it has scrolled out of view (a table in a
                // cell below the fold) shows its content where that scroll brings it.
                enclosure.scrollViewport = viewport ?? enclosure.scrollViewport.flatMap {
                    FocusCandidate.revealed(placement.frame.inset(by: node.contentInset), in: $0)
                }
            } else {
                // Scrolling turned off, or a pager in motion: only what its viewport shows can
                // be seen now, and only the scroll views around it can bring that in.
                let shown = node.contentInset == .zero
                    ? placement.reachablePart
                    : placement.reachablePart.flatMap { $0.intersection(placement.frame.inset(by: node.contentInset)) }
                enclosure.reach = shown.map(ScanReach.inside) ?? .nowhere
            }
        } else if node.clipsToBounds {
            enclosure.clip = placement.visiblePart
            enclosure.reach = placement.reachablePart.map(ScanReach.inside) ?? .nowhere
        }
        if node.kind.isBar {
            enclosure.bar = barIDs.count
            barIDs.append(node.id)
            if let shown = placement.visiblePart {
                barFrames.append(ContentUnderBars.Bar(frame: shown, order: order, isScrollContent: enclosure.scrollContainer != nil))
            }
        }
        inner.enclosure = add(enclosure)
        return inner
    }

    /// True for a second cell showing a row already found (a cell on its way out), which is
    /// skipped and covers nothing.
    func isFoundAgain(_ node: ScanViewRef, _ surroundings: ScanSurroundings) -> Bool {
        guard node.kind.isListRow, let index = enclosures[surroundings.enclosure].listIndex, let path = node.rowPath else { return false }
        return lists[index].info.visibleRows[path] != nil
    }

    /// A candidate for `node`, with what it inherits.
    func candidate(_ node: ScanViewRef, _ placement: ScanPlacement, _ surroundings: ScanSurroundings,
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

    mutating func addCandidate(_ node: ScanViewRef, _ placement: ScanPlacement, _ surroundings: ScanSurroundings) {
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
        candidateReach.append(ScanCandidateReach(order: order, visiblePart: placement.visiblePart, isHittable: node.isHittable,
                                             scrollViewport: enclosures[surroundings.enclosure].scrollViewport,
                                           scrollContainer: enclosures[surroundings.enclosure].scrollContainer))
    }
}
