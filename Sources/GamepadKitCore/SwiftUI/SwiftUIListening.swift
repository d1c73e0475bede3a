/// When GamepadKit follows the app's SwiftUI views: while it follows them, each registered view
/// measures itself and reports its frame whenever it moves (every frame of a scroll or an
/// animation); while it does not, no view measures or reports anything.
///
/// - A game controller connected: followed, so that the map is ready for the first press.
/// - Only a hardware keyboard (most iPads with a keyboard cover, used for typing): followed only
///   once a key of the keyboard has woken the highlight since the keyboard connected — the
///   person navigates with it. Until then typing and scrolling cost no report. From then on the
///   views are followed until the last keyboard leaves or GamepadKit stops, a touch included
///   (the highlight keeps its place for the next arrow key).
/// - A capture that waits for the views (`SwiftUICaptureWait`) follows them while it runs.
public struct SwiftUIListening: Hashable, Sendable {
    /// A key of a connected keyboard woke the highlight (or acted while it was awake).
    public private(set) var keyboardNavigated = false

    /// Nothing navigated yet.
    public init() {}

    /// A keyboard key reached GamepadKit and the highlight is awake after it.
    public mutating func keyboardDidNavigate() {
        keyboardNavigated = true
    }

    /// No keyboard is connected any more, or GamepadKit stopped: a keyboard connected later
    /// starts unfollowed again.
    public mutating func keyboardsLeft() {
        keyboardNavigated = false
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
}
