import Dispatch

/// Runs two independent pieces of a map build at the same time, on two cores.
///
/// A map build has pieces that share nothing but read-only inputs:
/// - the spatial step's two axes: up and down read only the vertically oriented boxes and their
///   grids, left and right only the horizontal ones, and each direction writes only its own
///   targets (`NavigationMap.spatialSuccessors`);
/// - in `RankedLayout`, which elements contain others (`ContainingElements`, a question about
///   the set of frames, not their order) and the reading order with its id lookup.
///
/// Each piece is the same sequential code whether it runs beside the other or after it, so the
/// map is exactly the same either way. Phones have several cores; the calling thread runs one
/// piece and a thread of the system's pool the other.
///
/// Waking a pool thread has a price (and on the first map of a process, creating it), so only
/// layouts of at least ``minimumCount`` elements use a second thread; ordinary screens of a
/// few hundred elements run both pieces on the calling thread.
enum ConcurrentPair {
    /// The smallest number of elements for which a map build runs pieces at the same time.
    /// Below it a piece takes well under a millisecond, not worth waking a second thread.
    static let minimumCount = 2_000

    /// The results of `first()` and `second()`: at the same time when `concurrently` is true,
    /// else one after the other on the calling thread. When no pool thread is free, the calling
    /// thread runs both (Dispatch's `concurrentPerform` never waits for a thread to start).
    static func run<First: Sendable, Second: Sendable>(
        concurrently: Bool,
        _ first: @Sendable () -> First,
        _ second: @Sendable () -> Second
    ) -> (First, Second) {
        guard concurrently else { return (first(), second()) }
        let results = Results<First, Second>()
        DispatchQueue.concurrentPerform(iterations: 2) { piece in
            if piece == 0 { results.first = first() } else { results.second = second() }
        }
        // `concurrentPerform` returns only once both iterations have finished, and their writes
        // are visible here; the fallback only keeps the function total.
        guard let a = results.first, let b = results.second else { return (first(), second()) }
        return (a, b)
    }

    /// Where the two iterations leave their results. Each iteration writes one stored property
    /// and nothing else, and the caller reads them only after `concurrentPerform` has returned,
    /// so no location is ever accessed by two threads at once: that is why the unchecked
    /// `Sendable` is sound.
    private final class Results<First, Second>: @unchecked Sendable {
        var first: First?
        var second: Second?
    }
}
