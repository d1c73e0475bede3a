import GamepadKitInterchange
import GamepadKitCore

/// The navigation checks of `gamepadkit lint`, as a pure function of a scene's candidates and
/// its navigation map.
///
/// The rules:
/// - **unreachable**: the initial focus is the first candidate in reading order, as the focus
///   engine picks it (`ReadingOrder`: content on screen, then bar items, then content out of
///   view; top edge, then left edge, then tree order; an element whose frame holds another's, such
///   as a full-screen backdrop, only when nothing else is there). Every candidate that no sequence of moves
///   from there reaches, following the map in all four directions with the content before the
///   bars (`ScannedScene.neighbor(of:_:)`), is unreachable. Content a scroll view can bring into
///   view is a candidate at its place in the content, so it is reached like any other element.
/// - **dead end**: a direction whose neighbour is nil although another candidate lies that way,
///   by the rule the navigation uses: its near edge is at or past the source's edge (for down,
///   `other.minY >= source.maxY`), and a move could go there (not sideways into or out of a bar,
///   not more than 45° off and 100 pt to the side: those dead ends are deliberate). The finding names the nearest such candidate. Content out of
///   view does not lie beside an element outside its scroll view.
/// - **one-way**: a move from A to B whose opposite move from B skips A for another element C,
///   although A is the element one expects to come back to: A lies that way from B, shares B's
///   row (for left and right) or column (for up and down), and is strictly nearer to B than C
///   along the move (or C does not lie that way at all, as after an explicit override).
///   Coming back somewhere else in an uneven layout (a nearer element in line, an element in
///   B's own row) is normal and not reported, and neither is a move from a bar item into the
///   content whose way back stays in the content (content comes before bars: the bar is reached
///   only past the content's edge). When the opposite move from B leads nowhere,
///   that is reported as a dead end of B (when something lies that way).
/// - **overlap**: candidates whose frames share more than `overlapTolerance` square points, one
///   finding per cluster of elements linked by overlaps (see `OverlapClusters`): a pair reads
///   "a and b overlap by …", a larger cluster names its first five elements and counts the rest.
///   An element out of view is only set against the elements of its own scroll view (its frame
///   is its place in the content, so it covers nothing outside that scroll view).
///   Frames that meet in a strip no deeper than `overlapDepth` points (2 by default: rounding, a
///   hairline shared by neighbours) do not overlap.
/// - **too small**: a candidate narrower or shorter than `minimumSide` points (24 by default:
///   below that the focus highlight is hard to see and hard to aim at). A text field may be as
///   short as `minimumTextFieldHeight` (18 pt: UIKit's own height of a borderless field).
///
/// Findings come grouped by kind in the order above, each group in candidate order.
public struct LayoutLinter: Sendable {
    /// The smallest width and height, in points, an element should have.
    public var minimumSide: Double
    /// The shared area, in square points, above which two frames overlap.
    public var overlapTolerance: Double

    /// How deep, in points, the shared strip of two frames must be on both sides to count.
    public var overlapDepth: Double = 2
    /// The smallest height of a text field.
    public var minimumTextFieldHeight: Double = 18

    public init(minimumSide: Double = 24, overlapTolerance: Double = 1) {
        self.minimumSide = minimumSide
        self.overlapTolerance = overlapTolerance
    }

    /// All findings of `scene`.
    public func findings(in scene: ScannedScene) -> [LintFinding] {
        let engine = scene.engine
        // The engine holds the scene's own snapshot: its candidate indices are the scene's.
        guard engine.snapshot?.candidates.count == scene.candidates.count else {
            return findings(candidates: scene.candidates, neighbor: scene.neighbor(of:_:))
        }
        return findings(candidates: scene.candidates, moves: KnownMoves(scene.candidates, engine.moveTarget(fromCandidateAt:_:)),
                        offscreen: engine.moveTarget(from:_:))
    }

