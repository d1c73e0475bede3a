/// The focus state machine: what is focused, how it survives rebuilds, where moves go, and what
/// A, B, the shoulder buttons and the triggers do. It never touches UIKit: every call returns the
/// `FocusCommand`s the platform has to execute, in order.
///
/// ## Life cycle
/// - The engine is **asleep** until the first input. While asleep, `update(_:)` records the
///   snapshot and keeps track of focus silently. The first `handle(_:)` wakes it and only
///   *shows* focus (`.focus(…, animated: false)`): the press is not performed, so the user sees
///   where they are before anything happens. When nothing on screen can take focus, the first
///   press is performed right away (there is nothing to show first).
/// - `sleep()` hides the highlight (no controller or keyboard left) and keeps everything else,
///   so waking again shows the same element.
///
/// ## Where focus goes
/// - An id the app names (`focus(id:)`, `FocusSettings.preferredInitialFocus`) may be a
///   control's that a row forwards A to (`FocusCandidate.controlID`): it stands for that row.
/// - On a new screen: the element the app asked for with `focus(id:)`, else the element last
///   focused on that screen (per-screen memory, when it is still there), else the first of
///   `FocusSettings.preferredInitialFocus` on screen, else the first element in reading order
///   (top to bottom, then left to right). The memory wins over the preferred ids because the
///   preferred ids describe a screen's *first* appearance; coming back, the user expects to be
///   where they left.
/// - On a rebuild of the same screen: focus stays on the same id; when its frame changed the
///   highlight follows (`.focus(…, animated: true)`). When the focused element is gone, focus
///   goes to the nearest visible row of its list (a row that scrolled away), or else to the
///   nearest element around its last frame.
/// - A modal scope (`FocusSnapshot.modalScopeID`) traps focus: when it appears, the focus
///   outside is remembered and focus goes inside (the app's request, a preferred id, or the first
///   element in reading order); when it goes away, the remembered element gets focus back.
///
/// ## Moves
/// - Moves follow the `NavigationMap` (built once per update); a move with nowhere to go emits
///   `.bump(direction)`.
/// - In a table, up and down go row by row in row order, across sections. A row that is not on
///   screen is scrolled to (`.scrollToRow`) and becomes the focused id at once; its highlight
///   appears with the next `update(_:)` that contains it. From the first or last row, up and down
///   leave the table spatially. Entering a list from outside lands on its visible row nearest to
///   where the move came from.
/// - A row whose controls are candidates of their own (`FocusCandidate.rowPath` on each) is still
///   one step of the row order: up and down land on its control nearest to the source, and a
///   row scrolled to that arrives with controls takes focus on the one nearest to where focus was.
///   A control whose cell now shows another row does not keep focus; its old row does.
/// - An element that needs a scroll (`FocusCandidate.needsScroll`) is scrolled into view when
///   focus comes to it: `.scrollToRow` for a list's row (or a row's control), else
///   `.scrollToReveal`, then `.focus` at its `revealedFrame`.
/// - Bar items come after the content (`ContentBeforeBars`), and a screen starts in its content
///   (`ReadingOrder`).
/// - In a collection, moves follow the map among the visible items. At the edge of the visible
///   items, when the collection has more items that way, focus scrolls to the next item in item
///   order: one visual row further for up and down in a vertical grid, one item further for left
///   and right in a single-row (horizontal) collection.
///
/// ## Modes
/// - A on a slider, stepper or segmented control enters adjust mode: left and right emit
///   `.adjust(id, steps: -1 / +1)`, up and down are ignored (so a slip of the thumb does not
///   leave the control), A or B leave the mode.
/// - A on a text input enters text entry: moves, A, tabs and pages are ignored (the keyboard owns
///   the arrows), B ends editing; `textEntryDidEnd(id:)` returns to navigating without a command.
/// - On a row that holds one control, A does what it does on that control, and the commands of
///   A, adjusting and editing name the control (`FocusCandidate.actionTargetID`); the mode and
///   the focus stay on the row.
/// - Tabs and pages are ignored in both modes.
public struct FocusEngine: Sendable {
    /// What the engine follows from the configuration. A change applies from the next move.
    public var settings: FocusSettings {
        didSet { rebuildMap() }
    }

