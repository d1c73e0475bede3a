/// The screen's content comes before its bars: a move from the content reaches a navigation
/// bar, toolbar or tab bar item only when no content lies that way from which the move goes on
/// (content where the move would stop, a lone button to the side, would leave the bar item out
/// of reach), so focus goes up past the
/// top of the content (including content scrolled out above it) before it reaches the
/// navigation bar, and down past its bottom (including content below the fold) before it
/// reaches a toolbar or the tab bar. Content in view that lies past the bar (a field laid out
/// under the status bar, above the navigation bar) does not come first, and down into a
/// navigation bar from such content goes to the bar. Moves from a bar item follow the map, except into content
/// out of view that the scroll would not bring that way (down from the tab bar never lands on a
/// field below the fold that scrolls in above it); where the map has no move from a bar item,
/// content out of view that the scroll brings that way is taken (up from the tab bar into a page
/// whose only buttons lie below the fold). Content out of view reaches a bar item only when the
/// item lies that way from where the scroll brings the content.
public enum ContentBeforeBars {
    /// Where a move in `direction` from `source` goes.
    ///
    /// - Parameters:
    ///   - source: the focused candidate the move starts from.
    ///   - direction: the direction pressed.
    ///   - mapTarget: the navigation map's neighbour of `source` that way.
    ///   - candidates: every candidate of the screen.
    ///   - listID: a list whose rows the move leaves, which are not taken instead.
    ///   - barItems: the bar items among `candidates`, when the caller keeps them (a tool asking
    ///     for every move of every element, where finding them on each call would make the whole
    ///     map quadratic); nil finds them here.
    ///   - onward: whether moves the same way from a content element go on towards the bars
    ///     (`FocusEngine.goesOn(from:_:)`: the map's neighbours that lie that way lead to a bar
    ///     item or out of view). Content where the moves stop is not taken before the bar item:
    ///     the bar item would be left where no move reaches it (a lone button to the side under
    ///     the navigation bar's Close).
    /// - Returns: `mapTarget`, unless it is content out of view with a bar item between it and
    ///   `source` (`barBetween`): then that bar item; or unless it is a bar item reached from the content without an
    ///   explicit override and some content element lies that way: then the nearest of those
    ///   by the spatial search, when a move goes on from it (`onward`). When `source` is out of
    ///   view and the map has no target, or a bar item that does not lie that way from where the
    ///   scroll brings `source` (its `revealedFrame`, where the highlight shows it), the bar item
    ///   that does lie that way from there (nil when none). From a bar item, `mapTarget` unless
    ///   it is content out of view whose revealed frame does not lie that way: then the spatial
    ///   search among the elements that do, content out of view weighed at its revealed frame
    ///   (nil when none); with no `mapTarget`, that search among the content out of view.
    public static func target(from source: FocusCandidate, _ direction: MoveDirection, mapTarget: FocusCandidate?,
                              among candidates: [FocusCandidate], leaving listID: String? = nil,
                              barItems: [FocusCandidate]? = nil,
                              onward: (FocusCandidate) -> Bool = { _ in true }) -> FocusCandidate? {
        if source.isInBar {
            if let mapTarget, !mapTarget.isInBar, source.focusOverrides[direction] != mapTarget.id,
               SidewaysJump.isJump(from: source.frame, to: mapTarget.frame, direction),
               let inBeam = contentNearestBeam(from: source, direction, among: candidates) {
                return inBeam
            }
            guard let mapTarget else {
                // Content out of view lies where the scroll brings it: up from the tab bar into
                // a page whose only buttons are below the fold (the map sees them past the bar).
                let outOfView = candidates.filter { !$0.isInBar && $0.needsScroll }
                return outOfView.isEmpty ? nil : searchRevealed(from: source, direction, among: outOfView)
            }
            guard mapTarget.needsScroll, !mapTarget.isInBar,
                  source.focusOverrides[direction] != mapTarget.id,
                  !revealed(mapTarget, lies: direction, from: source.frame) else { return mapTarget }
            return searchRevealed(from: source, direction, among: candidates)
        }
        guard let mapTarget else {
            guard source.needsScroll else { return nil }
            return barLying(direction, fromRevealed: source, among: barItems ?? candidates.filter(\.isInBar))
        }
        guard mapTarget.isInBar, source.focusOverrides[direction] != mapTarget.id else {
            // Content out of view past a bar item (a picker under its toolbar, both laid over a
            // list: the rows the scroll brings in above the toolbar lie past it): the bar first.
            guard mapTarget.needsScroll, !source.needsScroll else { return mapTarget }
            return barBetween(from: source, direction, and: mapTarget, barItems: barItems ?? candidates.filter(\.isInBar)) ?? mapTarget
        }
        let content = candidates.filter { !$0.isInBar && (listID == nil || $0.listID != listID) }
        // A source out of view (below the fold, its frame past a bar) is shown where the scroll
        // brings it, between the bars: all content comes first. From one in view, a bar that the
        // move does not head for, or content in view past the bar item (laid out above a
        // navigation bar), lies beyond the bar: the bar comes first.
        guard source.needsScroll || headsForEdge(of: mapTarget, direction, content: content) else { return mapTarget }
        let before = source.needsScroll ? content
            : content.filter { $0.needsScroll || !lies(beyond: mapTarget.frame, direction, $0.frame) }
        if let first = SpatialSearch.target(from: source.frame, direction: direction, among: before, excluding: source.id),
           onward(first) {
            return first
        }
        // Out of view, the source is shown where the scroll brings it: a bar item that does not
        // lie that way from there (the tab bar below a page's top button, scrolled in above it)
        // is no move; a bar item that does is.
        guard source.needsScroll, !revealed(mapTarget, lies: direction, from: source.revealedFrame) else { return mapTarget }
        return barLying(direction, fromRevealed: source, among: barItems ?? candidates.filter(\.isInBar))
    }

