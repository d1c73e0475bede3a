/// Storyboard selection segues of table and collection cells, which UIKit performs only for a
/// finger's selection: selecting the row from code (what A does, through the row's tap sequence)
/// highlights it and goes nowhere.
///
/// The public path: `UIViewController.performSegue(withIdentifier:sender:)` performs a segue of
/// the controller's storyboard scene by its identifier — a cell's segue included, with the cell
/// as the sender, so `prepare(for:sender:)` finds its row as after a tap — after
/// `shouldPerformSegue(withIdentifier:sender:)` agreed, as UIKit asks for a triggered segue. It
/// needs the identifier, which the running app cannot read from its storyboard (no public API
/// lists a cell's segues, and an unknown identifier raises), so the app names it in
/// `GamepadKit.plist` (`rowSegues`: `"<controller class>/<cell reuse identifier>"` → segue
/// identifier), which `gamepadkit lint` tells from the storyboards. A segue without an
/// identifier has no public path: lint names it, and the SDK logs such a row once when its
/// selection reached nobody.
public enum RowSegue {
    /// The `rowSegues` key of a cell: `"<controller class>/<cell reuse identifier>"`.
    public static func key(controllerClass: String, cellIdentifier: String) -> String {
        "\(controllerClass)/\(cellIdentifier)"
    }

    /// True for a segue of a cell's `<connections>` that selecting the row performs: any but the
    /// accessory button's (`trigger="accessoryAction"`).
    public static func isSelectionSegue(trigger: String?) -> Bool {
        trigger != "accessoryAction"
    }

    /// True when lint reports a cell's selection segue: it has no identifier, so nothing but a
    /// finger can perform it.
    public static func needsIdentifier(_ identifier: String?) -> Bool {
        (identifier ?? "").isEmpty
    }

    /// What follows A's selection of a row.
    public enum Decision: Hashable, Sendable {
        /// Ask `shouldPerformSegue(withIdentifier:sender:)` of the controller, then
        /// `performSegue(withIdentifier:sender:)` with the cell as sender.
        case performSegue(identifier: String)
        /// Log once that the row's selection reached nobody (no delegate method, no configured
        /// segue), naming `key`: its segue, if it has one, needs an identifier and a `rowSegues`
        /// entry.
        case logUnheardSelection(key: String)
        /// Log once that `key` names a segue but the list's controller was not loaded from a
        /// storyboard (made in code): it has no segues, and `performSegue(withIdentifier:sender:)`
        /// would raise, so nothing is performed.
        case logControllerWithoutStoryboard(key: String)
        /// The delegate heard the selection, but `key` has no `rowSegues` entry and the list's
        /// controller came from a storyboard: a selection segue may leave from this cell, which
        /// A does not perform. Look on the next run loop turn whether the selection showed
        /// anything (`lostSegueSuspected(screenChanged:)`) and log once, naming `key`, if not.
        case watchForLostSegue(key: String)
        /// Nothing more: the delegate heard the selection, or the row was logged already.
        case nothing
    }

    /// The decision after A selected a row (the selection was not refused by `willSelect`).
    ///
    /// - Parameters:
    ///   - key: the cell's `rowSegues` key (nil: no reuse identifier or no controller).
    ///   - configured: `rowSegues` from the configuration.
    ///   - delegateHeardSelection: the list's delegate implements `didSelect…` or
    ///     `performPrimaryAction…`.
    ///   - logged: the keys logged already.
    ///   - controllerHasStoryboard: the list's controller was loaded from a storyboard
    ///     (`storyboard != nil`). One made in code has no segues, and performing one by an
    ///     identifier it lacks raises `NSInvalidArgumentException`; UIKit lists no controller's
    ///     segues, so this is the only check the running app can make (lint checks the
    ///     identifier against the storyboards).
    public static func decision(key: String?, configured: [String: String], delegateHeardSelection: Bool,
                                logged: Set<String>, controllerHasStoryboard: Bool = true) -> Decision {
        if let key, let identifier = configured[key], !identifier.isEmpty {
            if controllerHasStoryboard { return .performSegue(identifier: identifier) }
            let loggedKey = "no storyboard: " + key
            return logged.contains(loggedKey) ? .nothing : .logControllerWithoutStoryboard(key: loggedKey)
        }
        guard !delegateHeardSelection else {
            // A delegate that only deselects hears the selection too; its cell's segue is lost.
            guard let key, controllerHasStoryboard, !logged.contains(key) else { return .nothing }
            return .watchForLostSegue(key: key)
        }
        let loggedKey = key ?? "a row without a reuse identifier"
        return logged.contains(loggedKey) ? .nothing : .logUnheardSelection(key: loggedKey)
    }

    /// After `watchForLostSegue`: true when the row's selection showed nothing by the next run
    /// loop turn (no controller pushed, presented or shown in its place), so a storyboard
    /// selection segue of its cell, if it has one, was not performed and is worth one log line.
    /// A selection that changes the screen through the delegate's own code is not logged.
    public static func lostSegueSuspected(screenChanged: Bool) -> Bool {
        !screenChanged
    }
}
