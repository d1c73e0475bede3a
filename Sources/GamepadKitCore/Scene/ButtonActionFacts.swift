/// What a button does when tapped and what it shows, as the platform reads it, and the rule for a
/// button a tap does nothing on (`ViewNode.takesNoAction`): such a button is no stop.
public struct ButtonActionFacts: Hashable, Sendable {
    /// The button is of UIKit's own button class: no subclass, whose code may act on a touch.
    public var isSystemClass: Bool
    /// It has an action or a target for some event (`UIAction`s and target–action pairs).
    public var hasEventHandlers: Bool
    /// It has a menu, or shows one as its primary action.
    public var hasMenu: Bool
    /// A tap toggles its selection (`changesSelectionAsPrimaryAction`).
    public var togglesSelection: Bool
    /// It has a gesture recognizer of its own that acts on a tap (a click on Mac Catalyst;
    /// ``recognizerActsOnTap(isEnabled:isHover:allowsDirectTouch:allowsAnyTouch:isMacCatalyst:)``).
    public var hasGestureRecognizers: Bool
    /// It draws something: a title, an image or a background image, of its state or of its
    /// configuration.
    public var showsContent: Bool

    /// Facts with these values.
    public init(isSystemClass: Bool, hasEventHandlers: Bool, hasMenu: Bool, togglesSelection: Bool,
                hasGestureRecognizers: Bool, showsContent: Bool) {
        self.isSystemClass = isSystemClass
        self.hasEventHandlers = hasEventHandlers
        self.hasMenu = hasMenu
        self.togglesSelection = togglesSelection
        self.hasGestureRecognizers = hasGestureRecognizers
        self.showsContent = showsContent
    }

    /// True when a tap does nothing: a blank button of UIKit's own class with no action, menu,
    /// selection toggle or gesture recognizer (one laid behind a dialog's controls to keep
    /// touches from what lies under it). A button that shows a title or an image stays a stop
    /// even without an action: the app may give it one any time.
    public var takesNoAction: Bool {
        Self.takesNoAction(isSystemClass: isSystemClass, hasEventHandlers: hasEventHandlers, hasMenu: hasMenu,
                           togglesSelection: togglesSelection, hasGestureRecognizers: hasGestureRecognizers,
                           showsContent: showsContent)
    }

    /// True when a gesture recognizer of a button's own can act on a tap: enabled, no hover
    /// recognizer, and taking a finger's touches (`allowsDirectTouch`); on Mac Catalyst, where a
    /// tap is the pointer's click, any touch (`allowsAnyTouch`). UIKit adds recognizers of its
    /// own to buttons that only react to presses of a keyboard or remote (no touch types) or to a
    /// pointer hovering: those are no action.
    public static func recognizerActsOnTap(isEnabled: Bool, isHover: Bool, allowsDirectTouch: Bool, allowsAnyTouch: Bool,
                                           isMacCatalyst: Bool) -> Bool {
        guard isEnabled, !isHover else { return false }
        return isMacCatalyst ? allowsAnyTouch : allowsDirectTouch
    }

    /// The same rule over facts read one at a time, in this order, only until one decides: a
    /// platform reads the class first, and reads nothing more of a subclass (whose getters are
    /// the app's code).
    public static func takesNoAction(isSystemClass: @autoclosure () -> Bool, hasEventHandlers: @autoclosure () -> Bool,
                                     hasMenu: @autoclosure () -> Bool, togglesSelection: @autoclosure () -> Bool,
                                     hasGestureRecognizers: @autoclosure () -> Bool, showsContent: @autoclosure () -> Bool) -> Bool {
        isSystemClass() && !hasEventHandlers() && !hasMenu() && !togglesSelection() && !hasGestureRecognizers() && !showsContent()
    }
}
