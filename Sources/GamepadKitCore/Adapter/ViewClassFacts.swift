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
    /// The class is exactly the base view class (`UIView` itself, not a subclass): an app
    /// assigns `accessibilityElements` to such a view from outside (a layer-drawn chart, a seat
    /// map), and its getter only returns the stored array.
    public var isBaseViewClass: Bool

    /// Facts with these values.
    public init(name: String, overridesHitTest: Bool = false, overridesAccessibilityContainer: Bool = false,
                isSystemClass: Bool = true, isBaseViewClass: Bool = false) {
        self.name = name
        self.overridesHitTest = overridesHitTest
        self.overridesAccessibilityContainer = overridesAccessibilityContainer
        self.isSystemClass = isSystemClass
        self.isBaseViewClass = isBaseViewClass
    }

    /// True when a plain view of this class may publish accessibility elements, so they are
    /// read: the class answers the container questions itself (a SwiftUI hosting view, a
    /// custom-drawn control), it is the app's or a library's own class, which may set
    /// `accessibilityElements` on itself, or it is a plain `UIView` whose elements the app
    /// assigned from outside (reading them returns the stored array). UIKit's own private
    /// containers (a transition view, a bar's background) are not asked.
    public var mayCarryAccessibilityElements: Bool {
        overridesAccessibilityContainer || !isSystemClass || isBaseViewClass
    }

    /// True for the private control a table draws as its section index.
    public var isSectionIndexClass: Bool { name.contains("TableViewIndex") }

    /// True for the private container UIKit shows a context menu in.
    public var isMenuContainerClass: Bool { name.contains("ContextMenuContainerView") }
}

/// The facts of each class met, read once per class: `facts(of:read:)` calls `read` only for a
/// class it has not seen. A reference: the iOS layer keeps one for the whole process (classes
/// never go away) and hands it to each scan's reader, so a class is read once per process, not
/// once per scan.
public final class ViewClassFactsCache<Key: Hashable> {
    private var known: [Key: ViewClassFacts] = [:]
    /// How many classes were read (each one class-name string built).
    public private(set) var classesRead = 0

    /// An empty cache.
    public init() {}

    /// The facts of the class `key`, read by `read` the first time only.
    public func facts(of key: Key, read: () -> ViewClassFacts) -> ViewClassFacts {
        if let facts = known[key] { return facts }
        let facts = read()
        known[key] = facts
        classesRead += 1
        return facts
    }

    /// Drops what is known of the class `key`, so the next view of that class is read again (a
    /// method of the class was swizzled or hooked since its facts were read).
    public func forget(_ key: Key) {
        known[key] = nil
    }

    /// Drops what is known of every class (a method every class inherits was swizzled).
    public func forgetAll() {
        known.removeAll()
    }
}

/// Where the code a method runs lives, as the Objective-C runtime and the dynamic loader tell.
public enum MethodImplementationOrigin: Hashable, Sendable {
    /// In the system's frameworks or libraries (UIKit, SwiftUI, libobjc's real methods).
    case system
    /// In the app or a library it links.
    case outsideSystem
    /// The runtime's message forwarding (`_objc_msgForward`): the method was hooked (Aspects,
    /// RxCocoa's `methodInvoked`) and the app's `forwardInvocation:` runs instead.
    case messageForwarding
    /// The loader could not name an image (code made at run time): treated as the app's.
    case unknown

    /// True when calling the method may run the app's or a library's code.
    public var mayRunOutsideCode: Bool { self != .system }
}

/// Whether a probe of `hitTest(_:with:)` or `point(inside:with:)` on a view of a class may run
/// an app's or a library's code (`ViewClassFacts.overridesHitTest`).
public enum HitTestOverrideRule {
    /// True when the method may run code outside the system for a view of the class: the base
    /// view class's own implementation (`UIView`'s) is outside the system or forwarded (a
    /// library swizzled `UIView` itself, so every view runs it), or the class has an
    /// implementation of its own (`isBaseImplementation` false) that is outside the system or
    /// forwarded. UIKit's and SwiftUI's own overrides are the system's.
    public static func mayRunOutsideCode(base: MethodImplementationOrigin, isBaseImplementation: Bool,
                                         own: MethodImplementationOrigin) -> Bool {
        if base.mayRunOutsideCode { return true }
        if isBaseImplementation { return false }
        return own.mayRunOutsideCode
    }
}
