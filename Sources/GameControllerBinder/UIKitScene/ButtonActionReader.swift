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
    /// included), no menu, no selection toggle, no gesture recognizer that acts on a tap (a click
    /// on Mac Catalyst), nothing drawn.
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

    /// Whether a recognizer of the button's own acts on a tap (`ButtonActionFacts.recognizerActsOnTap`).
    ///
    /// Not read here, nor anywhere for this rule: `isPointerInteractionEnabled`,
    /// `pointerInteraction` and `contextMenuInteraction`, whose getters create an interaction
    /// and add it to the button.
    private static func hasTouchGestureRecognizers(_ button: UIButton) -> Bool {
        #if targetEnvironment(macCatalyst)
        let isMacCatalyst = true
        #else
        let isMacCatalyst = false
        #endif
        let direct = NSNumber(value: UITouch.TouchType.direct.rawValue)
        return (button.gestureRecognizers ?? []).contains { recognizer in
            // UIKit builds this array anew on each read: read once.
            let touchTypes = recognizer.allowedTouchTypes
            return ButtonActionFacts.recognizerActsOnTap(isEnabled: recognizer.isEnabled, isHover: recognizer is UIHoverGestureRecognizer,
                                                         allowsDirectTouch: touchTypes.contains(direct),
                                                         allowsAnyTouch: !touchTypes.isEmpty, isMacCatalyst: isMacCatalyst)
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
