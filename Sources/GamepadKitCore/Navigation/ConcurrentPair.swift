import Dispatch

/// Runs two independent pieces of a map build at the same time, on two cores.
///
/// A map build has pieces that share nothing but read-only inputs:
/// - the spatial step's two axes: up and down read only the vertically oriented boxes and their
///   grids, left and right only the horizontal ones, and each direction writes only its own
///   targets (`NavigationMap.spatialSuccessors`);
/// - in `RankedLayout`, which elements contain others (`ContainingElements`, a question about
///   the set of frames, not their order) and the reading order with its id lookup;
/// - the repair's edge queries by axis (`UnreachedElements.bestEdges`), each axis keeping its own
///   best picks, merged by the same total order.
///
/// Each piece is the same sequential code whether it runs beside the other or after it, so the
/// map is exactly the same either way. Phones have several cores; the calling thread runs the
/// first piece and a private serial queue the second. That queue is not the system's shared
/// pool: `concurrentPerform` would hand out only pool threads, and where the pool is full (a
/// caller that is itself a pool thread, as in Swift concurrency on Linux, with another pool
/// thread blocked) it quietly runs both pieces on the caller. A serial queue of its own gets a
/// thread whenever it has work, and runs at the caller's quality of service (propagated by
/// `async`, and raised to the waiting caller's by its `sync`). Nothing submitted to it ever waits
/// for anything, so the caller's wait ends.
///
/// Waking that thread has a price (and after a pause of a few seconds, creating it again), so
/// only layouts of at least ``minimumCount`` elements use it; ordinary screens of a few hundred
/// elements run both pieces on the calling thread.
enum ConcurrentPair {
    /// The smallest number of elements for which a map build runs pieces at the same time.
    /// Measured on a 2-core x86_64 VM with the second core free (overlapping boxes): 1,000
    /// elements 1.54 ms in turn, 1.68 ms on two cores; 2,000: 3.25 / 2.85 ms; 3,000: 5.15 /
    /// 3.56 ms. Below it the hand-off costs more than the second core gives.
    static let minimumCount = 2_000

    /// Marks the worker queue, so that a map built on it (a second piece that itself builds a
    /// map) runs its pieces in turn instead of waiting for the queue it runs on.
    private static let onWorker = DispatchSpecificKey<Bool>()

    /// Runs the second pieces (and nothing else). Maps built on several threads at once share
    /// it: their second pieces run one after another, and a caller waits for its own and for
    /// those queued before it.
    private static let worker: DispatchQueue = {
        let queue = DispatchQueue(label: "GamepadKitCore.ConcurrentPair")
        queue.setSpecific(key: onWorker, value: true)
        return queue
    }()

    /// The results of `first()` and `second()`: at the same time when `concurrently` is true
    /// (`first` on the calling thread, `second` on the worker queue), else one after the other
    /// on the calling thread — also when called from the worker queue itself.
    ///
    /// The caller waits for the worker with a `sync` on its serial queue, not a semaphore: a
    /// synchronous wait on a serial queue lends the waiter's priority to the work ahead of it
    /// (the main thread's user-interactive priority reaches the second piece), where a semaphore
    /// leaves a high-priority thread waiting on a lower-priority one.
    static func run<First: Sendable, Second: Sendable>(
        concurrently: Bool,
        _ first: () -> First,
        _ second: @escaping @Sendable () -> Second
    ) -> (First, Second) {
        guard concurrently, DispatchQueue.getSpecific(key: onWorker) == nil else { return (first(), second()) }
        let results = Results<Second>()
        worker.async {
            results.second = second()
        }
        let a = first()
        // The serial queue runs this empty block after the second piece: the write is visible.
        worker.sync {}
        // The fallback only keeps the function total.
        guard let b = results.second else { return (a, second()) }
        return (a, b)
    }

    /// Where the worker leaves the second result. The worker writes it once and the caller
    /// reads it only after its `sync` on the worker's queue returned, so the two threads never touch it at the same
    /// time: that is why the unchecked `Sendable` is sound.
    private final class Results<Second>: @unchecked Sendable {
        var second: Second?
    }
}