    /// The focused element's id: on screen, or a list row being scrolled to. Nil when nothing
    /// is focused.
    public internal(set) var focusedID: String?
    /// What the D-pad, A and B mean now.
    public private(set) var mode: FocusMode = .navigating
    /// False until the first input, and again after `sleep()`.
    public private(set) var isAwake = false
    /// The last snapshot given to `update(_:)`.
    public private(set) var snapshot: FocusSnapshot?

    /// The navigation map of the snapshot (rebuilt on every update and settings change).
    public private(set) var map = NavigationMap(candidates: [])
    var indexByID: [String: Int] = [:]
    /// The index of the row that forwards A to each control id (`FocusCandidate.controlID`).
    var rowIndexByControlID: [String: Int] = [:]
    /// The indices of the candidates of each list row (the row, or its controls), by list id and
    /// place: a row's stops are found without a pass over every candidate.
    var stopsByRow: [String: [RowPath: [Int]]] = [:]
    /// The snapshot's bar items, found once per update rather than on every move that needs
    /// them (a tool asks for every move of every element).
    var barItems: [FocusCandidate] = []
    /// The highlight the platform shows now (nil: none).
    var shown: ShownHighlight?
    /// The focused element as it was last seen on screen: where to recover from when it vanishes.
    var lastSeen: FocusCandidate?
    /// The list row being scrolled to, which becomes visible with a later update.
    var pendingRow: PendingRow?
    /// An id the app asked for that was not on screen yet.
    var requestedID: String?
    /// The last focused id of each screen, for the `memoryCapacity` screens seen last.
    var memory: [String: String] = [:]
    /// The screens of `memory`, least recently focused first.
    var memoryOrder: [String] = []
    /// What had focus before the modal scope on screen appeared.
    var modalReturn: ModalReturn?
    /// In adjust mode on a wheel picker: the wheel up and down turn.
    public internal(set) var wheel = 0
    /// The control adjust mode began on (`beginAdjusting`'s id): the mode always ends with it,
    /// even when it left the screen (a player's controls hid mid-scrub), as a lifting finger
    /// ends its touch on the control it came down on.
    public internal(set) var adjustedTargetID: String?

    struct ShownHighlight: Hashable, Sendable {
        var id: String
        var frame: Rect
    }

    struct PendingRow: Hashable, Sendable {
        var listID: String
        var path: RowPath
        /// The move that scrolls to the row: where the row is entered from.
        var direction: MoveDirection
    }

    struct ModalReturn: Hashable, Sendable {
        var focusID: String?
    }

    enum Decision {
        case focus(String)
        case waitForRow
        case nothing
    }

    /// How many screens' last focus the engine remembers; focusing on one more forgets the
    /// screen focused least recently.
    public static let memoryCapacity = 32

    /// An engine that is asleep, has no snapshot and focuses nothing yet.
    public init(settings: FocusSettings = FocusSettings()) {
        self.settings = settings
    }

    /// The focused candidate, when it is on screen.
    public var focusedCandidate: FocusCandidate? {
        candidate(focusedID)
    }

    // MARK: - Rebuilds

