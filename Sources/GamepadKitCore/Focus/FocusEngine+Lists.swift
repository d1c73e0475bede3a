/// Moves inside tables and collections, and recovering a row that scrolled away (see the
/// "Moves" section of `FocusEngine`).
extension FocusEngine {
    /// A move from the row `path` of `list`. `source` is nil when the row is being scrolled to.
    mutating func moveInList(_ list: ListInfo, from path: RowPath, source: FocusCandidate?, _ direction: MoveDirection) -> [FocusCommand] {
        if list.kind == .table {
            guard !direction.isHorizontal else { return moveSideways(fromRowOf: list, source: source, direction) }
            // Controls stacked in the row: up and down go through them before leaving it.
            if let source, let stacked = stackedStop(in: path, of: list.id, from: source, direction) {
                return focusByMove(stacked)
            }
            // Rows on screen that are no stop are passed over (`nextStopPath`).
            let shelves = Set(snapshot?.lists.filter { $0.enclosingListID == list.id }.compactMap(\.enclosingRowPath) ?? [])
            guard let next = list.nextStopPath(from: path, down: direction == .down, shelves: shelves) else {
                // Not one far to the side of the row's control focused (`SidewaysJump`): a back
                // chevron floating at the list's left edge is no way down from a like button at
                // its right.
                if let frame = (source ?? lastSeen)?.revealedFrame, let floating = floatingOver(list, beyond: frame, direction),
                   !SidewaysJump.isJump(from: frame, to: floating.frame, direction) {
                    return focusByMove(floating.id)
                }
                return moveSpatially(from: source, direction, leaving: list.id)
            }
            if let source, passesThroughRow(path, of: list.id, from: source, toward: next, direction) {
                return [.bump(direction)]
            }
            return focusRow(next, of: list, from: source?.frame ?? lastSeen?.frame, direction)
        }

        // A collection: the map among the visible items first.
        let mapTarget = source.flatMap { neighbor(of: $0, direction) }
        if let mapTarget, mapTarget.listID == list.id {
            return focusByMove(mapTarget.id)
        }
        if let beyond = itemBeyondVisible(list, from: path, source: source, direction) {
            return focusRow(beyond, of: list, from: source?.frame ?? lastSeen?.frame, direction)
        }
        // A control floating over the list that lies on the item focused (a play button over a
        // sound's card) is entered from the last item that way, as from a table's last row: an
        // item of the list that lies that way comes first. One floating elsewhere over the list
        // (a Details button over the top of the second card) is the map's move.
        if let mapTarget, let source, mapTarget.listID == nil, mapTarget.frame.intersects(list.frame),
           source.frame.contains(mapTarget.frame),
           let next = SpatialSearch.target(from: source.frame, direction: direction,
                                           among: snapshot?.candidates.filter { $0.listID == list.id && $0.rowPath != nil } ?? [],
                                           excluding: source.id) {
            return focusByMove(next.id)
        }
        if let mapTarget {
            return focusByMove(entryPoint(for: mapTarget, from: source?.frame ?? mapTarget.frame, direction,
                                          sourceID: source?.id).id)
        }
        // The last item that way: a control floating over the list in line with it (where it is
        // and where the scroll brings it) comes next, as after a table's last row (an item of a
        // grid is no way to a button over another column).
        if let source, !direction.isHorizontal, let floating = floatingOver(list, beyond: source.revealedFrame, direction),
           [source.frame, source.revealedFrame].allSatisfy({ floating.frame.minX < $0.maxX && $0.minX < floating.frame.maxX }) {
            return focusByMove(floating.id)
        }
        // A shelf's edge: up and down go on row by row in the list that holds the shelf.
        if !direction.isHorizontal, let outerID = list.enclosingListID, let row = list.enclosingRowPath,
           let outer = snapshot?.list(id: outerID), outer.kind == .table,
           let next = direction == .down ? outer.path(after: row) : outer.path(before: row) {
            return focusRow(next, of: outer, from: source?.frame ?? lastSeen?.frame, direction)
        }
        if source == nil {
            return moveSpatially(from: nil, direction, leaving: list.id)
        }
        return [.bump(direction)]
    }

    /// Left or right from a table row: the map's move (`moveSpatially`), unless it would land
    /// far to the side (`SidewaysJump`: a control of another row 180 pt below): the row pressed
    /// sideways stays put then; the rows around are reached up and down.
    mutating func moveSideways(fromRowOf list: ListInfo, source: FocusCandidate?, _ direction: MoveDirection) -> [FocusCommand] {
        if let source, let path = source.rowPath, let inRow = sidewaysInRow(path, of: list.id, from: source, direction) {
            return focusByMove(inRow)
        }
        if let source, let target = neighbor(of: source, direction),
           SidewaysJump.isJump(from: source.frame, to: target.frame, direction) {
            return [.bump(direction)]
        }
        return moveSpatially(from: source, direction, leaving: nil)
    }

