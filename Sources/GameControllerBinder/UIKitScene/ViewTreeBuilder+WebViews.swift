#if canImport(UIKit) && canImport(WebKit)
import UIKit
import WebKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

extension ViewTreeBuilder {
    /// A `WKWebView` is read as `WebContent.node(for:…)` builds it: its scroll view (the page's
    /// scrolling content, with the stops the page script listed at their content frames) and the
    /// elements fixed over it. UIKit's own views inside the web view are not walked: the page's
    /// elements are what a finger taps there. An excluded web view (the configuration's
    /// `excludedWebViews`, or `GamepadKit.setWebContentExcluded(_:for:)`) is a plain scroll view.
    ///
    /// - Returns: The children the web view's node closes with.
    func describeWebView(_ webView: WKWebView, node: inout ViewNode, excludedIdentifiers: Set<String>) -> [ViewNode] {
        let scrollView = webView.scrollView
        let geometry = WebViewGeometry(webView)
        let bridge = WebContentBridge.shared
        let excluded = WebContent.isExcluded(accessibilityIdentifier: webView.accessibilityIdentifier,
                                             excludedWebViews: excludedIdentifiers) || bridge.isExcluded(webView)
        let listing = excluded ? nil : bridge.listing(for: webView)
        if let listing, !geometry.fits(listing) {
            // Listed at another width (a rotation, a resize): placed as it is, and listed again.
            bridge.refresh(webView)
        }
        let built = WebContent.node(for: node.id, frame: node.frame, listing: listing, geometry: geometry)
        node.kind = built.kind
        node.clipsToBounds = built.clipsToBounds
        scrollViews.append(scrollView)

        // Elements of the scrolling content ride on the view that scrolls with it (the largest
        // subview of the scroll view: WebKit's content view); fixed ones on the web view.
        let content = scrollView.subviews.max { $0.bounds.width * $0.bounds.height < $1.bounds.width * $1.bounds.height } ?? scrollView
        let scrollID = WebContent.scrollViewID(forWebViewID: node.id)
        targets[scrollID] = .view(WeakRef(scrollView))
        idsByObject[ObjectIdentifier(scrollView)] = scrollID
        for child in built.children {
            register(child, webView: webView, rider: child.id == scrollID ? content : webView)
        }
        return built.children
    }

    /// Registers every web element under `node` as a target riding on `rider`.
    private func register(_ node: ViewNode, webView: WKWebView, rider: UIView) {
        if let key = WebContent.elementKey(fromCandidateID: node.id) {
            targets[node.id] = .webElement(webView: WeakRef(webView), key: key, rider: WeakRef(rider))
        }
        for child in node.children {
            register(child, webView: webView, rider: rider)
        }
    }
}
#endif
