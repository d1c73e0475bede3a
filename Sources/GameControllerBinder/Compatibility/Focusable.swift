#if canImport(UIKit)
import UIKit
import ObjectiveC
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// An element that can take focus, from GameControllerBinder 1.1.
///
/// `UIControl`, `UITableView`, `UISearchBar` and `UITextView` conform already. Adopt it in a
/// custom view to make it focusable: GamepadKit finds it on screen (with or without
/// `registerAllFocusableSubviews(from:)`), asks ``isFocusable``, and calls ``simulateTap()``
/// when the user presses A on it.
///
/// Changes since 1.1: ``focus()`` no longer paints a border on the view's layer — it moves
/// GamepadKit's own highlight to the view — and ``unfocus()`` changes nothing visible (focus
/// leaves a view when another one takes it). ``globalFrame`` no longer crashes for a view
/// without a superview.
///
/// Swift 5 apps: the protocol is `@preconcurrency` main-actor isolated (SE-0337), so a helper
/// function written for 1.1 that reads an element's ``name`` compiles unchanged.
@preconcurrency @MainActor
public protocol Focusable {
    /// The element's name, used by ``GameControllerBinder/setInitialFocus(to:)``. UIKit views
    /// default to `"<ClassName> <globalFrame>"` until set.
    var name: String { get set }
    /// Whether the element can take focus now.
    var isFocusable: Bool { get }
    /// The element's frame in window coordinates.
    var globalFrame: CGRect { get }
    /// Moves the focus highlight to the element.
    func focus()
    /// Does nothing visible (kept for source compatibility).
    func unfocus()
    /// What pressing A on the element does.
    func simulateTap()
}

/// The storage of 1.1 names of UIKit views, as associated objects.
@MainActor
enum FocusableName {
    nonisolated(unsafe) private static let key = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

    static func name(of view: UIView) -> String {
        if let stored = objc_getAssociatedObject(view, key) as? String { return stored }
        return "\(String(describing: type(of: view))) \(FocusableGeometry.globalFrame(of: view))"
    }

    static func setName(_ name: String, of view: UIView) {
        objc_setAssociatedObject(view, key, name, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    }
}

/// Window frames without force unwraps.
@MainActor
enum FocusableGeometry {
    /// The view's frame in its window's coordinates; its plain frame when it has no superview.
    static func globalFrame(of view: UIView) -> CGRect {
        guard view.superview != nil else { return view.frame }
        return view.convert(view.bounds, to: nil)
    }

    /// True when the view can take focus as far as UIKit says: in a window, not hidden, more
    /// opaque than the FocusScanner's `minimumVisibleAlpha`, interactive.
    static func isShown(_ view: UIView) -> Bool {
        !view.isHidden && Double(view.alpha) > FocusScanner.minimumVisibleAlpha && view.isUserInteractionEnabled
            && view.window != nil
    }
}

extension Focusable where Self: UIView {
    /// The name given with `name = …`, else `"<ClassName> <globalFrame>"` (stored on the view
    /// as an associated object).
    public var name: String {
        get { FocusableName.name(of: self) }
        set { FocusableName.setName(newValue, of: self) }
    }

    /// The view's frame in its window's coordinates; its own frame when it has no superview.
    public var globalFrame: CGRect { FocusableGeometry.globalFrame(of: self) }

    /// Moves GamepadKit's highlight to the view (as soon as it can take focus).
    public func focus() {
        GamepadRuntime.shared.requestFocus(on: self)
    }

    /// Does nothing: focus leaves a view when another one takes it.
    public func unfocus() {}
}

extension UIControl: Focusable {
    /// Enabled, shown and interactive.
    public var isFocusable: Bool { isEnabled && FocusableGeometry.isShown(self) }

    /// As 1.1: a button sends `.touchUpInside` (and `.primaryActionTriggered`), a switch flips,
    /// a slider or stepper moves one step up, a segmented control selects the next segment, a
    /// page control advances, a date picker or color well reports `.valueChanged`, any other
    /// control `.touchUpInside` (see `Activation.simulatedTapSteps(for:)`).
    public func simulateTap() {
        for step in Activation.simulatedTapSteps(for: ViewTreeBuilder.kind(of: self)) {
            ActivationPerformer.perform(step, on: self)
        }
    }
}

extension UITableView: Focusable {
    /// Shown and interactive.
    public var isFocusable: Bool { FocusableGeometry.isShown(self) }

    /// As 1.1: selects the first row and tells the delegate.
    public func simulateTap() {
        guard numberOfSections > 0, numberOfRows(inSection: 0) > 0 else { return }
        let first = IndexPath(row: 0, section: 0)
        selectRow(at: first, animated: true, scrollPosition: .none)
        delegate?.tableView?(self, didSelectRowAt: first)
    }
}

extension UISearchBar: Focusable {
    /// Shown and interactive.
    public var isFocusable: Bool { FocusableGeometry.isShown(self) }

    /// Starts editing the search text.
    public func simulateTap() {
        _ = searchTextField.becomeFirstResponder()
    }
}

extension UITextView: Focusable {
    /// Editable, shown and interactive.
    public var isFocusable: Bool { isEditable && FocusableGeometry.isShown(self) }

    /// Starts editing the text.
    public func simulateTap() {
        _ = becomeFirstResponder()
    }
}
#endif
