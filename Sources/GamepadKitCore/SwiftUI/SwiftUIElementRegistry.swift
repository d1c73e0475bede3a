/// What the SwiftUI views of the app have registered, root by root: the elements, the focus
/// sections and the ids the engine knows them by.
///
/// Lifetime rules:
/// - A view registers when it appears and again whenever its state or actions change; a
///   registration under the same `key` replaces the earlier one in place and keeps its id.
///   A view that only moved (scrolling, an animation) reports its new frame with
///   `moveElement(key:root:to:)`; the next scan reads it.
/// - A view unregisters when it disappears (`unregister(key:root:)`); a root whose anchor view left
///   its window or was released is dropped with everything in it (`removeRoot(_:)`,
///   `keepRoots(_:)`).
///
/// Ids: an element registered with an `explicitID` is known by that id, so focus stays on it
/// even when SwiftUI recreates the view (a new key). Any other element has no id until a merge
/// places it and derives one from what survives a recreation (`SwiftUIElementIdentity`); the
/// registry keeps that id (`adoptIDs(_:)`) for as long as the key lives, so an element that moves
/// or changes its label keeps it.
///
/// Cost: every call that reports one view (`register`, `moveElement`, `unregister`,
/// `registerSection`) is a constant number of dictionary operations, whatever the number of views
/// registered; the registry is changed in place, never copied. Only `elements(of:)`, called once
/// per root by a scan, orders a root.
public struct SwiftUIElementRegistry: Hashable, Sendable {
    struct Entry: Hashable, Sendable {
        var registration: SwiftUIElementRegistration
        /// The explicit id, or the id a merge derived; nil before the first merge placed it.
        var elementID: String?
        /// The order of first registration, for a stable tree order.
        var order: Int
        /// When its state last changed (`SwiftUIRegistrationChange.changed`: enabled, role,
        /// label…), in the registry's own count; 0 when it never changed since it registered.
        var lastChange = 0
    }

    struct Root: Hashable, Sendable {
        var elements: [String: Entry] = [:]
        var sections: [String: SwiftUIFocusSectionRegistration] = [:]
        var nextOrder = 1
        /// The stamp of the next state change of one of its elements.
        var nextChange = 1
        /// The name of what hosts the root (`SwiftUIElementIdentity.scopeName(hostTypeName:)`).
        var scope: String?
        /// The ids elements held when GamepadKit stopped following the views
        /// (`removeAllElements()`), by registry key: the same view registering again takes its id
        /// back, so focus finds it after a pause.
        var retiredIDs: [String: String] = [:]
    }

    /// The most ids a root keeps for views that may register again (more are dropped: views
    /// that went away while nobody followed them never come back to claim theirs).
    public static let retiredIDCapacity = 4_096

    private(set) var roots: [String: Root] = [:]

    /// An empty registry.
    public init() {}

    /// True when nothing is registered.
    public var isEmpty: Bool { roots.values.allSatisfy { $0.elements.isEmpty && $0.sections.isEmpty } }

    /// The keys of the roots that hold anything.
    public var rootKeys: Set<String> { Set(roots.keys) }

    /// Registers `registration` under `root`, or updates the registration with the same key, and
    /// tells what changed for the map.
    @discardableResult
    public mutating func register(_ registration: SwiftUIElementRegistration, root rootKey: String) -> SwiftUIRegistrationChange {
        let explicit = registration.explicitID.flatMap { $0.isEmpty ? nil : $0 }
        // `roots[key, default:]` and `elements[key]` are changed in place: no copy of the root.
        let change: SwiftUIRegistrationChange
        if let previous = roots[rootKey]?.elements[registration.key] {
            change = Self.change(from: previous.registration, to: registration)
            roots[rootKey, default: Root()].elements[registration.key]?.registration = registration
            if change == .changed, let stamp = roots[rootKey]?.nextChange {
                roots[rootKey, default: Root()].nextChange = stamp + 1
                roots[rootKey, default: Root()].elements[registration.key]?.lastChange = stamp
            }
            if let explicit, explicit != previous.elementID {
                roots[rootKey, default: Root()].elements[registration.key]?.elementID = explicit
            }
        } else {
            let order = roots[rootKey]?.nextOrder ?? 1
            roots[rootKey, default: Root()].nextOrder = order + 1
            let retired = roots[rootKey]?.retiredIDs.isEmpty == false
                ? roots[rootKey, default: Root()].retiredIDs.removeValue(forKey: registration.key) : nil
            roots[rootKey, default: Root()].elements[registration.key] = Entry(registration: registration, elementID: explicit ?? retired,
                                                                                order: order)
            change = .added
        }
        return change
    }

    /// The view `key` of `root` moved to `frame` (in its root's coordinate space): the scan that
    /// follows reads it. False when no such view is registered.
    @discardableResult
    public mutating func moveElement(key: String, root rootKey: String, to frame: Rect) -> Bool {
        guard roots[rootKey]?.elements[key] != nil else { return false }
        roots[rootKey, default: Root()].elements[key]?.registration.frame = frame
        return true
    }

    /// The view with `key` disappeared. False when nothing was registered under it.
    @discardableResult
    public mutating func unregister(key: String, root rootKey: String) -> Bool {
        let removedElement = roots[rootKey]?.elements.removeValue(forKey: key) != nil
        let removedSection = roots[rootKey]?.sections.removeValue(forKey: key) != nil
        return removedElement || removedSection
    }