    /// All findings of `candidates`, with `neighbor` answering where a direction leads from an id.
    public func findings(candidates: [FocusCandidate], neighbor: (String, MoveDirection) -> String?) -> [LintFinding] {
        findings(candidates: candidates, moves: KnownMoves(candidates, neighbor), offscreen: neighbor)
    }

    /// All findings of `candidates` with their moves known; `offscreen` answers where a direction
    /// leads from a row a move scrolls to that is not on screen (an id of no candidate).
    private func findings(candidates: [FocusCandidate], moves: KnownMoves,
                          offscreen: (String, MoveDirection) -> String?) -> [LintFinding] {
        // The rules ask for the same moves again and again (about four times each), and a move
        // asked of the engine is costly: each is asked once, and the rules follow the moves by
        // candidate index rather than by id.
        let name = { (id: String) -> String in
            let shownID = Self.clipped(id)
            // The label of the first candidate with the id.
            guard let index = moves.index(of: id), let label = candidates[index].label, !label.isEmpty, label != id else { return shownID }
            return "\(shownID) \"\(Self.clipped(label))\""
        }
        return unreachable(candidates, moves, offscreen: offscreen, name)
            + deadEnds(candidates, moves, name)
            + oneWays(candidates, moves, name)
            + overlaps(candidates, name)
            + tooSmall(candidates, name)
    }

    /// The element focus starts on: the first candidate in reading order, as the focus engine
    /// chooses it (`ReadingOrder.first(among:)`).
    public static func initialFocus(among candidates: [FocusCandidate]) -> FocusCandidate? {
        ReadingOrder.first(among: candidates)
    }

    /// The most characters of an id or a label a message shows.
    static let maximumNameCharacters = 60

