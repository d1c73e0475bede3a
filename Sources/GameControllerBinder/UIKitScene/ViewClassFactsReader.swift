#if canImport(UIKit)
import UIKit
import ObjectiveC
#if canImport(Darwin)
import Darwin
#endif
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Reads `ViewClassFacts` from the Objective-C runtime, once per class and process
/// (`ViewClassFactsCache`, kept by `ViewTreeBuilder`): the class name, whether its
/// `hitTest(_:with:)` / `point(inside:with:)` may run code outside the system's frameworks
/// (`HitTestOverrideRule` over where `class_getMethodImplementation` and `UIView`'s own
/// implementation live: `dladdr`, and `_objc_msgForward` for a hooked method), whether it
/// answers the accessibility container questions itself (or is SwiftUI's), whether the class is
/// the system's (`class_getImageName`), and whether it is `UIView` itself.
enum ViewClassFactsReader {
    /// The `hitTest(_:with:)` and `point(inside:with:)` implementations each class had when its
    /// facts were read. A library may swizzle or hook them later (after consent or login, a debug
    /// tool switched on at run time): `isHookedSinceRead(_:)` tells. Only classes met in a scan are
    /// asked of the runtime (a view of the class is alive then), never the whole record: a class
    /// may be disposed of since (a mocking library's), and asking the runtime of it would crash.
    /// With each record, the class's name: a class made later at a disposed class's address (a
    /// mocking library's next mock) has another name, and counts as hooked.
    @MainActor private static var implementationsWhenRead: [ObjectIdentifier: (name: String, implementations: [IMP?])] = [:]

    /// `UIView`'s own implementations when the last scan began.
    @MainActor private static var baseWhenRead: [IMP?]?

