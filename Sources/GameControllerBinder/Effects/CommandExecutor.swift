#if canImport(UIKit)
import UIKit

#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Executes the focus engine's commands on UIKit, with the targets of the last scan. Every step
/// is what the user's own touch would cause (control events, delegate calls, public container
/// API); none of them changes how the app's views look. Each command family has its own file:
/// rows (`RowTap`), back and presentation (`BackNavigationPerformer`, `PresentationDismissal`),
/// tabs (`TabSelection`), values (`ActivationPerformer`), scrolling (`ListScrolling`,
/// `PageTurning`), text (`TextEntryPerformer`).
@MainActor
final class CommandExecutor {
    private unowned let runtime: GamepadRuntime
    private let adjustMode = AdjustModePerformer()

    init(runtime: GamepadRuntime) {
        self.runtime = runtime
    }

    private var capture: SceneCapture? { runtime.capture }

    private func target(_ id: String) -> ElementTarget? { capture?.targets[id] }

    private func view(_ id: String) -> UIView? { target(id)?.view }

    private var presentation: PresentationDismissal { PresentationDismissal(capture: capture) }

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
                                               isUserMove: isUserMove, bumpDistance: overlay.style.bumpDistance) {
            overlay.apply(motion, in: capture?.keyWindow)
        }
        let accessibility = AccessibilityElementActions(targets: capture?.targets ?? [:], snapshot: runtime.lastSnapshot,
                                                        focusedID: runtime.engine.focusedID,
                                                        selectRow: { [weak self] rowID in
                                                            self?.activate(rowID, interaction: .selectRow)
                                                        })
        if SwiftUIRegistrations.shared.perform(command) { return }
        #if canImport(WebKit)
        if WebElementActions(targets: capture?.targets ?? [:], snapshot: runtime.lastSnapshot,
                             configuration: runtime.configuration).perform(command) { return }
        #endif
        if accessibility.perform(command, overlay: overlay, window: capture?.keyWindow) { return }
        switch command {
        case .focus, .clearFocus, .bump:
            break
        case .activate(let id, let interaction):
            activate(id, interaction: interaction)
        case .beginAdjusting(let id):
            adjustMode.begin(view(id))
        case .endAdjusting(let id):
            adjustMode.end(view(id))
        case .adjust(let id, let steps):
            adjustMode.step(view(id), steps: steps)
        case .beginTextEntry(let id):
            TextEntryPerformer.begin(view(id), configuration: runtime.configuration)
        case .endTextEntry(let id):
            TextEntryPerformer.end(view(id))
        case .scrollToRow(let listID, let row):
            ListScrolling.scroll(view(listID) as? UIScrollView, to: row)
        case .scrollToReveal(let id):
            ListScrolling.reveal(view(id))
        case .selectRow(let listID, let row):
            RowTap.tap(view(listID) as? UIScrollView, indexPath: IndexPath(item: row.row, section: row.section))
        case .dismiss:
            presentation.dismiss(capture?.resolution?.dismissal)
        case .pop:
            if let back = capture?.resolution?.backNavigation,
               let navigation = capture?.controller(id: back.navigationID) as? UINavigationController {
                BackNavigationPerformer.goBack(back, in: navigation)
            }
        case .switchTab(let position):
            if let tabBar = capture?.controller(id: capture?.resolution?.tabBarID) as? UITabBarController {
                TabSelection.select(atPosition: position, of: tabBar)
            }
        case .pageScroll(let containerID, let forward):
            PageTurning.page(containerID.flatMap { view($0) as? UIScrollView }, capture: capture, forward: forward)
        case .turnPage(let forward):
            if let pageController = capture?.resolution?.path.last(where: { $0.kind == .page })
                .flatMap({ capture?.controller(id: $0.id) as? UIPageViewController }) {
                PageTurning.turnPage(of: pageController, forward: forward)
            }
        case .closeMenu:
            MenuCloser.closeMenus(in: capture?.drivenWindows ?? [])
        case .turnWheel(let id, let wheel, let steps):
            adjustMode.turnWheel(view(id), wheel: wheel, steps: steps)
        case .chooseWheel:
            break  // the highlight stays on the picker; up and down now turn the chosen wheel
        }
    }

    // MARK: Activation

    private func activate(_ id: String, interaction: FocusInteraction) {
        guard let target = target(id) else { return }
        switch target {
        case .row(let list, let indexPath):
            RowTap.tap(list.value, indexPath: indexPath)
            return
        case .tabItem(let tabBar, let position):
            if let controller = tabBar.value?.delegate as? UITabBarController {
                TabSelection.select(atPosition: position, of: controller, source: .tap)
            }
            return
        case .alertAction(let alert, let index, let actionView):
            presentation.performAlertAction(alert.value, index: index, view: actionView?.value)
            return
        case .backButton(let navigation, _):
            if let navigation = navigation.value {
                let bar = ControllerTreeBuilder.barState(of: navigation)
                if let back = BackNavigation.of(navigationID: "", stackCount: navigation.viewControllers.count, bar: bar) {
                    BackNavigationPerformer.goBack(back, in: navigation)
                }
            }
            return
        case .accessibilityElement:
            return  // performed by `AccessibilityElementActions` before commands reach here
        case .webElement:
            return  // performed in the page by `WebElementActions` before commands reach here
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
}
#endif
