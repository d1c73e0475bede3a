#if canImport(UIKit)
import UIKit

extension UIScrollView {
    /// The page view controller whose own scroll view this is: it alone keeps its pages, so a
    /// page turn goes through it.
    var owningPageController: UIPageViewController? {
        superview?.next as? UIPageViewController
    }

    /// Turns whole pages: `isPagingEnabled`, or a page view controller's own scroll view
    /// (`ViewNode.isPaging`).
    var turnsWholePages: Bool {
        isPagingEnabled || owningPageController != nil
    }
}
#endif
