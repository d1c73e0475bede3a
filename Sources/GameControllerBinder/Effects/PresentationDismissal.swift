#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// B on a presented screen, and A or B on an alert action: what the user's swipe down or tap on
/// the action runs.
@MainActor
struct PresentationDismissal {
    let capture: SceneCapture?
    private let logger = DiagnosticLog(category: "effects")

    init(capture: SceneCapture?) {
        self.capture = capture
    }

    /// B's dismissal, as `ScreenResolver` decided it.
    func dismiss(_ dismissal: Dismissal?) {
        switch dismissal.map({ PresentationAdaptation.onPress($0, capture: capture) }) {
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

    /// Performs action `index` of `alert` as a tap would (`AlertActionActivation`): dismiss the
    /// alert, then run the action's handler.
    func performAlertAction(_ alert: UIAlertController?, index: Int, view: UIView?) {
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
                    logger.error("The handler of an alert action was not recorded (the action was made before GamepadKit started); the alert is dismissed. Action:",
                                 .alertTitle, action.title ?? "")
                }
            }
        }
    }

    /// Dismisses `alert` (through its presenter) and runs `completion` once it is gone.
    private static func dismiss(_ alert: UIAlertController, then completion: (() -> Void)?) {
        let presenter = alert.presentingViewController ?? alert
        presenter.dismiss(animated: true, completion: completion)
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
}
#endif
