import Foundation

/// A web view as the engine sees it: one `ViewNode` whose inside is the page's stops, placed so
/// that `FocusScanner` scans the page like any scroll view and one map joins native and web.
///
/// The node the iOS layer puts in its tree in place of a `WKWebView` (and everything UIKit has
/// inside it):
///
/// ```text
/// <webViewID>                      view, the web view's frame, clips
/// ├─ <webViewID>/scroll            scroll: its bounds, contentOffset, adjustedContentInset, contentSize
/// │  ├─ <webViewID>/web:<key>      an element of the page's scrolling content, frame in the content
/// │  ├─ <webViewID>/web-scroller:<i>   scroll: a scrolling container (a carousel) and its elements
/// │  └─ <webViewID>/web-frame:<n>      view, clips: an iframe and its elements
/// └─ <webViewID>/web:<key>         a fixed element (a header, a banner's button), over the content
/// ```
///
/// So elements below the fold are candidates that need a scroll (the scanner's rule for scroll
/// views): a move to one emits `scrollToReveal` first. A fixed element never scrolls, and page
/// content under it needs a scroll. A carousel's hidden items need a scroll of their container;
/// an iframe shows its elements only inside its box. Which elements are stops, and their kinds,
/// are `WebElementRules`'; ids are `elementID(webViewID:key:)`, stable as long as the page keeps
/// the element. With no listing (not listed yet, the web view excluded, the SDK asleep) or an
/// unusable geometry the node is a plain scroll view with no stops.
public enum WebContent {
    /// The id of the web view's scroll view node: the iOS layer maps it to `webView.scrollView`,
    /// so that L2/R2 (`pageScroll`) and reveals scroll the page.
    public static func scrollViewID(forWebViewID webViewID: String) -> String {
        "\(webViewID)/scroll"
    }

    /// The candidate id of the element `key` of the web view `webViewID`.
    public static func elementID(webViewID: String, key: Int) -> String {
        "\(webViewID)/web:\(key)"
    }

    /// The element key in a candidate id made by `elementID(webViewID:key:)` (a `#2` suffix the
    /// scanner adds to a repeated id is ignored); nil for any other id.
    public static func elementKey(fromCandidateID id: String) -> Int? {
        guard let marker = id.range(of: "/web:", options: .backwards) else { return nil }
        var digits = id[marker.upperBound...]
        if let hash = digits.firstIndex(of: "#") { digits = digits[..<hash] }
        guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }) else { return nil }
        return Int(digits)
    }

    /// The web view id in a candidate id made by `elementID(webViewID:key:)`; nil for any other id.
    public static func webViewID(fromCandidateID id: String) -> String? {
        guard elementKey(fromCandidateID: id) != nil, let marker = id.range(of: "/web:", options: .backwards) else { return nil }
        return String(id[..<marker.lowerBound])
    }

    /// True when the web view with accessibility identifier `identifier` is one the app excludes
    /// (`GamepadKitConfiguration.excludedWebViews`): the iOS layer then passes no listing (and
    /// runs no script in it), so it is a plain scroll view.
    public static func isExcluded(accessibilityIdentifier identifier: String?, excludedWebViews: Set<String>) -> Bool {
        guard let identifier, !identifier.isEmpty else { return false }
        return excludedWebViews.contains(identifier)
    }

    /// Whether a web view shows on screen by its own flags and its ancestors': none of them
    /// hidden, each one's alpha above `FocusScanner.minimumVisibleAlpha` (as the scanner counts a
    /// view shown; NaN shows nothing). `chain` runs from the web view up to its window, each as
    /// (`isHidden`, `alpha`). B goes back in a web view's history only when it shows: a hidden web
    /// view is not what the user is looking at.
    public static func isShown(_ chain: some Sequence<(isHidden: Bool, alpha: Double)>) -> Bool {
        chain.allSatisfy { !$0.isHidden && $0.alpha > FocusScanner.minimumVisibleAlpha }
    }

    /// The node standing for a web view.
    ///
    /// - Parameters:
    ///   - webViewID: The web view's node id (as the iOS layer names any view).
    ///   - frame: The web view's frame in its parent's coordinates.
    ///   - listing: The page's last listing; nil when there is none (or the web view is excluded).
    ///   - geometry: What the web view's scroll view says now.
    ///   - rules: Which elements are stops.
    public static func node(for webViewID: String, frame: Rect, listing: WebPageListing?, geometry: WebViewGeometry,
                            rules: WebElementRules = WebElementRules()) -> ViewNode {
        let usable = geometry.isUsable
        let bounds = usable ? geometry.boundsSize : frame.size
        var scroll = ViewNode(id: scrollViewID(forWebViewID: webViewID), kind: .scroll, frame: Rect(origin: .zero, size: bounds),
                              contentOffset: usable ? geometry.contentOffset : .zero,
                              contentInset: usable ? geometry.adjustedContentInset : .zero,
                              isScrollEnabled: geometry.isScrollEnabled,
                              contentSize: usable ? geometry.contentSize : bounds)
        var fixed: [ViewNode] = []
        if usable, let listing {
            let layers = WebContentLayers(webViewID: webViewID, listing: listing, geometry: geometry, stops: rules.stops(in: listing))
            scroll.children = layers.page
            fixed = layers.fixed
        }
        return ViewNode(id: webViewID, kind: .view, frame: frame, children: [scroll] + fixed, clipsToBounds: true)
    }
}