    /// The spatial search from the bar item `source` among `candidates`, content out of view
    /// weighed where the scroll brings it (`revealedFrame`) and only when it lies that way from
    /// there.
    private static func searchRevealed(from source: FocusCandidate, _ direction: MoveDirection,
                                       among candidates: [FocusCandidate]) -> FocusCandidate? {
        var reachable: [FocusCandidate] = []
        for candidate in candidates
        where candidate.isInBar || !candidate.needsScroll || revealed(candidate, lies: direction, from: source.frame) {
            var weighed = candidate
            weighed.frame = candidate.revealedFrame
            reachable.append(weighed)
        }
        guard let found = SpatialSearch.target(from: source.frame, inBar: source.barID, direction: direction, among: reachable,
                                               excluding: source.id) else { return nil }
        return candidates.first { $0.id == found.id }
    }

    /// The bar item among `bars` that lies in `direction` from where the scroll brings the
    /// out-of-view content element `source`; nil when none does.
    private static func barLying(_ direction: MoveDirection, fromRevealed source: FocusCandidate,
                                 among bars: [FocusCandidate]) -> FocusCandidate? {
        bars.isEmpty ? nil : SpatialSearch.target(from: source.revealedFrame, direction: direction, among: bars, excluding: source.id)
    }

    /// The bar item a move in `direction` from the content element `source` in view meets before
    /// `target`, content out of view: the nearest bar item lying that way from `source` whose
    /// frame the place the scroll brings `target` to (`revealedFrame`) lies wholly past. Nil when
    /// `target` is in view or in a bar, `source` is out of view, in a bar, or names `target` as
    /// its override, or no bar item lies between them. The content comes before the bars only on
    /// the bar's side of the content (`target(from:…)`): a toolbar laid over the middle of a list
    /// with a picker under it stands between the picker and the rows scrolled in above it.
    private static func barBetween(from source: FocusCandidate, _ direction: MoveDirection, and target: FocusCandidate,
                           barItems: [FocusCandidate]) -> FocusCandidate? {
        guard target.needsScroll, !target.isInBar, !source.needsScroll, !source.isInBar,
              source.focusOverrides[direction] != target.id, !barItems.isEmpty else { return nil }
        let revealedTarget = target.revealedFrame
        let between = barItems.filter { item in
            item.id != source.id && lies(beyond: source.frame, direction, item.frame)
                && lies(beyond: item.frame, direction, revealedTarget)
        }
        guard !between.isEmpty else { return nil }
        return SpatialSearch.target(from: source.frame, direction: direction, among: between, excluding: source.id)
    }

