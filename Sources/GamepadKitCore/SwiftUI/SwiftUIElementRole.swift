/// What a SwiftUI view registered with GamepadKit does when A is pressed on it, in the terms of
/// the accessibility traits the engine already follows (`AccessibilityRules`).
public enum SwiftUIElementRole: String, Hashable, Sendable, CaseIterable {
    /// A button, link, navigation link or a view with a tap action: A runs it.
    case button
    /// A toggle: A flips it.
    case toggle
    /// A control with a value (a custom slider, a rating): A enters adjust mode, left and right
    /// decrement and increment it, A or B leave the mode.
    case adjustable

    /// The traits an element of this role publishes to the engine.
    public var traits: ElementTraits {
        switch self {
        case .button: .button
        case .toggle: [.button, .toggleButton]
        case .adjustable: .adjustable
        }
    }
}
