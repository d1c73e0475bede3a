#if canImport(UIKit)
import UIKit
import QuartzCore

#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// Executing the engine's commands, telling the app where focus went, and the app's focus
/// requests.
extension GamepadRuntime {
    // MARK: - Commands

    /// Executes the engine's `commands`; `isUserMove` when they answer the user's input (the
    /// highlight glides only then).
    func execute(_ commands: [FocusCommand], isUserMove: Bool = false) {
        for command in commands {
            if configuration.debug.logsFocusChanges {
                // Commands name element ids, which may be made of accessibility labels.
                focusLogger.debug(.elementID, String(describing: command))
            }
            if case .focus(let id, _, _) = command {
                placeHighlight(for: id)
            }
            executor.execute(command, isUserMove: isUserMove)
            switch command {
            case .focus(let id, let frame, _):
                anchorHighlight(to: id, shownAt: frame)
                notifyFocusChange(to: id, frame: CGRect(frame))
            case .clearFocus:
                notifyFocusChange(to: nil, frame: nil)
            default:
                break
            }
        }
    }

    func notifyFocusChange(to id: String?, frame: CGRect?) {
        guard id != notifiedFocusID else { return }
        let change = FocusChange(previousID: notifiedFocusID, currentID: id, frame: frame)
        notifiedFocusID = id
        focusChangeHandler?(change)
        NotificationCenter.default.post(name: GamepadKit.focusDidChangeNotification, object: nil,
                                        userInfo: [GamepadKit.focusChangeUserInfoKey: change])
    }

    /// The app asks for focus on `view`: on the screen as it is now (the view's id, a row's for
    /// a cell, comes from a capture that has seen it).
    func requestFocus(on view: UIView) {
        rescanIfDirty()
        let id = capture?.id(of: view) ?? ObjectIdentity.id(of: view)
        execute(engine.focus(id: id))
    }

    /// The app asks for focus on the element `id`.
    func focus(elementID id: String) {
        rescanIfDirty()
        execute(engine.focus(id: id))
    }

    /// `controller` is gone for good: the engine forgets the focus it remembered for its screen.
    func forgetScreen(of controller: UIViewController) {
        engine.forgetScreen(ObjectIdentity.id(ofObject: controller))
    }

    /// The controller keyboard moved on to `view` (the return key of the field before it): focus
    /// follows it (`FocusEngine.textEntryDidBegin(id:)`) on the last scan, without a rescan in
    /// the middle of the press (the keyboard's frame change rebuilds the map), and only when the
    /// id found is still `view`'s (a reused cell's field may have another).
    func textEntryBegan(in view: UIView) {
        guard mode != .off else { return }
        guard let id = capture?.id(of: view), capture?.targets[id]?.view === view else { return }
        execute(engine.textEntryDidBegin(id: id))
    }

    /// Typing in the web element `candidateID` ended (`WebFieldTyping`): the engine leaves text
    /// entry there, if it is still in it.
    func webTextEntryEnded(candidateID: String) {
        guard mode != .off else { return }
        execute(engine.textEntryDidEnd(id: candidateID))
    }

    /// The user finished editing a text input by other means than B (return key, touch).
    func textEntryEnded(in view: UIView) {
        guard let id = capture?.id(of: view) else { return }
        execute(engine.textEntryDidEnd(id: id))
    }
}
#endif
