#if canImport(UIKit)
import UIKit
import ObjectiveC
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Keeps the handler of every `UIAlertAction` the app creates, so that A on an alert action can
/// run it as a tap does. `UIAlertAction` has no public way to run its handler, and its view is
/// neither a control nor activatable, so this is the one public-API path: the class method
/// behind `UIAlertAction(title:style:handler:)` (`+actionWithTitle:style:handler:`) is hooked
/// once, calls the original, and stores the handler on the new action as an associated object.
///
/// Installed with the view controller hooks (`GamepadKit.enable()`, or the first 1.1 binder);
/// actions created before that have no record, and `AlertActionActivation` falls back for them.
enum AlertActionHandlers {
    /// The handler of one action (nil when the app passed none).
    private final class Record: NSObject {
        let handler: (@convention(block) (UIAlertAction) -> Void)?
        init(handler: (@convention(block) (UIAlertAction) -> Void)?) {
            self.handler = handler
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var isInstalled = false
    nonisolated(unsafe) private static let recordKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

    private typealias Factory = @convention(c) (AnyObject, Selector, NSString?, Int, AnyObject?) -> UIAlertAction?

    static func install() {
        lock.lock()
        defer { lock.unlock() }
        guard !isInstalled else { return }
        isInstalled = true
        let selector = NSSelectorFromString("actionWithTitle:style:handler:")
        guard let method = class_getClassMethod(UIAlertAction.self, selector) else { return }
        let original = unsafeBitCast(method_getImplementation(method), to: Factory.self)
        let replacement: @convention(block) (AnyObject, NSString?, Int, AnyObject?) -> UIAlertAction? = { receiver, title, style, handler in
            let action = original(receiver, selector, title, style, handler)
            if let action {
                let block = handler.map { unsafeBitCast($0, to: (@convention(block) (UIAlertAction) -> Void).self) }
                objc_setAssociatedObject(action, recordKey, Record(handler: block), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
            return action
        }
        method_setImplementation(method, imp_implementationWithBlock(replacement))
    }

    /// What is known of `action`'s handler.
    static func record(of action: UIAlertAction) -> AlertActionActivation.HandlerRecord {
        guard let record = objc_getAssociatedObject(action, recordKey) as? Record else { return .unknown }
        return .recorded(hasHandler: record.handler != nil)
    }

    /// Runs `action`'s recorded handler, if any.
    static func runHandler(of action: UIAlertAction) {
        (objc_getAssociatedObject(action, recordKey) as? Record)?.handler?(action)
    }
}
#endif
