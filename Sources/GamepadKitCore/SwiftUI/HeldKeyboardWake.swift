/// The first keyboard key that waits for the SwiftUI views before the highlight wakes
/// (`SwiftUIListening.holdsKeyboardWake`): whether one waits, which wait is the current one, and
/// what its end does.
///
/// - A key press that wakes the sleeping highlight, in full mode, while no wait is under way,
///   holds when the views are not followed and a SwiftUI root is on the screen the key reaches.
/// - While it waits, the keyboard's actions are dropped (a controller's act).
/// - A touch, the last device leaving, the app going inactive or GamepadKit stopping abandon it:
///   its end wakes nothing.
/// - Its end wakes the highlight only for the current wait, in full mode, with a device left,
///   and when nothing else woke it meanwhile.
public struct HeldKeyboardWake: Hashable, Sendable {
    /// A wait is under way.
    public private(set) var isHeld = false
    /// The number of the latest wait; an abandoned wait's end carries an older one.
    public private(set) var generation = 0

    /// No wait yet.
    public init() {}

    /// True when a key event holds the wake.
    ///
    /// - Parameters:
    ///   - isFullMode: GamepadKit drives the screens (`enable()`), not only the 1.1 API's views.
    ///   - isWakingKeyPress: a keyboard key went down and wakes the highlight.
    ///   - isHighlightAwake: the highlight is awake already.
    ///   - isFollowing: the SwiftUI views are followed now (they are registered: no wait).
    ///   - isScreenExcluded: the last scan found the screen excluded (no wake to hold).
    ///   - hasSwiftUIRootOnScreen: a SwiftUI root is on the screen the key reaches; asked only when
    ///     everything else holds (it looks at views). The rule is
    ///     `SwiftUIListening.holdsKeyboardWake(isFollowing:hasSwiftUIRootOnScreen:isScreenExcluded:)`.
    public func holds(isFullMode: Bool, isWakingKeyPress: Bool, isHighlightAwake: Bool, isFollowing: Bool,
                      isScreenExcluded: Bool, hasSwiftUIRootOnScreen: () -> Bool) -> Bool {
        guard isFullMode, isWakingKeyPress, !isHeld, !isHighlightAwake else { return false }
        return SwiftUIListening.holdsKeyboardWake(isFollowing: isFollowing, hasSwiftUIRootOnScreen: hasSwiftUIRootOnScreen(),
                                                  isScreenExcluded: isScreenExcluded)
    }

    /// A wait starts: the number its end must bring back.
    public mutating func hold() -> Int {
        isHeld = true
        generation &+= 1
        return generation
    }

    /// A touch, the last device leaving or GamepadKit stopping: the wait under way, if any,
    /// wakes nothing when it ends.
    public mutating func abandon() {
        guard isHeld else { return }
        isHeld = false
        generation &+= 1
    }

    /// The wait numbered `generation` ended. True when the highlight wakes now.
    public mutating func finish(_ generation: Int, isFullMode: Bool, hasInputDevice: Bool, isHighlightAwake: Bool) -> Bool {
        guard generation == self.generation, isHeld else { return false }
        isHeld = false
        return isFullMode && hasInputDevice && !isHighlightAwake
    }

    /// True when an action is dropped: the keyboard's (`fromKeyboard`) while a wait is under way.
    public func drops(actionFromKeyboard fromKeyboard: Bool) -> Bool {
        isHeld && fromKeyboard
    }
}