    /// Takes the snapshot of a rebuild and keeps focus right: on the same element, on the
    /// nearest survivor, inside a modal, or on a new screen's initial element.
    public mutating func update(_ snapshot: FocusSnapshot) -> [FocusCommand] {
        let previous = self.snapshot
        self.snapshot = snapshot
        // Sized once: growing a table of thousands of ids rehashes it again and again.
        indexByID = Dictionary(minimumCapacity: snapshot.candidates.count)
        rowIndexByControlID = [:]
        stopsByRow = [:]
        barItems = snapshot.candidates.filter(\.isInBar)
        for (index, candidate) in snapshot.candidates.enumerated() {
            if indexByID[candidate.id] == nil { indexByID[candidate.id] = index }
            if let listID = candidate.listID, let path = candidate.rowPath { stopsByRow[listID, default: [:]][path, default: []].append(index) }
            if let control = candidate.controlID, rowIndexByControlID[control] == nil { rowIndexByControlID[control] = index }
        }
        rebuildMap()

        let screenChanged = previous.map { $0.context.screenID != snapshot.context.screenID } ?? true
        let previousModal = previous?.modalScopeID
        let decision: Decision
        if snapshot.modalScopeID != nil, snapshot.modalScopeID != previousModal {
            // A modal scope appeared (or replaced another one): remember the outside only once.
            if modalReturn == nil {
                modalReturn = ModalReturn(focusID: focusedID ?? lastSeen?.id)
            }
            decision = initialChoice(useMemory: false).map(Decision.focus) ?? .nothing
        } else if snapshot.modalScopeID == nil, previousModal != nil {
            let giveBack = modalReturn?.focusID
            modalReturn = nil
            decision = (present(requestedID) ?? present(giveBack) ?? initialChoice(useMemory: true))
                .map(Decision.focus) ?? .nothing
        } else if screenChanged {
            decision = initialChoice(useMemory: true).map(Decision.focus) ?? .nothing
        } else {
            decision = continuation()
        }

        var commands: [FocusCommand] = []
        switch decision {
        case .focus(let id):
            settle(on: id, commands: &commands)
        case .waitForRow:
            break
        case .nothing:
            commands += leaveMode()
            focusedID = nil
            pendingRow = nil
            if shown != nil {
                shown = nil
                commands.append(.clearFocus)
            }
        }
        return commands
    }

    // MARK: - Input

    /// Performs one action of the user. The first action after the engine was asleep only shows
    /// focus (see the type's documentation).
    public mutating func handle(_ action: GamepadAction) -> [FocusCommand] {
        if action == .none { return [] }
        if !isAwake {
            let shownOnWake = wakeAndShow()
            if !shownOnWake.isEmpty { return shownOnWake }
        }
        switch mode {
        case .navigating:
            return navigate(action)
        case .adjusting(let id):
            let target = actionTargetID(of: id)
            if let picker = candidate(id), picker.isWheelPicker {
                return adjustWheel(of: picker, target: target, action)
            }
            switch action {
            case .moveLeft: return [.adjust(id: target, steps: -1)]
            case .moveRight: return [.adjust(id: target, steps: 1)]
            case .activate, .back: return leaveMode()
            default: return []
            }
        case .textEntry:
            return action == .back ? leaveMode() : []
        }
    }

    /// The app asks for focus on `id`. When it is on screen it takes focus now (and is shown
    /// when the engine is awake); otherwise the request waits for the first update that has it,
    /// until the user moves focus themselves or the app asks for something else. `id` may name
    /// the control a row forwards A to (`FocusCandidate.controlID`): the row takes focus.
    public mutating func focus(id: String) -> [FocusCommand] {
        guard let target = present(id) else {
            requestedID = id
            return []
        }
        var commands: [FocusCommand] = []
        settle(on: target, commands: &commands)
        requestedID = nil
        return commands
    }

    /// No controller or keyboard is left: hides the highlight and leaves adjust mode. Focus,
    /// per-screen memory and the modal's give-back are kept, so waking again restores them.
    /// A text input keeps its keyboard (it can still be used by touch); the engine goes back to
    /// navigating.
    public mutating func sleep() -> [FocusCommand] {
        var commands: [FocusCommand] = []
        if case .adjusting(let id) = mode {
            commands.append(.endAdjusting(id: adjustedTargetID ?? actionTargetID(of: id)))
        }
        adjustedTargetID = nil
        mode = .navigating
        if shown != nil {
            shown = nil
            commands.append(.clearFocus)
        }
        isAwake = false
        return commands
    }

    /// The user closed the keyboard of the text input `id` by other means (return key, touch):
    /// back to navigating, without a command. `id` is the text input's own id or that of the row
    /// that forwards A to it. Ignored for any other id.
    public mutating func textEntryDidEnd(id: String) -> [FocusCommand] {
        if case .textEntry(let element) = mode, element == id || actionTargetID(of: element) == id {
            mode = .navigating
        }
        return []
    }

