/// Which presented controller traps focus: the one whose view is the modal scope (only its
/// candidates are reported while it is on screen, see `FocusScanner`).
///
/// - A presented controller (a sheet, a popover, a full-screen modal, an alert) covers what
///   presented it: its own view is the scope.
/// - An active search controller is presented too, but it covers nothing: its own view is a
///   transparent layer over the list it filters, and its search field stays in the presenter's
///   navigation bar or table header. When it has a results controller whose view is shown,
///   that view is the scope (the results lie on top of the list). Otherwise there is no scope:
///   the filtered list and the search field stay reachable, and the screen is still the one
///   under it (`coversPresenter(_:)`), so focus, tabs and back stay as they were.
public enum ModalScope {
    /// False for a presented controller that leaves its presenter's screen in place: an active
    /// search controller showing no results controller and presenting nothing itself.
    public static func coversPresenter(_ presented: ControllerNode) -> Bool {
        guard presented.isSearchController, presented.presented == nil else { return true }
        return controller(presentedOnTop: presented) != nil
    }

    /// The controller whose view is the modal scope when `presented` is the topmost presented
    /// controller; nil when nothing traps focus.
    public static func controller(presentedOnTop presented: ControllerNode) -> ControllerNode? {
        guard presented.isSearchController else { return presented }
        guard let resultsID = presented.searchResultsID,
              let results = presented.children.first(where: { $0.id == resultsID }),
              results.isViewShown else { return nil }
        return results
    }
}
