#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Reads what a `UIButton` does when tapped and what it shows (`ButtonActionFacts`); the core
/// decides from them whether it is a button a tap does nothing on.
@MainActor
enum ButtonActionReader {
    /// The facts of `button`, read now: its class, its event handlers (`enumerateEventHandlers`,
    /// which lists `UIAction`s and target–action pairs alike), its menu, its selection toggle, its
    /// own gesture recognizers, and whether its current state or configuration draws a title, an
    /// image or a background image.
    static func facts(of button: UIButton) -> ButtonActionFacts {
        var hasHandlers = false
        button.enumerateEventHandlers { _, _, _, stop in
            hasHandlers = true
            stop = true
        }
        var showsContent = !(button.currentTitle ?? "").isEmpty || (button.currentAttributedTitle?.length ?? 0) > 0
            || button.currentImage != nil || button.currentBackgroundImage != nil
        if let configuration = button.configuration {
            showsContent = showsContent || !(configuration.title ?? "").isEmpty || configuration.attributedTitle != nil
                || !(configuration.subtitle ?? "").isEmpty || configuration.attributedSubtitle != nil
                || configuration.image != nil || configuration.background.image != nil
        }
        return ButtonActionFacts(isSystemClass: type(of: button) == UIButton.self,
                                 hasEventHandlers: hasHandlers,
                                 hasMenu: button.menu != nil || button.showsMenuAsPrimaryAction,
                                 togglesSelection: button.changesSelectionAsPrimaryAction,
                                 hasGestureRecognizers: !(button.gestureRecognizers ?? []).isEmpty,
                                 showsContent: showsContent)
    }
}
#endif
