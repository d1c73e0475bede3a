#if canImport(UIKit)
import UIKit

#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Executes the focus engine's commands on UIKit, with the targets of the last scan. Every step
/// is what the user's own touch would cause (control events, delegate calls, public container
/// API); none of them changes how the app's views look.
@MainActor
final class CommandExecutor {
    private unowned let runtime: GamepadRuntime
    private let logger = DiagnosticLog(category: "effects")

    init(runtime: GamepadRuntime) {
        self.runtime = runtime
    }

    private var capture: SceneCapture? { runtime.capture }

    private func target(_ id: String) -> ElementTarget? { capture?.targets[id] }

    private func view(_ id: String) -> UIView? { target(id)?.view }

    /// Executes `command`; `isUserMove` is true when it answers the user's input (the highlight
    /// glides then, and jumps when it follows a rebuild).
    func execute(_ command: FocusCommand, isUserMove: Bool) {
        let overlay = runtime.overlay
        var placement: (Rect, Double)?
        if case .focus(let id, let frame, _) = command {
            let radius = runtime.lastSnapshot?.candidate(id: id)?.cornerRadius ?? 0
            placement = overlay.placement(around: frame, elementRadius: radius)
        }
        if let motion = HighlightMotion.motion(for: command, isVisible: overlay.isVisible, placement: placement,
                                               animationDuration: overlay.style.animationDuration,
                                               isUserMove: isUserMove) {
            overlay.apply(motion, in: capture?.keyWindow)
        }
        let accessibility = AccessibilityElementActions(targets: capture?.targets ?? [:], snapshot: runtime.lastSnapshot,
                                                        focusedID: runtime.engine.focusedID,
                                                        selectRow: { [weak self] rowID in
                                                            self?.activate(rowID, interaction: .selectRow)
                                                        })
        if accessibility.perform(command, overlay: overlay, window: capture?.keyWindow) { return }
        switch command {
        case .focus, .clearFocus, .bump:
            break
        case .activate(let id, let interaction):
            activate(id, interaction: interaction)
        case .beginAdjusting, .endAdjusting:
            // Adjust mode shows the same ring; left and right now change the value.
            break
        case .adjust(let id, let steps):
            ActivationPerformer.adjust(view(id), steps: steps)
        case .beginTextEntry(let id):
            beginTextEntry(id)
        case .endTextEntry(let id):
            view(id)?.endEditing(true)
            _ = view(id)?.resignFirstResponder()
        case .scrollToRow(let listID, let row):
            scroll(listID, to: row)
        case .scrollToReveal(let id):
            reveal(id)
        case .selectRow(let listID, let row):
            select(listID, row: row)
        case .dismiss:
            dismiss(capture?.resolution?.dismissal)
        case .pop:
            if let back = capture?.resolution?.backNavigation,
               let navigation = capture?.controller(id: back.navigationID) as? UINavigationController {
                Self.goBack(back, in: navigation)
            }
        case .switchTab(let position):
            if let tabBar = capture?.controller(id: capture?.resolution?.tabBarID) as? UITabBarController {
                Self.selectTab(atPosition: position, of: tabBar)
            }
        case .pageScroll(let containerID, let forward):
            page(containerID, forward: forward)
        case .turnPage, .closeMenu, .turnWheel, .chooseWheel:
            break  // executed by the iOS layer's split executor (issue 13)
        }
    }

    // MARK: Activation

    private func activate(_ id: String, interaction: FocusInteraction) {
        guard let target = target(id) else { return }
        switch target {
        case .row(let list, let indexPath):
            select(list.value, indexPath: indexPath)
            return
        case .tabItem(let tabBar, let position):
            if let controller = tabBar.value?.delegate as? UITabBarController {
                Self.selectTab(atPosition: position, of: controller)
            }
            return
        case .alertAction(let alert, let index, let actionView):
            performAlertAction(alert.value, index: index, view: actionView?.value)
            return
        case .backButton(let navigation, _):
            if let navigation = navigation.value {
                let bar = ControllerTreeBuilder.barState(of: navigation)
                if let back = BackNavigation.of(navigationID: "", stackCount: navigation.viewControllers.count, bar: bar) {
                    Self.goBack(back, in: navigation)
                }
            }
            return
        case .accessibilityElement:
            return  // performed by `AccessibilityElementActions` before commands reach here
        case .view:
            break
        }
        guard let view = target.view else { return }
        // The id is a candidate's, or the control a row forwards A to.
        let kind = runtime.lastSnapshot?.kind(ofElement: id) ?? .control
        if interaction == .customTap || kind == .custom, let focusable = view as? Focusable {
            focusable.simulateTap()
            return
        }
        for step in Activation.steps(for: kind, traits: Self.traits(of: view)) {
            ActivationPerformer.perform(step, on: view)
        }
    }

