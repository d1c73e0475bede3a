// The snapshot a walk ends with: modal scopes, the touch rule, list facts.

extension ScanWalk {
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
            let reachedScrollViews = scrollViewsUIKitReached()
            for index in inScope.indices {
                if let scope, candidateModalOrdinals[index] != scope {
                    kept[index] = false
                    continue
                }
                switch touchability(index, reachedScrollViews: reachedScrollViews) {
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
        var infos = lists.filter { scope == nil || $0.modalOrdinal == scope }.map { list in
            var info = list.info
            if !removed.isEmpty { info.visibleRows = info.visibleRows.filter { !removed.contains($0.value) } }
            if !list.countsAreKnown { info.sectionRowCounts = Self.countsFromVisibleRows(info.visibleRows) }
            return info
        }
        ContentUnderBars.uncover(&inScope, orders: inScopeOrders, bars: barFrames)
        // A backdrop covers the screen, or the sheet or popover that traps focus.
        let scopeFrame = scope.map { modalScopeFrames[$0] }
        DismissBackdrop.remove(&inScope, bounds: scopeFrame ?? bounds)
        let standIns = EnlargedHitAreas.remove(&inScope)
        if !standIns.isEmpty {
            for index in infos.indices { infos[index].visibleRows = infos[index].visibleRows.mapValues { standIns[$0] ?? $0 } }
        }
        // After the backdrops go: a backdrop's bottom under a sheet's Cancel is no end to cut.
        ControlsOverEnds.cut(&inScope)
        // Tree order is drawing order: a later candidate is drawn over an earlier one.
        for index in inScope.indices { inScope[index].drawOrder = index + 1 }
        return FocusSnapshot(bounds: bounds, candidates: inScope, lists: infos,
                             modalScopeID: scope.map { modalScopes[$0] }, context: context,
                             modalScopeIsMenu: scope.map { menuScopes.contains($0) } ?? false, modalScopeFrame: scopeFrame)
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
    /// `reachedScrollViews`: ``scrollViewsUIKitReached()``.
    func touchability(_ index: Int, reachedScrollViews: Set<Int>) -> Touchability {
        // The common case (nothing in front) reads two fields in place; the whole entry is only
        // copied out when the candidate turns out covered.
        if candidateReach[index].isHittable == true { return .touchable }
        if candidateReach[index].isHittable == nil {
            guard let visible = candidateReach[index].visiblePart else {
                return offViewTouchability(index, reachedScrollViews: reachedScrollViews)
            }
            guard cover.covers(visible, above: candidateReach[index].order) else { return .touchable }
        }
        let reach = candidateReach[index]
        if reach.isHittable == false {
            return FloatingCover.afterScrolling(reach.visiblePart, viewport: reach.scrollViewport,
                                                container: reach.scrollContainer, order: reach.order, cover: cover)
                ? .afterScrolling : .unreachable
        }
        // Covered by controls of its own scroll content (a Delete button over a Save button of
        // a form in a scroll view, the one the app shows): they move with it, so no scroll
        // uncovers it.
        if let container = reach.scrollContainer, let visible = reach.visiblePart,
           cover.covers(visible, above: reach.order, controlsIn: container) {
            return .unreachable
        }
        if let viewport = reach.scrollViewport, !cover.covers(viewport, above: reach.order, ignoring: reach.scrollContainer ?? -1) {
            return .afterScrolling
        }
        return .unreachable
    }

    /// Whether a finger could touch candidate `index`, which shows no part now (content of a scroll
    /// view scrolled out of its view): once scrolled in, unless views outside the outermost scroll
    /// view around it cover every sample point of its scroll view's visible part (a list under an
    /// overlay, or under a panel laid over it), where whatever scrolls in stays covered. What
    /// scrolls with it covers nothing: the outermost scroll view's own content, nested lists
    /// included (a media home's shelves, a carousel scrolled past). Where UIKit's hit test reached
    /// content of that outermost scroll view (`reachedScrollViews`), a finger can scroll it, and
    /// the candidate stays: a window or view in front that lets touches through (an in-app
    /// message window) is then no cover.
    func offViewTouchability(_ index: Int, reachedScrollViews: Set<Int>) -> Touchability {
        guard !cover.isEmpty, let viewport = candidateReach[index].scrollViewport,
              let container = candidateReach[index].scrollContainer else { return .touchable }
        let outermost = outermostScrollView(around: container)
        guard !reachedScrollViews.contains(outermost),
              cover.covers(viewport, above: candidateReach[index].order, ignoring: outermost) else { return .touchable }
        // Rarely covered at all: only then are nested lists' views told apart.
        return cover.covers(viewport, above: candidateReach[index].order, ignoring: outermost, parents: scrollers.map(\.parent))
            ? .unreachable : .touchable
    }

    /// The outermost scrolling view around scrolling view `container` (itself when none is),
    /// by the walk's index. At most `scrollers.count` steps.
    func outermostScrollView(around container: Int) -> Int {
        var current = container
        for _ in 0..<scrollers.count {
            guard scrollers.indices.contains(current), let parent = scrollers[current].parent else { break }
            current = parent
        }
        return current
    }

    /// The outermost scrolling views (by the walk's index) some of whose content UIKit's hit test
    /// reached: a finger can touch them, and so scroll them. Empty where no answers were given
    /// (layout files).
    func scrollViewsUIKitReached() -> Set<Int> {
        var reached: Set<Int> = []
        for reach in candidateReach where reach.isHittable == true {
            if let container = reach.scrollContainer { reached.insert(outermostScrollView(around: container)) }
        }
        return reached
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
