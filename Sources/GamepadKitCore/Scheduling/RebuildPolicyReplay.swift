/// Replays what an app does (touches, scroll frames, layout passes, presses) through
/// `RebuildPolicy` exactly as the iOS runtime feeds it, and counts what it would cost: scans
/// and highlight moves. Time is the replay's own clock, so a trace gives the same counts on
/// every run (tests and `Benchmarks/RebuildPolicyBenchmarks`).
public struct RebuildPolicyReplay: Sendable {
    /// The policy under replay.
    public var policy: RebuildPolicy
    /// The replay's clock, in seconds.
    public private(set) var now = 0.0
    /// Scans performed (each one a full capture and scan of the screen on a device).
    public private(set) var scans = 0
    /// Times the highlight was moved with its element without a scan.
    public private(set) var follows = 0
    /// Revalidations of the map before a move (`MapRevalidation`: a few facts of each watched
    /// view read again), whether or not they led to a scan.
    public private(set) var revalidations = 0
    /// A watched view changed since the last scan without an event (`changeNothingReports()`):
    /// the next revalidation finds it.
    public private(set) var hasUnreportedChange = false
    /// The screen the next scan finds is excluded.
    public var isScreenExcluded = false
    /// A controller or keyboard is connected.
    public var hasInputDevice = true
    private var turnScheduled = false
    /// A turn the policy told to wait for the next refresh runs at this time.
    private var waitingTurn: Double?

    /// A replay of `policy`, at time 0, nothing scanned.
    public init(policy: RebuildPolicy = RebuildPolicy()) {
        self.policy = policy
    }

    /// Time passes by `seconds`.
    public mutating func wait(_ seconds: Double) {
        now += seconds
    }

    /// Something on screen changed for `reason`.
    public mutating func change(_ reason: RebuildReason) {
        record(policy.screenChanged(reason, hasInputDevice: hasInputDevice, at: now))
    }

    private mutating func record(_ response: RebuildPolicy.ChangeResponse) {
        switch response {
        case .none: break
        case .followFocusedElement: follows += 1
        case .scheduleTurn: turnScheduled = true
        }
    }

    /// The scroll view `scrollView` moved one frame, by `driver` (`holdsStop`: the last scan
    /// found a stop inside it).
    public mutating func scrollFrame(_ scrollView: Int, by driver: RebuildPolicy.ScrollDriver, holdsStop: Bool = true) {
        record(policy.scrolled(scrollView, by: driver, holdsStop: holdsStop, hasInputDevice: hasInputDevice, at: now))
    }

    /// The run loop turns at `now`: a deadline that passed, a scheduled turn, and a turn that
    /// waited for a refresh that has come run; a turn told to wait runs at a later `turn()`
    /// once the clock reaches its time.
    public mutating func turn() {
        if policy.advance(to: now) { turnScheduled = true }
        if let due = waitingTurn, due <= now {
            waitingTurn = nil
            turnScheduled = true
        }
        while turnScheduled {
            turnScheduled = false
            switch policy.beginTurn(at: now) {
            case .scan:
                scan()
                if policy.endTurn() { turnScheduled = true }
            case .skip:
                if policy.endTurn() { turnScheduled = true }
            case .wait(let until):
                waitingTurn = until
            }
        }
    }

    /// A view the map was made of changed without any event: a button a timer enables, a
    /// container unhidden with no layout pass.
    public mutating func changeNothingReports() {
        hasUnreportedChange = true
    }

    /// A press that reaches `action` (a repeat of a held input when `isRepeat`).
    public mutating func press(_ action: GamepadAction, isRepeat: Bool = false) {
        switch policy.moveCheck(action, isRepeat: isRepeat, at: now, focusedViewIsGone: false) {
        case .useMap: break
        case .scan: scan()
        case .revalidate:
            revalidations += 1
            if hasUnreportedChange { scan() } else { policy.didRevalidate(at: now) }
        }
        guard policy.wake() else { return }
        policy.didPerform(action)
    }

    /// An input that reaches no action (an app binding, a stick on an excluded screen) but
    /// wakes the highlight.
    public mutating func wakingInput() {
        guard !policy.isHighlightAwake else { return }
        if policy.scansBeforeWaking() { scan() }
        _ = policy.wake()
    }

    /// A finger touches the screen.
    public mutating func touch() {
        _ = policy.touchBegan()
    }

    /// The most frames one ``scroll(seconds:hz:)`` replays (an hour at 120 Hz); longer or
    /// endless scrolls are cut there.
    public static let maximumScrollFrames = 432_000

    /// `seconds` of touch scrolling at `hz` frames a second, with a layout pass on every frame
    /// (a table laying out its cells), then a second for it to settle. A duration or rate that is
    /// not a positive number (NaN, negative, zero) replays no frame; at most
    /// ``maximumScrollFrames`` frames are replayed.
    public mutating func scroll(seconds: Double, hz: Double) {
        let frames = hz > 0 && hz.isFinite
            ? Int(saturating: (seconds * hz).rounded(), in: 0...Self.maximumScrollFrames) : 0
        for _ in 0..<frames {
            now += 1 / hz
            change(.scroll)
            change(.layout)
            turn()
        }
        now += 1
        turn()
    }

    /// `seconds` of a user flinging a SwiftUI list at `hz` frames a second: on every frame the
    /// list scrolls and lays out, and every `registrationEvery` frames a lazy row scrolls in
    /// (registers) and another leaves; then a second for it to settle. As in
    /// ``scroll(seconds:hz:)``, a duration or rate that is not a positive number replays no
    /// frame, and at most ``maximumScrollFrames`` frames are replayed.
    public mutating func flingSwiftUIList(seconds: Double, hz: Double, registrationEvery: Int = 4) {
        let frames = hz > 0 && hz.isFinite
            ? Int(saturating: (seconds * hz).rounded(), in: 0...Self.maximumScrollFrames) : 0
        for frame in 0..<frames {
            now += 1 / hz
            change(.scroll)
            change(.layout)
            if registrationEvery > 0, frame % registrationEvery == 0 {
                change(.contentChange)
                change(.contentChange)
            }
            turn()
        }
        now += 1
        turn()
    }

    private mutating func scan() {
        scans += 1
        hasUnreportedChange = false
        policy.didScan(isScreenExcluded: isScreenExcluded, at: now)
    }
}
