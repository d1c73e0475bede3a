#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The button style a root installs: it draws the button with the style in effect around the
/// root (`Button(configuration)`), so nothing changes on screen, and registers it as a button
/// whose A is `configuration.trigger()`, the call SwiftUI makes for a tap. Buttons, `Link`s and
/// `NavigationLink`s outside lists take their style from here. A `.buttonStyle` set inside the
/// root replaces it for its subtree: those buttons are not registered, unless the style is set
/// with `.gamepadButtonStyle(_:)`, which puts this style inside the app's.
///
/// A button is registered once, by the innermost registering style: the button it draws is
/// marked (`gamepadButtonIsRegistered`), so when the app's style in between draws it again with
/// `Button(configuration)` and SwiftUI hands it to the root's registering style, that one only
/// draws it. (The merge also collapses two registrations of one control at one place:
/// `SwiftUISceneMerge`.)
struct GamepadRegisteringButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        GamepadRegisteredButton(configuration: configuration)
    }
}

/// A button drawn by `GamepadRegisteringButtonStyle`: registered unless a registering style
/// closer to it already did.
struct GamepadRegisteredButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.gamepadButtonIsRegistered) private var isRegistered

    @ViewBuilder
    var body: some View {
        if isRegistered {
            Button(configuration)
        } else {
            let configuration = configuration
            Button(configuration)
                .environment(\.gamepadButtonIsRegistered, true)
                .modifier(GamepadElementRegistration(role: .button, explicitID: nil,
                                                     actions: SwiftUIElementActions(activate: { configuration.trigger() })))
        }
    }
}

/// The toggle style a root installs: the toggle is drawn with the style in effect around the
/// root (`Toggle(configuration)`) and registered as a toggle whose A flips `configuration.isOn`.
/// A toggle that SwiftUI draws with a `UISwitch` is also a UIKit control of the hosting view; the
/// merge keeps the UIKit one (`SwiftUISceneMerge`). Registered once, as buttons are
/// (`gamepadToggleIsRegistered`).
struct GamepadRegisteringToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        GamepadRegisteredToggle(configuration: configuration)
    }
}

/// A toggle drawn by `GamepadRegisteringToggleStyle`: registered unless a registering style
/// closer to it already did.
struct GamepadRegisteredToggle: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.gamepadToggleIsRegistered) private var isRegistered

    @ViewBuilder
    var body: some View {
        if isRegistered {
            Toggle(configuration)
        } else {
            let isOn = configuration.$isOn
            Toggle(configuration)
                .environment(\.gamepadToggleIsRegistered, true)
                .modifier(GamepadElementRegistration(role: .toggle, explicitID: nil,
                                                     actions: SwiftUIElementActions(activate: { isOn.wrappedValue.toggle() })))
        }
    }
}

private struct GamepadButtonIsRegisteredKey: EnvironmentKey {
    static let defaultValue = false
}

private struct GamepadToggleIsRegisteredKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Inside a button a registering style already registered: an outer registering style that
    /// draws it again (through the app's style's `Button(configuration)`) does not register it twice.
    var gamepadButtonIsRegistered: Bool {
        get { self[GamepadButtonIsRegisteredKey.self] }
        set { self[GamepadButtonIsRegisteredKey.self] = newValue }
    }

    /// The same for toggles.
    var gamepadToggleIsRegistered: Bool {
        get { self[GamepadToggleIsRegisteredKey.self] }
        set { self[GamepadToggleIsRegisteredKey.self] = newValue }
    }
}
#endif