    /// What activating `view` depends on besides its kind.
    private static func traits(of view: UIView) -> ControlTraits {
        var canPerformPrimaryAction = false
        if #available(iOS 17.4, *) { canPerformPrimaryAction = true }
        let button = view as? UIButton
        return ControlTraits(showsMenuAsPrimaryAction: button.map { $0.showsMenuAsPrimaryAction && $0.menu != nil } ?? false,
                             canPerformPrimaryAction: canPerformPrimaryAction,
                             isAppButton: Self.isAppButton(view))
    }

    /// True for a `UIButton` whose class is not one of UIKit's private ones (their names start
    /// with an underscore): a bar item's custom view made by the app.
    private static func isAppButton(_ view: UIView) -> Bool {
        guard view is UIButton else { return false }
        return !NSStringFromClass(type(of: view)).hasPrefix("_")
    }

    /// Performs action `index` of `alert` as a tap would (`AlertActionActivation`): dismiss the
    /// alert, then run the action's handler.
    private func performAlertAction(_ alert: UIAlertController?, index: Int, view: UIView?) {
        guard let alert, alert.actions.indices.contains(index) else { return }
        let action = alert.actions[index]
        let steps = AlertActionActivation.steps(style: ControllerTreeBuilder.alertStyle(action.style),
                                                isEnabled: action.isEnabled,
                                                handler: AlertActionHandlers.record(of: action))
        var activated = true
        for step in steps {
            switch step {
            case .dismissThenRunHandler:
                Self.dismiss(alert) { AlertActionHandlers.runHandler(of: action) }
            case .dismiss:
                Self.dismiss(alert, then: nil)
            case .activateViewElseDismiss:
                activated = view?.accessibilityActivate() ?? false
                if !activated { Self.dismiss(alert, then: nil) }
            case .reportLostHandler:
                if !activated {
                    logger.error("The handler of the alert action \"\(action.title ?? "")\" was not recorded (the action was made before GamepadKit started); the alert is dismissed")
                }
            }
        }
    }

    /// Dismisses `alert` (through its presenter) and runs `completion` once it is gone.
    private static func dismiss(_ alert: UIAlertController, then completion: (() -> Void)?) {
        let presenter = alert.presentingViewController ?? alert
        presenter.dismiss(animated: true, completion: completion)
    }

    // MARK: Text

    private func beginTextEntry(_ id: String) {
        guard let view = view(id) else { return }
        if let searchBar = view as? UISearchBar {
            _ = searchBar.searchTextField.becomeFirstResponder()
        } else {
            _ = view.becomeFirstResponder()
        }
    }

    // MARK: Lists

    private func list(_ listID: String) -> UIScrollView? {
        view(listID) as? UIScrollView
    }

    private func scroll(_ listID: String, to row: RowPath) {
        switch list(listID) {
        case let table as UITableView:
            guard table.numberOfSections > row.section, row.section >= 0,
                  table.numberOfRows(inSection: row.section) > row.row, row.row >= 0 else { return }
            table.scrollToRow(at: IndexPath(row: row.row, section: row.section), at: .none, animated: true)
        case let collection as UICollectionView:
            guard collection.numberOfSections > row.section, row.section >= 0,
                  collection.numberOfItems(inSection: row.section) > row.row, row.row >= 0 else { return }
            let horizontal = (collection.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal
            collection.scrollToItem(at: IndexPath(item: row.row, section: row.section),
                                    at: horizontal ? .centeredHorizontally : .centeredVertically, animated: true)
        default:
            break
        }
    }

    /// Scrolls every scroll view around the element `id`, nearest first, by the least that
    /// shows it between the scroll view's adjusted insets (`RevealScroll`).
    private func reveal(_ id: String) {
        guard let view = view(id) else { return }
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView {
                let frame = view.convert(view.bounds, to: scrollView)
                let insets = scrollView.adjustedContentInset
                let offset = scrollView.contentOffset
                let x = RevealScroll.offset(current: Double(offset.x), start: Double(frame.minX), end: Double(frame.maxX),
                                            length: Double(scrollView.bounds.width), insetBefore: Double(insets.left),
                                            insetAfter: Double(insets.right), contentLength: Double(scrollView.contentSize.width))
                let y = RevealScroll.offset(current: Double(offset.y), start: Double(frame.minY), end: Double(frame.maxY),
                                            length: Double(scrollView.bounds.height), insetBefore: Double(insets.top),
                                            insetAfter: Double(insets.bottom), contentLength: Double(scrollView.contentSize.height))
                let target = CGPoint(x: CGFloat(x), y: CGFloat(y))
                if target != offset { scrollView.setContentOffset(target, animated: true) }
            }
            ancestor = current.superview
        }
    }

