import Testing
@testable import GamepadKitCore

/// An active `UISearchController` is presented over the list it filters, but covers nothing:
/// the fixtures have UIKit's shape (a navigation controller whose list screen presents its
/// `navigationItem.searchController`; the search controller's view is a transparent full-screen
/// layer added over the navigation controller's view, holding the results controller's view).
@Suite("An active search")
struct ScreenSearchScopeTests {
    static let bounds = Rect(x: 0, y: 0, width: 390, height: 844)

    /// The window's root: a navigation controller showing `Inbox`, which presents `search`.
    func root(presenting search: ControllerNode) -> ControllerNode {
        let inbox = ControllerNode(id: "Inbox", className: "Mail.InboxViewController", presented: search)
        return ControllerNode(id: "Nav", className: "UINavigationController", kind: .navigation, children: [inbox])
    }

    func search(results: ControllerNode?) -> ControllerNode {
        ControllerNode(id: "Search", className: "UISearchController", children: results.map { [$0] } ?? [],
                       presentationStyle: .custom, isSearchController: true, searchResultsID: results?.id)
    }

    func results(shown: Bool) -> ControllerNode {
        ControllerNode(id: "Results", className: "Mail.SearchResultsViewController",
                       viewFrame: shown ? Self.bounds : nil, isViewShown: shown)
    }

    /// The window's views, with the view of `scope` (a controller id) marked as the modal scope,
    /// as the iOS layer marks it.
    func window(scope: String?, resultsShown: Bool) -> ViewNode {
        let field = ViewNode(id: "searchField", kind: .searchBar, frame: Rect(x: 16, y: 100, width: 358, height: 36))
        let rows = (0..<3).map { row in
            ViewNode(id: "inbox[0.\(row)]", kind: .tableRow, frame: Rect(x: 0, y: Double(row) * 60, width: 390, height: 60),
                     rowPath: RowPath(section: 0, row: row))
        }
        let table = ViewNode(id: "inbox", kind: .table, frame: Rect(x: 0, y: 150, width: 390, height: 694),
                             children: rows, clipsToBounds: true, sectionRowCounts: [3])
        let navView = ViewNode(id: "Nav.view", kind: .view, frame: Self.bounds, children: [field, table])
        var searchChildren: [ViewNode] = []
        if resultsShown {
            let hit = ViewNode(id: "hit", kind: .button, frame: Rect(x: 16, y: 200, width: 358, height: 44))
            searchChildren.append(ViewNode(id: "Results.view", kind: .view, frame: Rect(x: 0, y: 150, width: 390, height: 694),
                                           children: [hit], isModalScope: scope == "Results"))
        }
        // With no results shown, UIKit's hit test passes through the search controller's view to
        // the list it filters: for the files' touch rule, that layer takes no touches.
        var searchView = ViewNode(id: "Search.view", kind: .view, frame: Self.bounds, children: searchChildren,
                                  isModalScope: scope == "Search")
        searchView.isInteractive = resultsShown
        return ViewNode(id: "window", kind: .view, frame: Self.bounds, children: [navView, searchView])
    }

    @Test("with no results controller the filtered list and the search field stay reachable")
    func noResultsControllerTrapsNothing() {
        let r = ScreenResolver().resolve(root(presenting: search(results: nil)))
        #expect(r.modalScope == nil)
        #expect(r.screen.id == "Inbox")
        #expect(r.topmostPresented == nil)
        let snapshot = FocusScanner().scan(window(scope: r.modalScope?.id, resultsShown: false), bounds: Self.bounds)
        #expect(snapshot.modalScopeID == nil)
        #expect(Set(snapshot.candidates.map(\.id)) == ["searchField", "inbox[0.0]", "inbox[0.1]", "inbox[0.2]"])
    }

    @Test("shown search results trap focus inside them, over the list")
    func shownResultsAreTheScope() {
        let r = ScreenResolver().resolve(root(presenting: search(results: results(shown: true))))
        #expect(r.modalScope?.id == "Results")
        let snapshot = FocusScanner().scan(window(scope: r.modalScope?.id, resultsShown: true), bounds: Self.bounds)
        #expect(snapshot.modalScopeID == "Results.view")
        #expect(snapshot.candidates.map(\.id) == ["hit"])
    }

    @Test("a results controller hidden while the search text is empty traps nothing")
    func hiddenResultsTrapNothing() {
        let r = ScreenResolver().resolve(root(presenting: search(results: results(shown: false))))
        #expect(r.modalScope == nil)
        #expect(r.screen.id == "Inbox")
    }

    @Test("the list keeps its focus while its search becomes active: the screen stays the same")
    func focusStaysWhenSearchActivates() {
        let before = ScreenResolver().resolve(ControllerNode(
            id: "Nav", className: "UINavigationController", kind: .navigation,
            children: [ControllerNode(id: "Inbox", className: "Mail.InboxViewController")]))
        let during = ScreenResolver().resolve(root(presenting: search(results: nil)))
        var engine = FocusEngine()
        _ = engine.update(FocusScanner().scan(window(scope: nil, resultsShown: false), bounds: Self.bounds, context: before.context))
        _ = engine.handle(.moveDown)   // the first input only wakes the engine
        _ = engine.focus(id: "inbox[0.1]")
        let commands = engine.update(FocusScanner().scan(window(scope: during.modalScope?.id, resultsShown: false),
                                                    bounds: Self.bounds, context: during.context))
        #expect(engine.focusedID == "inbox[0.1]")
        #expect(commands.isEmpty)
    }

    @Test("a sheet, an alert or a full-screen modal still traps focus in its own view")
    func otherPresentationsAreTheirOwnScope() {
        for style in [PresentationStyle.pageSheet, .popover, .fullScreen, .custom] {
            let sheet = ControllerNode(id: "Compose", className: "Mail.ComposeViewController", presentationStyle: style)
            #expect(ScreenResolver().resolve(root(presenting: sheet)).modalScope?.id == "Compose", "\(style)")
        }
        let alert = ControllerNode(id: "Alert", className: "UIAlertController", kind: .alert, alertActionStyles: [.cancel])
        #expect(ScreenResolver().resolve(root(presenting: alert)).modalScope?.id == "Alert")
        #expect(ScreenResolver().resolve(ControllerNode(id: "Home", className: "App.Home")).modalScope == nil)
    }

    @Test("an alert presented over the active search traps focus in the alert")
    func alertOverSearch() {
        let alert = ControllerNode(id: "Alert", className: "UIAlertController", kind: .alert, alertActionStyles: [.cancel])
        var active = search(results: results(shown: true))
        active.presented = alert
        #expect(ScreenResolver().resolve(root(presenting: active)).modalScope?.id == "Alert")
    }
}
