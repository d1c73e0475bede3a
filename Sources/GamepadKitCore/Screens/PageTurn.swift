/// Which view controllers a page turn of a `UIPageViewController` hands to
/// `setViewControllers(_:direction:animated:completion:)`, as UIKit requires them:
///
/// | transition, spine | double sided | what is passed |
/// |---|---|---|
/// | scroll, or page curl at `.min` / `.max` | no | the one page to display |
/// | page curl at `.mid` (always double sided) | yes | the left page, then the right page |
/// | page curl at `.min` / `.max` | yes | the front of the page to display, then the back of the sheet that turns |
///
/// UIKit raises when a spine in the middle or a double-sided book gets one view controller, so
/// a turn there asks the data source for two pages, and turns nothing when it has not both.
public enum PageTurn {
    /// How many pages a page view controller shows at once, and how they pair.
    public enum Layout: Hashable, Sendable {
        /// One page at a time (the scroll transition, or a single-sided page curl at a side spine).
        case onePage
        /// Two facing pages around a spine in the middle: `[left, right]`.
        case facingPages
        /// A double-sided page curl at a side spine: `[front shown, back of the turning sheet]`.
        case doubleSided
    }

    /// The layout of a page view controller.
    ///
    /// - Parameters:
    ///   - isPageCurl: the transition style is `.pageCurl` (a scroll transition shows one page).
    ///   - spineIsMid: `spineLocation` is `.mid`.
    ///   - isDoubleSided: `isDoubleSided`.
    public static func layout(isPageCurl: Bool, spineIsMid: Bool, isDoubleSided: Bool) -> Layout {
        guard isPageCurl else { return .onePage }
        if spineIsMid { return .facingPages }
        return isDoubleSided ? .doubleSided : .onePage
    }

    /// How many view controllers `setViewControllers` must get in `layout`.
    public static func pageCount(in layout: Layout) -> Int {
        layout == .onePage ? 1 : 2
    }

    /// The view controllers to pass for a turn forward (or back) from the pages `showing`, asking
    /// `after` and `before` (the data source) as a swipe would: nil when the data source has no
    /// page there (or not the two a two-page layout needs), or nothing is shown.
    ///
    /// - Facing pages: forward shows the two pages after the right one, back the two before the
    ///   left one, always `[left, right]`.
    /// - Double sided: forward, the turning sheet's back is the page after the one shown and the
    ///   new front the page after that; back, the sheet's back is the page before and the front
    ///   the one before that; always `[front, back]`.
    public static func pages<Page>(showing: [Page], layout: Layout, forward: Bool,
                                   after: (Page) -> Page?, before: (Page) -> Page?) -> [Page]? {
        switch layout {
        case .onePage:
            guard let current = showing.first, let next = forward ? after(current) : before(current) else { return nil }
            return [next]
        case .facingPages:
            if forward {
                guard let right = showing.last, let left = after(right), let newRight = after(left) else { return nil }
                return [left, newRight]
            }
            guard let left = showing.first, let right = before(left), let newLeft = before(right) else { return nil }
            return [newLeft, right]
        case .doubleSided:
            guard let front = showing.first else { return nil }
            let step = forward ? after : before
            guard let back = step(front), let newFront = step(back) else { return nil }
            return [newFront, back]
        }
    }
}
