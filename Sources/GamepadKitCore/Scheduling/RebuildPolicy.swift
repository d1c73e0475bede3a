/// When the screen is scanned, over the stream of events an app produces, so that GamepadKit
/// costs nothing while nobody uses a controller and little while somebody does.
///
/// The platform feeds it events (a change on screen, a scroll frame, a touch, a press, time
/// passing) and does what it answers; time is given by the caller, so a whole trace replays
/// exactly on Linux (see the tests and `Benchmarks/RebuildPolicyBenchmarks`).
///
/// - **A touch puts the highlight to sleep**, as iPadOS does with its keyboard focus: the user
///   went back to the screen. The next controller or key input wakes it (`inputWakes()`).
/// - **Asleep**, a change of the same screen only marks the map dirty (`ScanPolicy`); every use
///   of the map scans first.
/// - **Scrolling never scans.** Awake, each scroll frame moves the highlight with the focused
///   element (one frame conversion on the platform, no scan). Scrolling is tracked per scroll
///   view: one the user drives (dragging, decelerating) holds back every change of the same
///   screen (a table laying out its cells, SwiftUI rows registering) until it ends
///   (`scrollSettleInterval` after its last frame), when the map is rebuilt once. One the app
///   drives from code (a ticker, an auto-advancing carousel, a scroll to reveal) holds nothing
///   back, so a view that never stops scrolling keeps no other rebuild waiting, and it marks the
///   map out of date only when the last scan found a stop inside it.
/// - **Content changes are not screen changes.** SwiftUI elements registering or leaving, an
///   anchor moving, a child controller inside a cell appearing (`RebuildReason.contentChange`)
///   only mark the map out of date while the highlight sleeps, device connected or not.
/// - **Floods coalesce**: any number of changes in one run-loop turn give one rebuild
///   (`RebuildScheduler`); rebuilds are at least `refreshInterval` apart (one per screen
///   refresh), and those for changes of the same screen only (layout, content, the keyboard)
///   at least `layoutRebuildInterval` apart (about 10 a second): the highlight follows an
///   animation closely enough, and every press still sees a fresh map.
/// - **A press scans once**, before it acts (`ScanPolicy.rescansBefore`); a move, first or
///   repeat, scans only when the map is out of date (something laid out, scrolled or changed
///   since the last scan, or an action that can change the screen was performed), when the
///   focused element's view is gone, or when the map is older than `moveRescanInterval` (0.5 s)
///   and the views it was made of changed without telling (a button a timer enables, a
///   container unhidden without a layout pass): the platform then reads a few cheap facts of
///   them again (`moveCheck(_:isRepeat:at:focusedViewIsGone:)`, `MapRevalidation`) and scans only
///   on a difference; deliberate presses a second apart on a still screen scan nothing. After
///   an action that can change the screen the map is only marked dirty: the screen's own
///   signals (a screen appearing, layout) rebuild it for the highlight, and the next press scans.
/// - **An excluded screen scans nothing** on presses and stick moves: the exclusion found by the
///   last scan is checked first, and holds until a change of screen or window.
/// - **Scanning asks the app nothing**: the only delegate question GamepadKit asks about the
///   screen (`UIAdaptivePresentationControllerDelegate`) is asked when B is pressed
///   (`asksPresentationDelegate(before:)`), never by a scan.
public struct RebuildPolicy: Hashable, Sendable {
    /// The times the policy works with, in seconds.
    public struct Timing: Hashable, Sendable {
        /// The shortest time between two coalesced rebuilds: one screen refresh
        /// (`1 / maximumFramesPerSecond`).
        public var refreshInterval: Double
        /// How long after the last scroll frame scrolling counts as ended.
        public var scrollSettleInterval: Double
        /// The shortest time between two rebuilds for changes of the same screen only (layout,
        /// content, the keyboard, rotation): 0.1 s, about 10 a second.
        public var layoutRebuildInterval: Double
        /// How old the map may be for a move to use it unchecked when nothing reported a change:
        /// 0.5 s. An older map is revalidated first (`MapRevalidation`): content that changes
        /// without a layout pass or an event (a button a timer enables, a view unhidden inside a
        /// container) is found by the first move after it.
        public var moveRescanInterval: Double
        /// How old the last scan may be for a revalidation to stand for one: 2 s. A move on an
        /// older map scans. The revalidation compares the watched views' own facts only, so what
        /// it cannot see — rows a list reloaded without a layout pass of the screen, a view added
        /// or a covering view unhidden without one, an alert action enabled as the user types —
        /// is found within this time even by deliberate presses on a still screen.
        public var moveFullRescanInterval: Double