    /// `text` itself when short, else its first `maximum` characters and `…`; control
    /// characters (a line break, an escape sequence, a bidirectional override) are shown as
    /// escapes (``DisplayText``), so that a name cannot start a line of its own in a report.
    static func clipped(_ text: String, maximum: Int = maximumNameCharacters) -> String {
        // Short printable ASCII (the usual id) is shown as it is: nothing to escape or clip, and
        // a report of thousands of findings names thousands of elements.
        if text.utf8.count <= maximum, text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return text }
        return DisplayText.shown(text, maximum: maximum)
    }

    // MARK: - Rules

    private func unreachable(_ candidates: [FocusCandidate], _ moves: KnownMoves,
                             offscreen: (String, MoveDirection) -> String?, _ name: (String) -> String) -> [LintFinding] {
        guard let start = Self.initialFocus(among: candidates), let startIndex = moves.index(of: start.id) else { return [] }
        // By the index of each id's first candidate (a repeated id moves as its first does).
        let directions = MoveDirection.allCases
        let reached = MoveReachability.reached(count: candidates.count, from: startIndex, landing: { index, direction in
            let slot = directions.firstIndex(of: direction) ?? 0
            let targetIndex = moves.targetIndex(from: index, slot: slot)
            if targetIndex >= 0 { return .candidate(targetIndex) }
            return moves.target(from: index, slot: slot).map(MoveLanding.other)
        }, offscreen: { id, direction in
            offscreen(id, direction).map { target in moves.index(of: target).map(MoveLanding.candidate) ?? .other(target) }
        })
        let startName = name(start.id)
        return candidates.indices.filter { !reached[moves.firstIndex(of: $0)] }.map { index in
            let candidate = candidates[index]
            return LintFinding(kind: .unreachable, elementID: candidate.id, otherID: start.id,
                               message: "\(name(candidate.id)) can never be reached by moves from the initial focus \(startName)")
        }
    }

    private func deadEnds(_ candidates: [FocusCandidate], _ moves: KnownMoves, _ name: (String) -> String) -> [LintFinding] {
        var found: [LintFinding] = []
        let search = NearestLyingElement(candidates, firstIndexOfID: moves.firstIndices)
        for index in candidates.indices {
            for (slot, direction) in MoveDirection.allCases.enumerated() where moves.target(from: index, slot: slot) == nil {
                guard let first = search.nearest(to: index, direction).map({ candidates[$0] }) else { continue }
                let source = candidates[index]
                guard let nearest = Self.mayLead(from: source, to: first, direction)
                    ? first : nearestLeading(from: source, direction, among: candidates) else { continue }
                found.append(LintFinding(kind: .deadEnd, elementID: source.id, direction: direction, otherID: nearest.id,
                                         message: "\(direction.rawValue) from \(name(source.id)) goes nowhere, but \(name(nearest.id)) lies that way"))
            }
        }
        return found
    }

    /// When the nearest element that way is one the rules leave out on purpose (sideways into a
    /// bar, a far jump), the nearest a move may lead to, looking further. A rare case, so a plain
    /// pass over the candidates: the near-linear search answers every other question.
    private func nearestLeading(from source: FocusCandidate, _ direction: MoveDirection, among candidates: [FocusCandidate]) -> FocusCandidate? {
        var best: (candidate: FocusCandidate, distance: (Double, Double))?
        for other in candidates where other.id != source.id && !Self.outOfViewApart(source, other)
            && NavigationMapDrawing.lies(other.frame, direction, from: source.frame) && Self.mayLead(from: source, to: other, direction) {
            let distance = NearestLyingElement.distance(other.frame, direction, from: source.frame)
            if let current = best, !(distance < current.distance) { continue }
            best = (other, distance)
        }
        return best?.candidate
    }

    private func oneWays(_ candidates: [FocusCandidate], _ moves: KnownMoves, _ name: (String) -> String) -> [LintFinding] {
        var found: [LintFinding] = []
        let oppositeSlots = MoveDirection.allCases.map { direction in MoveDirection.allCases.firstIndex(of: direction.opposite) ?? 0 }
        for index in candidates.indices {
            let sourceIndex = moves.firstIndex(of: index)
            for (slot, direction) in MoveDirection.allCases.enumerated() {
                // A target or a way back that is not a candidate's id (a row being scrolled to)
                // has no frame to compare. Ids are compared by the index of their first candidate.
                let targetIndex = moves.targetIndex(from: index, slot: slot)
                guard targetIndex >= 0, targetIndex != sourceIndex else { continue }
                let oppositeSlot = oppositeSlots[slot]
                let backIndex = moves.targetIndex(from: targetIndex, slot: oppositeSlot)
                guard backIndex >= 0, backIndex != sourceIndex else { continue }
                let source = candidates[index], targetCandidate = candidates[targetIndex], backCandidate = candidates[backIndex]
                let back = backCandidate.id
                guard !(source.isInBar && !targetCandidate.isInBar && !backCandidate.isInBar),
                      Self.skipsExpectedReturn(from: targetCandidate.frame, direction.opposite, expected: source.frame,
                                               actual: backCandidate.frame)
                else { continue }
                let target = targetCandidate.id
                found.append(LintFinding(kind: .oneWay, elementID: source.id, direction: direction, otherID: target,
                                         message: "\(direction.rawValue) from \(name(source.id)) leads to \(name(target)), but \(direction.opposite.rawValue) from \(name(target)) leads to \(name(back))"))
            }
        }
        return found
    }

    private func overlaps(_ candidates: [FocusCandidate], _ name: (String) -> String) -> [LintFinding] {
        // What is on screen, all together; then each scroll view's content, in view or not, for
        // the clusters that hold an element out of view.
        var findings = overlaps(candidates, among: candidates.indices.filter { !candidates[$0].needsScroll }, name)
        var contentByContainer: [String: [Int]] = [:]
        var containers: [String] = []
        for index in candidates.indices {
            guard let container = candidates[index].scrollContainerID else { continue }
            if contentByContainer[container] == nil { containers.append(container) }
            contentByContainer[container, default: []].append(index)
        }
        for container in containers {
            let members = contentByContainer[container] ?? []
            guard members.contains(where: { candidates[$0].needsScroll }) else { continue }
            findings += overlaps(candidates, among: members, name) { cluster in
                cluster.contains { candidates[$0].needsScroll }
            }
        }
        return findings
    }

    /// One finding per cluster of overlapping elements among the candidates at `indices`, for
    /// the clusters `reported` keeps.
    private func overlaps(_ candidates: [FocusCandidate], among indices: [Int], _ name: (String) -> String,
                          reported: ([Int]) -> Bool = { _ in true }) -> [LintFinding] {
        OverlapClusters.clusters(of: indices.map { candidates[$0].frame }, tolerance: overlapTolerance, minimumDepth: overlapDepth).compactMap { cluster in
            let members = cluster.members.map { indices[$0] }
            guard reported(members) else { return nil }
            let first = candidates[indices[cluster.exampleFirst]]
            let second = candidates[indices[cluster.exampleSecond]]
            let shared = "\(cluster.exampleShared.width.compactText)×\(cluster.exampleShared.height.compactText) pt"
            guard members.count > 2 else {
                return LintFinding(kind: .overlap, elementID: first.id, otherID: second.id,
                                   message: "\(name(first.id)) and \(name(second.id)) overlap by \(shared)")
            }
            let shown = members.prefix(Self.namesPerCluster).map { name(candidates[$0].id) }
            let rest = members.count - shown.count
            let list = shown.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
            return LintFinding(kind: .overlap, elementID: candidates[members[0]].id, otherID: candidates[members[1]].id,
                               message: "\(members.count) elements overlap one another: \(list) (\(name(first.id)) and \(name(second.id)) share \(shared))")
        }
    }

    /// How many elements an overlap finding names before "and N more".
    static let namesPerCluster = 5

    private func tooSmall(_ candidates: [FocusCandidate], _ name: (String) -> String) -> [LintFinding] {
        candidates.filter { candidate in
            let minimumHeight = candidate.kind == .textField ? min(minimumSide, minimumTextFieldHeight) : minimumSide
            return candidate.frame.width < minimumSide || candidate.frame.height < minimumHeight
        }.map { candidate in
            LintFinding(kind: .tooSmall, elementID: candidate.id,
                        message: "\(name(candidate.id)) is \(candidate.frame.width.compactText)×\(candidate.frame.height.compactText) pt, smaller than \(minimumSide.compactText)×\(minimumSide.compactText) pt")
        }
    }

    /// True when the navigation rules let a move in `direction` go from `source` to `other` at
    /// all: a sideways move stays in the content or in its bar, and no move jumps more than 45°
    /// off and 100 pt to the side (`ScreenRegions` in the core, `FarJump`). A direction that
    /// leads nowhere because of them is a deliberate dead end, not a finding.
    static func mayLead(from source: FocusCandidate, to other: FocusCandidate, _ direction: MoveDirection) -> Bool {
        if direction.isHorizontal && source.barID != other.barID { return false }
        return !FarJump.isFarJump(from: source.frame, to: other.frame, direction)
    }

    /// True when one of the two is content out of view and the other is not in its scroll view:
    /// the frame of content out of view is its place in the content, so it neither covers nor
    /// lies beside what is on screen outside that scroll view (a bar, another scroll view).
    static func outOfViewApart(_ first: FocusCandidate, _ second: FocusCandidate) -> Bool {
        first.scrollContainerID != second.scrollContainerID && (first.needsScroll || second.needsScroll)
    }

    /// True when a move in `direction` from `origin` lands on `actual` although `expected` lies
    /// that way, in the origin's row or column, strictly nearer along the move than `actual`.
    static func skipsExpectedReturn(from origin: Rect, _ direction: MoveDirection, expected: Rect, actual: Rect) -> Bool {
        guard NavigationMapDrawing.lies(expected, direction, from: origin) else { return false }
        let inLine = direction.isHorizontal
            ? expected.minY < origin.maxY && origin.minY < expected.maxY
            : expected.minX < origin.maxX && origin.minX < expected.maxX
        guard inLine else { return false }
        guard NavigationMapDrawing.lies(actual, direction, from: origin) else { return true }
        return gap(from: origin, to: expected, direction) < gap(from: origin, to: actual, direction)
    }

    /// The distance from `source`'s edge to `other`'s near edge along `direction`.
    static func gap(from source: Rect, to other: Rect, _ direction: MoveDirection) -> Double {
        switch direction {
        case .up: source.minY - other.maxY
        case .down: other.minY - source.maxY
        case .left: source.minX - other.maxX
        case .right: other.minX - source.maxX
        }
    }
}

