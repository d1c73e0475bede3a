/// Where a scroll view goes on `FocusCommand.pageScroll`: one visible height forward or back,
/// clamped so that the content never scrolls past its ends.
public enum PageScroll {
    /// The new vertical content offset.
    ///
    /// - Parameters:
    ///   - offset: the current `contentOffset.y`.
    ///   - visibleHeight: the scroll view's height minus its adjusted top and bottom insets.
    ///   - contentHeight: `contentSize.height`.
    ///   - insetTop, insetBottom: the adjusted content insets (the offset may go to `-insetTop`).
    ///   - overlap: how much of the previous page stays visible, for context (points).
    /// - Returns: `offset` unchanged when any input is not a finite number.
    public static func offset(current offset: Double, visibleHeight: Double, contentHeight: Double,
                              insetTop: Double = 0, insetBottom: Double = 0, overlap: Double = 0,
                              forward: Bool) -> Double {
        guard [offset, visibleHeight, contentHeight, insetTop, insetBottom, overlap].allSatisfy(\.isFinite),
              visibleHeight > 0 else { return offset }
        let page = max(visibleHeight - max(0, overlap), visibleHeight / 2)
        let lowest = -insetTop
        let highest = max(lowest, contentHeight + insetBottom - (visibleHeight + insetTop + insetBottom))
        let wanted = forward ? offset + page : offset - page
        return min(max(wanted, lowest), highest)
    }
}
