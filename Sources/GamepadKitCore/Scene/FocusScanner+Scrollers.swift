// The scrolling views a reveal needs to know, as the walk found them.

/// A scrolling view as a reveal sees it: where its content sits in the window, its bounds, insets,
/// content size and how it scrolls, and the scrolling view around it.
struct ScanScrollerPlace {
    /// The window point of its content's origin at the current offset is `origin - offset`.
    var origin: LayoutPoint
    var offset: LayoutPoint
    var size: LayoutSize
    var inset: LayoutInsets
    var contentSize: LayoutSize
    var isPaging: Bool
    var isScrollEnabled: Bool
    /// The nearest scrolling view around it, as an index into the walk's `scrollers`.
    var parent: Int?
    /// It or a scrolling view around it pages.
    var pagingAround: Bool

    init(_ view: ScanViewRef, _ placement: ScanPlacement, parent: Int?, pagingAround: Bool) {
        let node = view.pointer
        origin = placement.origin
        offset = node.pointee.contentOffset
        size = node.pointee.frame.size
        inset = node.pointee.contentInset
        isPaging = node.pointee.isPaging
        isScrollEnabled = node.pointee.isScrollEnabled
        self.parent = parent
        self.pagingAround = pagingAround
        if let known = node.pointee.contentSize {
            contentSize = known
        } else {
            // Not known (a file): as far as its children reach, and at least its bounds.
            var width = node.pointee.frame.width
            var height = node.pointee.frame.height
            for child in node.pointee.children where child.frame.isFinite {
                width = max(width, child.frame.maxX)
                height = max(height, child.frame.maxY)
            }
            contentSize = LayoutSize(width: width, height: height)
        }
    }

    /// Its facts for `NestedRevealScroll`, with an element at window `frame`: built as the reveal
    /// on iOS builds them from the scroll view.
    func scroller(around frame: Rect) -> NestedRevealScroll.Scroller {
        let inContent = Rect(x: frame.minX - origin.x + offset.x, y: frame.minY - origin.y + offset.y,
                             width: frame.width, height: frame.height)
        return NestedRevealScroll.Scroller(contentOffset: offset, boundsSize: size, adjustedContentInset: inset,
                                           contentSize: contentSize, isPaging: isPaging, isScrollEnabled: isScrollEnabled,
                                           elementFrame: inContent)
    }
}