/// Every move from every candidate, asked once, by candidate index and direction slot (the
/// direction's place in `MoveDirection.allCases`).
private struct KnownMoves {
    /// The index of the first candidate with each candidate's id, by candidate index.
    private let first: [Int]
    private let indexByID: [String: Int]
    /// `targets[index * 4 + slot]`: where the move leads (nil: nowhere).
    private let targets: [String?]
    /// `targetIndices[index * 4 + slot]`: the index of the first candidate with the target's
    /// id; -1 when the move leads nowhere or to an id that is no candidate's.
    private let targetIndices: [Int]

    /// The moves of `candidates` asked by candidate index: `landing` answers where a direction
    /// leads from a candidate (`FocusEngine.moveTarget(fromCandidateAt:_:)`), as the index of the
    /// first candidate with the target's id where it is one, so no target id is looked up.
    init(_ candidates: [FocusCandidate], _ landing: (Int, MoveDirection) -> MoveLanding?) {
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(candidates.count)
        var first: [Int] = []
        first.reserveCapacity(candidates.count)
        var targets: [String?] = []
        targets.reserveCapacity(4 * candidates.count)
        var targetIndices: [Int] = []
        targetIndices.reserveCapacity(4 * candidates.count)
        for (position, candidate) in candidates.enumerated() {
            // A repeated id moves as its first candidate does: copy that answer.
            if let firstPosition = indexByID[candidate.id] {
                first.append(firstPosition)
                for slot in 0..<4 {
                    targets.append(targets[firstPosition * 4 + slot])
                    targetIndices.append(targetIndices[firstPosition * 4 + slot])
                }
                continue
            }
            indexByID[candidate.id] = position
            first.append(position)
            for direction in MoveDirection.allCases {
                switch landing(position, direction) {
                case .candidate(let index)?:
                    targets.append(candidates[index].id)
                    targetIndices.append(index)
                case .other(let id)?:
                    targets.append(id)
                    targetIndices.append(-1)
                case nil:
                    targets.append(nil)
                    targetIndices.append(-1)
                }
            }
        }
        self.first = first
        self.indexByID = indexByID
        self.targets = targets
        self.targetIndices = targetIndices
    }

