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
    public static func isAtRest(isTracking: Bool, isDragging: Bool, isDecelerating: Bool,
                                offset: Double, pageLength: Double) -> Bool {
        guard !isTracking, !isDragging, !isDecelerating,
              pageLength.isFinite, pageLength > 0, offset.isFinite else { return false }
        let intoPage = offset.truncatingRemainder(dividingBy: pageLength)
        return min(abs(intoPage), pageLength - abs(intoPage)) < 0.5
    }
}