    /// The least width of a row beside its controls that counts as the row's own place, where a
    /// finger taps the row itself (its label, its disclosure): the lint's smallest target.
    static let minimumOwnPart: Double = 24

    /// Left or right inside a row that is a stop of its own and holds controls (a settings row
    /// that opens a screen and holds two fields): the row stands at its own part
    /// (`ownPart(of:besides:)`), so a control beside it reaches it and it reaches the controls
    /// beside it. The row's stop that way (its centre past the source's edge) nearest along the
    /// move, then most in line across it; nil when the row is no such row, has no own part, or
    /// nothing of it lies that way (the map decides then).
    func sidewaysInRow(_ path: RowPath, of listID: String, from source: FocusCandidate, _ direction: MoveDirection) -> String? {
        guard let snapshot, let stops = stopsByRow[listID]?[path], stops.count > 1 else { return nil }
        let rowID = RowPath.rowID(list: listID, path: path)
        let members = stops.compactMap { snapshot.candidates.indices.contains($0) ? snapshot.candidates[$0] : nil }
        guard let row = members.first(where: { $0.id == rowID }) else { return nil }
        let controls = members.filter { $0.id != rowID }
        guard let own = Self.ownPart(of: row.frame, besides: controls.map(\.frame)) else { return nil }
        let from = source.id == rowID ? own : source.frame
        var options = controls.filter { $0.id != source.id }.map { (id: $0.id, frame: $0.frame) }
        if source.id != rowID { options.append((id: rowID, frame: own)) }
        return Self.nearestStop(options, beyond: from, direction)
    }

    /// Of `stops` (a row's stops, by id and frame), the nearest whose centre lies past `source`'s
    /// edge in `direction`: the smallest gap along the move, then the smallest offset across it,
    /// then the smaller id. Nil when none lies that way.
    static func nearestStop(_ stops: [(id: String, frame: Rect)], beyond source: Rect, _ direction: MoveDirection) -> String? {
        var best: (along: Double, across: Double, id: String)?
        for stop in stops where centre(of: stop.frame, liesBeyond: source, direction) {
            let (along, across) = distance(from: source, to: stop.frame, direction)
            if let current = best, (current.along, current.across, current.id) <= (max(0, along), across, stop.id) { continue }
            best = (max(0, along), across, stop.id)
        }
        return best?.id
    }

    /// The widest part of `row` across its whole height that none of `controls` covers, at
    /// least `minimumOwnPart` wide; nil when there is none (controls fill the row, or leave
    /// only margins).
    static func ownPart(of row: Rect, besides controls: [Rect]) -> Rect? {
        guard row.isFinite, row.width > 0 else { return nil }
        let spans = controls.filter { $0.isFinite && $0.maxX > row.minX && $0.minX < row.maxX }
            .map { (max($0.minX, row.minX), min($0.maxX, row.maxX)) }.sorted { $0 < $1 }
        var widest: (start: Double, end: Double)?
        var start = row.minX
        for span in spans + [(row.maxX, row.maxX)] {
            if span.0 - start > (widest.map { $0.end - $0.start } ?? 0) { widest = (start, span.0) }
            start = max(start, span.1)
        }
        guard let widest, widest.end - widest.start >= minimumOwnPart else { return nil }
        return Rect(x: widest.start, y: row.minY, width: widest.end - widest.start, height: row.height)
    }

    /// At the end of `list` (the last stop down, the first up): the control pinned over it (a
    /// floating "Unlock" button above the last rows, outside every list and scrolling content)
    /// that does not lie wholly behind `frame` (where the last row shows once scrolled to) in
    /// `direction` and floats over the half of the list that `direction` goes towards, the
    /// nearest to it; nil when none floats there. A
    /// spatial move from the last row never finds it (it overlaps the rows), and nothing else
    /// enters it from the list. Linear in the candidates, asked only at a list's end.
    func floatingOver(_ list: ListInfo, beyond frame: Rect, _ direction: MoveDirection) -> FocusCandidate? {
        guard let snapshot else { return nil }
        let floating = snapshot.candidates.filter { candidate in
            guard !candidate.isInBar, candidate.listID == nil, candidate.scrollContainerID == nil,
                  candidate.frame.intersects(list.frame) else { return false }
            switch direction {
            // Over the half of the list the press goes towards: a header button at the top of a
            // list whose only row slips under its foot is no way down from that row.
            case .down: return candidate.frame.maxY > frame.minY && candidate.frame.midY > list.frame.midY
            case .up: return candidate.frame.minY < frame.maxY && candidate.frame.midY < list.frame.midY
            case .left, .right: return false
            }
        }
        return Self.nearest(floating, to: frame, direction, anywhere: true)
    }

