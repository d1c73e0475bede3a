/// L2/R2 in a web view: a page of the web view's scroll view.
///
/// The web view's scroll view is a `scroll` node (`WebContent.scrollViewID(forWebViewID:)`), so
/// the engine's `pageScroll` already names it and `PageScroll` computes the offset as for any
/// scroll view; this is that computation with a web view's geometry, keeping `overlap` points of
/// the previous page in view.
public enum WebScroll {
    /// The points of the previous page kept in view by a page scroll.
    public static let standardOverlap = 40.0

    /// The `contentOffset.y` a page down (`forward`) or up brings the web view to.
    public static func pageOffset(_ geometry: WebViewGeometry, forward: Bool, overlap: Double = standardOverlap) -> Double {
        let inset = geometry.adjustedContentInset
        return PageScroll.offset(current: geometry.contentOffset.y,
                                 visibleHeight: geometry.boundsSize.height - inset.top - inset.bottom,
                                 contentHeight: geometry.contentSize.height, insetTop: inset.top, insetBottom: inset.bottom,
                                 overlap: overlap, forward: forward)
    }
}
