/// How a controller is presented, as `UIModalPresentationStyle` after adaptation (the style the
/// user actually sees: a popover shown as a sheet on a phone is a sheet).
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    /// `.automatic`, which UIKit shows as a page sheet for ordinary controllers.
    case automatic
    /// A card sheet (`.pageSheet`).
    case pageSheet
    /// A centred card (`.formSheet`).
    case formSheet
    /// A popover (`.popover`).
    case popover
    /// Covers the screen (`.fullScreen`).
    case fullScreen
    /// Covers the screen, the presenter staying underneath (`.overFullScreen`).
    case overFullScreen
    /// Covers the presenting context (`.currentContext`).
    case currentContext
    /// Covers the presenting context, which stays underneath (`.overCurrentContext`).
    case overCurrentContext
    /// The app's own presentation controller (`.custom`).
    case custom

    /// True when the user can dismiss a presentation of this style by a gesture of their own:
    /// a sheet by swiping it down, a popover by tapping outside it. Full-screen and
    /// current-context presentations have no such gesture (a login, paywall or onboarding that
    /// the app only lets go through its own buttons), and an app's custom presentation is
    /// assumed to have none, since GamepadKit cannot know what its gesture would be.
    public var isDismissibleByGesture: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet, .popover:
            return true
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom:
            return false
        }
    }
}
