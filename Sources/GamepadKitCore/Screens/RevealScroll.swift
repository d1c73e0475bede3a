/// Where a scroll view goes on `FocusCommand.scrollToReveal`: the least scroll that shows an
/// element whole between the scroll view's adjusted insets (the parts under bars), its start
/// edge first when it does not fit, never past the ends of the content. The scanner predicts
/// the same place (`FocusCandidate.revealedFrame`), so the highlight lands where the element does.
public enum RevealScroll {
    /// The new content offset along one axis.
    ///
    /// - Parameters:
    ///   - current: the current content offset along the axis.
    ///   - start: the element's leading edge along the axis, in the scroll view's content coordinates.
    ///   - end: the element's trailing edge along the axis, in the same coordinates.
    ///   - length: the scroll view's bounds length along the axis.
    ///   - insetBefore: the adjusted content inset at the start of the axis.
    ///   - insetAfter: the adjusted content inset at the end of the axis.
    ///   - contentLength: the content size along the axis.
    /// - Returns: `current` unchanged when any input is not a finite number.
    public static func offset(current: Double, start: Double, end: Double, length: Double,
                              insetBefore: Double = 0, insetAfter: Double = 0, contentLength: Double) -> Double {
        guard [current, start, end, length, insetBefore, insetAfter, contentLength].allSatisfy(\.isFinite) else { return current }
        let visibleStart = current + insetBefore
        let visibleEnd = current + length - insetAfter
        var wanted = current
        if start < visibleStart || end - start > visibleEnd - visibleStart {
            wanted = start - insetBefore
        } else if end > visibleEnd {
            wanted = end - length + insetAfter
        }
        let lowest = -insetBefore
        let highest = max(lowest, contentLength - length + insetAfter)
        return min(max(wanted, lowest), highest)
    }
}
