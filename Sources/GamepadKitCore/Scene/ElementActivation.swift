/// Whether A can do anything on an accessibility element read from a container view's
/// `accessibilityElements`, so that only those that can be used become focus stops.
///
/// The usual VoiceOver pattern for an area the app draws itself or drives with gestures (a
/// chart, a seat map) is a plain `UIAccessibilityElement` with a `button` trait. Its
/// `accessibilityActivate()` is the default one, which does nothing and returns false; VoiceOver
/// then taps at the element's activation point. GamepadKit synthesizes no touch, so on such an
/// element A would do nothing. An element is a stop by its traits (`AccessibilityRules`) only
/// when something can perform A on it:
///
/// - its class implements `accessibilityActivate()` itself (a subclass that runs the action),
///   or it is one of SwiftUI's own elements, which perform their actions;
/// - or it is `adjustable`: A enters adjust mode and left and right call
///   `accessibilityIncrement()` / `accessibilityDecrement()`.
///
/// GamepadKit does not perform custom actions (`accessibilityCustomActions`), so they do not
/// count. An element that fails the rule stays in the tree (its frame and label are still
/// reported) with `ViewNode.focusableOverride` false.
public enum ElementActivation {
    /// True when A can do something on an element with `traits` whose class implements
    /// `accessibilityActivate()` itself (or is SwiftUI's) when `activates` is true.
    public static func canBeUsed(traits: ElementTraits, activates: Bool) -> Bool {
        activates || traits.contains(.adjustable)
    }

    /// The `ViewNode.focusableOverride` for an element read from a container: false when its
    /// traits would make it a stop but A can do nothing on it (`canBeUsed(traits:activates:)`),
    /// nil otherwise (the traits decide, as for every element).
    public static func focusableOverride(traits: ElementTraits, activates: Bool) -> Bool? {
        guard AccessibilityRules.isActionable(traits), !canBeUsed(traits: traits, activates: activates) else { return nil }
        return false
    }

    /// True when an element class with these facts performs `accessibilityActivate()`:
    /// `implementsActivate` (its implementation is neither `NSObject`'s default nor
    /// `UIAccessibilityElement`'s) or `isSwiftUIClass` (SwiftUI's elements run their actions).
    public static func activates(implementsActivate: Bool, isSwiftUIClass: Bool) -> Bool {
        implementsActivate || isSwiftUIClass
    }
}