    /// Registers or updates a focus section; tells what changed for the map.
    @discardableResult
    public mutating func registerSection(_ section: SwiftUIFocusSectionRegistration, root rootKey: String) -> SwiftUIRegistrationChange {
        let previous = roots[rootKey]?.sections[section.key]
        roots[rootKey, default: Root()].sections[section.key] = section
        guard let previous else { return .added }
        return previous == section ? .unchanged : .moved
    }

    /// Names what hosts `root` (`SwiftUIElementIdentity.scopeName(hostTypeName:)`): the ids the
    /// merge derives for its elements start with it.
    public mutating func setScope(_ scope: String, root rootKey: String) {
        roots[rootKey, default: Root()].scope = scope
    }

    /// The name of what hosts `root`, when it was set.
    public func scope(of rootKey: String) -> String? {
        roots[rootKey]?.scope
    }

    /// Keeps the ids a merge derived (`SwiftUIMergeResult.newElementIDs`: root → key → id) for
    /// as long as their views live.
    public mutating func adoptIDs(_ ids: [String: [String: String]]) {
        for (rootKey, byKey) in ids where roots[rootKey] != nil {
            for (key, id) in byKey where roots[rootKey]?.elements[key] != nil {
                roots[rootKey, default: Root()].elements[key]?.elementID = id
            }
        }
    }

    /// Drops `root` and everything registered under it (its anchor view went away).
    public mutating func removeRoot(_ rootKey: String) {
        roots[rootKey] = nil
    }

    /// Drops every root not in `live`.
    public mutating func keepRoots(_ live: Set<String>) {
        roots = roots.filter { live.contains($0.key) }
    }

    /// Drops every element and section and keeps the roots' names and the ids their elements
    /// held: nothing is followed until the views register again, and a view that does takes its
    /// id back (the same registry key).
    ///
    /// A root keeps at most ``retiredIDCapacity`` such ids: those of the views registered at the
    /// pause first, then older ones while room is left.
    public mutating func removeAllElements() {
        for key in Array(roots.keys) {
            var root = roots[key] ?? Root()
            var kept: [String: String] = [:]
            for (elementKey, entry) in root.elements where kept.count < Self.retiredIDCapacity {
                if let id = entry.elementID { kept[elementKey] = id }
            }
            for (elementKey, id) in root.retiredIDs where kept.count < Self.retiredIDCapacity && kept[elementKey] == nil {
                kept[elementKey] = id
            }
            root.retiredIDs = kept
            root.elements = [:]
            root.sections = [:]
            roots[key] = root
        }
    }

    /// True when `root` keeps ids of views that have not registered again since a pause.
    public func hasRetiredIDs(of rootKey: String) -> Bool {
        roots[rootKey]?.retiredIDs.isEmpty == false
    }

    /// The ids `root` keeps for views that have not registered again since a pause: a merge
    /// derives no such id for another view (it would be taken twice once the view comes back).
    public func retiredIDValues(of rootKey: String) -> Set<String> {
        roots[rootKey].map { Set($0.retiredIDs.values) } ?? []
    }

    /// The id of the element registered with `key` under `root`, once it has one.
    public func elementID(key: String, root rootKey: String) -> String? {
        roots[rootKey]?.elements[key]?.elementID
    }

    /// The registration with `key` under `root`.
    public func registration(key: String, root rootKey: String) -> SwiftUIElementRegistration? {
        roots[rootKey]?.elements[key]?.registration
    }

    /// The number of elements registered under `root`.
    public func elementCount(of rootKey: String) -> Int {
        roots[rootKey]?.elements.count ?? 0
    }

    /// When the state of each registration of `root` last changed (registry key → a stamp that
    /// grows with every change; 0 for one that never changed since it registered), for the
    /// merge to prefer the control that changed last among those at one place.
    public func lastChanges(of rootKey: String) -> [String: Int] {
        guard let root = roots[rootKey] else { return [:] }
        return root.elements.mapValues(\.lastChange)
    }

    /// The registrations of `root` in the order they first registered, with their ids (nil for
    /// an element no merge placed yet).
    public func elements(of rootKey: String) -> [(id: String?, registration: SwiftUIElementRegistration)] {
        guard let root = roots[rootKey] else { return [] }
        // Orders the positions, not the entries (an entry is a large value to move around).
        let entries = Array(root.elements.values)
        return entries.indices.sorted { entries[$0].order < entries[$1].order }.map { (entries[$0].elementID, entries[$0].registration) }
    }

    /// The focus sections of `root`, by key.
    public func sections(of rootKey: String) -> [SwiftUIFocusSectionRegistration] {
        guard let root = roots[rootKey] else { return [] }
        return root.sections.values.sorted { $0.key < $1.key }
    }

    private static func change(from old: SwiftUIElementRegistration, to new: SwiftUIElementRegistration) -> SwiftUIRegistrationChange {
        if old == new { return .unchanged }
        var unmoved = old
        unmoved.frame = new.frame
        unmoved.scrollContainer = new.scrollContainer
        return unmoved == new ? .moved : .changed
    }
}

/// What one report of a SwiftUI view changed, which says whether the map must be rebuilt.
public enum SwiftUIRegistrationChange: Hashable, Sendable {
    /// A view the registry did not know: the map needs it.
    case added
    /// Its role, state or the app's word on it changed (enabled, default focus, section): the map
    /// needs it.
    case changed
    /// Only its place changed (a scroll, an animation): the next scan reads it; nothing to rebuild.
    case moved
    /// Nothing changed.
    case unchanged

    /// True when the map no longer matches the screen.
    public var needsRebuild: Bool { self == .added || self == .changed }
}