    /// The item one step further in item order when it is off screen, for a move along the
    /// collection's scrolling axis; nil otherwise.
    func itemBeyondVisible(_ list: ListInfo, from path: RowPath, source: FocusCandidate?, _ direction: MoveDirection) -> RowPath? {
        guard let index = list.index(of: path) else { return nil }
        let visible = list.visibleRows.values.compactMap { candidate($0) }
        let reference = source?.frame ?? lastSeen?.frame
        let sameRow = visible.filter { item in
            guard let reference else { return false }
            return item.frame.minY <= reference.midY && reference.midY < item.frame.maxY
        }
        let isSingleRow = visible.count > 1 && sameRow.count == visible.count
        let step: Int
        if isSingleRow {
            guard direction.isHorizontal else { return nil }
            step = 1
        } else {
            guard !direction.isHorizontal else { return nil }
            step = max(1, sameRow.count)
        }
        let forward = direction == .down || direction == .right
        let last = list.rowCount - 1
        let targetIndex = forward ? min(index + step, last) : max(index - step, 0)
        guard targetIndex != index, let target = list.path(atIndex: targetIndex) else { return nil }
        if let id = list.visibleRows[target], candidate(id) != nil { return nil }
        return target
    }

    /// Focuses the row `path` of `list`: at once when the scan found it (scrolling it into view
    /// first when it needs it), on the control of the row nearest to `source` when its controls
    /// are candidates of their own; else scrolls to it and makes it the pending focus.
    mutating func focusRow(_ path: RowPath, of list: ListInfo, from source: Rect?, _ direction: MoveDirection) -> [FocusCommand] {
        if let id = list.visibleRows[path], candidate(id) != nil {
            return focusByMove(nearestInRow(path, of: list.id, to: source, direction) ?? id)
        }
        // A shelf: the row is no stop, its items and the controls beside them are; land on the
        // one nearest the source.
        if let shelf = snapshot?.lists.first(where: { $0.enclosingListID == list.id && $0.enclosingRowPath == path }) {
            let items = snapshot?.candidates.filter {
                ($0.listID == shelf.id && $0.rowPath != nil) || ($0.listID == list.id && $0.rowPath == path)
            } ?? []
            let target = source.flatMap { Self.mostInLine(items, with: $0, direction) } ?? items.first
            if let target { return focusByMove(target.id) }
        }
        if let source = focusedCandidate {
            lastSeen = source
        }
        focusedID = RowPath.rowID(list: list.id, path: path)
        pendingRow = PendingRow(listID: list.id, path: path, direction: direction)
        requestedID = nil
        return [.scrollToRow(listID: list.id, row: path)]
    }

    /// Where a move that reaches `target` enters: when `target` is a row (or a row's control) of
    /// a list the move comes from outside of, the list's row or control nearest to the source in
    /// the move's direction, those on screen before those that need a scroll; but `target` itself
    /// when the map's repair made the move from `sourceID` (the only way to it).
    func entryPoint(for target: FocusCandidate, from source: Rect, _ direction: MoveDirection,
                    sourceID: String? = nil) -> FocusCandidate {
        entryPoint(for: target, from: source, direction, focusedListID: focusedCandidate?.listID, sourceID: sourceID)
    }

    /// `entryPoint(for:from:_:)` with focus in the list `focusedListID` (nil: focus outside of
    /// every list, or nothing focused).
    func entryPoint(for target: FocusCandidate, from source: Rect, _ direction: MoveDirection,
                    focusedListID: String?, sourceID: String? = nil) -> FocusCandidate {
        guard let listID = target.listID, let snapshot, snapshot.list(id: listID) != nil else { return target }
        if focusedListID == listID { return target }
        // A move the map's repair made (the only way to `target`) lands where it leads.
        if let sourceID, map.isRepair(from: sourceID, direction, to: target.id) {
            return target
        }
        let members = snapshot.candidates.filter { $0.listID == listID && $0.rowPath != nil }
        return Self.nearest(members, to: source, direction) ?? target
    }

