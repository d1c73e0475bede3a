/// The elements registered through the 1.1 `registerAllFocusableSubviews(from:)`, without
/// duplicates: registering a view again (the call usually sits in `viewDidAppear`, which runs
/// every time the screen comes back) updates its entry instead of adding a second one.
///
/// The runtime prunes it after every scan with the ids the scan saw (`keepOnly(_:)`), so views
/// that left the screen do not pile up, and a name shared by several elements finds the one
/// registered last.
public struct FocusableRegistry: Hashable, Sendable {
    /// One registered element: the engine's id of the view and the 1.1 `name` the app gave it.
    public struct Entry: Hashable, Sendable {
        /// The engine's id of the view.
        public var elementID: String
        /// The 1.1 `name` of the element.
        public var name: String

        /// An entry for the element `elementID` registered under `name`.
        public init(elementID: String, name: String) {
            self.elementID = elementID
            self.name = name
        }
    }

    /// The registered elements, in the order they were first registered.
    public private(set) var entries: [Entry] = []
    /// When each element was last registered (a growing counter), for "the newest wins".
    private var registrationOrder: [String: Int] = [:]
    private var registrations = 0

    /// An empty registry.
    public init() {}

    /// Registers an element; returns true when it was not registered before. A second
    /// registration of the same `elementID` keeps the first place and takes the new name.
    @discardableResult
    public mutating func register(elementID: String, name: String) -> Bool {
        registrations += 1
        registrationOrder[elementID] = registrations
        if let index = entries.firstIndex(where: { $0.elementID == elementID }) {
            entries[index].name = name
            return false
        }
        entries.append(Entry(elementID: elementID, name: name))
        return true
    }

    /// Forgets every element that is not in `elementIDs` (views that left the screen).
    public mutating func keepOnly(_ elementIDs: Set<String>) {
        entries.removeAll { !elementIDs.contains($0.elementID) }
        registrationOrder = registrationOrder.filter { elementIDs.contains($0.key) }
    }

    /// The element registered under the 1.1 `name`: the one registered (or registered again)
    /// last, when several share it.
    public func elementID(named name: String) -> String? {
        entries.filter { $0.name == name }
            .max { registrationOrder[$0.elementID, default: 0] < registrationOrder[$1.elementID, default: 0] }?
            .elementID
    }

    /// True when the element is registered.
    public func contains(_ elementID: String) -> Bool {
        entries.contains { $0.elementID == elementID }
    }

    /// The number of registered elements.
    public var count: Int { entries.count }
}
