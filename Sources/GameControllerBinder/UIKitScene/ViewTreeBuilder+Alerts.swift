#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// The actions of a presented `UIAlertController`: their views are private, so each action is
/// found by its title among the alert's labels.
extension ViewTreeBuilder {
    /// One node per alert action, in the alert's own coordinates (they follow its text fields,
    /// which the walk reads: `walkedSubviews(of:)`). An action whose view was not found gets a
    /// stand-in row, except the cancel action of an action sheet shown as a popover, which UIKit
    /// does not show (`AlertActionPlacement`).
    func alertActionNodes(_ alert: UIAlertController, alertWindowFrame: CGRect) -> [ViewNode] {
        let labelViews = descendants(of: alert.view).compactMap { $0 as? UILabel }
        let labels = labelViews.map { AlertActionLayout.Label(text: $0.text, frame: Rect($0.convert($0.bounds, to: nil))) }
        let actions = alert.actions
        let matches = AlertActionLayout.matchLabels(titles: actions.map(\.title), labels: labels)
        let alertSize = LayoutSize(width: Double(alertWindowFrame.width), height: Double(alertWindowFrame.height))
        let inPopover = alert.preferredStyle == .actionSheet && Self.isShownAsPopover(alert)
        let actionNodes = actions.enumerated().compactMap { index, action -> ViewNode? in
            var actionView: UIView?
            if let match = matches[index] {
                actionView = actionContainer(of: labelViews[match], in: alert.view)
            }
            var found: Rect?
            if let actionView {
                let windowFrame = actionView.convert(actionView.bounds, to: nil)
                found = Rect(x: Double(windowFrame.minX - alertWindowFrame.minX), y: Double(windowFrame.minY - alertWindowFrame.minY),
                             width: Double(windowFrame.width), height: Double(windowFrame.height))
            }
            guard let frame = AlertActionPlacement.frame(
                found: found, isCancel: action.style == .cancel, isActionSheetInPopover: inPopover,
                synthetic: AlertActionLayout.syntheticFrame(index: index, count: actions.count, alertSize: alertSize)) else { return nil }
            let id = makeUniqueID("\(ObjectIdentity.id(ofObject: alert)).action\(index)")
            if let actionView { idsByObject[ObjectIdentifier(actionView)] = id }
            targets[id] = .alertAction(alert: WeakRef(alert), index: index, view: actionView.map { WeakRef($0) })
            return ViewNode(id: id, kind: .alertAction, frame: frame, isEnabled: action.isEnabled, label: action.title)
        }
        return actionNodes
    }

    /// The alert is presented as a popover now (an iPad action sheet), read from the popover
    /// and the presentation controller's traits without asking the app's delegate
    /// (`PopoverAppearance`): a scan never calls `adaptivePresentationStyle(for:)`.
    private static func isShownAsPopover(_ alert: UIAlertController) -> Bool {
        guard alert.presentingViewController != nil, let presentation = alert.presentationController else { return false }
        let popover = presentation as? UIPopoverPresentationController
        return PopoverAppearance.isPopover(presentationStyle: presentation.presentationStyle == .popover ? .popover : .automatic,
                                           hasArrow: popover.map { $0.arrowDirection != .unknown } ?? false,
                                           isHorizontallyCompact: presentation.traitCollection.horizontalSizeClass == .compact)
    }

    /// The view that stands for a whole action: the label's nearest ancestor that is a control
    /// or whose class names an action view, else the label's superview.
    private func actionContainer(of label: UILabel, in root: UIView) -> UIView? {
        var current: UIView? = label.superview
        while let view = current, view !== root {
            if view is UIControl || String(describing: type(of: view)).contains("ActionView") { return view }
            current = view.superview
        }
        return label.superview
    }

    private func descendants(of view: UIView) -> [UIView] {
        var result: [UIView] = []
        var stack = view.subviews
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.subviews)
        }
        return result
    }
}
#endif