    private func select(_ listID: String, row: RowPath) {
        select(list(listID), indexPath: IndexPath(item: row.row, section: row.section))
    }

    /// Selects the row as a tap would: asks `shouldHighlight` and `willSelect`, selects, and
    /// tells `didSelect`.
    private func select(_ list: UIScrollView?, indexPath: IndexPath) {
        switch list {
        case let table as UITableView:
            guard table.allowsSelection, indexPath.section < table.numberOfSections,
                  indexPath.row < table.numberOfRows(inSection: indexPath.section) else { return }
            let delegate = table.delegate
            if delegate?.tableView?(table, shouldHighlightRowAt: indexPath) == false { return }
            var target: IndexPath? = indexPath
            if let delegate, delegate.responds(to: #selector(UITableViewDelegate.tableView(_:willSelectRowAt:))) {
                target = delegate.tableView?(table, willSelectRowAt: indexPath)
            }
            guard let chosen = target else { return }
            table.selectRow(at: chosen, animated: true, scrollPosition: .none)
            delegate?.tableView?(table, didSelectRowAt: chosen)
        case let collection as UICollectionView:
            guard collection.allowsSelection, indexPath.section < collection.numberOfSections,
                  indexPath.item < collection.numberOfItems(inSection: indexPath.section) else { return }
            let delegate = collection.delegate
            if delegate?.collectionView?(collection, shouldHighlightItemAt: indexPath) == false { return }
            if delegate?.collectionView?(collection, shouldSelectItemAt: indexPath) == false { return }
            collection.selectItem(at: indexPath, animated: true, scrollPosition: [])
            delegate?.collectionView?(collection, didSelectItemAt: indexPath)
        default:
            break
        }
    }

    // MARK: Containers

    /// B's dismissal, as `ScreenResolver` decided it.
    private func dismiss(_ dismissal: Dismissal?) {
        switch dismissal {
        case .alertAction(let alertID, let index):
            guard let alert = capture?.controller(id: alertID) as? UIAlertController else { return }
            performAlertAction(alert, index: index, view: alertActionView(of: alert, index: index))
        case .controller(let id):
            // As the user's swipe down: the delegate is asked now, on the press, then hears will
            // and did dismiss; a refusal is reported as an attempt.
            guard let presented = capture?.controller(id: id) else { return }
            let presentation = presented.presentationController
            let delegate = presentation?.delegate
            let allows = presentation.flatMap { delegate?.presentationControllerShouldDismiss?($0) }
            if case .refused = Dismissal.controller(id: id).afterAskingDelegate(allows: allows) {
                if let presentation { delegate?.presentationControllerDidAttemptToDismiss?(presentation) }
                return
            }
            if let presentation { delegate?.presentationControllerWillDismiss?(presentation) }
            let presenter = presented.presentingViewController ?? presented
            presenter.dismiss(animated: true) {
                if let presentation { delegate?.presentationControllerDidDismiss?(presentation) }
            }
        case .refused(let id):
            guard let presented = capture?.controller(id: id), let presentation = presented.presentationController else { return }
            presentation.delegate?.presentationControllerDidAttemptToDismiss?(presentation)
        case .keptByApp:
            break
        case nil:
            break
        }
    }

    /// The view the last scan found for action `index` of `alert`.
    private func alertActionView(of alert: UIAlertController, index: Int) -> UIView? {
        guard let targets = capture?.targets else { return nil }
        for target in targets.values {
            if case .alertAction(let owner, let actionIndex, let view) = target, owner.value === alert, actionIndex == index {
                return view?.value
            }
        }
        return nil
    }

