/// What a tap on a navigation bar's back button runs, step by step, so that B (and A on the
/// back button) goes back the same way and the app's guard decides.
///
/// A tap asks the bar's delegate `navigationBar(_:shouldPop:)` before the stack pops: a
/// navigation controller subclass (or category) that implements it, the usual "discard your
/// changes?" check, may refuse, or may pop itself and answer false. `popViewController` alone
/// never asks (the delegate sees a programmatic pop). So:
/// 1. With an app-written `navigationBar(_:shouldPop:)` on the bar's delegate, ask it first
///    (`firstStep`); UIKit's own implementation is never called directly.
/// 2. Its answer decides (`afterAskingBarDelegate`): false stops (refused, or the app popped
///    itself); true pops, unless the stack already moved (the app popped inside its answer).
/// 3. An item whose `backAction` the app set performs it instead of a pop (iOS 16): the app
///    replaced the whole back path, so the delegate is not asked first.
public enum BackButtonTap: Hashable, Sendable {
    /// Call the bar delegate's `navigationBar(_:shouldPop:)` with the top item.
    case askBarDelegate
    /// Go back as `BackNavigation` says (pop, or the item's `backAction`).
    case goBack(BackNavigation)
    /// Nothing more: the app refused, or already went back.
    case stop

    /// The first step of going back with `back`; `barDelegateHasAppGuard` is true when the bar's
    /// delegate implements `navigationBar(_:shouldPop:)` in the app's code.
    public static func firstStep(for back: BackNavigation, barDelegateHasAppGuard: Bool) -> BackButtonTap {
        if case .backAction = back { return .goBack(back) }
        return barDelegateHasAppGuard ? .askBarDelegate : .goBack(back)
    }

    /// The step after the bar's delegate answered `allows`; `topChanged` is true when the top
    /// controller of the stack is no longer the one that was on top before asking.
    public static func afterAskingBarDelegate(_ back: BackNavigation, allows: Bool, topChanged: Bool) -> BackButtonTap {
        guard allows, !topChanged else { return .stop }
        return .goBack(back)
    }
}