    /// The candidate of the row `path` of `listID` nearest to `source` in `direction`; nil when
    /// the row has no candidate. The row is one step whatever its stops, so the one most in line
    /// with the source across the move wins (down from a row's trailing button lands on the next
    /// row's trailing button, not on the row), then the nearest along it. A stop a person would
    /// call a jump (`SidewaysJump`) comes last, even when the others need a scroll: down from a
    /// post's action button lands on the next post's button in line, scrolled in, not on a photo
    /// far to its side that happens to show already.
    func nearestInRow(_ path: RowPath, of listID: String, to source: Rect?, _ direction: MoveDirection) -> String? {
        guard let snapshot else { return nil }
        let members = (stopsByRow[listID]?[path] ?? []).compactMap { snapshot.candidates.indices.contains($0) ? snapshot.candidates[$0] : nil }
        guard let source else { return members.first?.id }
        guard members.count > 1 else { return members.first?.id }
        return members.min { a, b in Self.entersBefore(a, b, from: source, direction) }?.id
    }

    /// The stop of the row `path` of `listID` that lies beyond `source` (a stop of the same row)
    /// in `direction` (its centre past `source`'s edge that way), the nearest along the move,
    /// then the most in line across it; nil when none does. Controls stacked above one another
    /// in a cell are each a stop a finger reaches, so up and down visit them before leaving the row.
    /// A stop far to the side (`SidewaysJump`: an avatar at the row's leading edge, up from the
    /// third of the action buttons below it) is no stack: the move leaves the row.
    /// A shelf in the row between the source and that stop is part of the stack: a move does not
    /// pass over a post's photo carousel from the menu button above it to the like button below;
    /// it lands on the shelf's item nearest that way (``shelfItems(in:of:)``). With no control of
    /// the row that way, the move leaves the row as before (down from a See all button goes to the
    /// next row).
    func stackedStop(in path: RowPath, of listID: String, from source: FocusCandidate, _ direction: MoveDirection) -> String? {
        guard let snapshot, let stops = stopsByRow[listID]?[path], stops.count > 1 else { return nil }
        func options(_ members: [FocusCandidate]) -> [(id: String, frame: Rect)] {
            members.compactMap { stop in
                guard stop.id != source.id, !stop.frame.contains(source.frame), !source.frame.contains(stop.frame),
                      !SidewaysJump.isJump(from: source.frame, to: stop.frame, direction) else { return nil }
                return (id: stop.id, frame: stop.frame)
            }
        }
        let controls = options(stops.compactMap { snapshot.candidates.indices.contains($0) ? snapshot.candidates[$0] : nil })
        guard Self.nearestStop(controls, beyond: source.frame, direction) != nil else { return nil }
        return Self.nearestStop(controls + options(shelfItems(in: path, of: listID)), beyond: source.frame, direction)
    }

    /// The visible items of the shelves (lists) inside the row `path` of `listID`, from the
    /// stops indexed by list and row (`stopsByRow`).
    func shelfItems(in path: RowPath, of listID: String) -> [FocusCandidate] {
        guard let snapshot else { return [] }
        return snapshot.lists.filter { $0.enclosingListID == listID && $0.enclosingRowPath == path }
            .flatMap { (stopsByRow[$0.id] ?? [:]).values.joined() }
            .compactMap { snapshot.candidates.indices.contains($0) ? snapshot.candidates[$0] : nil }
    }

    /// True when up or down from `source` stays put: a stop of its own row lies that way only far
    /// to the side (`SidewaysJump`: an event card's "View all" at the top right, above the
    /// distance icon at its bottom left), and the stop the next row `next` would be entered at is
    /// as far to the side. The way on goes through the control beside it (right, then up): the
    /// row's layout says so, and the next row's stop is no nearer. A row with no stop that way
    /// (one button per row, on alternate sides, as chat bubbles) still moves on.
    func passesThroughRow(_ path: RowPath, of listID: String, from source: FocusCandidate, toward next: RowPath,
                          _ direction: MoveDirection) -> Bool {
        guard let snapshot, let stops = stopsByRow[listID]?[path], stops.count > 1 else { return false }
        let jumpsInRow = stops.contains { index in
            guard snapshot.candidates.indices.contains(index) else { return false }
            let stop = snapshot.candidates[index]
            return stop.id != source.id && Self.centre(of: stop.frame, liesBeyond: source.frame, direction)
                && SidewaysJump.isJump(from: source.frame, to: stop.frame, direction)
        }
        guard jumpsInRow, let entry = nearestInRow(next, of: listID, to: source.frame, direction).flatMap(candidate) else { return false }
        return SidewaysJump.isJump(from: source.frame, to: entry.frame, direction)
    }

    /// True when the centre of `frame` lies past `source`'s edge in `direction`.
    static func centre(of frame: Rect, liesBeyond source: Rect, _ direction: MoveDirection) -> Bool {
        switch direction {
        case .down: frame.midY > source.maxY
        case .up: frame.midY < source.minY
        case .right: frame.midX > source.maxX
        case .left: frame.midX < source.minX
        }
    }

