#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Reads whether a screen transition is running (`ScreenTransition`) from the controllers of a
/// capture, at the moment of a press: a transition coordinator (push, pop, presentation,
/// dismissal, an interactive swipe back; UIKit gives one only while the animation runs), and a
/// page turn GamepadKit started that has not completed. `isBeingPresented`, `isBeingDismissed`
/// and `isMovingTo/FromParent` are documented for the appearance callbacks only, so they are
/// not read outside them (a flag left set would drop every press).
@MainActor
enum ScreenTransitionReader {
    /// The transition running now among the controllers `capture` saw.
    static func current(in capture: SceneCapture?) -> ScreenTransition {
        transition(among: capture?.controllers.values.compactMap(\.value) ?? [])
    }

    static func transition(among controllers: [UIViewController]) -> ScreenTransition {
        var transition = ScreenTransition()
        for controller in controllers where controller.isViewLoaded {
            if controller.transitionCoordinator != nil { transition.hasTransitionCoordinator = true }
        }
        transition.isTurningPage = PageTurning.isTurning
        return transition
    }
}
#endif
