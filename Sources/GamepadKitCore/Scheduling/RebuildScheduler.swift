/// Coalesces invalidations into rebuilds: any number of invalidations within one run-loop turn
/// produce exactly one rebuild, and an invalidation that arrives while a rebuild runs is not
/// lost: it causes exactly one more rebuild after the current one.
///
/// The scheduler only keeps the books; the platform owns the run loop. The protocol is:
///
/// ```swift
/// if scheduler.invalidate(.layout) { scheduleTurn() }      // true: nothing scheduled yet
/// // … in the scheduled turn:
/// let reasons = scheduler.beginRebuild()
/// rebuild(reasons)
/// if scheduler.endRebuild() { scheduleTurn() }            // true: invalidated meanwhile
/// ```
public struct RebuildScheduler: Hashable, Sendable {
    /// A turn has been requested from the platform and has not started its rebuild yet.
    public private(set) var isScheduled = false
    /// A rebuild is running (between `beginRebuild()` and `endRebuild()`).
    public private(set) var isRebuilding = false
    /// The reasons collected since the last `beginRebuild()`.
    public private(set) var pendingReasons: Set<RebuildReason> = []

    /// An idle scheduler: nothing scheduled, nothing pending.
    public init() {}

    /// Records that the screen changed for `reason`.
    ///
    /// - Returns: true when the caller must schedule a turn now; false when a turn is already
    ///   scheduled, or when a rebuild is running (`endRebuild()` then asks for the next turn).
    public mutating func invalidate(_ reason: RebuildReason) -> Bool {
        pendingReasons.insert(reason)
        if isRebuilding || isScheduled { return false }
        isScheduled = true
        return true
    }

    /// Starts the scheduled rebuild.
    ///
    /// - Returns: the reasons collected since the previous rebuild (empty when nothing was
    ///   invalidated: the caller may skip the work).
    public mutating func beginRebuild() -> Set<RebuildReason> {
        isScheduled = false
        isRebuilding = true
        let reasons = pendingReasons
        pendingReasons = []
        return reasons
    }

    /// Ends the running rebuild.
    ///
    /// - Returns: true when something was invalidated during the rebuild: the caller must
    ///   schedule one more turn.
    public mutating func endRebuild() -> Bool {
        isRebuilding = false
        guard !pendingReasons.isEmpty else { return false }
        isScheduled = true
        return true
    }

    /// Forgets everything (when the SDK is disabled): nothing scheduled, nothing pending.
    public mutating func reset() {
        self = RebuildScheduler()
    }
}