/// The nodes of a page's stops, in the web view's two layers: its scrolling content and what is fixed over it.
struct WebContentLayers {
    /// Where a node goes.
    enum Parent: Hashable {
        case page, fixed, frame(Int), scroller(Int)
    }

    private(set) var page: [ViewNode] = []
    private(set) var fixed: [ViewNode] = []

    init(webViewID: String, listing: WebPageListing, geometry: WebViewGeometry, stops allStops: [(element: WebElement, kind: ViewKind)]) {
        // A scrolling container the listing does not have is the page (a listing made in code);
        // elements of a missing frame are no stops (`WebElementRules`).
        let stops = allStops.compactMap { stop -> (element: WebElement, kind: ViewKind)? in
            var element = stop.element
            guard element.frame == 0 || (element.frame > 0 && element.frame < listing.frames.count) else { return nil }
            if element.scroller >= listing.scrollers.count || element.scroller < 0 { element.scroller = -1 }
            return (element, stop.kind)
        }
        // Where each container goes: fixed when any of its stops is; a scroller in the iframe of its first stop.
        var scrollerFrame: [Int: Int] = [:]
        var fixedScrollers: Set<Int> = []
        var fixedFrames: Set<Int> = []
        for (element, _) in stops {
            if element.scroller >= 0 {
                if scrollerFrame[element.scroller] == nil { scrollerFrame[element.scroller] = element.frame }
                if element.isFixed { fixedScrollers.insert(element.scroller) }
            } else if element.frame > 0, element.isFixed {
                fixedFrames.insert(element.frame)
            }
        }
        for (scroller, frame) in scrollerFrame where frame > 0 && fixedScrollers.contains(scroller) {
            fixedFrames.insert(frame)
        }
        func parent(ofFrame frame: Int) -> Parent { fixedFrames.contains(frame) ? .fixed : .page }
        func parent(ofScroller scroller: Int) -> Parent {
            let frame = scrollerFrame[scroller] ?? 0
            if frame > 0 { return .frame(frame) }
            return fixedScrollers.contains(scroller) ? .fixed : .page
        }
        /// A viewport rect (CSS px) in `parent`'s coordinates (points).
        func place(_ rect: Rect, in parent: Parent) -> Rect {
            switch parent {
            case .page:
                return geometry.contentFrame(ofViewportRect: rect, in: listing)
            case .fixed:
                return geometry.fixedFrame(ofViewportRect: rect)
            case .frame(let index):
                let box = listing.frames[index].rect
                return geometry.scaled(rect.offsetBy(dx: -box.minX, dy: -box.minY))
            case .scroller(let index):
                let scroller = listing.scrollers[index]
                let offset = Self.scrollOffset(of: scroller, rightToLeft: listing.isRightToLeft)
                return geometry.scaled(rect.offsetBy(dx: offset.x - scroller.rect.minX, dy: offset.y - scroller.rect.minY))
            }
        }

        var children: [Parent: [ViewNode]] = [:]
        for (element, kind) in stops {
            let parent: Parent = element.scroller >= 0 ? .scroller(element.scroller)
                : element.frame > 0 ? .frame(element.frame)
                : element.isFixed ? .fixed : .page
            let node = ViewNode(id: WebContent.elementID(webViewID: webViewID, key: element.key), kind: kind,
                                frame: place(element.rect, in: parent), label: element.label.isEmpty ? nil : element.label)
            children[parent, default: []].append(node)
        }
        // Scrollers (after their elements are known), then frames, each into its own parent.
        for scroller in scrollerFrame.keys.sorted() {
            let facts = listing.scrollers[scroller]
            let offset = Self.scrollOffset(of: facts, rightToLeft: listing.isRightToLeft)
            let zoom = geometry.zoomScale
            let holder = parent(ofScroller: scroller)
            let node = ViewNode(id: "\(webViewID)/web-scroller:\(scroller)", kind: .scroll, frame: place(facts.rect, in: holder),
                                children: children[.scroller(scroller)] ?? [],
                                contentOffset: LayoutPoint(x: offset.x * zoom, y: offset.y * zoom),
                                isScrollEnabled: facts.scrollsHorizontally || facts.scrollsVertically,
                                contentSize: LayoutSize(width: facts.content.width * zoom, height: facts.content.height * zoom))
            children[holder, default: []].append(node)
        }
        let frames = Set(stops.map(\.element.frame)).union(scrollerFrame.values).filter { $0 > 0 }
        for frame in frames.sorted() {
            let holder = parent(ofFrame: frame)
            let node = ViewNode(id: "\(webViewID)/web-frame:\(frame)", kind: .view, frame: place(listing.frames[frame].rect, in: holder),
                                children: children[.frame(frame)] ?? [], clipsToBounds: true)
            children[holder, default: []].append(node)
        }
        page = children[.page] ?? []
        fixed = children[.fixed] ?? []
    }

    /// A scrolling container's scroll position from its content's left edge (CSS px): in a
    /// right-to-left page `scrollLeft` counts from the right end.
    static func scrollOffset(of scroller: WebScroller, rightToLeft: Bool) -> LayoutPoint {
        guard rightToLeft else { return scroller.scroll }
        return LayoutPoint(x: scroller.scroll.x + max(0, scroller.content.width - scroller.rect.width), y: scroller.scroll.y)
    }
}
