/// Who gets a hardware keyboard's navigation key (arrows, Return, Escape, Space, Tab):
/// GamepadKit, a text input being edited, or UIKit's own keyboard focus.
///
/// - While a text input is being edited, its keys are its own. Escape ends the editing (the
///   text stays) and goes no further: when the editing began by touch, GamepadKit is not in
///   text entry, and routing Escape to back would pop the screen and lose the text. When
///   GamepadKit began the editing, Escape routes as usual (its back ends text entry).
/// - Return, Enter and Escape have one owner per press. When UIKit has a key command for the
///   key in the responder chain (an alert's Return for its preferred action and Escape for its
///   cancel action, the app's own `UIKeyCommand`s), the key is UIKit's: GamepadKit does not also
///   run it, so an alert's cancel handler runs once. A Return or Escape that comes within
///   `editingEndGrace` seconds after a text input ended editing belongs to that editing (its
///   Return ended it): it is not seen as A, which would open the keyboard again.
/// - The owner is decided when the key goes down and kept until it comes up
///   (`KeyPressOwnership`), whatever changes in between.
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

    /// What the iOS layer knows when a key goes down.
    public struct Facts: Hashable, Sendable {
        /// A text input is first responder.
        public var isEditingText: Bool
        /// GamepadKit began the editing (A on a text input).
        public var gamepadKitBeganEditing: Bool
        /// UIKit's keyboard focus is on one of its items (iPadOS focus system).
        public var systemFocusIsActive: Bool
        /// A `UIKeyCommand` for this key is active in the responder chain (an alert's Return or
        /// Escape, the app's own key commands).
        public var keyCommandClaimsKey: Bool
        /// Seconds since a text input last ended editing (nil: none did, or long ago).
        public var secondsSinceEditingEnded: Double?

        /// Facts; nothing claims the key unless a part says so.
        public init(isEditingText: Bool = false, gamepadKitBeganEditing: Bool = false, systemFocusIsActive: Bool = false,
                    keyCommandClaimsKey: Bool = false, secondsSinceEditingEnded: Double? = nil) {
            self.isEditingText = isEditingText
            self.gamepadKitBeganEditing = gamepadKitBeganEditing
            self.systemFocusIsActive = systemFocusIsActive
            self.keyCommandClaimsKey = keyCommandClaimsKey
            self.secondsSinceEditingEnded = secondsSinceEditingEnded
        }
    }

    /// How long after editing ended a Return or Escape still belongs to that editing.
    public static let editingEndGrace = 0.3

    /// The owner of a press of `button` given `facts` (releases and non-keyboard buttons always
    /// route; `KeyPressOwnership` keeps a press's owner for its release).
    public static func owner(of button: GamepadButton, isPressed: Bool, facts: Facts) -> Owner {
        guard button.isKeyboardKey, isPressed else { return .gamepadKit }
        if facts.isEditingText {
            return owner(of: button, isPressed: isPressed, isEditingText: true,
                         gamepadKitBeganEditing: facts.gamepadKitBeganEditing, systemFocusIsActive: facts.systemFocusIsActive)
        }
        if button.isCommitKey {
            if facts.keyCommandClaimsKey { return .leftToSystem }
            if let since = facts.secondsSinceEditingEnded, since >= 0, since < editingEndGrace { return .leftToSystem }
        }
        return facts.systemFocusIsActive ? .leftToSystem : .gamepadKit
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
