/// How the iOS layer brings a web element into view when the engine asks
/// (`FocusCommand.scrollToReveal(id:)` for a candidate that `needsScroll`).
///
/// An element of the page's own scrolling content lies in the web view's scroll view
/// (`WebContent.scrollViewID(forWebViewID:)`): it is revealed as any scroll view's content is,
/// natively, by the least scroll that shows its frame between the adjusted insets
/// (`NestedRevealScroll`), which knows the bars over the page as the page does not. An element in
/// a scrolling container of the page (a carousel) or in an iframe first needs the page to
/// scroll that container (`element.scrollIntoView({block: "nearest", inline: "nearest"})` in
/// the SDK's content world), after which the map is stale and the next scan places it anew.
public enum WebReveal: Hashable, Sendable {
    /// Scroll the web view's scroll view to show the candidate's frame, as for any scroll view.
    case scrollView
    /// Ask the page to scroll the element `key` into view (its containers, then the page).
    case inPage(key: Int)

    /// The reveal for the web candidate `candidateID` whose `FocusCandidate.scrollContainerID` is
    /// `scrollContainerID`; nil when `candidateID` is not a web element's.
    public static func of(candidateID: String, scrollContainerID: String?) -> WebReveal? {
        guard let key = WebContent.elementKey(fromCandidateID: candidateID),
              let webViewID = WebContent.webViewID(fromCandidateID: candidateID) else { return nil }
        return scrollContainerID == WebContent.scrollViewID(forWebViewID: webViewID) ? .scrollView : .inPage(key: key)
    }
}
