/// What B does on a screen that shows a web view.
///
/// B goes back in the web view's history when the page can go back (`WKWebView.canGoBack`) and
/// the app shows no back button of its own (`BackNavigation.of(navigationID:stackCount:bar:)` is
/// nil: the root of a navigation stack, a sheet, a screen without a bar). Otherwise B does what
/// it does on any screen: the app's own back button wins, so a web page inside a pushed screen
/// pops the screen, as a tap on that button would. An excluded web view, or one not on screen,
/// has no history for B.
public enum WebBackDecision: Hashable, Sendable {
    /// Go back in the web view's history (`goBack()`).
    case historyBack
    /// Do what B does without the web view (pop, dismiss, nothing).
    case appBack

    /// Decides B.
    ///
    /// - Parameters:
    ///   - webViewCanGoBack: `canGoBack` of the screen's web view.
    ///   - appShowsBackButton: the app shows a back button of its own (a navigation bar's back
    ///     button or an item replacing it).
    ///   - webViewIsListed: the web view is on screen and not excluded.
    public static func decide(webViewCanGoBack: Bool, appShowsBackButton: Bool, webViewIsListed: Bool = true) -> WebBackDecision {
        webViewCanGoBack && !appShowsBackButton && webViewIsListed ? .historyBack : .appBack
    }
}
