/// When the screen is scanned.
///
/// - **Asleep.** Until the user touches a controller or key, and again after the last one
///   leaves, the highlight is asleep and nobody uses the map: a change of the same screen
///   (layout, scrolling, the keyboard, rotation, text size) only marks it dirty, whether or not
///   a controller or keyboard is connected, so a phone used by touch pays nothing on each layout
///   pass and scroll frame. Every use of the map scans first when it is dirty: the input that
///   wakes the highlight, a press, and the app asking for focus (`GamepadKit.focus(on:)`).
///   While a device is connected, a change of screen or window, a device connecting, an
///   activation of the scene and a rebuild the app asks for still rebuild: they are rare, and
///   they decide which windows claim the controller's input from the system
///   (`SystemControllerRouting`), which must be right before the first press, and are the
///   moments apps install controller handlers of their own (`HandlerReplacement`).
/// - **Awake.** Every change schedules a coalesced rebuild, so the highlight follows the
///   screen.
/// - **Presses.** A discrete action (A, B, the shoulder buttons, paging) acts on what is on
///   screen now: the screen is laid out and rescanned first, so a button a toggle just enabled,
///   rows `reloadData` just added, or a screen that never calls `super` in
///   `viewDidLayoutSubviews` are seen. A move scans only when the map is out of date (up from
///   a toggle finds the button it just enabled: A marked the map out of date); D-pad moves
///   with nothing laid out between them reuse the map.
public enum ScanPolicy {
    /// What to do when something on screen changed.
    public enum Response: Hashable, Sendable {
        /// Schedule a rebuild (coalesced, one per run-loop turn).
        case rebuildSoon
        /// Only remember that the map is out of date.
        case markDirty
    }

    /// The response to a change for `reason`, given whether a controller or keyboard is
    /// connected and whether the highlight is awake.
    public static func response(to reason: RebuildReason, hasInputDevice: Bool, isAwake: Bool) -> Response {
        if isAwake { return .rebuildSoon }
        return hasInputDevice && changesScreen(reason) ? .rebuildSoon : .markDirty
    }

    /// True when `reason` may change which screen or windows are shown (a screen appeared or
    /// went, a window or the scene changed, a device came or went, the app asked), as opposed to
    /// a change inside the same screen (layout, scrolling, the keyboard, rotation, text size),
    /// which arrives in streams while the user touches the screen.
    public static func changesScreen(_ reason: RebuildReason) -> Bool {
        switch reason {
        case .screenAppeared, .screenDisappeared, .windowChange, .sceneActivation, .controllerChange, .explicit:
            return true
        case .layout, .scroll, .keyboard, .rotation, .traitChange, .contentChange:
            return false
        }
    }

    /// The reason a view controller's appearance (`appeared`) or disappearance gives: a child
    /// controller whose view sits inside a table or collection cell comes and goes with its row
    /// as the list scrolls, a change of content (`contentChange`); any other one is a change
    /// of screen.
    public static func appearanceReason(appeared: Bool, isInsideListCell: Bool) -> RebuildReason {
        if isInsideListCell { return .contentChange }
        return appeared ? .screenAppeared : .screenDisappeared
    }

    /// True when a rebuild for `reasons` also checks whether the app replaced GamepadKit's
    /// controller handlers (`HandlerReplacement`): when the screen may have changed, the moment
    /// apps install handlers of their own (in a screen's appearance callbacks, in their own
    /// connect observers), never for a rebuild that only follows layout or scrolling. It never
    /// happens in a press's rescan either, which runs inside a controller handler.
    public static func rechainsHandlers(after reasons: Set<RebuildReason>) -> Bool {
        reasons.contains(where: changesScreen)
    }

    /// True when `action` (a repeat of a held input when `isRepeat`) is performed on a fresh
    /// scan of the screen whatever the map's state: A, B, the shoulders and paging act on what
    /// is on screen now. A move scans only when the map is out of date (`RebuildPolicy`): when
    /// nothing laid out, scrolled or changed since the last scan, the map is the screen, and
    /// an action that can change the screen (a toggle that enables a button) marks it out of
    /// date for the next move.
    public static func rescansBefore(_ action: GamepadAction, isRepeat: Bool) -> Bool {
        switch action {
        case .activate, .back, .previousTab, .nextTab, .pageUp, .pageDown:
            return true
        case .moveUp, .moveDown, .moveLeft, .moveRight, .none:
            return false
        }
    }

    /// True when `action` can change the screen, so that a rebuild follows it (the effect of A,
    /// a pop, a new tab). A move changes nothing but the focus (a scroll to reveal an element is
    /// seen by the scroll's own rebuild).
    public static func rebuildsAfter(_ action: GamepadAction) -> Bool {
        switch action {
        case .activate, .back, .previousTab, .nextTab, .pageUp, .pageDown:
            return true
        case .moveUp, .moveDown, .moveLeft, .moveRight, .none:
            return false
        }
    }
}
