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

    /// A web view on screen, for `webViewToGoBack(focusedCandidateID:webViews:appShowsBackButton:)`.
    public struct WebViewHistory: Hashable, Sendable {
        /// The web view's node id (`WebContent.node(for:frame:listing:geometry:rules:)`).
        public var webViewID: String
        /// `canGoBack`.
        public var canGoBack: Bool
        /// It is listed: on screen, not excluded, the SDK awake.
        public var isListed: Bool

        /// A web view with these facts.
        public init(webViewID: String, canGoBack: Bool, isListed: Bool = true) {
            self.webViewID = webViewID
            self.canGoBack = canGoBack
            self.isListed = isListed
        }
    }

    /// The web view B goes back in, or nil when B does what it does without web views: the web
    /// view of the focused element when it is a web element's (`WebContent.webViewID(fromCandidateID:)`),
    /// else the only listed web view on screen; in either case only where it can go back and the
    /// app shows no back button of its own. With several web views and focus on none of them, B
    /// goes back in none (which one the user means is not known).
    public static func webViewToGoBack(focusedCandidateID: String?, webViews: [WebViewHistory], appShowsBackButton: Bool) -> String? {
        let listed = webViews.filter(\.isListed)
        let chosen: WebViewHistory?
        if let focusedWebView = focusedCandidateID.flatMap(WebContent.webViewID(fromCandidateID:)) {
            chosen = listed.first { $0.webViewID == focusedWebView }
        } else {
            chosen = listed.count == 1 ? listed[0] : nil
        }
        guard let chosen, decide(webViewCanGoBack: chosen.canGoBack, appShowsBackButton: appShowsBackButton) == .historyBack else {
            return nil
        }
        return chosen.webViewID
    }
}
