#if canImport(UIKit) && canImport(WebKit)
import UIKit
import WebKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The SDK's side of every `WKWebView` a scan meets: it adds the page script
/// (`WebPageScript.source`) in a content world of its own, so the page's scripts can neither see
/// nor break it, keeps the last list of what a finger could tap in each page, and asks the page
/// for a new list when the script reports a change. The scan reads the list it holds (a scan is
/// synchronous, a page answers asynchronously); every decision about the list is core's
/// (`WebContent`, `WebElementRules`, `WebPress`).
///
/// Public WebKit API only: `WKUserScript(source:injectionTime:forMainFrameOnly:in:)`,
/// `WKUserContentController.add(_:contentWorld:name:)`, and
/// `evaluateJavaScript(_:in:in:completionHandler:)`, all iOS 14 and later.
@MainActor
final class WebContentBridge {
    static let shared = WebContentBridge()
    private static let log = DiagnosticLog(category: "web")

    /// The content world the script runs in: one for the whole app, named after the SDK.
    static var world: WKContentWorld { WKContentWorld.world(name: "GamepadKit") }

    /// What is known of one web view's page.
    private struct PageState {
        weak var webView: WKWebView?
        /// The last list the page gave, nil until it answered (or after it navigated away).
        var listing: WebPageListing?
        /// A list was asked for and has not come back.
        var isListing = false
        /// A change was reported while a list was on its way, or while the SDK slept.
        var isStale = false
    }

    private var pages: [ObjectIdentifier: PageState] = [:]
    /// The content controllers the script and the message handler were added to (several web
    /// views may share one; adding a handler name twice raises an Objective-C exception).
    private let preparedControllers = NSHashTable<WKUserContentController>.weakObjects()
    /// Web views the app asked to leave alone (`GamepadKit.setWebContentExcluded(_:for:)`).
    private let excludedViews = NSHashTable<WKWebView>.weakObjects()
    /// False while the highlight sleeps: nothing is listed, and the pages' observers are off.
    private(set) var isActive = false
    private lazy var messageHandler = WebMessageHandler(bridge: self)

    /// True when the app excluded `webView`'s content.
    func isExcluded(_ webView: WKWebView) -> Bool {
        excludedViews.contains(webView)
    }

    /// Excludes (or includes again) `webView`'s content: an excluded page is never listed and
    /// its script's observers are turned off.
    func setExcluded(_ excluded: Bool, for webView: WKWebView) {
        if excluded {
            excludedViews.add(webView)
            pages[ObjectIdentifier(webView)]?.listing = nil
            evaluate(WebPageScript.setActiveCall(false), in: webView)
        } else {
            excludedViews.remove(webView)
            if isActive { refresh(webView) }
        }
        listingChanged()
    }

    /// The list to scan `webView` with, or nil (not listed yet, excluded, asleep). The first
    /// time a web view is met, the script is added and a list is asked for; the rebuild that
    /// follows its answer places the page's elements.
    func listing(for webView: WKWebView) -> WebPageListing? {
        guard !isExcluded(webView) else { return nil }
        forgetClosedPages()
        let key = ObjectIdentifier(webView)
        if pages[key] == nil {
            pages[key] = PageState(webView: webView)
            prepare(webView)
            if isActive { refresh(webView) } else { pages[key]?.isStale = true }
        }
        return pages[key]?.listing
    }

    /// The SDK woke (a controller or key press) or went to sleep. Waking turns every known
    /// page's observers on and lists the pages that changed meanwhile; sleeping turns them off.
    func setActive(_ active: Bool) {
        guard active != isActive else { return }
        isActive = active
        forgetClosedPages()
        for (_, page) in pages {
            guard let webView = page.webView, !isExcluded(webView) else { continue }
            evaluate(WebPageScript.setActiveCall(active), in: webView)
            if active, page.isStale || page.listing == nil { refresh(webView) }
        }
    }

