/// The owner of each hardware key held down, decided once when it goes down
/// (`KeyboardKeyOwner.owner(of:isPressed:facts:)`) and kept until it comes up, so that one key
/// press does one thing: a Return that UIKit took on the way down is not given to GamepadKit on
/// the way up, after the text input it ended is gone.
public struct KeyPressOwnership: Hashable, Sendable {
    private var owners: [GamepadButton: KeyboardKeyOwner.Owner] = [:]

    /// No key is held.
    public init() {}

    /// The owner of this press or release of `button`. A press decides (from `facts`) and is
    /// remembered; a release gets the press's owner and forgets it (a release with no press
    /// seen routes, so that the router never keeps a key held). Non-keyboard buttons route.
    public mutating func owner(of button: GamepadButton, isPressed: Bool, facts: KeyboardKeyOwner.Facts) -> KeyboardKeyOwner.Owner {
        guard button.isKeyboardKey else { return .gamepadKit }
        if isPressed {
            if let held = owners[button] { return held }  // a key repeat keeps its owner
            let owner = KeyboardKeyOwner.owner(of: button, isPressed: true, facts: facts)
            owners[button] = owner
            return owner
        }
        return owners.removeValue(forKey: button) ?? .gamepadKit
    }

    /// Forgets every held key (the keyboard disconnected, the app went to the background).
    public mutating func reset() {
        owners = [:]
    }
}

extension GamepadButton {
    /// Return and Escape: the keys that commit or cancel, which UIKit's key commands and text
    /// inputs also take.
    var isCommitKey: Bool {
        self == .keyReturn || self == .keyEscape
    }
}
