/// Puts what SwiftUI views registered into the view tree the UIKit scan built, so that one scan
/// makes one map of both (`FocusScanner`).
///
/// Each root (a view with `.gamepadNavigable()`, or an element with `.gamepadFocusable` and no
/// root above it) draws an invisible anchor view behind itself; its node in the tree places the
/// root in window coordinates. A root whose anchor is not in the tree (its view left the window)
/// adds nothing.
///
/// - **Where an element goes.** Its window frame is the anchor's window origin plus its frame in
///   the root. The search starts at the nearest ancestor of the anchor that holds anything besides
///   the anchor (the hosting view, not the wrapper SwiftUI puts around the anchor), or that is a
///   modal scope or a window, leaves the anchor's branch out, and goes down into the topmost
///   visible child that holds the element's centre. A scroll view, table or collection holds only
///   its own content: when the system tells the element's scroll view (iOS 17:
///   `SwiftUIScrollContainer.viewport`), the one with that frame, wherever the element is scrolled
///   to; when it tells there is none, no scroll view (a floating button over a list stays out of
///   it); when it cannot tell, the one whose frame or content view holds the centre. The element
///   becomes an `accessibilityElement` node with its role's traits in the
///   deepest such view: inside a SwiftUI `ScrollView`'s scroll view it is content that scrolling
///   reveals; inside a `List` row (a table or collection cell) it is that row's control, so the
///   row stays one stop of a UIKit list, never a second one. A list takes in an element the
///   system places in a scroll view whose visible bounds lie inside the list's frame (SwiftUI may
///   report them inside the list's content insets), and one the system places in no scroll view
///   when one of its visible rows holds the element's whole frame (rows hold only their own
///   content; SwiftUI may not count a `List` as a scroll view).
/// - **UIKit controls win.** An element that covers a UIKit control of the host (at least half of
///   the smaller of the two: a SwiftUI `Toggle` drawn by a `UISwitch`, a `TextField`) is dropped:
///   the UIKit scan already has it, with its own handling.
/// - **One source per element.** The host may publish accessibility elements too. When an
///   assistive technology runs, the tree is complete and is what VoiceOver users get: an element
///   covered by an accessibility element that is a focus stop is dropped, the accessibility
///   element stays. When none runs, the registrations are the source: accessibility elements
///   they cover are removed (the element takes their label). Accessibility elements that cover
///   no registration (a custom-drawn control inside the host) stay either way.
/// - **One stop per control.** Two registrations of one role at the same place in one root
///   (`repeatedRegistrations(_:)`: a button an app's style redraws with `Button(configuration)`
///   inside `.gamepadButtonStyle`, a button also marked `.gamepadFocusable(id:)`) are one
///   control: the one with the app's id is kept, else the first registered.
/// - **Disabled** elements are added with `notEnabled`, so they are no stops.
/// - **Ids** are the registry's: the app's own, or the one derived when the element was first
///   placed (`SwiftUIElementIdentity`, from the root's scope, the label and the element's place in
///   its root's unscrolled content), which the result hands back (`newElementIDs`) for the
///   registry to keep. An id already used in the tree gets `#2`, `#3`… appended.
///
/// Cost: the tree is indexed once per merge (node ids to paths), whatever the number of roots;
/// each host's UIKit controls and accessibility elements are gathered once, in a grid of their
/// frames (`FrameGridIndex`); each element then costs a descent from its host, in which a view
/// with many children finds the ones that may hold the element in a grid of their boxes (made
/// the first time an element goes through it), and a look at the controls and elements in the
/// grid cells its frame touches. A merge is close to linear in the tree's nodes plus the
/// elements, where it used to weigh every child and every control of the host for each element.
public struct SwiftUISceneMerge: Sendable {
    /// VoiceOver, Switch Control or another assistive technology is running.
    public var assistiveTechnologyIsRunning: Bool

    /// A merge for a device where an assistive technology is (or is not) running.
    public init(assistiveTechnologyIsRunning: Bool) {
        self.assistiveTechnologyIsRunning = assistiveTechnologyIsRunning
    }