    /// Goes back in `navigation` as its back button would: the app's `backAction`, or a pop.
    static func goBack(_ back: BackNavigation, in navigation: UINavigationController) {
        switch back {
        case .backAction:
            if #available(iOS 16.0, *), let action = navigation.topViewController?.navigationItem.backAction {
                action.performWithSender(nil, target: nil)
            } else {
                navigation.popViewController(animated: true)
            }
        case .pop:
            navigation.popViewController(animated: true)
        }
    }

    /// Selects the tab-bar position `position` as a tap on its item would (`TabPositions`: the
    /// last item is More when the tabs do not all fit): the delegate may refuse, and is told.
    static func selectTab(atPosition position: Int, of tabBar: UITabBarController) {
        guard let controllers = tabBar.viewControllers else { return }
        let positions = TabPositions(tabCount: controllers.count, itemCount: ControllerTreeBuilder.itemCount(of: tabBar))
        let controller: UIViewController
        switch positions.target(at: position) {
        case .tab(let index)?:
            guard controllers.indices.contains(index) else { return }
            controller = controllers[index]
        case .more?:
            controller = tabBar.moreNavigationController
        case nil:
            return
        }
        if tabBar.delegate?.tabBarController?(tabBar, shouldSelect: controller) == false { return }
        tabBar.selectedViewController = controller
        tabBar.delegate?.tabBarController?(tabBar, didSelect: controller)
    }

    private func page(_ containerID: String?, forward: Bool) {
        if let scrollView = containerID.flatMap({ view($0) as? UIScrollView }) {
            let axis = Self.descriptor(of: scrollView).axis ?? .vertical
            Self.page(scrollView, along: axis, forward: forward)
            return
        }
        let scrollViews = capture?.scrollViews ?? []
        let pageController = capture?.resolution?.path.last(where: { $0.kind == .page })
            .flatMap { capture?.controller(id: $0.id) as? UIPageViewController }
        switch PageScroll.target(among: scrollViews.map(Self.descriptor), hasPageController: pageController != nil) {
        case .scrollView(let index, let axis)?:
            Self.page(scrollViews[index], along: axis, forward: forward)
        case .turnPage?:
            if let pageController { Self.turnPage(of: pageController, forward: forward) }
        case nil:
            break
        }
    }

    private static func descriptor(of view: UIScrollView) -> PageScroll.ScrollView {
        PageScroll.ScrollView(size: LayoutSize(width: Double(view.bounds.width), height: Double(view.bounds.height)),
                              contentHeight: Double(view.contentSize.height), contentWidth: Double(view.contentSize.width),
                              isShown: view.window != nil && !view.isHidden)
    }

    /// Scrolls `scrollView` by a page along `axis`.
    private static func page(_ scrollView: UIScrollView, along axis: PageScroll.Axis, forward: Bool) {
        let insets = scrollView.adjustedContentInset
        var offset = scrollView.contentOffset
        switch axis {
        case .vertical:
            offset.y = CGFloat(PageScroll.offset(current: Double(offset.y),
                                                 visibleHeight: Double(scrollView.bounds.height - insets.top - insets.bottom),
                                                 contentHeight: Double(scrollView.contentSize.height),
                                                 insetTop: Double(insets.top), insetBottom: Double(insets.bottom), forward: forward))
        case .horizontal:
            // In a right-to-left layout the content's start is on the right: R2 still moves on.
            let visualForward = scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? !forward : forward
            offset.x = CGFloat(PageScroll.offset(current: Double(offset.x),
                                                 visibleHeight: Double(scrollView.bounds.width - insets.left - insets.right),
                                                 contentHeight: Double(scrollView.contentSize.width),
                                                 insetTop: Double(insets.left), insetBottom: Double(insets.right),
                                                 forward: visualForward))
        }
        scrollView.setContentOffset(offset, animated: true)
    }

    /// Turns `pageController` to the page its data source gives after (or before) the current
    /// one, as a swipe would: the delegate hears `willTransitionTo` and `didFinishAnimating`.
    private static func turnPage(of pageController: UIPageViewController, forward: Bool) {
        guard let current = pageController.viewControllers?.first, let dataSource = pageController.dataSource else { return }
        let next = forward ? dataSource.pageViewController(pageController, viewControllerAfter: current)
                           : dataSource.pageViewController(pageController, viewControllerBefore: current)
        guard let next else { return }
        let delegate = pageController.delegate
        delegate?.pageViewController?(pageController, willTransitionTo: [next])
        pageController.setViewControllers([next], direction: forward ? .forward : .reverse, animated: true) { finished in
            delegate?.pageViewController?(pageController, didFinishAnimating: finished,
                                          previousViewControllers: [current], transitionCompleted: finished)
        }
    }
}
#endif