        /// A timing with these values (non-finite or negative values count as 0).
        public init(refreshInterval: Double = 1.0 / 60, scrollSettleInterval: Double = 0.12,
                    layoutRebuildInterval: Double = 0.1, moveRescanInterval: Double = 0.5,
                    moveFullRescanInterval: Double = 2) {
            self.refreshInterval = refreshInterval.isFinite ? max(0, refreshInterval) : 0
            self.scrollSettleInterval = scrollSettleInterval.isFinite ? max(0, scrollSettleInterval) : 0
            self.layoutRebuildInterval = layoutRebuildInterval.isFinite ? max(0, layoutRebuildInterval) : 0
            self.moveRescanInterval = moveRescanInterval.isFinite ? max(0, moveRescanInterval) : 0
            self.moveFullRescanInterval = moveFullRescanInterval.isFinite ? max(0, moveFullRescanInterval) : 0
        }

        /// One refresh of a 60 Hz screen, scrolling ended 0.12 s after its last frame,
        /// layout-only rebuilds 0.1 s apart, and moves on a map at most 0.5 s old unchecked and at
        /// most 2 s old revalidated.
        public static let standard = Timing()
    }

    /// Who moves a scroll view.
    public enum ScrollDriver: Hashable, Sendable {
        /// A finger: the scroll view is tracking, dragging or decelerating. Changes of the same
        /// screen wait for its end.
        case user
        /// The app from code (a ticker, an auto-advancing carousel): it holds nothing back.
        case code
        /// GamepadKit itself (a reveal of the focused row, an L2/R2 page), animated from code.
        /// Like a finger's, changes of the same screen wait for its end, where one scan follows;
        /// counted as the app's, a reveal in a list that is its controller's root view (every
        /// frame a layout pass of that controller) cost about three scans.
        case gamepadKit

        /// The longest GamepadKit's own scroll is taken to last: UIKit's animated scrolls
        /// (`setContentOffset(_:animated:)`, `scrollToRow`) last about 0.3 s.
        public static let ownScrollSpan = 1.0
        /// How soon after GamepadKit started a scroll its first frame comes (a frame or two,
        /// later when the main thread is busy: the scan that followed the press, cells made for
        /// the rows scrolled to).
        public static let ownScrollFirstFrameWait = 0.5
        /// GamepadKit's own scroll rests once no frame came for this long after its last one
        /// (its frames come every display refresh while it animates; a stall of the main
        /// thread on a heavy screen must not end it).
        public static let ownScrollFrameGap = 0.25

        /// Who drives a scroll frame at `now`: a finger while the scroll view tracks, drags or
        /// decelerates; GamepadKit while its own scroll of that view runs (`gamepadKitStarted`,
        /// nil: never; `lastOwnFrame`, its last frame so far, nil: none yet): its first frame
        /// within `ownScrollFirstFrameWait` of the start, each later one within
        /// `ownScrollFrameGap` of the one before, and all within `ownScrollSpan`; else the
        /// app's code (an app's carousel tick after GamepadKit's scroll came to rest is the app's).
        public static func of(isTracking: Bool, isDragging: Bool, isDecelerating: Bool,
                              gamepadKitStarted: Double?, lastOwnFrame: Double? = nil, now: Double) -> ScrollDriver {
            if isTracking || isDragging || isDecelerating { return .user }
            guard let started = gamepadKitStarted, started.isFinite, now.isFinite, now >= started, now - started <= ownScrollSpan else {
                return .code
            }
            if let last = lastOwnFrame, last.isFinite, last >= started, now >= last {
                return now - last <= ownScrollFrameGap ? .gamepadKit : .code
            }
            return now - started <= ownScrollFirstFrameWait ? .gamepadKit : .code
        }
    }