    /// Merges `registry` into `tree`; `anchors` maps a root's key to its anchor's node id.
    public func merge(_ registry: SwiftUIElementRegistry, anchors: [String: String], into tree: ViewNode) -> SwiftUIMergeResult {
        var result = SwiftUIMergeResult(root: tree)
        guard !registry.isEmpty, !anchors.isEmpty else { return result }
        var index = TreeIndex(tree, locating: Set(anchors.values))
        var removedAccessibilityIDs: Set<String> = []
        // Roots in the tree order of their anchors, so that a second root of one scope is `#2`
        // whatever keys SwiftUI drew; roots that share an anchor in the order of their keys (the
        // registry's set of keys has no order of its own, and may iterate differently each run).
        let placedRoots = registry.rootKeys.compactMap { rootKey -> (key: String, anchor: LocatedNode)? in
            guard let anchorID = anchors[rootKey], let anchor = index.locate(anchorID) else { return nil }
            return (rootKey, anchor)
        }.sorted { first, second in
            first.anchor.path == second.anchor.path ? first.key < second.key
                : first.anchor.path.lexicographicallyPrecedes(second.anchor.path)
        }
        var usedScopes: Set<String> = []
        var coverNodesByHost: [[Int]: HostCoverNodes] = [:]
        var defaultFocusIDs: Set<String> = []  // `result.defaultFocusIDs`, to look up
        for (rootKey, anchor) in placedRoots {
            let scope = SwiftUIElementIdentity.uniqueScope(registry.scope(of: rootKey) ?? SwiftUIElementIdentity.fallbackScope,
                                                           used: usedScopes)
            usedScopes.insert(scope)
            let host = index.searchRoot(above: anchor.path)
            // The anchor and the wrappers SwiftUI puts around it hold nothing of the screen.
            let anchorBranch = Array(anchor.path.prefix(host.path.count + 1))
            let cover: HostCoverNodes
            if let known = coverNodesByHost[host.path] {
                cover = known
            } else {
                cover = index.coverNodes(under: host, excluding: anchorBranch)
                coverNodesByHost[host.path] = cover
            }
            let origin = anchor.frame.origin
            let members = registry.elements(of: rootKey)
            result.placements.reserveCapacity(result.placements.count + members.count)
            result.derivedIDs.reserveCapacity(result.derivedIDs.count + members.count)
            // The ids the root's elements hold, gathered when the first id is derived (a later
            // scan, with every id known, derives none).
            var liveIDs: Set<String> = []
            var liveIDsGathered = false
            var placed: [String: String] = [:]  // registry key → element id, of members of a section
            let repeated = Self.repeatedRegistrations(members.map(\.registration), lastChanges: registry.lastChanges(of: rootKey))
            for (knownID, registration) in members where !repeated.contains(registration.key) {
                let frame = registration.frame.offsetBy(dx: origin.x, dy: origin.y)
                guard frame.isFinite, !frame.isEmpty else { continue }
                let covered = cover.accessibilityStops(covering: frame)
                let label = registration.label ?? covered.lazy.compactMap(\.label).first
                let parent = index.deepestHolder(of: frame, scroll: registration.scrollContainer.offsetBy(dx: origin.x, dy: origin.y),
                                                 from: host, excluding: anchorBranch)
                let id: String
                if let knownID {
                    id = knownID
                } else {
                    if !liveIDsGathered {
                        liveIDs = Set(members.compactMap(\.id)).union(registry.retiredIDValues(of: rootKey))
                        liveIDsGathered = true
                    }
                    // Where the element lies in its root's content as if nothing were scrolled.
                    let position = LayoutPoint(x: registration.frame.minX + parent.scrolled.x - anchor.scrolled.x,
                                               y: registration.frame.minY + parent.scrolled.y - anchor.scrolled.y)
                    id = SwiftUIElementIdentity.elementID(scope: scope, role: registration.role, label: label, position: position,
                                                         isTaken: liveIDs.contains)
                    liveIDs.insert(id)
                    result.newElementIDs[rootKey, default: [:]][registration.key] = id
                }
                if cover.coversUIKitControl(frame) {
                    result.droppedIDs.append(id)
                    continue
                }
                if assistiveTechnologyIsRunning, !covered.isEmpty {
                    result.droppedIDs.append(id)
                    continue
                }
                removedAccessibilityIDs.formUnion(covered.map(\.id))
                let uniqueID = index.unique(id)
                var traits = registration.role.traits
                if !registration.isEnabled { traits.insert(.notEnabled) }
                let node = ViewNode(id: uniqueID, kind: .accessibilityElement,
                                    frame: frame.offsetBy(dx: -parent.contentOrigin.x, dy: -parent.contentOrigin.y),
                                    label: label, accessibilityTraits: traits)
                index.append(node, under: parent.path)
                result.placements[uniqueID] = SwiftUIMergeResult.Placement(rootKey: rootKey, key: registration.key,
                                                                          parentID: parent.id, windowFrame: frame)
                if registration.sectionKey != nil { placed[registration.key] = uniqueID }
                if registration.explicitID.map(\.isEmpty) ?? true { result.derivedIDs.insert(uniqueID) }
                if registration.isDefaultFocus, registration.isEnabled {
                    result.defaultFocusIDs.append(uniqueID)
                    defaultFocusIDs.insert(uniqueID)
                }
            }
            let sections = registry.sections(of: rootKey)
            guard !sections.isEmpty else { continue }
            // Each section's placed members, in registration order: one pass over the root.
            var idsBySection: [String: [String]] = [:]
            for (_, registration) in members {
                guard let sectionKey = registration.sectionKey, let id = placed[registration.key] else { continue }
                idsBySection[sectionKey, default: []].append(id)
            }
            for section in sections {
                guard let ids = idsBySection[section.key], !ids.isEmpty else { continue }
                result.sections.append(SwiftUIFocusSection(
                    id: "\(rootKey).\(section.key)", frame: section.frame.offsetBy(dx: origin.x, dy: origin.y),
                    memberIDs: ids, defaultID: ids.first { defaultFocusIDs.contains($0) }))
            }
        }
        if !removedAccessibilityIDs.isEmpty { index.remove(removedAccessibilityIDs) }
        result.root = index.root
        return result
    }

