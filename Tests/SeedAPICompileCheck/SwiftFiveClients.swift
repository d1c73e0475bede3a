// Swift 5 app code written against GameControllerBinder 1.1: a plain (non-actor) coordinator
// class that owns a binder, and free functions that create one and read a Focusable's name.
// In 1.1 neither type was actor-isolated; this must compile unchanged in Swift 5 mode
// (iOS compile check only; it is not part of any target).
import UIKit
import GameControllerBinder

final class GameSessionCoordinator {
    let binder = GameControllerBinder()
    private(set) var lastInput = ""
    private(set) var throttle: Float = 0

    init() {
        binder.bindButtonToAction(buttonName: .buttonA) { [weak self] in self?.lastInput = "A" }
        binder.bindTriggerToAction(triggerName: .rightTrigger) { [weak self] value in self?.throttle = value }
        binder.setupDefaultDirectionalInputHandlers()
        binder.setupTapActionInputHandler()
    }

    func attach(to view: UIView, initialFocus: Focusable) {
        binder.registerAllFocusableSubviews(from: view)
        binder.setInitialFocus(to: initialFocus)
    }

    var statusLine: String {
        let family = binder.controllerType.map { "\($0)" } ?? "none"
        return binder.isConnected ? "connected (\(family))" : "no controller"
    }
}

func makeDetachedBinder() -> GameControllerBinder {
    let binder = GameControllerBinder()
    binder.bindXboxButtonToAction(xboxButtonName: .shareButton) { print("share") }
    return binder
}

func describeFocusable(_ element: Focusable) -> String {
    "\(element.name) at \(element.globalFrame), focusable: \(element.isFocusable)"
}

func renameFocusable(_ element: inout Focusable, to name: String) {
    element.name = name
}

func tapIfFocusable(_ element: Focusable) {
    if element.isFocusable {
        element.simulateTap()
    }
}
