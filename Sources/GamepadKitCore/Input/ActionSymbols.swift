/// Which SF Symbol to show for an action ("Select", "Back") on the controller in use: the button
/// bound to the action, as the user presses it after remapping it in Settings.
///
/// The inputs mirror what GameController reports on a device:
/// - `bindings`: the buttons bound to each action (the router's bindings: the standard ones,
///   the plist's and the app's);
/// - `systemSymbols`: for a button (by its logical name, e.g. `.a`), the symbol the system gives
///   for it with the user's remapping applied (`GCControllerElement.sfSymbolsName`): a name, or
///   nil when the system says no physical button produces it any more (the user mapped it away).
///   A button missing from the dictionary is one the system says nothing about;
/// - `remapping`: physical button → the logical button it produces
///   (`GCPhysicalInputProfile.mappedElementAlias(forPhysicalInputName:)`), for buttons whose
///   mapping differs from themselves.
///
/// The rule: the buttons bound to the action are tried in ``GamepadButton`` order (face buttons,
/// D-pad, shoulders, triggers, stick clicks, system buttons), those of the controller's kind
/// only (keys for a keyboard, controller buttons otherwise). For each, a system symbol wins; a
/// button the system reports as mapped away is skipped; otherwise the physical button that
/// produces it (itself while it is not remapped away) is looked up in ``ButtonGlyphs``. Nil when no bound button can be pressed.
public struct ActionSymbols: Hashable, Sendable {
    /// The kind of the controller in use.
    public var kind: ControllerKind
    /// Button → action.
    public var bindings: [GamepadButton: GamepadAction]
    /// Logical button → the system's symbol for it after remapping (nil: mapped away).
    public var systemSymbols: [GamepadButton: String?]
    /// Physical button → the logical button it produces, where they differ.
    public var remapping: [GamepadButton: GamepadButton]

    /// Creates the query.
    public init(kind: ControllerKind, bindings: [GamepadButton: GamepadAction] = InputSettings.standardBindings,
                systemSymbols: [GamepadButton: String?] = [:], remapping: [GamepadButton: GamepadButton] = [:]) {
        self.kind = kind
        self.bindings = bindings
        self.systemSymbols = systemSymbols
        self.remapping = remapping
    }

    /// The buttons of the controller's kind bound to `action`, in ``GamepadButton`` order.
    public func buttons(boundTo action: GamepadAction) -> [GamepadButton] {
        guard action != .none else { return [] }
        return GamepadButton.allCases.filter { button in
            bindings[button] == action && button.isKeyboardKey == (kind == .keyboard)
        }
    }

    /// The physical button the user presses to produce `logical`: `logical` itself while it
    /// still produces itself, else the first button (in ``GamepadButton`` order) remapped onto
    /// it, else nil (the remapping sends every physical button elsewhere).
    public func physicalButton(producing logical: GamepadButton) -> GamepadButton? {
        if remapping[logical] == nil || remapping[logical] == logical { return logical }
        return GamepadButton.allCases.first { remapping[$0] == logical }
    }

    /// The SF Symbol name for `action`, or nil when no bound button can be pressed.
    public func symbolName(for action: GamepadAction) -> String? {
        for logical in buttons(boundTo: action) {
            if let reported = systemSymbols[logical] {
                guard let symbol = reported, !symbol.isEmpty else { continue }
                return symbol
            }
            guard let physical = physicalButton(producing: logical),
                  let symbol = ButtonGlyphs.symbolName(of: physical, on: kind) else { continue }
            return symbol
        }
        return nil
    }
}
