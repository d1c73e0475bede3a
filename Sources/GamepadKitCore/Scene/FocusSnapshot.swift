/// Everything that can take focus on screen at one moment: the scanner's output and the
/// navigation and focus engine's input.
public struct FocusSnapshot: Hashable, Sendable {
    /// The screen's bounds in window coordinates.
    public var bounds: Rect
    /// The candidates, in tree (z and reading) order.
    public var candidates: [FocusCandidate]
    /// The tables and collections on screen (or that scrolling brings on screen).
    public var lists: [ListInfo]
    /// The id of the modal scope that traps focus, when one is on screen.
    public var modalScopeID: String?
    /// What surrounds the screen: presentation, navigation stack and tabs.
    public var context: ScreenContext
    /// The modal scope that traps focus is an open menu (`ViewKind.menu`): B closes it.
    public var modalScopeIsMenu: Bool
    /// The visible part of the modal scope that traps focus (a sheet, a popover), window
    /// coordinates; nil when none does.
    public var modalScopeFrame: Rect?

    /// The area the stops are on: the modal scope that traps focus, else the screen.
    public var stopArea: Rect { modalScopeFrame ?? bounds }

    /// Creates a snapshot.
    public init(bounds: Rect, candidates: [FocusCandidate], lists: [ListInfo] = [], modalScopeID: String? = nil, context: ScreenContext = ScreenContext(),
                modalScopeIsMenu: Bool = false, modalScopeFrame: Rect? = nil) {
        self.modalScopeIsMenu = modalScopeIsMenu
        self.modalScopeFrame = modalScopeFrame
        self.bounds = bounds
        self.candidates = candidates
        self.lists = lists
        self.modalScopeID = modalScopeID
        self.context = context
    }

    /// The candidate with `id`, if it is on screen.
    public func candidate(id: String) -> FocusCandidate? {
        candidates.first { $0.id == id }
    }

    /// The kind of the element `id` names in a command: a candidate's kind, or the kind of the
    /// control a row forwards A to (`FocusCandidate.controlID`). Nil for an unknown id.
    public func kind(ofElement id: String) -> ViewKind? {
        if let candidate = candidate(id: id) { return candidate.kind }
        return candidates.first { $0.controlID == id }?.controlKind
    }

    /// The list with `id`, if it is on screen.
    public func list(id: String) -> ListInfo? {
        lists.first { $0.id == id }
    }
}