    private static let hitTestSelectors = [#selector(UIView.hitTest(_:with:)), #selector(UIView.point(inside:with:))]

    /// True when `UIView`'s own `hitTest` or `point(inside:)` implementation changed since the
    /// last scan began: every class's facts depend on it (a swizzled base makes even UIKit's
    /// overrides call the library), so every class is read again. Asked once per scan.
    @MainActor static func baseHookedSinceLastScan() -> Bool {
        let baseNow = hitTestSelectors.map { class_getMethodImplementation(UIView.self, $0) }
        defer { baseWhenRead = baseNow }
        guard let before = baseWhenRead, before != baseNow else { return false }
        implementationsWhenRead.removeAll()
        return true
    }

    /// True when `viewClass` (met in this scan) has another `hitTest` or `point(inside:)`
    /// implementation than when its facts were read, or another name (another class at the
    /// address of one disposed of): its facts must be read again. Two runtime lookups and a name,
    /// once per class and scan.
    @MainActor static func isHookedSinceRead(_ viewClass: AnyClass) -> Bool {
        guard let read = implementationsWhenRead[ObjectIdentifier(viewClass)] else { return false }
        return hitTestSelectors.map { class_getMethodImplementation(viewClass, $0) } != read.implementations
            || String(cString: class_getName(viewClass)) != read.name
    }

    @MainActor static func facts(of viewClass: AnyClass) -> ViewClassFacts {
        implementationsWhenRead[ObjectIdentifier(viewClass)] = (name: String(cString: class_getName(viewClass)),
                                                                implementations: hitTestSelectors.map { class_getMethodImplementation(viewClass, $0) })
        return ViewClassFacts(name: String(describing: viewClass),
                       overridesHitTest: mayRunOutsideCode(#selector(UIView.hitTest(_:with:)), in: viewClass)
                           || mayRunOutsideCode(#selector(UIView.point(inside:with:)), in: viewClass),
                       overridesAccessibilityContainer: containerSelectors.contains { replaces($0, in: viewClass) }
                           || isSwiftUIImage(class_getImageName(viewClass)),
                       isSystemClass: isSystemImage(class_getImageName(viewClass)),
                       isBaseViewClass: viewClass == UIView.self)
    }

    /// True for SwiftUI's own classes (its hosting views publish their content's elements,
    /// whether or not the implementation lives in the class itself).
    private static func isSwiftUIImage(_ path: UnsafePointer<CChar>?) -> Bool {
        guard let path else { return false }
        return String(cString: path).contains("/SwiftUI")
    }

    /// The accessibility container questions (`UIAccessibilityContainer`, an informal protocol
    /// on `NSObject`).
    private static let containerSelectors = [NSSelectorFromString("accessibilityElements"),
                                             NSSelectorFromString("accessibilityElementCount"),
                                             NSSelectorFromString("accessibilityElementAtIndex:")]

    /// True when `viewClass`'s implementation of `selector` is not `UIView`'s.
    private static func replaces(_ selector: Selector, in viewClass: AnyClass) -> Bool {
        let own = class_getMethodImplementation(viewClass, selector)
        let base = class_getMethodImplementation(UIView.self, selector)
        guard let own, let base else { return own != nil || base != nil }
        return own != base
    }

    /// True when calling `selector` on a view of `viewClass` may run the app's or a library's
    /// code: `UIView`'s own implementation was swizzled or hooked, or the class has one of its
    /// own outside the system's frameworks (an override of UIKit's own classes, or SwiftUI's,
    /// is the system's).
    private static func mayRunOutsideCode(_ selector: Selector, in viewClass: AnyClass) -> Bool {
        let base = class_getMethodImplementation(UIView.self, selector)
        let own = class_getMethodImplementation(viewClass, selector)
        return HitTestOverrideRule.mayRunOutsideCode(base: origin(of: base), isBaseImplementation: own == base,
                                                     own: origin(of: own))
    }

    /// The runtime's message forwarder, the implementation a hooked method is set to
    /// (looked up by name: Swift does not import it).
    /// Its address (`RTLD_DEFAULT` is -2 on Apple's platforms).
    private static let messageForwardAddress: UInt? =
        dlsym(UnsafeMutableRawPointer(bitPattern: -2), "_objc_msgForward").map { UInt(bitPattern: $0) }

    /// Where `implementation` lives.
    private static func origin(of implementation: IMP?) -> MethodImplementationOrigin {
        guard let implementation else { return .unknown }
        let address = unsafeBitCast(implementation, to: UnsafeRawPointer.self)
        if let messageForwardAddress, UInt(bitPattern: address) == messageForwardAddress { return .messageForwarding }
        var info = Dl_info()
        guard dladdr(address, &info) != 0 else { return .unknown }
        return isSystemImage(info.dli_fname) ? .system : .outsideSystem
    }

    /// True for a path in the system's frameworks and libraries (on a device and in the
    /// simulator's runtime root).
    private static func isSystemImage(_ path: UnsafePointer<CChar>?) -> Bool {
        guard let path else { return false }
        let text = String(cString: path)
        return text.contains("/System/Library/") || text.hasPrefix("/usr/lib/") || text.contains("/usr/lib/")
    }
}

/// The builder is the adapter's view source. The conformance is a plain one, so the SDK compiles
/// with Swift 6.0 and 6.1 (Xcode 16), which have no isolated conformances: each requirement is
/// `nonisolated` and runs the builder's main-actor code through the main-thread bridge
/// (`valueAsMainActor`). The reader only calls them during a scan, on the main thread.
extension ViewTreeBuilder: AdapterViewSource {
    nonisolated func classKey(of view: UIView) -> ObjectIdentifier {
        let viewClass: AnyClass = type(of: view)
        let key = ObjectIdentifier(viewClass)
        // The first view of a class in this scan: a class hooked since its facts were read is
        // read again.
        runAsMainActor { forgetIfHooked(viewClass, key: key) }
        return key
    }

    nonisolated func readClassFacts(of view: UIView) -> ViewClassFacts {
        valueAsMainActor { ViewClassFactsReader.facts(of: type(of: view)) }
    }

    nonisolated func idBase(of view: UIView) -> String {
        valueAsMainActor { ObjectIdentity.id(of: view) }
    }

    nonisolated func uniqueID(_ base: String) -> String {
        valueAsMainActor { makeUniqueID(base) }
    }

    nonisolated func subviews(of view: UIView, node: ViewNode) -> [(view: UIView, windowFrame: Rect)] {
        valueAsMainActor { walkedSubviews(of: view) }
    }

    nonisolated func describe(_ view: UIView, facts: ViewClassFacts, node: inout ViewNode, windowFrame: Rect,
                              context: Surroundings) -> AdapterViewDescription<Surroundings> {
        // The closure returns the node rather than mutate a captured variable (which Swift 6.0
        // and 6.1 reject in a closure they may treat as concurrently executing).
        let (description, described) = valueAsMainActor { [node] in
            var read = node
            let description = describeView(view, facts: facts, node: &read, windowFrame: windowFrame, context: context)
            return (description, read)
        }
        node = described
        return description
    }

    nonisolated func accessibilityElements(of view: UIView, node: ViewNode, windowOrigin: LayoutPoint) -> [ViewNode] {
        valueAsMainActor { readAccessibilityElements(of: view, node: node, windowOrigin: windowOrigin) }
    }

    nonisolated func keepAccessibilityElement(readID: String, as id: String, in container: UIView, containerID: String) {
        runAsMainActor { keepElement(readID: readID, as: id, in: container, containerID: containerID) }
    }

    nonisolated func hitTest(_ view: UIView, at point: LayoutPoint) -> HitTestAnswer {
        valueAsMainActor {
            HitTestReader.answer(for: view, at: point, windows: chosenWindows, blocks: windowBlocks,
                                 accessories: accessories, accessoryCovers: accessoryCovers)
        }
    }
}
#endif
