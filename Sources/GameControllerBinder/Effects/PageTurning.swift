#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// L2/R2: a page of the scroll view in front (`PageScroll` chooses it), or a page view
/// controller's next page as a swipe would turn it.
@MainActor
enum PageTurning {
    /// A page turn GamepadKit started has not completed: a press that turns again is dropped
    /// (`ScreenTransition.isTurningPage`), as a swipe during the animation does nothing. A turn
    /// whose completion never comes counts as over after a second.
    static var isTurning: Bool {
        guard let turnStarted else { return false }
        return CACurrentMediaTime() - turnStarted < 1
    }
    private static var turnStarted: CFTimeInterval?

    /// Pages the scroll view `containerID` names, else the one `PageScroll` chooses on screen, or
    /// turns the screen's page view controller.
    static func page(_ scrollView: UIScrollView?, capture: SceneCapture?, forward: Bool) {
        if let scrollView {
            let axis = descriptor(of: scrollView).axis ?? .vertical
            page(scrollView, along: axis, forward: forward)
            return
        }
        let scrollViews = capture?.scrollViews ?? []
        let pageController = capture?.resolution?.path.last(where: { $0.kind == .page })
            .flatMap { capture?.controller(id: $0.id) as? UIPageViewController }
        switch PageScroll.target(among: scrollViews.map(descriptor), hasPageController: pageController != nil) {
        case .scrollView(let index, let axis)?:
            page(scrollViews[index], along: axis, forward: forward)
        case .turnPage?:
            if let pageController { turnPage(of: pageController, forward: forward) }
        case nil:
            break
        }
    }

    private static func descriptor(of view: UIScrollView) -> PageScroll.ScrollView {
        PageScroll.ScrollView(size: LayoutSize(width: Double(view.bounds.width), height: Double(view.bounds.height)),
                              contentHeight: Double(view.contentSize.height), contentWidth: Double(view.contentSize.width),
                              isShown: view.window != nil && !view.isHidden)
    }

    /// Scrolls `scrollView` by a page along `axis`: by the visible length, or to the next whole
    /// page where paging is on (`PageScroll.pagingOffset`), where UIKit's paging rests.
    private static func page(_ scrollView: UIScrollView, along axis: PageScroll.Axis, forward: Bool) {
        let insets = scrollView.adjustedContentInset
        var offset = scrollView.contentOffset
        let paging = scrollView.isPagingEnabled
        switch axis {
        case .vertical:
            offset.y = CGFloat(step(current: offset.y, length: scrollView.bounds.height, content: scrollView.contentSize.height,
                                    start: insets.top, end: insets.bottom, paging: paging, forward: forward))
        case .horizontal:
            // In a right-to-left layout the content's start is on the right: R2 still moves on.
            let visualForward = scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? !forward : forward
            offset.x = CGFloat(step(current: offset.x, length: scrollView.bounds.width, content: scrollView.contentSize.width,
                                    start: insets.left, end: insets.right, paging: paging, forward: visualForward))
        }
        OwnScrolls.willScroll(scrollView)
        scrollView.setContentOffset(offset, animated: true)
    }

    private static func step(current: CGFloat, length: CGFloat, content: CGFloat, start: CGFloat, end: CGFloat,
                             paging: Bool, forward: Bool) -> Double {
        if paging {
            return PageScroll.pagingOffset(current: Double(current), pageLength: Double(length), contentLength: Double(content),
                                           insetStart: Double(start), insetEnd: Double(end), forward: forward)
        }
        return PageScroll.offset(current: Double(current), visibleHeight: Double(length - start - end), contentHeight: Double(content),
                                 insetTop: Double(start), insetBottom: Double(end), forward: forward)
    }

    /// Turns `pageController` to the page its data source gives after (or before) the current
    /// one, as a swipe would: the delegate hears `willTransitionTo` and `didFinishAnimating`.
    /// A spine in the middle or a double-sided book gets the two view controllers UIKit requires
    /// there (`PageTurn`), or no turn when the data source has not both. Nothing while a turn is
    /// still animating, or while its scroll view moves (a swipe decelerating, the app turning a
    /// banner from a timer: `PageTurn.isAtRest`), where `setViewControllers` is known to crash;
    /// nothing either when that scroll view is not found, or while a page curl's own gesture is
    /// under way (`PageTurn.mayStart`).
    static func turnPage(of pageController: UIPageViewController, forward: Bool) {
        guard !isTurning, let current = pageController.viewControllers, let dataSource = pageController.dataSource else { return }
        let horizontal = pageController.navigationOrientation == .horizontal
        let pager = pageController.view.subviews.lazy.compactMap({ $0 as? UIScrollView })
            .first(where: { $0.owningPageController === pageController })
        guard PageTurn.mayStart(isPageCurl: pageController.transitionStyle == .pageCurl,
                                pagerAtRest: pager?.restsOnAPage(horizontal: horizontal),
                                curlGesturesIdle: pageController.gestureRecognizers.allSatisfy { $0.state == .possible }) else { return }
        let layout = PageTurn.layout(isPageCurl: pageController.transitionStyle == .pageCurl,
                                     spineIsMid: pageController.spineLocation == .mid,
                                     isDoubleSided: pageController.isDoubleSided)
        guard let next = PageTurn.pages(showing: current, layout: layout, forward: forward,
                                        after: { dataSource.pageViewController(pageController, viewControllerAfter: $0) },
                                        before: { dataSource.pageViewController(pageController, viewControllerBefore: $0) }),
              next.count == PageTurn.pageCount(in: layout) else { return }
        let delegate = pageController.delegate
        delegate?.pageViewController?(pageController, willTransitionTo: next)
        turnStarted = CACurrentMediaTime()
        if let pager { OwnScrolls.willScroll(pager) }
        pageController.setViewControllers(next, direction: forward ? .forward : .reverse, animated: true) { finished in
            runAsMainActor { turnStarted = nil }
            delegate?.pageViewController?(pageController, didFinishAnimating: finished,
                                          previousViewControllers: current, transitionCompleted: finished)
        }
    }
}
#endif
