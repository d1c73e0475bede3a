#if canImport(UIKit)
@preconcurrency import GameController
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Reads what GameController knows about the controller in use for `GamepadKit.symbolName(for:)`
/// and hands it to `ActionSymbols`, which decides.
///
/// - **The device in use** (`DeviceInUse`): after a hardware keyboard's key, the keyboard
///   (`GCKeyboard.coalesced`), even with a controller connected; else `GCController.current`
///   (iOS 14: the controller that sent the last input), else the first connected gamepad; with
///   none, a connected keyboard; with neither, nil.
/// - **Its kind**: `ControllerKind(profileClassName:productCategory:vendorName:)`.
/// - **System symbols**: each button element's `sfSymbolsName`, which already follows the user's
///   remapping in Settings. An element whose `sfSymbolsName` is nil while its
///   `unmappedSfSymbolsName` is not has been mapped away (no physical button produces it); one
///   with neither says nothing, and the core table answers.
/// - **Remapping**: for each element, `GCPhysicalInputProfile.mappedElementAlias(forPhysicalInputName:)`
///   (iOS 15, the deployment target) of its aliases, where it names another element.
///
/// Changes (`GCControllerUserCustomizationsDidChange` on iOS 16 and later, a controller becoming
/// current, connecting or leaving) post `GamepadKit.buttonSymbolsDidChangeNotification`, so an
/// app can redraw its hints; the symbols themselves are always read live.
@MainActor
enum ButtonSymbols {
    private static var tokens: [NSObjectProtocol] = []
    /// Where the last input came from (`GamepadRuntime.handle(_:)` records it).
    static var lastInput = DeviceInUse.LastInput.none {
        didSet {
            if lastInput != oldValue, !tokens.isEmpty {
                NotificationCenter.default.post(name: GamepadKit.buttonSymbolsDidChangeNotification, object: nil)
            }
        }
    }

    /// The symbol for `action` with `bindings` on the controller in use, or nil.
    static func symbolName(for action: GamepadAction, bindings: [GamepadButton: GamepadAction]) -> String? {
        observeChanges()
        guard let query = query(bindings: bindings) else { return nil }
        return query.symbolName(for: action)
    }

    /// What GameController says about the controller in use.
    static func query(bindings: [GamepadButton: GamepadAction]) -> ActionSymbols? {
        let controller = GCController.current ?? GCController.controllers().first { $0.extendedGamepad != nil || $0.microGamepad != nil }
        switch DeviceInUse.choose(lastInput: lastInput, hasController: controller != nil, hasKeyboard: GCKeyboard.coalesced != nil) {
        case .keyboard?: return ActionSymbols(kind: .keyboard, bindings: bindings)
        case .controller?: break
        case nil: return nil
        }
        guard let controller else { return nil }
        let profile = controller.physicalInputProfile
        let kind = ControllerKind(profileClassName: controller.extendedGamepad.map { String(describing: type(of: $0)) },
                                  productCategory: controller.productCategory, vendorName: controller.vendorName)
        let elements = buttonElements(of: controller)
        var systemSymbols: [GamepadButton: String?] = [:]
        var buttonByAlias: [String: GamepadButton] = [:]
        for (element, button) in elements {
            if let symbol = element.sfSymbolsName, !symbol.isEmpty {
                systemSymbols[button] = symbol
            } else if element.unmappedSfSymbolsName != nil {
                systemSymbols[button] = .some(nil)
            }
            for alias in element.aliases { buttonByAlias[alias] = button }
        }
        var remapping: [GamepadButton: GamepadButton] = [:]
        for (element, button) in elements {
            for alias in element.aliases.sorted() {
                let mapped = profile.mappedElementAlias(forPhysicalInputName: alias)
                if let logical = buttonByAlias[mapped] {
                    if logical != button { remapping[button] = logical }
                    break
                }
            }
        }
        return ActionSymbols(kind: kind, bindings: bindings, systemSymbols: systemSymbols, remapping: remapping)
    }

    /// The button elements of `controller` with the engine's names, as the input bridge reads them.
    private static func buttonElements(of controller: GCController) -> [(GCControllerElement, GamepadButton)] {
        if let gamepad = controller.extendedGamepad {
            var pairs: [(GCControllerElement?, GamepadButton)] = [
                (gamepad.buttonA, .a), (gamepad.buttonB, .b), (gamepad.buttonX, .x), (gamepad.buttonY, .y),
                (gamepad.dpad.up, .dpadUp), (gamepad.dpad.down, .dpadDown), (gamepad.dpad.left, .dpadLeft), (gamepad.dpad.right, .dpadRight),
                (gamepad.leftShoulder, .leftShoulder), (gamepad.rightShoulder, .rightShoulder),
                (gamepad.leftTrigger, .leftTrigger), (gamepad.rightTrigger, .rightTrigger),
                (gamepad.leftThumbstickButton, .leftThumbstickButton), (gamepad.rightThumbstickButton, .rightThumbstickButton),
                (gamepad.buttonMenu, .menu), (gamepad.buttonOptions, .options), (gamepad.buttonHome, .home),
            ]
            if let dualSense = gamepad as? GCDualSenseGamepad {
                pairs.append((dualSense.touchpadButton, .touchpadButton))
            } else if let dualShock = gamepad as? GCDualShockGamepad {
                pairs.append((dualShock.touchpadButton, .touchpadButton))
            }
            if let xbox = gamepad as? GCXboxGamepad {
                pairs += [(xbox.buttonShare, .share), (xbox.paddleButton1, .paddle1), (xbox.paddleButton2, .paddle2),
                          (xbox.paddleButton3, .paddle3), (xbox.paddleButton4, .paddle4)]
            }
            return pairs.compactMap { element, button in element.map { ($0, button) } }
        }
        if let micro = controller.microGamepad {
            return [(micro.buttonA, .a), (micro.buttonX, .x), (micro.buttonMenu, .menu),
                    (micro.dpad.up, .dpadUp), (micro.dpad.down, .dpadDown), (micro.dpad.left, .dpadLeft), (micro.dpad.right, .dpadRight)]
        }
        return []
    }

    /// Starts posting `GamepadKit.buttonSymbolsDidChangeNotification` (once).
    static func observeChanges() {
        guard tokens.isEmpty else { return }
        var names: [Notification.Name] = [.GCControllerDidBecomeCurrent, .GCControllerDidConnect, .GCControllerDidDisconnect,
                                          .GCKeyboardDidConnect, .GCKeyboardDidDisconnect]
        if #available(iOS 16.0, *) {
            names.append(.GCControllerUserCustomizationsDidChange)
        }
        let center = NotificationCenter.default
        for name in names {
            tokens.append(center.addObserver(forName: name, object: nil, queue: .main) { _ in
                center.post(name: GamepadKit.buttonSymbolsDidChangeNotification, object: nil)
            })
        }
    }
}
#endif
