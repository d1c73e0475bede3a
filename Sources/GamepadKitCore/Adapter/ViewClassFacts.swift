/// What the adapter knows about a view's class: read once per class (a class-name string, a
/// few method-implementation comparisons) and kept, so a scan pays no per-view string building.
public struct ViewClassFacts: Hashable, Sendable {
    /// The class's name.
    public var name: String
    /// The class replaces `hitTest(_:with:)` or `point(inside:with:)` with code of its own, the
    /// app's or a library's (not UIKit's or SwiftUI's): calling it may run code with side
    /// effects (a dropdown that closes itself, an override that force-unwraps the event).
    public var overridesHitTest: Bool
    /// The class answers the accessibility container questions itself (`accessibilityElements`,
    /// `accessibilityElementCount()`, `accessibilityElement(at:)` are not `UIView`'s).
    public var overridesAccessibilityContainer: Bool
    /// The class comes from the system's frameworks (UIKit's own private containers), not from
    /// the app or a library it links.
    public var isSystemClass: Bool

    /// Facts with these values.
    public init(name: String, overridesHitTest: Bool = false, overridesAccessibilityContainer: Bool = false,
                isSystemClass: Bool = true) {
        self.name = name
        self.overridesHitTest = overridesHitTest
        self.overridesAccessibilityContainer = overridesAccessibilityContainer
        self.isSystemClass = isSystemClass
    }

    /// True when a plain view of this class may publish accessibility elements, so they are
    /// read: the class answers the container questions itself (a SwiftUI hosting view, a
    /// custom-drawn control), or it is the app's or a library's own class, which may set
    /// `accessibilityElements` on itself. The system's own containers (a transition view, a
    /// bar's background, a plain `UIView`) are not asked.
    public var mayCarryAccessibilityElements: Bool {
        overridesAccessibilityContainer || !isSystemClass
    }

    /// True for the private control a table draws as its section index.
    public var isSectionIndexClass: Bool { name.contains("TableViewIndex") }

    /// True for the private container UIKit shows a context menu in.
    public var isMenuContainerClass: Bool { name.contains("ContextMenuContainerView") }
}

/// The facts of each class met, read once per class: `facts(of:read:)` calls `read` only for a
/// class it has not seen.
public struct ViewClassFactsCache<Key: Hashable> {
    private var known: [Key: ViewClassFacts] = [:]
    /// How many classes were read (each one class-name string built).
    public private(set) var classesRead = 0

    /// An empty cache.
    public init() {}

    /// The facts of the class `key`, read by `read` the first time only.
    public mutating func facts(of key: Key, read: () -> ViewClassFacts) -> ViewClassFacts {
        if let facts = known[key] { return facts }
        let facts = read()
        known[key] = facts
        classesRead += 1
        return facts
    }
}
