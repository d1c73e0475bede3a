/// What B (or A on the back button) does to go back in a navigation stack, decided by
/// `ScreenResolver` from the bar's `NavigationBarState`: exactly what a tap on the shown back
/// button would do, and nothing when no back button is shown.
public enum BackNavigation: Hashable, Sendable {
    /// Pop the navigation controller `navigationID` by one controller.
    case pop(navigationID: String)
    /// Perform the top item's `backAction` of the navigation controller `navigationID` (the app
    /// replaced what its back button does).
    case backAction(navigationID: String)

    /// The navigation controller concerned.
    public var navigationID: String {
        switch self {
        case .pop(let id), .backAction(let id): id
        }
    }

    /// What going back does in a navigation controller `id` of `stackCount` controllers whose
    /// bar is `bar`; nil when its bar shows no back button (the root, a hidden bar, a hidden
    /// back button, or a left item that replaces it). A navigation controller without a known
    /// bar state behaves as one with a shown bar.
    public static func of(navigationID id: String, stackCount: Int, bar: NavigationBarState?) -> BackNavigation? {
        let bar = bar ?? NavigationBarState()
        guard bar.showsBackButton(stackCount: stackCount) else { return nil }
        return bar.hasBackAction ? .backAction(navigationID: id) : .pop(navigationID: id)
    }
}