    /// Typing moved on to the text input `id` (the return key of the field before it made it
    /// first responder, and the controller keyboard drives it): focus follows it and the engine
    /// is in text entry there, so that the highlight is on the field being typed in and B ends
    /// editing there. `id` is the input's own id or that of the row that forwards A to it. An
    /// id the map lacks, or the input already in text entry, changes nothing. The input that was
    /// in text entry before is not told to end: it already has. No scroll is asked for: the
    /// field is already first responder, and UIKit or the app's keyboard avoidance scrolls it
    /// into view (a scroll of GamepadKit's would race theirs).
    public mutating func textEntryDidBegin(id: String) -> [FocusCommand] {
        guard let target = present(id) else { return [] }
        if case .textEntry(let element) = mode, element == target { return [] }
        // The input typed in before has ended already: no command ends it again. A slider being
        // adjusted is let go (`settle(on:commands:)` ends adjust mode).
        if case .textEntry = mode { mode = .navigating }
        var commands: [FocusCommand] = []
        settle(on: target, commands: &commands)
        requestedID = nil
        mode = .textEntry(id: target)
        return commands.filter { command in
            switch command {
            case .scrollToRow, .scrollToReveal: return false
            default: return true
            }
        }
    }

    /// The screen `screenID` is gone for good (its controller was dismissed, removed from its
    /// parent or deallocated): its remembered focus is dropped, so that a new screen that happens
    /// to get the same id starts afresh.
    public mutating func forgetScreen(_ screenID: String) {
        memory[screenID] = nil
        memoryOrder.removeAll { $0 == screenID }
    }

    // MARK: - Waking

    /// The user touched a controller or key and the input did not reach focus (it went to an
    /// app binding, or nothing is bound to it): an asleep engine wakes and shows where focus is,
    /// so the user sees it before their next press. Nothing is performed; an awake engine
    /// returns no command.
    public mutating func wake() -> [FocusCommand] {
        guard !isAwake else { return [] }
        return wakeAndShow()
    }

    mutating func wakeAndShow() -> [FocusCommand] {
        isAwake = true
        guard snapshot != nil else { return [] }
        if candidate(focusedID) == nil, case .focus(let id) = continuation() {
            var ignored: [FocusCommand] = []
            settle(on: id, commands: &ignored)
        }
        guard let focused = focusedCandidate else { return [] }
        shown = nil
        return show(focused)
    }

    // MARK: - Navigating

    mutating func navigate(_ action: GamepadAction) -> [FocusCommand] {
        // Before the first rebuild there is nothing to act on.
        guard snapshot != nil else { return [] }
        switch action {
        case .moveUp, .moveDown, .moveLeft, .moveRight:
            guard let direction = action.direction else { return [] }
            return move(direction)
        case .activate:
            return activate()
        case .back:
            guard let snapshot else { return [] }
            if snapshot.modalScopeIsMenu, let menu = snapshot.modalScopeID { return [.closeMenu(id: menu)] }
            let context = snapshot.context
            if context.canDismiss { return [.dismiss] }
            if context.canPop { return [.pop] }
            return []
        case .previousTab, .nextTab:
            guard let context = snapshot?.context, context.tabCount > 1 else { return [] }
            let selected = min(max(context.selectedTab, 0), context.tabCount - 1)
            let target = min(max(selected + (action == .nextTab ? 1 : -1), 0), context.tabCount - 1)
            return target == selected ? [] : [.switchTab(index: target)]
        case .pageUp, .pageDown:
            let container = (focusedCandidate ?? lastSeen)?.scrollContainerID
            if let context = snapshot?.context, context.turnsPages,
               container == nil || container == context.pageScrollViewID {
                return [.turnPage(forward: action == .pageDown)]
            }
            return [.pageScroll(containerID: container, forward: action == .pageDown)]
        case .none:
            return []
        }
    }

