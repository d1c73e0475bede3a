/// When GamepadKit follows the app's SwiftUI views: while it follows them, each registered view
/// measures itself and reports its frame whenever it moves (every frame of a scroll or an
/// animation); while it does not, no view measures or reports anything.
///
/// - A game controller connected: followed, so that the map is ready for the first press.
/// - Only a hardware keyboard (most iPads with a keyboard cover, used for typing): followed once
///   the highlight is awake with the keyboard connected — its keys navigate — and for
///   ``keyboardSleepGrace`` after the highlight went to sleep (a touch), so that a person who
///   alternates finds the map ready. A keyboard only typed on, or a highlight asleep for longer,
///   costs no report. A controller leaving while the highlight is awake leaves the keyboard
///   followed.
/// - The first key that wakes the highlight while the views are not followed, on a screen that
///   shows SwiftUI roots, starts following and holds the wake until the views registered
///   (``holdsKeyboardWake(isFollowing:hasSwiftUIRootOnScreen:isScreenExcluded:)``, `SwiftUICaptureWait`): the
///   highlight then shows on the screen with its SwiftUI stops, where the screen's default focus
///   is, and the key is not performed on a map without them.
/// - A capture that waits for the views (`SwiftUICaptureWait`) follows them while it runs.
public struct SwiftUIListening: Hashable, Sendable {
    /// How long a keyboard stays followed while the highlight sleeps, in seconds.
    public static let keyboardSleepGrace = 5.0

    /// A connected keyboard navigates: the highlight was awake with it, and has not slept for
    /// longer than ``keyboardSleepGrace`` since.
    public private(set) var keyboardNavigated = false
    /// When the highlight went to sleep while a navigating keyboard was connected.
    public private(set) var asleepSince: Double?

    /// Nothing navigated yet.
    public init() {}

    /// The devices or the highlight changed (or a scan ran) at `now`.
    public mutating func note(hasKeyboard: Bool, isHighlightAwake: Bool, at now: Double) {
        guard hasKeyboard else {
            keyboardNavigated = false
            asleepSince = nil
            return
        }
        if isHighlightAwake {
            keyboardNavigated = true
            asleepSince = nil
        } else if keyboardNavigated, asleepSince == nil {
            asleepSince = now.isFinite ? now : 0
        }
    }

    /// A keyboard key woke the highlight while the views were not followed: they are followed
    /// from now on (the wake waits for them).
    public mutating func keyboardWillNavigate() {
        keyboardNavigated = true
        asleepSince = nil
    }

    /// While a scroll is under way when the grace ends, the views are let go only
    /// ``scrollRetryInterval`` later (letting go re-renders every root: not inside a finger's
    /// scroll).
    public static let scrollRetryInterval = 1.0

    /// Time passed: a keyboard whose highlight slept longer than ``keyboardSleepGrace`` is no
    /// longer followed, unless a scroll is under way (`isScrolling`: checked again
    /// ``scrollRetryInterval`` later). True when the keyboard stopped being followed.
    public mutating func advance(to now: Double, isScrolling: Bool = false) -> Bool {
        guard let deadline = nextDeadline, now >= deadline else { return false }
        if isScrolling {
            asleepSince = now - Self.keyboardSleepGrace + Self.scrollRetryInterval
            return false
        }
        keyboardNavigated = false
        asleepSince = nil
        return true
    }

    /// When ``advance(to:isScrolling:)`` must be called next, or nil.
    public var nextDeadline: Double? {
        keyboardNavigated ? asleepSince.map { $0 + Self.keyboardSleepGrace } : nil
    }

    /// GamepadKit stops: a keyboard navigates again only once the highlight wakes with it.
    public mutating func reset() {
        self = SwiftUIListening()
    }

    /// True when the views are followed now.
    ///
    /// - Parameters:
    ///   - isRunning: GamepadKit runs (any mode but off).
    ///   - hasGamepad: a game controller (not a keyboard) is connected.
    ///   - hasKeyboard: a hardware keyboard is connected.
    ///   - capturesUnderWay: captures waiting for the views are running.
    public func follows(isRunning: Bool, hasGamepad: Bool, hasKeyboard: Bool, capturesUnderWay: Int) -> Bool {
        if capturesUnderWay > 0 { return true }
        guard isRunning else { return false }
        return hasGamepad || (hasKeyboard && keyboardNavigated)
    }

    /// True when a keyboard key that wakes the highlight must wait for the SwiftUI views: they
    /// are not followed now and the key window's scene shows a SwiftUI root, whose views register
    /// only in the frames after following starts. A screen the last scan found excluded wakes
    /// nothing, so it holds nothing either.
    /// `hasSwiftUIRootOnScreen` is asked last, only when the rest holds (it looks at views).
    public static func holdsKeyboardWake(isFollowing: Bool, hasSwiftUIRootOnScreen: @autoclosure () -> Bool,
                                         isScreenExcluded: Bool = false) -> Bool {
        !isFollowing && !isScreenExcluded && hasSwiftUIRootOnScreen()
    }
}
