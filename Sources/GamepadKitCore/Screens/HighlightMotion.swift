/// What the highlight overlay does for one `FocusCommand`: appear, glide, hide or shake.
///
/// Only the focus commands move the highlight, and it glides only for moves the user made:
/// a focus that follows a rebuild (the element scrolled, the layout changed) jumps, so that the
/// ring never trails behind a scrolling list frame after frame. Everything else the engine asks for (activate,
/// adjust, scroll, dismiss, tabs) leaves it where it is; the next rebuild's `.focus` moves it if
/// the element moved.
public enum HighlightMotion: Hashable, Sendable {
    /// Show the ring at `frame` at once (the first focus, or after a hide).
    case appear(frame: Rect, cornerRadius: Double)
    /// Glide from where it is to `frame` over `duration` seconds.
    case glide(frame: Rect, cornerRadius: Double, duration: Double)
    /// Take the ring away.
    case hide
    /// A small shake towards `direction` and back: nowhere to go.
    case shake(MoveDirection, distance: Double, duration: Double)

    /// The motion for `command`, or nil when the command leaves the highlight alone.
    ///
    /// - Parameters:
    ///   - command: the focus engine's command the highlight answers.
    ///   - isVisible: the ring is on screen now (a `.focus` while hidden appears instead of gliding).
    ///   - placement: where the ring goes around the element: `HighlightPlacement.around(…)`,
    ///     computed by the caller from the style; nil when there is nothing sensible to draw.
    ///   - animationDuration: the glide's length in seconds (`HighlightStyle.animationDuration`).
    ///   - isUserMove: the command answers the user's input (false: it follows a rebuild).
    ///   - bumpDistance: how far a `.bump` nudges the ring (`HighlightStyle.bumpDistance`); the
    ///     shake is still emitted at 0, so a haptic tap can answer it without a nudge.
    public static func motion(for command: FocusCommand, isVisible: Bool, placement: (Rect, Double)?,
                              animationDuration: Double, isUserMove: Bool = true,
                              bumpDistance: Double = HighlightStyle.standard.bumpDistance) -> HighlightMotion? {
        let duration = animationDuration.isFinite ? max(0, animationDuration) : 0
        switch command {
        case .focus(_, _, let animated):
            guard let (frame, radius) = placement else { return .hide }
            if animated, isUserMove, isVisible, duration > 0 {
                return .glide(frame: frame, cornerRadius: radius, duration: duration)
            }
            return .appear(frame: frame, cornerRadius: radius)
        case .clearFocus:
            return isVisible ? .hide : nil
        case .bump(let direction):
            let nudge = HighlightNudge(direction: direction, distance: bumpDistance)
            return isVisible ? .shake(direction, distance: nudge.distance, duration: nudge.duration) : nil
        case .activate, .beginAdjusting, .endAdjusting, .adjust, .beginTextEntry, .endTextEntry,
             .scrollToRow, .scrollToReveal, .selectRow, .dismiss, .pop, .switchTab, .pageScroll,
             .turnPage, .closeMenu, .turnWheel, .chooseWheel:
            return nil
        }
    }
}
