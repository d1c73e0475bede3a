/// How text fields are typed in once a controller starts editing them (`textEntry` in
/// `GamepadKit.plist`).
public struct TextEntryOptions: Hashable, Sendable {
    /// The keyboard a field gets when A starts editing it.
    public enum Keyboard: String, CaseIterable, Hashable, Sendable {
        /// GamepadKit's keyboard, driven by the controller (standard).
        case controller
        /// The system keyboard, as a touch would show it.
        case system
    }

    /// The keyboard a field gets when a controller press starts editing it (standard:
    /// ``Keyboard/controller``). Editing started by touch or a hardware keyboard always uses
    /// the system keyboard.
    public var keyboard: Keyboard

    /// Creates text entry options.
    public init(keyboard: Keyboard = .controller) {
        self.keyboard = keyboard
    }

    /// The controller keyboard.
    public static let standard = TextEntryOptions()
}
