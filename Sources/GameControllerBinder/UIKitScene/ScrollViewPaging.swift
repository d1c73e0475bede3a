#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

extension UIScrollView {
    /// The page view controller (scroll transition) whose own scroll view this is: it alone keeps
    /// its pages, so a page turn goes through it. A scroll view the app placed in a page
    /// controller's view (a tab strip) is not it: the page controller's own holds its current
    /// page's view, and is not that view itself (`isDescendant(of:)` is true for the receiver).
    var owningPageController: UIPageViewController? {
        guard let pageController = superview?.next as? UIPageViewController, pageController.transitionStyle == .scroll,
              let page = pageController.viewControllers?.first?.viewIfLoaded, page !== self,
              page.isDescendant(of: self) else { return nil }
        return pageController
    }

    /// True when nothing moves this scroll view and it rests on a whole page along `horizontal`
    /// or vertical (`PageTurn.isAtRest`).
    func restsOnAPage(horizontal: Bool) -> Bool {
        PageTurn.isAtRest(isTracking: isTracking, isDragging: isDragging, isDecelerating: isDecelerating,
                          offset: Double(horizontal ? contentOffset.x : contentOffset.y),
                          pageLength: Double(horizontal ? bounds.width : bounds.height))
    }

    /// For a page view controller's own scroll view: it moves now, so no page turn may start
    /// (`ViewNode.isPagerInMotion`). False for every other scroll view.
    var isPagerInMotion: Bool {
        guard let pageController = owningPageController else { return false }
        return !restsOnAPage(horizontal: pageController.navigationOrientation == .horizontal)
    }

    /// Turns whole pages: `isPagingEnabled`, or a page view controller's own scroll view
    /// (`ViewNode.isPaging`).
    var turnsWholePages: Bool {
        isPagingEnabled || owningPageController != nil
    }
}
#endif