    /// One scroll view's scroll under way.
    public struct Scroll: Hashable, Sendable {
        /// The time of its last frame.
        public var lastFrame: Double
        /// Who moved it last.
        public var driver: ScrollDriver
    }

    /// The key of the scroll view scroll frames without a named scroll view belong to
    /// (`screenChanged(.scroll, …)`): a user's scroll.
    public static let unnamedScrollView = -1

    /// What the platform does after a change on screen.
    public enum ChangeResponse: Hashable, Sendable {
        /// Nothing now (the map may have been marked dirty).
        case none
        /// Move the highlight with the focused element (a scroll frame while awake); no scan.
        case followFocusedElement
        /// Schedule a rebuild turn (nothing was scheduled yet).
        case scheduleTurn
    }

    /// What a scheduled rebuild turn does.
    public enum TurnDecision: Hashable, Sendable {
        /// Scan now, for these reasons; then call `didScan(…)` and `endTurn()`.
        case scan(Set<RebuildReason>)
        /// The last scan was less than a refresh ago: run the turn again at this time (nothing
        /// else is scheduled meanwhile; do not call `endTurn()`).
        case wait(until: Double)
        /// Nothing to scan now (a scroll is under way: its end rebuilds); call `endTurn()`.
        case skip
    }

    /// How long scrolling must be still before it counts as ended, and the screen's refresh interval.
    public var timing: Timing
    /// The coalescing books (one rebuild per turn).
    public private(set) var scheduler = RebuildScheduler()
    /// The highlight is shown and follows the screen.
    public private(set) var isHighlightAwake = false
    /// The screen may have changed since the last scan.
    public private(set) var isMapDirty = true
    /// The screen or a window may have changed since the last scan (so a cached exclusion may
    /// no longer hold).
    public private(set) var mayShowAnotherScreen = true
    /// The last scan found the screen excluded (`GamepadKitExcluded`, `excludedScreens`).
    public private(set) var isScreenExcluded = false
    /// The scrolls under way, by scroll view (a key the platform chooses per scroll view).
    public private(set) var scrolls: [Int: Scroll] = [:]
    /// The time of the last scan.
    public private(set) var lastScan: Double?
    /// The time the map was last known to hold: the last scan, or a later revalidation that
    /// found nothing changed (`didRevalidate(at:)`).
    public private(set) var lastCheck: Double?

    /// What a move does with the map before it acts (`moveCheck(_:isRepeat:at:focusedViewIsGone:)`).
    public enum MoveCheck: Hashable, Sendable {
        /// The map is fresh enough: act on it.
        case useMap
        /// Read the watched views' facts again (`MapRevalidation`): scan on a difference, else
        /// call `didRevalidate(at:)` and act on the map.
        case revalidate
        /// Scan before acting.
        case scan
    }

    /// A policy with nothing scanned yet and the highlight asleep.
    public init(timing: Timing = .standard) {
        self.timing = timing
    }

    /// A scroll the user or GamepadKit drives is under way: changes of the same screen wait for
    /// its end.
    public var isScrolling: Bool { scrolls.values.contains { $0.driver != .code } }

    /// The time of the last frame of the scrolls under way, else nil.
    public var lastScrollFrame: Double? { scrolls.values.map(\.lastFrame).max() }

    /// When `advance(to:)` must be called next (the end of the first scroll under way to end),
    /// or nil.
    public var nextDeadline: Double? {
        scrolls.values.map(\.lastFrame).min().map { $0 + timing.scrollSettleInterval }
    }

    /// The exclusion the last scan found still holds: nothing needs a scan for input.
    public var knowsScreenIsExcluded: Bool { isScreenExcluded && !mayShowAnotherScreen }

    // MARK: - Changes on screen