    /// The page of `webView` reported a change (the script's throttled message).
    func pageChanged(in webView: WKWebView) {
        let key = ObjectIdentifier(webView)
        guard pages[key] != nil, !isExcluded(webView) else { return }
        guard isActive else {
            pages[key]?.isStale = true
            return
        }
        refresh(webView)
    }

    /// Asks the page for a new list; the answer replaces the one held and rebuilds the map. A
    /// change reported while a list is on its way asks again once it arrives.
    func refresh(_ webView: WKWebView) {
        let key = ObjectIdentifier(webView)
        guard isActive, !isExcluded(webView) else { return }
        if pages[key]?.isListing == true {
            pages[key]?.isStale = true
            return
        }
        pages[key]?.isListing = true
        pages[key]?.isStale = false
        webView.evaluateJavaScript(WebPageScript.listCall, in: nil, in: Self.world) { [weak self, weak webView] result in
            runAsMainActor {
                guard let self, let webView else { return }
                self.received(result, from: webView)
            }
        }
    }

    private func received(_ result: Result<Any, any Error>, from webView: WKWebView) {
        let key = ObjectIdentifier(webView)
        guard pages[key] != nil else { return }
        pages[key]?.isListing = false
        switch result {
        case .success(let value):
            if let text = value as? String, let listing = try? WebPageListing.decode(text) {
                pages[key]?.listing = listing
            } else {
                // A page the script is not in yet (a load in progress), or an answer it cannot
                // read: the page has no stops until it answers, and the script is added again.
                pages[key]?.listing = nil
                evaluate(WebPageScript.source, in: webView)
            }
        case .failure:
            // The error can quote the page: it is not logged.
            Self.log.error("web content: a page did not answer its listing; it has no stops until it does")
            pages[key]?.listing = nil
            evaluate(WebPageScript.source, in: webView)
        }
        listingChanged()
        if pages[key]?.isStale == true { refresh(webView) }
    }

    /// Runs `call` in the SDK's content world of `webView`'s main frame, ignoring its answer.
    func evaluate(_ call: String, in webView: WKWebView, answer: ((String?) -> Void)? = nil) {
        webView.evaluateJavaScript(call, in: nil, in: Self.world) { result in
            runAsMainActor {
                guard let answer else { return }
                if case .success(let value) = result { answer(value as? String) } else { answer(nil) }
            }
        }
    }

    /// Adds the script (for the pages the web view loads from now on, and to the one it shows)
    /// and the message handler, once per content controller.
    private func prepare(_ webView: WKWebView) {
        let controller = webView.configuration.userContentController
        if !preparedControllers.contains(controller) {
            preparedControllers.add(controller)
            controller.addUserScript(WKUserScript(source: WebPageScript.source, injectionTime: .atDocumentStart,
                                                  forMainFrameOnly: true, in: Self.world))
            controller.removeScriptMessageHandler(forName: WebPageScript.messageHandlerName, contentWorld: Self.world)
            controller.add(messageHandler, contentWorld: Self.world, name: WebPageScript.messageHandlerName)
        }
        evaluate(WebPageScript.source, in: webView)
        if !isActive { evaluate(WebPageScript.setActiveCall(false), in: webView) }
    }

    /// A page's list changed: the map is rebuilt as after a layout (coalesced, at most once per
    /// screen refresh; only marked out of date while the highlight sleeps).
    private func listingChanged() {
        GamepadRuntime.shared.invalidate(.layout)
    }

    private func forgetClosedPages() {
        pages = pages.filter { $0.value.webView != nil }
    }
}

/// Receives the script's change messages. The content controller keeps its handler strongly, so
/// this one holds the bridge weakly (no cycle through the app's web views).
@MainActor
private final class WebMessageHandler: NSObject, WKScriptMessageHandler {
    private weak var bridge: WebContentBridge?

    init(bridge: WebContentBridge) {
        self.bridge = bridge
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        guard let webView = message.webView else { return }
        bridge?.pageChanged(in: webView)
    }
}
#endif