    /// The keys of registrations that repeat another registration of the same control: the same
    /// role at the same place (frames equal in whole points, in the same scroll view as far as
    /// the system tells) in one root, registered by the
    /// root's styles rather than with an id of the app's. A control drawn by a style that
    /// draws with `Button(configuration)` inside `.gamepadButtonStyle` reaches two registering
    /// styles; a button the app also marked `.gamepadFocusable(id:)` reaches a style and the
    /// modifier. One stop stands for it: the one with the app's id; else the enabled one (a
    /// disabled placeholder under the live button is not the one kept), then the one whose state
    /// changed last (`lastChanges`, registry key → `SwiftUIElementRegistry.lastChanges(of:)`),
    /// then the one registered first. Registrations with ids of the app's are never dropped.
    /// Two buttons of the app stacked exactly on each other (a `ZStack`) are one stop too: the
    /// D-pad cannot tell them apart. The registry does not know a view's opacity: of a play and
    /// a pause button swapped with `.opacity` and nothing else changing, the first registered
    /// is kept.
    static func repeatedRegistrations(_ registrations: [SwiftUIElementRegistration],
                                      lastChanges: [String: Int] = [:]) -> Set<String> {
        func hasOwnID(_ registration: SwiftUIElementRegistration) -> Bool {
            registration.explicitID.map { !$0.isEmpty } ?? false
        }
        func isBetter(_ new: SwiftUIElementRegistration, than old: SwiftUIElementRegistration) -> Bool {
            if new.isEnabled != old.isEnabled { return new.isEnabled }
            return lastChanges[new.key, default: 0] > lastChanges[old.key, default: 0]
        }
        // The registrations with a place, ordered by place and, at one place, in the order they
        // registered: each run of one place is one control (most runs are one registration).
        var placed: [(place: RegistrationPlace, index: Int)] = []
        placed.reserveCapacity(registrations.count)
        for (index, registration) in registrations.enumerated() {
            if let place = RegistrationPlace(registration) { placed.append((place, index)) }
        }
        placed.sort { $0.place != $1.place ? $0.place < $1.place : $0.index < $1.index }
        var repeated: Set<String> = []
        var start = 0
        while start < placed.count {
            var end = start + 1
            while end < placed.count, placed[end].place == placed[start].place { end += 1 }
            if end - start > 1 {
                let run = placed[start..<end].map { registrations[$0.index] }
                if run.contains(where: hasOwnID) {
                    for registration in run where !hasOwnID(registration) { repeated.insert(registration.key) }
                } else {
                    var chosen = run[0]
                    for registration in run.dropFirst() {
                        let loser = isBetter(registration, than: chosen) ? chosen : registration
                        if loser.key == chosen.key { chosen = registration }
                        repeated.insert(loser.key)
                    }
                }
            }
            start = end
        }
        return repeated
    }

}

/// Where a registration is drawn, for `SwiftUISceneMerge.repeatedRegistrations`: its role, its
/// frame in whole points, and the scroll view around it as the system told (content scrolled to
/// where a header is drawn is another place), as numbers in an order.
private struct RegistrationPlace: Comparable {
    var role: Int
    var x, y, width, height: Int
    /// 0: the system cannot tell, 1: in no scroll view, 2: in the viewport `scroll`.
    var scrollKind: Int
    var scroll: (x: Int, y: Int, width: Int, height: Int) = (0, 0, 0, 0)

    /// Nil for a registration with an empty or not finite frame (it has no place).
    init?(_ registration: SwiftUIElementRegistration) {
        let frame = registration.frame
        guard frame.isFinite, !frame.isEmpty else { return nil }
        role = switch registration.role {
        case .button: 0
        case .toggle: 1
        case .adjustable: 2
        }
        (x, y, width, height) = Self.whole(frame)
        switch registration.scrollContainer {
        case .unknown: scrollKind = 0
        case .none: scrollKind = 1
        case .viewport(let viewport):
            scrollKind = 2
            scroll = Self.whole(viewport)
        }
    }

    /// A rectangle in whole points.
    private static func whole(_ rect: Rect) -> (Int, Int, Int, Int) {
        (Int(saturating: rect.minX.rounded()), Int(saturating: rect.minY.rounded()),
         Int(saturating: rect.width.rounded()), Int(saturating: rect.height.rounded()))
    }

    static func == (a: Self, b: Self) -> Bool {
        (a.role, a.x, a.y, a.width, a.height, a.scrollKind) == (b.role, b.x, b.y, b.width, b.height, b.scrollKind)
            && a.scroll == b.scroll
    }

    static func < (a: Self, b: Self) -> Bool {
        let first = (a.role, a.x, a.y, a.width, a.height, a.scrollKind), second = (b.role, b.x, b.y, b.width, b.height, b.scrollKind)
        return first != second ? first < second : a.scroll < b.scroll
    }
}
