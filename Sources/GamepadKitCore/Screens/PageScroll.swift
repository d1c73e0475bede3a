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

    /// What the choice of a page-scrolling view needs to know of one scroll view.
    public struct ScrollView: Hashable, Sendable {
        /// The scroll view's bounds size.
        public var size: Size
        /// `contentSize.height`.
        public var contentHeight: Double
        /// In a window and not hidden.
        public var isShown: Bool

        /// A scroll view of `size` with content `contentHeight` high.
        public init(size: Size, contentHeight: Double, isShown: Bool = true) {
            self.size = size
            self.contentHeight = contentHeight
            self.isShown = isShown
        }
    }

    /// The scroll view L2 / R2 page when no focused element names one
    /// (`FocusCommand.pageScroll(containerID: nil, …)`): the largest shown one (by area) whose
    /// content is taller than it; the first of equals. Nil when none scrolls vertically.
    public static func mainScrollView(among scrollViews: [ScrollView]) -> Int? {
        var best: (index: Int, area: Double)?
        for (index, view) in scrollViews.enumerated() {
            let width = view.size.width, height = view.size.height
            guard view.isShown, width.isFinite, height.isFinite, view.contentHeight.isFinite,
                  width > 0, height > 0, view.contentHeight > height else { continue }
            let area = width * height
            if let current = best, current.area >= area { continue }
            best = (index, area)
        }
        return best?.index
    }
}
