/// How the ring rides on its element while a scroll is under way, without a scan.
///
/// The ring is placed where the element is shown: where it is now, or, when reaching it needs a
/// scroll, where that scroll brings it (`FocusCandidate.revealedFrame`). The ring then follows the
/// view it rides on by how far that view is from where it will be when the ring is right, the
/// **anchor**: the view's origin now moved by what the reveal scroll moves the element. So during
/// a reveal scroll the ring moves with the element and stops where the scroll stops, once; a
/// scroll of the user's moves it by the scroll, as before.
public enum HighlightFollow {
    /// The anchor: where the view's origin is when the ring, placed around `shownFrame`, is
    /// right.
    ///
    /// - Parameters:
    ///   - viewOrigin: the view's origin now (window coordinates).
    ///   - elementFrame: the element's frame now (the snapshot's).
    ///   - shownFrame: the frame the ring was placed around (the focus command's, which is the
    ///     revealed frame when a scroll comes first).
    /// - Returns: `viewOrigin` when any input is not finite.
    public static func anchor(viewOrigin: LayoutPoint, elementFrame: Rect, shownFrame: Rect) -> LayoutPoint {
        let dx = shownFrame.minX - elementFrame.minX
        let dy = shownFrame.minY - elementFrame.minY
        guard [viewOrigin.x, viewOrigin.y, dx, dy].allSatisfy(\.isFinite) else { return viewOrigin }
        return LayoutPoint(x: viewOrigin.x + dx, y: viewOrigin.y + dy)
    }

    /// How far the ring moves from where it was placed when its view is at `viewOrigin`: the
    /// view's distance from the anchor. Zero when any input is not finite.
    public static func offset(viewOrigin: LayoutPoint, anchor: LayoutPoint) -> LayoutPoint {
        let dx = viewOrigin.x - anchor.x
        let dy = viewOrigin.y - anchor.y
        guard dx.isFinite, dy.isFinite else { return LayoutPoint(x: 0, y: 0) }
        return LayoutPoint(x: dx, y: dy)
    }
}