    mutating func activate() -> [FocusCommand] {
        guard let focused = focusedCandidate else { return [] }
        let interaction = focused.interaction
        let target = focused.actionTargetID
        switch interaction {
        case .press, .toggle, .customTap:
            return [.activate(id: target, interaction: interaction)]
        case .selectRow:
            if let listID = focused.listID, let path = focused.rowPath {
                return [.selectRow(listID: listID, row: path)]
            }
            // A row the scanner could not place in a list: a plain tap is the best we can do.
            return [.activate(id: focused.id, interaction: .press)]
        case .adjust:
            mode = .adjusting(id: focused.id)
            adjustedTargetID = target
            wheel = 0
            return [.beginAdjusting(id: target)]
        case .textEntry:
            mode = .textEntry(id: focused.id)
            return [.beginTextEntry(id: target)]
        }
    }

    mutating func move(_ direction: MoveDirection) -> [FocusCommand] {
        guard let snapshot, !snapshot.candidates.isEmpty else { return [] }
        guard let source = focusedCandidate else {
            // Focus is on a row being scrolled to: keep going row by row from there.
            if let pending = pendingRow, let list = snapshot.list(id: pending.listID), list.contains(pending.path) {
                if list.kind == .table, direction.isHorizontal { return [] }
                return moveInList(list, from: pending.path, source: nil, direction)
            }
            // The focused element vanished and no update came yet: the press lands focus on
            // the nearest survivor.
            if case .focus(let id) = continuation() {
                return focusByMove(id)
            }
            return [.bump(direction)]
        }
        if let listID = source.listID, let path = source.rowPath, let list = snapshot.list(id: listID),
           list.contains(path) {
            return moveInList(list, from: path, source: source, direction)
        }
        guard let target = neighbor(of: source, direction) else {
            return [.bump(direction)]
        }
        return focusByMove(entryPoint(for: target, from: source.frame, direction, sourceID: source.id).id)
    }

    /// The map's neighbour of `source`, with the screen's content before its bars
    /// (`ContentBeforeBars`); `leaving` keeps the rows of that list out.
    func neighbor(of source: FocusCandidate, _ direction: MoveDirection, leaving listID: String? = nil) -> FocusCandidate? {
        guard let snapshot else { return nil }
        let mapTarget = map.neighbor(of: source.id, direction).flatMap { candidate($0) }
        let target = ContentBeforeBars.target(from: source, direction, mapTarget: mapTarget, among: snapshot.candidates, leaving: listID,
                                              barItems: barItems) { content in
            goesOn(from: content, direction)
        }
        if let target, let underneath = target.listID, target.needsScroll, source.listID == nil, source.scrollContainerID == nil,
           let list = snapshot.list(id: underneath), source.frame.intersects(list.frame),
           !ContentBeforeBars.revealed(target, lies: direction, from: source.frame) {
            // A control pinned over a list's last rows: rows the scroll would bring in behind it
            // do not lie that way; the move goes on past the list (content, then bars).
            let outside = snapshot.candidates.filter { $0.listID != underneath && $0.scrollContainerID != underneath }
            let content = outside.filter { !$0.isInBar }
            return SpatialSearch.target(from: source.frame, direction: direction, among: content, excluding: source.id)
                ?? SpatialSearch.target(from: source.frame, direction: direction, among: outside, excluding: source.id)
        }
        // A sideways press is never answered with a jump (`SidewaysJump`): left from a date
        // picker that holds a button, to a back button 400 pt above it, is no move a person
        // expects. (Moves from an element that holds others are measured from its centre, and
        // may go far off the axis to reach what lies inside it.) A move the map's repair made,
        // the only way to an element, stays, unless the element is a control floating over a
        // list that the list's end leads to (`entersFromListEnd`).
        if let target, direction.isHorizontal, SidewaysJump.isJump(from: source.frame, to: target.frame, direction),
           !map.isRepair(from: source.id, direction, to: target.id) || entersFromListEnd(target) {
            return nil
        }
        return target
    }

