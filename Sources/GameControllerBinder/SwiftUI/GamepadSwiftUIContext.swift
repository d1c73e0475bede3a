#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// What a SwiftUI view below a GamepadKit root learns from its surroundings: the root it
/// registers with, and the app's word on focus for the region it is in.
struct GamepadSwiftUIContext: Equatable, Sendable {
    /// The root's key, and the name of its coordinate space.
    var rootKey: String
    /// The key of the enclosing `.gamepadFocusSection()`.
    var sectionKey: String?
    /// Inside `.gamepadDefaultFocus()`.
    var isDefaultFocus = false
    /// GamepadKit follows SwiftUI views now (`GamepadSwiftUIActivity`): views report themselves
    /// only then.
    var isListening = false
    /// The turn-on of listening the views report under (`GamepadSwiftUIActivity.epoch`).
    var listeningEpoch = 0

    var coordinateSpaceName: String { "GamepadKit.root." + rootKey }

    /// This context inside the focus section `key`.
    func inSection(_ key: String) -> GamepadSwiftUIContext {
        var context = self
        context.sectionKey = key
        return context
    }

    /// This context inside `.gamepadDefaultFocus()`.
    func asDefaultFocus() -> GamepadSwiftUIContext {
        var context = self
        context.isDefaultFocus = true
        return context
    }
}

private struct GamepadSwiftUIContextKey: EnvironmentKey {
    static let defaultValue: GamepadSwiftUIContext? = nil
}

/// The app's word on focus set above a root (`.gamepadDefaultFocus()`, `.gamepadFocusSection()`
/// around `.gamepadFocusable`), carried until a root takes it in.
private struct GamepadPendingFocusWordKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var gamepadSwiftUIContext: GamepadSwiftUIContext? {
        get { self[GamepadSwiftUIContextKey.self] }
        set { self[GamepadSwiftUIContextKey.self] = newValue }
    }

    /// `.gamepadDefaultFocus()` was applied above, outside any root.
    var gamepadPendingDefaultFocus: Bool {
        get { self[GamepadPendingFocusWordKey.self] }
        set { self[GamepadPendingFocusWordKey.self] = newValue }
    }
}
#endif
