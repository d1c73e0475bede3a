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
    private let logger = DiagnosticLog(subsystem: "GamepadKit", category: "effects")

    init(runtime: GamepadRuntime) {
        self.runtime = runtime
    }

    private var capture: SceneCapture? { runtime.capture }

    private func target(_ id: String) -> ElementTarget? { capture?.targets[id] }

    private func view(_ id: String) -> UIView? { target(id)?.view }

    func execute(_ command: FocusCommand) {
        let overlay = runtime.overlay
        var placement: (Rect, Double)?
        if case .focus(let id, let frame, _) = command {
            let radius = runtime.lastSnapshot?.candidate(id: id)?.cornerRadius ?? 0
            placement = overlay.placement(around: frame, elementRadius: radius)
        }
        if let motion = HighlightMotion.motion(for: command, isVisible: overlay.isVisible, placement: placement,
                                               animationDuration: overlay.style.animationDuration) {
            overlay.apply(motion, in: capture?.keyWindow)
        }
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
            if let navigation = capture?.controller(id: capture?.resolution?.navigationID) as? UINavigationController {
                navigation.popViewController(animated: true)
            }
        case .switchTab(let index):
            if let tabBar = capture?.controller(id: capture?.resolution?.tabBarID) as? UITabBarController {
                Self.selectTab(index, of: tabBar)
            }
        case .pageScroll(let containerID, let forward):
            page(containerID, forward: forward)
        }
    }

    // MARK: Activation

    private func activate(_ id: String, interaction: FocusInteraction) {
        guard let target = target(id) else { return }
        if case .row(let list, let indexPath) = target {
            select(list.value, indexPath: indexPath)
            return
        }
        if case .tabItem(let tabBar, let index) = target {
            if let controller = tabBar.value?.delegate as? UITabBarController {
                Self.selectTab(index, of: controller)
            }
            return
        }
        if case .alertAction(let alert, let index, let actionView) = target {
            performAlertAction(alert.value, index: index, view: actionView?.value)
            return
        }
        guard let view = target.view else { return }
        // The id is a candidate's, or the control a row forwards A to.
        let kind = runtime.lastSnapshot?.kind(ofElement: id) ?? .control
        if interaction == .customTap || kind == .custom, let focusable = view as? Focusable {
            focusable.simulateTap()
            return
        }
        for step in Activation.steps(for: kind) {
            ActivationPerformer.perform(step, on: view)
        }
    }

    private func performAlertAction(_ alert: UIAlertController?, index: Int, view: UIView?) {
        // The handler of a UIAlertAction is not public API: the action is performed the way
        // VoiceOver performs it, through its view's accessibility activation.
        if let view, view.accessibilityActivate() { return }
        if let control = view as? UIControl {
            control.sendActions(for: .touchUpInside)
            return
        }
        guard let alert else { return }
        let title = alert.actions.indices.contains(index) ? alert.actions[index].title ?? "" : ""
        logger.error("The alert action \"\(title)\" could not be performed; the alert is dismissed")
        alert.dismiss(animated: true)
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
            // As the user's swipe down: the presentation delegate hears will and did dismiss.
            guard let presented = capture?.controller(id: id) else { return }
            let presentation = presented.presentationController
            let delegate = presentation?.delegate
            if let presentation { delegate?.presentationControllerWillDismiss?(presentation) }
            let presenter = presented.presentingViewController ?? presented
            presenter.dismiss(animated: true) {
                if let presentation { delegate?.presentationControllerDidDismiss?(presentation) }
            }
        case .refused(let id):
            guard let presented = capture?.controller(id: id), let presentation = presented.presentationController else { return }
            presentation.delegate?.presentationControllerDidAttemptToDismiss?(presentation)
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

    /// Selects tab `index` as a tap on its item would: the delegate may refuse, and is told.
    static func selectTab(_ index: Int, of tabBar: UITabBarController) {
        guard let controllers = tabBar.viewControllers, controllers.indices.contains(index) else { return }
        let controller = controllers[index]
        if tabBar.delegate?.tabBarController?(tabBar, shouldSelect: controller) == false { return }
        tabBar.selectedIndex = index
        tabBar.delegate?.tabBarController?(tabBar, didSelect: controller)
    }

    private func page(_ containerID: String?, forward: Bool) {
        let scrollView = containerID.flatMap { view($0) as? UIScrollView } ?? mainScrollView()
        guard let scrollView else { return }
        let insets = scrollView.adjustedContentInset
        let visible = Double(scrollView.bounds.height - insets.top - insets.bottom)
        let y = PageScroll.offset(current: Double(scrollView.contentOffset.y), visibleHeight: visible,
                                  contentHeight: Double(scrollView.contentSize.height),
                                  insetTop: Double(insets.top), insetBottom: Double(insets.bottom), forward: forward)
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: CGFloat(y)), animated: true)
    }

    /// The scroll view that pages when no focused element names one (`PageScroll.mainScrollView`).
    private func mainScrollView() -> UIScrollView? {
        let scrollViews = capture?.scrollViews ?? []
        let descriptors = scrollViews.map { view in
            PageScroll.ScrollView(size: Size(width: Double(view.bounds.width), height: Double(view.bounds.height)),
                                  contentHeight: Double(view.contentSize.height),
                                  isShown: view.window != nil && !view.isHidden)
        }
        return PageScroll.mainScrollView(among: descriptors).map { scrollViews[$0] }
    }
}
#endif
