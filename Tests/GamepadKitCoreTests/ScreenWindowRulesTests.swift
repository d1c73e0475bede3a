import Testing
@testable import GamepadKitCore

/// Which windows count when there are several scenes and windows over each other.
@Suite("Windows that count")
struct ScreenWindowRulesTests {
    typealias W = WindowSelection.Window

    @Test("two scenes side by side on an iPad: only the scene with the key window is scanned")
    func twoScenesSideBySide() {
        let windows = [
            W(sceneState: .foregroundActive, className: "App.Window", scene: 0),
            W(sceneState: .foregroundActive, className: "App.Window", isKey: true, scene: 1),
            W(sceneState: .foregroundActive, className: "App.Toast", level: 2000, scene: 0),
        ]
        let selection = WindowSelection.select(windows)
        #expect(selection.ordered == [1])
        #expect(selection.key == 1)
    }

    @Test("a full-screen passcode window that is key hides the app's window beneath it")
    func passcodeWindowKey() {
        let windows = [
            W(sceneState: .foregroundActive, className: "App.MainWindow", level: 0),
            W(sceneState: .foregroundActive, className: "App.PasscodeWindow", level: 1000, isKey: true, coversScreen: true),
        ]
        let selection = WindowSelection.select(windows)
        #expect(selection.ordered == [1])
        #expect(selection.key == 1)
    }

    @Test("a privacy cover that never became key still hides what is below it and becomes the screen's window")
    func coverNotKey() {
        let windows = [
            W(sceneState: .foregroundActive, className: "App.MainWindow", level: 0, isKey: true),
            W(sceneState: .foregroundActive, className: "App.PrivacyCover", level: 1000, coversScreen: true),
            W(sceneState: .foregroundActive, className: "App.Toast", level: 2000),
        ]
        let selection = WindowSelection.select(windows)
        #expect(selection.ordered == [1, 2])
        #expect(selection.key == 1)
    }

    @Test("a toast window above the key window counts, on top of it")
    func toastAboveKey() {
        let windows = [
            W(sceneState: .foregroundActive, className: "App.Toast", level: 2000),
            W(sceneState: .foregroundActive, className: "App.MainWindow", level: 0, isKey: true, coversScreen: true),
        ]
        let selection = WindowSelection.select(windows)
        #expect(selection.ordered == [1, 0])
        #expect(selection.key == 1)
    }

    @Test("a key scene that is only inactive does not win over an active one")
    func activeSceneWins() {
        let windows = [
            W(sceneState: .foregroundInactive, isKey: true, scene: 0),
            W(sceneState: .foregroundActive, scene: 1),
        ]
        #expect(WindowSelection.select(windows).ordered == [1])
    }

    @Test("a chat screen's message bar, shown in the keyboard's window, is scanned above the app; hidden, off screen or in a chosen window it is not read apart")
    func inputAccessoryLayer() {
        #expect(WindowSelection.scansInputAccessory(.init(isInWindow: true)))
        // Not shown: its controller is not first responder and nothing edits inside it.
        #expect(!WindowSelection.scansInputAccessory(.init(isInWindow: false)))
        // In a chosen window it is part of that window's scan already.
        #expect(!WindowSelection.scansInputAccessory(.init(isInWindow: true, isInChosenWindow: true)))
        #expect(!WindowSelection.scansInputAccessory(.init(isInWindow: true, isHidden: true)))
        #expect(!WindowSelection.scansInputAccessory(.init(isInWindow: true, alpha: 0)))
        #expect(!WindowSelection.scansInputAccessory(.init(isInWindow: true, alpha: .nan)))
        #expect(!WindowSelection.scansInputAccessory(.init(isInWindow: true, isOnScreen: false)))
        // A presented form's own bar counts in its scope; a bar of the screen behind it is not read.
        let inside = WindowSelection.InputAccessory(isInWindow: true, owner: .insideModalScope)
        #expect(WindowSelection.scansInputAccessory(inside) && inside.joinsModalScope)
        #expect(!WindowSelection.scansInputAccessory(.init(isInWindow: true, owner: .outsideModalScope)))
        #expect(!WindowSelection.InputAccessory(isInWindow: true).joinsModalScope)
        #expect(WindowSelection.InputAccessory.Owner(isInsideModalScope: nil) == .noModalScope)
        #expect(WindowSelection.InputAccessory.Owner(isInsideModalScope: true) == .insideModalScope)
        #expect(WindowSelection.InputAccessory.Owner(isInsideModalScope: false) == .outsideModalScope)
        // The screen's controllers are asked for their bar only while UIKit shows it: one of them
        // is first responder, or a field of the bar edits in the keyboard's window.
        #expect(WindowSelection.asksControllerAccessories(controllerIsFirstResponder: true, editing: .none))
        #expect(WindowSelection.asksControllerAccessories(controllerIsFirstResponder: false, editing: .inKeyboardWindow))
        // Only a field editing in the keyboard's window of the key window's scene is one of a bar.
        #expect(WindowSelection.EditingField(isInWindow: true, isInChosenWindow: false, windowClassName: "UITextEffectsWindow",
                                             isInKeyScene: true) == .inKeyboardWindow)
        #expect(WindowSelection.EditingField(isInWindow: true, isInChosenWindow: false, windowClassName: "UITextEffectsWindow",
                                             isInKeyScene: false) == WindowSelection.EditingField.none)
        #expect(WindowSelection.EditingField(isInWindow: true, isInChosenWindow: false, windowClassName: "UIWindow",
                                             isInKeyScene: true) == WindowSelection.EditingField.none)
        #expect(WindowSelection.EditingField(isInWindow: true, isInChosenWindow: true, windowClassName: "UIWindow",
                                             isInKeyScene: true) == .inChosenWindow)
        #expect(WindowSelection.EditingField(isInWindow: false, isInChosenWindow: false, windowClassName: "",
                                             isInKeyScene: false) == WindowSelection.EditingField.none)
        #expect(!WindowSelection.asksControllerAccessories(controllerIsFirstResponder: false, editing: .inChosenWindow))
        #expect(!WindowSelection.asksControllerAccessories(controllerIsFirstResponder: false, editing: .none))
        // A row of the app under the bar is no touch of its own, whatever the app's window says.
        #expect(WindowSelection.probeAnswer(windowsAbove: 0, coveredByAccessory: true, upperWindow: { _ in .letsThrough },
                                            ownAnswer: { .hit }) == .miss)
        #expect(WindowSelection.probeAnswer(windowsAbove: 0, upperWindow: { _ in .letsThrough }, ownAnswer: { .hit }) == .hit)
        // The keyboard's windows, where those bars live, are never screens.
        #expect(WindowSelection.isKeyboardWindow(className: "UIRemoteKeyboardWindow"))
        #expect(WindowSelection.isKeyboardWindow(className: "UITextEffectsWindow"))
        #expect(!WindowSelection.isKeyboardWindow(className: "MyApp.ToastWindow"))
        #expect(WindowSelection.select([W(sceneState: .foregroundActive, isKey: true),
                                        W(sceneState: .foregroundActive, className: "UITextEffectsWindow", level: 1)]).ordered == [0])
    }
}
