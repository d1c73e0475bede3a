/// Whether a page's listing still describes the document a web view shows.
///
/// The page script numbers elements per document (`WebPageListing`'s keys start again in every
/// page), so a listing taken of one document must never place or press elements of the next: after
/// a navigation, a reload or a back/forward restore, the old listing is set aside until the new
/// document answers. A change of the fragment alone (`#section`) keeps the document and its keys.
public enum WebPageIdentity {
    /// True when a listing taken at `listedURL` (the script's `location.href`) describes the page
    /// the web view shows at `currentURL` (`WKWebView.url`). Both are compared without their
    /// fragments. An unknown current URL (nothing loaded, or WebKit not telling) keeps the listing.
    public static func describes(listedURL: String, currentURL: String?) -> Bool {
        guard let currentURL, !currentURL.isEmpty else { return true }
        return withoutFragment(listedURL) == withoutFragment(currentURL)
    }

    /// `url` without its fragment (`#…`).
    static func withoutFragment(_ url: String) -> Substring {
        url.firstIndex(of: "#").map { url[..<$0] } ?? url[...]
    }
}
