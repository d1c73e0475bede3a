#if canImport(UIKit)
/// Carries a main-thread object across a hop to the main queue (a notification's object, a
/// controller from a hook called off the main thread).
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
#endif
