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
        /// Ask the `inputAccessoryView` of the controllers `askedControllers` names.
        case askGetters
        /// Ask no getter: read the bar remembered for the window scene, which still shows for
        /// its controller, first responder, or for the field editing inside it.
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
    ///   - rememberedBarIsShown: That bar is in a window of the key window's scene. UIKit keeps
    ///     a bar up while its own field edits, also over a screen pushed since (an app that does
    ///     not end editing when its chat screen goes): it is read then too.
    ///   - rememberedOwnerIsFirstResponder: The controller that offered that bar is first
    ///     responder now. UIKit shows the bar it got when it loaded the input views, and takes
    ///     it out of its window when it loads another: while it still shows, it is read without
    ///     asking the getter again (a chat screen at rest is scanned at up to a frame's pace).
    public static func reading(controllerIsFirstResponder: Bool, editing: WindowSelection.EditingField,
                               editingInsideRememberedBar: Bool, rememberedBarIsShown: Bool,
                               rememberedOwnerIsFirstResponder: Bool = false) -> Reading {
        if !controllerIsFirstResponder, editing == .inKeyboardWindow, editingInsideRememberedBar, rememberedBarIsShown {
            return .rememberedBar
        }
        if controllerIsFirstResponder, rememberedOwnerIsFirstResponder, rememberedBarIsShown {
            return .rememberedBar
        }
        return WindowSelection.asksControllerAccessories(controllerIsFirstResponder: controllerIsFirstResponder, editing: editing)
            ? .askGetters : .nothing
    }

    /// ``reading(controllerIsFirstResponder:editing:editingInsideRememberedBar:rememberedBarIsShown:rememberedOwnerIsFirstResponder:)``
    /// for the scan under way: the first scan after the input views were loaded again
    /// (`inputViewsReloaded()`) reads no bar remembered for a controller that is first responder,
    /// and asks the getters instead.
    public func readingThisScan(controllerIsFirstResponder: Bool, editing: WindowSelection.EditingField,
                                editingInsideRememberedBar: Bool, rememberedBarIsShown: Bool,
                                rememberedOwnerIsFirstResponder: Bool) -> Reading {
        // Only the bar shown for its first responder is asked for again: a bar whose own field
        // edits (over a screen pushed since, whose controllers do not offer it) stays read.
        Self.reading(controllerIsFirstResponder: controllerIsFirstResponder, editing: editing,
                     editingInsideRememberedBar: editingInsideRememberedBar,
                     rememberedBarIsShown: rememberedBarIsShown && (readsRememberedBar || !controllerIsFirstResponder),
                     rememberedOwnerIsFirstResponder: rememberedOwnerIsFirstResponder)
    }

    /// Whether a scan reads the bar a field offered earlier (remembered for the window scene)
    /// while another field edits. A field's own bar is read while it edits; when a field inside
    /// that bar then takes the keyboard (a comment screen whose hidden field opens the bar, and
    /// the bar's text view edits), the new field offers no bar of its own, and UIKit keeps
    /// showing the bar that holds it: the remembered bar is read while it shows.
    ///
    /// - Parameters:
    ///   - editingOffersBar: The editing field has an `inputAccessoryView` of its own (read instead).
    ///   - editingInsideRememberedFieldBar: The editing field lies inside the remembered bar.
    ///   - rememberedFieldBarIsShown: That bar is in a window of the key window's scene, and
    ///     shown (`WindowSelection.scansInputAccessory`).
    public static func readsRememberedFieldBar(editingOffersBar: Bool, editingInsideRememberedFieldBar: Bool,
                                               rememberedFieldBarIsShown: Bool) -> Bool {
        !editingOffersBar && editingInsideRememberedFieldBar && rememberedFieldBarIsShown
    }

    /// Where a remembered field bar's owner stands when the field that opened it is gone (a
    /// hidden field the app removed once the bar's own field took over): nil when no screen is
    /// presented now; else inside the presented screen only if it is the one the bar was
    /// remembered in and the field stood inside it then.
    public static func goneFieldIsInsideModalScope(isScreenPresented: Bool, isTheRememberedScreen: Bool,
                                                   fieldWasInside: Bool) -> Bool? {
        guard isScreenPresented else { return nil }
        return isTheRememberedScreen && fieldWasInside
    }

    /// Which controllers shown inside the screen (a container's children, a split view's
    /// columns) join the screen's controller and those holding it as controllers that may offer
    /// a bar, by whether each is first responder: those that are first responder, whose bar UIKit
    /// shows, when any of them or of the screen's chain is; while a field of a bar edits and none
    /// is (the chat screen's controller resigned when its bar's field took the keyboard), every
    /// one of them, since the bar holding the field may be any child's; else none.
    ///
    /// - Parameters:
    ///   - chainHasFirstResponder: The screen's controller or one holding it is first responder.
    ///   - childIsFirstResponderInside: For each other controller shown, whether it is first
    ///     responder and inside the screen. When all join (a bar's field edits), the caller keeps
    ///     those inside the screen.
    ///   - editing: Where the editing field is.
    /// - Returns: The positions in `childIsFirstResponderInside` of the children that join.
    public static func joiningChildren(chainHasFirstResponder: Bool, childIsFirstResponderInside: [Bool],
                                       editing: WindowSelection.EditingField) -> [Int] {
        let firstResponders = childIsFirstResponderInside.indices.filter { childIsFirstResponderInside[$0] }
        if !firstResponders.isEmpty || chainHasFirstResponder { return firstResponders }
        return editing == .inKeyboardWindow ? Array(childIsFirstResponderInside.indices) : []
    }

    /// Of the controllers that may offer a bar (the screen's controller, those holding it, and
    /// those shown inside it), by whether each is first responder, the positions of those whose
    /// getter is asked: the first responders, whose bar UIKit shows; when none is (a field of a
    /// bar edits, and no bar is remembered), all of them, to find the bar holding the field
    /// (each once per editing field: `asks(_:)`).
    public static func askedControllers(isFirstResponder: [Bool]) -> [Int] {
        let firstResponders = isFirstResponder.indices.filter { isFirstResponder[$0] }
        return firstResponders.isEmpty ? Array(isFirstResponder.indices) : firstResponders
    }

    /// What a controller's getter returned, as a scan sees it.
    public struct Offer: Hashable, Sendable {
        /// The controller.
        public var owner: ObjectIdentifier
        /// The controller is first responder.
        public var ownerIsFirstResponder: Bool
        /// The view is in a window: UIKit hosts it.
        public var isHosted: Bool
        /// The editing field lies inside the view.
        public var holdsEditingField: Bool
        /// The view is the very one this controller's getter returned, in no window, at the
        /// scan before (a stored bar UIKit has not hosted yet, rather than a new one per call).
        public var isTheViewSeenUnhosted: Bool

        /// An offer with these facts.
        public init(owner: ObjectIdentifier, ownerIsFirstResponder: Bool, isHosted: Bool,
                    holdsEditingField: Bool = false, isTheViewSeenUnhosted: Bool = false) {
            self.owner = owner
            self.ownerIsFirstResponder = ownerIsFirstResponder
            self.isHosted = isHosted
            self.holdsEditingField = holdsEditingField
            self.isTheViewSeenUnhosted = isTheViewSeenUnhosted
        }
    }

    /// What a scan does with the bar a controller's getter returned.
    public enum Verdict: Hashable, Sendable {
        /// The bar is shown for its controller (it is first responder) or for the field editing
        /// inside it, in a window: remember it for the window scene.
        case remember
        /// Nothing to remember. A first responder's bar in no window is noted, to be compared
        /// with the next scan's: UIKit may be about to host it.
        case wait
        /// The same controller, first responder, returned another view in no window at the scan
        /// just after: its getter makes a new view per call, so the bar UIKit shows is never
        /// read. Say so; answered once per memory (later ones get `wait`). Either way its getter
        /// is no longer asked while it stays first responder (`asks(_:)`).
        case noteNewBarPerCall
    }

    /// The number of the scan under way.
    public private(set) var scan = 0
    /// The first responder whose bar was in no window, and the scan that saw it.
    private var unhosted: (owner: ObjectIdentifier, scan: Int)?
    /// A first responder whose getter makes a new view per call: not asked again while it
    /// stays first responder.
    private var silenced: ObjectIdentifier?
    /// The field whose bar is being looked for, the scan the search (re)started at, and the
    /// controllers already asked for it whose bar does not hold it: not asked again while that
    /// field edits, for ``searchRetryScans`` scans at a time.
    private var search: (field: ObjectIdentifier?, since: Int, asked: Set<ObjectIdentifier>) = (nil, 0, [])

    /// A first responder whose getter returned no view, and when (seconds): UIKit asked the same
    /// getter when it loaded the input views and shows no bar for it until they are loaded again
    /// (`reloadInputViews()`, which moves the keyboard's frame: `inputViewsReloaded()`), so it is
    /// not asked again until then, or for ``nothingRetryInterval``, while it stays first responder
    /// (UIKit does not always announce a reload: not with a hardware keyboard and a bar of no
    /// height, nor on a split iPad keyboard).
    private var answeredNothing: (owner: ObjectIdentifier, time: Double)?
    /// The time of the scan under way, in seconds.
    private var now = 0.0

    /// How long a first responder whose getter gave no bar is not asked again, in seconds.
    public static let nothingRetryInterval = 0.5
    /// The input views were loaded again since the last scan began: the next scan asks the
    /// getters rather than read a remembered bar (`readsRememberedBar`).
    private var reloaded = false
    /// Whether this scan may read the bar remembered for the window scene: not the first scan
    /// after the input views were loaded again (a new bar from `reloadInputViews()` replaces the
    /// remembered one, which may still be in its window while UIKit animates it out).
    public private(set) var readsRememberedBar = true

    /// After how many scans a search for the editing field's bar asks the controllers again (a
    /// getter that answered nothing useful during a transition, a field that ended and began
    /// editing between two scans). Scans run on changes and presses, not on a clock: at rest, 30
    /// scans may take a while.
    public static let searchRetryScans = 30
    /// Whether `noteNewBarPerCall` was answered.
    public private(set) var notedNewBarPerCall = false

    /// A memory with no scan seen.
    public init() {}

    /// Starts a scan, with the controllers that are first responder now and the field that
    /// edits: one silenced that is no longer first responder is asked again, and a search for
    /// the bar of another field starts afresh.
    public mutating func beginScan(firstResponders: Set<ObjectIdentifier>, editingField: ObjectIdentifier? = nil, at time: Double = 0) {
        scan &+= 1
        now = time
        if let silenced, !firstResponders.contains(silenced) { self.silenced = nil }
        if let nothing = answeredNothing,
           !firstResponders.contains(nothing.owner) || !(time - nothing.time < Self.nothingRetryInterval) {
            answeredNothing = nil
        }
        readsRememberedBar = !reloaded
        reloaded = false
        if search.field != editingField || scan &- search.since >= Self.searchRetryScans { search = (editingField, scan, []) }
    }

    /// Whether the getter of `owner` is asked in this scan.
    public func asks(_ owner: ObjectIdentifier) -> Bool {
        owner != silenced && owner != answeredNothing?.owner && !search.asked.contains(owner)
    }

    /// Notes that the getter of `owner` returned no view: asked in a search for the editing
    /// field's bar (`ownerIsFirstResponder` false), it is not asked again for that field; first
    /// responder, it is not asked again until the input views are loaded again (or for
    /// ``nothingRetryInterval``) while it stays first responder.
    public mutating func offeredNothing(by owner: ObjectIdentifier, ownerIsFirstResponder: Bool) {
        if ownerIsFirstResponder {
            answeredNothing = (owner, now)
        } else if search.field != nil {
            search.asked.insert(owner)
        }
    }

    /// Everything remembered is forgotten (GamepadKit stops), except that the note on getters
    /// that make a new bar per call was given: it is given once per process.
    public mutating func forgetAll() {
        let noted = notedNewBarPerCall
        self = ControllerInputBars()
        notedNewBarPerCall = noted
    }

    /// UIKit loaded the input views again (the keyboard's frame changed: a responder became
    /// first responder or called `reloadInputViews()`): the getters are asked again, and the
    /// next scan does not read the remembered bar.
    public mutating func inputViewsReloaded() {
        answeredNothing = nil
        reloaded = true
    }

    /// The verdict on what a controller's getter returned in this scan.
    public mutating func offered(_ offer: Offer) -> Verdict {
        if answeredNothing?.owner == offer.owner { answeredNothing = nil }
        // Asked in a search for the editing field's bar, and not holding it: once is enough.
        if !offer.ownerIsFirstResponder, !offer.holdsEditingField, search.field != nil { search.asked.insert(offer.owner) }
        if offer.isHosted {
            guard offer.ownerIsFirstResponder || offer.holdsEditingField else { return .wait }
            if unhosted?.owner == offer.owner { unhosted = nil }
            return .remember
        }
        guard offer.ownerIsFirstResponder else { return .wait }
        defer { unhosted = (offer.owner, scan) }
        guard let last = unhosted, last.owner == offer.owner, last.scan == scan &- 1, !offer.isTheViewSeenUnhosted else { return .wait }
        silenced = offer.owner
        if notedNewBarPerCall { return .wait }
        notedNewBarPerCall = true
        return .noteNewBarPerCall
    }
}
