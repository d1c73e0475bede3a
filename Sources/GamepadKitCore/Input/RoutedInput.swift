/// What the ``InputRouter`` makes of controller input.
public enum RoutedInput: Hashable, Sendable {
    /// An action for the focus engine, from `controller`; `isRepeat` for the repeats of a held input.
    case action(GamepadAction, controller: ControllerID, isRepeat: Bool)
    /// A button bound by the app went down or up.
    case appButton(BindingToken, isPressed: Bool)
    /// A trigger bound by the app changed its value (0...1).
    case appTrigger(BindingToken, value: Double)
    /// A thumbstick bound by the app moved (each axis -1...1, y positive upwards).
    case appThumbstick(BindingToken, x: Double, y: Double)
}
