/// What the SwiftUI views of the app have registered, root by root: the elements, the focus
/// sections and the ids the engine knows them by.
///
/// Lifetime rules:
/// - A view registers when it appears and again whenever its frame, state or actions change;
///   a registration under the same `key` replaces the earlier one in place and keeps its id.
/// - A view unregisters when it disappears (`unregister(key:root:)`); a root whose anchor view left
///   its window or was released is dropped with everything in it (`removeRoot(_:)`,
///   `keepRoots(_:)`). A root keeps its numbering while it lives, so an id is never given to a
///   second view of the same root.
///
/// Ids: an element registered with an `explicitID` is known by that id, so focus stays on it
/// even when SwiftUI recreates the view (a new key). Any other element gets
/// `swiftui.<root>.<n>`, `n` counting the root's registrations, at its first registration; it
/// keeps it for as long as its key lives.
public struct SwiftUIElementRegistry: Hashable, Sendable {
    struct Entry: Hashable, Sendable {
        var registration: SwiftUIElementRegistration
        var elementID: String
        /// The order of first registration, for a stable tree order.
        var order: Int
    }

    struct Root: Hashable, Sendable {
        var elements: [String: Entry] = [:]
        var sections: [String: SwiftUIFocusSectionRegistration] = [:]
        var nextNumber = 1
    }

    private(set) var roots: [String: Root] = [:]

    /// An empty registry.
    public init() {}

    /// True when nothing is registered.
    public var isEmpty: Bool { roots.values.allSatisfy { $0.elements.isEmpty && $0.sections.isEmpty } }

    /// The keys of the roots that hold anything.
    public var rootKeys: Set<String> { Set(roots.keys) }

    /// Registers `registration` under `root`, or updates the registration with the same key.
    /// Returns the element's id.
    @discardableResult
    public mutating func register(_ registration: SwiftUIElementRegistration, root rootKey: String) -> String {
        var root = roots[rootKey] ?? Root()
        let id: String
        if var entry = root.elements[registration.key] {
            if let explicit = registration.explicitID, !explicit.isEmpty { entry.elementID = explicit }
            entry.registration = registration
            id = entry.elementID
            root.elements[registration.key] = entry
        } else {
            let number = root.nextNumber
            root.nextNumber += 1
            if let explicit = registration.explicitID, !explicit.isEmpty {
                id = explicit
            } else {
                id = "swiftui.\(rootKey).\(number)"
            }
            root.elements[registration.key] = Entry(registration: registration, elementID: id, order: number)
        }
        roots[rootKey] = root
        return id
    }

    /// The view with `key` disappeared.
    public mutating func unregister(key: String, root rootKey: String) {
        roots[rootKey]?.elements[key] = nil
        roots[rootKey]?.sections[key] = nil
    }

    /// Registers or updates a focus section.
    public mutating func registerSection(_ section: SwiftUIFocusSectionRegistration, root rootKey: String) {
        var root = roots[rootKey] ?? Root()
        root.sections[section.key] = section
        roots[rootKey] = root
    }

    /// Drops `root` and everything registered under it (its anchor view went away).
    public mutating func removeRoot(_ rootKey: String) {
        roots[rootKey] = nil
    }

    /// Drops every root not in `live`.
    public mutating func keepRoots(_ live: Set<String>) {
        roots = roots.filter { live.contains($0.key) }
    }

    /// The id of the element registered with `key` under `root`.
    public func elementID(key: String, root rootKey: String) -> String? {
        roots[rootKey]?.elements[key]?.elementID
    }

    /// The registrations of `root` in the order they first registered, with their ids.
    public func elements(of rootKey: String) -> [(id: String, registration: SwiftUIElementRegistration)] {
        guard let root = roots[rootKey] else { return [] }
        return root.elements.values.sorted { $0.order < $1.order }.map { ($0.elementID, $0.registration) }
    }

    /// The focus sections of `root`, by key.
    public func sections(of rootKey: String) -> [SwiftUIFocusSectionRegistration] {
        guard let root = roots[rootKey] else { return [] }
        return root.sections.values.sorted { $0.key < $1.key }
    }
}
