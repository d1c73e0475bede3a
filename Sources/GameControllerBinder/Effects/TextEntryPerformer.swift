#if canImport(UIKit)
import UIKit
#if canImport(GamepadKitCore)
import GamepadKitCore
#endif

/// A on a text input and B in text entry: what a tap into the field and the keyboard's dismissal
/// run.
@MainActor
enum TextEntryPerformer {
    /// Starts editing `view` (a search bar's own text field for a search bar), with the
    /// controller keyboard when the configuration asks for it (`ControllerKeyboardSession`).
    static func begin(_ view: UIView?, configuration: GamepadKitConfiguration) {
        guard let view else { return }
        ControllerKeyboardSession.shared.willBeginEditing(view, configuration: configuration)
        if let searchBar = view as? UISearchBar {
            _ = searchBar.searchTextField.becomeFirstResponder()
        } else {
            _ = view.becomeFirstResponder()
        }
    }

    /// Ends editing in `view`.
    static func end(_ view: UIView?) {
        view?.endEditing(true)
        _ = view?.resignFirstResponder()
    }
}
#endif
