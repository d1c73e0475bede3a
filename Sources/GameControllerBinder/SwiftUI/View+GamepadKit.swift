#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension View {
    /// Makes the SwiftUI screen below this view navigable with a game controller or a keyboard's
    /// arrows, with no other change to its code and none to how it looks.
    ///
    /// Buttons, links and navigation links (outside lists) and toggles below become focus stops
    /// whose A does what a tap does: the modifier installs a button style and a toggle style that
    /// draw each control with the style already in effect and register it. Sliders, steppers,
    /// text fields, date pickers, segmented and wheel pickers and `List` rows are UIKit views
    /// inside the hosting view and are reached by GamepadKit's UIKit scan, in the same map.
    ///
    /// A `.buttonStyle` or `.toggleStyle` set inside this view replaces the registering style for
    /// the controls below it, and SwiftUI offers no public way to see a control another style
    /// draws: those buttons and toggles are no stops unless the style is set with
    /// `gamepadButtonStyle(_:)` or ``gamepadToggleStyle(_:)`` instead (same look, same
    /// behaviour), the style draws with `Button(configuration)`/`Toggle(configuration)`, or the
    /// style is set outside this view. Views with `.onTapGesture` and controls SwiftUI draws
    /// without a UIKit view need ``gamepadFocusable(id:onActivate:)`` or
    /// ``gamepadFocusable(id:onIncrement:onDecrement:)``.
    ///
    /// Controls the root registers are known by ids made of what survives SwiftUI recreating
    /// them (the hosting view controller, the label when SwiftUI publishes it, the place in the
    /// content): focus memory and `GamepadKit.onFocusChange` keep naming the same button when the
    /// screen is rebuilt or a lazy row scrolls back in. Those ids depend on the language (a
    /// label) and the layout (a place, which shifts when a row is inserted above or the device
    /// size or Dynamic Type changes): wherever you name a control (the configuration's
    /// `preferredInitialFocus`, `GamepadKit.focus(id:)`, a check in `onFocusChange`), give it an
    /// id of your own with ``gamepadFocusable(id:onActivate:)``. A configured id that matches
    /// only a derived id is logged once (category `focus`).
    ///
    /// Nothing is measured or registered while no game controller or keyboard is connected.
    ///
    /// Apply it once, at the root of the screen (the view a `UIHostingController` shows).
    public func gamepadNavigable() -> some View {
        modifier(GamepadNavigableRoot())
    }

    /// Makes this view a focus stop whose A runs `onActivate`: a card, a view with
    /// `.onTapGesture`, a custom control.
    ///
    /// - Parameters:
    ///   - id: The element's id for the life of the screen, also when SwiftUI recreates the view:
    ///     focus stays on it across updates, the configuration's `preferredInitialFocus` can
    ///     name it, and `GamepadKit.onFocusChange` reports it. Unique on the screen.
    ///   - onActivate: What A does; runs on the main actor.
    public func gamepadFocusable(id: String, onActivate: @escaping @MainActor () -> Void) -> some View {
        modifier(GamepadFocusableElement(role: .button, id: id, actions: SwiftUIElementActions(activate: onActivate)))
    }

    /// Makes this view an adjustable focus stop (a custom slider, a rating): A enters adjust
    /// mode, where right runs `onIncrement` and left `onDecrement`, once per step, and A or B
    /// leave it.
    ///
    /// - Parameters:
    ///   - id: The element's id (see ``gamepadFocusable(id:onActivate:)``).
    ///   - onIncrement: Raises the value by one step; runs on the main actor.
    ///   - onDecrement: Lowers the value by one step; runs on the main actor.
    public func gamepadFocusable(id: String, onIncrement: @escaping @MainActor () -> Void,
                                 onDecrement: @escaping @MainActor () -> Void) -> some View {
        modifier(GamepadFocusableElement(role: .adjustable, id: id,
                                         actions: SwiftUIElementActions(increment: onIncrement, decrement: onDecrement)))
    }

    /// Makes the focus stops in this view the ones a screen starts with: when the screen (or its
    /// modal) shows for the first time, the first of them on screen takes focus, before the
    /// configuration's `preferredInitialFocus` and the reading order.
    ///
    /// Apply it outside the element's own modifiers (`.gamepadFocusable(…).gamepadDefaultFocus()`),
    /// or to a button or a container of controls below ``gamepadNavigable()``.
    public func gamepadDefaultFocus() -> some View {
        modifier(GamepadDefaultFocusMarker())
    }

    /// Makes this view a focus section, as on tvOS: its whole frame is a target, so a move aimed
    /// at its empty space from outside enters it, on its default element
    /// (``gamepadDefaultFocus()``) or the one nearest to where focus was. Inside it, moves are as
    /// everywhere else. Below ``gamepadNavigable()`` only.
    public func gamepadFocusSection() -> some View {
        modifier(GamepadFocusSectionMarker())
    }
}
#endif
