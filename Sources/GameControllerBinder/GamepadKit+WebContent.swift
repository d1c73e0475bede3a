#if canImport(UIKit) && canImport(WebKit)
import UIKit
import WebKit

extension GamepadKit {
    /// Leaves the page of `webView` alone (`excluded` true) or navigates it again (false).
    ///
    /// By default every `WKWebView` on screen gets GamepadKit's page script (in a content world
    /// of its own, invisible to the page's scripts) and its links, buttons and fields are focus
    /// stops among the native ones. An excluded web view is one plain scroll view: no script runs
    /// in it and nothing inside it is a stop; L2 and R2 still scroll it. The configuration's
    /// `excludedWebViews` key does the same by accessibility identifier, without code.
    public static func setWebContentExcluded(_ excluded: Bool, for webView: WKWebView) {
        let webView = UncheckedBox(webView)
        MainThreadCheck.perform("GamepadKit.setWebContentExcluded(_:for:)") {
            WebContentBridge.shared.setExcluded(excluded, for: webView.value)
        }
    }
}
#endif
