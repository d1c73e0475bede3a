/// Content of a scroll view covered by a view outside that scroll view (a pinned section header,
/// a custom tab bar, a mini-player, a sticky Continue footer) is a stop that needs a scroll, as
/// content under a navigation bar or tab bar is (`ContentUnderBars`): scrolling brings it out
/// from under the floating view.
///
/// It applies where UIKit's hit test says a touch at the element lands elsewhere: the element
/// is content of a scroll view, a view outside that scroll view and in front of the element
/// covers one of its sample points (`TouchReach.samplePoints`), and some of the scroll view's
/// visible part is not covered by views outside it (somewhere to scroll the element to). A
/// miss with nothing outside the scroll view in front of the element (a view inside the same
/// content covers it, which no scroll uncovers), or over a scroll view covered entirely (a
/// loading overlay), leaves the element unreachable.
enum FloatingCover {
    /// True when an element of a scroll view that UIKit's hit test misses is a stop that needs
    /// a scroll. `visiblePart` is its part visible now, `viewport` the visible part of its
    /// scroll view, `container` the scroll view's index in the scan, `order` the element's tree
    /// order.
    static func afterScrolling(_ visiblePart: Rect?, viewport: Rect?, container: Int?, order: Int, cover: TouchCover) -> Bool {
        guard let visiblePart, let viewport, let container, !cover.isEmpty else { return false }
        let outsideCovers = TouchReach.samplePoints(in: visiblePart).contains {
            cover.isCovered($0, above: order, ignoring: container)
        }
        return outsideCovers && !cover.covers(viewport, above: order, ignoring: container)
    }
}