    /// True when `target` floats over a list (outside every list, scrolling content and bar)
    /// and a move from that list's end towards it lands on it: down from the last row when it
    /// floats over the list's lower half, up from the first otherwise (an Add button pinned over
    /// a collection's foot). The map alone never reaches such a control, so its repair may lead
    /// to it from far away (right from a back button at the top of the screen); the engine's
    /// list rules reach it, and that repair is no move a person needs. One engine move per list
    /// the target overlaps; asked only for a sideways jump the repair made.
    func entersFromListEnd(_ target: FocusCandidate) -> Bool {
        guard let snapshot, target.listID == nil, target.scrollContainerID == nil, !target.isInBar else { return false }
        for list in snapshot.lists where list.frame.intersects(target.frame) && list.rowCount > 0 {
            let down = target.frame.midY > list.frame.midY
            guard let path = list.path(atIndex: down ? list.rowCount - 1 : 0), let row = list.visibleRows[path],
                  candidate(row) != nil else { continue }
            if moveTarget(from: row, down ? .down : .up) == target.id { return true }
        }
        return false
    }

    /// The most content elements `goesOn(from:_:)` follows.
    static let onwardSteps = 8

    /// True when moves in `direction` go on from the content element `content` towards the bars:
    /// following the map's neighbours that lie that way (a wrap-around to the far end of the
    /// column does not), a bar item or an element out of view is reached, or more than
    /// `onwardSteps` elements are passed; false when the way stops at content (two buttons to
    /// the side, one above the other, under a navigation bar's Close). One lookup per step.
    func goesOn(from content: FocusCandidate, _ direction: MoveDirection) -> Bool {
        var current = content
        for _ in 0..<Self.onwardSteps {
            if current.needsScroll || current.isInBar { return true }
            guard let next = map.neighbor(of: current.id, direction).flatMap({ candidate($0) }),
                  ContentBeforeBars.revealed(next, lies: direction, from: current.frame) else { return false }
            current = next
        }
        return true
    }

    /// A move that leaves a list (or starts from a place that is not a candidate any more):
    /// the map from the source when it leads out of the list, else a spatial search among the
    /// elements outside the list.
    mutating func moveSpatially(from source: FocusCandidate?, _ direction: MoveDirection, leaving listID: String?) -> [FocusCommand] {
        guard let snapshot else { return [.bump(direction)] }
        if let source, let target = neighbor(of: source, direction, leaving: listID),
           listID == nil || target.listID != listID {
            return focusByMove(entryPoint(for: target, from: source.frame, direction, sourceID: source.id).id)
        }
        // From content the map already applied the same policy, from the same frame, to every
        // candidate: when it (and the bars' turn in `ContentBeforeBars`) leads nowhere, a search
        // over all of them would find nothing either.
        if let source, listID == nil, !source.isInBar { return [.bump(direction)] }
        // Leaving a list from a row still to be scrolled into view (the last row, below the
        // list's bottom edge until the reveal's scan), the move starts where the row shows once
        // revealed: a button below the list is below it then, not above.
        let leavingFrom = listID == nil ? source?.frame ?? lastSeen?.frame : source?.revealedFrame ?? lastSeen?.revealedFrame
        guard let frame = leavingFrom else { return [.bump(direction)] }
        let outside = listID == nil ? snapshot.candidates : snapshot.candidates.filter { $0.listID != listID }
        let content = source?.isInBar == true ? [] : outside.contains(where: \.isInBar) ? outside.filter { !$0.isInBar } : outside
        guard let target = SpatialSearch.target(from: frame, inBar: source?.barID, direction: direction, among: content, excluding: source?.id)
                ?? (content.count == outside.count ? nil
                    : SpatialSearch.target(from: frame, inBar: source?.barID, direction: direction, among: outside, excluding: source?.id)) else {
            return [.bump(direction)]
        }
        return focusByMove(entryPoint(for: target, from: frame, direction).id)
    }

    /// Focus moved by the user: animated, and it supersedes any request of the app.
    mutating func focusByMove(_ id: String) -> [FocusCommand] {
        var commands: [FocusCommand] = []
        settle(on: id, commands: &commands)
        requestedID = nil
        return commands
    }

    // MARK: - Focus bookkeeping