    /// Of `candidates` (the stops of a row being entered: a shelf's items and the controls beside
    /// them), the one most in line with `source` across the move, as `nearestInRow` chooses
    /// (`entersBefore`). Those lying the other way only when none lies that way.
    static func mostInLine(_ candidates: [FocusCandidate], with source: Rect, _ direction: MoveDirection) -> FocusCandidate? {
        let ahead = candidates.filter { distance(from: source, to: $0.frame, direction).along >= 0 }
        return (ahead.isEmpty ? candidates : ahead).min { a, b in entersBefore(a, b, from: source, direction) }
    }

    /// True when a move from `source` in `direction` that enters a row lands on `a` rather than
    /// `b`: one a person would not call a jump (`SidewaysJump`) first, even when it needs a
    /// scroll; then one on screen; then the smallest offset across the move, the smallest gap
    /// along it, the smaller id.
    static func entersBefore(_ a: FocusCandidate, _ b: FocusCandidate, from source: Rect, _ direction: MoveDirection) -> Bool {
        let (alongA, acrossA) = distance(from: source, to: a.frame, direction)
        let (alongB, acrossB) = distance(from: source, to: b.frame, direction)
        let jumpA = SidewaysJump.isJump(from: source, to: a.frame, direction) ? 1 : 0
        let jumpB = SidewaysJump.isJump(from: source, to: b.frame, direction) ? 1 : 0
        return (jumpA, a.needsScroll ? 1 : 0, acrossA, abs(alongA), a.id) < (jumpB, b.needsScroll ? 1 : 0, acrossB, abs(alongB), b.id)
    }

    /// Of `candidates`, the one nearest to `source` in `direction`: one a person would not call
    /// a jump (`SidewaysJump`: a list is entered at the item nearest the pressed beam, not at one
    /// far to the side that happens to be a little nearer along, or already shows while the one
    /// in line needs a scroll, as `entersBefore` enters a row), then on screen before needing a
    /// scroll, then the smallest gap along the move, then the smallest offset across it, then
    /// the smaller id. With `anywhere`, candidates that do not lie that way count too.
    static func nearest(_ candidates: [FocusCandidate], to source: Rect, _ direction: MoveDirection, anywhere: Bool = false) -> FocusCandidate? {
        var best: (candidate: FocusCandidate, scroll: Int, jump: Int, along: Double, across: Double)?
        for candidate in candidates {
            var (along, across) = distance(from: source, to: candidate.frame, direction)
            if along < 0 {
                guard anywhere else { continue }
                along = 0
            }
            let scroll = candidate.needsScroll ? 1 : 0
            let jump = SidewaysJump.isJump(from: source, to: candidate.frame, direction) ? 1 : 0
            if let current = best,
               (current.jump, current.scroll, current.along, current.across, current.candidate.id) <= (jump, scroll, along, across, candidate.id) { continue }
            best = (candidate, scroll, jump, along, across)
        }
        return best?.candidate
    }

    /// The gap between `source` and `frame` along `direction` (negative when `frame` does not
    /// lie that way) and the distance of their centres across it.
    static func distance(from source: Rect, to frame: Rect, _ direction: MoveDirection) -> (along: Double, across: Double) {
        switch direction {
        case .down: (frame.minY - source.maxY, abs(frame.midX - source.midX))
        case .up: (source.minY - frame.maxY, abs(frame.midX - source.midX))
        case .right: (frame.minX - source.maxX, abs(frame.midY - source.midY))
        case .left: (source.minX - frame.maxX, abs(frame.midY - source.midY))
        }
    }

    /// The visible row of `list` closest to `path` in row order (the earlier one on a tie).
    func nearestVisibleRow(of list: ListInfo, to path: RowPath) -> String? {
        let target = list.index(of: path) ?? Self.clampedIndex(of: path, in: list)
        var best: (distance: Int, index: Int, id: String)?
        for (rowPath, id) in list.visibleRows {
            guard candidate(id) != nil, let index = list.index(of: rowPath) else { continue }
            let distance = abs(index - target)
            if let current = best, (current.distance, current.index) <= (distance, index) { continue }
            best = (distance, index, id)
        }
        return best?.id
    }

    /// A place for a row the list no longer has (its section shrank): past the end of its section.
    static func clampedIndex(of path: RowPath, in list: ListInfo) -> Int {
        list.rowsBefore(section: path.section) + min(max(0, path.row), ListInfo.maximumRowsPerSection)
    }
}
