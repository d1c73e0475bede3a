// App code written against the GameControllerBinder 1.1 README. It must compile unchanged
// against GameControllerBinder 2 (iOS compile check only; it is not part of any target).
import UIKit
import GameControllerBinder

final class CardView: UIView, Focusable {
    var name: String = "card"
    var isFocusable: Bool { !isHidden }
    var globalFrame: CGRect { superview?.convert(frame, to: nil) ?? frame }
    var onTap: (() -> Void)?

    func focus() { backgroundColor = .systemGray5 }
    func unfocus() { backgroundColor = .systemBackground }
    func simulateTap() { onTap?() }
}

final class LegacyBinderViewController: UIViewController {
    let binder = GameControllerBinder()
    let playButton = UIButton(type: .system)
    let volumeSlider = UISlider()
    let card = CardView()
    var status = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        playButton.setTitle("Play", for: .normal)
        for subview in [playButton, volumeSlider, card] as [UIView] {
            view.addSubview(subview)
        }
        card.onTap = { [weak self] in self?.status = "card" }

        binder.bindButtonToAction(buttonName: .buttonX) { [weak self] in self?.status = "X" }
        binder.bindButtonToAction(buttonName: .buttonY, pressAction: { print("Y down") }, releaseAction: { print("Y up") })
        binder.bindButtonToUIElement(buttonName: .buttonB, uiElement: playButton, withAnimation: true) { print("B") }
        binder.bindButtonToUIElement(buttonName: .leftShoulder, uiElement: playButton) { print("L1") }
        binder.bindTriggerToAction(triggerName: .rightTrigger) { value in print("R2", value) }
        binder.bindThumbstickToAction(thumbstickName: .rightThumbstick) { x, y in print("right stick", x, y) }
        binder.bindPlaystionButtonToAction(playStationButtonName: .touchpadButton) { print("touchpad") }
        binder.bindPlaystationButtonToAction(playStationButtonName: .touchpadPrimaryLeft,
                                             pressAction: { print("swipe left") }, releaseAction: { print("lifted") })
        binder.bindXboxButtonToAction(xboxButtonName: .paddleButton1) { print("P1") }
        binder.bindXboxButtonToAction(xboxButtonName: .shareButton, pressAction: { print("share") }, releaseAction: {})
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        binder.registerAllFocusableSubviews(from: view)
        binder.setupDefaultDirectionalInputHandlers()
        binder.setInitialFocus(to: playButton)
        binder.setupTapActionInputHandler()

        if binder.isConnected, let type = binder.controllerType {
            switch type {
            case .dualSense, .dualShock: status = "PlayStation"
            case .xbox: status = "Xbox"
            case .generic: status = "controller"
            }
        }
        var button: Focusable = playButton
        button.name = "play"
        print(button.name, button.globalFrame, button.isFocusable)
        button.focus()
        button.unfocus()
        volumeSlider.simulateTap()
        let names: [GameControllerBinder.ButtonName] = [.buttonA, .buttonB, .buttonX, .buttonY, .leftShoulder, .rightShoulder,
                                                        .buttonMenu, .buttonOptions, .buttonHome, .leftThumbstickButton,
                                                        .rightThumbstickButton, .dpadUp, .dpadDown, .dpadLeft, .dpadRight]
        let triggers: [GameControllerBinder.TriggerName] = [.leftTrigger, .rightTrigger]
        let sticks: [GameControllerBinder.ThumbstickName] = [.leftThumbstick, .rightThumbstick]
        print(names.count, triggers.count, sticks.count)
    }
}

final class TableScreen: UITableViewController {
    let binder = GameControllerBinder()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        binder.registerAllFocusableSubviews(from: tableView)
        binder.setupDefaultDirectionalInputHandlers(useDpad: true, useLeftThumbstick: false, useRightThumbstick: true)
        binder.setInitialFocus(to: tableView)
        binder.setupTapActionInputHandler(for: .buttonX)
    }
}
