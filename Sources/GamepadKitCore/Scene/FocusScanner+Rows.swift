// Rows and items of lists: one stop per row, or the row and each of its controls.

extension ScanWalk {
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
    mutating func addRow(_ node: ScanViewRef, _ placement: ScanPlacement, _ surroundings: ScanSurroundings) -> FoundRow {
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
        let rowReach = ScanCandidateReach(order: order, visiblePart: placement.visiblePart, isHittable: node.isHittable,
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
                            ScanCandidateReach(order: order, visiblePart: control.visiblePart, isHittable: control.isHittable,
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
    mutating func controls(in row: ScanViewRef, _ placement: ScanPlacement, _ surroundings: ScanSurroundings,
                           holdsList: inout Bool) -> [ScanRowControl] {
        var found: [ScanRowControl] = []
        // The row's inside in tree order, for the touch rule among its own views
        // (`TouchReach`): a control under a later view of the row that takes touches (a slider
        // laid over a switch the app hides at times) is no stop. The row's own order stands for
        // all of them in the scan's cover, so they are judged here. Only views after a control
        // can cover it: nothing is added before the first one (most rows hold none).
        var insideOrder = 0
        var foundOrders: [Int] = []
        var insideCover = TouchCover(screen: placement.visiblePart ?? placement.frame)
        var stack: [ScanLevel] = [ScanLevel(children: row.children, next: 0,
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
            let inside = stack[top].children.withUnsafeBufferPointer { buffer -> ScanLevel? in
                guard let first = buffer.baseAddress else { return nil }
                let node = ScanViewRef(pointer: first + index)
                guard !node.kind.isListRow, !node.kind.isNeverAStop, let place = self.place(node, outer) else { return nil }
                insideOrder += 1
                if !found.isEmpty, let visible = place.visiblePart, TouchReach.takesTouches(node.kind) {
                    insideCover.add(order: insideOrder, area: visible)
                }
                if node.kind.isList {
                    if place.visiblePart ?? place.reachablePart != nil { holdsList = true }
                    return nil
                }
                if node.isFocusable, !node.isWalkedThrough {
                    if node.isEnabled, !place.frame.isEmpty, !TouchReach.isTooSmall(place.frame), place.reachablePart != nil {
                        found.append(ScanRowControl(id: node.id, kind: node.kind, frame: place.frame, needsScroll: place.needsScroll,
                                                cornerRadius: node.cornerRadius, focusOverrides: node.focusOverrides, label: node.label,
                                                accessibilityTraits: node.accessibilityTraits, wheelCount: node.wheelCount,
                                                visiblePart: place.visiblePart, isHittable: node.isHittable))
                        foundOrders.append(insideOrder)
                    }
                    return nil
                }
                guard node.hasChildren else { return nil }
                let inner = surroundingsOfChildren(node, place, outer)
                if case .nowhere = enclosures[inner.enclosure].reach { return nil }
                return ScanLevel(children: node.children, next: 0, surroundings: inner)
            }
            if let inside { stack.append(inside) }
        }
        guard found.count > 0, !insideCover.isEmpty else { return found }
        // UIKit's answer, when the adapter gave one, stands (`touchability`).
        return zip(found, foundOrders).filter { control, order in
            guard control.isHittable == nil, let visible = control.visiblePart else { return true }
            return !insideCover.covers(visible, above: order)
        }.map(\.0)
    }

    /// Adds `candidate` under a unique id; returns that id.
    @discardableResult
    mutating func append(_ candidate: consuming FocusCandidate, _ surroundings: ScanSurroundings, _ reach: ScanCandidateReach) -> String {
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
}
