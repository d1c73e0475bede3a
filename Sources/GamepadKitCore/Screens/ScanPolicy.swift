/// When the screen is scanned.
///
/// - **Idle.** While no controller and no keyboard is connected and the highlight is asleep,
///   nobody can use the map: a change on screen only marks it dirty, and nothing is scanned
///   (a phone used by touch pays nothing on each layout pass and scroll frame). The scan
///   happens when a device connects or input wakes the highlight.
/// - **Presses.** A discrete action (A, B, the shoulder buttons, paging) acts on what is on
///   screen now: the screen is laid out and rescanned first, so a button a toggle just enabled,
///   rows `reloadData` just added, or a screen that never calls `super` in
///   `viewDidLayoutSubviews` are seen. The first move of a press is such an action too (up from
///   a toggle must find the button it just enabled); the repeats of a held direction use the
///   map the coalesced rebuilds keep, so that a held direction stays quick.
public enum ScanPolicy {
    /// What to do when something on screen changed.
    public enum Response: Hashable, Sendable {
        /// Schedule a rebuild (coalesced, one per run-loop turn).
        case rebuildSoon
        /// Only remember that the map is out of date.
        case markDirty
    }

    /// The response to a change, given whether a controller or keyboard is connected and
    /// whether the highlight is awake.
    public static func response(hasInputDevice: Bool, isAwake: Bool) -> Response {
        hasInputDevice || isAwake ? .rebuildSoon : .markDirty
    }

    /// True when `action` (a repeat of a held input when `isRepeat`) is performed on a fresh
    /// scan of the screen.
    public static func rescansBefore(_ action: Action, isRepeat: Bool) -> Bool {
        switch action {
        case .activate, .back, .previousTab, .nextTab, .pageUp, .pageDown:
            return true
        case .moveUp, .moveDown, .moveLeft, .moveRight:
            return !isRepeat
        case .none:
            return false
        }
    }

    /// True when `action` can change the screen, so that a rebuild follows it (the effect of A,
    /// a pop, a new tab). A move changes nothing but the focus (a scroll to reveal an element is
    /// seen by the scroll's own rebuild).
    public static func rebuildsAfter(_ action: Action) -> Bool {
        switch action {
        case .activate, .back, .previousTab, .nextTab, .pageUp, .pageDown:
            return true
        case .moveUp, .moveDown, .moveLeft, .moveRight, .none:
            return false
        }
    }
}