    /// The moves of `candidates` asked by id: `neighbor` answers where a direction leads from an
    /// id (each first id asked once).
    init(_ candidates: [FocusCandidate], _ neighbor: (String, MoveDirection) -> String?) {
        var firstIndexOfID: [String: Int] = [:]
        firstIndexOfID.reserveCapacity(candidates.count)
        for (position, candidate) in candidates.enumerated() where firstIndexOfID[candidate.id] == nil {
            firstIndexOfID[candidate.id] = position
        }
        self.init(candidates) { position, direction in
            neighbor(candidates[position].id, direction).map { id in firstIndexOfID[id].map(MoveLanding.candidate) ?? .other(id) }
        }
    }

    /// For each candidate, the index of the first candidate with its id.
    var firstIndices: [Int] { first }

    /// The index of the first candidate with `id`; nil when no candidate has it.
    func index(of id: String) -> Int? {
        indexByID[id]
    }

    /// The index of the first candidate with the id of `candidates[index]`.
    func firstIndex(of index: Int) -> Int {
        first[index]
    }

    /// Where the move in the direction of `slot` from `candidates[index]` leads (nil: nowhere).
    func target(from index: Int, slot: Int) -> String? {
        targets[index * 4 + slot]
    }

    /// The index of the first candidate with the id that move leads to; -1 for none.
    func targetIndex(from index: Int, slot: Int) -> Int {
        targetIndices[index * 4 + slot]
    }
}
