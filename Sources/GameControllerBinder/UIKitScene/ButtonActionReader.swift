#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Reads what a `UIButton` does when tapped and what it shows, for the core's rule of a button a
/// tap does nothing on (`ButtonActionFacts.takesNoAction`), one fact at a time and only until one
/// decides: a subclass is never read further (its getters are the app's code).
@MainActor
enum ButtonActionReader {
    /// True when a tap on `button` does nothing: UIKit's own class, no event handler
    /// (`enumerateEventHandlers` lists `UIAction`s and target–action pairs, storyboard actions
    /// included), no menu, no selection toggle, no gesture recognizer a finger can start, nothing
    /// drawn.
    static func takesNoAction(_ button: UIButton) -> Bool {
        ButtonActionFacts.takesNoAction(isSystemClass: type(of: button) == UIButton.self,
                                        hasEventHandlers: hasEventHandlers(button),
                                        hasMenu: button.menu != nil || button.showsMenuAsPrimaryAction,
                                        togglesSelection: button.changesSelectionAsPrimaryAction,
                                        hasGestureRecognizers: hasTouchGestureRecognizers(button),
                                        showsContent: showsContent(button))
    }

    private static func hasEventHandlers(_ button: UIButton) -> Bool {
        var found = false
        button.enumerateEventHandlers { _, _, _, stop in
            found = true
            stop = true
        }
        return found
    }

    /// Recognizers of the button's own that a tap can start: enabled, not a hover recognizer,
    /// and taking a finger's touches (on Mac Catalyst, any touch: the pointer's clicks). UIKit
    /// adds recognizers of its own to buttons that react only to presses of a keyboard or remote
    /// (no touch types) or to a pointer hovering; those are not an action.
    ///
    /// Not read here, nor anywhere for this rule: `isPointerInteractionEnabled`,
    /// `pointerInteraction` and `contextMenuInteraction`, whose getters create an interaction
    /// and add it to the button.
    private static func hasTouchGestureRecognizers(_ button: UIButton) -> Bool {
        (button.gestureRecognizers ?? []).contains { recognizer in
            guard recognizer.isEnabled, !(recognizer is UIHoverGestureRecognizer) else { return false }
            #if targetEnvironment(macCatalyst)
            return !recognizer.allowedTouchTypes.isEmpty
            #else
            return recognizer.allowedTouchTypes.contains(NSNumber(value: UITouch.TouchType.direct.rawValue))
            #endif
        }
    }

    /// A title, image or background image of its current state, or of its configuration (an
    /// empty title or attributed title is none: UIKit mirrors the two), an activity indicator, or a
    /// custom background view.
    private static func showsContent(_ button: UIButton) -> Bool {
        if !(button.currentTitle ?? "").isEmpty || (button.currentAttributedTitle?.length ?? 0) > 0
            || button.currentImage != nil || button.currentBackgroundImage != nil { return true }
        guard let configuration = button.configuration else { return false }
        return !(configuration.title ?? "").isEmpty || !(configuration.attributedTitle?.characters.isEmpty ?? true)
            || !(configuration.subtitle ?? "").isEmpty || !(configuration.attributedSubtitle?.characters.isEmpty ?? true)
            || configuration.image != nil || configuration.background.image != nil
            || configuration.background.customView != nil || configuration.showsActivityIndicator
    }
}
#endif
