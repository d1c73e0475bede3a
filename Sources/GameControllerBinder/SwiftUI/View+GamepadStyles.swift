#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension View {
    /// Sets the style of the buttons in this view, as `buttonStyle(_:)` does, and keeps them
    /// focus stops of the ``gamepadNavigable()`` root above.
    ///
    /// A `.buttonStyle` set inside a root replaces, for its subtree, the style through which the
    /// root registers buttons; SwiftUI offers no public way to see a button drawn by another
    /// style. Write `.gamepadButtonStyle(.borderedProminent)` where you wrote
    /// `.buttonStyle(.borderedProminent)`: the buttons look and behave the same, and A presses
    /// them. A style of your own that draws with `Button(configuration)` (one that modifies the
    /// current style) keeps them registered with a plain `.buttonStyle` too.
    ///
    /// - Parameter style: The style to draw the buttons with.
    public func gamepadButtonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        // The registering style is the innermost, so SwiftUI asks it first; it draws each button
        // with `Button(configuration)`, which is `style`, the next one out.
        buttonStyle(GamepadRegisteringButtonStyle()).buttonStyle(style)
    }

    /// Sets the style of the buttons in this view, as `buttonStyle(_:)` does, and keeps them
    /// focus stops of the ``gamepadNavigable()`` root above (see
    /// `gamepadButtonStyle(_:)`).
    ///
    /// - Parameter style: The style to draw the buttons with.
    public func gamepadButtonStyle<S: ButtonStyle>(_ style: S) -> some View {
        buttonStyle(GamepadRegisteringButtonStyle()).buttonStyle(style)
    }

    /// Sets the style of the toggles in this view, as `toggleStyle(_:)` does, and keeps them
    /// focus stops of the ``gamepadNavigable()`` root above, whose A flips them.
    ///
    /// A `.toggleStyle` set inside a root replaces, for its subtree, the style through which the
    /// root registers toggles. Write `.gamepadToggleStyle(.button)` where you wrote
    /// `.toggleStyle(.button)`. A style of your own that draws with `Toggle(configuration)`
    /// keeps them registered with a plain `.toggleStyle` too.
    ///
    /// - Parameter style: The style to draw the toggles with.
    public func gamepadToggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        toggleStyle(GamepadRegisteringToggleStyle()).toggleStyle(style)
    }
}
#endif