    /// Something on screen changed for `reason` at `now`. A `.scroll` here is a frame of a
    /// user's scroll of an unnamed scroll view; `scrolled(_:by:hasInputDevice:at:)` names it.
    public mutating func screenChanged(_ reason: RebuildReason, hasInputDevice: Bool, at now: Double) -> ChangeResponse {
        if reason == .scroll {
            return scrolled(Self.unnamedScrollView, by: .user, hasInputDevice: hasInputDevice, at: now)
        }
        isMapDirty = true
        let changesScreen = ScanPolicy.changesScreen(reason)
        if changesScreen { mayShowAnotherScreen = true }
        let response = ScanPolicy.response(to: reason, hasInputDevice: hasInputDevice, isAwake: isHighlightAwake)
        guard response == .rebuildSoon else { return .none }
        if isScrolling, !changesScreen { return .none }
        return scheduler.invalidate(reason) ? .scheduleTurn : .none
    }

    /// The scroll view `scrollView` (a key the platform keeps per scroll view) moved at `now`,
    /// moved by `driver`. Awake, the highlight follows the focused element; nothing is scanned
    /// until scrolling ends (`advance(to:)`).
    ///
    /// `holdsStop` tells whether the last scan found a stop (or the focused element) inside that
    /// scroll view. A scroll from code of one that holds none (a news ticker of labels, an
    /// auto-advancing banner) changes nothing the map knows: it is ignored, so it neither marks
    /// the map out of date nor makes the next move scan.
    public mutating func scrolled(_ scrollView: Int, by driver: ScrollDriver, holdsStop: Bool = true,
                                  hasInputDevice: Bool, at now: Double) -> ChangeResponse {
        if driver == .code, !holdsStop { return .none }
        isMapDirty = true
        scrolls[scrollView] = Scroll(lastFrame: now, driver: driver)
        return isHighlightAwake ? .followFocusedElement : .none
    }

    /// Time passed (call it at `nextDeadline`): scrolls with no frame for `scrollSettleInterval`
    /// have ended.
    ///
    /// - Returns: true when the platform must schedule a rebuild turn now: a scroll ended with
    ///   the highlight awake and no scroll the user drives is left under way.
    public mutating func advance(to now: Double) -> Bool {
        let ended = scrolls.filter { now >= $0.value.lastFrame + timing.scrollSettleInterval }
        guard !ended.isEmpty else { return false }
        for key in ended.keys { scrolls[key] = nil }
        guard isMapDirty, isHighlightAwake, !isScrolling else { return false }
        return scheduler.invalidate(.scroll)
    }

    /// A scheduled turn runs at `now`.
    public mutating func beginTurn(at now: Double) -> TurnDecision {
        let pending = scheduler.pendingReasons
        if let last = lastScan, !pending.isEmpty {
            let interval = pending.contains(where: ScanPolicy.changesScreen)
                ? timing.refreshInterval : max(timing.refreshInterval, timing.layoutRebuildInterval)
            if now < last + interval { return .wait(until: last + interval) }
        }
        let reasons = scheduler.beginRebuild()
        if reasons.isEmpty { return .skip }
        if isScrolling, !reasons.contains(where: ScanPolicy.changesScreen) { return .skip }
        return .scan(reasons)
    }

    /// The turn is over.
    ///
    /// - Returns: true when a change arrived during the turn: schedule one more.
    public mutating func endTurn() -> Bool {
        scheduler.endRebuild()
    }

    /// A scan ran at `now` (for a turn, a press or a wake) and found the screen excluded or not.
    public mutating func didScan(isScreenExcluded excluded: Bool, at now: Double) {
        isMapDirty = false
        mayShowAnotherScreen = false
        isScreenExcluded = excluded
        lastScan = now
        lastCheck = now
    }

    /// A revalidation at `now` found every watched view as the last scan saw it: moves use
    /// the map unchecked for another `Timing.moveRescanInterval`.
    public mutating func didRevalidate(at now: Double) {
        lastCheck = now
    }

    // MARK: - The user

    /// A finger touched the screen.
    ///
    /// - Returns: true when the highlight was awake and must go to sleep now.
    public mutating func touchBegan() -> Bool {
        guard isHighlightAwake else { return false }
        isHighlightAwake = false
        return true
    }

