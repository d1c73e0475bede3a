extension PageTurn {
    /// True when a page view controller's scroll view is at rest, so a page turn may start:
    /// nothing tracks, drags or decelerates it, and its offset along the page axis sits on a whole
    /// page. `setViewControllers(_:direction:animated:completion:)` while the pager still moves (a
    /// swipe bouncing, the app's own timer turning a banner) is a known way to crash
    /// `UIPageViewController`, and a finger cannot start a second swipe mid-flight either.
    ///
    /// - Parameters:
    ///   - isTracking: the scroll view's `isTracking`.
    ///   - isDragging: its `isDragging`.
    ///   - isDecelerating: its `isDecelerating`.
    ///   - offset: its content offset along the page axis.
    ///   - pageLength: its bounds' length along that axis; a length of 0 or less, or one that is
    ///     not finite, is never at rest.
    ///
    /// Pages are counted from offset 0, as `NestedRevealScroll` turns them and as UIKit rests a
    /// page controller's scroll view. One origin only: with a second one (minus a content inset),
    /// an animated turn from the app's code would pass a point that counts as at rest mid-flight.
    public static func isAtRest(isTracking: Bool, isDragging: Bool, isDecelerating: Bool,
                                offset: Double, pageLength: Double) -> Bool {
        guard !isTracking, !isDragging, !isDecelerating, pageLength.isFinite, pageLength > 0, offset.isFinite else { return false }
        let intoPage = offset.truncatingRemainder(dividingBy: pageLength)
        return min(abs(intoPage), pageLength - abs(intoPage)) < 0.5
    }

    /// True when a page turn of a page view controller may start now.
    ///
    /// - Parameters:
    ///   - isPageCurl: its transition style is `.pageCurl`: there is no scroll view, and a turn
    ///     may start while none of its own gesture recognizers is under way (`curlGesturesIdle`:
    ///     each in the `.possible` state).
    ///   - pagerAtRest: for the scroll transition, `isAtRest` of its own scroll view; nil when
    ///     that scroll view was not found (the page's view not in it yet, or UIKit's view tree
    ///     built otherwise). Nothing proves the pager still then, so no turn starts.
    ///   - curlGesturesIdle: for a page curl, none of its gesture recognizers is under way.
    public static func mayStart(isPageCurl: Bool, pagerAtRest: Bool?, curlGesturesIdle: Bool) -> Bool {
        isPageCurl ? curlGesturesIdle : pagerAtRest ?? false
    }
}
