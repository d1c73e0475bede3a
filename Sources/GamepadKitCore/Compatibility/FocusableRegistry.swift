/// The elements registered through the 1.1 `registerAllFocusableSubviews(from:)`, without
/// duplicates: registering a view again (the call usually sits in `viewDidAppear`, which runs
/// every time the screen comes back) updates its entry instead of adding a second one.
public struct FocusableRegistry: Hashable, Sendable {
    /// One registered element: the engine's id of the view and the 1.1 `name` the app gave it.
    public struct Entry: Hashable, Sendable {
        public var elementID: String
        public var name: String

        public init(elementID: String, name: String) {
            self.elementID = elementID
            self.name = name
        }
    }

    /// The registered elements, in the order they were first registered.
    public private(set) var entries: [Entry] = []

    public init() {}

    /// Registers an element; returns true when it was not registered before. A second
    /// registration of the same `elementID` keeps the first place and takes the new name.
    @discardableResult
    public mutating func register(elementID: String, name: String) -> Bool {
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
    }

    /// The element registered under the 1.1 `name` (the first one, if several share it).
    public func elementID(named name: String) -> String? {
        entries.first { $0.name == name }?.elementID
    }

    /// True when the element is registered.
    public func contains(_ elementID: String) -> Bool {
        entries.contains { $0.elementID == elementID }
    }

    public var count: Int { entries.count }
}
