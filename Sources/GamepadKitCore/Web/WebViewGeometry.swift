/// What the iOS layer reads from a `WKWebView` and its `scrollView`, and the conversion of the
/// page script's CSS rects into the web view.
///
/// A page's CSS pixel is `zoomScale` points of the scroll view's content: an element at CSS rect
/// `r` (viewport coordinates, as the script lists it) of a page scrolled to `s` lies in the
/// scroll view's content at `(r + s) × zoomScale`, and in the web view at that minus
/// `contentOffset`. In a right-to-left page the script's `scrollX` is 0 at the right end, so the
/// content's x is `r.x + scrollX + (document width − viewport width)`.
///
/// A fixed element does not scroll: it stays at `r × zoomScale` from the top-left corner of the
/// part of the web view the bars leave (`adjustedContentInset.left`, `.top`), where the page's
/// viewport is drawn. (While the user has pinch-zoomed past the page's own scale the viewport is
/// only approximated so.)
public struct WebViewGeometry: Hashable, Sendable {
    /// The web view's bounds size (points); its scroll view fills it.
    public var boundsSize: LayoutSize
    /// `scrollView.zoomScale`: points per CSS pixel.
    public var zoomScale: Double
    /// `scrollView.contentOffset`.
    public var contentOffset: LayoutPoint
    /// `scrollView.adjustedContentInset`.
    public var adjustedContentInset: LayoutInsets
    /// `scrollView.contentSize`.
    public var contentSize: LayoutSize
    /// `scrollView.isScrollEnabled`: when false, only what shows now is reachable.
    public var isScrollEnabled: Bool

    /// The geometry of a web view; `contentSize` defaults to the bounds.
    public init(boundsSize: LayoutSize, zoomScale: Double = 1, contentOffset: LayoutPoint = .zero,
                adjustedContentInset: LayoutInsets = .zero, contentSize: LayoutSize? = nil, isScrollEnabled: Bool = true) {
        self.boundsSize = boundsSize
        self.zoomScale = zoomScale
        self.contentOffset = contentOffset
        self.adjustedContentInset = adjustedContentInset
        self.contentSize = contentSize ?? boundsSize
        self.isScrollEnabled = isScrollEnabled
    }

    /// The geometry of a web view exactly the size of `listing`'s viewport at zoom 1, scrolled
    /// where the page is: what the tools lay a page out in (headless Chromium), where no
    /// `WKWebView` says more.
    public init(showing listing: WebPageListing) {
        self.init(boundsSize: listing.viewport, contentOffset: Self.viewportOrigin(in: listing),
                  contentSize: LayoutSize(width: max(listing.document.width, listing.viewport.width),
                                          height: max(listing.document.height, listing.viewport.height)))
    }

    /// True when every value is a finite number, sizes are not negative and the zoom is above 0
    /// (at most 1000). `WebContent` lists nothing in a web view whose geometry is not usable.
    public var isUsable: Bool {
        let numbers = [boundsSize.width, boundsSize.height, zoomScale, contentOffset.x, contentOffset.y,
                       adjustedContentInset.top, adjustedContentInset.left, adjustedContentInset.bottom, adjustedContentInset.right,
                       contentSize.width, contentSize.height]
        return numbers.allSatisfy(\.isFinite) && zoomScale > 0 && zoomScale <= 1000
            && boundsSize.width >= 0 && boundsSize.height >= 0 && contentSize.width >= 0 && contentSize.height >= 0
    }

    /// True when `listing` was taken at this web view's width: its viewport times the zoom lies
    /// between the width the insets leave and the bounds' width (2 pt and 2 % either way). False
    /// after a rotation or a resize the page has not been listed at yet: the iOS layer lists the
    /// page again before it trusts the frames (they are still placed, and a rescan follows).
    public func fits(_ listing: WebPageListing) -> Bool {
        guard isUsable else { return false }
        let shown = listing.viewport.width * zoomScale
        let narrowest = boundsSize.width - max(0, adjustedContentInset.left) - max(0, adjustedContentInset.right)
        let slack = 2 + 0.02 * boundsSize.width
        return shown >= narrowest - slack && shown <= boundsSize.width + slack
    }

    /// Where the page's viewport starts in the page (CSS px): `scrollX`, `scrollY`, with a
    /// right-to-left page's scroll origin at its right end.
    public static func viewportOrigin(in listing: WebPageListing) -> LayoutPoint {
        let x = listing.isRightToLeft
            ? listing.scroll.x + max(0, listing.document.width - listing.viewport.width)
            : listing.scroll.x
        return LayoutPoint(x: x, y: listing.scroll.y)
    }

    /// A viewport rect of `listing` (CSS px) in the scroll view's content (points).
    public func contentFrame(ofViewportRect rect: Rect, in listing: WebPageListing) -> Rect {
        let origin = Self.viewportOrigin(in: listing)
        return scaled(rect.offsetBy(dx: origin.x, dy: origin.y))
    }

    /// A viewport rect (CSS px) of something fixed, in the web view (points).
    public func fixedFrame(ofViewportRect rect: Rect) -> Rect {
        scaled(rect).offsetBy(dx: adjustedContentInset.left, dy: adjustedContentInset.top)
    }

    /// Where `element` of `listing` is in the web view now (points): its content frame less
    /// `contentOffset`, or its fixed frame.
    public func webViewFrame(of element: WebElement, in listing: WebPageListing) -> Rect {
        element.isFixed
            ? fixedFrame(ofViewportRect: element.rect)
            : contentFrame(ofViewportRect: element.rect, in: listing).offsetBy(dx: -contentOffset.x, dy: -contentOffset.y)
    }

    /// `rect` (CSS px) times the zoom.
    func scaled(_ rect: Rect) -> Rect {
        Rect(x: rect.minX * zoomScale, y: rect.minY * zoomScale, width: rect.width * zoomScale, height: rect.height * zoomScale)
    }
}
