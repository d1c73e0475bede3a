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
        /// Watches the web view's address: a new document sets the listing aside and is listed.
        var addressObservation: NSKeyValueObservation?
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
            var page = PageState(webView: webView)
            page.addressObservation = webView.observe(\.url, options: [.new]) { [weak self] webView, _ in
                runAsMainActor { self?.addressChanged(in: webView) }
            }
            pages[key] = page
            prepare(webView)
            if isActive { refresh(webView) } else { pages[key]?.isStale = true }
        }
        guard let listing = pages[key]?.listing else { return nil }
        // A listing of the document before a navigation never places this one's elements (while
        // typing in the page, it stays until the new listing comes: `addressChanged`).
        guard WebPageIdentity.describes(listedURL: listing.url, currentURL: webView.url?.absoluteString)
              || WebFieldTyping.shared.isTyping(in: webView) else {
            pages[key]?.listing = nil
            refresh(webView)
            return nil
        }
        return listing
    }

    /// The list held for `webView`, as it is: nothing is added, asked for or set aside (the
    /// place of a field being typed in, read as the keyboard moves).
    func heldListing(for webView: WKWebView) -> WebPageListing? {
        isExcluded(webView) ? nil : pages[ObjectIdentifier(webView)]?.listing
    }

    /// The web view shows another address: the old document's listing is set aside at once
    /// (its keys mean nothing in the new one) and the new document is listed when it answers.
    private func addressChanged(in webView: WKWebView) {
        let key = ObjectIdentifier(webView)
        guard let listing = pages[key]?.listing,
              !WebPageIdentity.describes(listedURL: listing.url, currentURL: webView.url?.absoluteString) else { return }
        // Typing in the page goes on (a search box's `pushState` on each key): its calls name
        // their document, so a new one is never typed into; the listing is refreshed, not dropped.
        if WebFieldTyping.shared.isTyping(in: webView) {
            if isActive { refresh(webView) }
            return
        }
        pages[key]?.listing = nil
        listingChanged()
        if isActive { refresh(webView) } else { pages[key]?.isStale = true }
    }

    /// The SDK woke (a controller or key press) or went to sleep (a touch, no controller or
    /// keyboard left, `disable()`). Waking lists every known page again (its observers were off,
    /// so a change meanwhile may have gone unreported); sleeping turns their observers off.
    func setActive(_ active: Bool) {
        guard active != isActive else { return }
        isActive = active
        forgetClosedPages()
        for (_, page) in pages {
            guard let webView = page.webView, !isExcluded(webView) else { continue }
            if active { refresh(webView) } else { evaluate(WebPageScript.setActiveCall(false), in: webView) }
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
        // A document loaded since starts asleep (`sleepingSource`): its observers go on first.
        evaluate(WebPageScript.setActiveCall(true), in: webView)
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
        switch result {
        case .success(let value):
            guard let text = value as? String else {
                apply(nil, toPage: key)
                return
            }
            // Decoding a big page's answer takes long (a 5,000-element page is megabytes of
            // JSON): it is decoded away from the main thread, and the page stays "listing" meanwhile.
            DispatchQueue.global(qos: .userInitiated).async {
                let listing = try? WebPageListing.decode(text)
                DispatchQueue.main.async {
                    runAsMainActor { WebContentBridge.shared.apply(listing, toPage: key) }
                }
            }
        case .failure:
            // The error can quote the page: it is not logged.
            Self.log.error("web content: a page did not answer its listing; it has no stops until it does")
            apply(nil, toPage: key)
        }
    }

    /// Keeps the page's new listing (nil: no answer it could read, or a page the script is not in
    /// yet, while it loads: the page has no stops until it answers, and the script is added
    /// again), rebuilds the map when it changed, and lists again when a change came meanwhile.
    private func apply(_ listing: WebPageListing?, toPage key: ObjectIdentifier) {
        guard let webView = pages[key]?.webView else { return }
        pages[key]?.isListing = false
        let before = pages[key]?.listing
        pages[key]?.listing = listing
        if listing == nil { evaluate(WebPageScript.source, in: webView) }
        // The same answer as before (a change the page reported that moved nothing): no rebuild.
        if listing != before { listingChanged() }
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
            controller.addUserScript(WKUserScript(source: Self.sleepingSource, injectionTime: .atDocumentStart,
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

    /// The script as every new document gets it: installed with its observers off, so nothing
    /// runs in a page until the SDK is awake and lists it (and never in an excluded web view that
    /// shares a content controller with another). WebKit offers no way to remove one user script.
    static var sleepingSource: String {
        WebPageScript.source + "\ntry { " + WebPageScript.setActiveCall(false) + "; } catch (ignored) {}\n"
    }

    private func forgetClosedPages() {
        pages = pages.filter { $0.value.webView != nil }
    }
}

extension WebViewGeometry {
    /// `webView`'s geometry now: its bounds, and its scroll view's zoom, offset, adjusted
    /// insets, content size and whether it scrolls.
    init(_ webView: WKWebView) {
        let scrollView = webView.scrollView
        self.init(boundsSize: LayoutSize(webView.bounds.size), zoomScale: Double(scrollView.zoomScale),
                  contentOffset: LayoutPoint(scrollView.contentOffset), adjustedContentInset: LayoutInsets(scrollView.adjustedContentInset),
                  contentSize: LayoutSize(scrollView.contentSize), isScrollEnabled: scrollView.isScrollEnabled)
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