    /// An input that wakes the highlight (`FocusWakePolicy`) arrived.
    ///
    /// - Returns: true when the screen must be scanned before the highlight wakes (the map is
    ///   out of date, and the screen is not one the last scan found excluded); then call
    ///   `didScan(…)` and `wake()`.
    public func scansBeforeWaking() -> Bool {
        isMapDirty && !knowsScreenIsExcluded
    }

    /// The highlight wakes, unless the screen is excluded.
    ///
    /// - Returns: true when it is awake (the engine may act and show focus).
    public mutating func wake() -> Bool {
        guard !isScreenExcluded else { return false }
        isHighlightAwake = true
        return true
    }

    /// The highlight goes to sleep (no controller or keyboard is left, GamepadKit stops).
    public mutating func sleep() {
        isHighlightAwake = false
    }

    /// True when the discrete `action` (a repeat of a held input when `isRepeat`) is performed
    /// on a fresh scan: `ScanPolicy.rescansBefore` (A, B, shoulders, paging), or any action
    /// while the map is out of date (a move when something laid out, scrolled or changed since
    /// the last scan); never on a screen the last scan found excluded.
    public func scansBefore(_ action: GamepadAction, isRepeat: Bool) -> Bool {
        if knowsScreenIsExcluded { return false }
        return ScanPolicy.rescansBefore(action, isRepeat: isRepeat) || (action != .none && isMapDirty)
    }

    /// `moveCheck(_:isRepeat:at:focusedViewIsGone:)` for a caller that cannot revalidate: an
    /// action scans whenever the check is not `.useMap` (the focused element's view is gone, or
    /// the map was last known to hold more than `Timing.moveRescanInterval` ago). Moves in quick
    /// succession (a held D-pad, fast presses) share one scan.
    public func scansBefore(_ action: GamepadAction, isRepeat: Bool, at now: Double, focusedViewIsGone: Bool) -> Bool {
        moveCheck(action, isRepeat: isRepeat, at: now, focusedViewIsGone: focusedViewIsGone) != .useMap
    }

    /// What `action` (a repeat of a held input when `isRepeat`) does with the map at `now`:
    /// scan when `scansBefore(_:isRepeat:)` says so, when the focused element's view is gone
    /// (`focusedViewIsGone`: out of its window or released) or nothing was scanned yet;
    /// scan for a press (not a repeat of a held input) when the last scan is more than
    /// `Timing.moveFullRescanInterval` old; revalidate when
    /// the map was last known to hold more than `Timing.moveRescanInterval` ago; otherwise use it.
    /// A screen the last scan found excluded is never scanned for input.
    public func moveCheck(_ action: GamepadAction, isRepeat: Bool, at now: Double, focusedViewIsGone: Bool) -> MoveCheck {
        if scansBefore(action, isRepeat: isRepeat) { return .scan }
        guard action != .none, !knowsScreenIsExcluded else { return .useMap }
        if focusedViewIsGone { return .scan }
        guard let last = lastCheck else { return .scan }
        guard now - last > timing.moveRescanInterval else { return .useMap }
        // A repeat of a held direction revalidates: a full scan inside the glide would stutter it.
        if !isRepeat, let lastScan, now - lastScan > timing.moveFullRescanInterval { return .scan }
        return .revalidate
    }

    /// `action` was performed: one that can change the screen marks the map dirty (the next
    /// press scans; the screen's own signals rebuild the highlight's map).
    public mutating func didPerform(_ action: GamepadAction) {
        if ScanPolicy.rebuildsAfter(action) {
            isMapDirty = true
            mayShowAnotherScreen = true
        }
    }

    /// True for the one action before which the app's presentation delegate is asked about the
    /// presented screen (`adaptivePresentationStyle(for:)`, `presentationControllerShouldDismiss`):
    /// B. A scan never asks.
    public static func asksPresentationDelegate(before action: GamepadAction) -> Bool {
        action == .back
    }

    /// Forgets everything (GamepadKit stops): nothing scheduled, the map dirty, asleep.
    public mutating func reset() {
        self = RebuildPolicy(timing: timing)
    }
}
