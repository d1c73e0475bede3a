#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The button style a root installs: it draws the button with the style in effect around the
/// root (`Button(configuration)`), so nothing changes on screen, and registers it as a button
/// whose A is `configuration.trigger()`, the call SwiftUI makes for a tap. Buttons, `Link`s and
/// `NavigationLink`s outside lists take their style from here. A `.buttonStyle` set inside the
/// root replaces it for its subtree: those buttons are not registered, unless the style is set
/// with `.gamepadButtonStyle(_:)`, which puts this style inside the app's.
struct GamepadRegisteringButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .modifier(GamepadElementRegistration(role: .button, explicitID: nil,
                                                 actions: SwiftUIElementActions(activate: { configuration.trigger() })))
    }
}

/// The toggle style a root installs: the toggle is drawn with the style in effect around the
/// root (`Toggle(configuration)`) and registered as a toggle whose A flips `configuration.isOn`.
/// A toggle that SwiftUI draws with a `UISwitch` is also a UIKit control of the hosting view; the
/// merge keeps the UIKit one (`SwiftUISceneMerge`).
struct GamepadRegisteringToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        return Toggle(configuration)
            .modifier(GamepadElementRegistration(role: .toggle, explicitID: nil,
                                                 actions: SwiftUIElementActions(activate: { isOn.wrappedValue.toggle() })))
    }
}
#endif
