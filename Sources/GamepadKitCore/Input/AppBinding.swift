/// An input an app takes over for itself.
///
/// While a button is bound, its presses and releases go to the app (``RoutedInput/appButton(_:isPressed:)``)
/// instead of its action. A bound trigger reports its value to the app and keeps its button
/// action. A bound thumbstick reports its position and stops moving focus.
public enum AppBinding: Hashable, Sendable {
    /// The button's presses and releases, instead of its action.
    case button(GamepadButton)
    /// Every change of the trigger's analog value (from `.trigger` events); the trigger still
    /// presses its button (`leftTrigger` / `rightTrigger`) and that button's action.
    case trigger(Trigger)
    /// Every change of the stick's position; the stick stops moving focus while bound.
    case thumbstick(Thumbstick)
}

/// The handle of one app binding, returned by ``InputRouter/bind(_:)``: the router names it in
/// what it routes, and ``InputRouter/unbind(_:)`` ends the binding.
public struct BindingToken: Hashable, Sendable, CustomStringConvertible {
    /// Unique among the tokens of one router.
    public var id: Int
    /// The input the token is bound to.
    public var binding: AppBinding

    /// Creates a token. Tokens normally come from ``InputRouter/bind(_:)``.
    public init(id: Int, binding: AppBinding) {
        self.id = id
        self.binding = binding
    }

    /// `binding 3 (button(a))`, for logs.
    public var description: String { "binding \(id) (\(binding))" }
}