    /// Makes the on-screen candidate `id` the focus: leaves a mode that belonged to another
    /// element, remembers it for the screen, and shows it when awake.
    mutating func settle(on id: String, commands: inout [FocusCommand]) {
        guard let target = candidate(id) else { return }
        if mode.elementID != id {
            commands += leaveMode()
        }
        focusedID = id
        lastSeen = target
        pendingRow = nil
        if let requestedID, present(requestedID) == id { self.requestedID = nil }
        if let snapshot, snapshot.modalScopeID == nil, let screenID = snapshot.context.screenID {
            remember(id, on: screenID)
        }
        if isAwake {
            commands += show(target)
        }
    }

    /// Records `id` as the last focus of `screenID`, the most recent screen of the memory.
    mutating func remember(_ id: String, on screenID: String) {
        memory[screenID] = id
        memoryOrder.removeAll { $0 == screenID }
        memoryOrder.append(screenID)
        while memoryOrder.count > Self.memoryCapacity {
            memory[memoryOrder.removeFirst()] = nil
        }
    }

    /// The command that puts the highlight on `target`, when it is not there already. When the
    /// highlight comes to `target` from elsewhere and `target` needs a scroll, the scroll comes
    /// first and the highlight goes where the scroll brings it (`FocusCandidate.revealedFrame`);
    /// the next update corrects it if the platform scrolled otherwise.
    mutating func show(_ target: FocusCandidate) -> [FocusCommand] {
        var commands: [FocusCommand] = []
        var frame = target.frame
        if target.needsScroll, shown?.id != target.id {
            if let listID = target.listID, let path = target.rowPath {
                // An item of a shelf half below the fold: the list around the shelf brings its
                // row up first (`ShelfRules.needsOuterScroll`).
                if let shelf = snapshot?.list(id: listID), let outerID = shelf.enclosingListID, let outerRow = shelf.enclosingRowPath,
                   ShelfRules.needsOuterScroll(itemFrame: target.frame, viewport: target.scrollViewport) {
                    commands.append(.scrollToRow(listID: outerID, row: outerRow))
                }
                commands.append(.scrollToRow(listID: listID, row: path))
            } else {
                commands.append(.scrollToReveal(id: target.id))
            }
            frame = target.revealedFrame
        }
        let highlight = ShownHighlight(id: target.id, frame: frame)
        if shown == highlight { return commands }
        let animated = shown != nil
        shown = highlight
        commands.append(.focus(id: target.id, frame: frame, animated: animated))
        return commands
    }

    /// Back to navigating, with the command that ends the mode when its element is still there.
    mutating func leaveMode() -> [FocusCommand] {
        let previous = mode
        mode = .navigating
        switch previous {
        case .navigating:
            return []
        case .adjusting(let id):
            // Ended with the control it began on, there or not (the platform lifts the touch).
            let target = adjustedTargetID ?? actionTargetID(of: id)
            adjustedTargetID = nil
            return [.endAdjusting(id: target)]
        case .textEntry(let id):
            return candidate(id) != nil ? [.endTextEntry(id: actionTargetID(of: id))] : []
        }
    }

    /// The id the commands of A name for the element `id` (`FocusCandidate.actionTargetID`).
    func actionTargetID(of id: String) -> String {
        candidate(id)?.actionTargetID ?? id
    }

    func candidate(_ id: String?) -> FocusCandidate? {
        guard let id, let index = indexByID[id], let snapshot, index < snapshot.candidates.count else { return nil }
        return snapshot.candidates[index]
    }

    /// The on-screen candidate an id from the app or the memory names: the candidate with that
    /// id, else the row that forwards A to the control with that id. Nil when neither is on screen.
    func present(_ id: String?) -> String? {
        if let found = candidate(id) { return found.id }
        guard let id, let index = rowIndexByControlID[id], let snapshot, index < snapshot.candidates.count else { return nil }
        return snapshot.candidates[index].id
    }

    mutating func rebuildMap() {
        map = NavigationMap(candidates: snapshot?.candidates ?? [], options: NavigationOptions(wrap: settings.wrapsAround, stopArea: snapshot?.stopArea))
    }
}
