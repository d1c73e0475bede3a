/// Who gets a hardware keyboard's navigation key (arrows, Return, Escape, Space, Tab):
/// GamepadKit, a text input being edited, or UIKit's own keyboard focus.
///
/// - While a text input is being edited, its keys are its own. Escape ends the editing (the
///   text stays) and goes no further: when the editing began by touch, GamepadKit is not in
///   text entry, and routing Escape to back would pop the screen and lose the text. When
///   GamepadKit began the editing, Escape routes as usual (its back ends text entry).
/// - On iPadOS, UIKit moves its own keyboard focus (Tab, arrows in focus groups) while one of
///   its items is focused; GamepadKit then leaves the keys to it rather than moving a second
///   highlight with the same press. A game controller is not affected.
public enum KeyboardKeyOwner {
    /// Who handles one key.
    public enum Owner: Hashable, Sendable {
        /// The input router (moves, activation, back).
        case gamepadKit
        /// The key goes to the text input; GamepadKit ends the editing (Escape while editing
        /// by touch).
        case endTextEditing
        /// The key is left to the text input or to UIKit's focus; GamepadKit does nothing.
        case leftToSystem
    }

    /// The owner of a press (or release) of `button`. Non-keyboard buttons always route.
    /// Releases always route, so that the router never keeps a key held.
    public static func owner(of button: GamepadButton, isPressed: Bool, isEditingText: Bool,
                             gamepadKitBeganEditing: Bool, systemFocusIsActive: Bool) -> Owner {
        guard button.isKeyboardKey, isPressed else { return .gamepadKit }
        if isEditingText {
            if gamepadKitBeganEditing { return .gamepadKit }
            return button == .keyEscape ? .endTextEditing : .leftToSystem
        }
        return systemFocusIsActive ? .leftToSystem : .gamepadKit
    }
}
