/// How long a screen capture that includes SwiftUI views waits for them to register.
///
/// SwiftUI views register with GamepadKit only while it listens (a game controller or a keyboard
/// connected). A capture made with neither turns listening on; the views on screen then report
/// themselves as SwiftUI draws its next frames, not at once. The capture waits, polling, until
/// the number of registered views has stopped changing between two polls after at least
/// `minimumMilliseconds` (two or three frames, enough for the roots to redraw and their views
/// to appear), and never longer than `maximumMilliseconds` (a screen that keeps adding views, an
/// animation): it then captures what registered so far.
public struct SwiftUICaptureWait: Hashable, Sendable {
    /// The least wait before the count can be taken as settled.
    public var minimumMilliseconds: Int
    /// The longest wait.
    public var maximumMilliseconds: Int
    /// The time between two polls.
    public var pollMilliseconds: Int

    /// A wait of at least `minimumMilliseconds`, at most `maximumMilliseconds`, polling every
    /// `pollMilliseconds` (each at least 1 ms, and the maximum no less than the minimum).
    public init(minimumMilliseconds: Int = 50, maximumMilliseconds: Int = 500, pollMilliseconds: Int = 25) {
        self.minimumMilliseconds = max(1, minimumMilliseconds)
        self.maximumMilliseconds = max(self.minimumMilliseconds, maximumMilliseconds)
        self.pollMilliseconds = max(1, pollMilliseconds)
    }

    /// True when the capture can be taken: `waited` ms have passed since listening was turned on,
    /// and the registered count went from `previousCount` (the last poll's; nil at the first)
    /// to `count`.
    ///
    /// With `expectsViews` (a SwiftUI root is on screen), no view registered yet is never taken
    /// as settled before the longest wait: SwiftUI may not have redrawn the root yet (a heavy
    /// body, a busy main thread).
    public func isSettled(previousCount: Int?, count: Int, waited: Int, expectsViews: Bool = false) -> Bool {
        if waited >= maximumMilliseconds { return true }
        guard waited >= minimumMilliseconds, let previousCount else { return false }
        if expectsViews, count == 0 { return false }
        return previousCount == count
    }
}