    /// True when `frame` lies wholly past `item` in `direction` (a point of overlap allowed).
    static func lies(beyond item: Rect, _ direction: MoveDirection, _ frame: Rect) -> Bool {
        switch direction {
        case .up: frame.maxY <= item.minY + 1
        case .down: frame.minY >= item.maxY - 1
        case .left: frame.maxX <= item.minX + 1
        case .right: frame.minX >= item.maxX - 1
        }
    }

    /// True when a move in `direction` to the bar item `item` heads for the screen's edge the
    /// bar sits at: up to a bar above the content (a navigation bar), down to one below it (a
    /// toolbar, the tab bar), sideways always. The content comes first only then. Down into a
    /// navigation bar comes from content above it (a field laid out under the status bar, a
    /// search bar stored above the bar): the bar lies between that content and the rest, and a
    /// finger reaches it there too. A bar sits above the content when its item's centre lies
    /// above the middle of the centres of the content in view (content out of view, rows below
    /// the fold, does not move the middle).
    static func headsForEdge(of item: FocusCandidate, _ direction: MoveDirection, content: [FocusCandidate]) -> Bool {
        guard direction == .up || direction == .down else { return true }
        var sum = 0.0, count = 0
        for candidate in content where !candidate.needsScroll {
            sum += candidate.frame.midY
            count += 1
        }
        let middle = sum / Double(count)
        guard count > 0, middle.isFinite, item.frame.midY.isFinite else { return true }
        return direction == .up ? item.frame.midY < middle : item.frame.midY > middle
    }

    /// The content element a move from the bar item `source` leaves the bar for when the map's
    /// neighbour lies far to the side (`SidewaysJump`): of the content lying that way (its
    /// revealed frame's centre past the item's edge) that is no jump, those across the pressed
    /// beam first, then the smallest gap to the side, then the nearest along, then the smaller
    /// id. Nil when every content element that way is a jump. Linear in the candidates; asked
    /// only for a bar item's move that would jump.
    static func contentNearestBeam(from source: FocusCandidate, _ direction: MoveDirection,
                                   among candidates: [FocusCandidate]) -> FocusCandidate? {
        var best: (candidate: FocusCandidate, across: Double, along: Double)?
        for candidate in candidates where !candidate.isInBar && candidate.id != source.id {
            guard revealed(candidate, lies: direction, from: source.frame) else { continue }
            let frame = candidate.needsScroll ? candidate.revealedFrame : candidate.frame
            guard !SidewaysJump.isJump(from: source.frame, to: frame, direction) else { continue }
            let (along, across) = SidewaysJump.gaps(from: source.frame, to: frame, direction)
            if let current = best, (current.across, current.along, current.candidate.id) <= (across, max(0, along), candidate.id) { continue }
            best = (candidate, across, max(0, along))
        }
        return best?.candidate
    }

    /// True when the centre of `candidate`'s revealed frame lies beyond `frame`'s edge in `direction`.
    static func revealed(_ candidate: FocusCandidate, lies direction: MoveDirection, from frame: Rect) -> Bool {
        let revealed = candidate.revealedFrame
        switch direction {
        case .up: return revealed.midY < frame.minY
        case .down: return revealed.midY > frame.maxY
        case .left: return revealed.midX < frame.minX
        case .right: return revealed.midX > frame.maxX
        }
    }
}
