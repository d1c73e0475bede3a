// Swift 5 app code that imports Apple's frameworks and GameControllerBinder together: the
// app-facing module must not make any of Apple's names ambiguous (`Scanner` from Foundation,
// `EdgeInsets` and `AccessibilityTraits` from SwiftUI), and `GamepadKit` must be callable from
// a plain (non-actor) class, as the 1.1 API is. iOS compile check only; not part of any target.
import Foundation
import SwiftUI
import UIKit
import GameControllerBinder

final class GamepadCoordinator {
    private(set) var focusedID: String?

    func start() {
        GamepadKit.enable()
        GamepadKit.onFocusChange = { [weak self] change in self?.focusedID = change.currentID }
        GamepadKit.setNeedsFocusUpdate()
    }

    func startStyled() {
        var configuration = GamepadKitConfiguration()
        configuration.wrapsAround = true
        configuration.excludedScreens = ["PlayerViewController"]
        configuration.highlight = HighlightStyle(color: RGBAColor(red: 1, green: 0.5, blue: 0), lineWidth: 4)
        configuration.input.bindings[.y] = .previousTab
        configuration.input.thumbstick = ThumbstickSettings(deadzone: 0.3)
        configuration.debug = DebugOptions(logsFocusChanges: true)
        GamepadKit.enable(configuration: configuration)
    }

    func refreshFromBackground() {
        DispatchQueue.global().async {
            GamepadKit.setNeedsFocusUpdate()
        }
    }

    func stop() {
        if GamepadKit.isEnabled, GamepadKit.focusedElementID != nil {
            GamepadKit.disable()
        }
    }

    func focus(_ view: UIView) {
        GamepadKit.focus(on: view)
    }

    func firstNumber(in text: String) -> Int? {
        let scanner = Scanner(string: text)
        return scanner.scanInt()
    }
}

struct PaddedBadge: View {
    let insets = EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    let traits: AccessibilityTraits = .isButton

    var body: some View {
        Text("A").padding(insets).accessibilityAddTraits(traits)
    }
}

final class PlainPlayerScreen: UIViewController, GamepadKitExcluded {}

func readFocus(_ change: FocusChange) -> String {
    "\(change.previousID ?? "-") → \(change.currentID ?? "-")"
}
