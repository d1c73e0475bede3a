/// Where a scroll view goes on `FocusCommand.pageScroll`: one visible length forward or back,
/// clamped so that the content never scrolls past its ends, along the axis the view scrolls
/// (vertical first; a horizontal carousel or paging scroll view pages sideways).
public enum PageScroll {
    /// The direction a scroll view pages in.
    public enum Axis: Hashable, Sendable {
        /// Up and down (`contentOffset.y`).
        case vertical
        /// Sideways (`contentOffset.x`): carousels, paging scroll views.
        case horizontal
    }

    /// The new content offset along one axis.
    ///
    /// - Parameters:
    ///   - offset: the current `contentOffset` along the axis.
    ///   - forward: true for the next page (down or right), false for the previous one.
    ///   - visibleHeight: the scroll view's length along the axis minus its adjusted insets.
    ///   - contentHeight: the content's length along the axis.
    ///   - insetTop: the adjusted content inset at the start of the axis (the offset may go to
    ///     `-insetTop`).
    ///   - insetBottom: the adjusted content inset at the end of the axis.
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

    /// The new content offset along one axis of a paging scroll view (`isPagingEnabled`): the
    /// next or previous whole page. UIKit's paging stops such a view at multiples of its bounds'
    /// length from offset 0, whatever its insets, so a step of the visible length (the bounds
    /// minus the insets of translucent bars, or of a landscape safe area) would leave it between
    /// two pages. From between two pages, forward goes to the next whole page and back to the
    /// previous one. Clamped to where the content lets it go (the last page of content that is
    /// not a whole number of pages ends at the content's end, as UIKit stops it).
    ///
    /// - Parameters:
    ///   - offset: the current `contentOffset` along the axis.
    ///   - pageLength: the bounds' length along the axis.
    ///   - contentLength: the content's length along the axis.
    ///   - insetStart: the adjusted content inset at the start of the axis.
    ///   - insetEnd: the adjusted content inset at the end of the axis.
    ///   - forward: true for the next page (down or right), false for the previous one.
    /// - Returns: `offset` unchanged when any input is not a finite number or the page is empty.
    public static func pagingOffset(current offset: Double, pageLength: Double, contentLength: Double,
                                    insetStart: Double = 0, insetEnd: Double = 0, forward: Bool) -> Double {
        guard [offset, pageLength, contentLength, insetStart, insetEnd].allSatisfy(\.isFinite), pageLength > 0 else { return offset }
        let lowest = -insetStart
        let highest = max(lowest, contentLength + insetEnd - pageLength)
        // Within a thousandth of a page of a whole page counts as on it.
        let position = offset / pageLength
        let page = forward ? (position + 0.001).rounded(.down) + 1 : (position - 0.001).rounded(.up) - 1
        let wanted = page * pageLength
        guard wanted.isFinite else { return offset }
        return min(max(wanted, lowest), highest)
    }

    /// What the choice of a page-scrolling view needs to know of one scroll view.
    public struct ScrollView: Hashable, Sendable {
        /// The scroll view's bounds size.
        public var size: LayoutSize
        /// `contentSize.height`.
        public var contentHeight: Double
        /// `contentSize.width` (nil: not known, taken as the view's width).
        public var contentWidth: Double?
        /// In a window and not hidden.
        public var isShown: Bool

        /// A scroll view of `size` with content `contentHeight` high (and `contentWidth` wide).
        public init(size: LayoutSize, contentHeight: Double, contentWidth: Double? = nil, isShown: Bool = true) {
            self.size = size
            self.contentHeight = contentHeight
            self.contentWidth = contentWidth
            self.isShown = isShown
        }

        /// The axis it scrolls along, vertical first; nil when its content fits.
        public var axis: Axis? {
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
            if contentHeight.isFinite, contentHeight > size.height { return .vertical }
            if let width = contentWidth, width.isFinite, width > size.width { return .horizontal }
            return nil
        }
    }

    /// The scroll view L2 / R2 page when no focused element names one
    /// (`FocusCommand.pageScroll(containerID: nil, …)`): the largest shown one (by area) whose
    /// content is taller than it; when none scrolls vertically, the largest one whose content is
    /// wider than it. The first of equals. Nil when none scrolls.
    public static func mainScrollView(among scrollViews: [ScrollView]) -> Int? {
        largest(among: scrollViews, scrolling: .vertical) ?? largest(among: scrollViews, scrolling: .horizontal)
    }

    private static func largest(among scrollViews: [ScrollView], scrolling axis: Axis) -> Int? {
        var best: (index: Int, area: Double)?
        for (index, view) in scrollViews.enumerated() where view.isShown && view.axis == axis {
            let area = view.size.width * view.size.height
            if let current = best, current.area >= area { continue }
            best = (index, area)
        }
        return best?.index
    }

    /// What L2 / R2 page with nothing focused.
    public enum Target: Hashable, Sendable {
        /// Scroll the scroll view at this index of the candidates along its axis.
        case scrollView(Int, Axis)
        /// Turn the page view controller on screen to the page its data source gives after
        /// (forward) or before the current one, as the user's swipe would.
        case turnPage
    }

    /// The target of a page press with nothing focused: the main scroll view when one scrolls
    /// vertically; else a page view controller on screen; else the main horizontal scroll view.
    public static func target(among scrollViews: [ScrollView], hasPageController: Bool) -> Target? {
        if let vertical = largest(among: scrollViews, scrolling: .vertical) { return .scrollView(vertical, .vertical) }
        if hasPageController { return .turnPage }
        if let horizontal = largest(among: scrollViews, scrolling: .horizontal) { return .scrollView(horizontal, .horizontal) }
        return nil
    }
}
