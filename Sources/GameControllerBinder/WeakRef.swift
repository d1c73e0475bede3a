#if canImport(UIKit)
/// A weak reference, for the registries that must not keep views or controllers alive.
struct WeakRef<Object: AnyObject> {
    weak var value: Object?
    init(_ value: Object) { self.value = value }
}
#endif
