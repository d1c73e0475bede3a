/// The input accessory views that a screen's controllers offer (a chat screen's message bar,
/// which UIKit shows at the bottom while the controller is first responder), how a scan reads
/// them, and what it remembers of them from one scan to the next.
///
/// UIKit asks a responder for its `inputAccessoryView` when it loads input views
/// (`becomeFirstResponder`, `reloadInputViews()`), and shows the view it got then. A scan asks
/// the same getters only while UIKit shows such a bar, and once a field inside the bar edits
/// (the controller is then no longer first responder) it reads the bar it saw last rather than
/// run the app's getters on every rebuild.
///
/// Each window scene keeps its own remembered bar (the iOS layer holds it weakly); this type
/// decides when that bar is read, and keeps the scan-to-scan state of getters that return a
/// view UIKit never hosts.
public struct ControllerInputBars: Sendable {
    /// How a scan reads the controllers' bars.
    public enum Reading: Hashable, Sendable {
        /// Ask the `inputAccessoryView` of the screen's controller, of the controllers holding
        /// it, and of controllers shown inside it that are first responder.
        case askGetters
        /// Ask no getter: read the bar remembered for the window scene, in which the editing
        /// field lies.
        case rememberedBar
        /// Read no controller's bar: UIKit shows none.
        case nothing
    }

    /// How a scan reads the controllers' bars.
    ///
    /// - Parameters:
    ///   - controllerIsFirstResponder: One of the controllers asked is first responder (UIKit
    ///     shows its bar).
    ///   - editing: Where the editing field is.
    ///   - editingInsideRememberedBar: The editing field lies inside the bar remembered for the
    ///     window scene.
    ///   - rememberedOwnerIsShown: The controller that offered that bar is still the screen's,
    ///     holds it, or is shown inside it (not a screen pushed away or dismissed since).
    public static func reading(controllerIsFirstResponder: Bool, editing: WindowSelection.EditingField,
                               editingInsideRememberedBar: Bool, rememberedOwnerIsShown: Bool) -> Reading {
        if !controllerIsFirstResponder, editing == .inKeyboardWindow, editingInsideRememberedBar, rememberedOwnerIsShown {
            return .rememberedBar
        }
        return WindowSelection.asksControllerAccessories(controllerIsFirstResponder: controllerIsFirstResponder, editing: editing)
            ? .askGetters : .nothing
    }

    /// What a scan does with the bar a first responder's getter returned.
    public enum Verdict: Hashable, Sendable {
        /// The bar is in a window: UIKit hosts it. Remember it for the window scene.
        case remember
        /// The bar is in no window yet: UIKit may be about to host it. Wait for the next scan.
        case wait
        /// The same controller's getter returned a view in no window at two scans in a row: it
        /// makes a new view per call, so the bar UIKit shows is never read. Say so; answered
        /// once per memory (later such scans get `wait`).
        case noteNewBarPerCall
    }

    /// The number of the scan under way.
    public private(set) var scan = 0
    /// The first responder whose bar was in no window, and the scan that saw it.
    private var unhosted: (owner: ObjectIdentifier, scan: Int)?
    /// Whether `noteNewBarPerCall` was answered.
    public private(set) var notedNewBarPerCall = false

    /// A memory with no scan seen.
    public init() {}

    /// Starts a scan: a getter's view in no window is compared with the scan before this one.
    public mutating func beginScan() {
        scan &+= 1
    }

    /// The verdict on the bar that `owner`, a first responder, offered in this scan, and whether
    /// it is in a window (`isHosted`).
    public mutating func offered(by owner: ObjectIdentifier, isHosted: Bool) -> Verdict {
        if isHosted {
            unhosted = nil
            return .remember
        }
        defer { unhosted = (owner, scan) }
        guard let last = unhosted, last.owner == owner, last.scan == scan &- 1 else { return .wait }
        if notedNewBarPerCall { return .wait }
        notedNewBarPerCall = true
        return .noteNewBarPerCall
    }
}
